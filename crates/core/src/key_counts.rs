//! How many positions of a stretch of a game have each Zobrist key: what a
//! [`crate::Record`] asks at every move to know whether the new position
//! may repeat an earlier one.

use alloc::vec::Vec;

/// A count of `u64` keys in an open-addressing table (linear probing,
/// Fibonacci hashing of the key, at most half full). A key whose count
/// falls to zero keeps its slot until the table grows.
#[derive(Clone, Debug)]
pub(crate) struct KeyCounts {
    /// `(key, count)`, or `(0, EMPTY)` for a free slot; a power of two long.
    slots: Vec<(u64, u32)>,
    /// Slots not free.
    used: usize,
}

/// The count of a free slot.
const EMPTY: u32 = u32::MAX;

/// The table's smallest size.
const SMALLEST: usize = 16;

impl KeyCounts {
    /// No key.
    pub(crate) fn new() -> Self {
        KeyCounts {
            slots: alloc::vec![(0, EMPTY); SMALLEST],
            used: 0,
        }
    }

    /// The slot of `key`: its own, or the free one where it would go.
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let bits = self.slots.len().trailing_zeros();
        let mut at = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize;
        loop {
            let (k, count) = self.slots[at];
            if count == EMPTY || k == key {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    /// Counts one more `key`: how many there are now.
    pub(crate) fn add(&mut self, key: u64) -> u32 {
        if 2 * (self.used + 1) > self.slots.len() {
            self.rebuild();
        }
        let at = self.find(key);
        let slot = &mut self.slots[at];
        if slot.1 == EMPTY {
            *slot = (key, 0);
            self.used += 1;
        }
        slot.1 += 1;
        slot.1
    }

    /// Counts one `key` fewer (one that was counted).
    pub(crate) fn remove_one(&mut self, key: u64) {
        let at = self.find(key);
        let slot = &mut self.slots[at];
        if slot.1 != EMPTY && slot.1 > 0 {
            slot.1 -= 1;
        }
    }

    /// No key any more.
    pub(crate) fn clear(&mut self) {
        if self.slots.len() > 4 * SMALLEST {
            *self = KeyCounts::new();
        } else {
            self.slots.fill((0, EMPTY));
            self.used = 0;
        }
    }

    /// The keys counted at least once, with their counts.
    fn live(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.slots
            .iter()
            .copied()
            .filter(|&(_, count)| count != EMPTY && count > 0)
    }

    /// The table again, without the keys counted down to zero, at twice
    /// its live keys or more.
    fn rebuild(&mut self) {
        let live: Vec<(u64, u32)> = self.live().collect();
        let size = (4 * (live.len() + 1)).next_power_of_two().max(SMALLEST);
        self.slots = alloc::vec![(0, EMPTY); size];
        self.used = live.len();
        for (key, count) in live {
            let at = self.find(key);
            self.slots[at] = (key, count);
        }
    }
}

impl PartialEq for KeyCounts {
    /// The same keys with the same counts, however the tables are laid out.
    fn eq(&self, other: &Self) -> bool {
        let sorted = |counts: &KeyCounts| {
            let mut live: Vec<(u64, u32)> = counts.live().collect();
            live.sort_unstable();
            live
        };
        sorted(self) == sorted(other)
    }
}

impl Eq for KeyCounts {}

#[cfg(test)]
mod tests {
    use super::KeyCounts;
    use alloc::collections::BTreeMap;

    #[test]
    fn counts_as_a_map_does() {
        // Against a BTreeMap, on keys with many collisions of their hashed
        // bits (small keys) and many of random ones, with removals.
        let mut counts = KeyCounts::new();
        let mut map: BTreeMap<u64, u32> = BTreeMap::new();
        let mut rng = crate::SplitMix64::new(5);
        for step in 0..20_000u32 {
            let key = if step % 3 == 0 {
                rng.below(40)
            } else {
                rng.next_u64() % 3_000
            };
            if rng.below(4) == 0 {
                if let Some(n) = map.get_mut(&key).filter(|n| **n > 0) {
                    *n -= 1;
                    counts.remove_one(key);
                }
            } else {
                let n = map.entry(key).or_insert(0);
                *n += 1;
                assert_eq!(counts.add(key), *n);
            }
            if step % 5_000 == 4_999 {
                let mut live: alloc::vec::Vec<(u64, u32)> = counts.live().collect();
                live.sort_unstable();
                let expected: alloc::vec::Vec<(u64, u32)> = map
                    .iter()
                    .filter(|(_, &n)| n > 0)
                    .map(|(&k, &n)| (k, n))
                    .collect();
                assert_eq!(live, expected);
            }
        }
        let mut again = KeyCounts::new();
        for (&key, &n) in &map {
            for _ in 0..n {
                again.add(key);
            }
        }
        assert_eq!(again, counts);
        counts.clear();
        assert_eq!(counts, KeyCounts::new());
        assert_eq!(counts.add(7), 1);
    }
}
