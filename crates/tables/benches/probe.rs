//! The cost of a WDL probe in memory, on random positions of the 5-piece
//! tables (generated into a temporary directory first).
#![allow(missing_docs)] // criterion_group! generates undocumented functions

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ludeme_surakarta::{Colour, Position, Rules};
use ludeme_tables::{generate, GenerateOptions, Tables};

fn positions(count: usize) -> Vec<Position> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    while out.len() < count {
        let (mut white, mut black) = (0u64, 0u64);
        let pieces = 2 + next() % 4;
        for i in 0..pieces {
            let point = next() % 36;
            let bit = 1u64 << point;
            if (white | black) & bit != 0 {
                continue;
            }
            if i % 2 == 0 {
                white |= bit
            } else {
                black |= bit
            }
        }
        if white != 0 && black != 0 {
            let turn = if next() % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            out.extend(Position::from_pieces(white, black, turn, Rules::default()));
        }
    }
    out
}

fn probe_wdl(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("ludeme-tables-bench-{}", std::process::id()));
    generate(&dir, 5, &GenerateOptions::default()).expect("the 5-piece tables generate");
    let tables = Tables::open(&dir).expect("the tables open");
    let positions = positions(1024);
    let mut i = 0;
    c.bench_function("probe_wdl (up to 5 pieces)", |b| {
        b.iter(|| {
            i = (i + 1) % positions.len();
            black_box(
                tables
                    .probe_wdl(black_box(&positions[i]))
                    .expect("within the tables"),
            )
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, probe_wdl);
criterion_main!(benches);
