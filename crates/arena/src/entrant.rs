//! Who takes a seat: a person, a built-in player, or an external UGI
//! engine, as `--players` names them.

use ludeme_players::PlayerSpec;
use ludeme_ugi::client::EngineProcess;

use crate::EntrantError;

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
    /// # Ok::<(), ludeme_arena::EntrantError>(())
    /// ```
    ///
    /// # Errors
    /// An item that names no player ([`EntrantError::UnknownPlayer`], the
    /// built-in players' error its source), or `ugi:` alone
    /// ([`EntrantError::NoCommand`]).
    pub fn parse(item: &str, default_iterations: u32) -> Result<Entrant, EntrantError> {
        match item.trim() {
            "human" => Ok(Entrant::Person),
            "mcts" => Ok(Entrant::Builtin(PlayerSpec::mcts(default_iterations))),
            item => match item.strip_prefix("ugi:") {
                Some(command) if command.trim().is_empty() => Err(EntrantError::NoCommand),
                Some(command) => Ok(Entrant::Engine(command.trim().to_string())),
                None => item.parse().map(Entrant::Builtin).map_err(|source| {
                    EntrantError::UnknownPlayer {
                        item: item.to_string(),
                        source,
                    }
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
/// # Ok::<(), ludeme_arena::EntrantError>(())
/// ```
///
/// # Errors
/// What [`Entrant::parse`] says of the first item that names no player.
pub fn parse_entrants(text: &str, default_iterations: u32) -> Result<Vec<Entrant>, EntrantError> {
    text.split(',')
        .map(|item| Entrant::parse(item, default_iterations))
        .collect()
}

/// Checks that there is one player per seat.
///
/// # Errors
/// [`EntrantError::Seats`]: `--players names N players, the game has S
/// seats`.
pub fn check_seats(players: &[Entrant], seats: usize) -> Result<(), EntrantError> {
    if players.len() == seats {
        Ok(())
    } else {
        Err(EntrantError::Seats {
            players: players.len(),
            seats,
        })
    }
}

/// Starts every engine of the match once (an engine that cannot start is
/// an error: the match would be lost game after game): one per entrant,
/// `None` for the others.
///
/// # Errors
/// [`EntrantError::EngineStart`]: the engine's name and why it did not
/// start (the engine's fault).
pub fn start_engines(entrants: &[Entrant]) -> Result<Vec<Option<EngineProcess>>, EntrantError> {
    entrants
        .iter()
        .map(|entrant| match entrant {
            Entrant::Engine(command) => {
                let mut engine = EngineProcess::new(command, entrant.name());
                engine.start().map_err(|source| EntrantError::EngineStart {
                    name: entrant.name(),
                    source,
                })?;
                Ok(Some(engine))
            }
            _ => Ok(None),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_players::Budget;

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
        let error = parse_entrants("human,ab:0", 9).unwrap_err().to_string();
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
            parse_entrants("ugi:,ab", 9).map_err(|e| e.to_string()),
            Err("ugi: needs a command line: ugi:PROGRAM ARGS".into())
        );
        assert_eq!(Entrant::Person.name(), "human");
    }

    #[test]
    fn entrant_errors_keep_what_went_wrong() {
        assert_eq!(parse_entrants("ugi: ", 9), Err(EntrantError::NoCommand));
        let error = Entrant::parse(" nobody ", 9).unwrap_err();
        let EntrantError::UnknownPlayer { item, source } = &error else {
            panic!("{error:?}");
        };
        assert_eq!(item, "nobody");
        assert_eq!(source, &"nobody".parse::<PlayerSpec>().unwrap_err());
        let seats = check_seats(&[Entrant::Person], 2).unwrap_err();
        assert_eq!(
            seats,
            EntrantError::Seats {
                players: 1,
                seats: 2
            }
        );
        assert_eq!(
            seats.to_string(),
            "--players names 1 player, the game has 2 seats"
        );
        assert_eq!(check_seats(&[Entrant::Person], 1), Ok(()));
    }

    #[test]
    fn an_engine_that_cannot_start_is_named_with_its_fault() {
        let entrants = [
            Entrant::Person,
            Entrant::Engine("/no/such/engine -x".into()),
        ];
        let Err(error) = start_engines(&entrants) else {
            panic!("the engine started");
        };
        let EntrantError::EngineStart { name, source } = &error else {
            panic!("{error:?}");
        };
        assert_eq!(name, "ugi:engine -x");
        assert!(
            matches!(source, ludeme_ugi::client::EngineFault::CannotStart { .. }),
            "{source:?}"
        );
        assert_eq!(error.to_string(), format!("ugi:engine -x: {source}"));
        assert!(error.to_string().contains("cannot start"), "{error}");
        assert!(start_engines(&entrants[..1]).unwrap()[0].is_none());
    }
}
