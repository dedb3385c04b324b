//! A built-in player in a match: on the clock, or on its own budget.

use std::time::Duration;

use ludeme_core::derive_seed;
use ludeme_players::SEARCH_SEED;
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Budget, Mcts, MctsConfig, Player, PlayerSpec};
use ludeme_registry::Registered;
use ludeme_session::Session;

/// The time per move of an engine without clocks (`go movetime`), and of
/// a clocked built-in player asked without one.
pub(crate) const MOVETIME: Duration = Duration::from_secs(1);

/// A built-in player through one game.
pub(crate) enum Builtin<G> {
    /// Alpha-beta under the clock: one player the whole game (its table
    /// kept), its budget set before each move.
    Clocked(AlphaBeta),
    /// MCTS under the clock: its iterations, or the time, whichever ends
    /// first (a new tree each move, the `n`-th seeded with
    /// `derive_seed(seed, SEARCH_SEED, n)`).
    ClockedMcts {
        iterations: u32,
        trees: u32,
        seed: u64,
        /// Searches so far.
        searches: u64,
    },
    /// Any player on its own budget.
    Own(Box<dyn Player<G>>),
}

impl<G: Registered> Builtin<G> {
    pub(crate) fn new(spec: PlayerSpec, seed: u64, clocked: bool) -> Builtin<G> {
        match spec {
            PlayerSpec::AlphaBeta(budget, contempt) if clocked => {
                let mut config = AlphaBetaConfig::new(budget);
                config.contempt = contempt;
                Builtin::Clocked(AlphaBeta::new(config))
            }
            PlayerSpec::Mcts { iterations, trees } if clocked => Builtin::ClockedMcts {
                iterations,
                trees,
                seed,
                searches: 0,
            },
            spec => Builtin::Own(spec.build(seed)),
        }
    }

    /// The move in `game`, within `budget` (a share of the clock) if the
    /// player is clocked: alpha-beta takes the share as it is, MCTS its
    /// target time.
    pub(crate) fn choose(&mut self, game: &Session<G>, budget: Option<Budget>) -> Option<G::Move> {
        let budget = budget.unwrap_or(Budget::Time(MOVETIME));
        let time = match budget {
            Budget::Clock { target, .. } | Budget::Time(target) => target,
            _ => MOVETIME,
        };
        match self {
            Builtin::Clocked(ab) => {
                ab.config_mut().budget = budget;
                ab.best_move(game.record())
            }
            Builtin::ClockedMcts {
                iterations,
                trees,
                seed,
                searches,
            } => {
                let mut config = MctsConfig::iterations(*iterations)
                    .with_seed(derive_seed(*seed, SEARCH_SEED, *searches))
                    .with_trees(*trees);
                *searches += 1;
                config.time_limit = Some(time);
                Mcts::new(config).choose_in(game.record())
            }
            Builtin::Own(player) => player.choose_in(game.record()),
        }
    }
}
