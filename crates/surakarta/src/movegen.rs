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

use ludeme_core::bits::set_bits;

use crate::{Colour, MoveOn, PositionOn};

/// The legal moves of a position, on the stack, in a list of fixed
/// capacity (no heap, no spill check).
///
/// Capacity 512: a piece has at most 8 capture targets (two directions on
/// each of at most 4 circuit entries), and the steps of all pieces are at
/// most 8 an empty point (its neighbours), so a side with W pieces and E
/// empty points has at most 8W + 8E ≤ 8N² moves: 288 on 6×6, 392 on 7×7,
/// even for a position set up with [`PositionOn::put`] (from the start,
/// with 2N pieces a side, at most 12 · 16 = 192 on 6×6).
pub type MoveListOn<const N: usize> = ludeme_core::MoveBuffer<MoveOn<N>, 512>;

/// The most pieces whose targets counting and sampling keep on the stack (a
/// side starts with 2N ≤ 14; only set-up positions hold more, and take the
/// slower way).
pub(crate) const MAX_KEPT_PIECES: usize = 16;
// A power of two: a slot index is masked with `MAX_KEPT_PIECES - 1`.
const _: () = assert!(MAX_KEPT_PIECES.is_power_of_two());

/// The moves of one piece, in ascending order of destination: to each
/// point of `targets`, a capture where `captures` has it.
struct PieceMoves<const N: usize> {
    from: u32,
    targets: u64,
    captures: u64,
}

impl<const N: usize> Iterator for PieceMoves<N> {
    type Item = MoveOn<N>;

    #[inline(always)]
    fn next(&mut self) -> Option<MoveOn<N>> {
        if self.targets == 0 {
            return None;
        }
        let to = self.targets.trailing_zeros();
        self.targets &= self.targets - 1;
        let capture = self.captures >> to & 1 == 1;
        Some(MoveOn::new_unchecked(self.from, to, capture))
    }
}

impl<const N: usize> PositionOn<N> {
    #[inline(always)]
    pub(crate) fn someone_lost_every_piece(&self) -> bool {
        self.pieces[0] == 0 || self.pieces[1] == 0
    }

    /// The captures of the side to move from its pieces' capture targets
    /// (entry i: its i-th piece in square order, as
    /// [`PositionOn::add_captures`] keeps them), in the order in which
    /// [`PositionOn::generate_with`] lists them without the steps; for at
    /// most [`MAX_KEPT_PIECES`] pieces.
    #[inline(always)]
    pub(crate) fn captures_from_targets(
        &self,
        targets: &[u64; MAX_KEPT_PIECES],
        moves: &mut MoveListOn<N>,
    ) {
        moves.clear();
        // A loop over the slots that takes the next origin: cheaper than a
        // zip of the two.
        let mut origins = set_bits(self.pieces(self.turn));
        for &captures in targets {
            let Some(from) = origins.next() else { break };
            moves.extend(PieceMoves {
                from,
                targets: captures,
                captures,
            });
        }
    }

    /// Replaces the contents of `moves` with the legal moves, sorted by
    /// origin then destination (with `STEPS` false, the captures alone);
    /// empty when the game is over (a side without pieces, or no legal
    /// move).
    #[inline(always)]
    pub(crate) fn generate_with<const STEPS: bool>(&self, moves: &mut MoveListOn<N>) {
        moves.clear();
        self.for_each_piece::<STEPS>(|from, targets, captures| {
            moves.extend(PieceMoves {
                from,
                targets,
                captures,
            });
        });
    }

    /// Each piece of the side to move, in square order, with the points it
    /// moves to (with `STEPS` false, captures only) and those of them that
    /// are captures; nothing when the game is over.
    #[inline(always)]
    pub(crate) fn for_each_piece<const STEPS: bool>(&self, mut piece: impl FnMut(u32, u64, u64)) {
        if self.someone_lost_every_piece() {
            return;
        }
        let (own, enemy) = (self.pieces(self.turn), self.pieces(self.turn.other()));
        let empty = !self.occupied() & Self::T.all;
        // The capture targets of all pieces at once, by the rays that can
        // pass a loop (at most eight a circuit), as counting finds them;
        // piece by piece for set-up positions with more pieces.
        let mut kept = [0u64; MAX_KEPT_PIECES];
        let by_rank = own.count_ones() as usize <= MAX_KEPT_PIECES;
        if by_rank {
            self.add_captures(own, enemy, &mut kept);
        }
        // The rings and entry counts only for the piece-by-piece way.
        let piece_by_piece = (!by_rank).then(|| (self.rings(), self.entry_counts()));
        for (rank, from) in set_bits(own).enumerate() {
            let from = from as usize;
            let steps = if STEPS {
                self.step_targets(from, empty)
            } else {
                0
            };
            let captures = match &piece_by_piece {
                None => kept[rank & (MAX_KEPT_PIECES - 1)],
                Some((rings, counts)) => match counts[from] as usize {
                    0 => 0,
                    entries => Self::looped_ray_ends(rings, entries, from) & enemy,
                },
            };
            // Steps go to empty points and captures to enemy points: the two
            // sets are disjoint, so one ascending walk keeps the list sorted.
            piece(from as u32, steps | captures, captures);
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
        let (own, enemy) = (self.pieces(self.turn), self.pieces(self.turn.other()));
        let empty = !self.occupied() & Self::T.all;
        let mut count = self.step_count(own, empty);
        if own.count_ones() as usize <= MAX_KEPT_PIECES {
            let mut targets = [0u64; MAX_KEPT_PIECES];
            self.add_captures(own, enemy, &mut targets);
            count += targets.iter().map(|t| t.count_ones()).sum::<u32>();
            return count as usize;
        }
        // Set-up positions with more pieces: piece by piece (a loop of
        // its own: counting through for_each_piece costs the usual path
        // more instructions).
        let (rings, counts) = (self.rings(), self.entry_counts());
        for from in set_bits(own) {
            let entries = counts[from as usize] as usize;
            if entries != 0 {
                count +=
                    (Self::looped_ray_ends(&rings, entries, from as usize) & enemy).count_ones();
            }
        }
        count as usize
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.someone_lost_every_piece() {
            return false;
        }
        let empty = !self.occupied() & Self::T.all;
        let steps = |from| self.step_targets(from as usize, empty) != 0;
        set_bits(self.pieces(self.turn)).any(steps) || self.count_moves() > 0
    }

    /// The colour with more pieces, `None` when equal.
    pub fn more_pieces(&self) -> Option<Colour> {
        let (w, b) = (self.pieces[0].count_ones(), self.pieces[1].count_ones());
        (w != b).then_some(if w > b { Colour::White } else { Colour::Black })
    }
}
