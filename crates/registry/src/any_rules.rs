//! [`AnyRules`]: a game and its rules by name, their text
//! (`game/variant`), and the visit of a game's own type.

use alloc::string::String;

use ludeme_core::Variants;

use crate::types::ENTRIES;
use crate::{AnyRules, GameVisitor, NameError};

impl AnyRules {
    /// The rules of a game and variant named as on the command line
    /// (see [`crate::games`] for the names); no variant means the game's
    /// default rules.
    ///
    /// ```
    /// use ludeme_registry::AnyRules;
    /// let rules = AnyRules::by_name("surakarta", Some("orthogonal"))?;
    /// assert_eq!(rules.game_name(), "surakarta");
    /// assert!(AnyRules::by_name("chess", None).is_err());
    /// assert!(AnyRules::by_name("barca", Some("tiny")).is_err());
    /// # Ok::<(), ludeme_registry::NameError>(())
    /// ```
    ///
    /// # Errors
    /// [`NameError`] for an unknown game or variant, listing the available
    /// ones.
    pub fn by_name(game: &str, variant: Option<&str>) -> Result<AnyRules, NameError> {
        let Some(info) = crate::games().into_iter().find(|g| g.name == game) else {
            return Err(crate::names::unknown_game(game));
        };
        ENTRIES
            .iter()
            .filter(|entry| entry.name == game)
            .find_map(|entry| (entry.rules)(variant))
            .ok_or_else(|| NameError::UnknownVariant {
                game: info.name,
                variant: variant.unwrap_or_default().into(),
            })
    }

    /// The variant name (with its `+options`) that reads back as these
    /// rules, as the command line names it (see
    /// [`Variants::variant_name`]).
    ///
    /// ```
    /// use ludeme_registry::AnyRules;
    /// let rules = AnyRules::by_name("barricade", Some("pairs-4+protect-partners"))?;
    /// assert_eq!(rules.variant_name().as_deref(), Some("pairs-4+protect-partners"));
    /// # Ok::<(), ludeme_registry::NameError>(())
    /// ```
    pub fn variant_name(&self) -> Option<String> {
        each!(AnyRules, self, rules => rules.variant_name())
    }

    /// Runs `visitor` on the game's own type under these rules (see
    /// [`GameVisitor`]).
    pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
        each_rules!(self, G, rules => visitor.visit::<G>(rules))
    }

    /// Runs `visitor` on the game's own type under these rules, with its
    /// serde forms (see [`crate::SerdeVisitor`]).
    #[cfg(feature = "serde")]
    pub fn visit_serde<V: crate::SerdeVisitor>(self, visitor: V) -> V::Output {
        each_rules!(self, G, rules => visitor.visit::<G>(rules))
    }
}

impl Default for AnyRules {
    /// The default rules of the first registered game.
    fn default() -> AnyRules {
        ENTRIES
            .iter()
            .find_map(|entry| (entry.rules)(None))
            .expect("the registry lists at least one game")
    }
}

impl core::fmt::Display for AnyRules {
    /// `game/variant` (`surakarta/orthogonal`), or the game's name alone
    /// for rules that no variant name gives.
    ///
    /// ```
    /// use ludeme_registry::AnyRules;
    /// let rules = AnyRules::by_name("barricade", Some("pairs-4"))?;
    /// assert_eq!(rules.to_string(), "barricade/pairs-4");
    /// assert_eq!("barricade/pairs-4".parse::<AnyRules>()?, rules);
    /// assert_eq!("barca".parse::<AnyRules>()?, AnyRules::by_name("barca", None)?);
    /// # Ok::<(), ludeme_registry::NameError>(())
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.variant_name() {
            Some(variant) => write!(f, "{}/{variant}", self.game_name()),
            None => f.write_str(self.game_name()),
        }
    }
}

impl core::str::FromStr for AnyRules {
    type Err = NameError;

    /// `game` (its default rules) or `game/variant`.
    fn from_str(text: &str) -> Result<AnyRules, NameError> {
        match text.split_once('/') {
            Some((game, variant)) => AnyRules::by_name(game, Some(variant)),
            None => AnyRules::by_name(text, None),
        }
    }
}
