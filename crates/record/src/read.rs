//! Reading records: each record cut once into tags, words and comments,
//! its game chosen once from its `Game` and `Variant` tags, and its words
//! replayed on the game's own type (see the `replay` module).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::marker::PhantomData;

use ludeme_core::Actions;

use ludeme_session::{AnySession, Session};

use crate::lex::{Lexed, Lexer};
use crate::replay::{read_as_on, read_by_name};
use crate::{GameRecord, ReadFault, RecordReadError, RecordedGame};

/// Reads every record of `text` (any number, each ending with its result
/// token), replaying each: all of them, or the first error.
///
/// ```
/// let text = "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"barca\"]\n[Result \"*\"]\n\n1. d2-c3 *\n";
/// let records = ludeme_record::read_records(text)?;
/// assert_eq!(records.len(), 2);
/// assert_eq!(records[1].moves()[0].text, "d2-c3");
/// let bad = ludeme_record::read_records("[Game \"barca\"]\n\nd2-d9 *\n").unwrap_err();
/// assert!(bad.to_string().starts_with("record 1, line 3, column 1: illegal move d2-d9: "), "{bad}");
/// # Ok::<(), ludeme_record::RecordReadError>(())
/// ```
///
/// # Errors
/// The first bad tag, unknown or illegal move, missing result, or result
/// that disagrees with the replayed game, with the record's number, the
/// line and the column.
pub fn read_records(text: &str) -> Result<Vec<GameRecord>, RecordReadError> {
    records(text).collect()
}

/// [`read_records`] of bytes that should be UTF-8 text (a file as read):
/// bytes that are not are an error that says where, rather than characters
/// that the record then refuses for another reason.
///
/// ```
/// let bytes = b"[Game \"barca\"]\n\nd2-c3 \xff *\n";
/// let bad = ludeme_record::read_records_bytes(bytes).unwrap_err();
/// assert_eq!(bad.to_string(), "record 1, line 3, column 7: the record is not UTF-8 text (byte 23)");
/// assert_eq!(ludeme_record::read_records_bytes(b"[Game \"barca\"]\n\n*\n")?.len(), 1);
/// # Ok::<(), ludeme_record::RecordReadError>(())
/// ```
///
/// # Errors
/// As [`read_records`], and the first byte that is not UTF-8 (from 1,
/// with its line and column) in the record it falls in.
pub fn read_records_bytes(bytes: &[u8]) -> Result<Vec<GameRecord>, RecordReadError> {
    records_bytes(bytes).collect()
}

/// The records of `text` one by one, each replayed as it is read; after an
/// error, nothing more (what a checker printing a line per record uses).
///
/// ```
/// let text = "[Game \"barca\"]\n\n*\n\n[Game \"barca\"]\n\nd2-d2 *\n";
/// let mut records = ludeme_record::records(text);
/// assert!(records.next().unwrap().is_ok());
/// assert_eq!(records.next().unwrap().unwrap_err().record, 2);
/// assert!(records.next().is_none());
/// ```
pub fn records(text: &str) -> Records<'_> {
    Records {
        lexer: Lexer::new(text),
        failed: false,
    }
}

/// [`records`] of bytes that should be UTF-8 text: the records before the
/// first byte that is not, then an error at the record it falls in.
///
/// ```
/// let bytes = b"[Game \"barca\"]\n\n*\n\n[Game \"barca\"]\n\n\xc3 *\n";
/// let mut records = ludeme_record::records_bytes(bytes);
/// assert!(records.next().unwrap().is_ok());
/// let bad = records.next().unwrap().unwrap_err();
/// assert_eq!((bad.record, bad.line, bad.column), (2, 7, 1));
/// assert!(records.next().is_none());
/// ```
pub fn records_bytes(bytes: &[u8]) -> Records<'_> {
    Records {
        lexer: Lexer::from_bytes(bytes),
        failed: false,
    }
}

/// The records of a text, one by one ([`records`]).
pub struct Records<'a> {
    lexer: Lexer<'a>,
    failed: bool,
}

impl Iterator for Records<'_> {
    type Item = Result<GameRecord, RecordReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        next_read(&mut self.lexer, &mut self.failed, read_by_name)
            .map(|read| read.map(|(record, _)| record))
    }
}

/// The records of `text` one by one, each with its game as read (replayed
/// once, by name, on the game's own type): what a reader that keeps the
/// games uses, so that nothing is replayed twice; after an error, nothing
/// more.
///
/// ```
/// let text = "[Game \"barca\"]\n\nd2-c3 *\n\n[Game \"surakarta\"]\n\nb2-b3 *\n";
/// let games: Vec<_> = ludeme_record::records_by_name(text).collect::<Result<_, _>>()?;
/// assert_eq!(games[0].1.history(), ["d2-c3"]);
/// assert_eq!((games[1].0.tag("Game"), games[1].1.game_name()), (Some("surakarta"), "surakarta"));
/// # Ok::<(), ludeme_record::RecordReadError>(())
/// ```
pub fn records_by_name(text: &str) -> RecordsByName<'_> {
    RecordsByName {
        lexer: Lexer::new(text),
        failed: false,
    }
}

