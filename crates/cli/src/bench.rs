//! `ludeme bench`: perft, move generation and playout speed, as a table.

use std::io::Write;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use ludeme_core::{perft, random_playout, Actor, Game};
use ludeme_registry::{AnyRules, GameVisitor, Registered};

use crate::{BenchArgs, Failure};

/// Perft is measured at the first depth (from 1 up) whose count takes at
/// least this long: deep enough to run for a while, for any game.
const PERFT_TIME: Duration = Duration::from_millis(100);

/// One game's figures.
struct Measurement {
    game: &'static str,
    depth: u32,
    nodes: u64,
    nodes_per_second: f64,
    ns_per_generation: f64,
    moves_per_position: f64,
    games_per_second: f64,
    plies_per_second: f64,
    plies_per_game: f64,
}

/// The processor and core count, for the table's heading.
fn machine() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!(
        "{model}, {cores} cores ({} used), {}",
        1,
        std::env::consts::OS
    )
}

/// `ludeme bench [GAME]`: measures the game, or every game, and prints
/// the table.
pub fn run(args: BenchArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let names: Vec<&'static str> = match &args.game {
        Some(name) => vec![AnyRules::by_name(name, None)?.game_name()],
        None => ludeme_registry::games().iter().map(|g| g.name).collect(),
    };
    table(&names, out)
}

/// Measures `games` and prints the table.
fn table(games: &[&'static str], out: &mut dyn Write) -> Result<(), Failure> {
    let spinner = ProgressBar::new_spinner();
    spinner
        .set_style(ProgressStyle::with_template("{spinner} {msg} {elapsed}").expect("a template"));
    spinner.enable_steady_tick(Duration::from_millis(120));
    let mut rows = Vec::new();
    for &name in games {
        spinner.set_message(format!("measuring {name}"));
        // The game's own type, with its default rules.
        rows.push(AnyRules::by_name(name, None)?.visit(Measure { game: name }));
    }
    spinner.finish_and_clear();
    writeln!(out, "machine: {}", machine())?;
    writeln!(
        out,
        "{:<10} {:>6} {:>12} {:>10} {:>14} {:>8} {:>10} {:>10} {:>10}",
        "game",
        "perft",
        "nodes",
        "M nodes/s",
        "ns/generation",
        "moves",
        "games/s",
        "M plies/s",
        "plies/game"
    )?;
    for r in rows {
        writeln!(
            out,
            "{:<10} {:>6} {:>12} {:>10.1} {:>14.1} {:>8.1} {:>10.0} {:>10.2} {:>10.0}",
            r.game,
            r.depth,
            r.nodes,
            r.nodes_per_second / 1e6,
            r.ns_per_generation,
            r.moves_per_position,
            r.games_per_second,
            r.plies_per_second / 1e6,
            r.plies_per_game
        )?;
    }
    writeln!(
        out,
        "perft from the start with bulk counting; move generation over the player-to-move \
         positions of 100 seeded random games; random playouts to the end (no history rules)"
    )?;
    Ok(())
}

/// Measures one game from its start position.
struct Measure {
    game: &'static str,
}

impl GameVisitor for Measure {
    type Output = Measurement;

    fn visit<G: Registered>(self, rules: G::Rules) -> Measurement {
        measure(self.game, &G::start_with(&rules))
    }
}

fn measure<G: Game>(game: &'static str, start: &G) -> Measurement {
    let mut depth = 0;
    let (nodes, seconds) = loop {
        depth += 1;
        let begin = Instant::now();
        let nodes = perft(start, depth);
        let elapsed = begin.elapsed();
        // A small finished game runs out of plies before it runs long.
        if elapsed >= PERFT_TIME || nodes == 0 || depth == 64 {
            break (nodes, elapsed.as_secs_f64());
        }
    };
    let nodes_per_second = nodes as f64 / seconds;

    // Move generation over the positions of seeded random games.
    let mut positions = Vec::new();
    for seed in 0..100 {
        let game = random_playout(start, seed, 200);
        let mut state = start.clone();
        for mv in game.moves {
            state.play_unchecked(mv);
            // Player decisions only: a chance node's "moves" are its outcomes.
            if matches!(state.to_act(), Actor::Seat(_)) {
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
            p.generate_moves(&mut list);
            generated += list.len();
        }
        rounds += 1;
    }
    let generations = f64::from(rounds) * positions.len() as f64;
    let ns_per_generation = begin.elapsed().as_nanos() as f64 / generations;

    let begin = Instant::now();
    let mut games = 0u64;
    let mut plies = 0usize;
    while begin.elapsed() < Duration::from_millis(500) {
        plies += random_playout(start, games, 100_000).moves.len();
        games += 1;
    }
    let seconds = begin.elapsed().as_secs_f64();
    Measurement {
        game,
        depth,
        nodes,
        nodes_per_second,
        ns_per_generation,
        moves_per_position: generated as f64 / generations,
        games_per_second: games as f64 / seconds,
        plies_per_second: plies as f64 / seconds,
        plies_per_game: plies as f64 / games as f64,
    }
}
