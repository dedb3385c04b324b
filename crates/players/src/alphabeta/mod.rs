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
//! History rules come from the game's [`GameLine`]: a position that repeats as
//! often as the rules end the game, or a run of plies without an
//! irreversible move at the no-capture limit, is scored as the record would
//! score it, so the search neither walks into a repetition it would lose
//! nor misses one it can claim.
//!
//! An [`Oracle`] consulted ([`AlphaBeta::analyse_consulting`],
//! [`Player::choose_consulting`]) scores every position the search reaches
//! by an irreversible move and knows, exactly: searched no further, a win
//! it knows scores below every win the search sees to the game's end
//! (nearer ones higher) and above every heuristic score, and a draw as any
//! draw. Without one, the search's only cost is a test per node.
//!
//! The parts, one concept a module:
//!
//! - `search`: the search of one position to a depth (alpha-beta,
//!   quiescence and chance nodes) within the budget; the player here
//!   deepens it iteration by iteration;
//! - `table`: the transposition table, kept from one search to the next,
//!   and the principal variation read from it;
//! - `estimates`: the heuristic scores quiescence stood on, by key, kept
//!   likewise;
//! - `ordering`: the order moves are tried in (the table's move, tactical
//!   moves, killers, history);
//! - `line_history`: the positions on the line searched, for repetitions
//!   and the other history rules;
//! - `score`: the scale of scores, heuristic values, wins in a number
//!   of plies and the wins an oracle knows;
//! - `contempt`: what a draw is worth to the searching side;
//! - `pace`: how much of a clock's share a move takes, by how settled the
//!   search is.

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::sync::atomic::AtomicBool;
use std::time::Duration;

use ludeme_core::{Actor, GameLine, Heuristic, History, HistoryRules, Yardstick};

use crate::clock::clock_or_wall;
use ludeme_core::Oracle;

use crate::{Analysis, Clock, Player};
use estimates::EstimateCache;
use pace::Pace;
use score::{ORACLE_WIN, WIN, WON};
use search::{Interrupts, Search};
use table::TranspositionTable;

pub use contempt::{Contempt, ContemptError};

mod contempt;
mod estimates;
mod line_history;
mod ordering;
mod pace;
mod score;
mod search;
mod table;

/// What bounds a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// A number of nodes (positions visited): the same result every time.
    Nodes(u64),
    /// Wall-clock time per move, at most: no iteration starts once half of
    /// it is spent, and one under way is cut short when all of it is.
    Time(Duration),
    /// A fixed depth in plies, searched completely.
    Depth(u32),
    /// A move's share of a clock: it aims at `target`, more (up to
    /// `limit`) while the search is unsettled (the best move changing from
    /// one iteration to the next, or the score falling), less once the same
    /// best move has held for several iterations. As with [`Budget::Time`],
    /// no iteration starts past half of what it aims at, so a move takes
    /// about half its aim on average. What a player on a clock is given
    /// (`ludeme_ugi`'s `move_budget` works both out from the time left,
    /// the increment and the moves left); `limit` is never passed.
    Clock {
        /// The time an ordinary position's search aims at.
        target: Duration,
        /// The most a move may take.
        limit: Duration,
    },
}

/// How an [`AlphaBeta`] player searches: [`AlphaBetaConfig::new`] or
/// [`AlphaBetaConfig::plain`], then change any field you need.
///
/// ```
/// use ludeme_players::{AlphaBetaConfig, Budget};
/// let mut config = AlphaBetaConfig::new(Budget::Nodes(50_000));
/// config.table_bits = 16; // 2^16 entries: 1 MiB
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct AlphaBetaConfig {
    /// When to stop.
    pub budget: Budget,
    /// The deepest iteration (plies).
    pub max_depth: u32,
    /// Transposition table entries, as a power of two (0: no table; more
    /// than 28 counts as 28).
    pub table_bits: u32,
    /// Entries of the cache of heuristic scores quiescence stood on (so
    /// that a position met again is not evaluated again), as a power of
    /// two (0: no cache; more than 22 counts as 22). It changes no result,
    /// only the time taken: 2^16 entries (1 MiB) stay in the processor's
    /// caches, where 2^18 took longer than none at all in Surakarta and
    /// Barricade (a look-up missing the caches costs more than their
    /// evaluations).
    pub estimate_bits: u32,
    /// Order moves (table move, tactical moves, killers, history) and
    /// follow tactical moves past the depth (quiescence). Off, the search
    /// is a plain fixed-order alpha-beta.
    pub enhanced: bool,
    /// Score leaves with [`Heuristic::plain_evaluate`] instead of
    /// [`Heuristic::evaluate`].
    pub plain: bool,
    /// What a draw (by the rules or by a history rule: repetition, the
    /// no-capture limit, a ply cap) is worth below an even game to the
    /// side searched for.
    pub contempt: Contempt,
}

