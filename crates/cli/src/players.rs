//! Who takes a seat: a person or a built-in player, by name.

use std::time::Duration;

use ludeme::players::{
    AlphaBeta, AlphaBetaConfig, Budget, GreedyPlayer, Mcts, MctsConfig, Player, RandomPlayer,
};
use ludeme::{Heuristic, History};

use crate::{quote, Failure};

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
    /// Alpha-beta search within a budget per move.
    AlphaBeta(Budget),
    /// The yardstick: a plain fixed-depth alpha-beta with the plain
    /// evaluation.
    Plain(u32),
}

/// The names players are written with, for messages.
const PLAYERS: &str = "human, random, greedy, mcts, mcts:N (iterations), ab, ab:TIME (0.5s, \
200ms), ab:N (nodes) or plain:D (depth)";

impl PlayerKind {
    /// A built-in player of this kind (not for `Human`).
    pub fn build<G: Heuristic + History>(self, seed: u64) -> Box<dyn Player<G>> {
        match self {
            PlayerKind::Human | PlayerKind::Random => Box::new(RandomPlayer::new(seed)),
            PlayerKind::Greedy => Box::new(GreedyPlayer::new(seed)),
            PlayerKind::Mcts(iterations) => Box::new(Mcts::new(
                MctsConfig::iterations(iterations).with_seed(seed),
            )),
            PlayerKind::AlphaBeta(budget) => Box::new(AlphaBeta::new(AlphaBetaConfig::new(budget))),
            PlayerKind::Plain(depth) => Box::new(AlphaBeta::new(AlphaBetaConfig::plain(depth))),
        }
    }

    /// The name for tables.
    pub fn name(self) -> String {
        match self {
            PlayerKind::Human => "human".into(),
            PlayerKind::Random => "random".into(),
            PlayerKind::Greedy => "greedy".into(),
            PlayerKind::Mcts(n) => format!("mcts:{n}"),
            PlayerKind::AlphaBeta(Budget::Time(t)) => format!("ab:{}s", t.as_secs_f64()),
            PlayerKind::AlphaBeta(Budget::Nodes(n)) => format!("ab:{n}"),
            PlayerKind::AlphaBeta(_) => "ab".into(),
            PlayerKind::Plain(d) => format!("plain:{d}"),
        }
    }
}

/// A time (`0.5s`, `200ms`) or a node count (`20000`) as a search budget.
pub fn parse_budget(text: &str) -> Option<Budget> {
    let seconds = |number: &str, unit: f64| -> Option<Budget> {
        let value: f64 = number.parse().ok()?;
        (value.is_finite() && value > 0.0 && value * unit <= 86_400.0)
            .then(|| Budget::Time(Duration::from_secs_f64(value * unit)))
    };
    if let Some(ms) = text.strip_suffix("ms") {
        seconds(ms, 0.001)
    } else if let Some(s) = text.strip_suffix('s') {
        seconds(s, 1.0)
    } else {
        text.parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .map(Budget::Nodes)
    }
}

/// Reads a comma-separated list of players (see [`PLAYERS`]); `mcts`
/// alone has `default_iterations`, `ab` alone one second per move.
pub fn parse_players(text: &str, default_iterations: u32) -> Result<Vec<PlayerKind>, Failure> {
    text.split(',')
        .map(|p| {
            let p = p.trim();
            let kind = match p.split_once(':') {
                None => match p {
                    "human" => Some(PlayerKind::Human),
                    "random" => Some(PlayerKind::Random),
                    "greedy" => Some(PlayerKind::Greedy),
                    "mcts" => Some(PlayerKind::Mcts(default_iterations)),
                    "ab" => Some(PlayerKind::AlphaBeta(Budget::Time(Duration::from_secs(1)))),
                    _ => None,
                },
                Some(("mcts", n)) => n.parse().ok().filter(|&n| n > 0).map(PlayerKind::Mcts),
                Some(("ab", budget)) => parse_budget(budget).map(PlayerKind::AlphaBeta),
                Some(("plain", d)) => d
                    .parse()
                    .ok()
                    .filter(|d| (1..=20).contains(d))
                    .map(PlayerKind::Plain),
                Some(_) => None,
            };
            kind.ok_or_else(|| {
                Failure::Message(format!("unknown player {}: expected {PLAYERS}", quote(p)))
            })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_are_read_with_their_budgets() {
        let players = parse_players("ab, ab:0.5s,ab:200ms,ab:5000,plain:4,mcts:7", 9).unwrap();
        assert_eq!(
            players,
            [
                PlayerKind::AlphaBeta(Budget::Time(Duration::from_secs(1))),
                PlayerKind::AlphaBeta(Budget::Time(Duration::from_millis(500))),
                PlayerKind::AlphaBeta(Budget::Time(Duration::from_millis(200))),
                PlayerKind::AlphaBeta(Budget::Nodes(5000)),
                PlayerKind::Plain(4),
                PlayerKind::Mcts(7),
            ]
        );
        for bad in [
            "ab:0",
            "ab:-1s",
            "ab:xs",
            "plain:0",
            "plain:99",
            "mcts:0",
            "abc",
            "ab:1e400s",
        ] {
            assert!(parse_players(bad, 9).is_err(), "{bad}");
        }
    }
}
