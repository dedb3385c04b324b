//! One search: alpha-beta with principal variation search and late move
//! reductions, quiescence past the depth, and expectimax at chance nodes,
//! within the configuration's budget; its forward pruning in `null_move`
//! (a pass) and `pruning` (quiet moves near the leaves), the searches of a
//! node's later moves in `later_moves`.

use alloc::vec::Vec;
use core::sync::atomic::AtomicBool;
use std::time::Duration;

use ludeme_core::{Actor, GameLine, Heuristic, History, Outcome, Side};

use super::estimates::{Estimate, EstimateCache};
use super::line_history::LineHistory;
use super::ordering::{MoveOrdering, Ordered};
use super::score::{self, WIN};
use super::table::{Bound, TranspositionTable};
use super::{AlphaBetaConfig, Budget};
use crate::clock::{Clock, Stopwatch, WallClock};
use later_moves::{reduction, search_later_move};
use ludeme_core::Oracle;

/// The most plies quiescence follows tactical moves past the depth.
const QUIESCENCE_PLIES: u32 = 8;
/// What ends a search from outside its tree: the clock its time budget
/// is read on, and a flag set from another thread.
#[derive(Clone, Copy)]
pub(super) struct Interrupts<'a> {
    pub(super) clock: &'a dyn Clock,
    pub(super) stop: Option<&'a AtomicBool>,
}

impl Default for Interrupts<'_> {
    /// The wall clock, and no flag.
    fn default() -> Self {
        Interrupts {
            clock: &WallClock,
            stop: None,
        }
    }
}

/// The state of one search.
pub(super) struct Search<'a, G: Heuristic + History> {
    config: AlphaBetaConfig,
    table: &'a mut TranspositionTable,
    /// The heuristic scores quiescence stood on.
    estimates: &'a mut EstimateCache,
    side: Side,
    nodes: u64,
    /// Time since the search began, on the player's clock, which it
    /// tells of the nodes searched.
    watch: Stopwatch<'a>,
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
    /// The score of a draw for the side searched for (its contempt, and
    /// more when it stands well ahead: [`Search::price_draws_at`]).
    draw: i32,
    /// The ply of the null move on the line searched now, if any (no null
    /// move follows another).
    null_ply: Option<u32>,
    /// Under [`Budget::Clock`]: the time this move is to take now (the
    /// target, scaled by how settled the search is, within the limit).
    share: Duration,
    /// The oracle that scores the positions reached by an irreversible
    /// move, if one is consulted and holds for the record.
    oracle: Option<&'a dyn Oracle<G>>,
}

