//! Moves and their text: `b2-c3` (step), `b2xe5` (capture).

use core::fmt;
use core::str::FromStr;

use ludeme_geometry::{FromToSyntax, Grid};

use crate::error::MoveParseError;

/// How Surakarta writes a move: a step or a capture.
const MOVE_TEXT: FromToSyntax = FromToSyntax {
    separators: &['-', 'x'],
    expected: "a step like 'b2-c3' or a capture like 'b2xe5'",
    cell: "point",
};

/// A move on an `N × N` board: a step or a capture from one point to another.
///
/// Moves order by origin, then destination (the order of the legal move
/// list). There is one move per (origin, destination) pair, whatever the
/// number of capture paths between them.
///
/// ```
/// use ludeme_surakarta::Move;
/// let m: Move = "b2xe5".parse().unwrap();
/// assert!(m.is_capture());
/// assert_eq!((m.from(), m.to()), (7, 28));
/// assert_eq!(m.to_string(), "b2xe5");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveOn<const N: usize>(u16);

impl<const N: usize> MoveOn<N> {
    /// A step from `from` to `to` (point indices, `rank · N + file`).
    ///
    /// # Panics
    /// If a point is not on the board.
    pub const fn step(from: u8, to: u8) -> Self {
        assert!((from as usize) < N * N && (to as usize) < N * N);
        MoveOn((from as u16) << 7 | (to as u16) << 1)
    }

    /// A capture from `from` to `to` (point indices).
    ///
    /// # Panics
    /// If a point is not on the board.
    pub const fn capture(from: u8, to: u8) -> Self {
        MoveOn(Self::step(from, to).0 | 1)
    }

    #[inline(always)]
    pub(crate) const fn new_unchecked(from: u32, to: u32, capture: bool) -> Self {
        MoveOn((from << 7 | to << 1 | capture as u32) as u16)
    }

    /// The point moved from.
    #[inline]
    pub const fn from(self) -> u8 {
        (self.0 >> 7) as u8
    }

    /// The point moved to.
    #[inline]
    pub const fn to(self) -> u8 {
        (self.0 >> 1 & 63) as u8
    }

    /// Whether the move captures.
    #[inline]
    pub const fn is_capture(self) -> bool {
        self.0 & 1 == 1
    }

    const GRID: Grid = Grid::new(N as u8, N as u8);
}

impl<const N: usize> fmt::Display for MoveOn<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_capture() { 'x' } else { '-' };
        let name = |point| Self::GRID.square_name(point);
        write!(f, "{}{sep}{}", name(self.from()), name(self.to()))
    }
}

impl<const N: usize> fmt::Debug for MoveOn<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<const N: usize> FromStr for MoveOn<N> {
    type Err = MoveParseError;

    /// Parses `b2-c3` or `b2xe5`; surrounding whitespace is ignored.
    fn from_str(text: &str) -> Result<Self, MoveParseError> {
        let mv = Self::GRID.parse_from_to(text, &MOVE_TEXT)?;
        let (from, to) = (mv.from.into(), mv.to.into());
        Ok(MoveOn::new_unchecked(from, to, mv.separator == 'x'))
    }
}

ludeme_core::serde_via_text!(const N; MoveOn<N>);

#[cfg(test)]
mod tests {
    use alloc::string::ToString;

    use crate::{BasBasanMove, Move};

    #[test]
    fn a_move_is_two_bytes() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
    }

    #[test]
    fn text_round_trips_and_orders_by_origin_then_destination() {
        let a: Move = "a2-b3".parse().unwrap();
        let b: Move = "a2xf5".parse().unwrap();
        let c: Move = "b2-a3".parse().unwrap();
        assert!(a < b && b < c);
        for m in [a, b, c] {
            assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
        let big: BasBasanMove = "g7xa1".parse().unwrap();
        assert_eq!((big.from(), big.to()), (48, 0));
    }
}
