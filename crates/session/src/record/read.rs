//! Reading records: tag pairs, move text with comments and move numbers,
//! the result; every move replayed with the checked play, the result
//! compared with the replayed game.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Game, History, Seat};

use super::{GameRecord, RecordedMove, UNFINISHED};
use ludeme_registry::{AnyGame, AnyRules};

use crate::{quote, Session};

/// Why a record did not read, with where: the record's number in the
/// text (from 1), and the line and column (from 1; 0 when the error is
/// about the record as a whole).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("record {record}{}: {reason}", place(*.line, *.column))]
#[non_exhaustive]
pub struct RecordReadError {
    /// The record's number in the text, from 1.
    pub record: usize,
    /// The line, from 1 (0: none).
    pub line: usize,
    /// The column, from 1, in characters (0: none).
    pub column: usize,
    /// What is wrong, in one line.
    pub reason: String,
}

/// `, line L, column C` (or nothing for the record as a whole).
fn place(line: usize, column: usize) -> String {
    match (line, column) {
        (0, _) => String::new(),
        (l, 0) => format!(", line {l}"),
        (l, c) => format!(", line {l}, column {c}"),
    }
}

impl RecordReadError {
    /// An error of record 1 as a whole.
    pub(super) fn whole(reason: String) -> RecordReadError {
        RecordReadError {
            record: 1,
            line: 0,
            column: 0,
            reason,
        }
    }
}

/// A word of move text and where it starts.
#[derive(Clone, Debug)]
struct Word {
    text: String,
    line: usize,
    column: usize,
}

/// What a piece of move text is.
#[derive(Clone, Debug)]
enum Token {
    Word(Word),
    Comment(String),
}

/// Reads every record of `text` (any number, each ending with its result
/// token), replaying each: all of them, or the first error.
///
/// ```
/// let text = "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"barca\"]\n[Result \"*\"]\n\n1. d2-c3 *\n";
/// let records = ludeme_session::read_records(text)?;
/// assert_eq!(records.len(), 2);
/// assert_eq!(records[1].moves()[0].text, "d2-c3");
/// let bad = ludeme_session::read_records("[Game \"barca\"]\n\nd2-d9 *\n").unwrap_err();
/// assert!(bad.to_string().starts_with("record 1, line 3, column 1: illegal move d2-d9: "), "{bad}");
/// # Ok::<(), ludeme_session::RecordReadError>(())
/// ```
///
/// # Errors
/// The first bad tag, unknown or illegal move, missing result, or result
/// that disagrees with the replayed game, with the record's number, the
/// line and the column.
pub fn read_records(text: &str) -> Result<Vec<GameRecord>, RecordReadError> {
    records(text).collect()
}

/// The records of `text` one by one, each replayed as it is read; after an
/// error, nothing more (what a checker printing a line per record uses).
///
/// ```
/// let text = "[Game \"barca\"]\n\n*\n\n[Game \"barca\"]\n\nd2-d2 *\n";
/// let mut records = ludeme_session::records(text);
/// assert!(records.next().unwrap().is_ok());
/// assert_eq!(records.next().unwrap().unwrap_err().record, 2);
/// assert!(records.next().is_none());
/// ```
pub fn records(text: &str) -> Records<'_> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    Records {
        reader: Reader {
            lines: text.lines().enumerate().peekable(),
            records: 0,
        },
        failed: false,
    }
}

/// The records of a text, one by one ([`records`]).
pub struct Records<'a> {
    reader: Reader<'a>,
    failed: bool,
}

impl Iterator for Records<'_> {
    type Item = Result<GameRecord, RecordReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let next = self.reader.next_record().transpose();
        self.failed = matches!(next, Some(Err(_)));
        next
    }
}

/// The lines of a text being read, and how many records began.
struct Reader<'a> {
    lines: core::iter::Peekable<core::iter::Enumerate<core::str::Lines<'a>>>,
    records: usize,
}

