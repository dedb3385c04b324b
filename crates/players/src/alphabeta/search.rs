//! One search: alpha-beta with principal variation search and late move
//! reductions, quiescence past the depth, and expectimax at chance nodes,
//! within the configuration's budget.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ludeme_core::{Actor, Heuristic, History, Outcome, Record, Side};

use super::estimates::{Estimate, EstimateCache};
use super::line_history::LineHistory;
use super::ordering::{MoveOrdering, Ordered};
use super::score::{self, WIN};
use super::table::{Bound, TranspositionTable};
use super::{AlphaBetaConfig, Budget};
use crate::clock::Instant;

/// The most plies quiescence follows tactical moves past the depth.
const QUIESCENCE_PLIES: u32 = 8;
/// Late move reductions: quiet moves from this one on (in search order)
/// are first searched a ply shallower, from this depth on...
const REDUCE_AFTER: usize = 3;
const REDUCE_FROM_DEPTH: u32 = 3;
/// ... and two plies shallower from this move and depth on.
const REDUCE_MORE_AFTER: usize = 12;
const REDUCE_MORE_FROM_DEPTH: u32 = 5;

/// Late move reductions: the plies by which a move is first searched
/// shallower, when `searched` moves were searched before it at a node
/// `depth` deep; only a quiet move (neither tactical nor a killer) is.
#[inline]
fn reduction(searched: usize, depth: u32, tactical: bool, killer: bool) -> u32 {
    let quiet = !tactical && !killer;
    match (searched, depth) {
        _ if !quiet => 0,
        (n, d) if n >= REDUCE_MORE_AFTER && d >= REDUCE_MORE_FROM_DEPTH => 2,
        (n, d) if n >= REDUCE_AFTER && d >= REDUCE_FROM_DEPTH => 1,
        _ => 0,
    }
}

/// Searches a move after the first at a node `depth` deep, of window
/// `alpha`..`beta`: with the null window just past the bound it must beat
/// (principal variation search), first `reduction` plies shallower (late
/// move reductions); while it may be better, again at the full depth, then
/// with the full window. `search_child(depth, low, high)` searches the
/// move's child, `None` once the budget ends the search (which ends this
/// too).
#[inline]
fn search_later_move(
    maximising: bool,
    (alpha, beta): (i32, i32),
    depth: u32,
    reduction: u32,
    mut search_child: impl FnMut(u32, i32, i32) -> Option<i32>,
) -> Option<i32> {
    let (low, high) = if maximising {
        (alpha, alpha + 1)
    } else {
        (beta - 1, beta)
    };
    let beats = |score: i32| {
        if maximising {
            score > alpha
        } else {
            score < beta
        }
    };
    let mut score = search_child(depth - 1 - reduction, low, high)?;
    if reduction > 0 && beats(score) {
        score = search_child(depth - 1, low, high)?;
    }
    if beats(score) && beta - alpha > 1 {
        score = search_child(depth - 1, alpha, beta)?;
    }
    Some(score)
}

/// Whether at least half of `budget` is `spent`: the one rule for time
/// (in nanoseconds) and for nodes.
#[inline]
fn half_spent(spent: u128, budget: u128) -> bool {
    spent * 2 >= budget
}

/// The state of one search.
pub(super) struct Search<'a, G: Heuristic + History> {
    config: AlphaBetaConfig,
    table: &'a mut TranspositionTable,
    /// The heuristic scores quiescence stood on.
    estimates: &'a mut EstimateCache,
    side: Side,
    nodes: u64,
    started: Instant,
    stopped: bool,
    /// Set from outside to end the search (checked with the clock).
    stop: Option<&'a AtomicBool>,
    /// Killers and history, for the order of moves.
    ordering: MoveOrdering<G::Move>,
    /// The record and the moves entered since its position, for the
    /// history rules.
    line: LineHistory,
    /// The best root move of the iteration under way.
    root_best: Option<usize>,
}

