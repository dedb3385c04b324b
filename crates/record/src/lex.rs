//! A text of records cut into records once: each record's tag pairs, and
//! its move text as words (with their line and column) and comments, up to
//! its result token. Nothing here knows the game: the words are moves only
//! once a game reads them (see the `replay` module).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::iter::{Enumerate, Peekable};
use core::str::Lines;

use crate::{ReadFault, RecordReadError};

/// A word of move text, as written, and where it starts (from 1).
#[derive(Clone, Copy, Debug)]
pub(super) struct Word<'a> {
    pub text: &'a str,
    pub line: usize,
    pub column: usize,
}

/// A piece of move text.
#[derive(Clone, Debug)]
pub(super) enum Token<'a> {
    Word(Word<'a>),
    /// A comment's text, trimmed, line breaks as spaces.
    Comment(String),
}

/// One record, cut: its tags and its move text.
#[derive(Clone, Debug)]
pub(super) struct Lexed<'a> {
    /// The record's number in the text, from 1.
    pub number: usize,
    /// The record's first line, from 1.
    pub line: usize,
    pub tags: Vec<(String, String)>,
    /// The move text before the result token: words and comments.
    pub tokens: Vec<Token<'a>>,
    /// The result token: the move text's last word.
    pub result: Word<'a>,
    /// The comments after the result token.
    pub after: Vec<String>,
}

impl Lexed<'_> {
    /// A tag's value.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag(&self.tags, name)
    }

    /// An error of this record at a place.
    pub fn error(&self, line: usize, column: usize, fault: ReadFault) -> RecordReadError {
        RecordReadError::at(self.number, line, column, fault)
    }
}

/// A tag's value among `tags`.
pub(super) fn tag<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// Where a text stops being UTF-8: the first bad byte (from 1) and its
/// line and column.
#[derive(Clone, Copy, Debug)]
struct Cut {
    byte: usize,
    line: usize,
    column: usize,
}

/// The records of a text, cut one by one.
pub(super) struct Lexer<'a> {
    lines: Peekable<Enumerate<Lines<'a>>>,
    /// How many records began.
    records: usize,
    /// Where the text's bytes stop being UTF-8, if they do: `lines` holds
    /// the text before.
    cut: Option<Cut>,
}

impl<'a> Lexer<'a> {
    /// The records of `text` (a byte-order mark first is skipped).
    pub fn new(text: &'a str) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            lines: text.lines().enumerate().peekable(),
            records: 0,
            cut: None,
        }
    }

    /// The records of `bytes`, which may stop being UTF-8 text: the
    /// records before the first bad byte, then an error at the record it
    /// falls in.
    pub fn from_bytes(bytes: &'a [u8]) -> Lexer<'a> {
        let (valid, bad) = match core::str::from_utf8(bytes) {
            Ok(text) => (text, None),
            Err(e) => {
                let before = &bytes[..e.valid_up_to()];
                (
                    core::str::from_utf8(before).unwrap_or_default(),
                    Some(e.valid_up_to()),
                )
            }
        };
        let mut lexer = Lexer::new(valid);
        lexer.cut = bad.map(|at| {
            let text = valid.strip_prefix('\u{feff}').unwrap_or(valid);
            let last_line = text.rsplit('\n').next().unwrap_or_default();
            Cut {
                byte: at + 1,
                line: text.matches('\n').count() + 1,
                column: last_line.chars().count() + 1,
            }
        });
        lexer
    }

    /// The error of the current record where the bytes stop being text,
    /// if there is such a place and the record reached it (it may go on
    /// past it).
    fn reached_cut(&mut self) -> Option<RecordReadError> {
        let cut = self.cut?;
        self.lines.peek().is_none().then(|| {
            RecordReadError::at(
                self.records,
                cut.line,
                cut.column,
                ReadFault::NotUtf8(cut.byte),
            )
        })
    }

    /// The next record, or `None` at the end of the text.
    pub fn next_record(&mut self) -> Result<Option<Lexed<'a>>, RecordReadError> {
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
            if self.cut.is_none() {
                return Ok(None);
            }
            // The bad byte begins a record.
            self.records += 1;
            return self.reached_cut().map_or(Ok(None), Err);
        };
        self.records += 1;
        let lexed = self.record(first + 1);
        match self.reached_cut() {
            Some(cut) => Err(cut),
            None => lexed.map(Some),
        }
    }

    /// The record that begins at line `line`.
    fn record(&mut self, line: usize) -> Result<Lexed<'a>, RecordReadError> {
        let tags = self.tags()?;
        let mut tokens = self.move_text()?;
        let last_word = tokens.iter().rposition(|t| matches!(t, Token::Word(_)));
        let after = tokens.split_off(last_word.map_or(0, |at| at + 1));
        let Some(Token::Word(result)) = tokens.pop() else {
            return Err(RecordReadError::at(
                self.records,
                line,
                0,
                ReadFault::MissingResult,
            ));
        };
        let after = after
            .into_iter()
            .filter_map(|t| match t {
                Token::Comment(text) => Some(text),
                Token::Word(_) => None,
            })
            .collect();
        Ok(Lexed {
            number: self.records,
            line,
            tags,
            tokens,
            result,
            after,
        })
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
            let error = |fault| RecordReadError::at(self.records, number + 1, column, fault);
            let (name, value) = tag_pair(trimmed).map_err(error)?;
            if tags.iter().any(|(n, _)| *n == name) {
                return Err(error(ReadFault::RepeatedTag(name)));
            }
            tags.push((name, value));
        }
        Ok(tags)
    }

    /// The move text up to the next record's tags: its words and
    /// comments.
    fn move_text(&mut self) -> Result<Vec<Token<'a>>, RecordReadError> {
        let mut tokens = Vec::new();
        let mut comment: Option<(String, usize, usize)> = None;
        while let Some(&(number, line)) = self.lines.peek() {
            if comment.is_none() && line.trim_start().starts_with('[') {
                break;
            }
            self.lines.next();
            line_tokens(line, number + 1, &mut comment, &mut tokens);
            if let Some((text, _, _)) = &mut comment {
                text.push(' ');
            }
        }
        if let Some((_, line, column)) = comment {
            return Err(RecordReadError::at(
                self.records,
                line,
                column,
                ReadFault::UnclosedComment,
            ));
        }
        Ok(tokens)
    }
}

/// The words and comments of `line` (number `number`) added to `tokens`;
/// `comment` is the comment still open (its text, line and column).
fn line_tokens<'a>(
    line: &'a str,
    number: usize,
    comment: &mut Option<(String, usize, usize)>,
    tokens: &mut Vec<Token<'a>>,
) {
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    while let Some((at, c)) = chars.next() {
        column += 1;
        if let Some((text, _, _)) = comment {
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
            '{' => *comment = Some((String::new(), number, column)),
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
                    text: &line[at..end],
                    line: number,
                    column: begin,
                }));
            }
        }
    }
}

/// `[Name "value"]` read: the name and the unescaped value.
fn tag_pair(line: &str) -> Result<(String, String), ReadFault> {
    let bad = || ReadFault::BadTagLine(line.to_string());
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner.split_once(' ').ok_or_else(bad)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(ReadFault::BadTagName(name.to_string()));
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
                _ => return Err(ReadFault::BadEscape(name.to_string())),
            },
            '"' => return Err(ReadFault::UnescapedQuote(name.to_string())),
            c if c.is_control() && c != '\t' => {
                return Err(ReadFault::ControlCharacter {
                    tag: name.to_string(),
                    character: c,
                })
            }
            c => value.push(c),
        }
    }
    Ok((name.to_string(), value))
}
