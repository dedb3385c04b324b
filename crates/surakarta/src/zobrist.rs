//! Zobrist keys: one per (colour, point), one for Black to move.

use ludeme_core::ColourKeys;

/// The keys: one kind of piece (kind 0), at most 64 points.
pub(crate) static KEYS: ColourKeys<1, 64> = ColourKeys::new(0x005A_4A4B_4152_5441);
