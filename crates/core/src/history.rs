//! History rules: what a [`crate::GameLine`] asks of a game.

use crate::{EndReason, Game, Outcome};

/// The history rules of a played game: rules that depend on the moves that
/// led to a position, not on the position alone. Perft and search ignore
/// them; a [`crate::GameLine`] applies them.
///
/// ```
/// use ludeme_core::HistoryRules;
/// let rules = HistoryRules::NONE.with_repetition(Some(3)).with_ply_cap(Some(200));
/// assert_eq!(rules.repetition, Some(3));
/// assert_eq!(rules.no_capture_limit, None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct HistoryRules {
    /// The game ends when the same position, with the same player to act,
    /// stands for the `n`-th time since the last irreversible move (2: any
    /// repetition, Surakarta's ICGA rule; 3: Barca's threefold repetition).
    /// `None`: off.
    pub repetition: Option<u32>,
    /// The game ends after this many plies in a row without an irreversible
    /// move (a capture, in the games here). `None`: off.
    pub no_capture_limit: Option<u32>,
    /// The game is drawn once this many plies have been played. `None`: off.
    pub ply_cap: Option<u32>,
}

impl HistoryRules {
    /// No history rule: the game ends only as a position ends it.
    pub const NONE: HistoryRules = HistoryRules {
        repetition: None,
        no_capture_limit: None,
        ply_cap: None,
    };

    /// These rules with the repetition rule set (`Some(n)`: the `n`-th
    /// occurrence ends the game).
    pub const fn with_repetition(mut self, occurrence: Option<u32>) -> Self {
        self.repetition = occurrence;
        self
    }

    /// These rules with the no-capture limit set.
    pub const fn with_no_capture_limit(mut self, plies: Option<u32>) -> Self {
        self.no_capture_limit = plies;
        self
    }

    /// These rules with the ply cap set.
    pub const fn with_ply_cap(mut self, plies: Option<u32>) -> Self {
        self.ply_cap = plies;
        self
    }
}

/// What a [`crate::GameLine`] needs to know of a game to apply history rules.
/// Every method has a default: a game without history rules implements the
/// trait with an empty block.
pub trait History: Game {
    /// The history rules of a played game under this state's rules (the
    /// game's defaults; a record may be given others). Default: none.
    fn history_rules(&self) -> HistoryRules {
        HistoryRules::NONE
    }

    /// Whether `mv`, played in this state, can never be undone (a capture):
    /// no position before it can stand again, and the no-capture count starts
    /// again after it. Default: no move is.
    fn is_irreversible(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// The result when a history rule (repetition or the no-capture limit)
    /// ends the game in this state. Default: a draw. (The ply cap is always
    /// a draw.)
    fn adjudicate(&self, reason: EndReason) -> Outcome {
        Outcome::Draw { reason }
    }
}
