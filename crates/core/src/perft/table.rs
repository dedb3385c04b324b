//! The transposition table of a hashed perft: counts by position and depth,
//! shared by threads without locks.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Bytes per entry: a check word and a count.
pub(crate) const ENTRY_BYTES: usize = 16;

/// A slot: `check` holds the full key XOR the count, so a slot torn by two
/// threads writing at once (check of one, count of the other) fails the
/// check instead of giving a wrong count (the "lockless hashing" of chess
/// programs).
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    count: AtomicU64,
}

/// Perft counts by (Zobrist key, depth), always-replace, a power-of-two
/// number of slots.
pub(crate) struct Table {
    slots: Vec<Slot>,
    mask: u64,
}

/// Mixes the depth into the key, so that one position at two depths uses
/// two independent 64-bit keys (an odd multiplier: distinct depths give
/// distinct keys for the same position).
fn keyed(zobrist: u64, depth: u32) -> u64 {
    zobrist ^ u64::from(depth).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The largest of `len`, `len / 2`, `len / 4`, … down to 1 that `grant`
/// accepts (asked in that order), or 1 if it accepts none.
fn granted(mut len: usize, mut grant: impl FnMut(usize) -> bool) -> usize {
    while !grant(len) && len > 1 {
        len /= 2;
    }
    len
}

impl Table {
    /// A table of at most `bytes` (at least one slot): the largest power of
    /// two of slots not above it that the allocator grants.
    pub(crate) fn with_bytes(bytes: usize) -> Self {
        let wanted = (bytes / ENTRY_BYTES).max(1);
        // The largest power of two not above `wanted`.
        let largest = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        let mut slots = Vec::new();
        // More than the address space or the memory holds is refused, not
        // an abort: the table only saves work, any size gives the same
        // counts.
        let len = granted(largest, |len| slots.try_reserve_exact(len).is_ok());
        slots.resize_with(len, Slot::default);
        Table {
            slots,
            mask: len as u64 - 1,
        }
    }

    fn slot(&self, key: u64) -> &Slot {
        // The high bits pick the slot: the low ones are what a game's keys
        // vary least in at the same depth.
        &self.slots[(key.rotate_left(32) & self.mask) as usize]
    }

    /// The stored count of the position with this key at `depth`, if any.
    pub(crate) fn get(&self, zobrist: u64, depth: u32) -> Option<u64> {
        let key = keyed(zobrist, depth);
        let slot = self.slot(key);
        let count = slot.count.load(Relaxed);
        (slot.check.load(Relaxed) ^ count == key).then_some(count)
    }

    /// Stores a count (replacing what the slot held).
    pub(crate) fn put(&self, zobrist: u64, depth: u32, count: u64) {
        let key = keyed(zobrist, depth);
        let slot = self.slot(key);
        slot.check.store(key ^ count, Relaxed);
        slot.count.store(count, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_comes_back_for_its_key_and_depth_only() {
        let table = Table::with_bytes(1 << 10);
        assert_eq!(table.slots.len(), 64);
        table.put(0xABCD, 3, 12345);
        assert_eq!(table.get(0xABCD, 3), Some(12345));
        assert_eq!(table.get(0xABCD, 4), None);
        assert_eq!(table.get(0xABCE, 3), None);
        // An empty slot answers nothing (only a key mixing to exactly 0
        // would read it: the residual risk of any 64-bit key).
        assert_eq!(Table::with_bytes(64).get(0x1234_5678, 2), None);
    }

    #[test]
    fn a_refused_size_is_halved_until_granted() {
        let mut asked = Vec::new();
        let len = granted(1024, |len| {
            asked.push(len);
            len <= 100
        });
        assert_eq!((len, asked), (64, alloc::vec![1024, 512, 256, 128, 64]));
        assert_eq!(granted(1024, |_| true), 1024);
        assert_eq!(granted(1024, |_| false), 1);
        assert_eq!(granted(1, |_| false), 1);
    }

    #[test]
    fn keys_one_bit_apart_or_at_another_depth_never_share_a_count() {
        let table = Table::with_bytes(1 << 12);
        let mut rng = crate::SplitMix64::new(4);
        for _ in 0..200 {
            let (zobrist, depth) = (rng.next_u64(), 2 + rng.below(10) as u32);
            table.put(zobrist, depth, 77);
            assert_eq!(table.get(zobrist, depth), Some(77));
            for bit in 0..64 {
                assert_eq!(table.get(zobrist ^ 1 << bit, depth), None, "bit {bit}");
            }
            for other in [depth - 1, depth + 1, depth + 8] {
                assert_eq!(table.get(zobrist, other), None, "depth {other}");
            }
        }
    }

    #[test]
    fn a_torn_slot_fails_its_check() {
        let table = Table::with_bytes(1 << 10);
        table.put(7, 2, 100);
        let slot = table.slot(keyed(7, 2));
        slot.count.store(101, Relaxed); // another thread's count, this check
        assert_eq!(table.get(7, 2), None);
    }

    #[test]
    fn sizes_round_down_to_a_power_of_two() {
        assert_eq!(Table::with_bytes(0).slots.len(), 1);
        assert_eq!(Table::with_bytes(3 * ENTRY_BYTES).slots.len(), 2);
        assert_eq!(Table::with_bytes(1 << 20).slots.len(), 1 << 16);
    }
}
