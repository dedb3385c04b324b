//! Alpha-beta search with iterative deepening, a transposition table,
//! move ordering and quiescence, over any [`ludeme_core::Game`] with a
//! [`Heuristic`].
//!
//! Scores are from the point of view of the side the search plays for (the
//! root's side): seats of that side maximise, every other seat minimises
//! (paranoid search, which is plain minimax for two sides), and a chance
//! node is worth the average of its outcomes weighted by their
//! probabilities (expectimax), so the same search plays Barricade's dice.
//!
//! History rules come from the game's [`Record`]: a position that repeats as
//! often as the rules end the game, or a run of plies without an
//! irreversible move at the no-capture limit, is scored as the record would
//! score it, so the search neither walks into a repetition it would lose
//! nor misses one it can claim.

use alloc::vec::Vec;
use std::time::Duration;

use ludeme_core::{Actor, EndReason, Heuristic, History, HistoryRules, Outcome, Record, Side};

use crate::clock::Instant;
use crate::fast_map::FastMap;
use crate::Player;

/// A won game's score at the root (less the plies to reach it).
const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses in a known number of plies.
const WON: i32 = WIN - 10_000;
/// The scale of the heuristic: `evaluate` 0..1 becomes -SCALE..SCALE.
const SCALE: f64 = 10_000.0;
/// The most plies quiescence follows tactical moves past the depth.
const QUIESCENCE_PLIES: u32 = 8;
/// Late move reductions: quiet moves from this one on (in search order)
/// are first searched a ply shallower, from this depth on...
const REDUCE_AFTER: usize = 3;
const REDUCE_FROM_DEPTH: u32 = 3;
/// ... and two plies shallower from this move and depth on.
const REDUCE_MORE_AFTER: usize = 12;
const REDUCE_MORE_FROM_DEPTH: u32 = 5;

/// What bounds a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// A number of nodes (positions visited): the same result every time.
    Nodes(u64),
    /// Wall-clock time per move.
    Time(Duration),
    /// A fixed depth in plies, searched completely.
    Depth(u32),
}

/// How an [`AlphaBeta`] player searches.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct AlphaBetaConfig {
    /// When to stop.
    pub budget: Budget,
    /// The deepest iteration (plies).
    pub max_depth: u32,
    /// Transposition table entries, as a power of two (0: no table).
    pub table_bits: u32,
    /// Order moves (table move, tactical moves, killers, history) and
    /// follow tactical moves past the depth (quiescence). Off, the search
    /// is a plain fixed-order alpha-beta.
    pub enhanced: bool,
    /// Score leaves with [`Heuristic::plain_evaluate`] instead of
    /// [`Heuristic::evaluate`].
    pub plain: bool,
}

impl AlphaBetaConfig {
    /// The full search within `budget`: iterative deepening, a table of
    /// 2^20 entries (16 MiB), move ordering and quiescence.
    pub const fn new(budget: Budget) -> AlphaBetaConfig {
        AlphaBetaConfig {
            budget,
            max_depth: 64,
            table_bits: 20,
            enhanced: true,
            plain: false,
        }
    }

    /// The yardstick of the simple public engines: a fixed-depth alpha-beta
    /// without table or ordering, scoring leaves with
    /// [`Heuristic::plain_evaluate`].
    pub const fn plain(depth: u32) -> AlphaBetaConfig {
        AlphaBetaConfig {
            budget: Budget::Depth(depth),
            max_depth: depth,
            table_bits: 0,
            enhanced: false,
            plain: true,
        }
    }

    /// This configuration with a transposition table of 2^`bits` entries.
    pub const fn with_table_bits(mut self, bits: u32) -> AlphaBetaConfig {
        self.table_bits = bits;
        self
    }
}

/// One iteration of a search, as [`AlphaBeta::analyse`] reports it.
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration<M> {
    /// The depth searched, in plies.
    pub depth: u32,
    /// Whether every root move was searched to the depth. The budget may
    /// end an iteration part way: its best move is then the best of the
    /// moves searched in full, the previous iteration's best among them
    /// (searched first), so it is never worse than the previous one.
    pub complete: bool,
    /// The score for the side to move: positive is good for it; a win or
    /// loss in `n` plies is reported by [`Iteration::mate_in`].
    pub score: i32,
    /// The best line found, the best move first.
    pub principal_variation: Vec<M>,
    /// Nodes visited so far in the whole search.
    pub nodes: u64,
    /// Time since the search began.
    pub elapsed: Duration,
}

