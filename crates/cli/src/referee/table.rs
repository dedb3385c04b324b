//! The table of a refereed match.

use std::io::Write;

use super::Entrant;
use crate::matches::Ledger;
use crate::Failure;
use ludeme_ugi::client::EngineProcess;

/// Writes the table of a refereed match: the built-in match's columns,
/// and the games each player lost by a fault; then the statistics of the
/// ledger, each fault, and the lines engines wrote that were neither
/// `info` nor `bestmove`.
pub fn write_table(
    out: &mut (impl Write + ?Sized),
    entrants: &[Entrant],
    engines: &[Option<EngineProcess>],
    ledger: &Ledger<'_>,
) -> Result<(), Failure> {
    let played = &ledger.played;
    let games = played.len() as u32;
    let names: Vec<String> = entrants.iter().map(Entrant::name).collect();
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    writeln!(
        out,
        "{:<width$} {:>6} {:>6} {:>6} {:>7} {:>9} {:>6}",
        "player", "wins", "draws", "losses", "score", "ms/move", "faults"
    )?;
    let tally = crate::matches::tally(entrants.len(), played);
    for (p, (name, t)) in names.iter().zip(&tally).enumerate() {
        let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / f64::from(games.max(1));
        let per_move = t.thinking.as_secs_f64() * 1e3 / f64::from(t.moves.max(1));
        let faults = played.iter().filter(|g| g.faulty == Some(p)).count();
        writeln!(
            out,
            "{:<width$} {:>6} {:>6} {:>6} {:>6.1}% {:>9.2} {:>6}",
            name,
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            per_move,
            faults
        )?;
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
