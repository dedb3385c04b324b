//! Move text: `c4`, `a2-a3`, `a2xb3`, `pass`.

use core::fmt;
use core::str::FromStr;

use crate::grid_move::NONE;
use crate::{Move, MoveError};

struct Place((u8, u8));

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rank, file) = self.0;
        write!(f, "{}{}", char::from(b'a' + file), u32::from(rank) + 1)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            f.write_str("pass")
        } else if self.is_drop() {
            write!(f, "{}", Place(self.to))
        } else {
            let separator = if self.capture { 'x' } else { '-' };
            write!(f, "{}{separator}{}", Place(self.from), Place(self.to))
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Parses a cell name: a file letter `a`–`z` and a rank from 1 to 128
/// without leading zeros.
fn parse_place(name: &str, text: &str) -> Result<(u8, u8), MoveError> {
    let bad = || MoveError::BadSquare {
        square: ludeme_core::text::owned_excerpt(name),
        text: ludeme_core::text::owned_excerpt(text),
    };
    let mut chars = name.chars();
    let file = chars
        .next()
        .filter(char::is_ascii_lowercase)
        .ok_or_else(bad)?;
    let digits = chars.as_str();
    // No sign and no leading zero; no digits at all does not parse.
    if digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let rank: u32 = digits.parse().map_err(|_| bad())?;
    if rank > 128 {
        return Err(bad());
    }
    Ok(((rank - 1) as u8, file as u8 - b'a'))
}

impl FromStr for Move {
    type Err = MoveError;

    /// Parses `c4`, `a2-a3`, `a2xb3` or `pass`; surrounding whitespace is
    /// ignored.
    fn from_str(text: &str) -> Result<Move, MoveError> {
        let word =
            ludeme_core::text::one_word(text).map_err(|(at, found)| MoveError::Whitespace {
                text: ludeme_core::text::owned_excerpt(text.trim()),
                at,
                found,
            })?;
        if word.is_empty() {
            return Err(MoveError::Empty);
        }
        if word == "pass" {
            return Ok(Move::PASS);
        }
        match word.find(['-', 'x']) {
            None => Ok(Move {
                from: (NONE, NONE),
                to: parse_place(word, word)?,
                capture: false,
            }),
            Some(at) => {
                let (from, to) = (&word[..at], &word[at + 1..]);
                let mv = Move {
                    from: parse_place(from, word)?,
                    to: parse_place(to, word)?,
                    capture: word.as_bytes()[at] == b'x',
                };
                if mv.from == mv.to {
                    return Err(MoveError::Nowhere(ludeme_core::text::owned_excerpt(word)));
                }
                Ok(mv)
            }
        }
    }
}

ludeme_core::serde_via_text!(Move);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_round_trips_and_bad_text_is_refused_with_what_is_wrong() {
        for text in ["c4", "z128", "a2-a3", "a2xb3", "pass", "j10-j9"] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
        assert_eq!(" c4\n".parse::<Move>().unwrap().to_string(), "c4");
        let kinds = |text: &str| {
            let mv = text.parse::<Move>().unwrap();
            [mv.is_drop(), mv.is_capture(), mv.is_pass()]
        };
        assert_eq!(kinds("c4"), [true, false, false]);
        assert_eq!(kinds("a2-b3"), [false, false, false]);
        assert_eq!(kinds("a2xb3"), [false, true, false]);
        assert_eq!(kinds("pass"), [false, false, true]);
        for (text, message) in [
            ("", "empty move text"),
            (
                "c 4",
                "unexpected ' ' at byte 1 of move \"c 4\": a move has no spaces",
            ),
            (
                "c0",
                "bad square \"c0\" in move \"c0\": expected a file letter and a rank from 1",
            ),
            (
                "c129",
                "bad square \"c129\" in move \"c129\": expected a file letter and a rank from 1",
            ),
            (
                "C4",
                "bad square \"C4\" in move \"C4\": expected a file letter and a rank from 1",
            ),
            (
                "a2-",
                "bad square \"\" in move \"a2-\": expected a file letter and a rank from 1",
            ),
            ("a2-a2", "move \"a2-a2\" goes nowhere"),
        ] {
            assert_eq!(
                text.parse::<Move>().unwrap_err().to_string(),
                message,
                "{text:?}"
            );
        }
    }
}
