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
        if self.someone_lost_every_piece() {
            return false;
        }
        let us = self.turn;
        if self.pieces(us) >> from & 1 == 0 {
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
        let name = |p: u8| Self::GRID.square_name(p);
        let (from, to) = (mv.from(), mv.to());
        let us = self.turn;
        if !self.has_legal_move() {
            return IllegalMove::GameOver;
        }
        if self.piece_at(from) != Some(us) {
            return IllegalMove::NotYourPiece {
                colour: us,
                square: name(from),
            };
        }
        if !mv.is_capture() {
            // The point itself and its eight neighbours.
            let near = Self::GRID.dilate(1 << from);
            return if near >> to & 1 == 0 {
                IllegalMove::NotAdjacent {
                    from: name(from),
                    to: name(to),
                }
            } else if self.piece_at(to).is_some() {
                IllegalMove::DestinationOccupied { square: name(to) }
            } else {
                IllegalMove::DiagonalStep
            };
        }
        if self.piece_at(to) != Some(us.other()) {
            return IllegalMove::NothingToCapture { square: name(to) };
        }
        let entries = self.entry_counts()[from as usize] as usize;
        if entries == 0 {
            return IllegalMove::NotOnCircuit { square: name(from) };
        }
        let ends = Self::ray_ends::<true>(&self.rings(), entries, from as usize);
        if ends.direct >> to & 1 == 1 {
            IllegalMove::NoLoopPassed {
                from: name(from),
                to: name(to),
            }
        } else {
            IllegalMove::PathBlocked {
                from: name(from),
                to: name(to),
            }
        }
    }
}