impl<'a, G: Heuristic + History> Search<'a, G> {
    /// A search of the record's position for `side`, with `table` (ready
    /// for the side), ended early when `stop` is set.
    pub(super) fn new(
        config: AlphaBetaConfig,
        table: &'a mut TranspositionTable,
        estimates: &'a mut EstimateCache,
        record: &Record<G>,
        side: Side,
        stop: Option<&'a AtomicBool>,
    ) -> Self {
        let line = LineHistory::new(record);
        Search {
            config,
            table,
            estimates,
            side,
            nodes: 0,
            started: Instant::now(),
            stopped: false,
            stop,
            ordering: MoveOrdering::new(config.enhanced),
            line,
            root_best: None,
        }
    }

    /// Nodes visited so far.
    pub(super) const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the budget ran out.
    pub(super) const fn stopped(&self) -> bool {
        self.stopped
    }

    /// Time since the search began.
    pub(super) fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The deepest iteration the configuration allows.
    pub(super) fn max_depth(&self) -> u32 {
        match self.config.budget {
            Budget::Depth(d) => d.min(self.config.max_depth),
            _ => self.config.max_depth,
        }
    }

    /// Whether the budget is spent or the search was told to stop
    /// (checked as nodes are counted).
    fn out_of_budget(&mut self) -> bool {
        if !self.stopped {
            // The clock and the flag are read every 1024 nodes.
            let check = || self.nodes % 1024 == 0;
            self.stopped = match self.config.budget {
                Budget::Nodes(n) => self.nodes >= n,
                Budget::Time(t) => check() && self.started.elapsed() >= t,
                Budget::Depth(_) => false,
            } || (self.stop.is_some() && check() && self.told_to_stop());
        }
        self.stopped
    }

    /// Whether the budget is spent, at a node `ply` plies from the root.
    /// The root itself is never cut off: an iteration starts only with
    /// more than half the budget left and nothing told to stop, and the
    /// first iteration must give a move.
    fn out_of_budget_below_root(&mut self, ply: u32) -> bool {
        ply > 0 && self.out_of_budget()
    }

