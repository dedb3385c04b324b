//! Alpha-beta search benchmarks, named `game/operation`: a search of a
//! fixed number of nodes from a fixed position, with a fresh player each
//! time (so that no table carries over from one run to the next). The
//! same nodes are visited every run: the time per run is the time per node
//! times the budget.
#![allow(missing_docs)] // criterion_group! generates undocumented functions

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ludeme::players::{AlphaBeta, AlphaBetaConfig, Budget};
use ludeme::{barca, barricade, surakarta, Game, GameLine, Heuristic, History};

/// Nodes a search visits.
const NODES: u64 = 20_000;

/// A fresh player with a table of 2^16 entries and an estimate cache of
/// 2^14 (the defaults would spend the run zeroing 20 MiB).
fn player() -> AlphaBeta {
    let mut config = AlphaBetaConfig::new(Budget::Nodes(NODES));
    config.table_bits = 16;
    config.estimate_bits = 14;
    AlphaBeta::new(config)
}

fn bench<G: Heuristic + History>(c: &mut Criterion, name: &str, position: G) {
    let record = GameLine::new(position);
    c.bench_function(&format!("{name}/search_20k_nodes"), |b| {
        b.iter(|| player().analyse(black_box(&record), |_| {}))
    });
}

fn search(c: &mut Criterion) {
    bench(c, "surakarta", surakarta::Position::start());
    bench(c, "barca", barca::Position::start());
    let rolled: barricade::Position = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 5"
        .parse()
        .expect("a Barricade position after a roll of 5");
    bench(c, "barricade", rolled);
}

criterion_group!(benches, search);
criterion_main!(benches);
