//! A built-in player in a match: on the clock, or on its own budget, and
//! consulting the game's oracle (its endgame tables) if the match has one.

use std::sync::Arc;
use std::time::Duration;

use ludeme_core::{derive_seed, Oracle};
use ludeme_players::SEARCH_SEED;
use ludeme_players::{
    AlphaBeta, AlphaBetaConfig, Budget, Clock, Mcts, MctsConfig, Player, PlayerSpec,
};
use ludeme_registry::Registered;
use ludeme_session::Session;

/// The time per move of an engine without clocks (`go movetime`), and of
/// a clocked built-in player asked without one.
pub(crate) const MOVETIME: Duration = Duration::from_secs(1);

/// A built-in player through one game, and the oracle it consults.
pub(crate) struct Builtin<G: Registered> {
    player: Kind<G>,
    oracle: Option<Arc<dyn Oracle<G>>>,
}

/// How a built-in player plays a game.
enum Kind<G> {
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
        /// The clock its time is read on.
        timer: Arc<dyn Clock>,
    },
    /// Any player on its own budget.
    Own(Box<dyn Player<G>>),
}

impl<G: Registered> Builtin<G> {
    /// The player of `spec`, seeded with `seed`, on the clock if
    /// `clocked` (its time read on `timer`), consulting `oracle` if given.
    pub(crate) fn new(
        spec: PlayerSpec,
        seed: u64,
        clocked: bool,
        oracle: Option<&Arc<dyn Oracle<G>>>,
        timer: &Arc<dyn Clock>,
    ) -> Builtin<G> {
        let player = match spec {
            PlayerSpec::AlphaBeta(budget, contempt) if clocked => {
                let mut config = AlphaBetaConfig::new(budget);
                config.contempt = contempt;
                Kind::Clocked(AlphaBeta::new(config).with_clock(Arc::clone(timer)))
            }
            PlayerSpec::Mcts { iterations, trees } if clocked => Kind::ClockedMcts {
                iterations,
                trees,
                seed,
                searches: 0,
                timer: Arc::clone(timer),
            },
            spec => Kind::Own(spec.build(seed)),
        };
        Builtin {
            player,
            oracle: oracle.cloned(),
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
        let (record, oracle) = (game.line(), self.oracle.as_deref());
        match &mut self.player {
            Kind::Clocked(ab) => {
                ab.config_mut().budget = budget;
                ab.choose_knowing(record, oracle)
            }
            Kind::ClockedMcts {
                iterations,
                trees,
                seed,
                searches,
                timer,
            } => {
                let mut config = MctsConfig::iterations(*iterations)
                    .with_seed(derive_seed(*seed, SEARCH_SEED, *searches))
                    .with_trees(*trees);
                *searches += 1;
                config.time_limit = Some(time);
                let mut mcts = Mcts::new(config).with_clock(Arc::clone(timer));
                mcts.choose_knowing(record, oracle)
            }
            Kind::Own(player) => player.choose_knowing(record, oracle),
        }
    }
}

#[cfg(test)]
mod tests {
    use ludeme_core::Game;
    use ludeme_registry::surakarta::Position;
    use ludeme_testing::LastLegalMove;

    use super::*;

    #[test]
    fn every_built_in_player_plays_the_oracles_move_on_the_clock_or_not() {
        let oracle: Arc<dyn Oracle<Position>> = Arc::new(LastLegalMove);
        let game = Session::from_game(Position::start());
        let last = game.legal_moves().last().copied();
        let budget = Some(Budget::Nodes(500));
        for spec in ["random", "greedy", "mcts:50", "ab:500", "plain:2"] {
            let spec: PlayerSpec = spec.parse().unwrap();
            for clocked in [false, true] {
                let timer: Arc<dyn Clock> = Arc::new(ludeme_players::WallClock);
                let mut own = Builtin::<Position>::new(spec, 1, clocked, None, &timer);
                let mut consulting = Builtin::new(spec, 1, clocked, Some(&oracle), &timer);
                assert_eq!(consulting.choose(&game, budget), last, "{spec}");
                assert_ne!(own.choose(&game, budget), last, "{spec}");
            }
        }
    }
}
