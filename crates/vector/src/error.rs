//! What a vector refuses.

use alloc::string::String;

/// Why [`crate::VectorGame::step`] refused a batch of actions (no game
/// changed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VectorError {
    /// Not one action per game.
    #[error("{given} actions for {games} games: one action per game")]
    Count {
        /// How many actions were given.
        given: usize,
        /// How many games there are.
        games: usize,
    },
    /// An action that is not legal in its game.
    #[error("game {game}: action {action} is not legal ({reason})")]
    Illegal {
        /// The game's index.
        game: usize,
        /// The action given.
        action: i64,
        /// Why, in words.
        reason: String,
    },
    /// Output arrays of the wrong length.
    #[error("the {name} array holds {given} values, not {wanted}")]
    Output {
        /// Which output.
        name: &'static str,
        /// Its length.
        given: usize,
        /// The length it needs.
        wanted: usize,
    },
}
