//! Why a record did not read: where ([`RecordReadError`]) and what
//! ([`ReadFault`]), with the game's own error where there is one (an
//! [`AnySessionError`], the by-name edge's one erased error).

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_registry::NameError;

use ludeme_session::{quote, AnySessionError};

/// Why a record did not read, with where: the record's number in the
/// text (from 1), and the line and column (from 1; 0 when the error is
/// about the record as a whole). It reads as one line:
/// `record 2, line 9, column 14: illegal move d2-d3: ...`.
///
/// ```
/// use ludeme_record::ReadFault;
/// let bad = ludeme_record::read_records("[Game \"barca\"]\n\nd2-c3 zz *\n").unwrap_err();
/// assert_eq!((bad.record, bad.line, bad.column), (1, 3, 7));
/// assert!(matches!(bad.reason, ReadFault::NotAMove(_)));
/// assert!(bad.to_string().starts_with("record 1, line 3, column 7: not a move: "));
/// ```
#[derive(Clone, Debug, thiserror::Error)]
#[error("record {record}{}: {reason}", place(*.line, *.column))]
#[non_exhaustive]
pub struct RecordReadError {
    /// The record's number in the text, from 1.
    pub record: usize,
    /// The line, from 1 (0: none).
    pub line: usize,
    /// The column, from 1, in characters (0: none).
    pub column: usize,
    /// What is wrong.
    pub reason: ReadFault,
}

/// `, line L, column C` (or nothing for the record as a whole).
fn place(line: usize, column: usize) -> String {
    match (line, column) {
        (0, _) => String::new(),
        (l, 0) => alloc::format!(", line {l}"),
        (l, c) => alloc::format!(", line {l}, column {c}"),
    }
}

impl RecordReadError {
    /// An error of record `record` at `line` and `column`.
    pub(crate) fn at(record: usize, line: usize, column: usize, reason: ReadFault) -> Self {
        RecordReadError {
            record,
            line,
            column,
            reason,
        }
    }

    /// An error of record 1 as a whole.
    pub(crate) fn whole(reason: ReadFault) -> RecordReadError {
        RecordReadError::at(1, 0, 0, reason)
    }
}

