//! How a game ended.

use core::fmt;

use alloc::format;
use alloc::string::String;

use crate::{Game, Side};

/// Why a game ended: the reasons that any game may meet, and the game's own
/// rules by name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum EndReason {
    /// A rule of the game itself, as the game names it (`"watering holes
    /// held"`, `"goal reached"`).
    Rule(&'static str),
    /// The side to move has no legal move.
    NoLegalMove,
    /// A position repeated (as the record's [`crate::HistoryRules`] count
    /// repetitions).
    Repetition,
    /// Too many plies without an irreversible move (a capture).
    NoCaptureLimit,
    /// The game reached its maximum length.
    PlyCap,
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winning side.
        side: Side,
        /// Why the game ended.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why the game ended.
        reason: EndReason,
    },
}

impl Outcome {
    /// A win of `winner`, or a draw when there is none, for `reason`.
    ///
    /// ```
    /// use ludeme_core::{EndReason, Outcome, Side};
    /// let won = Outcome::won_by(Some(Side(0)), EndReason::NoLegalMove);
    /// assert_eq!(won, Outcome::Win { side: Side(0), reason: EndReason::NoLegalMove });
    /// let drawn = Outcome::won_by(None, EndReason::NoLegalMove);
    /// assert_eq!(drawn, Outcome::Draw { reason: EndReason::NoLegalMove });
    /// ```
    #[inline]
    pub const fn won_by(winner: Option<Side>, reason: EndReason) -> Outcome {
        match winner {
            Some(side) => Outcome::Win { side, reason },
            None => Outcome::Draw { reason },
        }
    }

    /// Why the game ended.
    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// What the result is worth to `side`: 1 for a win, 0 for a loss, ½ for
    /// a draw (the scale of [`crate::Heuristic::evaluate`]).
    pub fn value_for(self, side: Side) -> f64 {
        match self.winner() {
            Some(winner) if winner == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }

    /// The result in words, with the game's names for the sides
    /// (`"white wins (no pieces left)"`, `"draw (repetition)"`).
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{EndReason, Game, Outcome, Side};
    /// let race = DiceRace::start();
    /// let won = Outcome::Win { side: Side(1), reason: EndReason::Rule("goal reached") };
    /// assert_eq!(won.describe(&race), "seat 1 wins (goal reached)");
    /// ```
    pub fn describe<G: Game>(self, game: &G) -> String {
        match self.winner() {
            Some(side) => format!("{} wins ({})", side.name(game), self.reason()),
            None => format!("draw ({})", self.reason()),
        }
    }

    /// The winning side, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { side, .. } => Some(side),
            Outcome::Draw { .. } => None,
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Rule(name) => name,
            EndReason::NoLegalMove => "no legal move",
            EndReason::Repetition => "repetition",
            EndReason::NoCaptureLimit => "no-capture limit",
            EndReason::PlyCap => "ply cap",
        })
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { side, reason } => write!(f, "{side} wins ({reason})"),
            Outcome::Draw { reason } => write!(f, "draw ({reason})"),
        }
    }
}
