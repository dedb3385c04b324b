//! Game records: one text format for a finished or unfinished game of any
//! registered game (or of a game of one's own: [`RecordedGame`]), in the
//! spirit of PGN: tag pairs, then the moves in move text with optional
//! `{comments}`, then the result.
//!
//! ```text
//! [Game "surakarta"]
//! [Variant "standard"]
//! [Result "*"]
//!
//! b2-b3 e5-e4 {a quiet start} *
//! ```
//!
//! Reading is strict: every move is replayed with the checked play, and the
//! result must be what the replayed game says (see [`GameRecord`]); an
//! error says where and why, typed ([`RecordReadError`], [`ReadFault`]).
//!
//! A text is cut into records once (tags, words with their places,
//! comments); each record's game is chosen once from its `Game` and
//! `Variant` tags, and its words are replayed on the game's own type, each
//! parsed once into the game's move ([`records`] by name, [`records_as`]
//! on a type). Reading by name gives the record with its game replayed
//! ([`records_by_name`]), so that nobody replays a record twice.
//!
//! [`GameHandle`] is the game every binding holds (Python's `ludeme.Game`,
//! JavaScript's `Game`, C's `LudemeGame`): a session chosen by name
//! (`ludeme_session::AnySession`) with the record it was read from, whose
//! free tags and comments the record it writes keeps.
//!
//! The crate sits on top of the driver (`ludeme-session`): a record is
//! replayed on a [`Session`](ludeme_session::Session) of the game's own
//! type, and written from one, from a line of play, or from a session
//! chosen by name ([`Recordable`]).
//!
//! # Features
//! - `rayon`: [`GameHandle::perft`] counts on every core.
//! - `serde`: a [`GameRecord`] (de)serialises as its text.
//!
//! The crate needs `std`.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod fault;
mod handle;
mod lex;
mod read;
mod recorded;
mod replay;
#[cfg(test)]
mod tests;
mod write;

use alloc::string::String;
use alloc::vec::Vec;

pub use fault::{ReadFault, RecordReadError};
pub use handle::{GameHandle, TagError};
pub use read::{
    read_records, read_records_bytes, records, records_as, records_as_bytes, records_by_name,
    records_by_name_bytes, records_bytes, Records, RecordsAs, RecordsByName,
};
pub use recorded::RecordedGame;
pub use write::Recordable;

/// The result token of a game that goes on.
pub const UNFINISHED: &str = "*";

/// The tags that a record's game writes itself (its rules, start and
/// result): every other tag is free text of the caller's.
pub const GAME_TAGS: &[&str] = &[
    "Game",
    "Variant",
    "Position",
    "PlyCap",
    "Result",
    "Outcome",
    "Termination",
];

/// The tags that state the result, written last.
const RESULT_TAGS: &[&str] = &["Result", "Outcome", "Termination"];

/// A move of a record, in move text, with the comment that follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RecordedMove {
    /// The move text (Barricade's chance outcome is `roll N`).
    pub text: String,
    /// The comment after the move, if any (without its braces).
    pub comment: Option<String>,
}

impl RecordedMove {
    /// A move without a comment.
    pub fn new(text: impl Into<String>) -> RecordedMove {
        RecordedMove {
            text: text.into(),
            comment: None,
        }
    }
}

/// A game record: tag pairs (kept in order, unknown ones too), the moves
/// with their comments, and the result token: the winning side's name,
/// `draw`, or `*` while the game goes on.
///
/// A record read from text has been replayed with the checked play, and its
/// result agrees with the replayed game's outcome (or a `Termination` tag
/// says the game was decided outside the rules: a forfeit, a lost clock, an
/// adjudication).
///
/// Written from any [`RecordedGame`] ([`GameRecord::from_session`],
/// [`GameRecord::from_line`]); read by name ([`str::parse`],
/// [`read_records`]) or as a type ([`GameRecord::parse_as`],
/// [`records_as`]); replayed by name ([`GameRecord::replay`]) or on a type
/// ([`GameRecord::replay_as`]).
///
/// ```
/// use ludeme_record::GameRecord;
/// use ludeme_session::Setup;
///
/// let mut game = Setup::new("surakarta").position("6/2b3/6/6/1w4/6 w").start()?;
/// game.play("b2xc5")?;
/// let record = GameRecord::from_session(&*game);
/// let text = record.to_string();
/// assert!(text.contains("[Result \"white\"]"));
/// assert!(text.contains("[Outcome \"white wins (no pieces left)\"]"));
/// assert!(text.trim_end().ends_with("b2xc5 white"));
///
/// let again: GameRecord = text.parse()?;
/// assert_eq!(again, record);
/// assert_eq!(again.replay()?.position(), game.position());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    tags: Vec<(String, String)>,
    /// A comment before the first move.
    comment: Option<String>,
    moves: Vec<RecordedMove>,
    result: String,
}

