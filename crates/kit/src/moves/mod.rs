//! The moves a game's generator adds, set-wise: into a list, a count, or
//! the sets the sampler draws from. Each is a type of its own, so that the
//! generator is compiled for each apart, with nothing of the others.

use ludeme_geometry::{Cells, Direction};

use crate::Move;

mod counter;
mod drawer;
mod lister;

pub use counter::MoveCounter;
pub(crate) use drawer::MoveDrawer;
pub use lister::MoveLister;

/// What a game's [`crate::GridGame::generate`] adds its moves to: a list
/// ([`MoveLister`]), only their number ([`MoveCounter`], perft's last ply),
/// or the sets the kit's sampler draws one move from. Moves are added
/// set-wise, from bitboards of targets, in any order (the kit lists the
/// sets of steps in order, and sorts a list that was not filled in order).
pub trait Moves {
    /// A drop on every cell of `targets`.
    fn drops<B: Cells>(&mut self, targets: B);

    /// A step onto every cell of `targets` (a capture when `capture`),
    /// each from the cell one step back against `direction`: what
    /// [`Moves::steps`] and [`Moves::captures`] add.
    fn onto<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool);

    /// A step onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    fn steps<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.onto(targets, direction, false);
    }

    /// A capture onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    fn captures<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.onto(targets, direction, true);
    }

    /// A pass.
    fn pass(&mut self);

    /// Any move.
    fn push(&mut self, mv: Move);

    /// How many moves were added.
    fn len(&self) -> usize;

    /// Whether no move was added.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests;
