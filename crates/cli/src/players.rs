//! Who takes a seat: a person or a built-in player, by name.

use ludeme::players::{PlayerSpec, PLAYER_NAMES};

use crate::{quote, Failure};

/// A seat's player as named on the command line: a person, or a built-in
/// player by its [`PlayerSpec`] name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    /// Moves typed on standard input.
    Human,
    /// A built-in player.
    Builtin(PlayerSpec),
}

impl PlayerKind {
    /// The built-in player (`None` for a person).
    pub fn spec(self) -> Option<PlayerSpec> {
        match self {
            PlayerKind::Human => None,
            PlayerKind::Builtin(spec) => Some(spec),
        }
    }

    /// An MCTS player of one tree searching `trees` instead; others as
    /// they are.
    pub fn with_trees(self, trees: u32) -> PlayerKind {
        match self {
            PlayerKind::Builtin(PlayerSpec::Mcts {
                iterations,
                trees: 1,
            }) => PlayerKind::Builtin(PlayerSpec::Mcts { iterations, trees }),
            other => other,
        }
    }

    /// The name for tables.
    pub fn name(self) -> String {
        match self {
            PlayerKind::Human => "human".into(),
            PlayerKind::Builtin(spec) => spec.to_string(),
        }
    }
}

/// Reads a comma-separated list of players: `human` or a [`PlayerSpec`]
/// name; `mcts` alone has `default_iterations`.
pub fn parse_players(text: &str, default_iterations: u32) -> Result<Vec<PlayerKind>, Failure> {
    text.split(',')
        .map(|p| match p.trim() {
            "human" => Ok(PlayerKind::Human),
            "mcts" => Ok(PlayerKind::Builtin(PlayerSpec::mcts(default_iterations))),
            p => p.parse().map(PlayerKind::Builtin).map_err(|_| {
                Failure::Message(format!(
                    "unknown player {}: expected human, {PLAYER_NAMES}",
                    quote(p)
                ))
            }),
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
    use ludeme::players::Budget;

    #[test]
    fn players_are_a_person_or_built_in() {
        let players = parse_players("human, ab:5000,mcts", 9).unwrap();
        assert_eq!(
            players,
            [
                PlayerKind::Human,
                PlayerKind::Builtin(PlayerSpec::alpha_beta(Budget::Nodes(5000))),
                PlayerKind::Builtin(PlayerSpec::mcts(9)),
            ]
        );
        let Err(Failure::Message(error)) = parse_players("human,ab:0", 9) else {
            panic!("ab:0 is no player");
        };
        assert!(
            error.starts_with("unknown player \"ab:0\": expected human, random"),
            "{error}"
        );
    }
}
