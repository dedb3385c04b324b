//! The arena's errors, each worded in one line as the command line prints
//! it, each keeping the typed error underneath (a game's own parse error,
//! an I/O error with its path, an engine's fault).

use std::error::Error;
use std::fmt::{self, Display};
use std::io;
use std::path::PathBuf;

use ludeme_players::{UnknownPlayer, PLAYER_NAMES};
use ludeme_record::RecordReadError;
use ludeme_registry::AnyError;
use ludeme_session::quote;
use ludeme_ugi::client::EngineFault;

/// `text` with control characters (a line break) escaped, so that a
/// message stays one line.
pub(crate) fn one_line(text: &dyn Display) -> String {
    let text = text.to_string();
    let mut line = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            line.extend(c.escape_default());
        } else {
            line.push(c);
        }
    }
    line
}

/// `n` and the noun, plural unless `n` is 1: `1 player`, `2 players`.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Position text that is no position of the game under the match's rules:
/// the text, and the game's own reason `E` (its `Game::ParseError`, or the
/// by-name [`AnyError`] in an [`ArenaError`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PositionError<E = AnyError> {
    /// The text as given.
    pub text: String,
    /// Why the game does not read it.
    pub source: E,
}

impl<E: Display> Display for PositionError<E> {
    /// `bad position text "…": ` and the game's reason, in one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bad position text {}: {}",
            quote(&self.text),
            one_line(&self.source)
        )
    }
}

impl<E: Error + 'static> Error for PositionError<E> {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&self.source)
    }
}

impl<E> PositionError<E> {
    /// The same error with the game's reason turned into another type
    /// (the game's own error into the by-name [`AnyError`], say).
    pub fn map<F>(self, f: impl FnOnce(E) -> F) -> PositionError<F> {
        PositionError {
            text: self.text,
            source: f(self.source),
        }
    }
}

/// Why openings cannot be read ([`crate::read_openings`],
/// [`crate::read_openings_file`]): `E` is the game's own parse error (its
/// `Game::ParseError`, or the by-name [`AnyError`] in an [`ArenaError`]).
#[derive(Debug)]
#[non_exhaustive]
pub enum OpeningError<E = AnyError> {
    /// A line of position text that is no position (lines from 1).
    Line {
        /// The line's number, from 1.
        line: usize,
        /// Why its text is no position.
        source: PositionError<E>,
    },
    /// Every line is blank or a comment.
    NoLines,
    /// A file of records that does not read or replay, or a record of
    /// another game (the reader's record, line and column).
    Record(RecordReadError),
    /// A record whose last position is no position of the match's game
    /// and variant.
    LastPosition {
        /// The record's number, from 1.
        number: usize,
        /// Why the game does not read the position.
        source: E,
    },
    /// A file of records that holds none.
    NoRecords,
    /// The openings file cannot be read (or is not UTF-8).
    Read {
        /// The file.
        path: PathBuf,
        /// Why it cannot be read.
        source: io::Error,
    },
    /// The openings file holds no openings that can be played: what
    /// [`crate::read_openings`] says of its text.
    File {
        /// The file.
        path: PathBuf,
        /// What is wrong with its text.
        source: Box<OpeningError<E>>,
    },
}

impl<E> OpeningError<E> {
    /// The same error with the game's reason turned into another type
    /// (the game's own error into the by-name [`AnyError`], say).
    pub fn map<F>(self, f: impl FnOnce(E) -> F) -> OpeningError<F> {
        match self {
            OpeningError::Line { line, source } => OpeningError::Line {
                line,
                source: source.map(f),
            },
            OpeningError::NoLines => OpeningError::NoLines,
            OpeningError::Record(e) => OpeningError::Record(e),
            OpeningError::LastPosition { number, source } => OpeningError::LastPosition {
                number,
                source: f(source),
            },
            OpeningError::NoRecords => OpeningError::NoRecords,
            OpeningError::Read { path, source } => OpeningError::Read { path, source },
            OpeningError::File { path, source } => OpeningError::File {
                path,
                source: Box::new(source.map(f)),
            },
        }
    }
}

