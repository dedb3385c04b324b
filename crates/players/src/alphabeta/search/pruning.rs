//! Pruning of quiet moves near the leaves, for games whose estimate says
//! how much a quiet move may change ([`Heuristic::futility_margin`]):
//! futility pruning (no quiet move can lift a hopeless estimate to the
//! bound) and late move pruning (the quiet moves the order puts last are
//! not tried at all). Only off the principal variation (a null window),
//! never at the root, and not for a bound that is a forced result.

use ludeme_core::{Heuristic, History};

use super::super::score;
use super::Search;

/// Futility pruning at nodes this many plies above quiescence or fewer.
const FUTILITY_DEPTH: u32 = 2;
/// Late move pruning at nodes this many plies above quiescence or fewer:
const LATE_MOVE_DEPTH: u32 = 3;
/// the quiet moves after the first `LATE_MOVE_BASE + depth²` moves are
/// skipped.
const LATE_MOVE_BASE: usize = 3;

/// Which quiet moves a node skips (the tactical moves, the killers and the
/// first move are always searched). A skipped move does not count in the
/// node's score: a node that fails low reports the best of the moves it
/// searched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct QuietPruning {
    /// All of them: the estimate plus the margin for each ply falls short
    /// of the bound.
    futile: bool,
    /// Those after this many moves.
    late_after: Option<usize>,
}

impl QuietPruning {
    /// Whether a quiet move after `searched` moves is skipped.
    #[inline]
    pub(super) fn skips(&self, searched: usize) -> bool {
        searched > 0 && (self.futile || self.late_after.is_some_and(|after| searched >= after))
    }
}

impl<G: Heuristic + History> Search<'_, G> {
    /// The pruning of a node `depth` plies above quiescence, `ply` from the
    /// root, where a seat of `maximising` acts, with the window
    /// `alpha`..`beta`.
    pub(super) fn quiet_pruning(
        &mut self,
        state: &G,
        key: u64,
        (depth, ply): (u32, u32),
        maximising: bool,
        (alpha, beta): (i32, i32),
    ) -> QuietPruning {
        let off_line = ply > 0 && beta - alpha == 1 && self.config.enhanced;
        if !off_line || depth > LATE_MOVE_DEPTH {
            return QuietPruning::default();
        }
        let bound = if maximising { alpha } else { beta };
        let Some(margin) = state
            .futility_margin()
            .filter(|_| bound.abs() < score::DECIDED)
        else {
            return QuietPruning::default();
        };
        let futile = depth <= FUTILITY_DEPTH && {
            let stand = self.estimate(state, key, maximising);
            let margin = score::margin(margin) * depth as i32;
            if maximising {
                stand + margin <= alpha
            } else {
                stand - margin >= beta
            }
        };
        QuietPruning {
            futile,
            late_after: Some(LATE_MOVE_BASE + (depth * depth) as usize),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabeta::estimates::EstimateCache;
    use crate::alphabeta::search::Interrupts;
    use crate::alphabeta::table::TranspositionTable;
    use crate::alphabeta::{AlphaBetaConfig, Budget};
    use ludeme_core::{Game, GameLine, Side};

    #[test]
    fn the_first_move_is_always_searched_and_a_futile_node_skips_every_later_quiet_one() {
        let futile = QuietPruning {
            futile: true,
            late_after: Some(7),
        };
        assert!(!futile.skips(0));
        assert!(futile.skips(1));
        assert!(futile.skips(9));
        let late = QuietPruning {
            futile: false,
            late_after: Some(7),
        };
        assert!(!late.skips(6));
        assert!(late.skips(7));
        assert!(!QuietPruning::default().skips(100));
    }

    /// The pruning of `state`'s node at `depth` and `ply` in the window
    /// `alpha`..`alpha + width`, searched for the side to move.
    fn pruning_of<G: Heuristic + History>(
        state: &G,
        (depth, ply): (u32, u32),
        alpha: i32,
        width: i32,
    ) -> QuietPruning {
        let config = AlphaBetaConfig::new(Budget::Depth(depth));
        let (mut table, mut estimates) = (TranspositionTable::default(), EstimateCache::default());
        table.prepare(config.table_bits, Side(0));
        estimates.prepare(config.estimate_bits, Side(0), false);
        let record = GameLine::new(state.clone());
        let mut search = Search::new(
            config,
            &mut table,
            &mut estimates,
            &record,
            Side(0),
            Interrupts::default(),
            None,
        );
        let key = state.zobrist();
        search.quiet_pruning(state, key, (depth, ply), true, (alpha, alpha + width))
    }

    #[test]
    fn only_null_windows_below_the_root_near_the_leaves_of_a_game_with_a_margin_prune() {
        let start = ludeme_surakarta::Position::start();
        // The start is even (score 0); the margin is 1,200 a ply.
        let late = |depth: u32| Some(LATE_MOVE_BASE + (depth * depth) as usize);
        let prunes = |futile, depth| QuietPruning {
            futile,
            late_after: late(depth),
        };
        assert_eq!(pruning_of(&start, (1, 3), 1_201, 1), prunes(true, 1));
        assert_eq!(pruning_of(&start, (1, 3), 1_200, 1), prunes(true, 1));
        assert_eq!(pruning_of(&start, (1, 3), 1_199, 1), prunes(false, 1));
        assert_eq!(pruning_of(&start, (2, 3), 2_400, 1), prunes(true, 2));
        assert_eq!(pruning_of(&start, (2, 3), 2_399, 1), prunes(false, 2));
        // Three plies above quiescence: no futility, the late moves only.
        assert_eq!(pruning_of(&start, (3, 3), 9_000, 1), prunes(false, 3));
        let none = QuietPruning::default();
        // Deeper, at the root, on the principal variation, or against a
        // forced result: nothing.
        assert_eq!(pruning_of(&start, (4, 3), 9_000, 1), none);
        assert_eq!(pruning_of(&start, (2, 0), 9_000, 1), none);
        assert_eq!(pruning_of(&start, (2, 3), 9_000, 2), none);
        assert_eq!(pruning_of(&start, (2, 3), score::WON, 1), none);
        // A game without a margin prunes nothing.
        let race = ludeme_testing::demo::DiceRace::start();
        assert_eq!(pruning_of(&race, (2, 3), 9_000, 1), none);
    }
}
