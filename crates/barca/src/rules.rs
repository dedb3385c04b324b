//! Rules options of a position.

/// Rules options of a Barca position (the history rules — repetition, ply
/// cap — are the [`crate::Record`]'s).
///
/// ```
/// use ludeme_barca::Rules;
/// assert!(Rules::default().no_legal_move_loses);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Rules {
    /// A side to move without a legal move (possible only in constructed
    /// positions) loses; when off, the game is drawn. Not in the official
    /// rules: a project choice, on by default.
    pub no_legal_move_loses: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            no_legal_move_loses: true,
        }
    }
}

impl Rules {
    /// These rules with the no-legal-move rule set.
    pub const fn with_no_legal_move_loses(mut self, on: bool) -> Self {
        self.no_legal_move_loses = on;
        self
    }
}
