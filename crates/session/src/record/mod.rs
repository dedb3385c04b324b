//! Game records: one text format for a finished or unfinished game of any
//! registered game, in the spirit of PGN: tag pairs, then the moves in
//! move text with optional `{comments}`, then the result.
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
//! result must be what the replayed game says (see [`GameRecord`]).

mod read;
mod write;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::Record;

use alloc::boxed::Box;

use ludeme_registry::{AnyGame, AnyRules, GameVisitor, Registered};

use crate::{quote, AnySession, Session};

pub use read::{read_records, records, RecordReadError, Records};

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
/// ```
/// use ludeme_session::{GameRecord, Setup};
///
/// let mut game = Setup::new("surakarta").position("6/2b3/6/6/1w4/6 w").start()?;
/// game.play("b2xc5")?;
/// let record = game.game_record(None);
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
    /// The record of a game in progress (or over): its `Game`, `Variant`,
    /// `Position` (when it did not begin at the variant's start), `PlyCap`
    /// (when one is set), `Result` and `Outcome` tags, and its moves.
    pub fn from_session<G>(session: &Session<G>) -> GameRecord
    where
        G: ludeme_core::Actions + ludeme_core::History + Into<AnyGame>,
    {
        GameRecord::from_record(session.record())
    }

    /// The record of a [`Record`] of any registered game.
    pub fn from_record<G>(record: &Record<G>) -> GameRecord
    where
        G: ludeme_core::History + Into<AnyGame>,
    {
        let start: AnyGame = record.start().clone().into();
        let rules = start.rules();
        let mut tags = alloc::vec![(String::from("Game"), String::from(rules.game_name()))];
        if let Some(variant) = rules.variant_name() {
            tags.push(("Variant".into(), variant));
        }
        if start != AnyGame::start_with(&rules) {
            tags.push(("Position".into(), start.to_string()));
        }
        if let Some(cap) = record.rules().ply_cap {
            tags.push(("PlyCap".into(), cap.to_string()));
        }
        let last: AnyGame = record.position().clone().into();
        let outcome = record.outcome();
        let result = match outcome {
            None => String::from(UNFINISHED),
            Some(outcome) => outcome
                .winner()
                .map_or_else(|| String::from("draw"), |side| side.name(&last)),
        };
        tags.push(("Result".into(), result.clone()));
        if let Some(outcome) = outcome {
            tags.push(("Outcome".into(), outcome.describe(&last)));
        }
        GameRecord {
            tags,
            comment: None,
            moves: record
                .moves()
                .iter()
                .map(|mv| RecordedMove::new(mv.to_string()))
                .collect(),
            result,
        }
    }

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

    /// The record of `session`, a game that began as this record's game
    /// and may have gone another way: this record itself while the moves
    /// are its moves; otherwise the game's record with this record's free
    /// tags, and its comments as far as the moves agree (what a front end
    /// that loaded a record and played on saves).
    pub fn continued<G>(&self, session: &Session<G>) -> GameRecord
    where
        G: ludeme_core::Actions + ludeme_core::History + Into<AnyGame>,
    {
        let history = session.history();
        let same_moves = self.moves.len() == history.len()
            && self.moves.iter().zip(&history).all(|(m, h)| m.text == *h);
        if same_moves {
            return self.clone();
        }
        let mut record = GameRecord::from_session(session);
        for (name, value) in &self.tags {
            if !GAME_TAGS.contains(&name.as_str()) {
                record.set_tag(name, value.clone());
            }
        }
        record.comment.clone_from(&self.comment);
        for (mine, theirs) in record.moves.iter_mut().zip(&self.moves) {
            if mine.text != theirs.text {
                break;
            }
            mine.comment.clone_from(&theirs.comment);
        }
        record
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

    /// The game replayed to its end, with its history rules, as a session
    /// of the game's own type chosen by the `Game` tag.
    ///
    /// # Errors
    /// As reading: an unknown game or move, an illegal move, a result that
    /// disagrees (record number 1, no lines: this record alone).
    pub fn replay(&self) -> Result<Box<dyn AnySession>, RecordReadError> {
        self.replay_to(self.moves.len())
    }

    /// The game replayed to ply `ply` (0: its start; past the end: its
    /// end).
    ///
    /// # Errors
    /// As [`GameRecord::replay`], for the moves up to `ply`.
    pub fn replay_to(&self, ply: usize) -> Result<Box<dyn AnySession>, RecordReadError> {
        let game = self
            .tag("Game")
            .ok_or_else(|| RecordReadError::whole(read::NO_GAME_TAG.into()))?;
        let rules = AnyRules::by_name(game, self.tag("Variant"))
            .map_err(|e| RecordReadError::whole(e.to_string()))?;
        rules.visit(Replay { record: self, ply })
    }

    /// The game replayed on a registered game's own type `G` (at full
    /// speed, for search and analysis), with its history rules.
    ///
    /// ```
    /// use ludeme_registry::barca;
    /// use ludeme_session::GameRecord;
    /// let record: GameRecord = "[Game \"barca\"]\n\nd2-c3 *\n".parse()?;
    /// let game = record.replay_as::<barca::Position>()?;
    /// assert_eq!(game.history(), ["d2-c3"]);
    /// assert!(record.replay_as::<ludeme_registry::surakarta::Position>().is_err());
    /// # Ok::<(), ludeme_session::RecordReadError>(())
    /// ```
    ///
    /// # Errors
    /// As [`GameRecord::replay`], and a record of another game or variant
    /// than `G` plays.
    pub fn replay_as<G: Registered>(&self) -> Result<Session<G>, RecordReadError> {
        self.replay_to_as(self.moves.len())
    }

    /// [`GameRecord::replay_as`] up to ply `ply`.
    fn replay_to_as<G: Registered>(&self, ply: usize) -> Result<Session<G>, RecordReadError> {
        let whole = |e: &dyn core::fmt::Display| RecordReadError::whole(e.to_string());
        let game = self
            .tag("Game")
            .ok_or_else(|| RecordReadError::whole(read::NO_GAME_TAG.into()))?;
        let rules = AnyRules::by_name(game, self.tag("Variant")).map_err(|e| whole(&e))?;
        let variant = rules.variant_name().unwrap_or_default();
        let own = <G::Rules as ludeme_core::Variants>::from_variant(&variant)
            .filter(|own| G::any_rules(own.clone()) == rules)
            .ok_or_else(|| {
                RecordReadError::whole(alloc::format!(
                    "a record of {} {variant} is not a game of this type",
                    rules.game_name()
                ))
            })?;
        let start = match self.tag("Position") {
            None => G::start_with(&own),
            Some(text) => G::from_text(text, &own).map_err(|e| {
                RecordReadError::whole(alloc::format!("bad position text {}: {e}", quote(text)))
            })?,
        };
        let mut history = ludeme_core::History::history_rules(&start);
        if let Some(cap) = self.tag("PlyCap") {
            let cap = cap.parse::<u32>().map_err(|_| {
                RecordReadError::whole(alloc::format!(
                    "bad PlyCap {}: expected a whole number of plies",
                    quote(cap)
                ))
            })?;
            history = history.with_ply_cap(Some(cap));
        }
        let mut game = Session::with_rules(start, history);
        for mv in self.moves.iter().take(ply) {
            game.play(&mv.text).map_err(|e| whole(&e))?;
        }
        Ok(game)
    }
}

/// [`GameRecord::replay_to`]'s visitor.
struct Replay<'a> {
    record: &'a GameRecord,
    ply: usize,
}

impl GameVisitor for Replay<'_> {
    type Output = Result<Box<dyn AnySession>, RecordReadError>;

    fn visit<G: Registered>(self, _rules: G::Rules) -> Self::Output {
        Ok(Box::new(self.record.replay_to_as::<G>(self.ply)?))
    }
}

impl core::str::FromStr for GameRecord {
    type Err = RecordReadError;

    /// Reads exactly one record (see [`read_records`] for a file of many).
    fn from_str(text: &str) -> Result<GameRecord, RecordReadError> {
        let mut records = read_records(text)?;
        match records.len() {
            1 => Ok(records.remove(0)),
            0 => Err(RecordReadError::whole(
                "no record: expected tags such as [Game \"barca\"], the moves and a result".into(),
            )),
            n => Err(RecordReadError::whole(alloc::format!(
                "{n} records where one was expected"
            ))),
        }
    }
}

ludeme_core::serde_via_text!(GameRecord);
