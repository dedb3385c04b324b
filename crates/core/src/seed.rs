//! One way to derive the seeds of a program's random streams from the one
//! seed that a person gives: [`derive_seed`], labelled by [`SeedLabel`].

use crate::rng::{mix64, GOLDEN_GAMMA};

/// What a derived seed is for: a name. Each use has a label of its own, so
/// that the streams of different uses of one seed are unrelated; the name
/// is part of the definition of [`derive_seed`] (its hash is mixed in), so
/// a label's name never changes. Each layer names its own uses (a seat's
/// player and the die in `ludeme-session`, a search in `ludeme-players`,
/// a vector's lanes in `ludeme-vector`, a match's games in
/// `ludeme-arena`); two uses never share a name.
///
/// ```
/// use ludeme_core::{derive_seed, SeedLabel};
/// const SHUFFLE: SeedLabel = SeedLabel::new("my shuffle");
/// assert_eq!(SHUFFLE.name(), "my shuffle");
/// assert_ne!(derive_seed(7, SHUFFLE, 0), derive_seed(7, SeedLabel::new("my deal"), 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeedLabel {
    name: &'static str,
}

impl SeedLabel {
    /// The label of the use named `name`.
    pub const fn new(name: &'static str) -> SeedLabel {
        SeedLabel { name }
    }

    /// The label's stable name, whose hash [`derive_seed`] mixes in.
    pub const fn name(self) -> &'static str {
        self.name
    }

    /// The 64-bit FNV-1a hash of the label's name (its UTF-8 bytes): what
    /// [`derive_seed`] mixes into the seed.
    ///
    /// ```
    /// use ludeme_core::SeedLabel;
    /// assert_ne!(SeedLabel::new("dice").tag(), SeedLabel::new("chance move").tag());
    /// ```
    pub const fn tag(self) -> u64 {
        let bytes = self.name().as_bytes();
        let mut hash = 0xCBF2_9CE4_8422_2325;
        let mut i = 0;
        while i < bytes.len() {
            hash = (hash ^ bytes[i] as u64).wrapping_mul(0x0000_0100_0000_01B3);
            i += 1;
        }
        hash
    }
}

