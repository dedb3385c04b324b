//! How many positions of a stretch of a game may have each Zobrist key:
//! what a [`crate::GameLine`] asks at every move to know whether the new
//! position may repeat an earlier one (it then compares the positions).

use alloc::vec::Vec;

/// A count of `u64` keys in an open-addressing table (linear probing,
/// Fibonacci hashing, at most three quarters full), each key known by its
/// low 32 bits alone (its fingerprint, which also places it): keys with the
/// same fingerprint share a count, so a count is at least the key's own,
/// and a count of one after [`KeyCounts::add`] says the key is new. Eight bytes a slot keep a long
/// game's table in cache (Barca's random games run to 24,000 plies).
/// A key whose count falls to zero keeps its slot until the table grows.
#[derive(Clone, Debug)]
pub(crate) struct KeyCounts {
    /// `(fingerprint, count)`, or `(0, EMPTY)` for a free slot; a power of
    /// two long.
    slots: Vec<(u32, u32)>,
    /// Slots not free.
    used: usize,
}

/// The count of a free slot.
const EMPTY: u32 = u32::MAX;

/// The table's smallest size.
const SMALLEST: usize = 16;

/// The bits of `key` that tell it apart in its probe sequence.
const fn fingerprint(key: u64) -> u32 {
    key as u32
}

impl KeyCounts {
    /// No key.
    pub(crate) fn new() -> Self {
        KeyCounts {
            slots: alloc::vec![(0, EMPTY); SMALLEST],
            used: 0,
        }
    }

    /// The slot of the keys of fingerprint `wanted`, or the free one where
    /// it would go.
    fn find(&self, wanted: u32) -> usize {
        let mask = self.slots.len() - 1;
        let bits = self.slots.len().trailing_zeros();
        let spread = u64::from(wanted).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut at = (spread >> (64 - bits)) as usize;
        loop {
            let (k, count) = self.slots[at];
            if count == EMPTY || k == wanted {
                return at;
            }
            at = (at + 1) & mask;
        }
    }

    /// Counts one more `key`: how many there are now.
    pub(crate) fn add(&mut self, key: u64) -> u32 {
        if 4 * (self.used + 1) > 3 * self.slots.len() {
            self.rebuild();
        }
        let at = self.find(fingerprint(key));
        let slot = &mut self.slots[at];
        if slot.1 == EMPTY {
            *slot = (fingerprint(key), 0);
            self.used += 1;
        }
        slot.1 += 1;
        slot.1
    }

    /// Counts one `key` fewer; a key not counted (never, or down to zero)
    /// stays at zero.
    pub(crate) fn remove_one(&mut self, key: u64) {
        let at = self.find(fingerprint(key));
        let slot = &mut self.slots[at];
        if slot.1 != EMPTY && slot.1 > 0 {
            slot.1 -= 1;
        }
    }

    /// No key any more: a table grown past four times the smallest size
    /// goes back to the smallest; a smaller one keeps its memory.
    pub(crate) fn clear(&mut self) {
        if self.slots.len() > 4 * SMALLEST {
            *self = KeyCounts::new();
        } else {
            self.slots.fill((0, EMPTY));
            self.used = 0;
        }
    }

    /// The fingerprints counted at least once, with their counts.
    fn live(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.slots
            .iter()
            .copied()
            .filter(|&(_, count)| count != EMPTY && count > 0)
    }

    /// The table again, without the keys counted down to zero: room for
    /// the live keys and the one being added, at most half full (the
    /// smallest power of two, at least `SMALLEST`, of twice as many
    /// slots).
    fn rebuild(&mut self) {
        let live: Vec<(u32, u32)> = self.live().collect();
        let size = (2 * (live.len() + 1)).next_power_of_two().max(SMALLEST);
        self.slots = alloc::vec![(0, EMPTY); size];
        self.used = live.len();
        for (print, count) in live {
            let at = self.find(print);
            self.slots[at] = (print, count);
        }
    }
}

