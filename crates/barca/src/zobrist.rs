//! Zobrist keys: one per (colour, animal, square), one for Black to move.

use ludeme_core::zobrist_keys;

use crate::{Animal, Colour};

const KEYS: [u64; 2 * 3 * 100 + 1] = zobrist_keys(0x0042_4152_4341);

#[inline(always)]
pub(crate) fn animal_key(colour: Colour, animal: Animal, square: u32) -> u64 {
    KEYS[(colour.index() * 3 + animal.index()) * 100 + square as usize]
}

#[inline(always)]
pub(crate) const fn black_to_move_key() -> u64 {
    KEYS[600]
}
