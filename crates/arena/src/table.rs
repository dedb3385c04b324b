//! The table of a match: each player's wins, draws, losses, score and time
//! a move (and, in a refereed match, the games it lost by a fault); the
//! mean length; the statistics of the ledger; then, refereed, each fault
//! and the lines engines wrote that were neither `info` nor `bestmove`.

use std::io::{self, Write};
use std::time::Duration;

use ludeme_stats::GameResult;
use ludeme_ugi::client::EngineProcess;

use crate::{Entrant, Ledger, Played};

/// The tally of one player over a match.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Moves chosen, and the time spent choosing them.
    moves: u32,
    thinking: Duration,
}

/// Each player's tally over `played`.
fn tally(players: usize, played: &[Played]) -> Vec<Tally> {
    let mut tally = vec![Tally::default(); players];
    for game in played {
        for (s, &p) in game.seating.iter().enumerate() {
            let t = &mut tally[p];
            match game.results[s] {
                GameResult::Win => t.wins += 1,
                GameResult::Draw => t.draws += 1,
                GameResult::Loss => t.losses += 1,
            }
            t.moves += game.moves[s];
            t.thinking += game.thinking[s];
        }
    }
    tally
}

/// Writes the table of a match between `entrants`. `engines` (one per
/// entrant, or none) are the refereed match's: a refereed match (engines
/// or clocks) has a faults column, names as wide as the longest, and the
/// faults and the engines' stray lines under the statistics.
///
/// # Errors
/// What writing to `out` fails with.
pub fn write_table(
    out: &mut (impl Write + ?Sized),
    entrants: &[Entrant],
    refereed: Option<&[Option<EngineProcess>]>,
    ledger: &Ledger<'_>,
) -> io::Result<()> {
    let played = &ledger.played;
    let games = played.len() as u32;
    let names: Vec<String> = entrants.iter().map(Entrant::name).collect();
    let width = match refereed {
        Some(_) => names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0)
            .max(12),
        None => 12,
    };
    write!(
        out,
        "{:<width$} {:>6} {:>6} {:>6} {:>7} {:>9}",
        "player", "wins", "draws", "losses", "score", "ms/move"
    )?;
    if refereed.is_some() {
        write!(out, " {:>6}", "faults")?;
    }
    writeln!(out)?;
    for (p, (name, t)) in names.iter().zip(tally(entrants.len(), played)).enumerate() {
        let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / f64::from(games.max(1));
        let per_move = t.thinking.as_secs_f64() * 1e3 / f64::from(t.moves.max(1));
        write!(
            out,
            "{:<width$} {:>6} {:>6} {:>6} {:>6.1}% {:>9.2}",
            name,
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            per_move
        )?;
        if refereed.is_some() {
            let faults = played.iter().filter(|g| g.faulty == Some(p)).count();
            write!(out, " {faults:>6}")?;
        }
        writeln!(out)?;
    }
    let plies: usize = played.iter().map(|g| g.plies).sum();
    writeln!(
        out,
        "{games} games, mean length {:.1} plies",
        plies as f64 / f64::from(games.max(1))
    )?;
    for line in ledger.statistics() {
        writeln!(out, "{line}")?;
    }
    if let Some(engines) = refereed {
        write_faults(out, &names, played, engines)?;
    }
    Ok(())
}

/// Each game lost by a fault, and the engines' stray lines.
fn write_faults(
    out: &mut (impl Write + ?Sized),
    names: &[String],
    played: &[Played],
    engines: &[Option<EngineProcess>],
) -> io::Result<()> {
    for (g, game) in played.iter().enumerate() {
        if let (Some(p), Some(fault)) = (game.faulty, &game.fault) {
            writeln!(out, "game {}: {fault} ({})", g + 1, names[p])?;
        }
    }
    for engine in engines.iter().flatten() {
        if engine.garbage > 0 {
            writeln!(
                out,
                "{} wrote {} line{} that {} neither info nor bestmove (ignored)",
                engine.name,
                engine.garbage,
                if engine.garbage == 1 { "" } else { "s" },
                if engine.garbage == 1 { "was" } else { "were" },
            )?;
        }
    }
    Ok(())
}
