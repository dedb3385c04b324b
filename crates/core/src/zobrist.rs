//! Zobrist keys of a two-colour game, built at compile time.

use crate::bits::{set_bits, BitSet};
use crate::{splitmix64, Colour};

/// Zobrist keys of a two-colour game: one per colour, kind of piece and
/// cell, and one for Black to move. The keys are [`zobrist_keys`]'s
/// sequence from the seed, laid out colour by colour, kind by kind, cell by
/// cell, Black's turn last.
///
/// [`zobrist_keys`]: crate::zobrist_keys
///
/// ```
/// use ludeme_core::{zobrist_keys, Colour, ColourKeys};
/// const KEYS: ColourKeys<2, 9> = ColourKeys::new(7);
/// let flat: [u64; 2 * 2 * 9 + 1] = zobrist_keys(7);
/// assert_eq!(KEYS.piece(Colour::Black, 1, 4), flat[(1 * 2 + 1) * 9 + 4]);
/// assert_eq!(KEYS.turn(Colour::Black), flat[36]);
/// assert_eq!(KEYS.turn(Colour::White), 0);
/// // White to move, a piece of kind 0 on cells 0 and 3.
/// let hash = KEYS.from_scratch(Colour::White, |colour, kind| {
///     if (colour, kind) == (Colour::White, 0) { 0b1001u64 } else { 0 }
/// });
/// assert_eq!(hash, flat[0] ^ flat[3]);
/// ```
#[derive(Clone, Debug)]
pub struct ColourKeys<const KINDS: usize, const CELLS: usize> {
    pieces: [[[u64; CELLS]; KINDS]; 2],
    black_to_move: u64,
}

impl<const KINDS: usize, const CELLS: usize> ColourKeys<KINDS, CELLS> {
    /// The keys drawn from `seed`.
    pub const fn new(seed: u64) -> Self {
        let mut pieces = [[[0u64; CELLS]; KINDS]; 2];
        let mut state = seed;
        let mut colour = 0;
        while colour < 2 {
            let mut kind = 0;
            while kind < KINDS {
                let mut cell = 0;
                while cell < CELLS {
                    let (next, key) = splitmix64(state);
                    state = next;
                    pieces[colour][kind][cell] = key;
                    cell += 1;
                }
                kind += 1;
            }
            colour += 1;
        }
        let (_, black_to_move) = splitmix64(state);
        ColourKeys {
            pieces,
            black_to_move,
        }
    }

    /// The key of a piece of `colour` and `kind` on `cell`.
    #[inline(always)]
    pub const fn piece(&self, colour: Colour, kind: usize, cell: u32) -> u64 {
        self.pieces[colour.index()][kind][cell as usize]
    }

    /// The key of `colour` to move: Black's key, or 0 for White.
    #[inline(always)]
    pub const fn turn(&self, colour: Colour) -> u64 {
        match colour {
            Colour::White => 0,
            Colour::Black => self.black_to_move,
        }
    }

    /// The hash of a position computed from scratch: `turn`'s key and the
    /// keys of every piece, `pieces(colour, kind)` giving the cells of each
    /// colour's pieces of each kind as a mask.
    pub fn from_scratch<B: BitSet>(
        &self,
        turn: Colour,
        pieces: impl Fn(Colour, usize) -> B,
    ) -> u64 {
        let mut hash = self.turn(turn);
        for colour in Colour::BOTH {
            for kind in 0..KINDS {
                for cell in set_bits(pieces(colour, kind)) {
                    hash ^= self.piece(colour, kind, cell);
                }
            }
        }
        hash
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_piece_on_every_cell_and_the_turn_have_keys_of_their_own() {
        const KEYS: ColourKeys<3, 100> = ColourKeys::new(0x0042_4152_4341);
        let mut keys = BTreeSet::from([KEYS.turn(Colour::Black)]);
        for colour in Colour::BOTH {
            for kind in 0..3 {
                for cell in 0..100 {
                    assert!(keys.insert(KEYS.piece(colour, kind, cell)));
                }
            }
        }
        assert_eq!(keys.len(), 2 * 3 * 100 + 1);
    }
}
