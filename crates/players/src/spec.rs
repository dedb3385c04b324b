//! Players by name: the one syntax the command line, the web page and the
//! bindings share (`random`, `greedy`, `mcts:N`, `mcts:NxT`, `ab:TIME`,
//! `ab:NODES`, `ab:…:contempt=C`, `plain:D`).

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt;
use core::str::FromStr;
use std::time::Duration;

use ludeme_core::{Heuristic, History};

use crate::{
    AlphaBeta, AlphaBetaConfig, Budget, Contempt, GreedyPlayer, Mcts, MctsConfig, Player,
    RandomPlayer,
};

/// MCTS iterations per move of `mcts` written alone.
pub const DEFAULT_ITERATIONS: u32 = 1000;

/// Time per move of `ab` written alone.
pub const DEFAULT_TIME: Duration = Duration::from_secs(1);

/// The most trees of `mcts:NxT`.
pub const MAX_TREES: u32 = 256;

/// The deepest `plain:D`.
pub const PLAIN_MAX_DEPTH: u32 = 20;

/// The player names, for messages and help.
pub const PLAYER_NAMES: &str = "random, greedy, mcts, mcts:N (iterations), mcts:NxT (T trees \
of N iterations), ab, ab:TIME (0.5s, 200ms), ab:N (nodes), each optionally followed by \
:contempt=C (a draw's worth below even, -1 to 1; default 0.05), or plain:D (depth)";

/// A built-in player by name, as written after `--players`.
///
/// ```
/// use ludeme_players::{Budget, Contempt, PlayerSpec};
/// let spec: PlayerSpec = "ab:0.5s".parse().unwrap();
/// assert_eq!(spec, PlayerSpec::alpha_beta(Budget::Time(std::time::Duration::from_millis(500))));
/// assert_eq!(spec.to_string(), "ab:0.5s");
/// assert!("ab:fast".parse::<PlayerSpec>().is_err());
/// let cold: PlayerSpec = "ab:5000:contempt=0.2".parse().unwrap();
/// assert_eq!(cold, PlayerSpec::AlphaBeta(Budget::Nodes(5000), Contempt::from_thousandths(200)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayerSpec {
    /// `random`: a uniformly random legal move.
    Random,
    /// `greedy`: the best move by the game's evaluation, one ply deep.
    Greedy,
    /// `mcts`, `mcts:N` or `mcts:NxT`: Monte Carlo tree search, N
    /// iterations a move in each of T independent trees merged at the root
    /// (one per thread under the `rayon` feature; 1 when not written).
    Mcts {
        /// Iterations per tree and move.
        iterations: u32,
        /// Independent trees.
        trees: u32,
    },
    /// `ab`, `ab:TIME` or `ab:NODES`: alpha-beta within a budget a move,
    /// each optionally followed by `:contempt=C` (else
    /// [`Contempt::DEFAULT`]).
    AlphaBeta(Budget, Contempt),
    /// `plain:D`: the yardstick of simple engines, a plain alpha-beta of
    /// fixed depth D with the plain evaluation.
    Plain(u32),
}

/// A name that is no player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown player {name:?}: expected {PLAYER_NAMES}")]
#[non_exhaustive]
pub struct UnknownPlayer {
    /// The name as given (its first 40 characters and `…` if longer).
    pub name: String,
}

impl PlayerSpec {
    /// `mcts:N`: one tree of `iterations`.
    pub const fn mcts(iterations: u32) -> PlayerSpec {
        PlayerSpec::Mcts {
            iterations,
            trees: 1,
        }
    }

    /// `ab:…`: alpha-beta within `budget`, with the default contempt.
    pub const fn alpha_beta(budget: Budget) -> PlayerSpec {
        PlayerSpec::AlphaBeta(budget, Contempt::DEFAULT)
    }