    /// Whether the flag from outside says stop.
    fn told_to_stop(&self) -> bool {
        self.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Whether the next iteration is not worth starting: it would take
    /// several times as long as all before it, so that less than half the
    /// budget left would hardly search its first moves.
    pub(super) fn out_of_budget_for_next(&self) -> bool {
        self.told_to_stop()
            || match self.config.budget {
                Budget::Time(t) => half_spent(self.started.elapsed().as_nanos(), t.as_nanos()),
                Budget::Nodes(n) => half_spent(self.nodes.into(), n.into()),
                Budget::Depth(_) => false,
            }
    }

    /// The heuristic score of a state for the search's side.
    fn static_score(&self, state: &G) -> i32 {
        let value = if self.config.plain {
            state.plain_evaluate(self.side)
        } else {
            state.evaluate(self.side)
        };
        score::heuristic(value)
    }

    /// The score of a finished game, `ply` plies from the root.
    fn result_score(&self, outcome: Outcome, ply: u32) -> i32 {
        score::result(outcome, self.side, ply, self.config.contempt)
    }

    /// Searches the root to `depth`: the score and the best move's index,
    /// of the moves searched in full if the budget ran out part way;
    /// `None` if it ran out before the first move was (the previous
    /// iteration stands).
    pub(super) fn root(&mut self, root: &G, depth: u32) -> Option<(i32, usize)> {
        self.root_best = None;
        let score = self.search(root, depth, 0, -WIN - 1, WIN + 1);
        Some((score, self.root_best?))
    }

    /// Alpha-beta (fail-soft) for the search's side: its seats maximise,
    /// the others minimise, chance averages. After the first move, a move
    /// is searched with a null window (principal variation search), and a
    /// late quiet move first a ply or two shallower (late move
    /// reductions); either is searched again in full when it may be better.
    fn search(&mut self, state: &G, depth: u32, ply: u32, mut alpha: i32, mut beta: i32) -> i32 {
        if depth == 0 {
            return self.quiesce(state, ply, alpha, beta, QUIESCENCE_PLIES);
        }
        self.nodes += 1;
        if self.out_of_budget_below_root(ply) {
            return 0;
        }
        let seat = match state.to_act() {
            Actor::Seat(seat) => Some(seat),
            Actor::Chance => None,
            _ => return self.end_score(state, ply),
        };
        if ply > 0 {
            if let Some(outcome) = self.line.end(state) {
                return self.result_score(outcome, ply);
            }
        }
        let key = state.zobrist();
        if ply > 0 {
            if let Some(score) = self.table.cutoff(key, depth, ply, alpha, beta) {
                return score;
            }
        }
        let Some(seat) = seat else {
            return self.chance(state, key, depth, ply);
        };
        let maximising = state.side_of(seat) == self.side;
        // Listed in this frame: a list returned by value is copied whole
        // (Surakarta's holds 512 moves).
        let mut moves = G::MoveList::default();
        state.generate_moves(&mut moves);
        if moves.is_empty() {
            return self.end_score(state, ply);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if maximising { -WIN - 1 } else { WIN + 1 };
        let mut best_index = None;
        let mut order = self.ordering.order(key, self.table);
        // How many moves were searched before this one.
        let mut searched = 0;
        while let Some(next) = order.next(&self.ordering.facts(state, &moves, ply)) {
            let Ordered {
                index,
                tactical,
                killer,
            } = next;
            let mv = moves[index];
            let (child, undo) = self.line.enter(state, mv);
            let score = if searched == 0 || !self.config.enhanced {
                self.search(&child, depth - 1, ply + 1, alpha, beta)
            } else {
                let reduction = reduction(searched, depth, tactical, killer);
                let search_child = |depth, low, high| {
                    let score = self.search(&child, depth, ply + 1, low, high);
                    (!self.stopped).then_some(score)
                };
                // Stopped: unfinished, and dropped just below.
                search_later_move(maximising, (alpha, beta), depth, reduction, search_child)
                    .unwrap_or(0)
            };
            self.line.leave(undo);
            if self.stopped {
                // This move's score is unfinished: the best stands on the
                // moves searched in full (at the root, what the iteration
                // reports).
                break;
            }
            let better = if maximising {
                score > best
            } else {
                score < best
            };
            if better || best_index.is_none() {
                best = score;
                best_index = Some(index);
                if ply == 0 {
                    self.root_best = Some(index);
                }
            }
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                self.ordering.note_cutoff(mv, tactical, depth, ply);
                break;
            }
            searched += 1;
        }
        self.ordering.recycle(order);
        if !self.stopped {
            let bound = Bound::of(best, alpha0, beta0);
            self.table.store(key, depth, best, bound, best_index, ply);
        }
        best
    }

    /// A chance node: the average of its outcomes, weighted by their
    /// probabilities, each searched with a full window.
    fn chance(&mut self, state: &G, key: u64, depth: u32, ply: u32) -> i32 {
        let mut total = 0.0;
        for (mv, p) in state.chance_outcomes() {
            let (child, undo) = self.line.enter(state, mv);
            let score = self.search(&child, depth - 1, ply + 1, -WIN - 1, WIN + 1);
            self.line.leave(undo);
            total += p * f64::from(score);
        }
        let score = total.round() as i32;
        if !self.stopped {
            self.table.store(key, depth, score, Bound::Exact, None, ply);
        }
        score
    }

    /// The score of a node where nobody acts: the result, or the heuristic
    /// if the game says it goes on.
    fn end_score(&self, state: &G, ply: u32) -> i32 {
        match state.outcome() {
            Some(outcome) => self.result_score(outcome, ply),
            None => self.static_score(state),
        }
    }

    /// Follows tactical moves past the depth, standing on the heuristic
    /// score when it is good enough for the side to move.
    fn quiesce(&mut self, state: &G, ply: u32, mut alpha: i32, mut beta: i32, left: u32) -> i32 {
        self.nodes += 1;
        if self.out_of_budget_below_root(ply) {
            return 0;
        }
        // A position met before was one where a seat acts (only those are
        // kept): the game's own end test is not asked again.
        let key = state.zobrist();
        let known = self.estimates.get(key);
        let maximising = match known {
            Some(known) => known.maximising,
            None => match state.to_act() {
                Actor::Seat(seat) => state.side_of(seat) == self.side,
                Actor::Chance => return self.static_score(state),
                _ => return self.end_score(state, ply),
            },
        };
        if ply > 0 {
            if let Some(outcome) = self.line.end(state) {
                return self.result_score(outcome, ply);
            }
        }
        let follows = self.config.enhanced && left > 0;
        // The side to move stands on the heuristic score when it is good
        // enough; otherwise its tactical moves are listed in the same look.
        let stands = |stand: i32| {
            !follows
                || if maximising {
                    stand >= beta
                } else {
                    stand <= alpha
                }
        };
        let mut moves = G::MoveList::default();
        let stand = if let Some(known) = known {
            if stands(known.score) {
                return known.score;
            }
            state.tactical_moves(&mut moves);
            known.score
        } else {
            let value = state.stand_pat(self.side, self.config.plain, &mut moves, |value| {
                !stands(score::heuristic(value))
            });
            let stand = score::heuristic(value);
            self.estimates.put(
                key,
                Estimate {
                    score: stand,
                    maximising,
                },
            );
            if stands(stand) {
                return stand;
            }
            stand
        };
        if maximising {
            alpha = alpha.max(stand);
        } else {
            beta = beta.min(stand);
        }
        let mut best = stand;
        for &mv in moves.iter() {
            let (child, undo) = self.line.enter(state, mv);
            let score = self.quiesce(&child, ply + 1, alpha, beta, left - 1);
            self.line.leave(undo);
            if self.stopped {
                return best;
            }
            if maximising {
                best = best.max(score);
                alpha = alpha.max(score);
            } else {
                best = best.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// The best line: the best root move, then the table's moves.
    pub(super) fn principal_variation(&self, root: &G, best: G::Move, depth: u32) -> Vec<G::Move> {
        self.table.principal_variation(root, best, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabeta::Contempt;
    use ludeme_core::demo::DiceRace;
    use ludeme_core::{random_playout, Game, HistoryRules};

    /// A heuristic value on the scale of scores, as the score module gives
    /// it: 0..1 becomes -10,000..10,000, ½ an even game.
    fn heuristic_score(value: f64) -> i32 {
        ((value - 0.5) * 20_000.0).round() as i32
    }

    /// A finished game for `side`, `ply` plies from the root: a win is
    /// worth `WIN` less the plies to it, a draw the contempt below even.
    fn result_score(outcome: Outcome, side: Side, ply: u32, contempt: Contempt) -> i32 {
        match outcome.winner() {
            Some(winner) if winner == side => WIN - ply as i32,
            Some(_) => ply as i32 - WIN,
            None => -10 * contempt.thousandths(),
        }
    }

    /// What the search is checked against: plain minimax (expectimax at
    /// chance nodes), written without pruning, table or ordering.
    struct Oracle {
        side: Side,
        plain: bool,
        /// Follow tactical moves past the depth (at most eight plies).
        quiescence: bool,
        contempt: Contempt,
    }

    impl Oracle {
        fn leaf<G: Heuristic>(&self, state: &G) -> i32 {
            heuristic_score(if self.plain {
                state.plain_evaluate(self.side)
            } else {
                state.evaluate(self.side)
            })
        }

        fn end<G: Heuristic>(&self, state: &G, ply: u32) -> i32 {
            match state.outcome() {
                Some(outcome) => result_score(outcome, self.side, ply, self.contempt),
                None => self.leaf(state),
            }
        }

        fn value<G: Heuristic>(&self, state: &G, depth: u32, ply: u32) -> i32 {
            if depth == 0 {
                return self.quiet_value(state, ply, if self.quiescence { 8 } else { 0 });
            }
            match state.to_act() {
                Actor::Nobody => self.end(state, ply),
                Actor::Chance => {
                    let total: f64 = state
                        .chance_outcomes()
                        .iter()
                        .map(|&(mv, p)| {
                            let mut child = state.clone();
                            child.play_unchecked(mv);
                            p * f64::from(self.value(&child, depth - 1, ply + 1))
                        })
                        .sum();
                    total.round() as i32
                }
                Actor::Seat(seat) => {
                    let moves = state.legal_moves();
                    if moves.is_empty() {
                        return self.end(state, ply);
                    }
                    let values = moves.iter().map(|&mv| {
                        let mut child = state.clone();
                        child.play_unchecked(mv);
                        self.value(&child, depth - 1, ply + 1)
                    });
                    if state.side_of(seat) == self.side {
                        values.max().unwrap()
                    } else {
                        values.min().unwrap()
                    }
                }
            }
        }

        /// The heuristic score, or better for the side to move by a
        /// tactical move while `left` plies remain.
        fn quiet_value<G: Heuristic>(&self, state: &G, ply: u32, left: u32) -> i32 {
            let seat = match state.to_act() {
                Actor::Nobody => return self.end(state, ply),
                Actor::Chance => return self.leaf(state),
                Actor::Seat(seat) => seat,
            };
            let stand = self.leaf(state);
            if left == 0 {
                return stand;
            }
            let maximising = state.side_of(seat) == self.side;
            let mut moves = G::MoveList::default();
            state.tactical_moves(&mut moves);
            moves.iter().fold(stand, |best, &mv| {
                let mut child = state.clone();
                child.play_unchecked(mv);
                let value = self.quiet_value(&child, ply + 1, left - 1);
                if maximising {
                    best.max(value)
                } else {
                    best.min(value)
                }
            })
        }
    }

    /// The search's root score and best move for `config` at `depth` (one
    /// iteration, from an empty table), and the oracle's value of that
    /// move's child.
    fn searched<G: Heuristic + History>(
        config: AlphaBetaConfig,
        state: &G,
        depth: u32,
        oracle: &Oracle,
    ) -> (i32, i32) {
        let mut table = TranspositionTable::default();
        let mut estimates = EstimateCache::default();
        table.prepare(config.table_bits, oracle.side);
        estimates.prepare(config.estimate_bits, oracle.side, config.plain);
        let record = Record::with_rules(state.clone(), HistoryRules::NONE);
        let mut search = Search::new(
            config,
            &mut table,
            &mut estimates,
            &record,
            oracle.side,
            None,
        );
        let (score, best) = search.root(state, depth).expect("a move searched");
        let mut child = state.clone();
        child.play_unchecked(state.legal_moves()[best]);
        (score, oracle.value(&child, depth - 1, 1))
    }

    /// Quiescence of `state`, one ply below the root, with `left` plies to
    /// follow tactical moves, checked against the oracle's.
    fn check_quiescence<G: Heuristic + History>(state: &G, left: u32) {
        let config = AlphaBetaConfig::new(Budget::Depth(1));
        // The root's side moved into `state`: it is the other side's turn.
        let side = Side(1 - side_to_move(state).0);
        let oracle = Oracle {
            side,
            plain: false,
            quiescence: true,
            contempt: config.contempt,
        };
        let mut table = TranspositionTable::default();
        let mut estimates = EstimateCache::default();
        estimates.prepare(4, side, false);
        let record = Record::with_rules(state.clone(), HistoryRules::NONE);
        let mut search = Search::new(config, &mut table, &mut estimates, &record, side, None);
        let score = search.quiesce(state, 1, -WIN - 1, WIN + 1, left);
        assert_eq!(
            score,
            oracle.quiet_value(state, 1, left),
            "{left} left: {state}"
        );
    }

    #[test]
    fn quiescence_follows_tactical_moves_as_far_as_it_is_told() {
        let start = ludeme_surakarta::Position::start();
        let mut states = positions(&start, &[30, 40, 50, 120]);
        // A capture that ends the game, two plies below the root.
        states.push("6/2b3/6/6/1w4/6 w".parse().unwrap());
        let mut deeper_differs = [false; 3];
        for state in &states {
            for left in 0..=3 {
                check_quiescence(state, left);
            }
            let oracle = Oracle {
                side: Side(1 - side_to_move(state).0),
                plain: false,
                quiescence: true,
                contempt: Contempt::DEFAULT,
            };
            for left in 0..3 {
                let (value, deeper) = (
                    oracle.quiet_value(state, 1, left),
                    oracle.quiet_value(state, 1, left + 1),
                );
                deeper_differs[left as usize] |= value != deeper;
            }
        }
        // Each ply more changes some value: the limit is seen.
        assert_eq!(deeper_differs, [true; 3]);
    }

    /// Positions where a seat acts, from a random game of `start` after
    /// each number of plies.
    fn positions<G: Game>(start: &G, plies: &[usize]) -> Vec<G> {
        plies
            .iter()
            .map(|&plies| random_playout(start, 0, plies).last)
            .filter(|state| matches!(state.to_act(), Actor::Seat(_)))
            .collect()
    }

    fn side_to_move<G: Game>(state: &G) -> Side {
        match state.to_act() {
            Actor::Seat(seat) => state.side_of(seat),
            _ => unreachable!("positions are where a seat acts"),
        }
    }

    /// Checks the search of each position against the oracle, at every
    /// depth up to `max_depth`: the root's score, and a best move whose
    /// child is worth that score.
    fn check_against_oracle<G: Heuristic + History>(
        config: AlphaBetaConfig,
        states: &[G],
        max_depth: u32,
    ) {
        assert!(!states.is_empty());
        for state in states {
            let oracle = Oracle {
                side: side_to_move(state),
                plain: config.plain,
                quiescence: config.enhanced,
                contempt: config.contempt,
            };
            for depth in 1..=max_depth {
                let expected = oracle.value(state, depth, 0);
                let (score, of_best) = searched(config, state, depth, &oracle);
                assert_eq!(score, expected, "depth {depth}: {state}");
                assert_eq!(of_best, expected, "best move, depth {depth}: {state}");
            }
        }
    }

    #[test]
    fn a_plain_search_is_minimax() {
        let config = AlphaBetaConfig::plain(3);
        let start = ludeme_surakarta::Position::start();
        check_against_oracle(config, &positions(&start, &[20, 45, 70, 90]), 3);
        let start = ludeme_barca::Position::start();
        check_against_oracle(config, &positions(&start, &[10, 30]), 2);
        // Dice: a move's position is one where chance acts, scored by the
        // estimate past the depth.
        let start = ludeme_barricade::Position::start();
        check_against_oracle(config, &positions(&start, &[11, 41, 81]), 2);
    }

    #[test]
    fn a_plain_search_with_a_table_is_minimax() {
        let mut config = AlphaBetaConfig::plain(3);
        config.table_bits = 12;
        let start = ludeme_surakarta::Position::start();
        check_against_oracle(config, &positions(&start, &[25, 50, 80]), 3);
    }

    /// Four plies: the same position comes at the third ply by two orders
    /// of the same moves, and is taken from the table the second time;
    /// endgames, where the table holds wins and losses.
    #[test]
    fn a_plain_search_four_plies_deep_with_a_table_is_minimax() {
        let mut config = AlphaBetaConfig::plain(4);
        config.table_bits = 12;
        let endgames: Vec<ludeme_surakarta::Position> = [
            "6/2b3/6/6/1w4/6 w",
            "b4b/6/6/6/6/w5 w",
            "1b4/6/2w3/6/3b2/w5 b",
            "b5/1b4/6/6/4w1/4ww w",
        ]
        .iter()
        .map(|text| text.parse().unwrap())
        .collect();
        check_against_oracle(config, &endgames, 4);
    }

    /// Depths of two plies at most: late move reductions (from depth 3)
    /// are a guess that a deeper search can contradict.
    #[test]
    fn the_enhanced_search_is_minimax_with_quiescence() {
        let mut config = AlphaBetaConfig::new(Budget::Depth(2));
        config.table_bits = 12;
        config.estimate_bits = 10;
        let start = ludeme_surakarta::Position::start();
        // Positions where quiescence changes the value, whose brute force
        // is quick.
        check_against_oracle(config, &positions(&start, &[30, 40, 50, 120]), 2);
        let start = ludeme_barca::Position::start();
        check_against_oracle(config, &positions(&start, &[80]), 2);
    }

    /// The dice race: chance nodes, three seats for two sides, wins at
    /// every depth, and at most two moves a node (no late move
    /// reductions), so that the enhanced search is minimax too.
    #[test]
    fn chance_nodes_are_averaged_and_seats_play_for_their_side() {
        let races: Vec<DiceRace> = ["3,2,3 1 2", "2,3,1 0 1", "0,0,0 2 2", "1,3,2 1 1"]
            .iter()
            .map(|text| text.parse().unwrap())
            .collect();
        for config in [
            AlphaBetaConfig::plain(6),
            AlphaBetaConfig::new(Budget::Depth(6)),
        ] {
            check_against_oracle(config, &races, 6);
        }
    }

    /// The searches `search_later_move` asks for (depth, window), given
    /// the scores they return (`None`: stopped), and its answer.
    fn later_move(
        maximising: bool,
        window: (i32, i32),
        depth: u32,
        reduction: u32,
        scores: &[Option<i32>],
    ) -> (Vec<(u32, i32, i32)>, Option<i32>) {
        let mut asked = Vec::new();
        let mut scores = scores.iter();
        let answer = search_later_move(maximising, window, depth, reduction, |d, low, high| {
            asked.push((d, low, high));
            *scores.next().expect("no more searches than scripted")
        });
        (asked, answer)
    }

    #[test]
    fn a_later_move_is_searched_with_a_null_window_then_again_if_better() {
        // Failing low stands: at most the bound.
        let (asked, answer) = later_move(true, (10, 50), 4, 0, &[Some(10)]);
        assert_eq!((asked, answer), (vec![(3, 10, 11)], Some(10)));
        // Failing high: again with the full window.
        let (asked, answer) = later_move(true, (10, 50), 4, 0, &[Some(11), Some(30)]);
        assert_eq!(asked, [(3, 10, 11), (3, 10, 50)]);
        assert_eq!(answer, Some(30));
        // The minimising side's bound is beta.
        let (asked, answer) = later_move(false, (10, 50), 4, 0, &[Some(50)]);
        assert_eq!((asked, answer), (vec![(3, 49, 50)], Some(50)));
        let (asked, answer) = later_move(false, (10, 50), 4, 0, &[Some(49), Some(20)]);
        assert_eq!(asked, [(3, 49, 50), (3, 10, 50)]);
        assert_eq!(answer, Some(20));
        // A node of a null window has no wider window to search again with.
        let (asked, answer) = later_move(true, (10, 11), 4, 0, &[Some(11)]);
        assert_eq!((asked, answer), (vec![(3, 10, 11)], Some(11)));
    }

    #[test]
    fn a_reduced_move_is_searched_again_at_full_depth_if_better() {
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(10)]);
        assert_eq!((asked, answer), (vec![(2, 10, 11)], Some(10)));
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), Some(9)]);
        assert_eq!(asked, [(2, 10, 11), (3, 10, 11)]);
        assert_eq!(answer, Some(9));
        let scores = [Some(12), Some(15), Some(20)];
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &scores);
        assert_eq!(asked, [(2, 10, 11), (3, 10, 11), (3, 10, 50)]);
        assert_eq!(answer, Some(20));
        let scores = [Some(45), Some(40), Some(30)];
        let (asked, answer) = later_move(false, (10, 50), 6, 2, &scores);
        assert_eq!(asked, [(3, 49, 50), (5, 49, 50), (5, 10, 50)]);
        assert_eq!(answer, Some(30));
    }

