//! What a game tells its records: its name, its variant's, and which
//! rules a record's tags name ([`RecordedGame`]); every registered game has
//! it, and a game of one's own may.

use alloc::string::{String, ToString};

use ludeme_core::{Game, History, Variants};
use ludeme_registry::{AnyRules, Registered};

use crate::ReadFault;

/// A game that records can be written of and read as: its name in the
/// `Game` tag, its variant's in the `Variant` tag, and the rules that a
/// record's tags name. Its start under the rules ([`Game::start_with`]) is
/// the start a record leaves out (a `Position` tag gives another). Its
/// errors go between threads, as a record error keeps them.
///
/// Every registered game has it (the registry knows its name and
/// variants); a game of one's own implements [`RecordedGame::game_name`]
/// and, if its rules have named variants, the other two.
///
/// ```
/// use ludeme_registry::{barca, surakarta};
/// use ludeme_record::RecordedGame;
///
/// let rules = surakarta::BasBasan::start().rules();
/// assert_eq!(surakarta::BasBasan::game_name(&rules), "surakarta");
/// assert_eq!(surakarta::BasBasan::variant_name(&rules).as_deref(), Some("bas-basan"));
/// assert_eq!(barca::Position::rules_named("barca", None)?, Default::default());
/// assert!(barca::Position::rules_named("surakarta", None).is_err());
/// // No Variant tag names the registry's default, Surakarta's own board.
/// assert!(surakarta::BasBasan::rules_named("surakarta", None).is_err());
/// # use ludeme_core::Game;
/// # Ok::<(), ludeme_record::ReadFault>(())
/// ```
pub trait RecordedGame:
    Game<
        Move: Send + Sync + 'static,
        IllegalMove: Send + Sync + 'static,
        ParseError: Send + Sync + 'static,
        MoveParseError: Send + Sync + 'static,
    > + History
    + 'static
{
    /// The game's name (the `Game` tag) under `rules`.
    fn game_name(rules: &Self::Rules) -> &'static str;

    /// The name of the variant `rules` are (the `Variant` tag), if any:
    /// none leaves the tag out. Default: none (a game with one set of
    /// rules).
    fn variant_name(rules: &Self::Rules) -> Option<String> {
        let _ = rules;
        None
    }

    /// The rules that a record's `Game` tag and `Variant` tag (none: no
    /// such tag, the game's default) name, if they are rules of this type.
    /// Default: the default rules, for the game's name and no variant or
    /// the default rules' variant name.
    ///
    /// # Errors
    /// [`ReadFault::OtherGame`] for the rules of another game or of a
    /// variant this type does not play (a name that is no game's at all:
    /// [`ReadFault::Name`]).
    fn rules_named(game: &str, variant: Option<&str>) -> Result<Self::Rules, ReadFault> {
        let rules = Self::Rules::default();
        let default_variant = Self::variant_name(&rules);
        let fits = game == Self::game_name(&rules)
            && variant.is_none_or(|v| default_variant.as_deref() == Some(v));
        if fits {
            Ok(rules)
        } else {
            Err(ReadFault::OtherGame {
                game: game.to_string(),
                variant: variant.map(String::from),
            })
        }
    }
}

/// Every registered game: its name and variants from the registry.
impl<G: Registered> RecordedGame for G {
    fn game_name(rules: &G::Rules) -> &'static str {
        G::any_rules(rules.clone()).game_name()
    }

    fn variant_name(rules: &G::Rules) -> Option<String> {
        rules.variant_name()
    }

    /// The rules of the name as the registry reads it (no `Variant` tag:
    /// the name's default, which may be another type's), if they are
    /// `G`'s.
    fn rules_named(game: &str, variant: Option<&str>) -> Result<G::Rules, ReadFault> {
        let named = AnyRules::by_name(game, variant)?;
        let variant = named.variant_name();
        variant
            .as_deref()
            .and_then(G::Rules::from_variant)
            .filter(|own| G::any_rules(own.clone()) == named)
            .ok_or_else(|| ReadFault::OtherGame {
                game: named.game_name().to_string(),
                variant,
            })
    }
}