/// What is wrong with a record, typed; its text is one line, the words
/// every front end prints.
///
/// Where the game itself refused something (its position text, its move
/// text, a move), the session's error is kept as an [`AnySessionError`]
/// of its kind, with the game's own [`ludeme_session::SessionError`] inside
/// ([`AnySessionError::downcast_ref`]).
///
/// ```
/// use ludeme_registry::barca;
/// use ludeme_record::ReadFault;
/// use ludeme_session::{ErrorKind, SessionError};
///
/// let bad = ludeme_record::read_records("[Game \"barca\"]\n\nd2-d9 *\n").unwrap_err();
/// let ReadFault::Illegal(refused) = &bad.reason else { panic!("{bad}") };
/// assert_eq!(refused.kind(), ErrorKind::IllegalMove);
/// let own = refused.downcast_ref::<SessionError<barca::Position>>().expect("barca's own error");
/// assert!(own.is_illegal());
/// assert_eq!(own.to_string(), refused.to_string());
/// ```
#[derive(Clone, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadFault {
    /// A line that begins with `[` but is not `[Name "value"]` (the line).
    #[error("bad tag line {}: expected [Name \"value\"]", quote(.0))]
    BadTagLine(String),
    /// A tag name of other characters than letters, digits and `_`.
    #[error("bad tag name {}: letters, digits and _ only", quote(.0))]
    BadTagName(String),
    /// A backslash in a tag's value before another character than `"` or
    /// `\` (the tag's name).
    #[error("bad escape in tag {0}: only \\\" and \\\\")]
    BadEscape(String),
    /// A `"` in a tag's value without its backslash (the tag's name).
    #[error("an unescaped \" inside tag {0}")]
    UnescapedQuote(String),
    /// A control character in a tag's value.
    #[error("a control character ({character:?}) inside tag {tag}")]
    ControlCharacter {
        /// The tag's name.
        tag: String,
        /// The character.
        character: char,
    },
    /// A tag given twice (its name).
    #[error("the tag {0} is given twice")]
    RepeatedTag(String),
    /// A `{` without its `}`.
    #[error("a comment is not closed with }}")]
    UnclosedComment,
    /// Move text without a last word.
    #[error("missing result: the move text ends without *, draw or the winner")]
    MissingResult,
    /// No `Game` tag.
    #[error("the record has no Game tag (such as [Game \"barca\"])")]
    NoGameTag,
    /// A game or variant name that is not registered.
    #[error(transparent)]
    Name(#[from] NameError),
    /// A `Position` tag that is no position of the game (a
    /// [`ludeme_session::SessionError::Position`] inside, of
    /// [`ErrorKind::Position`](ludeme_session::ErrorKind::Position)).
    #[error(transparent)]
    BadPosition(AnySessionError),
    /// A `PlyCap` tag that is no whole number.
    #[error("bad PlyCap {}: expected a whole number of plies", quote(.0))]
    BadPlyCap(String),
    /// A word that is no move of the game (a
    /// [`ludeme_session::SessionError::MoveText`] inside, with the game's own
    /// `MoveParseError` for the word alone; of
    /// [`ErrorKind::MoveText`](ludeme_session::ErrorKind::MoveText)).
    #[error(transparent)]
    NotAMove(AnySessionError),
    /// A move the replayed game refused (a
    /// [`ludeme_session::SessionError::Illegal`] inside, whose text is
    /// `illegal move MOVE: why`; of
    /// [`ErrorKind::IllegalMove`](ludeme_session::ErrorKind::IllegalMove)).
    #[error(transparent)]
    Illegal(AnySessionError),
    /// A result token that is neither `*`, `draw` nor a side's name.
    #[error("bad result {}: expected *, draw or a side ({})", quote(.token), .sides.join(", "))]
    BadResult {
        /// The token.
        token: String,
        /// The game's sides.
        sides: Vec<String>,
    },
    /// A result token other than the `Result` tag.
    #[error("the result {} differs from the Result tag {}", quote(.token), quote(.tag))]
    ResultTagDiffers {
        /// The token.
        token: String,
        /// The tag's value.
        tag: String,
    },
    /// A result token other than the end of the replayed game.
    #[error("the result is {}, but the replayed game ended: {outcome}", quote(.token))]
    ResultDiffers {
        /// The token.
        token: String,
        /// The replayed game's outcome, as its `Outcome` tag says it.
        outcome: String,
    },
    /// An `Outcome` tag other than the replayed game's outcome.
    #[error("the Outcome tag {} differs from the replayed game's: {outcome}", quote(.tag))]
    OutcomeDiffers {
        /// The tag's value.
        tag: String,
        /// The replayed game's outcome, as its `Outcome` tag says it.
        outcome: String,
    },
    /// A result token that names an end of a game that goes on (without
    /// a `Termination` tag).
    #[error(
        "the result is {}, but the replayed game goes on (a game decided outside the rules has a Termination tag)",
        quote(.0)
    )]
    ResultButGoesOn(String),
    /// An `Outcome` tag of a game that goes on (without a `Termination`
    /// tag).
    #[error("the Outcome tag {} names an end, but the replayed game goes on", quote(.0))]
    OutcomeButGoesOn(String),
    /// No record where one was expected.
    #[error("no record: expected tags such as [Game \"barca\"], the moves and a result")]
    NoRecord,
    /// Several records where one was expected (how many).
    #[error("{0} records where one was expected")]
    SeveralRecords(usize),
    /// A record of another game (or variant) than the type it is replayed
    /// on.
    #[error("a record of {game}{} is not a game of this type", variant_words(.variant))]
    OtherGame {
        /// The record's game.
        game: String,
        /// The record's variant, if it names one.
        variant: Option<String>,
    },
    /// Bytes that are not UTF-8 (the first of them, from 1).
    #[error("the record is not UTF-8 text (byte {0})")]
    NotUtf8(usize),
}

/// ` VARIANT`, or nothing.
fn variant_words(variant: &Option<String>) -> String {
    variant
        .as_deref()
        .map_or_else(String::new, |v| alloc::format!(" {v}"))
}
