//! The estimate cache: the heuristic scores quiescence stood on, by Zobrist
//! key, so that a position met again (by another order of moves, in the
//! next iteration or the next search) is not evaluated again. Quiescence
//! meets about two in five of its positions more than once in Barca and one
//! in four in Surakarta; an estimate costs thousands of instructions there,
//! a look-up a few.

use alloc::vec::Vec;

use ludeme_core::Side;

/// The largest cache: 2^22 entries (64 MiB).
const MAX_BITS: u32 = 22;

/// What quiescence found of a position where a seat acts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Estimate {
    /// The heuristic score it stood on.
    pub(super) score: i32,
    /// Whether the seat to act plays for the search's side.
    pub(super) maximising: bool,
}

/// One slot per key's low bits, the last estimate stored in it kept.
/// Its scores are for one side and one yardstick (the full heuristic or the
/// plain one); the player keeps it from one search to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct EstimateCache {
    /// Key and estimate (key 0: empty; a position whose key is 0 is not
    /// cached).
    entries: Vec<(u64, Estimate)>,
    /// The side and the yardstick the scores are for.
    owner: Option<(Side, bool)>,
}

impl EstimateCache {
    /// Readies the cache for a search for `side` with the plain yardstick
    /// or not, with 2^`bits` entries (none for 0 bits): emptied if its size,
    /// side or yardstick changes, kept as it is otherwise.
    pub(super) fn prepare(&mut self, bits: u32, side: Side, plain: bool) {
        let entries = if bits == 0 {
            0
        } else {
            1usize << bits.min(MAX_BITS)
        };
        if self.entries.len() != entries || self.owner != Some((side, plain)) {
            // Collected so that the allocator is asked for zeroed memory
            // (see the transposition table).
            self.entries = (0..entries).map(|_| (0, Estimate::default())).collect();
            self.owner = Some((side, plain));
        }
    }

    /// The estimate stored for the position of `key`.
    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<Estimate> {
        if self.entries.is_empty() || key == 0 {
            return None;
        }
        let (stored, score) = self.entries[key as usize & (self.entries.len() - 1)];
        (stored == key).then_some(score)
    }

    /// Keeps `estimate` for the position of `key`, in place of what its
    /// slot held.
    #[inline]
    pub(super) fn put(&mut self, key: u64, estimate: Estimate) {
        if !self.entries.is_empty() {
            let slot = key as usize & (self.entries.len() - 1);
            self.entries[slot] = (key, estimate);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An estimate of `score` for the maximising side.
    fn est(score: i32) -> Estimate {
        Estimate {
            score,
            maximising: true,
        }
    }

    #[test]
    fn a_score_is_found_under_its_key_only() {
        let mut cache = EstimateCache::default();
        cache.prepare(4, Side(0), false);
        assert_eq!(cache.get(0x25), None);
        cache.put(0x25, est(7));
        assert_eq!(cache.get(0x25), Some(est(7)));
        // Another key of the same slot replaces it; the first is gone.
        cache.put(0x35, est(-3));
        assert_eq!(cache.get(0x35), Some(est(-3)));
        assert_eq!(cache.get(0x25), None);
        // Key 0 is never found, even once put.
        cache.put(0, est(9));
        assert_eq!(cache.get(0), None);
    }

    #[test]
    fn a_new_side_or_yardstick_empties_it() {
        let mut cache = EstimateCache::default();
        cache.prepare(4, Side(0), false);
        cache.put(0x25, est(7));
        cache.prepare(4, Side(0), false);
        assert_eq!(cache.get(0x25), Some(est(7)), "kept for the same owner");
        cache.prepare(4, Side(1), false);
        assert_eq!(cache.get(0x25), None);
        cache.put(0x25, est(7));
        cache.prepare(4, Side(1), true);
        assert_eq!(cache.get(0x25), None);
        cache.prepare(0, Side(1), true);
        cache.put(0x25, est(7));
        assert_eq!(cache.get(0x25), None, "no cache at 0 bits");
    }
}
