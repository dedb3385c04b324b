//! [`AnyGame`]'s other traits (history rules, heuristic, actions, pictures,
//! the battery's hooks), each method forwarded to the game's own type by
//! the registry's one match.

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{
    ActionSteps, Actions, DiagramStyle, EndReason, Game, Heuristic, History, HistoryRules,
    LegalActions, ObservationSink, Outcome, Render, Side, Yardstick,
};

use crate::any_game::any_move;
use crate::{AnyGame, AnyMove, AnyRules, Member};

impl History for AnyGame {
    fn history_rules(&self) -> HistoryRules {
        each!(AnyGame, self, p => p.history_rules())
    }

    fn is_irreversible(&self, mv: AnyMove) -> bool {
        each_with_move!((self, mv), (p, m) => p.is_irreversible(m), else false)
    }

    fn adjudicate(&self, reason: EndReason) -> Outcome {
        each!(AnyGame, self, p => p.adjudicate(reason))
    }
}

/// `moves`, of `state`'s game, by name.
fn wrap_moves<G: Member>(_state: &G, own: &[G::Move], moves: &mut <AnyGame as Game>::MoveList) {
    moves.clear();
    moves.extend(own.iter().map(|&m| G::any_move(m)));
}

impl Heuristic for AnyGame {
    fn evaluate(&self, side: Side) -> f64 {
        each!(AnyGame, self, p => p.evaluate(side))
    }

    fn plain_evaluate(&self, side: Side) -> f64 {
        each!(AnyGame, self, p => p.plain_evaluate(side))
    }

    fn is_tactical(&self, mv: AnyMove) -> bool {
        each_with_move!((self, mv), (p, m) => p.is_tactical(m), else false)
    }

    fn tactical_moves(&self, moves: &mut Self::MoveList) {
        each!(AnyGame, self, p => {
            let mut own = Default::default();
            p.tactical_moves(&mut own);
            wrap_moves(p, &own, moves)
        })
    }

    fn weights(&self) -> &'static [ludeme_core::Weight] {
        each!(AnyGame, self, p => p.weights())
    }

    fn terms(&self, terms: &mut [f64]) -> bool {
        each!(AnyGame, self, p => p.terms(terms))
    }

    fn score_per_logit(&self) -> f64 {
        each!(AnyGame, self, p => p.score_per_logit())
    }

    fn passed(&self) -> Option<Self> {
        each!(AnyGame, self, p => p.passed().map(Into::into))
    }

    fn stand_pat(
        &self,
        side: Side,
        yardstick: Yardstick,
        moves: &mut Self::MoveList,
        wants_moves: impl FnOnce(f64) -> bool,
    ) -> f64 {
        each!(AnyGame, self, p => {
            let mut own = Default::default();
            let value = p.stand_pat(side, yardstick, &mut own, wants_moves);
            wrap_moves(p, &own, moves);
            value
        })
    }
}

impl Actions for AnyGame {
    fn num_actions(rules: &AnyRules) -> usize {
        each_rules!(rules, G, r => G::num_actions(r))
    }

    /// The first action of a move of another game is `u32::MAX`, which no
    /// legal action is.
    fn actions_of(&self, mv: AnyMove) -> ActionSteps {
        each_with_move!((self, mv), (p, m) => p.actions_of(m), else ActionSteps::One(u32::MAX))
    }

    fn observation_shape(rules: &AnyRules) -> [usize; 3] {
        each_rules!(rules, G, r => G::observation_shape(r))
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, pending: &[u32], out: &mut O) {
        each!(AnyGame, self, p => p.observe_into(pending, out))
    }

    /// Built on the game's own type, its moves wrapped.
    fn refill_legal_actions(&self, legal: &mut LegalActions<AnyMove>) {
        each!(AnyGame, self, p => legal.refill(p, |m| any_move(p, m)))
    }

    /// Built on the game's own type, its moves wrapped.
    fn outcome_and_legal_actions_as<M: Copy>(
        &self,
        legal: &mut LegalActions<M>,
        mut wrap: impl FnMut(AnyMove) -> M,
    ) -> Option<Outcome> {
        each!(AnyGame, self, p => p.outcome_and_legal_actions_as(legal, |m| wrap(any_move(p, m))))
    }
}

impl Render for AnyGame {
    fn diagram(&self, style: DiagramStyle) -> String {
        each!(AnyGame, self, p => p.diagram(style))
    }

    fn svg(&self) -> String {
        each!(AnyGame, self, p => p.svg())
    }

    /// Nothing for a move of another game.
    fn move_squares(&self, mv: AnyMove) -> Vec<String> {
        each_with_move!((self, mv), (p, m) => p.move_squares(m), else Vec::new())
    }
}

#[cfg(feature = "testing")]
impl ludeme_core::testing::TestableGame for AnyGame {
    fn candidate_moves(&self) -> Vec<AnyMove> {
        each!(AnyGame, self, p => p
            .candidate_moves()
            .into_iter()
            .map(|m| any_move(p, m))
            .collect())
    }

    fn zobrist_from_scratch(&self) -> u64 {
        each!(AnyGame, self, p => p.zobrist_from_scratch())
    }
}
