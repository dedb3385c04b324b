//! The moves a generator adds, listed.

use ludeme_geometry::{Cells, Direction, Grid};

use super::Moves;
use crate::runs::{list_in_order, StepSet, StepSets};
use crate::{Move, MoveList};

/// The moves added, listed.
#[derive(Debug)]
pub struct MoveLister<'a> {
    list: &'a mut MoveList,
    /// Where the sets of steps and captures wait, to be listed in order,
    /// without a sort, when the list is read (without it, each set is
    /// listed as it comes).
    pending: Option<&'a mut StepSets>,
    grid: Grid,
    sorted: bool,
}

impl<'a> MoveLister<'a> {
    /// The moves of `list` (emptied first) on `grid`.
    pub fn new(list: &'a mut MoveList, grid: Grid) -> Self {
        list.clear();
        MoveLister {
            list,
            pending: None,
            grid,
            sorted: true,
        }
    }

    /// The moves of `list` on `grid`, the sets of steps and captures kept
    /// in `pending` until the list is read, then listed in order.
    pub(crate) fn in_order(list: &'a mut MoveList, pending: &'a mut StepSets, grid: Grid) -> Self {
        list.clear();
        pending.clear();
        MoveLister {
            list,
            pending: Some(pending),
            grid,
            sorted: true,
        }
    }

    /// Adds `mv`, noting whether the list is still in order.
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        if let Some(&last) = self.list.last() {
            self.sorted &= last < mv;
        }
        self.list.push(mv);
    }

    /// Lists the moves of `sets` in order after the moves listed, noting
    /// whether the list is still in order.
    #[inline(always)]
    fn list_sets(list: &mut MoveList, sets: &mut [StepSet], grid: Grid, sorted: &mut bool) {
        let before = list.len();
        list_in_order(sets, grid, list);
        if before > 0 && list.len() > before {
            *sorted &= list[before - 1] < list[before];
        }
    }

    /// Lists the pending sets of steps and captures.
    #[inline(always)]
    fn list_pending(&mut self) {
        if let Some(pending) = self.pending.as_deref_mut() {
            if !pending.is_empty() {
                Self::list_sets(self.list, pending, self.grid, &mut self.sorted);
                pending.clear();
            }
        }
    }

    /// The `index`-th move of the list in order (`None` past its end),
    /// without sorting the whole list.
    pub(crate) fn nth_in_order(mut self, index: usize) -> Option<Move> {
        self.list_pending();
        if index >= self.list.len() {
            return None;
        }
        if self.sorted {
            return Some(self.list[index]);
        }
        Some(*self.list.select_nth_unstable(index).1)
    }

    /// Puts the list in order ([`ludeme_core::Game::generate_moves`]'s
    /// contract) if the moves were not added in order.
    #[inline(always)]
    pub(crate) fn finish(mut self) {
        self.list_pending();
        if !self.sorted {
            // Each set of targets adds its moves in order: the sort merges
            // those runs.
            self.list.sort();
        }
    }
}

impl Moves for MoveLister<'_> {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        let mut cells = targets.squares();
        let Some(first) = cells.next() else {
            return;
        };
        let grid = self.grid;
        self.add(Move::drop(grid, first));
        for cell in cells {
            self.list.push(Move::drop(grid, cell));
        }
    }

    #[inline(always)]
    fn onto<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        let set = StepSet::onto(targets, direction, self.grid, capture);
        let Some(pending) = self.pending.as_deref_mut() else {
            return Self::list_sets(self.list, &mut [set], self.grid, &mut self.sorted);
        };
        if pending.len() == pending.inline_size() {
            // The sets fill the stack's room: list those kept so far.
            Self::list_sets(self.list, pending, self.grid, &mut self.sorted);
            pending.clear();
        }
        pending.push(set);
    }

    fn pass(&mut self) {
        self.add(Move::PASS);
    }

    fn push(&mut self, mv: Move) {
        self.add(mv);
    }

    fn len(&self) -> usize {
        let pending = self.pending.as_deref().map_or(0, |sets| {
            sets.iter()
                .map(|set| set.origins.count_ones() as usize)
                .sum()
        });
        self.list.len() + pending
    }
}
