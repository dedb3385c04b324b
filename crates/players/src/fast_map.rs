//! A hash map for the search's small keys: Zobrist keys (already random)
//! and moves (a few bytes). The standard SipHash guards against chosen
//! keys, which a search does not meet, at several times the cost.

use core::hash::{BuildHasherDefault, Hasher};
use std::collections::HashMap;

/// A `HashMap` with [`MixHasher`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<MixHasher>>;

/// Multiply-rotate mixing of each word written (the scheme of the Fx
/// hasher): one multiplication per word.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct MixHasher(u64);

/// An odd constant with well-spread bits (2^64 / φ).
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

impl MixHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

/// `Hasher` methods that mix an integer as one word, widened to 64 bits.
macro_rules! write_as_one_word {
    ($($method:ident: $int:ty),*) => {
        $(
            #[inline]
            fn $method(&mut self, n: $int) {
                self.add(n as u64);
            }
        )*
    };
}

impl Hasher for MixHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    write_as_one_word!(write_u8: u8, write_u16: u16, write_u32: u32, write_usize: usize);

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    /// The high bits carry the mix best; hashbrown takes the bucket from
    /// the low bits, so the word is folded.
    #[inline]
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hashes of `count` values written by `write`, as a set.
    fn distinct_hashes(count: u64, write: impl Fn(&mut MixHasher, u64)) -> usize {
        let hashes: std::collections::BTreeSet<u64> = (0..count)
            .map(|n| {
                let mut hasher = MixHasher::default();
                write(&mut hasher, n);
                hasher.finish()
            })
            .collect();
        hashes.len()
    }

    #[test]
    fn every_width_written_mixes_its_value_in() {
        assert_eq!(distinct_hashes(1_000, |h, n| h.write_u8(n as u8)), 256);
        assert_eq!(distinct_hashes(1_000, |h, n| h.write_u16(n as u16)), 1_000);
        assert_eq!(distinct_hashes(1_000, |h, n| h.write_u32(n as u32)), 1_000);
        assert_eq!(distinct_hashes(1_000, |h, n| h.write_u64(n << 40)), 1_000);
        assert_eq!(
            distinct_hashes(1_000, |h, n| h.write_usize(n as usize)),
            1_000
        );
        // Bytes, eight to a word: 12 random bytes at a time, and the
        // same with only the last four (the second, short word) random.
        let bytes = |n: u64| {
            let mut rng = ludeme_core::SplitMix64::new(n);
            let mut bytes = [0u8; 12];
            bytes[..8].copy_from_slice(&rng.next_u64().to_le_bytes());
            bytes[8..].copy_from_slice(&rng.next_u64().to_le_bytes()[..4]);
            bytes
        };
        assert_eq!(distinct_hashes(1_000, |h, n| h.write(&bytes(n))), 1_000);
        let tail = |n: u64| {
            let mut tail = bytes(n);
            tail[..8].fill(0);
            tail
        };
        assert_eq!(distinct_hashes(1_000, |h, n| h.write(&tail(n))), 1_000);
    }

    #[test]
    fn the_low_bits_of_a_hash_depend_on_the_high_bits_of_the_mix() {
        // The bucket comes from the low bits: mixes that differ only above
        // bit 32 must still land apart there.
        let low = |mix: u64| MixHasher(mix).finish() & 0xFFFF_FFFF;
        for bit in 32..64 {
            assert_ne!(low(1 << bit), low(0), "bit {bit}");
        }
    }

    #[test]
    fn counts_like_the_standard_map() {
        let mut fast: FastMap<u64, u32> = FastMap::default();
        let mut standard: HashMap<u64, u32> = HashMap::new();
        for i in 0..10_000u64 {
            let key = i.wrapping_mul(0x2545_f491_4f6c_dd1d) % 3_000;
            *fast.entry(key).or_insert(0) += 1;
            *standard.entry(key).or_insert(0) += 1;
        }
        assert_eq!(fast.len(), standard.len());
        assert!(standard.iter().all(|(k, v)| fast.get(k) == Some(v)));
    }

    #[test]
    fn distinct_small_keys_spread_over_the_low_bits() {
        let hash = |n: u16| {
            let mut h = MixHasher::default();
            h.write_u16(n);
            h.finish() & 0xff
        };
        let buckets: std::collections::HashSet<u64> = (0..256).map(hash).collect();
        assert!(buckets.len() > 128, "{} buckets of 256", buckets.len());
    }
}