impl AlphaBetaConfig {
    /// The full search within `budget`: iterative deepening, a table of
    /// 2^20 entries (16 MiB), an estimate cache of 2^16 (1 MiB), move
    /// ordering and quiescence, and the default [`Contempt`] for draws.
    pub const fn new(budget: Budget) -> AlphaBetaConfig {
        AlphaBetaConfig {
            budget,
            max_depth: 64,
            table_bits: 20,
            estimate_bits: 16,
            enhanced: true,
            plain: false,
            contempt: Contempt::DEFAULT,
        }
    }

    /// The estimate leaves are scored with: [`Yardstick::Plain`] when
    /// [`AlphaBetaConfig::plain`], else [`Yardstick::Full`].
    pub const fn yardstick(&self) -> Yardstick {
        if self.plain {
            Yardstick::Plain
        } else {
            Yardstick::Full
        }
    }

    /// The yardstick of the simple public engines: a fixed-depth alpha-beta
    /// without table or ordering, scoring leaves with
    /// [`Heuristic::plain_evaluate`], a draw as an even game. Of equally
    /// good moves, each side keeps the first in the game's order.
    pub const fn plain(depth: u32) -> AlphaBetaConfig {
        AlphaBetaConfig {
            budget: Budget::Depth(depth),
            max_depth: depth,
            table_bits: 0,
            estimate_bits: 0,
            enhanced: false,
            plain: true,
            contempt: Contempt::NONE,
        }
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
    /// loss in `n` plies is reported by [`Iteration::mate_in`], one an
    /// oracle knows by [`Iteration::oracle_in`].
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

    /// `Some(n)` when the score is a result an [`Oracle`] knows: the
    /// position it decides is `n` plies away (reached by an irreversible
    /// move), positive for a win of the side to move, negative for a loss.
    /// (A draw it knows scores as any draw.)
    pub fn oracle_in(&self) -> Option<i32> {
        if self.mate_in().is_some() {
            None
        } else if self.score >= score::DECIDED {
            Some(ORACLE_WIN - self.score)
        } else if self.score <= -score::DECIDED {
            Some(-(ORACLE_WIN + self.score))
        } else {
            None
        }
    }
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
    /// Kept from one search to the next while it is for the same side.
    table: TranspositionTable,
    /// The estimates quiescence stood on, kept likewise.
    estimates: EstimateCache,
    /// Set from another thread to end a search early.
    stop: Option<Arc<AtomicBool>>,
    /// The clock time budgets are read on (`None`: the wall clock).
    clock: Option<Arc<dyn Clock>>,
}

impl AlphaBeta {
    /// A search player.
    pub fn new(config: AlphaBetaConfig) -> AlphaBeta {
        AlphaBeta {
            config,
            table: TranspositionTable::default(),
            estimates: EstimateCache::default(),
            stop: None,
            clock: None,
        }
    }

    /// This player, its searches ended early when `stop` is set (from
    /// another thread; checked as often as the clock, every 1024 nodes).
    /// A stopped search reports what it found so far, as a search that ran
    /// out of budget does; the flag stays set until it is cleared.
    ///
    /// ```
    /// use std::sync::{atomic::AtomicBool, Arc};
    /// use ludeme_core::{Game, GameLine};
    /// use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget};
    /// let stop = Arc::new(AtomicBool::new(true)); // already told to stop
    /// let mut ab = AlphaBeta::new(AlphaBetaConfig::new(Budget::Depth(30))).with_stop(stop);
    /// let record = GameLine::new(ludeme_surakarta::Position::start());
    /// let last = ab.analyse(&record, |_| {}).expect("depth 1 at least");
    /// assert_eq!(last.depth, 1); // stops at the first check after depth 1
    /// ```
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> AlphaBeta {
        self.stop = Some(stop);
        self
    }