impl<E: Display> Display for OpeningError<E> {
    /// One line: where (the file, the line or the record) and why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = |path: &PathBuf| quote(&path.to_string_lossy());
        match self {
            OpeningError::Line { line, source } => write!(f, "line {line}: {source}"),
            OpeningError::NoLines => {
                write!(f, "no openings: every line is blank or a # comment")
            }
            OpeningError::Record(e) => e.fmt(f),
            OpeningError::LastPosition { number, source } => write!(
                f,
                "record {number}: its last position is no position of this match's game and variant: {}",
                one_line(source)
            ),
            OpeningError::NoRecords => write!(f, "no openings: the file holds no game record"),
            OpeningError::Read { path, source } => {
                write!(f, "openings file {}: cannot read it: {source}", file(path))
            }
            OpeningError::File { path, source } => {
                write!(f, "openings file {}: {source}", file(path))
            }
        }
    }
}

impl<E: Error + 'static> Error for OpeningError<E> {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            OpeningError::Line { source, .. } => Some(source),
            OpeningError::Record(e) => e.source(),
            OpeningError::LastPosition { source, .. } => Some(source),
            OpeningError::Read { source, .. } => Some(source),
            OpeningError::File { source, .. } => Some(source.as_ref()),
            OpeningError::NoLines | OpeningError::NoRecords => None,
        }
    }
}

/// Why a player list cannot be seated ([`crate::Entrant::parse`],
/// [`crate::parse_entrants`], [`crate::check_seats`],
/// [`crate::start_engines`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EntrantError {
    /// An item that names no player.
    #[error("unknown player {}: expected human, {PLAYER_NAMES}", quote(item))]
    UnknownPlayer {
        /// The item as given (without the spaces around it).
        item: String,
        /// What the built-in players' names say of it.
        source: UnknownPlayer,
    },
    /// `ugi:` without a command line.
    #[error("ugi: needs a command line: ugi:PROGRAM ARGS")]
    NoCommand,
    /// Not one player per seat.
    #[error(
        "--players names {}, the game has {}",
        counted(*players, "player"),
        counted(*seats, "seat")
    )]
    Seats {
        /// The players named.
        players: usize,
        /// The game's seats.
        seats: usize,
    },
    /// An engine that did not start.
    #[error("{name}: {source}")]
    EngineStart {
        /// The engine's name ([`crate::Entrant::name`]).
        name: String,
        /// Why it did not start.
        source: EngineFault,
    },
}

/// Why a time control does not read ([`crate::parse_time_control`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TimeControlError {
    /// The base time is not a number of seconds from 0.001 to 86,400.
    #[error("expected SECONDS[+INCREMENT], such as 60, 2+0.05 or 0.5+0")]
    Base {
        /// The time control as given.
        text: String,
    },
    /// The increment is not a number of seconds from 0 to 86,400.
    #[error("expected SECONDS[+INCREMENT], such as 60, 2+0.05 or 0.5+0")]
    Increment {
        /// The time control as given.
        text: String,
    },
}

/// A record that cannot be written to its file ([`crate::save`]).
#[derive(Debug, thiserror::Error)]
#[error("cannot write {}: {source}", path.display())]
#[non_exhaustive]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// Why it cannot be written.
    #[source]
    pub source: io::Error,
}

/// What stops a match ([`crate::Match`]): one line for the user, or the
/// output failing.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ArenaError {
    /// `--position` text that is no position of the game.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// `--openings` that cannot be read.
    #[error(transparent)]
    Openings(#[from] OpeningError),
    /// A bad player list, or an engine that did not start.
    #[error(transparent)]
    Entrant(#[from] EntrantError),
    /// `--sprt` for a game of other than two seats.
    #[error("--sprt needs two players in two seats: the game has {seats} seats")]
    SprtSeats {
        /// The game's seats.
        seats: usize,
    },
    /// A person among the players of a match.
    #[error(
        "a match is between built-in players{}: no human",
        if *refereed { " and UGI engines" } else { "" }
    )]
    Person {
        /// Whether the match is refereed (engines or clocks).
        refereed: bool,
    },
    /// A game's record that cannot be saved.
    #[error(transparent)]
    Save(#[from] SaveError),
    /// Writing the table failed.
    #[error(transparent)]
    Output(#[from] io::Error),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_of_players_or_seats_agrees_with_its_noun() {
        let seats = |players, seats| EntrantError::Seats { players, seats }.to_string();
        assert_eq!(
            seats(1, 2),
            "--players names 1 player, the game has 2 seats"
        );
        assert_eq!(
            seats(3, 2),
            "--players names 3 players, the game has 2 seats"
        );
        assert_eq!(
            seats(0, 4),
            "--players names 0 players, the game has 4 seats"
        );
        assert_eq!(
            seats(2, 1),
            "--players names 2 players, the game has 1 seat"
        );
    }
}
