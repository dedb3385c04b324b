//! Helpers for the text games read and the messages they write: user text
//! as fields separated by single spaces, quoted in error messages short and
//! on one line, with singular or plural nouns; the fields every position
//! text has, with the one error for them that all games share
//! ([`PositionFieldError`]).
//!
//! ```
//! use ludeme_core::text::{excerpt, fields, number, Spacing};
//! assert_eq!(fields(" e2 e5\n"), Ok(vec![(1, "e2"), (4, "e5")]));
//! assert_eq!(fields("e2  e5"), Err(Spacing::Spaces { at: 2, count: 2 }));
//! assert_eq!(number(1, "rank", "ranks").to_string(), "1 rank");
//! assert_eq!(excerpt(&"x".repeat(100)).chars().count(), 41);
//! ```

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

mod position_text;

pub use position_text::{board_and_side, position_fields, write_ranks, PositionFieldError};

/// The most characters of user text that an error message quotes.
pub const QUOTE_CHARS: usize = 40;

/// `text` cut for an error message: whole when it has at most
/// [`QUOTE_CHARS`] characters, else its first 40 characters (cut at a
/// character boundary) and `true`.
fn cut(text: &str) -> (&str, bool) {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => (text, false),
        Some((end, _)) => (&text[..end], true),
    }
}

/// `text` as an error message's field holds it: whole when it has at most
/// [`QUOTE_CHARS`] characters, else its first 40 characters followed by `…`
/// (the field is then quoted with the ellipsis inside).
pub fn excerpt(text: &str) -> Cow<'_, str> {
    match cut(text) {
        (whole, false) => Cow::Borrowed(whole),
        (start, true) => {
            let mut short = String::with_capacity(start.len() + '…'.len_utf8());
            short.push_str(start);
            short.push('…');
            Cow::Owned(short)
        }
    }
}

/// [`excerpt`] as an owned string, for an error's field.
pub fn owned_excerpt(text: &str) -> String {
    excerpt(text).into_owned()
}

/// `text` quoted for a message that names user text: in double quotes
/// (escaped as Rust's `{:?}` escapes, so it stays on one line), its first
/// 40 characters and `…` after the quotes if it is longer.
///
/// ```
/// use ludeme_core::text::quoted;
/// assert_eq!(quoted("b2\tc3"), "\"b2\\tc3\"");
/// assert_eq!(quoted(&"x".repeat(50)), format!("{:?}…", "x".repeat(40)));
/// ```
///
/// This module has no `quote`: that name meant the excerpt unquoted (now
/// [`owned_excerpt`]), so code written for it fails to compile rather than
/// print its quotes twice.
///
/// ```compile_fail
/// let _ = ludeme_core::text::quote("b2-c3");
/// ```
pub fn quoted(text: &str) -> String {
    match cut(text) {
        (whole, false) => alloc::format!("{whole:?}"),
        (start, true) => alloc::format!("{start:?}…"),
    }
}

/// `text` without its surrounding whitespace, when no whitespace is left
/// inside; else the first whitespace character inside, with its byte offset
/// in `text`: for one-word user text such as a move.
///
/// ```
/// use ludeme_core::text::one_word;
/// assert_eq!(one_word(" e2-e5\n"), Ok("e2-e5"));
/// assert_eq!(one_word(" e2 e5"), Err((3, ' ')));
/// ```
///
/// # Errors
/// The offset and character of the first whitespace inside the word.
pub fn one_word(text: &str) -> Result<&str, (usize, char)> {
    one_word_but(text, |_, _| false)
}

