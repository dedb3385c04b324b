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

impl Hasher for MixHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
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
