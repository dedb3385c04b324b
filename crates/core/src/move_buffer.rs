//! A move list of fixed capacity on the stack, for games whose number of
//! legal moves has a known bound: no heap, no spill check, and no work to
//! make one (its slots are not initialised until a move is written).
//!
//! One of the two places of the rules engines with `unsafe` (the other
//! writes a legal list in action order): reading the written slots as a
//! slice. Initialising every slot instead (`[M; CAP]`) costs a
//! 1 KB `memset` a search node in Surakarta, about 2% of its instructions
//! (callgrind, `ludeme analyse surakarta --nodes 200000`).
#![allow(unsafe_code)]

use core::mem::MaybeUninit;
use core::ops::{Deref, DerefMut};

use crate::MoveContainer;

/// At most `CAP` moves, on the stack. For a game that proves a bound on its
/// legal moves (its move list's documentation says how); pushing more than
/// `CAP` panics, which such a game never does.
///
/// ```
/// use ludeme_core::{MoveBuffer, MoveContainer};
/// let mut moves: MoveBuffer<u16, 4> = MoveBuffer::default();
/// moves.push(7);
/// moves.push(3);
/// assert_eq!(&moves[..], &[7, 3]);
/// moves.clear();
/// assert!(moves.is_empty());
/// moves.extend([1, 2, 3]);
/// assert_eq!(moves.into_iter().collect::<Vec<_>>(), [1, 2, 3]);
/// ```
#[derive(Clone, Copy)]
pub struct MoveBuffer<M: Copy, const CAP: usize> {
    /// How many slots are written: `moves[..len]` are initialised, and
    /// `len <= CAP` (every write goes through a bounds-checked slot, then
    /// `len` grows by one).
    len: usize,
    moves: [MaybeUninit<M>; CAP],
}

impl<M: Copy, const CAP: usize> Default for MoveBuffer<M, CAP> {
    #[inline]
    fn default() -> Self {
        MoveBuffer {
            len: 0,
            moves: [const { MaybeUninit::uninit() }; CAP],
        }
    }
}

impl<M: Copy, const CAP: usize> Deref for MoveBuffer<M, CAP> {
    type Target = [M];
    #[inline]
    fn deref(&self) -> &[M] {
        let written = &self.moves[..self.len];
        // SAFETY: `moves[..len]` are initialised (the field's invariant:
        // a slot is written before `len` counts it, and `clear` only lowers
        // `len`), and `MaybeUninit<M>` has the size and alignment of `M`.
        unsafe { core::slice::from_raw_parts(written.as_ptr().cast::<M>(), written.len()) }
    }
}

impl<M: Copy, const CAP: usize> DerefMut for MoveBuffer<M, CAP> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [M] {
        let written = &mut self.moves[..self.len];
        // SAFETY: as in `deref`; the slice borrows `self` mutably, so no
        // other reference to the slots exists while it lives, and writing
        // an `M` through it keeps every slot initialised.
        unsafe { core::slice::from_raw_parts_mut(written.as_mut_ptr().cast::<M>(), written.len()) }
    }
}

impl<M: Copy, const CAP: usize> MoveBuffer<M, CAP> {
    /// An empty list.
    #[inline]
    pub fn new() -> Self {
        Self::default()
    }
}

impl<M: Copy, const CAP: usize> MoveBuffer<M, CAP> {
    /// Appends a move.
    ///
    /// # Panics
    /// With `CAP` moves already listed: the game's bound is wrong.
    #[inline]
    pub fn push(&mut self, mv: M) {
        match self.moves.get_mut(self.len) {
            Some(slot) => {
                slot.write(mv);
            }
            None => panic!("more than {CAP} moves: the game's bound on its moves is wrong"),
        }
        self.len += 1;
    }

    /// Appends the moves of `moves`: the length kept in a register while
    /// they are written, the generators' fast path.
    ///
    /// # Panics
    /// With more than `CAP` moves in all: the game's bound is wrong.
    #[inline]
    pub fn extend<I: IntoIterator<Item = M>>(&mut self, moves: I) {
        let mut len = self.len;
        for mv in moves {
            match self.moves.get_mut(len) {
                Some(slot) => {
                    slot.write(mv);
                }
                None => panic!("more than {CAP} moves: the game's bound on its moves is wrong"),
            }
            len += 1;
        }
        // Only now counted: a panic part way leaves `len` on fewer slots
        // than were written, never more.
        self.len = len;
    }

    /// Removes every move.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` moves (all if there are fewer).
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl<M: Copy, const CAP: usize> MoveContainer<M> for MoveBuffer<M, CAP> {
    #[inline]
    fn push(&mut self, mv: M) {
        MoveBuffer::push(self, mv);
    }

    #[inline]
    fn clear(&mut self) {
        MoveBuffer::clear(self);
    }

    #[inline]
    fn truncate(&mut self, len: usize) {
        MoveBuffer::truncate(self, len);
    }
}

impl<M: Copy + core::fmt::Debug, const CAP: usize> core::fmt::Debug for MoveBuffer<M, CAP> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The moves of a [`MoveBuffer`], by value, in order.
#[derive(Clone, Debug)]
pub struct IntoIter<M: Copy, const CAP: usize> {
    buffer: MoveBuffer<M, CAP>,
    next: usize,
}

impl<M: Copy, const CAP: usize> Iterator for IntoIter<M, CAP> {
    type Item = M;

