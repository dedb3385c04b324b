//! Steps to neighbouring points: from neighbourhood masks, or only
//! counted by whole-board shifts.

use crate::PositionOn;

impl<const N: usize> PositionOn<N> {
    /// The number of steps that the pieces `own` have onto the points
    /// `empty`: eight (or four) whole-board shifts.
    #[inline(always)]
    pub(crate) fn step_count(&self, own: u64, empty: u64) -> u32 {
        let t = Self::T;
        let n = N as u32;
        let east = own & t.not_file_last;
        let west = own & t.not_file_first;
        let mut count = ((own << n) & empty).count_ones()
            + ((own >> n) & empty).count_ones()
            + ((east << 1) & empty).count_ones()
            + ((west >> 1) & empty).count_ones();
        if !self.rules.orthogonal_steps {
            count += ((east << (n + 1)) & empty).count_ones()
                + ((east >> (n - 1)) & empty).count_ones()
                + ((west << (n - 1)) & empty).count_ones()
                + ((west >> (n + 1)) & empty).count_ones();
        }
        count
    }

    #[inline(always)]
    pub(super) fn step_targets(&self, from: usize, empty: u64) -> u64 {
        let steps = if self.rules.orthogonal_steps {
            Self::T.rook_step[from]
        } else {
            Self::T.king[from]
        };
        steps & empty
    }
}
