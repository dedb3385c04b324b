//! Errors: position text, move text, illegal moves.

use alloc::string::String;

use ludeme_geometry::SquareName;

use crate::{Animal, Colour};
use ludeme_core::text::{number, PositionFieldError};

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
    #[error("the board has {}, expected 10", number(*.0, "rank", "ranks"))]
    RankCount(usize),
    /// A rank describes the wrong number of squares.
    #[error("rank {rank} has {}, expected 10", number(*.found, "square", "squares"))]
    RankLength {
        /// The rank (1-based).
        rank: usize,
        /// Squares found.
        found: usize,
    },
    /// A character that is no animal letter.
    #[error(
        "unexpected {found:?} on rank {rank}: expected one of E L M e l m or a number from 1 to 10"
    )]
    UnknownChar {
        /// The rank (1-based).
        rank: usize,
        /// The character.
        found: char,
    },
    /// A run of empty squares that is not 1–10.
    #[error("bad run of empty squares {run:?} on rank {rank}: expected a number from 1 to 10")]
    BadRun {
        /// The rank (1-based).
        rank: usize,
        /// The digits (cut as in the messages).
        run: String,
    },
    /// A side does not have exactly two animals of a kind.
    #[error(
        "{colour} has {}, expected 2 (animals are never captured)",
        number(*.count as usize, .animal.name(), .animal.plural())
    )]
    AnimalCount {
        /// The side.
        colour: Colour,
        /// The kind.
        animal: Animal,
        /// How many were found.
        count: u32,
    },
}

/// Why move text did not parse: the from-to move text error that every
/// game writing its moves `e2-e5` shares.
pub type MoveParseError = ludeme_geometry::FromToError;

/// Why a move is illegal (the position is left unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The origin holds no animal of the side to move.
    #[error("no {colour} animal on {square}")]
    NotYourAnimal {
        /// The side to move.
        colour: Colour,
        /// The origin.
        square: SquareName,
    },
    /// The destination is not on a line the animal moves along.
    #[error("{} can not go from {from} to {to}: it moves {how}", .animal.with_article())]
    WrongDirection {
        /// The animal.
        animal: Animal,
        /// The origin.
        from: SquareName,
        /// The destination.
        to: SquareName,
        /// How the animal moves.
        how: &'static str,
    },
    /// The destination is occupied.
    #[error("{square} is occupied")]
    DestinationOccupied {
        /// The destination.
        square: SquareName,
    },
    /// An animal stands between origin and destination.
    #[error("the way from {from} to {to} is blocked at {blocker}")]
    Blocked {
        /// The origin.
        from: SquareName,
        /// The destination.
        to: SquareName,
        /// The first square in the way.
        blocker: SquareName,
    },
    /// The destination is next to an enemy animal that this one fears.
    #[error("{} on {square} would be next to an enemy {feared}", .animal.with_article())]
    DestinationScared {
        /// The animal moving.
        animal: Animal,
        /// The destination.
        square: SquareName,
        /// The kind it fears.
        feared: Animal,
    },
    /// A scared animal can escape: only escapes are legal.
    #[error("a scared animal can escape (from {escaper}): only escapes to safe squares are legal")]
    MustEscape {
        /// One scared animal that can escape.
        escaper: SquareName,
    },
}
