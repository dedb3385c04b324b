//! Sets of cells as `u64` or `u128` bitboards, and the edge-masked steps of
//! a [`Grid`] over either, for games whose boards are sized at run time.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

use ludeme_core::bits::BitSet;

use crate::{Direction, Grid};

/// A set of cells held as bits, cell `i` at bit `i`: `u64` for boards of up
/// to 64 cells, `u128` for up to 128. A game picks the narrower type when
/// its boards fit: every operation then costs half as much.
pub trait Cells:
    BitSet
    + Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + 'static
{
    /// How many cells the type holds.
    const CAPACITY: u32;
    /// The empty set.
    const EMPTY: Self;
    /// The set of one cell.
    fn cell(cell: u32) -> Self;
    /// The set's low [`Cells::CAPACITY`] bits of a `u128` set.
    fn from_u128(bits: u128) -> Self;
    /// The set as a `u128` set.
    fn to_u128(self) -> u128;
    /// The number of cells in the set.
    fn count(self) -> u32;
    /// Whether the set holds `cell`.
    #[inline(always)]
    fn has(self, cell: u32) -> bool {
        self & Self::cell(cell) != Self::EMPTY
    }
    /// Whether the set is empty.
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == Self::EMPTY
    }
}

macro_rules! cells {
    ($($t:ty),*) => {$(
        impl Cells for $t {
            const CAPACITY: u32 = <$t>::BITS;
            const EMPTY: $t = 0;
            #[inline(always)]
            fn cell(cell: u32) -> $t {
                1 << cell
            }
            #[inline(always)]
            fn from_u128(bits: u128) -> $t {
                bits as $t
            }
            #[inline(always)]
            fn to_u128(self) -> u128 {
                self as u128
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
        }
    )*};
}
cells!(u64, u128);

/// Bit `r * width` set for every rank `r` that fits in 128 bits: the first
/// file of every board `width` wide, before the board's own mask.
const FIRST_FILES: [u128; 27] = {
    let mut table = [0u128; 27];
    let mut width = 1;
    while width <= 26 {
        let mut cell = 0;
        while cell < 128 {
            table[width] |= 1 << cell;
            cell += width;
        }
        width += 1;
    }
    table
};

impl Grid {
    /// Every cell of the board, as `B`.
    #[inline(always)]
    pub fn every<B: Cells>(self) -> B {
        B::from_u128(self.all())
    }

    /// The cells of the first file (`a`), as `B`.
    #[inline(always)]
    pub fn first_file<B: Cells>(self) -> B {
        B::from_u128(FIRST_FILES[self.width() as usize] & self.all())
    }

    /// Every cell of `cells` moved one step in `direction`; cells that would
    /// leave the board drop off. The same as [`Grid::shift`] on any width
    /// of set, at the cost of a table look-up and a few instructions.
    ///
    /// ```
    /// use ludeme_geometry::{Direction, Grid};
    /// let grid = Grid::new(6, 6);
    /// let a1_f1: u64 = 1 | 1 << 5;
    /// assert_eq!(grid.step(a1_f1, Direction::East), 1 << 1);
    /// assert_eq!(grid.step(a1_f1, Direction::NorthWest), 1 << 10);
    /// ```
    #[inline(always)]
    pub fn step<B: Cells>(self, cells: B, direction: Direction) -> B {
        let width = u32::from(self.width());
        let first = self.first_file::<B>();
        let (df, dr) = direction.delta();
        let mut b = cells;
        if df > 0 {
            b = (b & !(first << (width - 1))) << 1;
        } else if df < 0 {
            b = (b & !first) >> 1;
        }
        if dr > 0 {
            b = b << width;
        } else if dr < 0 {
            b = b >> width;
        }
        b & self.every()
    }

    /// The cells of `cells` and every cell reached from one of them by steps
    /// in `direction` over cells of `through`: [`Grid::fill`] on any width of
    /// set.
    #[inline(always)]
    pub fn fill_through<B: Cells>(self, cells: B, direction: Direction, through: B) -> B {
        let mut filled = cells & self.every();
        let mut front = filled;
        while !front.is_empty() {
            front = self.step(front, direction) & through & !filled;
            filled |= front;
        }
        filled
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn sizes() -> impl Strategy<Value = Grid> {
        (1u8..=26, 1u8..=128).prop_filter_map("at most 128 cells", |(w, h)| {
            (u32::from(w) * u32::from(h) <= 128).then(|| Grid::new(w, h))
        })
    }

    proptest! {
        #[test]
        fn a_step_on_u128_is_the_const_shift(grid in sizes(), bits: u128, d in 0usize..8) {
            let direction = Direction::ALL[d];
            prop_assert_eq!(grid.step(bits & grid.all(), direction), grid.shift(bits, direction));
            let through: u128 = bits.rotate_left(7);
            prop_assert_eq!(
                grid.fill_through(bits & grid.all(), direction, through),
                grid.fill(bits, direction, through)
            );
        }

        #[test]
        fn a_step_on_u64_is_the_const_shift(grid in sizes(), bits: u64, d in 0usize..8) {
            prop_assume!(grid.cells() <= 64);
            let direction = Direction::ALL[d];
            let on = bits & grid.every::<u64>();
            prop_assert_eq!(u128::from(grid.step(on, direction)), grid.shift(u128::from(on), direction));
            prop_assert_eq!(u128::from(grid.first_file::<u64>()), grid.file_mask(0));
        }
    }
}
