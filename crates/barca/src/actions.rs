//! The fixed action space and observation tensor ([`ludeme_core::Actions`]).
//!
//! - **Actions**: `from · 100 + to`, squares `rank · 10 + file` (a1 is 0):
//!   10,000 actions, one per move.
//! - **Observation**: `[8, 10, 10]` float32, as the side to move sees the
//!   board (Black's view turned upside down: ranks reversed, files kept),
//!   1.0 where true: planes 0–2 its own mice, lions and elephants, 3–5 the
//!   opponent's, 6 the watering holes, 7 its scared animals (those that
//!   must escape).

use ludeme_core::bits::set_bits;
use ludeme_core::{ActionSteps, Actions, LegalActions, ObservationSink, Outcome};

use crate::movegen::{moves_to, MAX_MOVES};
use crate::tables::WATERING_HOLES;
use crate::{Colour, Move, Position, Rules};

impl Actions for Position {
    const ACTION_SPACE: &'static str = "Barca (10×10): action ``from * 100 + to`` (a1 = 0); 10,000 actions. Observation ``(8, 10, 10)``: the mover's mice, lions, elephants, the opponent's, the watering holes, the mover's scared animals (Black's view turned upside down).";

    /// Animal by animal in square order, each to its destinations in
    /// square order.
    const MOVES_IN_ACTION_ORDER: bool = true;

    fn num_actions(_rules: &Rules) -> usize {
        10_000
    }

    fn actions_of(&self, mv: Move) -> ActionSteps {
        ActionSteps::One(u32::from(mv.from()) * 100 + u32::from(mv.to()))
    }

    /// The end test and the moves from one survey: holes held, else the
    /// moves (none: the side to move has no legal move).
    fn outcome_and_legal_actions_as<M: Copy>(
        &self,
        legal: &mut LegalActions<M>,
        mut wrap: impl FnMut(Move) -> M,
    ) -> Option<Outcome> {
        if let Some(won) = self.holes_outcome() {
            legal.clear();
            return Some(won);
        }
        let sets = self.move_sets();
        // Straight from the destination sets, in action order (animal by
        // animal in square order, each to its destinations in order).
        legal.refill_in_order(MAX_MOVES, |list| {
            for i in 0..sets.len {
                moves_to(u32::from(sets.from[i]), sets.to[i]).for_each(|mv| {
                    list.push(u32::from(mv.from()) * 100 + u32::from(mv.to()), wrap(mv));
                });
            }
        });
        legal.is_empty().then(|| self.no_move_outcome())
    }

    fn observation_shape(_rules: &Rules) -> [usize; 3] {
        [8, 10, 10]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, _pending: &[u32], out: &mut O) {
        let us = self.turn;
        let flip = us == Colour::Black;
        let mut mark = |plane: usize, bits: u128| {
            set_bits(bits).for_each(|square| {
                let (file, rank) = (square as usize % 10, square as usize / 10);
                let row = if flip { 9 - rank } else { rank };
                out.set(plane * 100 + row * 10 + file, 1.0);
            });
        };
        for (base, colour) in [(0, us), (3, us.other())] {
            for kind in 0..3 {
                mark(base + kind, self.animals[colour.index()][kind]);
            }
        }
        mark(6, WATERING_HOLES);
        mark(7, self.scared());
    }
}
