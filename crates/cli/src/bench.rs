//! `ludeme bench`: perft and move-generation speed, nodes per second.

use std::io::Write;
use std::time::{Duration, Instant};

use ludeme::{perft, random_playout, AnyGame, AnyRules, Game};

use crate::Failure;

/// The perft depth measured per game: deep enough to run about a second.
fn bench_depth(game: &str) -> u32 {
    match game {
        "surakarta" => 6,
        "barca" => 5,
        "barricade" => 8,
        _ => 4,
    }
}

/// Runs the benchmarks of one game and prints them.
pub fn run(name: &str, out: &mut impl Write) -> Result<(), Failure> {
    let rules = AnyRules::by_name(name, None)?;
    // Measure the game's own type, not the AnyGame dispatch around it.
    match AnyGame::start(&rules) {
        AnyGame::Barca(start) => measure(name, &start, out),
        AnyGame::Barricade(start) => measure(name, &start, out),
        AnyGame::Surakarta(start) => measure(name, &start, out),
        AnyGame::BasBasan(start) => measure(name, &start, out),
        other => Err(Failure::Message(format!(
            "no benchmark for {} yet",
            other.game_name()
        ))),
    }
}

fn measure<G: Game>(name: &str, start: &G, out: &mut impl Write) -> Result<(), Failure> {
    let depth = bench_depth(name);
    let begin = Instant::now();
    let nodes = perft(start, depth);
    let elapsed = begin.elapsed();
    writeln!(
        out,
        "{name} perft {depth}: {nodes} nodes in {:.3} s, {:.1} M nodes/s",
        elapsed.as_secs_f64(),
        nodes as f64 / elapsed.as_secs_f64() / 1e6
    )?;

    // Move generation over the positions of seeded random games.
    let mut positions = Vec::new();
    for seed in 0..100 {
        let game = random_playout(start, seed, 200);
        let mut state = start.clone();
        for mv in game.moves {
            state.play_unchecked(mv);
            // Player decisions only: a chance node's "moves" are its outcomes.
            if matches!(state.to_act(), ludeme::Actor::Seat(_)) {
                positions.push(state.clone());
            }
        }
    }
    let mut list = G::MoveList::default();
    let mut generated = 0usize;
    let mut rounds = 0u32;
    let begin = Instant::now();
    while begin.elapsed() < Duration::from_millis(500) {
        for p in &positions {
            p.legal_moves(&mut list);
            generated += list.len();
        }
        rounds += 1;
    }
    let elapsed = begin.elapsed();
    let per_position = elapsed.as_nanos() as f64 / (f64::from(rounds) * positions.len() as f64);
    writeln!(
        out,
        "{name} legal moves: {per_position:.1} ns per position ({} positions from random games, {:.1} moves each)",
        positions.len(),
        generated as f64 / (f64::from(rounds) * positions.len() as f64)
   )?;

    let begin = Instant::now();
    let mut games = 0u64;
    let mut plies = 0usize;
    while begin.elapsed() < Duration::from_millis(500) {
        plies += random_playout(start, games, 10_000).moves.len();
        games += 1;
    }
    let elapsed = begin.elapsed().as_secs_f64();
    writeln!(
        out,
        "{name} random playouts: {:.0} games/s, {:.1} M plies/s, {:.0} plies per game",
        games as f64 / elapsed,
        plies as f64 / elapsed / 1e6,
        plies as f64 / games as f64
    )?;
    Ok(())
}
