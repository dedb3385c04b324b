//! Errors: position text, move text, illegal moves.

use ludeme_core::text::{number, PositionFieldError};

use crate::Colour;

/// Why position text did not parse.
///
/// Messages quote at most the first 40 characters of the text they name
/// (then `…`), and the fields that hold user text keep only that much.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// What is wrong with the fields every position text has: empty text,
    /// the spacing, a missing or bad side to move, text after it.
    #[error(transparent)]
    Field(#[from] PositionFieldError),
    /// The board has the wrong number of ranks.
    #[error("the board has {}, expected {expected}", number(*.found, "rank", "ranks"))]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks expected.
        expected: usize,
    },
    /// A rank describes the wrong number of points.
    #[error("rank {rank} has {}, expected {expected}", number(*.found, "point", "points"))]
    RankLength {
        /// The rank (1-based, as named on the board).
        rank: usize,
        /// Points found.
        found: usize,
        /// Points expected.
        expected: usize,
    },
    /// A character that is neither a piece nor a digit of the board size.
    #[error(
        "unexpected {found:?} on rank {rank}: expected 'w', 'b' or a digit from 1 to {max_digit}"
    )]
    UnknownChar {
        /// The rank (1-based).
        rank: usize,
        /// The character.
        found: char,
        /// The largest run of empty points.
        max_digit: usize,
    },
    /// A side has more pieces than it starts with.
    #[error(
        "{colour} has {}, at most {max} allowed",
        number(*.count as usize, "piece", "pieces")
    )]
    TooManyPieces {
        /// The side.
        colour: Colour,
        /// Pieces found.
        count: u32,
        /// The most allowed.
        max: u32,
    },
}

/// Why move text did not parse: the from-to move text error that every
/// game writing its moves `b2-c3` shares.
pub type MoveParseError = ludeme_geometry::FromToError;

/// Why a move is illegal in a position (the position is left unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The origin holds no piece of the side to move.
    #[error("no {colour} piece on {square}")]
    NotYourPiece {
        /// The side to move.
        colour: Colour,
        /// The origin's name.
        square: ludeme_geometry::SquareName,
    },
    /// A step onto an occupied point.
    #[error("{square} is occupied: a step needs an empty point")]
    DestinationOccupied {
        /// The destination's name.
        square: ludeme_geometry::SquareName,
    },
    /// A step to a point that is not a neighbour.
    #[error("{to} is not next to {from}")]
    NotAdjacent {
        /// The origin's name.
        from: ludeme_geometry::SquareName,
        /// The destination's name.
        to: ludeme_geometry::SquareName,
    },
    /// A diagonal step under orthogonal-step rules.
    #[error("diagonal steps are not allowed under these rules")]
    DiagonalStep,
    /// A capture onto a point without an enemy piece.
    #[error("a capture needs an enemy piece on {square}")]
    NothingToCapture {
        /// The destination's name.
        square: ludeme_geometry::SquareName,
    },
    /// A capture from a point on no circuit (a corner).
    #[error("{square} lies on no circuit: it cannot capture")]
    NotOnCircuit {
        /// The origin's name.
        square: ludeme_geometry::SquareName,
    },
    /// The target is reached first only before any loop.
    #[error("the path from {from} reaches {to} without passing a loop")]
    NoLoopPassed {
        /// The origin's name.
        from: ludeme_geometry::SquareName,
        /// The destination's name.
        to: ludeme_geometry::SquareName,
    },
    /// Every circuit path from the origin meets another piece first.
    #[error("every circuit path from {from} is blocked before {to}")]
    PathBlocked {
        /// The origin's name.
        from: ludeme_geometry::SquareName,
        /// The destination's name.
        to: ludeme_geometry::SquareName,
    },
}