    #[test]
    fn a_later_move_ends_when_the_search_is_stopped() {
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &[None]);
        assert_eq!((asked.len(), answer), (1, None));
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), None]);
        assert_eq!((asked.len(), answer), (2, None));
        let (asked, answer) = later_move(true, (10, 50), 4, 1, &[Some(12), Some(15), None]);
        assert_eq!((asked.len(), answer), (3, None));
    }

    #[test]
    fn quiet_moves_late_in_the_order_are_reduced_as_documented() {
        let quiet = |searched, depth| reduction(searched, depth, false, false);
        // Before the fourth move (three searched), from depth 3: one ply.
        assert_eq!(quiet(2, 3), 0);
        assert_eq!(quiet(3, 2), 0);
        assert_eq!(quiet(3, 3), 1);
        assert_eq!(quiet(11, 9), 1);
        // From the thirteenth move (twelve searched), from depth 5: two.
        assert_eq!(quiet(12, 4), 1);
        assert_eq!(quiet(12, 5), 2);
        assert_eq!(quiet(40, 9), 2);
        // A tactical move or a killer never.
        for (tactical, killer) in [(true, false), (false, true), (true, true)] {
            assert_eq!(reduction(3, 3, tactical, killer), 0);
            assert_eq!(reduction(40, 9, tactical, killer), 0);
        }
    }
}