impl<M> Iteration<M> {
    /// `Some(n)` when the score is a forced result in `n` plies: positive
    /// for a win of the side to move, negative for a loss.
    pub fn mate_in(&self) -> Option<i32> {
        if self.score >= WON {
            Some(WIN - self.score)
        } else if self.score <= -WON {
            Some(-(WIN + self.score))
        } else {
            None
        }
    }
}

/// An entry of the transposition table.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i32,
    /// Depth searched + 1 (0: empty).
    depth: u8,
    bound: Bound,
    /// The best move's index in the sorted legal moves, + 1 (0: none).
    best: u16,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// The alpha-beta player.
///
/// ```
/// use ludeme_core::Game;
/// use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, Player};
/// // White takes c5 round the loop: Black's last piece, a won game.
/// let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
/// let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Nodes(10_000)));
/// assert_eq!(ab.choose(&p).unwrap().to_string(), "b2xc5");
/// ```
#[derive(Clone, Debug)]
pub struct AlphaBeta {
    config: AlphaBetaConfig,
    table: Vec<Entry>,
    /// The side the table's scores are for.
    table_side: Option<Side>,
}

impl AlphaBeta {
    /// A search player.
    pub fn new(config: AlphaBetaConfig) -> AlphaBeta {
        AlphaBeta {
            config,
            table: Vec::new(),
            table_side: None,
        }
    }

    /// The configuration.
    pub const fn config(&self) -> AlphaBetaConfig {
        self.config
    }

    /// Searches the record's current position and reports each completed
    /// iteration to `report`; returns the last one (`None` when no seat is
    /// to act).
    pub fn analyse<G: Heuristic + History>(
        &mut self,
        record: &Record<G>,
        mut report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Iteration<G::Move>> {
        let root = record.position();
        let Actor::Seat(seat) = root.to_act() else {
            return None;
        };
        let side = root.side_of(seat);
        let entries = if self.config.table_bits == 0 {
            0
        } else {
            1usize << self.config.table_bits.min(28)
        };
        if self.table.len() != entries || self.table_side != Some(side) {
            self.table = alloc::vec![Entry::default(); entries];
            self.table_side = Some(side);
        }
        let mut search = Search::new(self, record, side);
        let mut last: Option<Iteration<G::Move>> = None;
        let moves = root.legal_moves();
        for depth in 1..=search.max_depth() {
            let Some((score, best)) = search.root(root, depth) else {
                break;
            };
            let iteration = Iteration {
                depth,
                complete: !search.stopped,
                score,
                principal_variation: search.principal_variation(root, moves[best], depth),
                nodes: search.nodes,
                elapsed: search.started.elapsed(),
            };
            report(&iteration);
            let done = iteration.mate_in().is_some() || !iteration.complete || moves.len() == 1;
            last = Some(iteration);
            if done || search.out_of_budget_for_next() {
                break;
            }
        }
        last
    }

    /// The best move in the record's current position (what
    /// [`Player::choose_in`] plays).
    pub fn best_move<G: Heuristic + History>(&mut self, record: &Record<G>) -> Option<G::Move> {
        let root = record.position();
        match root.to_act() {
            Actor::Nobody => None,
            Actor::Chance => root.chance_outcomes().first().map(|&(mv, _)| mv),
            Actor::Seat(_) => {
                let moves = root.legal_moves();
                if moves.len() == 1 {
                    return moves.first().copied();
                }
                self.analyse(record, |_| {})
                    .and_then(|i| i.principal_variation.first().copied())
                    .or_else(|| moves.first().copied())
            }
        }
    }
}

impl<G: Heuristic + History> Player<G> for AlphaBeta {
    /// Without a history, no history rule applies.
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        self.best_move(&Record::with_rules(state.clone(), HistoryRules::NONE))
    }

    fn choose_in(&mut self, record: &Record<G>) -> Option<G::Move> {
        self.best_move(record)
    }

    fn name(&self) -> alloc::string::String {
        match self.config.budget {
            Budget::Nodes(n) => alloc::format!("ab(nodes {n})"),
            Budget::Time(t) => alloc::format!("ab({:?})", t),
            Budget::Depth(d) if self.config.plain => alloc::format!("plain({d})"),
            Budget::Depth(d) => alloc::format!("ab(depth {d})"),
        }
    }
}

/// A move in search order: its index in the legal moves, and what
/// ordering found out about it.
#[derive(Clone, Copy, Debug)]
struct Ordered {
    index: usize,
    tactical: bool,
    killer: bool,
}

/// Ranks in move ordering (the table's move ranks above all).
const TACTICAL: u64 = 1 << 62;
const KILLER: u64 = 1 << 61;