    #[inline]
    fn next(&mut self) -> Option<M> {
        let mv = self.buffer.get(self.next).copied()?;
        self.next += 1;
        Some(mv)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.buffer.len - self.next;
        (left, Some(left))
    }
}

impl<M: Copy, const CAP: usize> ExactSizeIterator for IntoIter<M, CAP> {}

impl<M: Copy, const CAP: usize> IntoIterator for MoveBuffer<M, CAP> {
    type Item = M;
    type IntoIter = IntoIter<M, CAP>;

    #[inline]
    fn into_iter(self) -> IntoIter<M, CAP> {
        IntoIter {
            buffer: self,
            next: 0,
        }
    }
}

impl<'a, M: Copy, const CAP: usize> IntoIterator for &'a MoveBuffer<M, CAP> {
    type Item = &'a M;
    type IntoIter = core::slice::Iter<'a, M>;

    #[inline]
    fn into_iter(self) -> core::slice::Iter<'a, M> {
        self.iter()
    }
}

impl<M: Copy, const CAP: usize> Extend<M> for MoveBuffer<M, CAP> {
    /// # Panics
    /// With more than `CAP` moves in all.
    #[inline]
    fn extend<I: IntoIterator<Item = M>>(&mut self, moves: I) {
        MoveBuffer::extend(self, moves);
    }
}

impl<M: Copy + PartialEq, const CAP: usize> PartialEq for MoveBuffer<M, CAP> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<M: Copy + Eq, const CAP: usize> Eq for MoveBuffer<M, CAP> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_holds_what_was_pushed_in_order() {
        let mut moves: MoveBuffer<u32, 3> = MoveBuffer::new();
        assert!(moves.is_empty());
        moves.push(9);
        moves.extend([4, 7]);
        assert_eq!(&moves[..], &[9, 4, 7]);
        moves[1] = 5;
        assert_eq!(
            moves.iter().copied().collect::<alloc::vec::Vec<_>>(),
            [9, 5, 7]
        );
        let copy = moves;
        moves.clear();
        assert!(moves.is_empty());
        assert_eq!(copy.into_iter().len(), 3);
        moves.extend(core::iter::empty());
        assert!(moves.is_empty());
    }

    #[test]
    fn it_is_a_move_list_an_extend_target_and_a_debug_list() {
        fn fill<L: MoveContainer<u32> + Extend<u32>>(list: &mut L) {
            MoveContainer::clear(list);
            list.push(3);
            list.push(1);
            Extend::extend(list, [4, 1, 5]);
        }
        let mut moves: MoveBuffer<u32, 8> = MoveBuffer::new();
        moves.extend([9, 9]);
        fill(&mut moves);
        assert_eq!(&moves[..], &[3, 1, 4, 1, 5]);
        assert_eq!(format!("{moves:?}"), "[3, 1, 4, 1, 5]");
        MoveContainer::truncate(&mut moves, 4);
        assert_eq!(&moves[..], &[3, 1, 4, 1]);
        moves.truncate(9);
        assert_eq!(moves.len(), 4);
        moves.truncate(2);
        assert_eq!(&moves[..], &[3, 1]);
    }

    #[test]
    fn buffers_are_equal_when_their_moves_are() {
        let buffer = |moves: &[u8]| {
            let mut b: MoveBuffer<u8, 4> = MoveBuffer::new();
            b.extend(moves.iter().copied());
            b
        };
        assert_eq!(buffer(&[1, 2]), buffer(&[1, 2]));
        assert_ne!(buffer(&[1, 2]), buffer(&[2, 1]));
        assert_ne!(buffer(&[1, 2]), buffer(&[1, 2, 3]));
        // What lies past the length does not count.
        let mut longer = buffer(&[1, 2, 3]);
        longer.truncate(2);
        assert_eq!(longer, buffer(&[1, 2]));
    }

    #[test]
    fn its_iterator_counts_down_what_is_left() {
        let mut moves: MoveBuffer<u8, 4> = MoveBuffer::new();
        moves.extend([7, 8, 9]);
        let mut iter = moves.into_iter();
        assert_eq!(iter.size_hint(), (3, Some(3)));
        assert_eq!(iter.next(), Some(7));
        assert_eq!(iter.size_hint(), (2, Some(2)));
        assert_eq!(iter.len(), 2);
        assert_eq!(iter.collect::<alloc::vec::Vec<_>>(), [8, 9]);
    }

    #[test]
    #[should_panic(expected = "more than 2 moves")]
    fn a_move_past_the_capacity_panics() {
        let mut moves: MoveBuffer<u8, 2> = MoveBuffer::new();
        moves.extend([1, 2, 3]);
    }
}
