//! How well a side stands: the [`Heuristic`] impl of [`PositionOn`].
//!
//! One scan of each circuit's occupancy ring (four segments, two bit scans
//! each) finds every capture of both sides and the points where each side
//! could recapture; steps are counted by whole-board shifts. The evaluation
//! reads the material, the pieces under attack (and whether they are
//! defended), the mobility and whether the side to move has a move at all
//! (the end of the game) from that one survey, so the legal moves are never
//! generated.
//!
//! The signed score, in pieces, is mapped to `[0, 1]` by [`to_unit`], which
//! is odd about ½: the two sides' values add up to 1.
//!
//! The parts: [`reach`] (the one survey of the circuits), [`terms`] (what
//! the survey and the material are worth) with their weights in
//! [`tuning`]; this module is the [`Heuristic`] impl.

mod reach;
mod terms;
mod tuning;
mod weights;

use ludeme_core::{EndReason, Game, Heuristic, History, Side, Yardstick};

use crate::movegen::MAX_KEPT_PIECES;
use crate::{Colour, MoveOn, PositionOn};
use terms::{material, threat_terms, threats, to_unit};
use tuning::{FUTILITY_MARGIN, MOBILITY};

/// A real evaluation for the search and a plain material count for the
/// yardstick; captures are the tactical moves.
impl<const N: usize> Heuristic for PositionOn<N> {
    /// The 9 weights of the terms listed under [`Heuristic::evaluate`]:
    /// `material_base`, `material_scarcity`, `take`, `take_more`, `trade`,
    /// `threat`, `double_threat`, `trade_later`, `mobility`.
    fn weights(&self) -> &'static [ludeme_core::Weight] {
        &weights::WEIGHTS
    }

    /// White's terms minus Black's, in the order of the weights.
    fn terms(&self, terms: &mut [f64]) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let reach = self.reaches(&mut [0; MAX_KEPT_PIECES]);
        let (white, black) = (&reach[0], &reach[1]);
        let white_to_move = self.turn == Colour::White;
        let (own, theirs) = (self.pieces[0].count_ones(), self.pieces[1].count_ones());
        let diff = f64::from(own) - f64::from(theirs);
        let scarcity = f64::from(4 * N as u32) / f64::from((own + theirs).max(1));
        let threats_white = threat_terms(white, black, white_to_move);
        let threats_black = threat_terms(black, white, !white_to_move);
        let threats = threats_white.iter().zip(threats_black).map(|(w, b)| w - b);
        let mobility = f64::from(white.moves) - f64::from(black.moves);
        let material_terms = [diff, diff * scarcity];
        let all = material_terms.into_iter().chain(threats).chain([mobility]);
        for (term, value) in terms.iter_mut().zip(all) {
            *term = value;
        }
        true
    }

    /// `to_unit`'s slope at ½ is `1 / (2 · 2)` a piece, the logistic's
    /// `1 / 4` a unit: a piece a unit.
    fn score_per_logit(&self) -> f64 {
        tuning::SCALE / 2.0
    }

    /// The other side to move, while both sides have pieces (a side
    /// rarely loses by having to move: a piece that may step anywhere
    /// around it seldom has nothing safe to do).
    fn passed(&self) -> Option<Self> {
        let mut passed = *self;
        passed.turn = self.turn.other();
        passed.hash ^= crate::zobrist::KEYS.turn(Colour::Black);
        (!self.someone_lost_every_piece()).then_some(passed)
    }

    /// 0.06, about a third of a piece near an even score: a step changes
    /// the material not at all, and the attacks and mobility by little
    /// more than that. In matches at equal nodes, pruning with it played
    /// better than without.
    fn futility_margin(&self) -> Option<f64> {
        Some(FUTILITY_MARGIN)
    }

    /// The pieces on the board less two. A game ends when one side has no
    /// piece left, nearly always by captures, so the pieces left say how far
    /// off the end is: in matches of the alpha-beta player, a side made
    /// about two moves fewer than the pieces on the board, on average (and
    /// more than four more in one position of ten: the clock's share keeps
    /// a reserve for those, as a move never aims at more than an eighth of
    /// what is left).
    fn moves_left(&self) -> Option<u32> {
        Some((self.pieces[0].count_ones() + self.pieces[1].count_ones()).saturating_sub(2))
    }

    /// The result for a finished game; otherwise ½ + ½·s / (2 + |s|) for
    /// the score `s` of `side`, in pieces (a piece up on the full board is
    /// ⅔, two pieces ¾; the two sides' values add up to 1):
    ///
    /// - **material**: (own − theirs) · (0.7 + 0.3 · start / left), where
    ///   `start` is the number of pieces at the start (4N) and `left` those
    ///   on the board: dominant, and worth more as the pieces get fewer;
    /// - **attacks** on the circuits, own minus the opponent's: with the
    ///   attacker to move 0.8 for the first undefended target, 0.15 per
    ///   further one and 0.1 per defended one; with the defender to move
    ///   0.15 per undefended target, 0.45 more for two or more, 0.05 per
    ///   defended one. A hanging piece is nearly lost when the opponent
    ///   moves; a defended one only offers a trade;
    /// - **mobility**: 0.05 per step or capturable enemy piece more than the
    ///   opponent has.
    ///
    /// The capture sets, the guards and the move counts come from one scan
    /// of each circuit, which also tells whether the side to move has a
    /// move (the game's end), so the legal moves are never generated.
    fn evaluate(&self, side: Side) -> f64 {
        self.evaluate_finding_captures(side, &mut [0; MAX_KEPT_PIECES])
    }

    /// The yardstick, "captures made minus pieces lost": since both sides
    /// start with the same number of pieces, own pieces − the opponent's,
    /// mapped to `[0, 1]` as [`Heuristic::evaluate`] maps its score (2 pieces
    /// up = ¾). A finished game gives its result.
    fn plain_evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let own = Colour::of_side(side);
        let diff = f64::from(self.pieces(own).count_ones())
            - f64::from(self.pieces(own.other()).count_ones());
        to_unit(diff)
    }

    /// Captures: the only moves that change the material.
    #[inline]
    fn is_tactical(&self, mv: MoveOn<N>) -> bool {
        mv.is_capture()
    }

    /// The captures, listed without the steps.
    #[inline]
    fn tactical_moves(&self, moves: &mut crate::MoveListOn<N>) {
        self.generate_with::<false>(moves);
    }

    /// The evaluation's scan of the circuits finds the captures of the
    /// side to move on the way: they are listed from it (the plain
    /// yardstick, which scans nothing, lists them as `tactical_moves`).
    #[inline]
    fn stand_pat(
        &self,
        side: Side,
        yardstick: Yardstick,
        moves: &mut crate::MoveListOn<N>,
        wants_moves: impl FnOnce(f64) -> bool,
    ) -> f64 {
        let mut captures = [0; MAX_KEPT_PIECES];
        let plain = yardstick == Yardstick::Plain;
        let value = if plain {
            self.plain_evaluate(side)
        } else {
            self.evaluate_finding_captures(side, &mut captures)
        };
        if wants_moves(value) {
            if plain || self.pieces(self.turn).count_ones() as usize > MAX_KEPT_PIECES {
                self.generate_with::<false>(moves);
            } else {
                self.captures_from_targets(&captures, moves);
            }
        }
        value
    }
}

