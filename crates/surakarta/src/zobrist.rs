//! Zobrist keys: one per (colour, point), one for Black to move.

use ludeme_core::{Colour, ColourKeys};

/// The keys: one kind of piece, at most 64 points.
pub(crate) static KEYS: ColourKeys<1, 64> = ColourKeys::new(0x005A_4A4B_4152_5441);

#[inline(always)]
pub(crate) fn piece_key(colour: Colour, point: u32) -> u64 {
    KEYS.piece(colour, 0, point)
}

#[inline(always)]
pub(crate) fn black_to_move_key() -> u64 {
    KEYS.turn(Colour::Black)
}
