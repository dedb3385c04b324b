//! Sets of squares as bits: the squares of a set in order ([`set_bits`])
//! and the `r`-th of them ([`nth_set_bit`]), for the 64- and 128-bit
//! boards the games keep.
//!
//! ```
//! use ludeme_core::bits::{nth_set_bit, set_bits};
//! let set: u128 = 1 << 3 | 1 << 64 | 1 << 100;
//! assert_eq!(set_bits(set).collect::<Vec<_>>(), [3, 64, 100]);
//! assert_eq!(nth_set_bit(set, 1), 64);
//! assert_eq!(set_bits(0b1010_u64).collect::<Vec<_>>(), [1, 3]);
//! ```
//!
//! The iterator compiles to the loop one would write by hand (`while bits
//! != 0 { trailing_zeros; bits &= bits - 1 }`, a 128-bit set one half after
//! the other), so move generators use it on their hot paths.

/// A set of squares held as bits, square `i` at bit `i`: `u64` or `u128`.
pub trait BitSet: Copy {
    /// The iterator over the set's squares, lowest first.
    type Squares: Iterator<Item = u32>;

    /// The set's squares, lowest first.
    fn squares(self) -> Self::Squares;

    /// The index of the `r`-th lowest set bit (from 0); the set has more
    /// than `r` squares.
    fn nth_square(self, r: u32) -> u32;
}

/// The squares of a 64-bit set, lowest first ([`set_bits`]).
#[derive(Clone, Copy, Debug)]
pub struct SetBits64(u64);

impl Iterator for SetBits64 {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SetBits64 {}

/// The squares of a 128-bit set, lowest first ([`set_bits`]): the low half,
/// then the high half, each as a 64-bit loop.
#[derive(Clone, Copy, Debug)]
pub struct SetBits128 {
    /// The half being read.
    half: u64,
    /// The square of the half's bit 0.
    base: u32,
    /// The high half, while the low one is read.
    high: u64,
}

impl Iterator for SetBits128 {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.half == 0 {
            if self.base != 0 || self.high == 0 {
                return None;
            }
            (self.half, self.base, self.high) = (self.high, 64, 0);
        }
        let square = self.base + self.half.trailing_zeros();
        self.half &= self.half - 1;
        Some(square)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = (self.half.count_ones() + self.high.count_ones()) as usize;
        (n, Some(n))
    }

    /// Two plain loops, one a half (what `for_each` and `sum` run).
    #[inline(always)]
    fn fold<A, F: FnMut(A, u32) -> A>(self, init: A, mut f: F) -> A {
        let mut acc = init;
        for (mut bits, base) in [(self.half, self.base), (self.high, 64)] {
            while bits != 0 {
                acc = f(acc, base + bits.trailing_zeros());
                bits &= bits - 1;
            }
        }
        acc
    }
}

impl ExactSizeIterator for SetBits128 {}

impl BitSet for u64 {
    type Squares = SetBits64;

    #[inline(always)]
    fn squares(self) -> SetBits64 {
        SetBits64(self)
    }

    /// A branch-free binary search on the counts of the halves.
    #[inline(always)]
    fn nth_square(self, mut r: u32) -> u32 {
        let mut bits = self;
        let mut at = 0;
        for width in [32u32, 16, 8, 4, 2, 1] {
            let count = (bits & ((1 << width) - 1)).count_ones();
            // All ones when the bit lies above this many.
            let above = u32::from(r >= count).wrapping_neg();
            let shift = width & above;
            r -= count & above;
            bits >>= shift;
            at += shift;
        }
        at
    }
}

impl BitSet for u128 {
    type Squares = SetBits128;

    #[inline(always)]
    fn squares(self) -> SetBits128 {
        SetBits128 {
            half: self as u64,
            base: 0,
            high: (self >> 64) as u64,
        }
    }

    /// The half that holds it, then the 64-bit search.
    #[inline(always)]
    fn nth_square(self, r: u32) -> u32 {
        let low = self as u64;
        let below = low.count_ones();
        let high = u32::from(r >= below);
        let half = if high == 1 { (self >> 64) as u64 } else { low };
        64 * high + half.nth_square(r - below * high)
    }
}

/// The squares of `set`, lowest first.
#[inline(always)]
pub fn set_bits<B: BitSet>(set: B) -> B::Squares {
    set.squares()
}

/// The index of the `r`-th lowest set bit of `set` (from 0), without a
/// branch on the set: for drawing a uniformly random square of a set.
/// `set` must have more than `r` squares (else the answer is meaningless,
/// though defined).
#[inline(always)]
pub fn nth_set_bit<B: BitSet>(set: B, r: u32) -> u32 {
    set.nth_square(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// The squares by testing every bit in turn.
    fn model(set: u128) -> Vec<u32> {
        (0..128).filter(|&i| set >> i & 1 == 1).collect()
    }

    proptest! {
        #[test]
        fn the_squares_are_the_set_bits_in_order(low: u64, high: u64) {
            let set = u128::from(high) << 64 | u128::from(low);
            let squares = model(set);
            prop_assert_eq!(set_bits(set).collect::<Vec<_>>(), squares.clone());
            prop_assert_eq!(set_bits(set).len(), squares.len());
            // Internal iteration (`fold`), also after some `next` calls.
            for taken in 0..=squares.len() {
                let mut squares_left = set_bits(set);
                squares_left.by_ref().take(taken).for_each(drop);
                let mut rest = Vec::new();
                squares_left.for_each(|square| rest.push(square));
                prop_assert_eq!(&rest[..], &squares[taken..]);
            }
            prop_assert_eq!(set_bits(low).collect::<Vec<_>>(), model(u128::from(low)));
            // The exact count left, as squares are taken.
            let mut wide = set_bits(set);
            let mut narrow = set_bits(low);
            let narrow_len = low.count_ones() as usize;
            for taken in 0..=squares.len() {
                let left = squares.len() - taken;
                prop_assert_eq!(wide.size_hint(), (left, Some(left)));
                let narrow_left = narrow_len.saturating_sub(taken);
                prop_assert_eq!(narrow.size_hint(), (narrow_left, Some(narrow_left)));
                wide.next();
                narrow.next();
            }
            for (r, &square) in squares.iter().enumerate() {
                prop_assert_eq!(nth_set_bit(set, r as u32), square);
            }
            for (r, &square) in model(u128::from(low)).iter().enumerate() {
                prop_assert_eq!(nth_set_bit(low, r as u32), square);
            }
        }
    }

    #[test]
    fn the_ends_of_the_board_are_squares() {
        assert_eq!(set_bits(0u128).next(), None);
        assert_eq!(set_bits(1u128 << 127 | 1).collect::<Vec<_>>(), [0, 127]);
        assert_eq!(set_bits(1u128 << 64).collect::<Vec<_>>(), [64]);
        assert_eq!(set_bits(u64::MAX).count(), 64);
        assert_eq!(nth_set_bit(u128::MAX, 127), 127);
        assert_eq!(nth_set_bit(1u64 << 63, 0), 63);
    }
}
