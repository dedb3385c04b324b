//! Zobrist keys: pieces per colour and node, barricades per node, the colour
//! to move and the die.

use ludeme_core::zobrist_keys;

use crate::Colour;

const PIECES: usize = 0;
const BARRICADES: usize = 4 * 112;
const TURN: usize = BARRICADES + 112;
const DIE: usize = TURN + 4;
const KEYS: [u64; DIE + 7] = zobrist_keys(0x4D41_4C45_4649_5A00);

#[inline(always)]
pub(crate) fn piece_key(colour: Colour, node: u32) -> u64 {
    KEYS[PIECES + colour.index() * 112 + node as usize]
}

#[inline(always)]
pub(crate) fn barricade_key(node: u32) -> u64 {
    KEYS[BARRICADES + node as usize]
}

#[inline(always)]
pub(crate) fn turn_key(colour: Colour) -> u64 {
    KEYS[TURN + colour.index()]
}

/// The key of the die (0 = not rolled).
#[inline(always)]
pub(crate) fn die_key(die: u8) -> u64 {
    KEYS[DIE + die as usize]
}
