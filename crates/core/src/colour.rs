//! The two colours of a two-player game, each a seat and a side of its own.

use core::fmt;

use crate::{Seat, Side};

/// The two colours of a two-player game: White is seat 0 and Black seat 1,
/// each its own side. A game's start position has White to move (a
/// position may name either colour to move).
///
/// ```
/// use ludeme_core::{Colour, Seat};
/// assert_eq!(Colour::White.other(), Colour::Black);
/// assert_eq!(Colour::Black.letter(), 'b');
/// assert_eq!(Colour::Black.to_string(), "black");
/// assert_eq!(Colour::of_seat(Seat(1)), Colour::Black);
/// assert_eq!(Colour::Black.seat(), Seat(1));
/// assert_eq!(Colour::of_side(Colour::Black.side()), Colour::Black);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// Seat 0, to move at the start.
    White,
    /// Seat 1.
    Black,
}

impl Colour {
    /// Both colours, in seat order.
    pub const BOTH: [Colour; 2] = [Colour::White, Colour::Black];

    /// The other colour.
    #[inline]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The seat and side index: White 0, Black 1.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's letter in position text: `w` or `b`.
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// The colour's seat: White 0, Black 1.
    #[inline]
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The colour playing `seat`: White for seat 0, Black for any other.
    #[inline]
    pub const fn of_seat(seat: Seat) -> Colour {
        if seat.0 == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// The colour playing for `side`: White for side 0, Black for any other.
    #[inline]
    pub const fn of_side(side: Side) -> Colour {
        Colour::of_seat(Seat(side.0))
    }

    /// The colour's side (each colour is a side of its own).
    #[inline]
    pub const fn side(self) -> Side {
        Side(self as u8)
    }
}

impl fmt::Display for Colour {
    /// `white` or `black`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}
