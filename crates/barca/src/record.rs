//! A game record: a position with its history, and the history rules.

use alloc::vec::Vec;

use ludeme_core::{EndReason, Outcome};

use crate::{IllegalMove, Move, Position};

/// The history rules of a played game. Neither is in the official rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct RecordRules {
    /// The third occurrence of the same placement with the same side to move
    /// is a draw (default on).
    pub repetition: bool,
    /// The game is drawn once this many plies have been played (default off).
    pub ply_cap: Option<u32>,
}

impl Default for RecordRules {
    fn default() -> Self {
        RecordRules {
            repetition: true,
            ply_cap: None,
        }
    }
}

impl RecordRules {
    /// No history rule.
    pub const fn none() -> Self {
        RecordRules {
            repetition: false,
            ply_cap: None,
        }
    }

    /// These rules with a ply cap.
    pub const fn with_ply_cap(mut self, cap: Option<u32>) -> Self {
        self.ply_cap = cap;
        self
    }
}

/// A game in progress: the start, the moves and every position met, with the
/// history rules applied.
///
/// ```
/// use ludeme_core::EndReason;
/// use ludeme_barca::{Position, Record};
///
/// let mut game = Record::new(Position::start());
/// for _ in 0..2 {
///     for mv in ["e1-a1", "e10-a10", "a1-e1", "a10-e10"] {
///         game.play(mv.parse()?)?;
///     }
/// }
/// // The start position stands for the third time with White to move.
/// assert_eq!(game.outcome().unwrap().reason(), EndReason::Repetition);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    positions: Vec<Position>,
    moves: Vec<Move>,
    rules: RecordRules,
}

impl Record {
    /// A record from `start` under the default history rules.
    pub fn new(start: Position) -> Record {
        Record::with_rules(start, RecordRules::default())
    }

    /// A record from `start` under `rules`.
    pub fn with_rules(start: Position, rules: RecordRules) -> Record {
        Record {
            positions: alloc::vec![start],
            moves: Vec::new(),
            rules,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a record holds its start")
    }

    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The history rules.
    pub const fn rules(&self) -> RecordRules {
        self.rules
    }

    /// How many times the current placement has stood with the same side to
    /// move (1 the first time).
    pub fn occurrences(&self) -> usize {
        let now = self.position();
        self.positions.iter().filter(|p| *p == now).count()
    }

    /// How the game ended, by the position or by a history rule.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.position().outcome() {
            return Some(outcome);
        }
        if self.rules.repetition && self.occurrences() >= 3 {
            return Some(Outcome::Draw {
                reason: EndReason::Repetition,
            });
        }
        match self.rules.ply_cap {
            Some(cap) if self.moves.len() >= cap as usize => Some(Outcome::Draw {
                reason: EndReason::PlyCap,
            }),
            _ => None,
        }
    }

    /// Plays a move after checking it and that the game goes on.
    ///
    /// # Errors
    /// [`IllegalMove`] ([`IllegalMove::GameOver`] once a history rule ended
    /// the game); the record is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.outcome().is_some() {
            return Err(IllegalMove::GameOver);
        }
        let mut next = *self.position();
        next.play(mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Takes the last move back, if any.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }
}