impl PartialEq for KeyCounts {
    /// The same fingerprints with the same counts, however the tables are
    /// laid out.
    fn eq(&self, other: &Self) -> bool {
        let sorted = |counts: &KeyCounts| {
            let mut live: Vec<(u32, u32)> = counts.live().collect();
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
                let mut live: alloc::vec::Vec<(u32, u32)> = counts.live().collect();
                live.sort_unstable();
                // (These keys are below 2^32: their own fingerprints.)
                let expected: alloc::vec::Vec<(u32, u32)> = map
                    .iter()
                    .filter(|(_, &n)| n > 0)
                    .map(|(&k, &n)| (k as u32, n))
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

    /// The smallest power of two, at least `SMALLEST`, that holds `keys`
    /// keys at most three quarters full.
    fn snug(keys: usize) -> usize {
        (super::SMALLEST..)
            .find(|&size| size.is_power_of_two() && 4 * keys <= 3 * size)
            .unwrap()
    }

    #[test]
    fn the_table_is_the_smallest_that_holds_its_keys_three_quarters_full() {
        let mut counts = KeyCounts::new();
        for key in 0..5_000u64 {
            counts.add(key * 0x1_0000_0001);
            let keys = key as usize + 1;
            assert_eq!(counts.used, keys);
            assert_eq!(counts.slots.len(), snug(keys), "{keys} keys");
        }
        // Counting a key again takes no slot.
        let size = counts.slots.len();
        for key in 0..5_000u64 {
            assert_eq!(counts.add(key * 0x1_0000_0001), 2);
        }
        assert_eq!((counts.used, counts.slots.len()), (5_000, size));
    }

    #[test]
    fn a_table_grown_again_drops_the_keys_counted_down_and_is_half_full() {
        // 12 keys fill 16 slots three quarters; 4 of them counted down to
        // zero leave 8 live. The next new key grows the table for 9 keys at
        // most half full: 32 slots, the dead keys gone.
        let mut counts = KeyCounts::new();
        for key in 0..12 {
            counts.add(key);
        }
        assert_eq!(counts.slots.len(), 16);
        for key in 0..4 {
            counts.remove_one(key);
        }
        assert_eq!(counts.add(100), 1);
        assert_eq!((counts.slots.len(), counts.used), (32, 9));
        // 24 live keys in 32 slots, then one more: 64.
        for key in 200..215 {
            counts.add(key);
        }
        assert_eq!((counts.slots.len(), counts.used), (32, 24));
        counts.add(300);
        assert_eq!((counts.slots.len(), counts.used), (64, 25));
    }

    #[test]
    fn clearing_a_large_table_frees_it_and_a_small_one_keeps_its_memory() {
        for (keys, size_after) in [(5, 16), (20, 32), (40, 64), (60, 16), (5_000, 16)] {
            let mut counts = KeyCounts::new();
            for key in 0..keys {
                counts.add(key);
            }
            let before = counts.slots.len();
            counts.clear();
            assert_eq!(counts.slots.len(), size_after, "{keys} keys in {before}");
            assert_eq!((counts.used, counts.live().count()), (0, 0));
            assert_eq!(counts.add(1), 1);
        }
    }

    #[test]
    fn removing_a_key_not_counted_changes_nothing() {
        let mut counts = KeyCounts::new();
        counts.add(1);
        counts.add(2);
        counts.remove_one(2);
        let before = counts.clone();
        // Never counted, and counted down to zero already.
        counts.remove_one(3);
        counts.remove_one(2);
        assert_eq!(counts, before);
        assert_ne!(counts, KeyCounts::new());
        assert_eq!(counts.live().collect::<alloc::vec::Vec<_>>(), [(1, 1)]);
        assert_eq!(counts.add(3), 1);
        assert_eq!(counts.add(2), 1);
    }

    #[test]
    fn keys_sharing_their_low_bits_share_a_count_and_no_other_key_is_new() {
        // What the record relies on: a count of one means a new key; keys
        // equal in their low 32 bits may share a count (then compared as
        // positions), and never lose one.
        let mut counts = KeyCounts::new();
        let (a, b) = (0x0000_0001_dead_beef_u64, 0x0000_0002_dead_beef_u64);
        assert_eq!(counts.add(a), 1);
        assert_eq!(counts.add(b), 2, "b shares a's count");
        counts.remove_one(a);
        assert_eq!(counts.add(b), 2, "b is still counted");
        let mut rng = crate::SplitMix64::new(9);
        let keys: alloc::vec::Vec<u64> = (0..5_000).map(|_| rng.next_u64()).collect();
        for &key in &keys {
            counts.add(key);
        }
        for &key in &keys {
            assert!(counts.add(key) >= 2, "{key:#x} was counted before");
        }
    }
}
