//! Moves and their text: `h-c1`, `c1-e3`, `c1-e3/i5`, `pass`, `roll 4`.

use core::fmt;
use core::str::FromStr;

use crate::{MoveParseError, Node, Origin};
use ludeme_core::text::{excerpt, one_word_but, owned_excerpt};

/// A move, or a chance outcome.
///
/// A piece's move is identified by origin, destination and barricade
/// placement: different paths to the same destination are the same move.
///
/// ```
/// use ludeme_barricade::{Move, Origin};
/// let m: Move = "c1-e3/i5".parse().unwrap();
/// let Move::Go { from, to, barricade } = m else { unreachable!() };
/// assert_eq!(from, Origin::Node("c1".parse().unwrap()));
/// assert_eq!(to.to_string(), "e3");
/// assert_eq!(barricade.map(|n| n.to_string()).as_deref(), Some("i5"));
/// assert_eq!(m.to_string(), "c1-e3/i5");
/// assert_eq!("roll 6".parse::<Move>().unwrap(), Move::Roll(6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    /// Chance: the die shows 1–6.
    Roll(u8),
    /// No legal move for the roll: the turn passes.
    Pass,
    /// A piece moves; when it lands on a barricade, `barricade` is where the
    /// barricade goes.
    Go {
        /// The origin.
        from: Origin,
        /// The destination.
        to: Node,
        /// The new node of a captured barricade.
        barricade: Option<Node>,
    },
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll(n) => write!(f, "roll {n}"),
            Move::Pass => f.write_str("pass"),
            Move::Go {
                from,
                to,
                barricade,
            } => {
                write!(f, "{from}-{to}")?;
                barricade.map_or(Ok(()), |b| write!(f, "/{b}"))
            }
        }
    }
}

impl FromStr for Move {
    type Err = MoveParseError;

    /// Parses `h-c1`, `c1-e3`, `c1-e3/i5`, `pass` or `roll 1` … `roll 6`
    /// (also `roll1` … `roll6`: a move in one word, as the engine protocol
    /// writes it); surrounding whitespace is ignored.
    fn from_str(text: &str) -> Result<Move, MoveParseError> {
        // The one space of `roll 4` is the only whitespace a move has.
        let roll_space = |word: &str, at| at == 4 && word.starts_with("roll ");
        let body =
            one_word_but(text, roll_space).map_err(|(at, found)| MoveParseError::Whitespace {
                text: owned_excerpt(text),
                at,
                found,
            })?;
        if body == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(die) = body
            .strip_prefix("roll ")
            .or_else(|| body.strip_prefix("roll").filter(|die| !die.is_empty()))
        {
            return match die {
                "1" | "2" | "3" | "4" | "5" | "6" => Ok(Move::Roll(die.as_bytes()[0] - b'0')),
                _ => Err(MoveParseError::BadRoll(owned_excerpt(text))),
            };
        }
        // A long name is refused on its excerpt, which the error then quotes.
        let node = |s: &str| {
            excerpt(s)
                .parse::<Node>()
                .map_err(|source| MoveParseError::Node {
                    text: owned_excerpt(text),
                    source,
                })
        };
        let (from, rest) = body
            .split_once('-')
            .ok_or_else(|| MoveParseError::Syntax(owned_excerpt(text)))?;
        let from = match from {
            "h" => Origin::House,
            _ => Origin::Node(node(from)?),
        };
        let (to, barricade) = match rest.split_once('/') {
            None => (node(rest)?, None),
            Some((to, b)) => (node(to)?, Some(node(b)?)),
        };
        if from == Origin::Node(to) {
            return Err(MoveParseError::GoesNowhere(owned_excerpt(text)));
        }
        Ok(Move::Go {
            from,
            to,
            barricade,
        })
    }
}

ludeme_core::serde_via_text!(Move);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_small() {
        assert!(core::mem::size_of::<Move>() <= 6);
    }

    #[test]
    fn text_round_trips() {
        for text in [
            "h-c1", "c1-e3", "c1-e3/i5", "i13-i14", "pass", "roll 1", "roll 6",
        ] {
            assert_eq!(text.parse::<Move>().unwrap().to_string(), text);
        }
        // A roll in one word, as the engine protocol writes it.
        for die in 1..=6u8 {
            assert_eq!(format!("roll{die}").parse::<Move>(), Ok(Move::Roll(die)));
        }
    }

    #[test]
    fn bad_text_is_named() {
        for bad in [
            "",
            "h",
            "c1",
            "c1-c1",
            "x1-c1",
            "c1-c2",
            "h-c1/",
            "roll 7",
            "roll",
            "roll7",
            "roll0",
            "roll  5",
            "c1-e3/a15",
            "PASS",
        ] {
            let err = bad.parse::<Move>().unwrap_err();
            assert!(
                err.to_string().contains(&format!("{bad:?}")),
                "{bad:?}: {err}"
            );
        }
    }
}
