//! Errors: position text, move text, illegal moves.

use alloc::string::String;

use ludeme_geometry::SquareError;

use crate::{Node, Origin, PawnColour};
use ludeme_core::text::{number, PositionFieldError};

/// Why position text did not parse.
///
/// Messages quote at most the first 40 characters of the text they name
/// (then `…`), and the fields that hold user text keep only that much.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// What is wrong with the fields every position text has: empty text,
    /// the spacing, a bad colour to move.
    #[error(transparent)]
    Field(#[from] PositionFieldError),
    /// Not seven space-separated fields.
    #[error(
        "position text has {}, expected 7: red green yellow blue barricades colour die",
        number(*.0, "field", "fields")
    )]
    FieldCount(usize),
    /// A node name that is not on the board.
    #[error("bad node {text:?} in the {field} field: {source}")]
    Node {
        /// The field (a colour, or "barricade").
        field: &'static str,
        /// The node text (cut as in the messages).
        text: String,
        /// What is wrong.
        source: SquareError,
    },
    /// Two things on one node.
    #[error("two things on {0}")]
    Occupied(Node),
    /// More than 5 pieces of a colour on the board.
    #[error(
        "{colour} has {} on the board, at most 5",
        number(*.count, "piece", "pieces")
    )]
    TooManyPieces {
        /// The colour.
        colour: PawnColour,
        /// The count.
        count: usize,
    },
    /// Not 11 barricades.
    #[error(
        "the barricade field has {}, expected 11",
        number(*.0, "barricade", "barricades")
    )]
    BarricadeCount(usize),
    /// A barricade on row 1 or the goal.
    #[error("a barricade on {0}: barricades never stand on row 1 or the goal")]
    BarricadePlace(Node),
    /// A barricade on row 2 under [`Rules::no_barricades_on_rows_1_and_2`]
    /// (option `+no-low-barricades`).
    ///
    /// [`Rules::no_barricades_on_rows_1_and_2`]: crate::Rules::no_barricades_on_rows_1_and_2
    #[error(
        "a barricade on {0}: under the option +no-low-barricades barricades never stand on rows 1 and 2"
    )]
    LowBarricade(Node),
    /// The colours in play (those not written `x`) do not fit the rules:
    /// pairs need all four, an individual game two to four.
    #[error(
        "{} in play: {}",
        number(*.in_play as usize, "colour", "colours"),
        if *.pairs { "the pairs game needs all four (use individual rules, e.g. --variant individual-2, for fewer)" } else { "an individual game needs 2 to 4" }
    )]
    ColoursInPlay {
        /// How many colours the text puts in play.
        in_play: u32,
        /// Whether the rules are a pairs game.
        pairs: bool,
    },
    /// The die is not 1–6 or `-` (the field, cut as in the messages).
    #[error("bad die {0:?}: expected 1 to 6, or - before the roll")]
    BadDie(String),
}

/// Why move text did not parse.
///
/// Surrounding whitespace is ignored. Messages quote at most the first 40
/// characters of the move text (then `…`), and the fields that hold the text
/// keep only that much.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Not a move form.
    #[error(
        "bad move text {0:?}: expected 'h-c1', 'c1-e3', 'c1-e3/i5', 'pass' or 'roll 1'…'roll 6'"
    )]
    Syntax(String),
    /// Whitespace inside the move text other than the one space of
    /// `roll 4`.
    #[error(
        "unexpected {found:?} at byte {at} of move {text:?}: the only space in a move is the one in 'roll 4'"
    )]
    Whitespace {
        /// The move text.
        text: String,
        /// The byte offset of the character in the text.
        at: usize,
        /// The character.
        found: char,
    },
    /// A bad node name.
    #[error("bad node in move {text:?}: {source}")]
    Node {
        /// The move text.
        text: String,
        /// What is wrong.
        source: SquareError,
    },
    /// A roll that is not 1–6.
    #[error("bad roll {0:?}: the die shows 1 to 6")]
    BadRoll(String),
    /// Origin and destination are the same node.
    #[error("move {0:?} goes nowhere")]
    GoesNowhere(String),
}

/// Why a move is illegal (the state is left unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A move before the die was rolled.
    #[error("the die has not been rolled yet")]
    RollFirst,
    /// A roll after the die was rolled.
    #[error("the die was already rolled: {colour} moves")]
    AlreadyRolled {
        /// The colour to move.
        colour: PawnColour,
    },
    /// A roll outside 1–6.
    #[error("the die shows 1 to 6, not {0}")]
    BadRoll(u8),
    /// A pass while a move exists.
    #[error("pass is only legal when nothing else is")]
    PassNotAllowed,
    /// The origin has no piece of the colour to move.
    #[error("no {colour} piece at {origin}")]
    NotYourPiece {
        /// The colour to move.
        colour: PawnColour,
        /// The origin's text (`h` for the house).
        origin: Origin,
    },
    /// No simple path of exactly the rolled count reaches the destination.
    #[error(
        "{to} is not exactly {} from {from}",
        number(usize::from(*.die), "step", "steps")
    )]
    WrongCount {
        /// The origin.
        from: Origin,
        /// The destination.
        to: Node,
        /// The roll.
        die: u8,
    },
    /// Every path of the rolled count passes over a barricade.
    #[error("a barricade stands in the way from {from} to {to}")]
    BarricadeInTheWay {
        /// The origin.
        from: Origin,
        /// The destination.
        to: Node,
    },
    /// The destination holds a piece of the same colour.
    #[error("{0} holds a piece of the same colour")]
    OwnPiece(Node),
    /// The destination holds a partner's piece, protected by the rules.
    #[error("{0} holds a partner's piece, protected under these rules")]
    PartnerProtected(Node),
    /// A barricade was captured but no new node was given.
    #[error("the barricade on {0} must be placed again: write the move as from-to/node")]
    PlacementMissing(Node),
    /// A placement was given but no barricade is captured.
    #[error("{0} holds no barricade: the move places none")]
    PlacementNotAllowed(Node),
    /// The placement node is on row 1 (or row 2 under that option) or the goal.
    #[error("a barricade may not be placed on {0}")]
    PlacementForbidden(Node),
    /// The placement node is not free.
    #[error("{0} is not free for the barricade")]
    PlacementOccupied(Node),
}
