//! The players of a refereed match: built-in players and UGI engines.

use crate::Failure;
use ludeme::players::PlayerSpec;
use ludeme_ugi::client::EngineProcess;

/// A player of a refereed match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// A built-in player.
    Builtin(PlayerSpec),
    /// An external engine: its command line, as written after `ugi:`.
    Ugi(String),
}

impl Entrant {
    /// The name for tables: the player's name, or `ugi:` and the command
    /// line with the program's directory left out (`ugi:ludeme ugi barca`).
    pub fn name(&self) -> String {
        match self {
            Entrant::Builtin(spec) => spec.to_string(),
            Entrant::Ugi(command) => {
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
/// Starts every engine of the match once (an engine that cannot start is
/// an error: the match would be lost game after game).
pub fn start_engines(entrants: &[Entrant]) -> Result<Vec<Option<EngineProcess>>, Failure> {
    entrants
        .iter()
        .map(|entrant| match entrant {
            Entrant::Builtin(_) => Ok(None),
            Entrant::Ugi(command) => {
                let mut engine = EngineProcess::new(command, entrant.name());
                engine
                    .start()
                    .map_err(|why| Failure::Message(format!("{}: {why}", entrant.name())))?;
                Ok(Some(engine))
            }
        })
        .collect()
}
/// The refereed match's players from `--players`: `ugi:COMMAND ARGS` or a
/// built-in player (`mcts` alone with `iterations`); a person cannot take
/// part.
pub fn parse_entrants(text: &str, iterations: u32) -> Result<Vec<Entrant>, Failure> {
    text.split(',')
        .map(|item| {
            let item = item.trim();
            match item.strip_prefix("ugi:") {
                Some(command) if command.trim().is_empty() => Err(Failure::Message(
                    "ugi: needs a command line: ugi:PROGRAM ARGS".into(),
                )),
                Some(command) => Ok(Entrant::Ugi(command.trim().to_string())),
                None => match crate::players::parse_players(item, iterations)?.as_slice() {
                    [crate::players::PlayerKind::Builtin(spec)] => Ok(Entrant::Builtin(*spec)),
                    _ => Err(Failure::Message(
                        "a match is between built-in players and UGI engines: no human".into(),
                    )),
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entrants_are_engines_or_built_in() {
        let list = parse_entrants("ugi:./engine --fast , ab:0.1s", 9).unwrap();
        assert_eq!(
            list,
            [
                Entrant::Ugi("./engine --fast".into()),
                Entrant::Builtin("ab:0.1s".parse().unwrap())
            ]
        );
        assert_eq!(list[0].name(), "ugi:engine --fast");
        assert_eq!(Entrant::Ugi("/usr/bin/x  a".into()).name(), "ugi:x a");
        assert!(parse_entrants("ugi:,ab", 9).is_err());
        assert!(parse_entrants("human,ugi:x", 9).is_err());
    }
}
