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

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_animal_on_every_square_and_the_turn_have_keys_of_their_own() {
        let mut keys = BTreeSet::from([black_to_move_key()]);
        for colour in [Colour::White, Colour::Black] {
            for animal in Animal::ALL {
                for square in 0..100 {
                    assert!(keys.insert(animal_key(colour, animal, square)));
                }
            }
        }
        assert_eq!(keys.len(), 2 * 3 * 100 + 1);
    }
}
