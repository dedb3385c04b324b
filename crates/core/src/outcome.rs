//! How a game ended.

use core::fmt;

use crate::Side;

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum EndReason {
    /// A side holds enough watering holes (Barca).
    HolesHeld,
    /// A side has no pieces left.
    NoPieces,
    /// The side to move has no legal move.
    NoLegalMove,
    /// A position repeated (as the game's rules count repetitions).
    Repetition,
    /// Too many plies without a capture.
    NoCaptureLimit,
    /// The game reached its maximum length.
    PlyCap,
    /// A piece reached the goal (Barricade).
    GoalReached,
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// Why the game ended.
    pub const fn reason(self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }

    /// What the result is worth to `side`: 1 for a win, 0 for a loss, ½ for
    /// a draw (the scale of [`crate::Game::evaluate`]).
    pub fn value_for(self, side: Side) -> f64 {
        match self.winner() {
            Some(winner) if winner == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
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
            EndReason::HolesHeld => "watering holes held",
            EndReason::NoPieces => "no pieces left",
            EndReason::NoLegalMove => "no legal move",
            EndReason::Repetition => "repetition",
            EndReason::NoCaptureLimit => "no-capture limit",
            EndReason::PlyCap => "ply cap",
            EndReason::GoalReached => "goal reached",
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
