//! The registry's errors: a game's own ([`GameError`]) and a name that is
//! not registered ([`NameError`]).

use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::Game;

/// An error of one game: its position text, move text or illegal-move
/// error, as the game words it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError<G: Game> {
    /// Position text that did not parse.
    #[error(transparent)]
    Position(G::ParseError),
    /// Move text that did not parse.
    #[error(transparent)]
    MoveText(G::MoveParseError),
    /// A move the position refused.
    #[error(transparent)]
    Illegal(G::IllegalMove),
}

/// Why a game or variant name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum NameError {
    /// No game of that name (the message lists the registered games).
    #[error("unknown game {name:?}: available games are {}", crate::names::game_names().join(", "))]
    UnknownGame {
        /// The name given.
        name: String,
    },
    /// No variant of that name for the game (the message lists its
    /// variants and options, as [`GameInfo::variant_list`](crate::GameInfo::variant_list) words them).
    #[error(
        "unknown variant {variant:?} of {game}: available variants are {}",
        crate::names::variant_list_of(game)
    )]
    UnknownVariant {
        /// The game.
        game: &'static str,
        /// The variant name given.
        variant: String,
    },
}

impl NameError {
    /// The names it could have been: the registered games, or the game's
    /// variants (without their `+options`).
    ///
    /// ```
    /// use ludeme_registry::{AnyRules, NameError};
    /// let unknown = AnyRules::by_name("barca", Some("huge")).unwrap_err();
    /// assert_eq!(unknown.available(), ["standard"]);
    /// assert!(AnyRules::by_name("chess", None).unwrap_err().available().contains(&"barca"));
    /// ```
    pub fn available(&self) -> Vec<&'static str> {
        match self {
            NameError::UnknownGame { .. } => crate::names::game_names(),
            NameError::UnknownVariant { game, .. } => crate::games()
                .into_iter()
                .filter(|info| info.name == *game)
                .flat_map(|info| info.variants.into_iter().map(|v| v.name))
                .collect(),
        }
    }
}
