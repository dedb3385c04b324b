//! Who takes a seat: a person, a built-in player, or an external UGI
//! engine, as `--players` names them.

use ludeme::players::{PlayerSpec, PLAYER_NAMES};
use ludeme::session::quote;
use ludeme_ugi::client::EngineProcess;

/// A seat's player.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Entrant {
    /// Moves typed on standard input (`human`).
    Person,
    /// A built-in player, by its [`PlayerSpec`] name.
    Builtin(PlayerSpec),
    /// An external engine: its command line, as written after `ugi:`.
    Engine(String),
}

impl Entrant {
    /// The built-in player (`None` for a person or an engine).
    pub fn spec(&self) -> Option<PlayerSpec> {
        match self {
            Entrant::Builtin(spec) => Some(*spec),
            _ => None,
        }
    }

    /// An MCTS player of one tree searching `trees` instead; others as
    /// they are.
    pub fn with_trees(self, trees: u32) -> Entrant {
        match self {
            Entrant::Builtin(PlayerSpec::Mcts {
                iterations,
                trees: 1,
            }) => Entrant::Builtin(PlayerSpec::Mcts { iterations, trees }),
            other => other,
        }
    }

    /// The name for tables: `human`, the player's name, or `ugi:` and the
    /// command line with the program's directory left out (`ugi:ludeme
    /// ugi barca`).
    pub fn name(&self) -> String {
        match self {
            Entrant::Person => "human".into(),
            Entrant::Builtin(spec) => spec.to_string(),
            Entrant::Engine(command) => {
                let mut words = command.split_whitespace();
                let program = words.next().unwrap_or_default();
                let file = std::path::Path::new(program)
                    .file_name()
                    .map_or(program.into(), |f| f.to_string_lossy());
                std::iter::once(format!("ugi:{file}"))
                    .chain(words.map(String::from))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        }
    }
}

impl Entrant {
    /// Reads one player: `human`, a [`PlayerSpec`] name (`mcts` alone
    /// searches `default_iterations`) or `ugi:COMMAND ARGS`; surrounding
    /// whitespace is ignored. (Which kinds a front end seats is its own
    /// check: `ludeme play` seats no engine, a match no person.)
    ///
    /// ```
    /// use ludeme_arena::Entrant;
    /// let engine = Entrant::parse(" ugi:./engine --fast ", 9)?;
    /// assert_eq!(engine, Entrant::Engine("./engine --fast".into()));
    /// assert_eq!(engine.name(), "ugi:engine --fast");
    /// assert_eq!(Entrant::parse("human", 9)?, Entrant::Person);
    /// # Ok::<(), String>(())
    /// ```
    ///
    /// # Errors
    /// An item that names no player, in one line.
    pub fn parse(item: &str, default_iterations: u32) -> Result<Entrant, String> {
        match item.trim() {
            "human" => Ok(Entrant::Person),
            "mcts" => Ok(Entrant::Builtin(PlayerSpec::mcts(default_iterations))),
            item => match item.strip_prefix("ugi:") {
                Some(command) if command.trim().is_empty() => {
                    Err("ugi: needs a command line: ugi:PROGRAM ARGS".into())
                }
                Some(command) => Ok(Entrant::Engine(command.trim().to_string())),
                None => item.parse().map(Entrant::Builtin).map_err(|_| {
                    format!(
                        "unknown player {}: expected human, {PLAYER_NAMES}",
                        quote(item)
                    )
                }),
            },
        }
    }
}

/// Reads a comma-separated list of players, each as [`Entrant::parse`]
/// reads it.
///
/// ```
/// use ludeme_arena::{parse_entrants, Entrant};
/// let list = parse_entrants("ugi:./engine --fast , human", 9)?;
/// assert_eq!(list, [Entrant::Engine("./engine --fast".into()), Entrant::Person]);
/// # Ok::<(), String>(())
/// ```
///
/// # Errors
/// The first item that names no player, in one line.
pub fn parse_entrants(text: &str, default_iterations: u32) -> Result<Vec<Entrant>, String> {
    text.split(',')
        .map(|item| Entrant::parse(item, default_iterations))
        .collect()
}

/// Checks that there is one player per seat.
///
/// # Errors
/// `--players names N players, the game has S seats`.
pub fn check_seats(players: &[Entrant], seats: usize) -> Result<(), String> {
    if players.len() == seats {
        Ok(())
    } else {
        Err(format!(
            "--players names {} players, the game has {seats} seats",
            players.len()
        ))
    }
}

/// Starts every engine of the match once (an engine that cannot start is
/// an error: the match would be lost game after game): one per entrant,
/// `None` for the others.
///
/// # Errors
/// The engine's name and why it did not start.
pub fn start_engines(entrants: &[Entrant]) -> Result<Vec<Option<EngineProcess>>, String> {
    entrants
        .iter()
        .map(|entrant| match entrant {
            Entrant::Engine(command) => {
                let mut engine = EngineProcess::new(command, entrant.name());
                engine
                    .start()
                    .map_err(|why| format!("{}: {why}", entrant.name()))?;
                Ok(Some(engine))
            }
            _ => Ok(None),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme::players::Budget;

    #[test]
    fn players_are_a_person_built_in_or_engines() {
        let players = parse_entrants("human, ab:5000,mcts", 9).unwrap();
        assert_eq!(
            players,
            [
                Entrant::Person,
                Entrant::Builtin(PlayerSpec::alpha_beta(Budget::Nodes(5000))),
                Entrant::Builtin(PlayerSpec::mcts(9)),
            ]
        );
        let error = parse_entrants("human,ab:0", 9).unwrap_err();
        assert!(
            error.starts_with("unknown player \"ab:0\": expected human, random"),
            "{error}"
        );
    }

    #[test]
    fn entrants_are_engines_or_built_in() {
        let list = parse_entrants("ugi:./engine --fast , ab:0.1s", 9).unwrap();
        assert_eq!(
            list,
            [
                Entrant::Engine("./engine --fast".into()),
                Entrant::Builtin("ab:0.1s".parse().unwrap())
            ]
        );
        assert_eq!(list[0].name(), "ugi:engine --fast");
        assert_eq!(Entrant::Engine("/usr/bin/x  a".into()).name(), "ugi:x a");
        assert_eq!(
            parse_entrants("ugi:,ab", 9),
            Err("ugi: needs a command line: ugi:PROGRAM ARGS".into())
        );
        assert_eq!(Entrant::Person.name(), "human");
    }
}
