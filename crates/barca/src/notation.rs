//! Squares and moves in text: `e2`, `e2-e5`.

use core::fmt;
use core::str::FromStr;

use ludeme_geometry::{FromTo, FromToSyntax};

use crate::error::MoveParseError;
use crate::tables::GRID;

/// How Barca writes a move.
const MOVE_TEXT: FromToSyntax = FromToSyntax {
    separators: &['-'],
    expected: "two squares like 'e2-e5'",
    cell: "square",
};

/// The name of a square index (`0` = `a1`, `99` = `j10`).
///
/// ```
/// assert_eq!(ludeme_barca::square_name(33).to_string(), "d4");
/// ```
pub fn square_name(square: u8) -> ludeme_geometry::SquareName {
    GRID.square_name(square)
}

/// The index of a square name.
///
/// # Errors
/// [`ludeme_geometry::SquareError`] when the text names no square of the board.
///
/// ```
/// assert_eq!(ludeme_barca::parse_square("j10"), Ok(99));
/// assert!(ludeme_barca::parse_square("k1").is_err());
/// ```
pub fn parse_square(text: &str) -> Result<u8, ludeme_geometry::SquareError> {
    GRID.parse_square(text)
}

/// A move: one animal from one square to another. Moves order by origin,
/// then destination (the order of the legal move list).
///
/// ```
/// use ludeme_barca::Move;
/// let m: Move = "e2-e5".parse().unwrap();
/// assert_eq!((m.from(), m.to()), (14, 44));
/// assert_eq!(m.to_string(), "e2-e5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: u8,
    to: u8,
}

impl Move {
    /// The move from `from` to `to` (square indices).
    ///
    /// # Panics
    /// If a square is not on the board (0–99).
    pub const fn new(from: u8, to: u8) -> Move {
        assert!(from < 100 && to < 100, "squares are 0 to 99");
        Move { from, to }
    }

    #[inline(always)]
    pub(crate) const fn new_unchecked(from: u32, to: u32) -> Move {
        Move {
            from: from as u8,
            to: to as u8,
        }
    }

    /// The square moved from.
    #[inline]
    pub const fn from(self) -> u8 {
        self.from
    }

    /// The square moved to.
    #[inline]
    pub const fn to(self) -> u8 {
        self.to
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", square_name(self.from), square_name(self.to))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Move {
    type Err = MoveParseError;

    /// Parses `e2-e5`; surrounding whitespace is ignored.
    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        let FromTo { from, to, .. } = GRID.parse_from_to(text, &MOVE_TEXT)?;
        Ok(Move { from, to })
    }
}

ludeme_core::serde_via_text!(Move);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_two_bytes() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
    }
}
