//! The Rust twin of `bench/plies.c`: random games played by action number
//! on the game driver held by name, as the C library holds it
//! (`AnySession::next_actions` + `AnySession::play_action`, a
//! new game when one ends) and perft of the start position, for every game,
//! with the same picks. `crates/capi/bench/run.sh` runs both.
//!
//! ```sh
//! cargo run --release -p ludeme-capi --example plies -- [SECONDS]   # then perft
//! cargo run --release -p ludeme-capi --example plies -- 0 PLIES [GAME]   # exactly PLIES, no perft
//! ```

use std::time::Instant;

use ludeme_session::{AnySession, Setup};

/// The same picks as the C program: a 64-bit LCG, its high bits.
fn next_random(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *state >> 33
}

fn new_game(name: &str) -> Box<dyn AnySession> {
    Setup::new(name)
        .start()
        .unwrap_or_else(|e| panic!("plies: {e}"))
}

fn random_plies(name: &str, seconds: f64, max_plies: u64) {
    let (mut state, mut plies, mut games) = (1u64, 0u64, 0u64);
    let mut game = new_game(name);
    let start = Instant::now();
    let more = |plies: u64| {
        if max_plies > 0 {
            plies < max_plies
        } else {
            start.elapsed().as_secs_f64() < seconds
        }
    };
    while more(plies) {
        for _ in 0..1000 {
            let actions = game.next_actions();
            if actions.is_empty() {
                game = new_game(name);
                games += 1;
                continue;
            }
            let pick = actions[(next_random(&mut state) % actions.len() as u64) as usize];
            if game.play_action(i64::from(pick)).is_err() {
                panic!("plies: {name} refused one of its legal actions");
            }
            plies += 1;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{name:<10} Rust     random plies by action: {:10.0} plies/s ({games} games)",
        plies as f64 / elapsed
    );
}

fn perft(name: &str, depth: u32) {
    let game = new_game(name);
    let start = Instant::now();
    let nodes = game.perft(depth);
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "{name:<10} Rust     perft {depth}: {nodes} nodes in {elapsed:.3} s ({:.1} M nodes/s)",
        nodes as f64 / elapsed * 1e-6
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds = args
        .next()
        .map_or(1.0, |s| s.parse().expect("plies: SECONDS is a number"));
    let max_plies = args
        .next()
        .map_or(0, |s| s.parse().expect("plies: PLIES is a whole number"));
    let only = args.next();
    for (name, depth) in [("barca", 5), ("barricade", 8), ("surakarta", 6)] {
        if only.as_deref().is_some_and(|only| only != name) {
            continue;
        }
        random_plies(name, seconds, max_plies);
        if max_plies == 0 {
            perft(name, depth);
        }
    }
}
