//! Legal move generation, counting and checking.
//!
//! Steps come from neighbourhood masks (or, when only counted, from eight
//! whole-board shifts). Captures use the circuits' occupancy rings: with the
//! mover's own point cleared from its ring, the first occupied entry in each
//! direction is a trailing- or leading-zero count on the doubled ring, and a
//! loop is passed exactly when that distance runs past the end of the
//! segment the mover stands on.
//!
//! Counting and random sampling, which need no list, follow only the rays
//! that can pass a loop: those from the first and last occupied entry of
//! each segment, without a branch on the board (on the ever new positions
//! of a random playout, a mispredicted branch costs more than the
//! instructions it saves).
//!
//! The parts: [`steps`], capture [`rays`], random [`sample`]s without a
//! list, and [`legality`] (checking one move, and why it is illegal); this
//! module lists and counts the moves.

mod legality;
mod rays;
mod sample;
mod steps;

use smallvec::SmallVec;

use crate::{Colour, MoveOn, PositionOn};

/// The legal moves of a position, on the stack.
///
/// Capacity 256: a piece has at most 8 steps and at most 8 capture targets
/// (two directions on each of at most 4 circuit entries), and a side has at
/// most 2N pieces, so 6×6 needs at most 12 · 16 = 192 and 7×7 at most
/// 14 · 16 = 224 moves.
pub type MoveListOn<const N: usize> = SmallVec<[MoveOn<N>; 256]>;

/// The most pieces whose targets counting and sampling keep on the stack (a
/// side starts with 2N ≤ 14; only set-up positions hold more, and take the
/// slower way).
const MAX_KEPT_PIECES: usize = 16;
// A power of two: a slot index is masked with `MAX_KEPT_PIECES - 1`.
const _: () = assert!(MAX_KEPT_PIECES.is_power_of_two());

impl<const N: usize> PositionOn<N> {
    #[inline(always)]
    fn someone_lost_every_piece(&self) -> bool {
        self.pieces[0] == 0 || self.pieces[1] == 0
    }

    /// Replaces the contents of `moves` with the legal moves, sorted by
    /// origin then destination; empty when the game is over (a side without
    /// pieces, or no legal move). The body of [`ludeme_core::Game::generate_moves`].
    pub(crate) fn generate(&self, moves: &mut MoveListOn<N>) {
        moves.clear();
        if self.someone_lost_every_piece() {
            return;
        }
        let us = self.turn;
        let own = self.pieces(us);
        let enemy = self.pieces(us.other());
        let empty = !self.occupied() & Self::T.all;
        let rings = self.rings();
        let counts = self.entry_counts();
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let steps = self.step_targets(from, empty);
            let entries = counts[from] as usize;
            let captures = if entries == 0 {
                0
            } else {
                self.capture_targets_with(&rings, entries, from, enemy)
            };
            // Steps go to empty points and captures to enemy points: the two
            // sets are disjoint, so one ascending walk keeps the list sorted.
            let mut targets = steps | captures;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                moves.push(MoveOn::new_unchecked(
                    from as u32,
                    to,
                    captures >> to & 1 == 1,
                ));
            }
        }
    }

    /// The number of legal moves, without listing them (perft's last ply):
    /// the body of [`ludeme_core::Game::legal_move_count`]. Captures by
    /// [`PositionOn::add_captures`] (piece by piece for set-up positions with
    /// more than [`MAX_KEPT_PIECES`] pieces a side).
    pub(crate) fn count_moves(&self) -> usize {
        if self.someone_lost_every_piece() {
            return 0;
        }
        let t = Self::T;
        let us = self.turn;
        let own = self.pieces(us);
        let enemy = self.pieces(us.other());
        let empty = !self.occupied() & t.all;
        let mut count = self.step_count(own, empty);
        if own.count_ones() as usize <= MAX_KEPT_PIECES {
            let mut targets = [0u64; MAX_KEPT_PIECES];
            self.add_captures(own, enemy, &mut targets);
            count += targets.iter().map(|t| t.count_ones()).sum::<u32>();
            return count as usize;
        }
        let rings = self.rings();
        let counts = self.entry_counts();
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let entries = counts[from] as usize;
            if entries != 0 {
                count += self
                    .capture_targets_with(&rings, entries, from, enemy)
                    .count_ones();
            }
        }
        count as usize
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.someone_lost_every_piece() {
            return false;
        }
        let t = Self::T;
        let own = self.pieces(self.turn);
        let empty = !self.occupied() & t.all;
        let mut bits = own;
        while bits != 0 {
            let from = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if self.step_targets(from, empty) != 0 {
                return true;
            }
        }
        self.count_moves() > 0
    }

    /// The colour with more pieces, `None` when equal.
    pub fn more_pieces(&self) -> Option<Colour> {
        let (w, b) = (self.pieces[0].count_ones(), self.pieces[1].count_ones());
        match w.cmp(&b) {
            core::cmp::Ordering::Greater => Some(Colour::White),
            core::cmp::Ordering::Less => Some(Colour::Black),
            core::cmp::Ordering::Equal => None,
        }
    }
}