    /// This player, its time budgets ([`Budget::Time`], [`Budget::Clock`])
    /// read on `clock` instead of the wall clock: on a [`NodeClock`] its
    /// searches, and so its moves, are the same on every machine.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use std::time::Duration;
    /// use ludeme_core::{Game, GameLine};
    /// use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, NodeClock};
    /// let budget = Budget::Time(Duration::from_millis(50));
    /// let clock = Arc::new(NodeClock::new(1_000_000)); // 50 ms: 50,000 nodes
    /// let mut ab = AlphaBeta::new(AlphaBetaConfig::new(budget)).with_clock(clock.clone());
    /// let record = GameLine::new(ludeme_surakarta::Position::start());
    /// let last = ab.analyse(&record, |_| {}).expect("a move");
    /// // Every node searched counted, and none past the first check after 50 ms.
    /// assert_eq!(clock.nodes(), last.nodes);
    /// assert!(last.nodes <= 50_000 + 1024);
    /// ```
    ///
    /// [`NodeClock`]: crate::NodeClock
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> AlphaBeta {
        self.clock = Some(clock);
        self
    }

    /// The configuration.
    pub const fn config(&self) -> AlphaBetaConfig {
        self.config
    }

    /// The configuration, to change between searches (the budget of the
    /// next move, its deepest iteration); the table is kept.
    pub fn config_mut(&mut self) -> &mut AlphaBetaConfig {
        &mut self.config
    }

