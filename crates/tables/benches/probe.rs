//! The cost of a WDL probe in memory (the splits' values read first), on
//! random positions of up to 5 pieces (tables generated into a temporary
//! directory first), or of up to the pieces of the tables in
//! `LUDEME_TABLES` when that names a directory (`LUDEME_TABLES=DIR cargo
//! bench -p ludeme-tables`).
#![allow(missing_docs)] // criterion_group! generates undocumented functions

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ludeme_surakarta::{Colour, Position, Rules};
use ludeme_tables::{generate, GenerateOptions, Tables};

fn positions(count: usize, max_pieces: u64) -> Vec<Position> {
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
        let pieces = 2 + next() % (max_pieces - 1);
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

fn probe_wdl_after_capture(c: &mut Criterion) {
    let given = std::env::var_os("LUDEME_TABLES").map(std::path::PathBuf::from);
    let scratch = std::env::temp_dir().join(format!("ludeme-tables-bench-{}", std::process::id()));
    let dir = given.clone().unwrap_or_else(|| {
        generate(&scratch, 5, &GenerateOptions::default()).expect("the 5-piece tables generate");
        scratch.clone()
    });
    let tables = Tables::open(&dir).expect("the tables open");
    let max = tables.max_pieces();
    let positions = positions(4096, u64::from(max));
    // The splits' values are read at their first probes: all read before
    // the measurement.
    for position in &positions {
        tables
            .probe_wdl_after_capture(position)
            .expect("within the tables");
    }
    let mut i = 0;
    let name = format!("probe_wdl_after_capture (up to {max} pieces)");
    c.bench_function(&name, |b| {
        b.iter(|| {
            i = (i + 1) % positions.len();
            black_box(
                tables
                    .probe_wdl_after_capture(black_box(&positions[i]))
                    .expect("within the tables"),
            )
        })
    });
    if given.is_none() {
        let _ = std::fs::remove_dir_all(&scratch);
    }
}

criterion_group!(benches, probe_wdl_after_capture);
criterion_main!(benches);
