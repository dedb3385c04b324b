//! Cyclic tracks: closed walks over cells with marked joints.

/// A closed walk of up to 64 entries over the cells of a board, with marked
/// *joints* between some consecutive entries (Surakarta's corner loops).
/// A cell may occur several times (a crossing).
///
/// ```
/// use ludeme_geometry::CyclicTrack;
/// // A walk of 4 cells with a joint after entries 1 and 3.
/// const T: CyclicTrack = CyclicTrack::new(&[10, 11, 12, 13], &[1, 3]);
/// assert_eq!(T.len(), 4);
/// assert_eq!(T.cell(T.next(3)), 10);
/// assert_eq!(T.joints_passed(0, 2, true), 1); // 0 → 1 | 2
/// assert_eq!(T.joints_passed(0, 4, true), 2); // the whole lap
/// assert_eq!(T.joints_passed(0, 1, false), 1); // 0 → 3 over the joint 3|0
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CyclicTrack {
    cells: [u8; 64],
    len: u8,
    /// Bit `i`: a joint lies between entry `i` and entry `i + 1` (mod len).
    joints: u64,
}

impl CyclicTrack {
    /// A track over `cells` with a joint after each entry index in `joints_after`.
    ///
    /// # Panics
    /// If the track is empty or longer than 64, or a joint index is out of range
    /// (at compile time when used in a `const`).
    pub const fn new(cells: &[u8], joints_after: &[u8]) -> CyclicTrack {
        assert!(!cells.is_empty() && cells.len() <= 64, "1 to 64 entries");
        let mut stored = [0u8; 64];
        let mut i = 0;
        while i < cells.len() {
            stored[i] = cells[i];
            i += 1;
        }
        let mut joints = 0u64;
        let mut j = 0;
        while j < joints_after.len() {
            assert!(
                (joints_after[j] as usize) < cells.len(),
                "joint out of range"
            );
            joints |= 1 << joints_after[j];
            j += 1;
        }
        CyclicTrack {
            cells: stored,
            len: cells.len() as u8,
            joints,
        }
    }

    /// The number of entries in one lap.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the track has no entry (never true for a constructed track).
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cell at an entry.
    pub const fn cell(&self, entry: usize) -> u8 {
        self.cells[entry]
    }

    /// The entries of one lap, in order.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.len as usize]
    }

    /// The entry after `entry`.
    pub const fn next(&self, entry: usize) -> usize {
        (entry + 1) % self.len as usize
    }

    /// The entry before `entry`.
    pub const fn prev(&self, entry: usize) -> usize {
        (entry + self.len as usize - 1) % self.len as usize
    }

    /// Whether a joint lies between `entry` and `entry + 1`.
    pub const fn joint_after(&self, entry: usize) -> bool {
        self.joints >> entry & 1 == 1
    }

    /// The joints crossed by `steps` moves from `entry`, forward or backward.
    pub const fn joints_passed(&self, entry: usize, steps: usize, forward: bool) -> u32 {
        let mut count = 0;
        let mut at = entry;
        let mut s = 0;
        while s < steps {
            if forward {
                if self.joint_after(at) {
                    count += 1;
                }
                at = self.next(at);
            } else {
                at = self.prev(at);
                if self.joint_after(at) {
                    count += 1;
                }
            }
            s += 1;
        }
        count
    }

    /// The mask of entries (bit `i` = entry `i`) at which `cell` occurs:
    /// where a walk from that cell may start (two entries at a crossing).
    ///
    /// ```
    /// use ludeme_geometry::CyclicTrack;
    /// const T: CyclicTrack = CyclicTrack::new(&[10, 11, 12, 11], &[]);
    /// assert_eq!(T.entries_of(11), 0b1010);
    /// assert_eq!(T.entries_of(9), 0);
    /// ```
    pub const fn entries_of(&self, cell: u8) -> u64 {
        let mut mask = 0;
        let mut i = 0;
        while i < self.len as usize {
            if self.cells[i] == cell {
                mask |= 1 << i;
            }
            i += 1;
        }
        mask
    }
}

#[cfg(test)]
mod tests {
    use super::CyclicTrack;

    #[test]
    fn entries_of_a_cell_are_where_it_occurs() {
        // A figure eight: cell 5 is crossed twice.
        const EIGHT: CyclicTrack = CyclicTrack::new(&[5, 1, 2, 5, 3, 4], &[2, 5]);
        assert_eq!(EIGHT.entries_of(5), 1 << 0 | 1 << 3);
        assert_eq!(EIGHT.entries_of(4), 1 << 5);
        assert_eq!(EIGHT.entries_of(6), 0);
        for cell in 0..8 {
            let mask = EIGHT.entries_of(cell);
            for (entry, &c) in EIGHT.cells().iter().enumerate() {
                assert_eq!(
                    mask >> entry & 1 == 1,
                    c == cell,
                    "cell {cell}, entry {entry}"
                );
            }
        }
    }
}
