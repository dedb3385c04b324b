//! Moves written with their actions straight into a legal list's memory
//! ([`crate::LegalActions::refill_in_order`]), for a game that can write
//! them in action order from its own representation.
//!
//! The second place of the rules engines with `unsafe` (beside
//! [`crate::MoveBuffer`]): the written slots counted as the lists' length.
//! Pushing onto the vectors instead keeps their lengths in memory (a vector
//! that may grow escapes the registers), which costs more than listing the
//! moves first and copying them (`callgrind` on `crates/capi/bench/plies.c`
//! shows it).
#![allow(unsafe_code)]

use alloc::vec::Vec;
use core::mem::MaybeUninit;

/// The moves of [`crate::LegalActions::refill_in_order`] as they are
/// written, each with its one action.
#[derive(Debug)]
pub struct InOrder<'a, M> {
    actions: &'a mut [MaybeUninit<u32>],
    moves: &'a mut [MaybeUninit<M>],
    /// How many slots of both are written: `[..len]`, and `len` is at most
    /// their length (a slot is written, bounds-checked, before it counts).
    len: usize,
}

impl<M> InOrder<'_, M> {
    /// Appends the move `mv`, decided by the one action `action` (above
    /// the action of the move before, for a list that needs no sort).
    ///
    /// # Panics
    /// Past the bound given to [`crate::LegalActions::refill_in_order`]:
    /// the game's bound on its moves is wrong.
    #[inline(always)]
    pub fn push(&mut self, action: u32, mv: M) {
        match (self.actions.get_mut(self.len), self.moves.get_mut(self.len)) {
            (Some(action_slot), Some(move_slot)) => {
                action_slot.write(action);
                move_slot.write(mv);
            }
            _ => panic!(
                "more than {} moves: the game's bound on its moves is wrong",
                self.moves.len()
            ),
        }
        self.len += 1;
    }
}

/// Empties `actions` and `moves`, then writes into them the moves that
/// `write` pushes, at most `bound`.
#[inline(always)]
pub(crate) fn write_in_order<M>(
    actions: &mut Vec<u32>,
    moves: &mut Vec<M>,
    bound: usize,
    write: impl FnOnce(&mut InOrder<'_, M>),
) {
    actions.clear();
    moves.clear();
    actions.reserve(bound);
    moves.reserve(bound);
    let mut list = InOrder {
        actions: &mut actions.spare_capacity_mut()[..bound],
        moves: &mut moves.spare_capacity_mut()[..bound],
        len: 0,
    };
    write(&mut list);
    let written = list.len;
    // SAFETY: both vectors were empty, so their spare capacity starts at
    // index 0, and `InOrder::push` wrote slots `0..written` of both (each
    // written, through a bounds-checked slot of the spare capacity, before
    // `len` counted it), so `written` is within both capacities and every
    // element below it is initialised. (A panic in `write` leaves the
    // lengths at 0: nothing uninitialised is ever read.)
    unsafe {
        actions.set_len(written);
        moves.set_len(written);
    }
}
