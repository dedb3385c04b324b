//! The tables as the players' [`Oracle`]: the value of a position right
//! after a capture for alpha-beta's search, and the table's move in a game
//! in progress, which keeps the best value within the no-capture limit and
//! the repetition rule.

use std::sync::Arc;

use ludeme_core::{Colour, Game, GameLine, Known, Oracle, Unanswered, Verdict};
use ludeme_surakarta::{Move, Position, Rules};

use crate::{ProbeError, Tables, Wdl, NO_CAPTURE_LIMIT};

/// Whether the tables cover Surakarta under `rules`: the standard rules
/// only (the registry asks, to hand the tables to a game's players).
///
/// ```
/// use ludeme_surakarta::Rules;
/// assert!(ludeme_tables::covers(&Rules::default()));
/// assert!(!ludeme_tables::covers(&Rules::default().with_orthogonal_steps(true)));
/// ```
pub fn covers(rules: &Rules) -> bool {
    *rules == Rules::default()
}

impl Tables {
    /// Plies a ply cap must stay away for the tables' values to hold: a
    /// game of `n` pieces lasts at most `n` phases of the no-capture limit
    /// after a capture, and a search looks less than two phases ahead.
    fn ply_cap_margin(&self) -> usize {
        ((self.max_pieces() + 2) * NO_CAPTURE_LIMIT) as usize
    }
}

/// Standard Surakarta under the rules the tables are made for: the game's
/// own history rules (the first repetition and 50 plies without a capture
/// end it on piece count), any ply cap far enough away not to matter.
impl Oracle<Position> for Tables {
    /// `tables (N pieces)`.
    fn name(&self) -> String {
        format!("tables ({} pieces)", self.max_pieces())
    }

    fn holds_for(&self, line: &GameLine<Position>) -> bool {
        let rules = line.rules();
        covers(&line.position().rules())
            && rules.repetition == Some(2)
            && rules.no_capture_limit == Some(NO_CAPTURE_LIMIT)
            && rules
                .ply_cap
                .is_none_or(|cap| cap as usize >= line.plies() + self.ply_cap_margin())
    }

    /// [`Tables::probe_wdl_after_capture`], for positions of at most
    /// [`Tables::max_pieces`] pieces (none for a split whose values cannot
    /// be read, or are damaged).
    #[inline]
    fn value_after_irreversible(&self, position: &Position) -> Option<Verdict> {
        if position.occupied().count_ones() > self.max_pieces() {
            return None;
        }
        let wdl = self.probe_wdl_after_capture(position).ok()?;
        Some(verdict(wdl, position.turn()))
    }

    /// [`Tables::best_move`] at the line's plies since the last capture,
    /// the positions seen since then ending the game if stepped back to.
    fn move_in(&self, line: &GameLine<Position>) -> Option<Move> {
        if !self.holds_for(line) {
            return None;
        }
        let (plies, phase) = phase_of(line)?;
        let best = self
            .best_move(line.position(), plies, |p| phase.contains(p))
            .ok()??;
        Some(best.mv)
    }

    /// [`Tables::probe`] at the line's plies since the last capture (no
    /// position since the capture repeating), for the side to move; a
    /// [`ProbeError`] where it has no answer.
    fn value_in(&self, line: &GameLine<Position>) -> Result<Known, Unanswered> {
        let (plies, _) = self.phase_in(line)?;
        let probe = self.probe(line.position(), plies).map_err(shared)?;
        Ok(known(probe, line.position().turn()))
    }

    /// [`Tables::move_values`] at the line's plies since the last capture,
    /// the positions seen since then ending the game if stepped back to; a
    /// [`ProbeError`] where it has no answer.
    fn known_moves(&self, line: &GameLine<Position>) -> Result<Vec<(Move, Known)>, Unanswered> {
        let (plies, phase) = self.phase_in(line)?;
        let mover = line.position().turn();
        let values = self
            .move_values(line.position(), plies, |p| phase.contains(p))
            .map_err(shared)?;
        Ok(values
            .into_iter()
            .map(|value| (value.mv, known(value.probe, mover)))
            .collect())
    }
}

impl Tables {
    /// The line's plies since the last capture and the positions seen
    /// since, if the tables' values hold for it and it goes on.
    fn phase_in<'a>(
        &self,
        line: &'a GameLine<Position>,
    ) -> Result<(u32, &'a [Position]), Unanswered> {
        let rules = line.position().rules();
        if !covers(&rules) {
            return Err(shared(ProbeError::Rules(rules)));
        }
        if !self.holds_for(line) {
            return Err(shared(ProbeError::HistoryRules(line.rules())));
        }
        if line.outcome().is_some() {
            return Err(shared(ProbeError::GameOver));
        }
        phase_of(line).ok_or_else(|| shared(ProbeError::GameOver))
    }
}

/// A probe's error, as an oracle's.
fn shared(error: ProbeError) -> Unanswered {
    Arc::new(error)
}

/// The line's plies since the last capture and the positions seen since
/// then (the current one included).
fn phase_of(line: &GameLine<Position>) -> Option<(u32, &[Position])> {
    let since = line.plies_since_irreversible();
    let positions = line.positions();
    let phase = &positions[positions.len() - 1 - since..];
    Some((u32::try_from(since).ok()?, phase))
}

/// A probe for the side `mover`, as what an oracle knows.
fn known(probe: crate::Probe, mover: Colour) -> Known {
    Known::new(verdict(probe.wdl, mover), probe.dtc)
}

/// A value for the side to move, `mover`, as a verdict.
fn verdict(wdl: Wdl, mover: Colour) -> Verdict {
    match wdl {
        Wdl::Win => Verdict::Win(mover.side()),
        Wdl::Loss => Verdict::Win(mover.other().side()),
        Wdl::Draw => Verdict::Draw,
    }
}

#[cfg(test)]
mod tests;
