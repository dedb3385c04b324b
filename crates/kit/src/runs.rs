//! The moves a generator added, kept as sets, for drawing one at random
//! without listing them.

use ludeme_core::bits::BitSet;
use ludeme_geometry::Grid;

use crate::Move;

/// The moves a generator added set-wise, kept as sets: steps and captures
/// by their origins, drops by their cells, the pass. Enough to name the
/// `index`-th move in order without listing the others.
#[derive(Debug, Default)]
pub(crate) struct Runs {
    /// Each set of steps or captures: its origins, the step from an origin
    /// to its destination (in cell numbers), and whether they capture.
    pub(crate) steps: smallvec::SmallVec<[(u128, i32, bool); 16]>,
    pub(crate) drops: u128,
    pub(crate) pass: bool,
    /// A move no set describes was added (or one twice): list them.
    pub(crate) other: bool,
}

impl Runs {
    /// The `index`-th move in order (below the number added).
    pub(crate) fn nth(&self, grid: Grid, mut index: usize) -> Move {
        let origins = self.steps.iter().fold(0u128, |all, run| all | run.0);
        for from in origins.squares() {
            let leaves = |run: &&(u128, i32, bool)| run.0 >> from & 1 == 1;
            let count = self.steps.iter().filter(leaves).count();
            if index < count {
                let mut here: smallvec::SmallVec<[(u32, bool); 8]> = self
                    .steps
                    .iter()
                    .filter(leaves)
                    .map(|run| ((from as i32 + run.1) as u32, run.2))
                    .collect();
                here.sort_unstable();
                let (to, capture) = here[index];
                return Move::step(grid, from, to, capture);
            }
            index -= count;
        }
        let drops = self.drops.count_ones() as usize;
        if index < drops {
            return Move::drop(grid, self.drops.nth_square(index as u32));
        }
        Move::PASS
    }
}
