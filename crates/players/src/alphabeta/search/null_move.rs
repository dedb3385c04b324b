//! Null-move pruning: a side already past the bound passes the move, and
//! if the opponent's reply, searched shallower, leaves it past the bound
//! still, the node is cut.

use ludeme_core::{Heuristic, History};

use super::super::score;
use super::Search;

/// Null-move pruning: from this depth on, a side whose estimate is already
/// past the bound passes the move, and the opponent's reply is searched
/// `NULL_REDUCTION` plies (one more per `NULL_DEPTH_STEP` of depth)
/// shallower than a move would be; if the side still stands past the
/// bound, the node is cut.
const NULL_FROM_DEPTH: u32 = 3;
const NULL_REDUCTION: u32 = 2;
const NULL_DEPTH_STEP: u32 = 6;

impl<G: Heuristic + History> Search<'_, G> {
    /// Null-move pruning at a node where a seat of `maximising` acts: when
    /// the game lets the side pass ([`Heuristic::passed`]), its estimate is
    /// already past the bound, and the opponent's reply to the pass,
    /// searched shallower with a null window at the bound, leaves it past
    /// the bound still, the score to cut the node with. Not at the root,
    /// nor right after another null move, nor for a bound that is a forced
    /// result.
    pub(super) fn null_move_cut(
        &mut self,
        state: &G,
        key: u64,
        depth: u32,
        ply: u32,
        maximising: bool,
        (alpha, beta): (i32, i32),
    ) -> Option<i32> {
        let after_null = ply > 0 && self.null_ply == Some(ply - 1);
        if ply == 0 || !self.config.enhanced || depth < NULL_FROM_DEPTH || after_null {
            return None;
        }
        let bound = if maximising { beta } else { alpha };
        if bound.abs() >= score::DECIDED {
            return None;
        }
        let passed = state.passed()?;
        let stand = self.estimate(state, key, maximising);
        let past = |score: i32| {
            if maximising {
                score >= beta
            } else {
                score <= alpha
            }
        };
        if !past(stand) {
            return None;
        }
        let reduction = NULL_REDUCTION + depth / NULL_DEPTH_STEP;
        let (low, high) = if maximising {
            (beta - 1, beta)
        } else {
            (alpha, alpha + 1)
        };
        let undo = self.line.enter_null(&passed);
        let outer = self.null_ply.replace(ply);
        let child_depth = depth.saturating_sub(1 + reduction);
        let score = self.search(&passed, child_depth, ply + 1, low, high);
        self.null_ply = outer;
        self.line.leave(undo);
        // A forced result found after a pass is not one the side can
        // count on: the bound itself is returned instead.
        (!self.stopped && past(score)).then_some(if score.abs() >= score::DECIDED {
            bound
        } else {
            score
        })
    }
}
