//! Built-in players for every game of the [`ludeme_core::Game`] trait: no
//! game-specific code, so a new game gets them for free.
//!
//! - [`RandomPlayer`]: a uniformly random legal move.
//! - [`GreedyPlayer`]: the move whose result the game's [`Heuristic`] likes
//!   best.
//! - [`Mcts`]: Monte Carlo tree search (UCT) that handles chance nodes
//!   and any number of seats and sides, deterministic for a seed.
//! - [`AlphaBeta`]: iterative-deepening alpha-beta (principal variation
//!   search, late move reductions, a transposition table, move ordering,
//!   quiescence, expectimax at chance nodes, history rules from the
//!   record), deterministic for a node budget; `AlphaBetaConfig::plain(d)`
//!   is the fixed-depth yardstick of simple engines.
//!
//! Any player may consult an [`Oracle`], exact knowledge of a game (its
//! endgame tables): the oracle's move is played where it knows one
//! ([`Consulting`] wraps any player so), and alpha-beta scores every
//! position its search reaches by an irreversible move with the oracle's
//! value.
//!
//! Greedy, MCTS and alpha-beta players ask the game for a [`Heuristic`] (how well a side
//! stands), which every game of the workspace provides; a game of your own
//! gets the default (the result or ½) with `impl Heuristic for MyGame {}`.
//!
//! Embedding an opponent takes a few lines:
//!
//! ```
//! use ludeme_core::Game;
//! use ludeme_players::{Mcts, MctsConfig, Player};
//! use ludeme_surakarta::Position;
//!
//! let mut opponent = Mcts::new(MctsConfig::iterations(200).with_seed(7));
//! let position = Position::start();
//! let reply = opponent.choose(&position).expect("the game goes on");
//! assert!(position.legal_moves().contains(&reply));
//! ```
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports the players as `ludeme::players`,
//! beside the games: applications that play the built-in games depend on it.
//! Depend on `ludeme-players` (with `ludeme-core`) to put the players on a game
//! of your own without the built-in games in the dependency tree.
//!
//! # Features
//! - `rayon`: the independent trees of an MCTS search
//!   ([`MctsConfig::trees`], root parallelism) are searched one per thread.
//!   Without it they are searched one after another on the calling
//!   thread; the move is the same either way.
//!
//! The crate needs `std` (UCT takes logarithms and square roots, and
//! searches may be bounded by wall-clock time).
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]

extern crate alloc;

mod alphabeta;
mod clock;
mod fast_map;
mod greedy;
mod mcts;
mod oracle;
mod random;
mod spec;
pub mod tune;

pub use alphabeta::{AlphaBeta, AlphaBetaConfig, Budget, Contempt, ContemptError, Iteration};
pub use clock::{Clock, NodeClock, WallClock};
pub use greedy::GreedyPlayer;
pub use mcts::{Mcts, MctsConfig};
pub use oracle::{Analysis, Consulting};
pub use random::RandomPlayer;
pub use spec::{
    BudgetError, PlayerSpec, UnknownPlayer, DEFAULT_ITERATIONS, DEFAULT_TIME, MAX_TREES,
    PLAIN_MAX_DEPTH, PLAYER_NAMES,
};

/// The seed label of one search of a player that starts a new search every
/// move (a clocked MCTS in a match, an engine's `go`): search `n` is seeded
/// with `derive_seed(seed, SEARCH_SEED, n)`.
pub const SEARCH_SEED: ludeme_core::SeedLabel = ludeme_core::SeedLabel::new("search");

#[cfg(doc)]
use ludeme_core::Heuristic;
use ludeme_core::{Game, GameLine, History, Oracle};

/// Something that picks moves.
pub trait Player<G: Game> {
    /// The move to play in `state`, where a seat is to act; `None` when the
    /// game is over.
    fn choose(&mut self, state: &G) -> Option<G::Move>;

    /// The move to play in a game in progress, knowing its history (so that
    /// a search can see repetitions coming). Default: [`Player::choose`] on
    /// the current position.
    fn choose_in(&mut self, record: &GameLine<G>) -> Option<G::Move>
    where
        G: History,
    {
        self.choose(record.position())
    }

    /// The move to play in a game in progress, consulting `oracle`: its
    /// move where it knows one ([`Oracle::move_in`]), else
    /// [`Player::search_consulting`]. Every player plays an oracle's
    /// move this way.
    fn choose_consulting(&mut self, line: &GameLine<G>, oracle: &dyn Oracle<G>) -> Option<G::Move>
    where
        G: History,
    {
        oracle
            .move_in(line)
            .or_else(|| self.search_consulting(line, oracle))
    }

    /// The player's own choice where `oracle` knows no move at the root,
    /// its search consulting the oracle where the player can:
    /// [`AlphaBeta`] scores the positions its search reaches by an
    /// irreversible move with the oracle's values and [`Mcts`] ends its
    /// simulations there. Default: [`Player::choose_in`].
    fn search_consulting(&mut self, line: &GameLine<G>, oracle: &dyn Oracle<G>) -> Option<G::Move>
    where
        G: History,
    {
        let _ = oracle;
        self.choose_in(line)
    }

    /// [`Player::choose_consulting`] if an oracle is given, else
    /// [`Player::choose_in`].
    fn choose_knowing(
        &mut self,
        line: &GameLine<G>,
        oracle: Option<&dyn Oracle<G>>,
    ) -> Option<G::Move>
    where
        G: History,
    {
        match oracle {
            Some(oracle) => self.choose_consulting(line, oracle),
            None => self.choose_in(line),
        }
    }

    /// A short name, for match tables (`"random"`, `"mcts(1000)"`).
    fn name(&self) -> alloc::string::String;
}