    /// The player, its random choices (if any) from `seed`.
    pub fn build<G>(self, seed: u64) -> Box<dyn Player<G>>
    where
        G: Heuristic + History + Send + Sync,
        G::Move: Send + Sync,
    {
        match self {
            PlayerSpec::Random => Box::new(RandomPlayer::new(seed)),
            PlayerSpec::Greedy => Box::new(GreedyPlayer::new(seed)),
            PlayerSpec::Mcts { iterations, trees } => Box::new(Mcts::new(
                MctsConfig::iterations(iterations)
                    .with_seed(seed)
                    .with_trees(trees),
            )),
            PlayerSpec::AlphaBeta(budget, contempt) => {
                let mut config = AlphaBetaConfig::new(budget);
                config.contempt = contempt;
                Box::new(AlphaBeta::new(config))
            }
            PlayerSpec::Plain(depth) => Box::new(AlphaBeta::new(AlphaBetaConfig::plain(depth))),
        }
    }
}

/// A text that is not a search budget.
///
/// ```
/// use ludeme_players::{Budget, BudgetError};
///
/// let error = "fast".parse::<Budget>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     r#"bad budget "fast": expected a node count (30000) or a time (0.5s, 200ms)"#
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad budget {}: expected a node count (30000) or a time (0.5s, 200ms)", ludeme_core::text::quoted(.text))]
#[non_exhaustive]
pub struct BudgetError {
    /// The text as given.
    pub text: String,
}

/// A time (`0.5s`, `200ms`, at most a day) or a node count (`20000`) as a
/// search budget, as the players and `ludeme analyse` take it.
///
/// ```
/// use std::time::Duration;
/// use ludeme_players::Budget;
///
/// assert_eq!("30000".parse(), Ok(Budget::Nodes(30_000)));
/// assert_eq!("200ms".parse(), Ok(Budget::Time(Duration::from_millis(200))));
/// assert!("0".parse::<Budget>().is_err());
/// ```
impl FromStr for Budget {
    type Err = BudgetError;

    fn from_str(text: &str) -> Result<Budget, BudgetError> {
        let seconds = |number: &str, unit: f64| -> Option<Budget> {
            let value: f64 = number.parse().ok()?;
            // At most a day, and positive after rounding to nanoseconds, so
            // that it prints back (a negative or infinite time is no
            // duration at all).
            Duration::try_from_secs_f64(value * unit)
                .ok()
                .filter(|&time| time > Duration::ZERO && time <= Duration::from_secs(86_400))
                .map(Budget::Time)
        };
        let budget = if let Some(ms) = text.strip_suffix("ms") {
            seconds(ms, 0.001)
        } else if let Some(s) = text.strip_suffix('s') {
            seconds(s, 1.0)
        } else {
            text.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .map(Budget::Nodes)
        };
        budget.ok_or_else(|| BudgetError { text: text.into() })
    }
}

impl FromStr for PlayerSpec {
    type Err = UnknownPlayer;

    fn from_str(text: &str) -> Result<PlayerSpec, UnknownPlayer> {
        let unknown = || UnknownPlayer {
            name: ludeme_core::text::owned_excerpt(text),
        };
        // `ab…:contempt=C`: the one option, of alpha-beta (after a colon,
        // not a comma, which separates the players of a list).
        if let Some((ab, option)) = text.split_once(":contempt=") {
            let contempt = option.parse::<Contempt>().ok();
            return match (ab.parse(), contempt) {
                (Ok(PlayerSpec::AlphaBeta(budget, _)), Some(contempt)) => {
                    Ok(PlayerSpec::AlphaBeta(budget, contempt))
                }
                _ => Err(unknown()),
            };
        }
        let spec = match text.split_once(':') {
            None => match text {
                "random" => Some(PlayerSpec::Random),
                "greedy" => Some(PlayerSpec::Greedy),
                "mcts" => Some(PlayerSpec::mcts(DEFAULT_ITERATIONS)),
                "ab" => Some(PlayerSpec::alpha_beta(Budget::Time(DEFAULT_TIME))),
                _ => None,
            },
            Some(("mcts", budget)) => {
                let (n, trees) = budget.split_once('x').unwrap_or((budget, "1"));
                let positive = |text: &str| text.parse::<u32>().ok().filter(|&n| n > 0);
                match (positive(n), positive(trees)) {
                    (Some(iterations), Some(trees)) if trees <= MAX_TREES => {
                        Some(PlayerSpec::Mcts { iterations, trees })
                    }
                    _ => None,
                }
            }
            Some(("ab", budget)) => budget.parse().ok().map(PlayerSpec::alpha_beta),
            Some(("plain", d)) => d
                .parse()
                .ok()
                .filter(|d| (1..=PLAIN_MAX_DEPTH).contains(d))
                .map(PlayerSpec::Plain),
            Some(_) => None,
        };
        spec.ok_or_else(unknown)
    }
}

