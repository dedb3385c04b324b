//! Bitboards: a set of cells as the bits of an unsigned integer.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// An unsigned integer that can hold a bitboard (`u64` or `u128`).
pub trait BitWord:
    Copy
    + Eq
    + Ord
    + core::hash::Hash
    + fmt::Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The number of bits.
    const BITS: u32;
    /// No bit set.
    const ZERO: Self;
    /// The lowest bit set.
    const ONE: Self;
    /// The number of set bits.
    fn count_ones(self) -> u32;
    /// The number of zero bits below the lowest set bit.
    fn trailing_zeros(self) -> u32;
    /// The value with its lowest set bit cleared.
    fn clear_lowest(self) -> Self;
    /// The low bits of a `u128` (truncating).
    fn from_u128(bits: u128) -> Self;
    /// Widened to a `u128`.
    fn to_u128(self) -> u128;
}

macro_rules! bit_word {
    ($t:ty) => {
        impl BitWord for $t {
            const BITS: u32 = <$t>::BITS;
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn clear_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline]
            fn from_u128(bits: u128) -> Self {
                bits as $t
            }
            #[inline]
            fn to_u128(self) -> u128 {
                self as u128
            }
        }
    };
}
bit_word!(u64);
bit_word!(u128);

/// A set of cells, one bit each (bit `i` is cell `i`).
///
/// ```
/// use ludeme_geometry::Bitboard;
/// let b: Bitboard<u64> = [3u8, 5, 40].into_iter().collect();
/// assert_eq!(b.count(), 3);
/// assert!(b.contains(40));
/// assert_eq!(b.squares().collect::<Vec<_>>(), [3, 5, 40]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard<W: BitWord>(pub W);

impl<W: BitWord> Bitboard<W> {
    /// The empty set.
    pub const EMPTY: Bitboard<W> = Bitboard(W::ZERO);

    /// The set of one cell.
    ///
    /// # Panics
    /// If `square` is not below the width of `W` (in debug builds).
    #[inline]
    pub fn from_square(square: u8) -> Self {
        debug_assert!(u32::from(square) < W::BITS);
        Bitboard(W::ONE << u32::from(square))
    }

    /// The low bits of a `u128` mask, as computed by [`crate::Grid`].
    #[inline]
    pub fn from_u128(bits: u128) -> Self {
        Bitboard(W::from_u128(bits))
    }

    /// Whether no cell is set.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == W::ZERO
    }

    /// The number of cells set.
    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `square` is set.
    #[inline]
    pub fn contains(self, square: u8) -> bool {
        u32::from(square) < W::BITS && (self.0 >> u32::from(square)) & W::ONE != W::ZERO
    }

    /// The lowest set cell.
    #[inline]
    pub fn first(self) -> Option<u8> {
        if self.is_empty() {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The set cells in increasing order.
    #[inline]
    pub fn squares(self) -> Squares<W> {
        Squares(self.0)
    }
}

/// Iterator over the set cells of a [`Bitboard`], lowest first.
#[derive(Clone, Debug)]
pub struct Squares<W: BitWord>(W);

impl<W: BitWord> Iterator for Squares<W> {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == W::ZERO {
            None
        } else {
            let sq = self.0.trailing_zeros() as u8;
            self.0 = self.0.clear_lowest();
            Some(sq)
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl<W: BitWord> ExactSizeIterator for Squares<W> {}

impl<W: BitWord> IntoIterator for Bitboard<W> {
    type Item = u8;
    type IntoIter = Squares<W>;
    fn into_iter(self) -> Squares<W> {
        self.squares()
    }
}

impl<W: BitWord> FromIterator<u8> for Bitboard<W> {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        iter.into_iter()
            .fold(Self::EMPTY, |acc, sq| acc | Self::from_square(sq))
    }
}

impl<W: BitWord> fmt::Debug for Bitboard<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:?})", self.0)?;
        f.debug_list().entries(self.squares()).finish()
    }
}

macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign:ident, $op:tt) => {
        impl<W: BitWord> $trait for Bitboard<W> {
            type Output = Self;
            #[inline]
            fn $method(self, rhs: Self) -> Self {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl<W: BitWord> $assign_trait for Bitboard<W> {
            #[inline]
            fn $assign(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binary_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binary_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binary_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<W: BitWord> Not for Bitboard<W> {
    type Output = Self;
    #[inline]
    fn not(self) -> Self {
        Bitboard(!self.0)
    }
}

impl<W: BitWord> Shl<u32> for Bitboard<W> {
    type Output = Self;
    #[inline]
    fn shl(self, n: u32) -> Self {
        Bitboard(self.0 << n)
    }
}

impl<W: BitWord> Shr<u32> for Bitboard<W> {
    type Output = Self;
    #[inline]
    fn shr(self, n: u32) -> Self {
        Bitboard(self.0 >> n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn iteration_visits_exactly_the_set_bits(bits: u128) {
            let b = Bitboard(bits);
            let squares: Vec<u8> = b.squares().collect();
            prop_assert_eq!(squares.len() as u32, b.count());
            prop_assert!(squares.windows(2).all(|w| w[0] < w[1]));
            prop_assert_eq!(squares.iter().copied().collect::<Bitboard<u128>>(), b);
            for sq in 0..128u8 {
                prop_assert_eq!(b.contains(sq), squares.contains(&sq));
            }
        }

        #[test]
        fn set_operators_match_the_integers(a: u64, b: u64) {
            let (x, y) = (Bitboard(a), Bitboard(b));
            prop_assert_eq!((x & y).0, a & b);
            prop_assert_eq!((x | y).0, a | b);
            prop_assert_eq!((x ^ y).0, a ^ b);
            prop_assert_eq!((!x).0, !a);
            prop_assert_eq!((x << 3).0, a << 3);
            prop_assert_eq!((x >> 3).0, a >> 3);
        }
    }

    #[test]
    fn first_and_empty() {
        assert_eq!(Bitboard::<u64>::EMPTY.first(), None);
        assert!(Bitboard::<u64>::EMPTY.is_empty());
        assert_eq!(Bitboard::<u128>::from_square(100).first(), Some(100));
        assert!(!Bitboard::<u64>(u64::MAX).contains(64));
    }
}
