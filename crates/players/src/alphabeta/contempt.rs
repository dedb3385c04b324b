//! Contempt: what a draw is worth to the side the search plays for, below
//! an even game. With none, a search takes a repetition scored 0 over a
//! move it scores a little below 0, and a draw against a weaker opponent
//! throws half a point away; with some, it keeps the game going unless
//! every other move is worse than the draw by more than the contempt.

use core::fmt;

/// A draw's value below an even game for the searching side, in the units
/// of the scores `ludeme analyse` reports (the evaluation's range is -1 to
/// +1), kept in thousandths so that a player's name reads back exactly.
///
/// ```
/// use ludeme_players::Contempt;
/// let c = Contempt::from_thousandths(50);
/// assert_eq!(c.to_string(), "0.05");
/// assert_eq!("0.05".parse::<Contempt>(), Ok(c));
/// assert!("2".parse::<Contempt>().is_err()); // at most 1: a win is worth more
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contempt(i32);

/// Text that is no contempt: a number from -1 to 1 with at most three
/// decimals.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("contempt {text:?}: expected a number from -1 to 1 with at most three decimals (0.05)")]
#[non_exhaustive]
pub struct ContemptError {
    /// The text as given (its first 40 characters and `…` if longer).
    pub text: alloc::string::String,
}

impl Contempt {
    /// No contempt: a draw is an even game.
    pub const NONE: Contempt = Contempt(0);

    /// The default of [`super::AlphaBetaConfig::new`]: a draw counts as
    /// 0.05 below an even game, enough to keep a game going where the
    /// alternative is scored a little below even, not enough to take real
    /// risks to avoid a draw.
    pub const DEFAULT: Contempt = Contempt(50);

    /// Contempt in thousandths of the score scale, from -1000 to 1000
    /// (clamped to that range). Negative contempt makes draws welcome.
    pub const fn from_thousandths(thousandths: i32) -> Contempt {
        Contempt(if thousandths > 1000 {
            1000
        } else if thousandths < -1000 {
            -1000
        } else {
            thousandths
        })
    }

    /// In thousandths of the score scale.
    pub const fn thousandths(self) -> i32 {
        self.0
    }

    /// As a score: the search's scale is 10,000 per unit.
    pub(super) const fn score(self) -> i32 {
        self.0 * 10
    }

    /// The score of a draw for the side searched for, when it stands at
    /// `lead` (the root's estimate, on the search's scale of 10,000): `-contempt`, and with a positive contempt, half of the
    /// lead beyond the contempt below that, so that a side well ahead does
    /// not repeat into a draw to save a little of its lead. Behind, or with
    /// no or a negative contempt, a draw is just `-contempt`.
    pub(super) const fn draw_score(self, lead: i32) -> i32 {
        let contempt = self.score();
        // A forced win counts as the heuristic's best (10,000): a draw
        // then stays above every forced loss.
        let lead = if lead > 10_000 { 10_000 } else { lead };
        if contempt > 0 && lead > contempt {
            -contempt - (lead - contempt) / 2
        } else {
            -contempt
        }
    }
}

impl Default for Contempt {
    fn default() -> Contempt {
        Contempt::DEFAULT
    }
}

/// `0.05`, `-0.1`, `0`: the shortest decimal.
impl fmt::Display for Contempt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let (whole, part) = (self.0.unsigned_abs() / 1000, self.0.unsigned_abs() % 1000);
        if part == 0 {
            return write!(f, "{sign}{whole}");
        }
        let mut decimals = alloc::format!("{part:03}");
        while decimals.ends_with('0') {
            decimals.pop();
        }
        write!(f, "{sign}{whole}.{decimals}")
    }
}

impl core::str::FromStr for Contempt {
    type Err = ContemptError;

    fn from_str(text: &str) -> Result<Contempt, ContemptError> {
        let error = || ContemptError {
            text: ludeme_core::text::owned_excerpt(text),
        };
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, part) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && part.is_empty()
            || !all_digits(whole)
            || !all_digits(part)
            || part.len() > 3
            || whole.len() > 1
            || digits.ends_with('.')
        {
            return Err(error());
        }
        let whole: i32 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| error())?
        };
        let part: i32 = alloc::format!("{part:0<3}").parse().map_err(|_| error())?;
        let thousandths = whole * 1000 + part;
        if thousandths > 1000 {
            return Err(error());
        }
        Ok(Contempt(if negative { -thousandths } else { thousandths }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_costs_half_the_lead_beyond_the_contempt() {
        let contempt = Contempt::from_thousandths(50);
        // Behind or even, or ahead by no more than the contempt: -500.
        for lead in [-3_000, 0, 200, 500] {
            assert_eq!(contempt.draw_score(lead), -500);
        }
        // Ahead by 0.25: -0.05 - (0.25 - 0.05) / 2 = -0.15.
        assert_eq!(contempt.draw_score(2_500), -1_500);
        // A forced win counts as the heuristic's best.
        assert_eq!(contempt.draw_score(999_000), -500 - 4_750);
        // No contempt, or a negative one, keeps a draw where it is.
        assert_eq!(Contempt::NONE.draw_score(5_000), 0);
        assert_eq!(Contempt::from_thousandths(-100).draw_score(5_000), 1_000);
    }

    #[test]
    fn contempt_reads_and_prints_back() {
        for (text, thousandths) in [
            ("0", 0),
            ("0.05", 50),
            (".05", 50),
            ("0.1", 100),
            ("1", 1000),
            ("1.000", 1000),
            ("-0.25", -250),
            ("0.125", 125),
        ] {
            let c: Contempt = text.parse().unwrap();
            assert_eq!(c.thousandths(), thousandths, "{text}");
            assert_eq!(c.to_string().parse::<Contempt>(), Ok(c), "{text}");
        }
        assert_eq!(Contempt::from_thousandths(-250).to_string(), "-0.25");
        for bad in [
            "", "-", ".", "1.", "0.0001", "1.001", "2", "x", "0.5x", "10", "+0.1", "0,1", "--1",
            // A sign is no decimal digit, even where the integer parse of
            // the decimals would take it.
            "0.+5", "0.-5",
        ] {
            let error = bad.parse::<Contempt>().unwrap_err();
            assert!(error.to_string().starts_with("contempt "), "{bad}: {error}");
        }
    }

    #[test]
    fn contempt_is_clamped_to_one_either_way() {
        for (thousandths, clamped) in [
            (5000, 1000),
            (1001, 1000),
            (1000, 1000),
            (-1000, -1000),
            (-1001, -1000),
            (-5000, -1000),
            (0, 0),
        ] {
            assert_eq!(
                Contempt::from_thousandths(thousandths).thousandths(),
                clamped,
                "{thousandths}"
            );
        }
    }

    #[test]
    fn contempt_prints_the_shortest_decimal() {
        for (thousandths, text) in [
            (0, "0"),
            (50, "0.05"),
            (-100, "-0.1"),
            (1000, "1"),
            (-1000, "-1"),
            (125, "0.125"),
            (-5, "-0.005"),
        ] {
            assert_eq!(Contempt::from_thousandths(thousandths).to_string(), text);
        }
    }
}
