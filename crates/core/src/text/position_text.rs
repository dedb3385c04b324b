//! The fields that every game's position text has, and what can be wrong
//! with them: the spacing between the fields, and (for the games whose text
//! is a board and a side to move) the number of fields and the side to move.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{fields, owned_excerpt, Spacing};

/// What is wrong with the fields of a position text, whatever the game: the
/// part of each game's position error that the games share (the game's own
/// `PositionError` holds it as its `Field` variant, and displays it as
/// is).
///
/// Where the games word a message differently, the variant carries the
/// game's words.
///
/// ```
/// use ludeme_core::text::{board_and_side, position_fields, PositionFieldError};
///
/// let seven = "7 fields: red green yellow blue barricades colour die";
/// assert_eq!(
///     position_fields(" \n", seven).unwrap_err().to_string(),
///     "empty position text: expected 7 fields: red green yellow blue barricades colour die"
/// );
/// assert_eq!(board_and_side("6/6 b", 0, 1), Ok(("6/6", 1)));
/// assert_eq!(
///     board_and_side("6/6", 0, 1),
///     Err(PositionFieldError::MissingSide)
/// );
/// assert_eq!(
///     board_and_side("6/6 w extra text", 0, 1).unwrap_err().to_string(),
///     "unexpected text after the side to move: \"extra text\""
/// );
/// ```
///
/// Messages quote at most the first 40 characters of the text they name
/// (then `…`), and the fields that hold user text keep only that much.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionFieldError {
    /// The text is empty, or only whitespace.
    #[error("empty position text: expected {expected}")]
    Empty {
        /// What the text should hold, in the game's words (`the board, a
        /// space and 'w' or 'b'`).
        expected: &'static str,
    },
    /// Two or more spaces between two fields.
    #[error(
        "{count} spaces between fields at byte {at} of the position text: fields are separated by one space"
    )]
    Spaces {
        /// The byte offset of the first space in the text.
        at: usize,
        /// How many spaces follow one another.
        count: usize,
    },
    /// Whitespace other than a space (a tab, a line break) inside the text.
    #[error(
        "unexpected {found:?} at byte {at} of the position text: fields are separated by one space"
    )]
    Whitespace {
        /// The byte offset of the character in the text.
        at: usize,
        /// The character.
        found: char,
    },
    /// The side-to-move field after the board is missing (a board-and-side
    /// text, see [`board_and_side`]).
    #[error("missing side to move after the board (expected ' w' or ' b')")]
    MissingSide,
    /// The side-to-move field names no side that may move.
    #[error("bad {field} {found:?}: expected {expected}")]
    BadSide {
        /// The field's name in the game's words (`side to move`, `colour to
        /// move`).
        field: &'static str,
        /// The field (cut as in the messages).
        found: String,
        /// What the field may hold, in the game's words (`'w' or 'b'`).
        expected: &'static str,
    },
    /// Something follows the side to move, the last field of a
    /// board-and-side text (that text, cut as in the messages).
    #[error("unexpected text after the side to move: {0:?}")]
    TrailingText(String),
}

impl PositionFieldError {
    /// The error for what [`fields`] found wrong with the spacing of a
    /// position text; `expected` says what an empty text should hold, in
    /// the game's words (for [`PositionFieldError::Empty`]).
    pub const fn from_spacing(spacing: Spacing, expected: &'static str) -> Self {
        match spacing {
            Spacing::Empty => Self::Empty { expected },
            Spacing::Spaces { at, count } => Self::Spaces { at, count },
            Spacing::Other { at, found } => Self::Whitespace { at, found },
        }
    }
}

/// The fields of the position text `text`, each with its byte offset, as
/// [`fields`] splits them: leading and trailing whitespace is ignored, and
/// the fields are separated by single spaces.
///
/// # Errors
/// [`PositionFieldError::Empty`] (with `expected`, what the text should
/// hold in the game's words), [`PositionFieldError::Spaces`] or
/// [`PositionFieldError::Whitespace`].
pub fn position_fields<'t>(
    text: &'t str,
    expected: &'static str,
) -> Result<Vec<(usize, &'t str)>, PositionFieldError> {
    fields(text).map_err(|spacing| PositionFieldError::from_spacing(spacing, expected))
}

/// What a board-and-side text holds, in the words of
/// [`PositionFieldError::Empty`].
const BOARD_AND_SIDE: &str = "the board, a space and 'w' or 'b'";

