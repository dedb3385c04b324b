//! Whether a move is legal, and if not, why.

use crate::error::IllegalMove;
use crate::{MoveOn, PositionOn};

impl<const N: usize> PositionOn<N> {
    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: MoveOn<N>) -> bool {
        // Every `MoveOn<N>` joins two points of the `N × N` board (its
        // constructors and its parser refuse any other), so the shifts
        // below stay in range.
        let (from, to) = (mv.from() as usize, mv.to() as usize);
        if self.someone_lost_every_piece() || self.pieces(self.turn) >> from & 1 == 0 {
            return false;
        }
        let legal = if mv.is_capture() {
            self.capture_targets(from as u8)
        } else {
            self.step_targets(from, !self.occupied() & Self::T.all)
        };
        legal >> to & 1 == 1
    }

    /// The reason an illegal move is illegal.
    pub(crate) fn why_illegal(&self, mv: MoveOn<N>) -> IllegalMove {
        let (from_point, to_point) = (mv.from(), mv.to());
        let [from, to] = [from_point, to_point].map(|point| Self::GRID.square_name(point));
        let us = self.turn;
        if !self.has_legal_move() {
            return IllegalMove::GameOver;
        }
        if self.piece_at(from_point) != Some(us) {
            return IllegalMove::NotYourPiece {
                colour: us,
                square: from,
            };
        }
        if !mv.is_capture() {
            // The point itself and its eight neighbours.
            let near = Self::GRID.dilate(1 << from_point);
            return if near >> to_point & 1 == 0 {
                IllegalMove::NotAdjacent { from, to }
            } else if self.piece_at(to_point).is_some() {
                IllegalMove::DestinationOccupied { square: to }
            } else {
                IllegalMove::DiagonalStep
            };
        }
        if self.piece_at(to_point) != Some(us.other()) {
            return IllegalMove::NothingToCapture { square: to };
        }
        let from_point = usize::from(from_point);
        let entries = self.entry_counts()[from_point] as usize;
        if entries == 0 {
            return IllegalMove::NotOnCircuit { square: from };
        }
        let ends = Self::ray_ends::<true>(&self.rings(), entries, from_point);
        if ends.direct >> to_point & 1 == 1 {
            IllegalMove::NoLoopPassed { from, to }
        } else {
            IllegalMove::PathBlocked { from, to }
        }
    }
}
