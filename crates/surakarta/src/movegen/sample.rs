//! A uniformly random legal move without listing the moves: each piece's
//! targets counted, the draw found by counting, without a branch on the
//! board.

use ludeme_core::bits::{nth_set_bit, set_bits};
use ludeme_core::{Game, SplitMix64};

use super::MAX_KEPT_PIECES;
use crate::{MoveOn, PositionOn};

impl<const N: usize> PositionOn<N> {
    /// A uniformly random legal move without listing the moves: exactly
    /// the move `legal_moves()[rng.below(len)]` gives (the same draw from
    /// `rng`, the same order as [`PositionOn::generate_with`]), `None` when the
    /// game is over. The body of [`ludeme_core::Game::sample_move`].
    ///
    /// Each piece's targets ([`PositionOn::piece_targets`]) are counted; the
    /// draw is then found by counting, without a branch on the board.
    #[inline]
    pub(crate) fn sample(&self, rng: &mut SplitMix64) -> Option<MoveOn<N>> {
        if self.someone_lost_every_piece() {
            return None;
        }
        let (own, enemy) = (self.pieces(self.turn), self.pieces(self.turn.other()));
        let pieces = own.count_ones() as usize;
        if pieces > MAX_KEPT_PIECES {
            // Only set-up positions hold this many pieces.
            let moves = self.legal_moves();
            return (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize]);
        }
        let (targets, origins) = self.piece_targets(own, enemy);
        let total: u32 = targets[..pieces].iter().map(|t| t.count_ones()).sum();
        if total == 0 {
            return None;
        }
        let r = rng.below(u64::from(total)) as u32;
        // The piece holding move r is the first whose running total passes r.
        let (mut i, mut before, mut running) = (0, 0, 0);
        for to in &targets[..pieces] {
            let here = to.count_ones();
            running += here;
            let past = u32::from(running <= r);
            i += past as usize;
            before += here * past;
        }
        let to = nth_set_bit(targets[i], r - before);
        let capture = enemy >> to & 1 == 1;
        Some(MoveOn::new_unchecked(u32::from(origins[i]), to, capture))
    }

    /// The targets (steps and captures) of each of the pieces `own` of the
    /// side to move, at most [`MAX_KEPT_PIECES`] of them, in square
    /// order, with the points they stand on; the rest of both arrays is
    /// empty. A target is a capture exactly when an `enemy` piece stands on it.
    #[inline(always)]
    fn piece_targets(
        &self,
        own: u64,
        enemy: u64,
    ) -> ([u64; MAX_KEPT_PIECES], [u8; MAX_KEPT_PIECES]) {
        let empty = !self.occupied() & Self::T.all;
        let mut targets = [0u64; MAX_KEPT_PIECES];
        let mut origins = [0u8; MAX_KEPT_PIECES];
        for ((slot, origin), from) in targets.iter_mut().zip(&mut origins).zip(set_bits(own)) {
            let from = from as usize;
            *slot = self.step_targets(from, empty);
            *origin = from as u8;
        }
        self.add_captures(own, enemy, &mut targets);
        (targets, origins)
    }
}
