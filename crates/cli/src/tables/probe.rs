//! `ludeme tables probe`: a position's value and DTC, and each legal move's.

use std::io::Write;

use ludeme_core::Game;
use ludeme_tables::MoveValue;

use crate::{load, Failure, TablesProbeArgs};

/// `ludeme tables probe GAME --position TEXT --dir DIR
/// [--plies-since-capture K]`.
pub fn run(args: TablesProbeArgs, out: &mut dyn Write) -> Result<(), Failure> {
    super::check_game(&args.game)?;
    // The position of the game the tables are of (its type is the one
    // `Tables::probe` takes), under its default rules.
    let position = load(&Default::default(), Some(&args.position))?;
    let tables = super::open(&args.dir)?;
    let k = args.plies_since_capture;
    let probe = tables.probe(&position, k)?;
    // A finished game (a side without pieces, or no move) has no moves to
    // value. The command line knows no earlier positions: none repeats.
    let mut moves: Vec<MoveValue> = if position.outcome().is_some() {
        Vec::new()
    } else {
        tables.move_values(&position, k, |_| false)?
    };
    moves.sort_by_cached_key(|value| value.mv.to_string());
    writeln!(out, "value: {}", probe.wdl)?;
    writeln!(out, "dtc: {}", dtc_text(probe.dtc))?;
    for value in moves {
        writeln!(
            out,
            "{}: {} dtc {}",
            value.mv,
            value.probe.wdl,
            dtc_text(value.probe.dtc)
        )?;
    }
    Ok(())
}

/// A DTC in words: the plies, or `none` when the piece count decides.
fn dtc_text(dtc: Option<u32>) -> String {
    dtc.map_or_else(|| "none".to_string(), |plies| plies.to_string())
}