    /// Searches the record's current position and reports each completed
    /// iteration to `report`; returns the last one (`None` when no seat is
    /// to act). The search deepens until the budget or the deepest
    /// iteration ends it, and stops after an iteration that finds a forced
    /// result ([`Iteration::mate_in`], [`Iteration::oracle_in`]) or when
    /// only one move is legal.
    pub fn analyse<G: Heuristic + History>(
        &mut self,
        record: &GameLine<G>,
        report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Iteration<G::Move>> {
        self.deepen(record, None, report)
    }

    /// [`AlphaBeta::analyse`], consulting `oracle` (if it holds for the
    /// record: [`Oracle::holds_for`]) at every position the search reaches
    /// by an irreversible move. The root itself is searched: the oracle's
    /// move there is [`Oracle::move_in`], which the player plays without a
    /// search ([`Player::choose_consulting`]).
    pub fn analyse_consulting<G: Heuristic + History>(
        &mut self,
        record: &GameLine<G>,
        oracle: &dyn Oracle<G>,
        report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Iteration<G::Move>> {
        self.deepen(record, Some(oracle), report)
    }

    /// What `ludeme analyse` and the bindings' `analyse` report: the
    /// oracle's move where it knows one (with what it knows of the
    /// position), else the iterations of a search that consults it
    /// ([`AlphaBeta::analyse_consulting`]; [`AlphaBeta::analyse`] without
    /// an oracle), each reported to `report`. `None` when no seat is to
    /// act.
    pub fn analyse_knowing<G: Heuristic + History>(
        &mut self,
        line: &GameLine<G>,
        oracle: Option<&dyn Oracle<G>>,
        report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Analysis<G::Move>> {
        if let Some(oracle) = oracle {
            if let Some(mv) = oracle.move_in(line) {
                let known = oracle.value_in(line).ok();
                let root = line.position();
                let Actor::Seat(seat) = root.to_act() else {
                    return None;
                };
                let score = known.map_or(0, |known| {
                    let plies = known.distance.unwrap_or(0);
                    score::verdict(known.verdict, root.side_of(seat), plies, 0)
                });
                return Some(Analysis::Known { mv, known, score });
            }
        }
        self.deepen(line, oracle, report).map(Analysis::Searched)
    }

    /// The iterations of [`AlphaBeta::analyse`], consulting `oracle` if
    /// one is given.
    fn deepen<G: Heuristic + History>(
        &mut self,
        record: &GameLine<G>,
        oracle: Option<&dyn Oracle<G>>,
        mut report: impl FnMut(&Iteration<G::Move>),
    ) -> Option<Iteration<G::Move>> {
        let root = record.position();
        let Actor::Seat(seat) = root.to_act() else {
            return None;
        };
        let side = root.side_of(seat);
        self.table.prepare(self.config.table_bits, side);
        self.estimates
            .prepare(self.config.estimate_bits, side, self.config.plain);
        let mut search = Search::new(
            self.config,
            &mut self.table,
            &mut self.estimates,
            record,
            side,
            Interrupts {
                clock: clock_or_wall(self.clock.as_ref()),
                stop: self.stop.as_deref(),
            },
            oracle,
        );
        let mut last: Option<Iteration<G::Move>> = None;
        let moves = root.legal_moves();
        let mut pace = Pace::default();
        search.price_draws_at(root);
        for depth in 1..=search.max_depth() {
            let Some((score, best)) = search.root(root, depth) else {
                break;
            };
            search.stretch(pace.after(depth, best, score));
            let iteration = Iteration {
                depth,
                complete: !search.stopped(),
                score,
                principal_variation: search.principal_variation(root, moves[best], depth),
                nodes: search.nodes(),
                elapsed: search.elapsed(),
            };
            report(&iteration);
            let forced = iteration.mate_in().is_some() || iteration.oracle_in().is_some();
            let done = forced || !iteration.complete || moves.len() == 1;
            last = Some(iteration);
            if done || search.out_of_budget_for_next() {
                break;
            }
        }
        search.finish();
        last
    }

    /// The best move in the record's current position (what
    /// [`Player::choose_in`] plays).
    pub fn best_move<G: Heuristic + History>(&mut self, record: &GameLine<G>) -> Option<G::Move> {
        self.best_move_consulting(record, None)
    }

    /// The best move, the search consulting `oracle` if one is given.
    fn best_move_consulting<G: Heuristic + History>(
        &mut self,
        record: &GameLine<G>,
        oracle: Option<&dyn Oracle<G>>,
    ) -> Option<G::Move> {
        let root = record.position();
        match root.to_act() {
            Actor::Nobody => None,
            Actor::Chance => root.chance_outcomes().first().map(|&(mv, _)| mv),
            Actor::Seat(_) => {
                let moves = root.legal_moves();
                if moves.len() == 1 {
                    return moves.first().copied();
                }
                self.deepen(record, oracle, |_| {})
                    .and_then(|i| i.principal_variation.first().copied())
                    .or_else(|| moves.first().copied())
            }
        }
    }
}

impl<G: Heuristic + History> Player<G> for AlphaBeta {
    /// Without a history, no history rule applies.
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        self.best_move(&GameLine::with_rules(state.clone(), HistoryRules::NONE))
    }

    fn choose_in(&mut self, record: &GameLine<G>) -> Option<G::Move> {
        self.best_move(record)
    }

    /// The search's move, every position it reaches by an irreversible
    /// move scored by the oracle ([`AlphaBeta::analyse_consulting`]).
    fn search_consulting(&mut self, line: &GameLine<G>, oracle: &dyn Oracle<G>) -> Option<G::Move> {
        self.best_move_consulting(line, Some(oracle))
    }

    /// The budget: `ab(nodes 5000)`, `ab(1.5s)`, `ab(depth 6)`, and
    /// `plain(4)` for a depth that scores leaves with
    /// [`Heuristic::plain_evaluate`] (the yardstick of
    /// [`AlphaBetaConfig::plain`]).
    fn name(&self) -> alloc::string::String {
        match self.config.budget {
            Budget::Nodes(n) => alloc::format!("ab(nodes {n})"),
            Budget::Time(t) => alloc::format!("ab({:?})", t),
            Budget::Clock { target, .. } => alloc::format!("ab(clock, {:?} a move)", target),
            Budget::Depth(d) if self.config.plain => alloc::format!("plain({d})"),
            Budget::Depth(d) => alloc::format!("ab(depth {d})"),
        }
    }
}
