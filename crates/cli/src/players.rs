//! Who takes a seat: a person or a built-in player, by name.

use ludeme::players::{GreedyPlayer, Mcts, MctsConfig, Player, RandomPlayer};
use ludeme::Heuristic;

use crate::Failure;

/// A seat's player as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// Moves typed on standard input.
    Human,
    /// A uniformly random legal move.
    Random,
    /// The best move by the game's evaluation, one ply deep.
    Greedy,
    /// Monte Carlo tree search with this many iterations per move.
    Mcts(u32),
}

impl PlayerKind {
    /// A built-in player of this kind (not for `Human`).
    pub fn build<G: Heuristic>(self, seed: u64) -> Box<dyn Player<G>> {
        match self {
            PlayerKind::Human | PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
            PlayerKind::Greedy => Box::new(GreedyPlayer::new(seed)),
            PlayerKind::Mcts(iterations) => Box::new(Mcts::new(
                MctsConfig::iterations(iterations).with_seed(seed),
            )),
        }
    }

    /// The name for tables.
    pub fn name(self) -> String {
        match self {
            PlayerKind::Human => "human".into(),
            PlayerKind::Random => "random".into(),
            PlayerKind::Greedy => "greedy".into(),
            PlayerKind::Mcts(n) => format!("mcts:{n}"),
        }
    }
}

/// Reads a comma-separated list of players: `human`, `random`, `greedy`,
/// `mcts` (with `default_iterations`) or `mcts:N`.
pub fn parse_players(text: &str, default_iterations: u32) -> Result<Vec<PlayerKind>, Failure> {
    text.split(',')
        .map(|p| {
            let p = p.trim();
            match p {
                "human" => Ok(PlayerKind::Human),
                "random" => Ok(PlayerKind::Random),
                "greedy" => Ok(PlayerKind::Greedy),
                "mcts" => Ok(PlayerKind::Mcts(default_iterations)),
                _ => match p.strip_prefix("mcts:").map(str::parse::<u32>) {
                    Some(Ok(n)) if n > 0 => Ok(PlayerKind::Mcts(n)),
                    _ => Err(Failure::Message(format!(
                        "unknown player {p:?}: expected human, random, greedy, mcts or mcts:N"
                    ))),
                },
            }
        })
        .collect()
}

/// Checks that there is one player per seat.
pub fn check_seats(players: &[PlayerKind], seats: usize) -> Result<(), Failure> {
    if players.len() == seats {
        Ok(())
    } else {
        Err(Failure::Message(format!(
            "--players names {} players, the game has {seats} seats",
            players.len()
        )))
    }
}
