//! The registry's errors: a game's own ([`GameError`]) and a name that is
//! not registered ([`NameError`]).

use alloc::string::String;

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
    /// No game of that name.
    #[error("unknown game {name:?}: available games are {available}")]
    UnknownGame {
        /// The name given.
        name: String,
        /// The registered games, comma-separated.
        available: String,
    },
    /// No variant of that name for the game.
    #[error("unknown variant {variant:?} of {game}: available variants are {available}")]
    UnknownVariant {
        /// The game.
        game: &'static str,
        /// The variant name given.
        variant: String,
        /// The variants of the game, in words.
        available: String,
    },
}
