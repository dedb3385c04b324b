//! Zobrist keys: one per (colour, point), one for Black to move.

use ludeme_core::zobrist_keys;

use crate::Colour;

const KEYS: [u64; 2 * 64 + 1] = zobrist_keys(0x005A_4A4B_4152_5441);

#[inline(always)]
pub(crate) fn piece_key(colour: Colour, point: u32) -> u64 {
    KEYS[colour.index() * 64 + point as usize]
}

#[inline(always)]
pub(crate) const fn black_to_move_key() -> u64 {
    KEYS[128]
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_piece_on_every_point_and_the_turn_have_keys_of_their_own() {
        let mut keys = BTreeSet::from([black_to_move_key()]);
        for colour in [Colour::White, Colour::Black] {
            for point in 0..64 {
                assert!(keys.insert(piece_key(colour, point)));
            }
        }
        assert_eq!(keys.len(), 2 * 64 + 1);
    }
}
