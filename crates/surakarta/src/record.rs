//! A game record: a position with its history, and the history rules.

use alloc::vec::Vec;

use ludeme_core::{EndReason, Outcome};

use crate::game::by_piece_count;
use crate::{IllegalMove, MoveOn, PositionOn};

/// The history rules of a played game (ICGA Computer Olympiad style). Both
/// end the game on piece count: more pieces wins, equal draws.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RecordRules {
    /// End the game after this many plies in a row without a capture
    /// (default `Some(50)`).
    pub no_capture_limit: Option<u32>,
    /// End the game when a position repeats an earlier one with the same side
    /// to move (default on).
    pub repetition: bool,
}

impl Default for RecordRules {
    fn default() -> Self {
        RecordRules {
            no_capture_limit: Some(50),
            repetition: true,
        }
    }
}

impl RecordRules {
    /// No history rule: the game ends only as a position ends it.
    pub const fn none() -> Self {
        RecordRules {
            no_capture_limit: None,
            repetition: false,
        }
    }
}

/// A game in progress: the current position, the moves played, and the
/// positions since the last capture (which alone can repeat: a capture can
/// never be undone).
///
/// ```
/// use ludeme_core::EndReason;
/// use ludeme_surakarta::{Position, Record};
///
/// let mut game = Record::new(Position::start());
/// for mv in ["a2-a3", "a5-a4", "a3-a2", "a4-a5"] {
///     game.play(mv.parse()?)?;
/// }
/// // The start position is back with White to move: the game ends, drawn.
/// assert_eq!(game.outcome().unwrap().reason(), EndReason::Repetition);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordOn<const N: usize> {
    start: PositionOn<N>,
    position: PositionOn<N>,
    moves: Vec<MoveOn<N>>,
    since_capture: Vec<PositionOn<N>>,
    rules: RecordRules,
}

impl<const N: usize> RecordOn<N> {
    /// A record starting at `position` under the default history rules.
    pub fn new(position: PositionOn<N>) -> Self {
        Self::with_rules(position, RecordRules::default())
    }

    /// A record starting at `position` under `rules`.
    pub fn with_rules(position: PositionOn<N>, rules: RecordRules) -> Self {
        RecordOn {
            start: position,
            position,
            moves: Vec::new(),
            since_capture: Vec::new(),
            rules,
        }
    }

    /// The current position.
    pub const fn position(&self) -> &PositionOn<N> {
        &self.position
    }

    /// The position the record started from.
    pub const fn start(&self) -> &PositionOn<N> {
        &self.start
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[MoveOn<N>] {
        &self.moves
    }

    /// The history rules in force.
    pub const fn rules(&self) -> RecordRules {
        self.rules
    }

    /// Plies played since the last capture.
    pub fn plies_since_capture(&self) -> usize {
        self.since_capture.len()
    }

    /// How the game ended: by the position's own rules, or by a history rule.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.position.outcome() {
            return Some(outcome);
        }
        if self.rules.repetition && self.since_capture.contains(&self.position) {
            return Some(by_piece_count(&self.position, EndReason::Repetition));
        }
        match self.rules.no_capture_limit {
            Some(limit) if self.since_capture.len() >= limit as usize => {
                Some(by_piece_count(&self.position, EndReason::NoCaptureLimit))
            }
            _ => None,
        }
    }

    /// Plays a move after checking it and that the game goes on.
    ///
    /// # Errors
    /// [`IllegalMove`] (with [`IllegalMove::GameOver`] once a history rule has
    /// ended the game); the record is then unchanged.
    pub fn play(&mut self, mv: MoveOn<N>) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        if !self.position.is_legal(mv) {
            return Err(self.position.why_illegal(mv));
        }
        self.play_recorded(mv);
        Ok(())
    }

    /// Takes the last move back (replaying the others from the start), if
    /// there is one.
    pub fn undo(&mut self) -> Option<MoveOn<N>> {
        let last = self.moves.pop()?;
        let mut replay = RecordOn::with_rules(self.start, self.rules);
        for &mv in &self.moves {
            replay.play_recorded(mv);
        }
        *self = replay;
        Some(last)
    }

    fn play_recorded(&mut self, mv: MoveOn<N>) {
        let before = self.position;
        self.position.play_unchecked(mv);
        if mv.is_capture() {
            self.since_capture.clear();
        } else {
            self.since_capture.push(before);
        }
        self.moves.push(mv);
    }
}