/// [`records_by_name`] of bytes that should be UTF-8 text (as
/// [`records_bytes`] reads them).
pub fn records_by_name_bytes(bytes: &[u8]) -> RecordsByName<'_> {
    RecordsByName {
        lexer: Lexer::from_bytes(bytes),
        failed: false,
    }
}

/// The records of a text with their games ([`records_by_name`]).
pub struct RecordsByName<'a> {
    lexer: Lexer<'a>,
    failed: bool,
}

impl Iterator for RecordsByName<'_> {
    type Item = Result<(GameRecord, Box<dyn AnySession>), RecordReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        next_read(&mut self.lexer, &mut self.failed, read_by_name)
    }
}

/// The next record of `lexer`, read by `read`; nothing once one has
/// failed (`failed` remembers it).
fn next_read<T>(
    lexer: &mut Lexer<'_>,
    failed: &mut bool,
    read: impl FnOnce(Lexed<'_>) -> Result<T, RecordReadError>,
) -> Option<Result<T, RecordReadError>> {
    if *failed {
        return None;
    }
    let next = lexer
        .next_record()
        .and_then(|lexed| lexed.map(read).transpose())
        .transpose();
    *failed = matches!(next, Some(Err(_)));
    next
}

/// The records of `text` read as the game `G` (a registered game's own
/// type, or a game of one's own: see [`RecordedGame`]), one by one, each
/// with the game replayed; after an error, nothing more. A record of
/// another game is an error ([`ReadFault::OtherGame`]).
///
/// ```
/// use ludeme_registry::barca;
/// let text = "[Game \"barca\"]\n\nd2-c3 *\n\n[Game \"barca\"]\n\nd2-c3 d9-c8 *\n";
/// let games: Vec<_> = ludeme_record::records_as::<barca::Position>(text).collect::<Result<_, _>>()?;
/// assert_eq!(games[1].1.history(), ["d2-c3", "d9-c8"]);
/// # Ok::<(), ludeme_record::RecordReadError>(())
/// ```
pub fn records_as<G: RecordedGame + Actions>(text: &str) -> RecordsAs<'_, G> {
    RecordsAs::on(Lexer::new(text))
}

/// [`records_as`] of bytes that should be UTF-8 text (a file as read):
/// the records before the first byte that is not, then an error at the
/// record it falls in.
///
/// ```
/// use ludeme_registry::barca;
/// let bytes = b"[Game \"barca\"]\n\nd2-c3 *\n\n[Game \"barca\"]\n\n\xc3 *\n";
/// let mut games = ludeme_record::records_as_bytes::<barca::Position>(bytes);
/// assert_eq!(games.next().unwrap()?.1.history(), ["d2-c3"]);
/// assert_eq!(games.next().unwrap().unwrap_err().record, 2);
/// assert!(games.next().is_none());
/// # Ok::<(), ludeme_record::RecordReadError>(())
/// ```
pub fn records_as_bytes<G: RecordedGame + Actions>(bytes: &[u8]) -> RecordsAs<'_, G> {
    RecordsAs::on(Lexer::from_bytes(bytes))
}

/// The records of a text read as the game `G` ([`records_as`]).
pub struct RecordsAs<'a, G> {
    lexer: Lexer<'a>,
    failed: bool,
    /// Whether records of other games are passed over.
    others_passed: bool,
    game: PhantomData<fn() -> G>,
}

impl<'a, G> RecordsAs<'a, G> {
    /// The records `lexer` cuts.
    fn on(lexer: Lexer<'a>) -> RecordsAs<'a, G> {
        RecordsAs {
            lexer,
            failed: false,
            others_passed: false,
            game: PhantomData,
        }
    }

    /// These records with those of other games passed over rather than
    /// refused (each is still cut whole, so reading goes on after it; a
    /// file of several games' records read for one of them).
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// let text = "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"barca\"]\n\nd2-c3 *\n";
    /// let games: Vec<_> = ludeme_record::records_as::<barca::Position>(text)
    ///     .passing_other_games()
    ///     .collect::<Result<_, _>>()?;
    /// assert_eq!(games.len(), 1);
    /// assert_eq!(games[0].1.history(), ["d2-c3"]);
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    #[must_use]
    pub fn passing_other_games(self) -> RecordsAs<'a, G> {
        RecordsAs {
            others_passed: true,
            ..self
        }
    }
}

impl<G: RecordedGame + Actions> Iterator for RecordsAs<'_, G> {
    type Item = Result<(GameRecord, Session<G>), RecordReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            match next_read(&mut self.lexer, &mut self.failed, read_as::<G>) {
                Some(Err(e))
                    if self.others_passed && matches!(e.reason, ReadFault::OtherGame { .. }) =>
                {
                    // The record was cut whole: the next one reads.
                    self.failed = false;
                }
                next => return next,
            }
        }
    }
}

/// Reads a cut record as the game `G`.
fn read_as<G: RecordedGame + Actions>(
    lexed: Lexed<'_>,
) -> Result<(GameRecord, Session<G>), RecordReadError> {
    let game = lexed
        .tag("Game")
        .ok_or_else(|| lexed.error(lexed.line, 0, ReadFault::NoGameTag))?;
    let rules =
        G::rules_named(game, lexed.tag("Variant")).map_err(|f| lexed.error(lexed.line, 0, f))?;
    read_as_on::<G>(lexed, rules)
}