impl GameRecord {
    /// The tag pairs, in order.
    pub fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces its value, or adds it before the `Result`,
    /// `Outcome` and `Termination` tags (the contract's order: free tags
    /// such as `Seats` and `Date` first). A tag the reader checks (`Game`,
    /// `Variant`, `Position`, `PlyCap`, `Result`, `Outcome`) set to another
    /// value makes a record that no longer reads back; free tags are the
    /// caller's.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        if let Some((_, v)) = self.tags.iter_mut().find(|(n, _)| n == name) {
            *v = value;
            return;
        }
        let at = match name {
            "Result" | "Outcome" | "Termination" => self.tags.len(),
            _ => self
                .tags
                .iter()
                .position(|(n, _)| RESULT_TAGS.contains(&n.as_str()))
                .unwrap_or(self.tags.len()),
        };
        self.tags.insert(at, (name.into(), value));
    }

    /// The moves with their comments.
    pub fn moves(&self) -> &[RecordedMove] {
        &self.moves
    }

    /// The comment before the first move, if any.
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// Sets the comment after move `ply` (1: after the first move; 0: the
    /// comment before the first move); nothing if there is no such move.
    pub fn set_comment(&mut self, ply: usize, comment: impl Into<String>) {
        let comment = Some(comment.into());
        match ply.checked_sub(1) {
            None => self.comment = comment,
            Some(i) => {
                if let Some(mv) = self.moves.get_mut(i) {
                    mv.comment = comment;
                }
            }
        }
    }

    /// The result token: the winning side's name, `draw`, or `*`.
    pub fn result(&self) -> &str {
        &self.result
    }

    /// Marks a game decided outside the rules (a forfeit, a lost clock, an
    /// adjudication): the winning side's name (or `draw`) as the result,
    /// and the reason in a `Termination` tag, which lets the record read
    /// back although the replayed game goes on.
    pub fn decide(&mut self, result: impl Into<String>, termination: impl Into<String>) {
        self.result = result.into();
        self.set_tag("Result", self.result.clone());
        self.set_tag("Termination", termination);
    }

    /// Adds a comment to the last move (or, before the first move, to the
    /// record): two comments after one move read as one, their non-empty
    /// texts joined by a space, so that the comment written back in one
    /// pair of braces reads the same.
    fn comment_after(&mut self, text: &str) {
        let comment = match self.moves.last_mut() {
            Some(mv) => &mut mv.comment,
            None => &mut self.comment,
        };
        match comment {
            Some(existing) if existing.is_empty() => *existing = text.into(),
            Some(_) if text.is_empty() => {}
            Some(existing) => {
                existing.push(' ');
                existing.push_str(text);
            }
            None => *comment = Some(text.into()),
        }
    }

    /// Reads exactly one record of the game `G`, which may be a game of
    /// one's own (see [`RecordedGame`]): what [`str::parse`] is for a
    /// registered game. [`GameRecord::replay_as`] then gives the game.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_record::GameRecord;
    /// let record = GameRecord::parse_as::<barca::Position>("[Game \"barca\"]\n\nd2-c3 *\n")?;
    /// assert_eq!(record.moves()[0].text, "d2-c3");
    /// let other = GameRecord::parse_as::<barca::Position>("[Game \"surakarta\"]\n\n*\n");
    /// assert_eq!(other.unwrap_err().to_string(), "record 1, line 1: a record of surakarta standard is not a game of this type");
    /// # Ok::<(), ludeme_record::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`str::parse`], and a record of another game or variant than
    /// `G` plays ([`ReadFault::OtherGame`]).
    pub fn parse_as<G>(text: &str) -> Result<GameRecord, RecordReadError>
    where
        G: RecordedGame + ludeme_core::Actions,
    {
        only_one(records_as::<G>(text).map(|read| read.map(|(record, _)| record)))
    }
}

/// The one record of `records`.
fn only_one(
    records: impl Iterator<Item = Result<GameRecord, RecordReadError>>,
) -> Result<GameRecord, RecordReadError> {
    let mut records = records.collect::<Result<Vec<_>, _>>()?;
    match records.len() {
        1 => Ok(records.remove(0)),
        0 => Err(RecordReadError::whole(ReadFault::NoRecord)),
        n => Err(RecordReadError::whole(ReadFault::SeveralRecords(n))),
    }
}

impl core::str::FromStr for GameRecord {
    type Err = RecordReadError;

    /// Reads exactly one record (see [`read_records`] for a file of many).
    fn from_str(text: &str) -> Result<GameRecord, RecordReadError> {
        only_one(records(text))
    }
}

ludeme_core::serde_via_text!(GameRecord);