/// A board-and-side position text (the board, one space and `w` or `b` for
/// the side to move, as Barca and Surakarta write theirs; surrounding
/// whitespace is ignored) split into the board, unread, and the side to
/// move: `white` for `w`, `black` for `b`.
///
/// # Errors
/// What [`position_fields`] finds, then
/// [`PositionFieldError::MissingSide`] for a lone board,
/// [`PositionFieldError::TrailingText`] for more than two fields, and
/// [`PositionFieldError::BadSide`] for a side other than `w` and `b`.
pub fn board_and_side<T>(text: &str, white: T, black: T) -> Result<(&str, T), PositionFieldError> {
    let fields = position_fields(text, BOARD_AND_SIDE)?;
    let (board, side) = match fields[..] {
        [] => {
            return Err(PositionFieldError::Empty {
                expected: BOARD_AND_SIDE,
            })
        }
        [_] => return Err(PositionFieldError::MissingSide),
        [(_, board), (_, side)] => (board, side),
        [_, _, (at, _), ..] => {
            return Err(PositionFieldError::TrailingText(owned_excerpt(
                text[at..].trim_end(),
            )))
        }
    };
    let side = match side {
        "w" => white,
        "b" => black,
        other => {
            return Err(PositionFieldError::BadSide {
                field: "side to move",
                found: owned_excerpt(other),
                expected: "'w' or 'b'",
            })
        }
    };
    Ok((board, side))
}

/// Writes a board as the position texts of board games write it: the
/// ranks from the top, `/` between them, each its pieces' letters and the
/// numbers of empty squares between them. `letter(cell)` is the letter of
/// the piece on a cell (numbered `rank * width + file`, a1 first), none on
/// an empty one.
///
/// ```
/// use ludeme_core::text::write_ranks;
///
/// let mut text = String::new();
/// write_ranks(&mut text, 3, 2, |cell| (cell == 1).then_some('w'))?;
/// assert_eq!(text, "3/1w1");
/// # Ok::<(), core::fmt::Error>(())
/// ```
pub fn write_ranks(
    out: &mut impl fmt::Write,
    width: usize,
    height: usize,
    letter: impl Fn(usize) -> Option<char>,
) -> fmt::Result {
    for rank in (0..height).rev() {
        let mut empty = 0;
        for file in 0..width {
            match letter(rank * width + file) {
                None => empty += 1,
                Some(letter) => {
                    if empty > 0 {
                        write!(out, "{empty}")?;
                        empty = 0;
                    }
                    out.write_char(letter)?;
                }
            }
        }
        if empty > 0 {
            write!(out, "{empty}")?;
        }
        if rank > 0 {
            out.write_char('/')?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::{format, vec};

    use super::*;

    #[test]
    fn the_spacing_errors_keep_the_games_words_for_an_empty_text() {
        let words = "the board, a space and 'w' or 'b'";
        assert_eq!(
            position_fields(" a b\n", words),
            Ok(vec![(1, "a"), (3, "b")])
        );
        assert_eq!(
            position_fields("\t", words),
            Err(PositionFieldError::Empty { expected: words })
        );
        assert_eq!(
            position_fields("a  b", words),
            Err(PositionFieldError::Spaces { at: 1, count: 2 })
        );
        assert_eq!(
            position_fields("a\tb", words),
            Err(PositionFieldError::Whitespace { at: 1, found: '\t' })
        );
        assert_eq!(
            position_fields("", words).unwrap_err().to_string(),
            "empty position text: expected the board, a space and 'w' or 'b'"
        );
        assert_eq!(
            position_fields("a   b", words).unwrap_err().to_string(),
            "3 spaces between fields at byte 1 of the position text: fields are separated by one space"
        );
        assert_eq!(
            position_fields("a\nb", words).unwrap_err().to_string(),
            "unexpected '\\n' at byte 1 of the position text: fields are separated by one space"
        );
    }

    #[test]
    fn a_board_and_side_text_has_two_fields_and_w_or_b() {
        assert_eq!(board_and_side(" 6/6 w\n", 'W', 'B'), Ok(("6/6", 'W')));
        assert_eq!(board_and_side("6/6 b", 'W', 'B'), Ok(("6/6", 'B')));
        fn error(text: &str) -> alloc::string::String {
            board_and_side(text, 'W', 'B').unwrap_err().to_string()
        }
        assert_eq!(
            error(" "),
            "empty position text: expected the board, a space and 'w' or 'b'"
        );
        assert_eq!(
            error("6/6"),
            "missing side to move after the board (expected ' w' or ' b')"
        );
        assert_eq!(
            error("6/6 w x  y"),
            "2 spaces between fields at byte 7 of the position text: fields are separated by one space"
        );
        assert_eq!(
            error("6/6 w x y "),
            "unexpected text after the side to move: \"x y\""
        );
        assert_eq!(
            error("6/6 W"),
            "bad side to move \"W\": expected 'w' or 'b'"
        );
        let long = "x".repeat(100);
        let forty = "x".repeat(40);
        assert_eq!(
            error(&format!("6/6 {long}")),
            format!("bad side to move \"{forty}…\": expected 'w' or 'b'")
        );
        assert_eq!(
            error(&format!("6/6 w {long}")),
            format!("unexpected text after the side to move: \"{forty}…\"")
        );
    }

    #[test]
    fn a_bad_side_keeps_the_games_words() {
        let bad = PositionFieldError::BadSide {
            field: "colour to move",
            found: owned_excerpt("w"),
            expected: "r, g, y or b of a colour in play",
        };
        assert_eq!(
            bad.to_string(),
            "bad colour to move \"w\": expected r, g, y or b of a colour in play"
        );
    }
}
