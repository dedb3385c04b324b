//! The moves a generator adds, kept as the sets the kit's sampler draws
//! one from.

use ludeme_geometry::{Cells, Direction, Grid};

use super::Moves;
use crate::runs::{cell_step, origins_of, Runs};
use crate::Move;

/// The moves added, kept as the sets the kit's sampler draws one from.
#[derive(Debug)]
pub(crate) struct MoveDrawer<'a> {
    runs: &'a mut Runs,
    /// The moves the sets do not hold (added one by one, or again); the
    /// sets are counted when asked.
    count: usize,
    grid: Grid,
}

impl<'a> MoveDrawer<'a> {
    /// The sets of targets added into `runs`.
    pub(crate) fn new(runs: &'a mut Runs, grid: Grid) -> Self {
        MoveDrawer {
            runs,
            count: 0,
            grid,
        }
    }
}

impl Moves for MoveDrawer<'_> {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        let (runs, targets) = (&mut *self.runs, targets.to_u128());
        let again = runs.drops & targets;
        if again != 0 {
            self.count += again.count_ones() as usize;
            runs.other = true;
        }
        runs.drops |= targets;
    }

    #[inline(always)]
    fn onto<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        let step = cell_step(direction, self.grid);
        if !self
            .runs
            .add_steps(origins_of(targets, step), step, capture)
        {
            self.count += targets.count() as usize;
        }
    }

    fn pass(&mut self) {
        if self.runs.pass {
            self.count += 1;
            self.runs.other = true;
        }
        self.runs.pass = true;
    }

    fn push(&mut self, _: Move) {
        self.count += 1;
        self.runs.other = true;
    }

    fn len(&self) -> usize {
        self.count + self.runs.count()
    }
}