impl Reader<'_> {
    /// An error of the current record at a place.
    fn error(&self, line: usize, column: usize, reason: String) -> RecordReadError {
        RecordReadError {
            record: self.records,
            line,
            column,
            reason,
        }
    }

    /// The next record, or `None` at the end of the text.
    fn next_record(&mut self) -> Result<Option<GameRecord>, RecordReadError> {
        // Blank lines and comment lines between records.
        while let Some(&(_, line)) = self.lines.peek() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with(';') {
                self.lines.next();
            } else {
                break;
            }
        }
        let Some(&(first, _)) = self.lines.peek() else {
            return Ok(None);
        };
        self.records += 1;
        let tags = self.tags()?;
        let tokens = self.move_text(first + 1)?;
        let record = self.replay(tags, tokens, first + 1)?;
        Ok(Some(record))
    }

    /// The tag pairs at the top of a record.
    fn tags(&mut self) -> Result<Vec<(String, String)>, RecordReadError> {
        let mut tags: Vec<(String, String)> = Vec::new();
        while let Some(&(number, line)) = self.lines.peek() {
            let trimmed = line.trim();
            if !trimmed.starts_with('[') {
                break;
            }
            self.lines.next();
            let column = line.len() - line.trim_start().len() + 1;
            let (name, value) =
                tag_pair(trimmed).map_err(|why| self.error(number + 1, column, why))?;
            if tags.iter().any(|(n, _)| *n == name) {
                return Err(self.error(
                    number + 1,
                    column,
                    format!("the tag {name} is given twice"),
                ));
            }
            tags.push((name, value));
        }
        Ok(tags)
    }

    /// The move text up to and including a result token (`*`, `draw`, or
    /// a word that is no move: checked against the game on replay): its
    /// words and comments.
    fn move_text(&mut self, start: usize) -> Result<Vec<Token>, RecordReadError> {
        let mut tokens = Vec::new();
        let mut comment: Option<(String, usize, usize)> = None;
        while let Some(&(number, line)) = self.lines.peek() {
            if comment.is_none() && line.trim_start().starts_with('[') {
                break;
            }
            self.lines.next();
            let mut chars = line.char_indices().peekable();
            let mut column = 0;
            while let Some((at, c)) = chars.next() {
                column += 1;
                if let Some((text, _, _)) = &mut comment {
                    if c == '}' {
                        let (text, _, _) = comment.take().unwrap_or_default();
                        tokens.push(Token::Comment(text.trim().to_string()));
                    } else if c.is_control() {
                        text.push(' ');
                    } else {
                        text.push(c);
                    }
                    continue;
                }
                match c {
                    '{' => comment = Some((String::new(), number + 1, column)),
                    ';' => break,
                    c if c.is_whitespace() => {}
                    _ => {
                        let begin = column;
                        let mut end = at + c.len_utf8();
                        while let Some(&(next_at, next)) = chars.peek() {
                            if next.is_whitespace() || next == '{' || next == ';' {
                                break;
                            }
                            chars.next();
                            column += 1;
                            end = next_at + next.len_utf8();
                        }
                        tokens.push(Token::Word(Word {
                            text: line[at..end].to_string(),
                            line: number + 1,
                            column: begin,
                        }));
                    }
                }
            }
            if let Some((text, _, _)) = &mut comment {
                text.push(' ');
            }
        }
        if let Some((_, line, column)) = comment {
            return Err(self.error(line, column, "a comment is not closed with }".into()));
        }
        if !tokens.iter().any(|t| matches!(t, Token::Word(_))) {
            return Err(self.error(
                start,
                0,
                "missing result: the move text ends without *, draw or the winner".into(),
            ));
        }
        Ok(tokens)
    }

    /// Replays the move text on the game the tags name and checks the
    /// result.
    fn replay(
        &self,
        tags: Vec<(String, String)>,
        tokens: Vec<Token>,
        start: usize,
    ) -> Result<GameRecord, RecordReadError> {
        let record = GameRecord {
            tags,
            comment: None,
            moves: Vec::new(),
            result: String::new(),
        };
        let mut session = start_of(&record).map_err(|why| self.error(start, 0, why))?;
        let mut record = record;
        let words: Vec<usize> = (0..tokens.len())
            .filter(|&i| matches!(tokens[i], Token::Word(_)))
            .collect();
        let Some((&last, moves)) = words.split_last() else {
            return Err(self.error(start, 0, "missing result".into()));
        };
        let mut i = 0;
        while i < tokens.len() {
            let word = match &tokens[i] {
                Token::Comment(text) => {
                    match record.moves.last_mut() {
                        Some(mv) => append(&mut mv.comment, text),
                        None => append(&mut record.comment, text),
                    }
                    i += 1;
                    continue;
                }
                Token::Word(word) => word,
            };
            if i == last {
                break;
            }
            let text = strip_move_number(&word.text);
            if text.is_empty() {
                i += 1;
                continue;
            }
            // A move of one word, or of two (`roll 5`).
            let mut mv = session
                .game()
                .parse_move(text)
                .map(|_| (text.to_string(), 1));
            if mv.is_err() {
                if let Some(&next) = moves.iter().find(|&&j| j > i) {
                    if let Token::Word(second) = &tokens[next] {
                        let two = format!("{text} {}", second.text);
                        if session.game().parse_move(&two).is_ok() {
                            mv = Ok((two, next - i + 1));
                        }
                    }
                }
            }
            let (text, consumed) = match mv {
                Ok(found) => found,
                Err(e) => {
                    return Err(self.error(word.line, word.column, format!("not a move: {e}")));
                }
            };
            session
                .play(&text)
                .map_err(|e| self.error(word.line, word.column, e.to_string()))?;
            record.moves.push(RecordedMove::new(text));
            i += consumed;
        }
        let Token::Word(result) = &tokens[last] else {
            return Err(self.error(start, 0, "missing result".into()));
        };
        // Comments after the result token belong to the last move.
        for token in &tokens[last + 1..] {
            if let Token::Comment(text) = token {
                match record.moves.last_mut() {
                    Some(mv) => append(&mut mv.comment, text),
                    None => append(&mut record.comment, text),
                }
            }
        }
        record.result = result.text.clone();
        check_result(&record, &session)
            .map_err(|why| self.error(result.line, result.column, why))?;
        Ok(record)
    }
}