/// The repetition counts and quiet plies set aside while the search is
/// below an irreversible move.
type SavedHistory = Option<(FastMap<u64, u32>, usize)>;

/// The state of one search.
struct Search<'a, G: Heuristic + History> {
    config: AlphaBetaConfig,
    table: &'a mut [Entry],
    side: Side,
    nodes: u64,
    started: Instant,
    stopped: bool,
    /// Two killer moves per ply.
    killers: Vec<[Option<G::Move>; 2]>,
    /// Cutoffs caused per move, for ordering.
    history: FastMap<G::Move, u32>,
    /// The history rules, and the positions that can repeat: how often each
    /// Zobrist key has stood since the last irreversible move.
    rules: HistoryRules,
    repeated: FastMap<u64, u32>,
    /// Plies since the last irreversible move, and in all.
    quiet_plies: usize,
    plies: usize,
    /// The best root move of the iteration under way.
    root_best: Option<usize>,
}

impl<'a, G: Heuristic + History> Search<'a, G> {
    fn new(player: &'a mut AlphaBeta, record: &Record<G>, side: Side) -> Self {
        let mut repeated = FastMap::default();
        let quiet_plies = record.plies_since_irreversible();
        let positions = record.positions();
        for p in &positions[positions.len() - 1 - quiet_plies..] {
            *repeated.entry(p.zobrist()).or_insert(0) += 1;
        }
        Search {
            config: player.config,
            table: &mut player.table,
            side,
            nodes: 0,
            started: Instant::now(),
            stopped: false,
            killers: Vec::new(),
            history: FastMap::default(),
            rules: record.rules(),
            repeated,
            quiet_plies,
            plies: record.plies(),
            root_best: None,
        }
    }

    fn max_depth(&self) -> u32 {
        match self.config.budget {
            Budget::Depth(d) => d.min(self.config.max_depth),
            _ => self.config.max_depth,
        }
    }

    /// Whether the budget is spent (checked as nodes are counted).
    fn out_of_budget(&mut self) -> bool {
        if !self.stopped {
            self.stopped = match self.config.budget {
                Budget::Nodes(n) => self.nodes >= n,
                Budget::Time(t) => self.nodes % 1024 == 0 && self.started.elapsed() >= t,
                Budget::Depth(_) => false,
            };
        }
        self.stopped
    }

