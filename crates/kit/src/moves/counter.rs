//! The moves a generator adds, only counted.

use ludeme_geometry::{Cells, Direction};

use super::Moves;
use crate::Move;

/// The moves added, only counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct MoveCounter {
    count: usize,
}

impl MoveCounter {
    /// No moves yet.
    pub fn new() -> Self {
        MoveCounter { count: 0 }
    }
}

impl Moves for MoveCounter {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        self.count += targets.count() as usize;
    }

    #[inline(always)]
    fn onto<B: Cells>(&mut self, targets: B, _: Direction, _: bool) {
        self.count += targets.count() as usize;
    }

    fn pass(&mut self) {
        self.count += 1;
    }

    fn push(&mut self, _: Move) {
        self.count += 1;
    }

    fn len(&self) -> usize {
        self.count
    }
}