/// The seed of use `label`, number `index`, under `seed`:
///
/// ```text
/// key          = mix64(seed ^ label.tag())
/// derive_seed  = mix64(key + (index + 1) * 0x9E3779B97F4A7C15)   (mod 2^64)
/// ```
///
/// where `mix64` is the SplitMix64 finaliser (`z ^= z >> 30;
/// z *= 0xBF58476D1CE4E5B9; z ^= z >> 27; z *= 0x94D049BB133111EB;
/// z ^= z >> 31`) and [`SeedLabel::tag`] the FNV-1a hash of the label's
/// name. So the derived seed is output number `index` (from 0) of
/// [`SplitMix64::new(key)`](crate::SplitMix64::new): one SplitMix64 stream
/// per seed and label, indexed directly. For one label and index, distinct
/// seeds give distinct derived seeds; for one seed and label, so do distinct
/// indices (both maps are bijections).
///
/// ```
/// use ludeme_core::{derive_seed, SeedLabel, SplitMix64};
/// const DICE: SeedLabel = SeedLabel::new("dice");
/// const SEAT_PLAYER: SeedLabel = SeedLabel::new("seat player");
/// // The die of a game seeded 7, and the player of its seat 1.
/// let dice = SplitMix64::new(derive_seed(7, DICE, 0));
/// let player = derive_seed(7, SEAT_PLAYER, 1);
/// assert_ne!(player, derive_seed(7, SEAT_PLAYER, 0));
/// assert_eq!(dice, SplitMix64::new(derive_seed(7, DICE, 0)));
/// ```
pub const fn derive_seed(seed: u64, label: SeedLabel, index: u64) -> u64 {
    let key = mix64(seed ^ label.tag());
    mix64(key.wrapping_add(index.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SplitMix64;
    use alloc::vec::Vec;

    /// The names the layers above give their labels.
    const LABELS: [SeedLabel; 7] = [
        SeedLabel::new("seat player"),
        SeedLabel::new("dice"),
        SeedLabel::new("chance move"),
        SeedLabel::new("vector lane"),
        SeedLabel::new("vector sampler"),
        SeedLabel::new("match game"),
        SeedLabel::new("search"),
    ];

    /// The SplitMix64 finaliser, written out here apart from the crate's.
    fn finalise(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// FNV-1a over the bytes of `name`, written out here.
    fn fnv1a(name: &str) -> u64 {
        name.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
        })
    }

    #[test]
    fn tags_are_the_fnv1a_hashes_of_the_names() {
        // FNV-1a of the empty string is the offset basis; of "a", the
        // published test vector 0xAF63DC4C8601EC8C.
        assert_eq!(fnv1a(""), 0xCBF2_9CE4_8422_2325);
        assert_eq!(fnv1a("a"), 0xAF63_DC4C_8601_EC8C);
        for label in LABELS {
            assert_eq!(label.tag(), fnv1a(label.name()), "{label:?}");
        }
    }

    #[test]
    fn the_derivation_is_its_written_definition() {
        for label in LABELS {
            for seed in [0, 1, 42, u64::MAX, 0x0123_4567_89AB_CDEF] {
                for index in [0, 1, 2, 1000, u64::MAX] {
                    let key = finalise(seed ^ fnv1a(label.name()));
                    let step = index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    let expected = finalise(key.wrapping_add(step));
                    assert_eq!(derive_seed(seed, label, index), expected);
                }
            }
        }
    }

    #[test]
    fn it_is_output_number_index_of_the_keyed_stream() {
        let key = finalise(5 ^ fnv1a("vector lane"));
        let mut stream = SplitMix64::new(key);
        for index in 0..50 {
            assert_eq!(
                derive_seed(5, SeedLabel::new("vector lane"), index),
                stream.next_u64()
            );
        }
    }

    #[test]
    fn labels_names_and_tags_are_distinct() {
        let mut tags: Vec<u64> = LABELS.iter().map(|l| l.tag()).collect();
        let mut names: Vec<&str> = LABELS.iter().map(|l| l.name()).collect();
        tags.sort_unstable();
        tags.dedup();
        names.sort_unstable();
        names.dedup();
        assert_eq!((tags.len(), names.len()), (LABELS.len(), LABELS.len()));
    }

    #[test]
    fn labels_indices_and_seeds_give_different_seeds() {
        let mut all = Vec::new();
        for label in LABELS {
            for seed in 0..8 {
                for index in 0..64 {
                    all.push(derive_seed(seed, label, index));
                }
            }
        }
        let count = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), count);
    }

    #[test]
    fn streams_of_neighbouring_seeds_and_indices_are_unrelated() {
        // The old `seed + s` gave seat s + 1 of seed n the stream of seat s
        // of seed n + 1; derived seeds do not overlap that way.
        let first =
            |seed, label, index| SplitMix64::new(derive_seed(seed, label, index)).next_u64();
        assert_ne!(
            first(1, SeedLabel::new("seat player"), 0),
            first(0, SeedLabel::new("seat player"), 1)
        );
        // About half of the bits differ between neighbours.
        for index in 0..100 {
            let a = derive_seed(3, SeedLabel::new("vector lane"), index);
            let b = derive_seed(3, SeedLabel::new("vector lane"), index + 1);
            assert!((12..=52).contains(&(a ^ b).count_ones()), "{index}");
        }
    }

    #[test]
    fn it_is_deterministic_and_usable_in_const() {
        const DICE: u64 = derive_seed(9, SeedLabel::new("dice"), 0);
        assert_eq!(DICE, derive_seed(9, SeedLabel::new("dice"), 0));
        let mut a = SplitMix64::new(DICE);
        let mut b = SplitMix64::new(derive_seed(9, SeedLabel::new("dice"), 0));
        assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
    }
}