impl<const N: usize> PositionOn<N> {
    /// [`Heuristic::evaluate`], the captures of the side to move kept in
    /// `captures` (entry i: the targets of its i-th piece in square order;
    /// none when the game is over).
    #[inline(always)]
    fn evaluate_finding_captures(&self, side: Side, captures: &mut [u64; MAX_KEPT_PIECES]) -> f64 {
        if self.pieces[0] == 0 || self.pieces[1] == 0 {
            return self.outcome().map_or(0.5, |end| end.value_for(side));
        }
        let reach = self.reaches(captures);
        let mover = self.turn;
        if reach[mover.index()].moves == 0 {
            return self.adjudicate(EndReason::NoLegalMove).value_for(side);
        }
        let (white, black) = (&reach[0], &reach[1]);
        let white_to_move = mover == Colour::White;
        let (whites, blacks) = (self.pieces[0].count_ones(), self.pieces[1].count_ones());
        let score = material(whites, blacks, 4 * N as u32) + threats(white, black, white_to_move)
            - threats(black, white, !white_to_move)
            + MOBILITY * (f64::from(white.moves) - f64::from(black.moves));
        // White's score (side 0), turned round for Black (any other side).
        to_unit(if side == Side(0) { score } else { -score })
    }
}

#[cfg(test)]
mod tests;
