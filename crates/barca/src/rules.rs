//! Rules options of a position, and their names.

use ludeme_core::{Variant, Variants};

/// Rules options of a Barca position (the history rules — repetition, ply
/// cap — are a [`ludeme_core::GameLine`]'s, see the
/// [`ludeme_core::History`] impl of [`crate::Position`]).
///
/// ```
/// use ludeme_barca::Rules;
/// assert!(Rules::default().no_legal_move_loses);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
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

/// The name of the option that turns [`Rules::no_legal_move_loses`] off.
const NO_MOVE_DRAWS: &str = "no-move-draws";

/// One variant, `standard` (the default rules), and one option,
/// `+no-move-draws`: a side to move without a legal move draws instead of
/// losing ([`Rules::no_legal_move_loses`] off).
///
/// ```
/// use ludeme_barca::Rules;
/// use ludeme_core::Variants;
/// assert_eq!(Rules::VARIANTS[0].name, "standard");
/// assert_eq!(Rules::from_variant("standard"), Some(Rules::default()));
/// assert_eq!(
///     Rules::from_variant("standard+no-move-draws"),
///     Some(Rules::default().with_no_legal_move_loses(false))
/// );
/// assert_eq!(Rules::from_variant("orthogonal"), None);
/// assert_eq!(Rules::from_variant("standard+fast"), None);
/// ```
impl Variants for Rules {
    const VARIANTS: &'static [Variant] = &[Variant {
        name: "standard",
        description: "Andrew Caldwell's rules; a side without a legal move loses",
    }];

    const OPTIONS: &'static [Variant] = &[Variant {
        name: NO_MOVE_DRAWS,
        description: "a side to move without a legal move draws instead of losing",
    }];

    /// `standard`, then any number of `+no-move-draws` (one is enough).
    fn from_variant(name: &str) -> Option<Self> {
        let mut parts = name.split('+');
        let known = parts.next() == Some("standard") && parts.all(|option| option == NO_MOVE_DRAWS);
        known.then(|| Rules::default().with_no_legal_move_loses(!name.contains('+')))
    }
}