/// The name it is parsed from (`ab` written alone shows its time; the
/// contempt only when it is not the default).
impl fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Greedy => f.write_str("greedy"),
            PlayerSpec::Mcts {
                iterations,
                trees: 1,
            } => write!(f, "mcts:{iterations}"),
            PlayerSpec::Mcts { iterations, trees } => write!(f, "mcts:{iterations}x{trees}"),
            PlayerSpec::AlphaBeta(budget, contempt) => {
                match budget {
                    Budget::Time(t) | Budget::Clock { target: t, .. } => {
                        write!(f, "ab:{}s", t.as_secs_f64())?
                    }
                    Budget::Nodes(n) => write!(f, "ab:{n}")?,
                    Budget::Depth(d) => write!(f, "ab(depth {d})")?,
                }
                if *contempt != Contempt::DEFAULT {
                    write!(f, ":contempt={contempt}")?;
                }
                Ok(())
            }
            PlayerSpec::Plain(d) => write!(f, "plain:{d}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_with_their_budgets() {
        let read = |text: &str| text.parse::<PlayerSpec>();
        for (text, spec) in [
            ("ab", PlayerSpec::alpha_beta(Budget::Time(DEFAULT_TIME))),
            (
                "ab:0.5s",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_millis(500))),
            ),
            (
                "ab:200ms",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_millis(200))),
            ),
            ("ab:5000", PlayerSpec::alpha_beta(Budget::Nodes(5000))),
            (
                "ab:5000:contempt=0",
                PlayerSpec::AlphaBeta(Budget::Nodes(5000), Contempt::NONE),
            ),
            (
                "ab:contempt=-0.125",
                PlayerSpec::AlphaBeta(Budget::Time(DEFAULT_TIME), Contempt::from_thousandths(-125)),
            ),
            (
                "ab:0.5s:contempt=0.05",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_millis(500))),
            ),
            ("plain:4", PlayerSpec::Plain(4)),
            ("mcts", PlayerSpec::mcts(DEFAULT_ITERATIONS)),
            ("mcts:7", PlayerSpec::mcts(7)),
            (
                "mcts:500x2",
                PlayerSpec::Mcts {
                    iterations: 500,
                    trees: 2,
                },
            ),
            ("greedy", PlayerSpec::Greedy),
            ("random", PlayerSpec::Random),
            // A day is the longest time, in either unit.
            (
                "ab:100000ms",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_secs(100))),
            ),
            (
                "ab:86400s",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_secs(86_400))),
            ),
            (
                "ab:86400000ms",
                PlayerSpec::alpha_beta(Budget::Time(Duration::from_secs(86_400))),
            ),
        ] {
            assert_eq!(read(text), Ok(spec), "{text}");
            assert_eq!(read(&spec.to_string()), Ok(spec), "{spec}");
        }
    }

    #[test]
    fn a_bad_player_or_budget_is_an_unknown_player() {
        let read = |text: &str| text.parse::<PlayerSpec>();
        for bad in [
            "ab:0",
            "ab:-1s",
            "ab:xs",
            "ab:1e-10s",
            "ab:1e-7ms",
            "ab:0s",
            "ab:-0s",
            "ab:86401s",
            "ab:86400001ms",
            "plain:0",
            "plain:99",
            "mcts:0",
            "mcts:10x0",
            "mcts:10x",
            "mcts:x2",
            "mcts:10x2x2",
            "mcts:10x9999",
            "abc",
            "ab:1e400s",
            "ab:5000:contempt=2",
            "ab:5000:contempt=",
            "ab:5000:contempt=0.1:contempt=0.1",
            "ab:5000,contempt=0.1",
            "ab:5000:depth=3",
            "ab::contempt=0.1",
            "plain:3:contempt=0.1",
            "mcts:10:contempt=0.1",
            ":contempt=0.1",
            "contempt=0.1",
            "",
            "human",
        ] {
            let error = read(bad).unwrap_err();
            let expected = alloc::format!("unknown player {bad:?}: expected random, greedy");
            assert!(error.to_string().starts_with(&expected), "{error}");
        }
    }
}