/// Adds `text` (trimmed) to a comment: two comments after one move read as
/// one, their non-empty texts joined by a space, so that the comment written
/// back in one pair of braces reads the same.
fn append(comment: &mut Option<String>, text: &str) {
    match comment {
        Some(existing) if existing.is_empty() => *existing = text.to_string(),
        Some(_) if text.is_empty() => {}
        Some(existing) => {
            existing.push(' ');
            existing.push_str(text);
        }
        None => *comment = Some(text.to_string()),
    }
}

/// A word without its move number (`12.`, `12...`, `12.d2-c3`).
fn strip_move_number(word: &str) -> &str {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 && word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    }
}

/// `[Name "value"]` read: the name and the unescaped value.
fn tag_pair(line: &str) -> Result<(String, String), String> {
    let bad = || format!("bad tag line {}: expected [Name \"value\"]", quote(line));
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner.split_once(' ').ok_or_else(bad)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "bad tag name {}: letters, digits and _ only",
            quote(name)
        ));
    }
    let body = rest
        .trim()
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(bad)?;
    let mut value = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(escaped @ ('"' | '\\')) => value.push(escaped),
                _ => return Err(format!("bad escape in tag {name}: only \\\" and \\\\")),
            },
            '"' => return Err(format!("an unescaped \" inside tag {name}")),
            c if c.is_control() && c != '\t' => {
                return Err(format!("a control character ({c:?}) inside tag {name}"))
            }
            c => value.push(c),
        }
    }
    Ok((name.to_string(), value))
}

/// The refusal of a record without a `Game` tag.
pub(super) const NO_GAME_TAG: &str = "the record has no Game tag (such as [Game \"barca\"])";

/// The game a record's tags begin: `Game`, `Variant` (default: the
/// game's), `Position` (default: the start), `PlyCap`.
pub(super) fn start_of(record: &GameRecord) -> Result<Session<AnyGame>, String> {
    let game = record.tag("Game").ok_or(NO_GAME_TAG)?;
    let rules = AnyRules::by_name(game, record.tag("Variant")).map_err(|e| e.to_string())?;
    let state = match record.tag("Position") {
        None => AnyGame::start_with(&rules),
        Some(text) => AnyGame::from_text(text, &rules)
            .map_err(|e| format!("bad position text {}: {e}", quote(text)))?,
    };
    let mut history = state.history_rules();
    if let Some(cap) = record.tag("PlyCap") {
        let cap = cap.parse::<u32>().map_err(|_| {
            format!(
                "bad PlyCap {}: expected a whole number of plies",
                quote(cap)
            )
        })?;
        history = history.with_ply_cap(Some(cap));
    }
    Ok(Session::with_rules(state, history))
}

/// Checks the result token and the `Result` and `Outcome` tags against the
/// replayed game.
fn check_result(record: &GameRecord, session: &Session<AnyGame>) -> Result<(), String> {
    let game = session.game();
    let token = record.result.as_str();
    let sides: Vec<String> = (0..game.seat_count())
        .map(|s| game.side_of(Seat(s as u8)).name(game))
        .collect();
    if token != UNFINISHED && token != "draw" && !sides.iter().any(|s| s == token) {
        return Err(format!(
            "bad result {}: expected *, draw or a side ({})",
            quote(token),
            sides.join(", ")
        ));
    }
    if let Some(tag) = record.tag("Result") {
        if tag != token {
            return Err(format!(
                "the result {} differs from the Result tag {}",
                quote(token),
                quote(tag)
            ));
        }
    }
    let decided_outside = record.tag("Termination").is_some();
    match session.outcome() {
        Some(outcome) => {
            let expected = outcome
                .winner()
                .map_or_else(|| String::from("draw"), |side| side.name(game));
            let described = outcome.describe(game);
            if token != expected && !(decided_outside && token != UNFINISHED) {
                return Err(format!(
                    "the result is {}, but the replayed game ended: {described}",
                    quote(token)
                ));
            }
            if let Some(tag) = record.tag("Outcome") {
                if tag != described && !decided_outside {
                    return Err(format!(
                        "the Outcome tag {} differs from the replayed game's: {described}",
                        quote(tag)
                    ));
                }
            }
        }
        None if token != UNFINISHED && !decided_outside => {
            return Err(format!(
                "the result is {}, but the replayed game goes on (a game decided outside the rules has a Termination tag)",
                quote(token)
            ));
        }
        None => {
            if let Some(tag) = record.tag("Outcome") {
                if !decided_outside {
                    return Err(format!(
                        "the Outcome tag {} names an end, but the replayed game goes on",
                        quote(tag)
                    ));
                }
            }
        }
    }
    Ok(())
}