    /// Whether the next iteration is not worth starting: it would take
    /// several times as long as all before it, so that less than half the
    /// budget left would hardly search its first moves.
    fn out_of_budget_for_next(&self) -> bool {
        match self.config.budget {
            Budget::Time(t) => self.started.elapsed() * 2 >= t,
            Budget::Nodes(n) => self.nodes * 2 >= n,
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
        ((value - 0.5) * 2.0 * SCALE).round() as i32
    }

    /// The score of a finished game, `ply` plies from the root.
    fn result_score(&self, outcome: Outcome, ply: u32) -> i32 {
        match outcome.winner() {
            Some(winner) if winner == self.side => WIN - ply as i32,
            Some(_) => -(WIN - ply as i32),
            None => 0,
        }
    }

    /// The end by a history rule, if the record would end the game in
    /// `state` (just entered). A position that stands for the second time
    /// counts as the repetition already, even where the rule wants a third
    /// (as chess engines score a repetition in search): a side that can
    /// bring it back once can bring it back again, and a repetition found
    /// this early is not lost behind a transposition table score stored
    /// when the line did not repeat.
    fn history_end(&self, state: &G) -> Option<Outcome> {
        if let Some(n) = self.rules.repetition {
            if self.repeated.get(&state.zobrist()).copied().unwrap_or(0) >= n.min(2) {
                return Some(state.adjudicate(EndReason::Repetition));
            }
        }
        if let Some(limit) = self.rules.no_capture_limit {
            if self.quiet_plies >= limit as usize {
                return Some(state.adjudicate(EndReason::NoCaptureLimit));
            }
        }
        match self.rules.ply_cap {
            Some(cap) if self.plies >= cap as usize => Some(Outcome::Draw {
                reason: EndReason::PlyCap,
            }),
            _ => None,
        }
    }

    /// Plays `mv` on a copy of `state` and enters the child into the
    /// history; `leave` takes it out again.
    fn enter(&mut self, state: &G, mv: G::Move) -> (G, SavedHistory) {
        let saved = state.is_irreversible(mv).then(|| {
            (
                core::mem::take(&mut self.repeated),
                core::mem::replace(&mut self.quiet_plies, 0),
            )
        });
        let mut child = state.clone();
        child.play_unchecked(mv);
        if saved.is_none() {
            self.quiet_plies += 1;
        }
        self.plies += 1;
        *self.repeated.entry(child.zobrist()).or_insert(0) += 1;
        (child, saved)
    }

    fn leave(&mut self, child: &G, saved: SavedHistory) {
        self.plies -= 1;
        match saved {
            Some((repeated, quiet)) => {
                self.repeated = repeated;
                self.quiet_plies = quiet;
            }
            None => {
                self.quiet_plies -= 1;
                let key = child.zobrist();
                if let Some(count) = self.repeated.get_mut(&key) {
                    *count -= 1;
                    if *count == 0 {
                        self.repeated.remove(&key);
                    }
                }
            }
        }
    }

    fn slot(&self, key: u64) -> Option<usize> {
        (!self.table.is_empty()).then(|| (key as usize) & (self.table.len() - 1))
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.table[self.slot(key)?];
        (entry.depth > 0 && entry.key == key).then_some(entry)
    }

    fn store(
        &mut self,
        key: u64,
        depth: u32,
        score: i32,
        bound: Bound,
        best: Option<usize>,
        ply: u32,
    ) {
        let Some(slot) = self.slot(key) else { return };
        // Wins and losses are stored relative to this node.
        let score = if score >= WON {
            score + ply as i32
        } else if score <= -WON {
            score - ply as i32
        } else {
            score
        };
        let entry = &mut self.table[slot];
        if entry.key != key || depth + 1 >= u32::from(entry.depth) {
            *entry = Entry {
                key,
                score,
                depth: (depth + 1).min(255) as u8,
                bound,
                best: best.map_or(0, |i| (i + 1).min(usize::from(u16::MAX)) as u16),
            };
        }
    }

    /// The moves of `state` in the order to try them: the table's move,
    /// tactical moves, killers, then by history (ties in the game's order);
    /// each asked once whether it is tactical or a killer. Unenhanced: the
    /// game's order, nothing asked.
    fn ordered(&self, state: &G, moves: &[G::Move], ply: u32) -> Vec<Ordered> {
        let plain = |index| Ordered {
            index,
            tactical: false,
            killer: false,
        };
        if !self.config.enhanced {
            return (0..moves.len()).map(plain).collect();
        }
        let table_move = self
            .probe(state.zobrist())
            .and_then(|e| (e.best > 0).then(|| usize::from(e.best) - 1));
        let killers = self.killers.get(ply as usize).copied().unwrap_or([None; 2]);
        let mut ranked: Vec<(core::cmp::Reverse<u64>, Ordered)> = moves
            .iter()
            .enumerate()
            .map(|(index, &mv)| {
                let tactical = state.is_tactical(mv);
                let killer = killers.contains(&Some(mv));
                let rank = if Some(index) == table_move {
                    u64::MAX
                } else if tactical {
                    TACTICAL
                } else if killer {
                    KILLER
                } else {
                    u64::from(self.history.get(&mv).copied().unwrap_or(0))
                };
                let ordered = Ordered {
                    tactical,
                    killer,
                    ..plain(index)
                };
                (core::cmp::Reverse(rank), ordered)
            })
            .collect();
        ranked.sort_unstable_by_key(|(rank, ordered)| (*rank, ordered.index));
        ranked.into_iter().map(|(_, ordered)| ordered).collect()
    }

    fn note_cutoff(&mut self, mv: G::Move, depth: u32, ply: u32) {
        if !self.config.enhanced {
            return;
        }
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        *self.history.entry(mv).or_insert(0) += depth * depth;
    }

    /// Searches the root to `depth`: the score and the best move's index,
    /// of the moves searched in full if the budget ran out part way;
    /// `None` if it ran out before the first move was (the previous
    /// iteration stands).
    fn root(&mut self, root: &G, depth: u32) -> Option<(i32, usize)> {
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
        if ply > 0 && self.out_of_budget() {
            return 0;
        }
        let seat = match state.to_act() {
            Actor::Seat(seat) => Some(seat),
            Actor::Chance => None,
            _ => return self.end_score(state, ply),
        };
        if ply > 0 {
            if let Some(outcome) = self.history_end(state) {
                return self.result_score(outcome, ply);
            }
        }
        let key = state.zobrist();
        if ply > 0 {
            if let Some(score) = self.table_cutoff(key, depth, ply, alpha, beta) {
                return score;
            }
        }
        let Some(seat) = seat else {
            return self.chance(state, key, depth, ply);
        };
        let maximising = state.side_of(seat) == self.side;
        let moves = state.legal_moves();
        if moves.is_empty() {
            return self.end_score(state, ply);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut best = if maximising { -WIN - 1 } else { WIN + 1 };
        let mut best_index = None;
        for (searched, next) in self.ordered(state, &moves, ply).into_iter().enumerate() {
            let Ordered {
                index,
                tactical,
                killer,
            } = next;
            let mv = moves[index];
            let (child, saved) = self.enter(state, mv);
            let score = if searched == 0 || !self.config.enhanced {
                self.search(&child, depth - 1, ply + 1, alpha, beta)
            } else {
                let quiet = !tactical && !killer;
                let reduction = match (searched, depth) {
                    _ if !quiet => 0,
                    (n, d) if n >= REDUCE_MORE_AFTER && d >= REDUCE_MORE_FROM_DEPTH => 2,
                    (n, d) if n >= REDUCE_AFTER && d >= REDUCE_FROM_DEPTH => 1,
                    _ => 0,
                };
                // The null window just past the bound this move must beat.
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
                let mut score = self.search(&child, depth - 1 - reduction, ply + 1, low, high);
                if reduction > 0 && beats(score) && !self.stopped {
                    score = self.search(&child, depth - 1, ply + 1, low, high);
                }
                if beats(score) && beta - alpha > 1 && !self.stopped {
                    score = self.search(&child, depth - 1, ply + 1, alpha, beta);
                }
                score
            };
            self.leave(&child, saved);
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
                if !tactical {
                    self.note_cutoff(mv, depth, ply);
                }
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if !self.stopped {
            self.store(key, depth, best, bound, best_index, ply);
        }
        best
    }

    /// The score the table gives a node searched at least `depth` deep,
    /// when it settles the node for the window.
    fn table_cutoff(&self, key: u64, depth: u32, ply: u32, alpha: i32, beta: i32) -> Option<i32> {
        let entry = self.probe(key)?;
        if u32::from(entry.depth) <= depth {
            return None;
        }
        let score = if entry.score >= WON {
            entry.score - ply as i32
        } else if entry.score <= -WON {
            entry.score + ply as i32
        } else {
            entry.score
        };
        match entry.bound {
            Bound::Exact => Some(score),
            Bound::Lower if score >= beta => Some(score),
            Bound::Upper if score <= alpha => Some(score),
            _ => None,
        }
    }

    /// A chance node: the average of its outcomes, weighted by their
    /// probabilities, each searched with a full window.
    fn chance(&mut self, state: &G, key: u64, depth: u32, ply: u32) -> i32 {
        let mut total = 0.0;
        for (mv, p) in state.chance_outcomes() {
            let (child, saved) = self.enter(state, mv);
            let score = self.search(&child, depth - 1, ply + 1, -WIN - 1, WIN + 1);
            self.leave(&child, saved);
            total += p * f64::from(score);
        }
        let score = total.round() as i32;
        if !self.stopped {
            self.store(key, depth, score, Bound::Exact, None, ply);
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
        if ply > 0 && self.out_of_budget() {
            return 0;
        }
        let seat = match state.to_act() {
            Actor::Seat(seat) => seat,
            Actor::Chance => return self.static_score(state),
            _ => return self.end_score(state, ply),
        };
        if ply > 0 {
            if let Some(outcome) = self.history_end(state) {
                return self.result_score(outcome, ply);
            }
        }
        let stand = self.static_score(state);
        if !self.config.enhanced || left == 0 {
            return stand;
        }
        let maximising = state.side_of(seat) == self.side;
        if maximising {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return stand;
            }
            beta = beta.min(stand);
        }
        let mut best = stand;
        let moves = state.legal_moves();
        for &mv in moves.iter().filter(|&&mv| state.is_tactical(mv)) {
            let (child, saved) = self.enter(state, mv);
            let score = self.quiesce(&child, ply + 1, alpha, beta, left - 1);
            self.leave(&child, saved);
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
    fn principal_variation(&self, root: &G, best: G::Move, depth: u32) -> Vec<G::Move> {
        let mut line = alloc::vec![best];
        let mut state = root.clone();
        state.play_unchecked(best);
        let mut seen = alloc::vec![root.zobrist()];
        while line.len() < depth as usize {
            let Some(entry) = self.probe(state.zobrist()) else {
                break;
            };
            if entry.best == 0 || seen.contains(&state.zobrist()) {
                break;
            }
            seen.push(state.zobrist());
            let moves = state.legal_moves();
            let Some(&mv) = moves.get(usize::from(entry.best) - 1) else {
                break;
            };
            line.push(mv);
            state.play_unchecked(mv);
        }
        line
    }
}
