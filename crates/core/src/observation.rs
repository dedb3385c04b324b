//! Where [`crate::Actions::observe_into`] writes a position's tensor: a
//! plain slice of zeros, or a writer that also notes which entries it set
//! (what a caller that rewrites the same buffer every step clears next
//! time, instead of the whole tensor).

use alloc::vec::Vec;
use core::ops::Range;

/// What an observation is written into: entries set one at a time, every
/// other entry left at zero.
///
/// ```
/// use ludeme_core::{ObservationSink, ObservationTracker};
/// let mut plain = [0.0f32; 4];
/// plain.set(2, 1.0);
/// assert_eq!(plain, [0.0, 0.0, 1.0, 0.0]);
///
/// // The same buffer again and again: the tracker clears what the last
/// // observation set.
/// let (mut buffer, mut tracker) = ([0.0f32; 40], ObservationTracker::new());
/// tracker.writer(&mut buffer).set(1, 1.0);
/// tracker.writer(&mut buffer).set(3, 0.5);
/// assert_eq!(buffer[..4], [0.0, 0.0, 0.0, 0.5]);
/// ```
pub trait ObservationSink {
    /// Sets entry `index` (below the observation's length) to `value`.
    ///
    /// # Panics
    /// With `index` past the observation's length.
    fn set(&mut self, index: usize, value: f32);

    /// Sets every entry of `range` to `value`.
    ///
    /// # Panics
    /// With `range` past the observation's length.
    #[inline]
    fn fill_range(&mut self, range: Range<usize>, value: f32) {
        for index in range {
            self.set(index, value);
        }
    }
}

/// A slice of the observation's length, all zeros before it is written.
impl ObservationSink for [f32] {
    #[inline(always)]
    fn set(&mut self, index: usize, value: f32) {
        self[index] = value;
    }

    #[inline]
    fn fill_range(&mut self, range: Range<usize>, value: f32) {
        self[range].fill(value);
    }
}

/// Below this many entries (1 KB), a buffer is cleared whole: a few
/// vector stores.
const SMALL: usize = 256;

/// What a buffer rewritten with each new observation holds beyond zeros:
/// the runs of entries the last observation set, which the next one clears
/// (the whole buffer at once when they are many).
#[derive(Clone, Debug, Default)]
pub struct ObservationTracker {
    /// Runs of entries set, as `start..end` indices.
    runs: Vec<(u32, u32)>,
}

impl ObservationTracker {
    /// No entry set: the buffer holds zeros.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets the entries set (the caller cleared the buffer).
    pub fn forget(&mut self) {
        self.runs.clear();
    }

    /// A writer over `values`, the buffer this tracker followed (zeros but
    /// for the entries set through its last writer): clears those now.
    ///
    /// # Panics
    /// With `values` shorter than what the last writer set.
    pub fn writer<'a>(&'a mut self, values: &'a mut [f32]) -> TrackedObservation<'a> {
        // Entry by entry beats a `memset` of the buffer until the runs
        // are about one for every 16 entries; a small buffer is cleared
        // whole, and nothing is noted.
        if values.len() < SMALL {
            values.fill(0.0);
            self.runs.clear();
            return TrackedObservation { values, runs: None };
        }
        if self.runs.len() * 16 >= values.len() {
            values.fill(0.0);
        } else {
            for &(start, end) in &self.runs {
                let (start, end) = (start as usize, end as usize);
                if end == start + 1 {
                    values[start] = 0.0;
                } else {
                    values[start..end].fill(0.0);
                }
            }
        }
        self.runs.clear();
        TrackedObservation {
            values,
            runs: Some(&mut self.runs),
        }
    }
}

/// An observation written into a buffer that an [`ObservationTracker`]
/// follows, each entry set noted for the next writer to clear.
#[derive(Debug)]
pub struct TrackedObservation<'a> {
    values: &'a mut [f32],
    /// The tracker's runs (none for a small buffer, cleared whole).
    runs: Option<&'a mut Vec<(u32, u32)>>,
}

impl TrackedObservation<'_> {
    /// Notes `start..end` as set (run on from the last run when they meet).
    #[inline(always)]
    fn note(&mut self, start: usize, end: usize) {
        let Some(runs) = self.runs.as_deref_mut() else {
            return;
        };
        match runs.last_mut() {
            Some(last) if last.1 as usize == start => last.1 = end as u32,
            _ => runs.push((start as u32, end as u32)),
        }
    }
}

impl ObservationSink for TrackedObservation<'_> {
    #[inline(always)]
    fn set(&mut self, index: usize, value: f32) {
        self.values[index] = value;
        self.note(index, index + 1);
    }

    #[inline]
    fn fill_range(&mut self, range: Range<usize>, value: f32) {
        self.values[range.clone()].fill(value);
        self.note(range.start, range.end);
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;

    use super::{ObservationSink, ObservationTracker};
    use crate::SplitMix64;

    /// A buffer written again and again through tracked writers holds, each
    /// time, exactly what a buffer of zeros written the same way holds.
    #[test]
    fn a_tracked_buffer_holds_what_a_fresh_one_would() {
        let mut rng = SplitMix64::new(5);
        for len in [40, 400] {
            written_again_and_again(len, &mut rng);
        }
    }

    fn written_again_and_again(len: usize, rng: &mut SplitMix64) {
        let (mut buffer, mut tracker) = (vec![0.0f32; len], ObservationTracker::new());
        for _ in 0..300 {
            let mut fresh = vec![0.0f32; len];
            let mut tracked = tracker.writer(&mut buffer);
            // Now and then more runs than a clear entry by entry is worth.
            let entries = if rng.below(5) == 0 {
                len / 8
            } else {
                rng.below(6) as usize
            };
            for _ in 0..entries {
                let (index, value) = (rng.below(len as u64) as usize, (1 + rng.below(3)) as f32);
                fresh.set(index, value);
                tracked.set(index, value);
            }
            if rng.below(4) == 0 {
                let start = rng.below(len as u64 - 10) as usize;
                fresh.fill_range(start..start + 10, 0.5);
                tracked.fill_range(start..start + 10, 0.5);
            }
            assert_eq!(buffer, fresh);
        }
    }
}
