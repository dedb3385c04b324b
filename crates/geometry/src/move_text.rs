//! Move text between two cells of a grid (`e2-e5`, `b2xe5`): one parser
//! and one error for every game that writes its moves this way.

use alloc::string::String;

use ludeme_core::text::{excerpt, one_word, owned_excerpt};

use crate::{Grid, SquareError};

/// How a game spells a move from one cell to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FromToSyntax {
    /// The characters that may stand between the two cells (exactly one
    /// of them does), e.g. `&['-']` or `&['-', 'x']`.
    pub separators: &'static [char],
    /// What a syntax error says is expected, e.g. `two squares like 'e2-e5'`.
    pub expected: &'static str,
    /// What the game calls a cell in messages: `square` or `point`.
    pub cell: &'static str,
}

/// The two cells of a move and the separator written between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FromTo {
    /// The cell moved from.
    pub from: u8,
    /// The cell moved to (not `from`).
    pub to: u8,
    /// The separator, one of the syntax's.
    pub separator: char,
}

/// Why from-to move text did not parse.
///
/// Surrounding whitespace is ignored. Messages quote at most the first 40
/// characters of the move text (then `…`), and the fields that hold the
/// text keep only that much.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FromToError {
    /// Not two cells around one separator.
    #[error("bad move text {text:?}: expected {expected}")]
    Syntax {
        /// The move text.
        text: String,
        /// What the game's syntax expects ([`FromToSyntax::expected`]).
        expected: &'static str,
    },
    /// Whitespace inside the move text.
    #[error("unexpected {found:?} at byte {at} of move {text:?}: a move has no spaces")]
    Whitespace {
        /// The move text.
        text: String,
        /// The byte offset of the character in the text.
        at: usize,
        /// The character.
        found: char,
    },
    /// A cell name is not on the board.
    #[error("bad {cell} in move {text:?}: {source}")]
    Square {
        /// The move text.
        text: String,
        /// What the game calls a cell ([`FromToSyntax::cell`]).
        cell: &'static str,
        /// What is wrong with the name.
        source: SquareError,
    },
    /// Origin and destination are the same cell.
    #[error("move {0:?} goes nowhere")]
    SameSquare(String),
}

impl Grid {
    /// Parses move text of two cell names around one of `syntax`'s
    /// separators; surrounding whitespace is ignored.
    ///
    /// # Errors
    /// [`FromToError`] names what is wrong: whitespace inside, no single
    /// separator, a name that is not a cell of this grid, or one cell twice.
    ///
    /// ```
    /// use ludeme_geometry::{FromToSyntax, Grid};
    /// const STEP: FromToSyntax = FromToSyntax {
    ///     separators: &['-', 'x'],
    ///     expected: "a step like 'b2-c3' or a capture like 'b2xe5'",
    ///     cell: "point",
    /// };
    /// let board = Grid::new(6, 6);
    /// let capture = board.parse_from_to(" b2xe5", &STEP).unwrap();
    /// assert_eq!((capture.from, capture.to, capture.separator), (7, 28, 'x'));
    /// let err = board.parse_from_to("b2-g1", &STEP).unwrap_err();
    /// assert!(err.to_string().starts_with("bad point in move \"b2-g1\""));
    /// ```
    pub fn parse_from_to(self, text: &str, syntax: &FromToSyntax) -> Result<FromTo, FromToError> {
        let body = one_word(text).map_err(|(at, found)| FromToError::Whitespace {
            text: owned_excerpt(text),
            at,
            found,
        })?;
        let mut present = syntax.separators.iter().filter(|&&s| body.contains(s));
        let (Some(&separator), None) = (present.next(), present.next()) else {
            return Err(FromToError::Syntax {
                text: owned_excerpt(text),
                expected: syntax.expected,
            });
        };
        let (from, to) = body
            .split_once(separator)
            .expect("the separator is in the text");
        // A long name is refused on its excerpt, which the error then quotes.
        let cell = |name: &str| {
            self.parse_square(&excerpt(name))
                .map_err(|source| FromToError::Square {
                    text: owned_excerpt(text),
                    cell: syntax.cell,
                    source,
                })
        };
        let (from, to) = (cell(from)?, cell(to)?);
        if from == to {
            return Err(FromToError::SameSquare(owned_excerpt(text)));
        }
        Ok(FromTo {
            from,
            to,
            separator,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DASH: FromToSyntax = FromToSyntax {
        separators: &['-'],
        expected: "two squares like 'e2-e5'",
        cell: "square",
    };
    const BOARD: Grid = Grid::new(10, 10);

    #[test]
    fn each_fault_has_its_own_error() {
        let parse = |text| BOARD.parse_from_to(text, &DASH);
        assert!(matches!(parse("e2e5"), Err(FromToError::Syntax { .. })));
        assert!(matches!(
            parse(" e2 -e5"),
            Err(FromToError::Whitespace {
                at: 3,
                found: ' ',
                ..
            })
        ));
        assert!(matches!(
            parse("e2-k5"),
            Err(FromToError::Square { cell: "square", .. })
        ));
        assert!(matches!(parse("e2-e5-e6"), Err(FromToError::Square { .. })));
        assert!(matches!(parse("e2-e2"), Err(FromToError::SameSquare(_))));
        assert_eq!(
            parse("\te2-e5\n"),
            Ok(FromTo {
                from: 14,
                to: 44,
                separator: '-'
            })
        );
    }

    #[test]
    fn two_separators_are_a_syntax_error() {
        let both = FromToSyntax {
            separators: &['-', 'x'],
            ..DASH
        };
        let err = BOARD.parse_from_to("b2-cx3", &both).unwrap_err();
        assert_eq!(
            err.to_string(),
            "bad move text \"b2-cx3\": expected two squares like 'e2-e5'"
        );
    }

    #[test]
    fn bad_move_text_is_named() {
        let steps_and_captures = FromToSyntax {
            separators: &['-', 'x'],
            expected: "a step like 'b2-c3' or a capture like 'b2xe5'",
            cell: "point",
        };
        let cases = [
            (
                BOARD,
                DASH,
                [
                    "", "e2", "e2e5", "e2-e5-e6", "e2-e2", "k1-a1", "a11-a1", "a0-a1", "e2 - e5",
                ],
            ),
            (
                Grid::new(6, 6),
                steps_and_captures,
                [
                    "", "b2", "b2c3", "b2-c3-d4", "b2-b2", "g1-a1", "a7-a6", "b2xc3x", "a1x-b2",
                ],
            ),
        ];
        for (grid, syntax, texts) in cases {
            for bad in texts {
                let err = grid.parse_from_to(bad, &syntax).unwrap_err();
                assert!(err.to_string().contains(bad), "{bad:?}: {err}");
            }
        }
    }

    #[test]
    fn long_text_is_quoted_short() {
        let long = format!("a1-{}", "b".repeat(100));
        let err = BOARD.parse_from_to(&long, &DASH).unwrap_err();
        assert!(err.to_string().chars().count() < 200, "{err}");
    }
}
