//! Zobrist keys: one per (colour, animal, square), one for Black to move.

use ludeme_core::{Colour, ColourKeys};

use crate::Animal;

/// The keys, animals indexed mouse, lion, elephant.
pub(crate) static KEYS: ColourKeys<3, 100> = ColourKeys::new(0x0042_4152_4341);

#[inline(always)]
pub(crate) fn animal_key(colour: Colour, animal: Animal, square: u32) -> u64 {
    KEYS.piece(colour, animal.index(), square)
}

#[inline(always)]
pub(crate) fn black_to_move_key() -> u64 {
    KEYS.turn(Colour::Black)
}