/// [`one_word`] that lets through the whitespace inside the word at the
/// byte offsets (in the trimmed word) that `allowed` accepts, given the
/// trimmed word: `roll 4`'s one space.
///
/// ```
/// use ludeme_core::text::one_word_but;
/// let roll_space = |word: &str, at| at == 4 && word.starts_with("roll ");
/// assert_eq!(one_word_but(" roll 4", roll_space), Ok("roll 4"));
/// assert_eq!(one_word_but("roll  4", roll_space), Err((5, ' ')));
/// ```
///
/// # Errors
/// The offset (in `text`) and character of the first whitespace inside
/// the word that `allowed` refuses.
pub fn one_word_but(
    text: &str,
    allowed: impl Fn(&str, usize) -> bool,
) -> Result<&str, (usize, char)> {
    let offset = text.len() - text.trim_start().len();
    let word = text.trim();
    match word
        .char_indices()
        .find(|&(at, c)| c.is_whitespace() && !allowed(word, at))
    {
        Some((at, found)) => Err((offset + at, found)),
        None => Ok(word),
    }
}

/// A number and a noun, singular for 1 and plural otherwise: `1 rank`,
/// `2 ranks`, `0 mice`.
pub struct Count {
    n: usize,
    one: &'static str,
    many: &'static str,
}

/// `n` followed by `one` when `n` is 1, else by `many` (displayed).
pub const fn number(n: usize, one: &'static str, many: &'static str) -> Count {
    Count { n, one, many }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = if self.n == 1 { self.one } else { self.many };
        write!(f, "{} {noun}", self.n)
    }
}

/// What is wrong with the spacing of a text of fields (the three ways
/// fields separated by single spaces can go wrong: a closed set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spacing {
    /// Nothing but whitespace.
    Empty,
    /// A run of `count` (≥ 2) spaces starting at byte `at`.
    Spaces {
        /// The byte offset of the first space.
        at: usize,
        /// How many spaces follow one another.
        count: usize,
    },
    /// Whitespace other than a space (a tab, a line break) at byte `at`.
    Other {
        /// The byte offset of the character.
        at: usize,
        /// The character.
        found: char,
    },
}

/// The fields of `text`, each with its byte offset in `text`: leading and
/// trailing whitespace is ignored, and the fields are separated by single
/// spaces.
///
/// # Errors
/// [`Spacing`]: what is wrong with the spacing, and where.
pub fn fields(text: &str) -> Result<Vec<(usize, &str)>, Spacing> {
    let start = text.len() - text.trim_start().len();
    let end = start + text.trim().len();
    if start == end {
        return Err(Spacing::Empty);
    }
    let mut fields = Vec::new();
    let mut field_start = start;
    let mut chars = text[start..end].char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let at = start + i;
        if c == ' ' {
            let mut count = 1;
            while chars.next_if(|&(_, c)| c == ' ').is_some() {
                count += 1;
            }
            if count > 1 {
                return Err(Spacing::Spaces { at, count });
            }
            fields.push((field_start, &text[field_start..at]));
            field_start = at + 1;
        } else if c.is_whitespace() {
            return Err(Spacing::Other { at, found: c });
        }
    }
    fields.push((field_start, &text[field_start..end]));
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::{format, vec};

    use super::*;

    #[test]
    fn an_excerpt_cuts_long_text_at_a_character_boundary() {
        assert_eq!(excerpt("e2-e5"), "e2-e5");
        let forty = "é".repeat(40);
        assert_eq!(excerpt(&forty), forty);
        let long = "é".repeat(100_000);
        assert_eq!(excerpt(&long), format!("{forty}…"));
    }

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(number(0, "rank", "ranks").to_string(), "0 ranks");
        assert_eq!(number(1, "rank", "ranks").to_string(), "1 rank");
        assert_eq!(number(2, "mouse", "mice").to_string(), "2 mice");
    }

    #[test]
    fn fields_are_separated_by_one_space() {
        assert_eq!(fields(" a b\n"), Ok(vec![(1, "a"), (3, "b")]));
        assert_eq!(fields("a"), Ok(vec![(0, "a")]));
        assert_eq!(fields(" \t\n"), Err(Spacing::Empty));
        assert_eq!(fields("a  b"), Err(Spacing::Spaces { at: 1, count: 2 }));
        assert_eq!(fields(" a   b "), Err(Spacing::Spaces { at: 2, count: 3 }));
        assert_eq!(fields("a\tb"), Err(Spacing::Other { at: 1, found: '\t' }));
    }
}
