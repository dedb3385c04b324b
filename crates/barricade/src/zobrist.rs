//! Zobrist keys: pieces per colour and node, barricades per node, the colour
//! to move and the die.

use ludeme_core::zobrist_keys;

use crate::PawnColour;

const PIECES: usize = 0;
const BARRICADES: usize = 4 * 112;
const TURN: usize = BARRICADES + 112;
const DIE: usize = TURN + 4;
const KEYS: [u64; DIE + 7] = zobrist_keys(0x4D41_4C45_4649_5A00);

#[inline(always)]
pub(crate) fn piece_key(colour: PawnColour, node: u32) -> u64 {
    KEYS[PIECES + colour.index() * 112 + node as usize]
}

#[inline(always)]
pub(crate) fn barricade_key(node: u32) -> u64 {
    KEYS[BARRICADES + node as usize]
}

#[inline(always)]
pub(crate) fn turn_key(colour: PawnColour) -> u64 {
    KEYS[TURN + colour.index()]
}

/// The key of the die (0 = not rolled).
#[inline(always)]
pub(crate) fn die_key(die: u8) -> u64 {
    KEYS[DIE + die as usize]
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_piece_barricade_turn_and_die_has_a_key_of_its_own() {
        let mut keys = BTreeSet::new();
        for node in 0..112 {
            for colour in PawnColour::ALL {
                assert!(keys.insert(piece_key(colour, node)));
            }
            assert!(keys.insert(barricade_key(node)));
        }
        for colour in PawnColour::ALL {
            assert!(keys.insert(turn_key(colour)));
        }
        for die in 0..=6 {
            assert!(keys.insert(die_key(die)));
        }
        assert_eq!(keys.len(), 5 * 112 + 4 + 7);
    }
}
