//! The kit's errors: position text, move text, illegal moves.

use alloc::string::String;

use ludeme_core::text::{number, PositionFieldError};

use crate::Move;

/// Why position text did not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The fields: empty text, spacing, a missing or extra field.
    #[error(transparent)]
    Field(#[from] PositionFieldError),
    /// The board has the wrong number of ranks.
    #[error("the board has {}, expected {expected}", number(*.found, "rank", "ranks"))]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks of the board.
        expected: usize,
    },
    /// A rank has the wrong number of cells.
    #[error("rank {rank} has {}, expected {expected}", number(*.found, "square", "squares"))]
    RankLength {
        /// The rank, numbered from 1 at the bottom.
        rank: usize,
        /// Squares found.
        found: usize,
        /// Squares of a rank.
        expected: usize,
    },
    /// A character that is no piece letter and no digit.
    #[error("unexpected {found:?} on rank {rank}: expected a piece letter ({letters}) or a number of empty squares")]
    UnknownChar {
        /// The rank, numbered from 1 at the bottom.
        rank: usize,
        /// The character.
        found: char,
        /// The game's piece letters.
        letters: String,
    },
    /// The board is not followed by the side to move.
    #[error("missing side to move after the board (expected {expected})")]
    MissingSide {
        /// The seats' letters.
        expected: String,
    },
    /// The side to move is not a seat's letter.
    #[error("bad side to move {found:?}: expected {expected}")]
    BadSide {
        /// The field as written.
        found: String,
        /// The seats' letters.
        expected: String,
    },
}

/// Why move text did not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError {
    /// No text.
    #[error("empty move text")]
    Empty,
    /// Whitespace inside the move text.
    #[error("unexpected {found:?} at byte {at} of move {text:?}: a move has no spaces")]
    Whitespace {
        /// The move text.
        text: String,
        /// The byte offset of the character.
        at: usize,
        /// The character.
        found: char,
    },
    /// A cell name that is not a file letter and a rank.
    #[error("bad square {square:?} in move {text:?}: expected a file letter and a rank from 1")]
    BadSquare {
        /// The cell name as written.
        square: String,
        /// The move text.
        text: String,
    },
    /// A cell off this board.
    #[error(
        "{square} is off the board in move {text:?}: files a to {last_file}, ranks 1 to {ranks}"
    )]
    OffBoard {
        /// The cell's name.
        square: String,
        /// The move text.
        text: String,
        /// The board's last file letter.
        last_file: char,
        /// The board's ranks.
        ranks: u8,
    },
    /// From a cell to the same cell.
    #[error("move {0:?} goes nowhere")]
    Nowhere(String),
    /// A form of move this game does not use.
    #[error("bad move text {text:?}: expected {expected}")]
    Form {
        /// The move text.
        text: String,
        /// The game's forms.
        expected: &'static str,
    },
}

/// Why a move cannot be played here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The move is not among the legal moves.
    #[error("{0} is not a legal move here")]
    NotLegal(Move),
}