impl<'a, G: Heuristic + History> Search<'a, G> {
    /// A search of the record's position for `side`, with `table` (ready
    /// for the side), timed and stopped as `interrupts` say, consulting
    /// `oracle` if it holds for the record.
    pub(super) fn new(
        config: AlphaBetaConfig,
        table: &'a mut TranspositionTable,
        estimates: &'a mut EstimateCache,
        record: &GameLine<G>,
        side: Side,
        interrupts: Interrupts<'a>,
        oracle: Option<&'a dyn Oracle<G>>,
    ) -> Self {
        let line = LineHistory::new(record);
        Search {
            config,
            table,
            estimates,
            side,
            nodes: 0,
            watch: Stopwatch::start(interrupts.clock),
            stopped: false,
            stop: interrupts.stop,
            ordering: MoveOrdering::new(config.enhanced),
            line,
            root_best: None,
            draw: config.contempt.draw_score(0),
            null_ply: None,
            share: match config.budget {
                Budget::Clock { target, limit } => target.min(limit),
                _ => Duration::ZERO,
            },
            oracle: oracle.filter(|oracle| oracle.holds_for(record)),
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
        self.watch.elapsed(self.nodes)
    }

    /// Ends the search: its clock is told of the nodes it was not told of
    /// yet (a [`NodeClock`](crate::NodeClock) counts them all).
    pub(super) fn finish(self) {
        self.watch.count(self.nodes);
    }

    /// The deepest iteration the configuration allows.
    pub(super) fn max_depth(&self) -> u32 {
        match self.config.budget {
            Budget::Depth(d) => d.min(self.config.max_depth),
            _ => self.config.max_depth,
        }
    }

    /// Prices a draw by where the search's side stands at `root` (its own
    /// estimate, not an iteration's score, which is the draw itself once
    /// the best line repeats): [`super::Contempt::draw_score`].
    pub(super) fn price_draws_at(&mut self, root: &G) {
        let lead = self.static_score(root);
        self.draw = self.config.contempt.draw_score(lead);
    }

    /// The heuristic score of the position of `key`, where a seat of
    /// `maximising` acts, for the search's side: from the estimate cache,
    /// or evaluated and kept there.
    fn estimate(&mut self, state: &G, key: u64, maximising: bool) -> i32 {
        if let Some(known) = self.estimates.get(key) {
            return known.score;
        }
        let score = self.static_score(state);
        self.estimates.put(key, Estimate { score, maximising });
        score
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
        score::result(outcome, self.side, ply, self.draw)
    }

    /// The oracle's score of `state`, `ply` plies from the root, if it was
    /// reached by an irreversible move and the oracle knows it: exact,
    /// searched no further.
    #[inline(always)]
    fn oracle_score(&self, state: &G, ply: u32) -> Option<i32> {
        let oracle = self.oracle?;
        if !self.line.after_irreversible() {
            return None;
        }
        let verdict = oracle.value_after_irreversible(state)?;
        Some(score::verdict(verdict, self.side, ply, self.draw))
    }

    /// Below the root, the score of `state` where the line of play ends
    /// it (a repetition, the cap) or the oracle knows it: searched no
    /// further.
    #[inline(always)]
    fn settled_below_root(&self, state: &G, ply: u32) -> Option<i32> {
        if ply == 0 {
            return None;
        }
        if let Some(outcome) = self.line.end(state) {
            return Some(self.result_score(outcome, ply));
        }
        self.oracle_score(state, ply)
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
    fn search(&mut self, state: &G, depth: u32, ply: u32, alpha: i32, beta: i32) -> i32 {
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
        if let Some(score) = self.settled_below_root(state, ply) {
            return score;
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
        if let Some(score) = self.null_move_cut(state, key, depth, ply, maximising, (alpha, beta)) {
            return score;
        }
        // Listed in this frame: a list returned by value is copied whole
        // (Surakarta's holds 512 moves).
        let mut moves = G::MoveList::default();
        state.generate_moves(&mut moves);
        if moves.is_empty() {
            return self.end_score(state, ply);
        }
        let (best, best_index) =
            self.search_moves(state, &moves, key, (depth, ply), maximising, (alpha, beta));
        if !self.stopped {
            let bound = Bound::of(best, alpha, beta);
            self.table.store(key, depth, best, bound, best_index, ply);
        }
        best
    }

    /// [`search`](Self::search)'s loop over the moves of a node where the
    /// search's side maximises or the other minimises, within the window
    /// `(alpha, beta)`: the best score and the best move's index (`None`
    /// if the budget ran out before one was searched in full).
    #[inline]
    fn search_moves(
        &mut self,
        state: &G,
        moves: &G::MoveList,
        key: u64,
        (depth, ply): (u32, u32),
        maximising: bool,
        (mut alpha, mut beta): (i32, i32),
    ) -> (i32, Option<usize>) {
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if maximising { -WIN - 1 } else { WIN + 1 };
        let mut best_index = None;
        let mut order = self.ordering.order(key, self.table);
        // How many moves were searched before this one (a skipped move
        // ends the loop).
        let mut searched = 0;
        // Which quiet moves this node skips: worked out at its first quiet
        // move after the first move, as most nodes end before one.
        let mut pruning = None;
        while let Some(next) = order.next(&self.ordering.facts(state, moves, ply)) {
            let Ordered {
                index,
                tactical,
                killer,
            } = next;
            if !tactical && !killer && searched > 0 {
                let skips = pruning
                    .get_or_insert_with(|| {
                        self.quiet_pruning(state, key, (depth, ply), maximising, (alpha0, beta0))
                    })
                    .skips(searched);
                if skips {
                    // The order gives the table's move, the tactical moves
                    // and the killers first: every move after the first
                    // one skipped is quiet and skipped too.
                    break;
                }
            }
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
        (best, best_index)
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
        if let Some(score) = self.settled_below_root(state, ply) {
            return score;
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
            let value = state.stand_pat(self.side, self.config.yardstick(), &mut moves, |value| {
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

mod budget;
mod later_moves;
mod null_move;
mod pruning;
#[cfg(test)]
mod tests;
