//! Move generation and perft benchmarks, named `game/operation`.
#![allow(missing_docs)] // criterion_group! generates undocumented functions

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use ludeme::barca;
use ludeme::barricade;
use ludeme::surakarta::{MoveList, Position};
use ludeme::{random_playout, Game};

/// A fixed set of mid-game positions: seeded random games cut at ply 20–40.
fn surakarta_midgames() -> Vec<Position> {
    (0..16)
        .filter_map(|seed| {
            let game = random_playout(&Position::start(), seed, 20 + seed as usize);
            game.last.outcome().is_none().then_some(game.last)
        })
        .collect()
}

fn surakarta(c: &mut Criterion) {
    let start = Position::start();
    c.bench_function("surakarta/perft4", |b| {
        b.iter(|| ludeme::perft(black_box(&start), 4))
    });
    let midgames = surakarta_midgames();
    let mut list = MoveList::new();
    c.bench_function("surakarta/legal_moves_midgame", |b| {
        b.iter(|| {
            for p in &midgames {
                black_box(p).generate_moves(&mut list);
                black_box(&list);
            }
        })
    });
    c.bench_function("surakarta/count_moves_midgame", |b| {
        b.iter(|| {
            midgames
                .iter()
                .map(|p| black_box(p).legal_move_count())
                .sum::<usize>()
        })
    });
    let mut rng = ludeme::SplitMix64::new(1);
    c.bench_function("surakarta/sample_move_midgame", |b| {
        b.iter(|| {
            for p in &midgames {
                black_box(black_box(p).sample_move(&mut rng));
            }
        })
    });
}

/// Barca mid-game positions, with the scared and trapped cases of the spec.
fn barca_midgames() -> Vec<barca::Position> {
    let mut positions: Vec<barca::Position> = (0..16)
        .filter_map(|seed| {
            let game = random_playout(&barca::Position::start(), seed, 20 + seed as usize);
            game.last.outcome().is_none().then_some(game.last)
        })
        .collect();
    for text in [
        // A forced escape (the spec's).
        "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w",
        // A trapped mouse on a1 beside the normal moves of the others.
        "4ee3M/10/4mm4/E9/10/1l8/10/10/1l8/ML3E3L w",
    ] {
        positions.push(text.parse().expect("a valid bench position"));
    }
    positions
}

fn barca(c: &mut Criterion) {
    let start = barca::Position::start();
    c.bench_function("barca/perft4", |b| {
        b.iter(|| ludeme::perft(black_box(&start), 4))
    });
    let midgames = barca_midgames();
    let mut list = barca::MoveList::new();
    c.bench_function("barca/legal_moves_midgame", |b| {
        b.iter(|| {
            for p in &midgames {
                black_box(p).generate_moves(&mut list);
                black_box(&list);
            }
        })
    });
    c.bench_function("barca/count_moves_midgame", |b| {
        b.iter(|| {
            midgames
                .iter()
                .map(|p| black_box(p).legal_move_count())
                .sum::<usize>()
        })
    });
    let mut rng = ludeme::SplitMix64::new(1);
    c.bench_function("barca/sample_move_midgame", |b| {
        b.iter(|| {
            for p in &midgames {
                black_box(black_box(p).sample_move(&mut rng));
            }
        })
    });
}

/// Barricade mid-game states before the roll, from seeded random games.
fn barricade_midgames() -> Vec<barricade::Position> {
    (0..16)
        .filter_map(|seed| {
            let game = random_playout(
                &barricade::Position::start(),
                seed,
                200 + 20 * seed as usize,
            );
            let mut p = barricade::Position::start();
            let mut last_before_roll = None;
            for mv in game.moves {
                if p.die().is_none() && p.outcome().is_none() {
                    last_before_roll = Some(p);
                }
                p.play_unchecked(mv);
            }
            last_before_roll
        })
        .collect()
}

fn barricade(c: &mut Criterion) {
    let start = barricade::Position::start();
    c.bench_function("barricade/perft7", |b| {
        b.iter(|| ludeme::perft(black_box(&start), 7))
    });
    // The mid-game states themselves stand before the roll: sampling draws
    // the die (the piece moves are `sample_move_midgame_all_dice`).
    let midgames = barricade_midgames();
    let mut rng = ludeme::SplitMix64::new(1);
    c.bench_function("barricade/sample_move_midgame", |b| {
        b.iter(|| {
            for p in &midgames {
                black_box(black_box(p).sample_move(&mut rng));
            }
        })
    });
    // Every mid-game state with each of the six rolls.
    let rolled: Vec<barricade::Position> = midgames
        .iter()
        .flat_map(|p| {
            (1..=6).map(move |die| {
                let mut q = *p;
                q.play_unchecked(barricade::Move::Roll(die));
                q
            })
        })
        .collect();
    let mut list = barricade::MoveList::new();
    c.bench_function("barricade/legal_moves_midgame_all_dice", |b| {
        b.iter(|| {
            for p in &rolled {
                black_box(p).generate_moves(&mut list);
                black_box(&list);
            }
        })
    });
    c.bench_function("barricade/count_moves_midgame_all_dice", |b| {
        b.iter(|| {
            rolled
                .iter()
                .map(|p| black_box(p).legal_move_count())
                .sum::<usize>()
        })
    });
    let mut rng = ludeme::SplitMix64::new(1);
    c.bench_function("barricade/sample_move_midgame_all_dice", |b| {
        b.iter(|| {
            for p in &rolled {
                black_box(p.sample_move(&mut rng));
            }
        })
    });
}

criterion_group!(benches, surakarta, barca, barricade);
criterion_main!(benches);
