//! The shared test battery (feature `testing`): the checks that every game
//! passes, written once. A game crate runs them on itself in a few lines:
//!
//! ```
//! use ludeme_core::{demo::DiceRace, testing, Game};
//! let start = DiceRace::start();
//! testing::check_playouts(&start, 0..20, 200, true);
//! ```
//!
//! What the battery asks of a game beyond [`Game`] is [`TestableGame`]: the
//! space of candidate moves, and the Zobrist hash computed from scratch.
//!
//! Every check panics with a message naming the state and the move at fault.

use crate::Game;

mod battery;
mod data;
mod heuristic;
mod oracles;
mod pictures;
mod playouts;
mod record;
mod sampling;
#[cfg(feature = "serde")]
mod serde_forms;
mod state;
#[cfg(test)]
mod tests;
mod texts;

pub use battery::check_game;
pub use data::{check_golden, check_golden_transcript, check_perft_file, golden_transcript};
pub use heuristic::{check_heuristic, check_heuristic_at};
pub use oracles::LastLegalMove;
pub use pictures::{
    check_diagrams_never_tell_the_outcome, check_picture, check_pictures, data_squares,
    svg_elements, SvgElement,
};
pub use playouts::{
    check_actions, check_before_each_move, check_bulk_counting, check_playouts,
    check_playouts_under, check_symmetry, perft_by_playing, playout_states,
};
pub use record::check_record;
pub use sampling::{
    check_sample_move_is_the_listed_draw, sampling_disagrees, states_with_generators,
};
#[cfg(feature = "serde")]
pub use serde_forms::{check_serde_forms, SerdeFormat};
pub use state::{
    check_keys_tell_apart, check_parsers_total, check_play_matches_generation, check_state,
};
pub use texts::{
    check_huge_fields_refused, check_inner_spaces, check_messages_of_huge_texts,
    check_parsers_on_near_texts, check_refusals, check_short_message, check_short_refusals,
    check_surrounding_whitespace, near_texts, quoted_huge, refusal, with_huge,
};

/// What the test battery asks of a game beyond [`Game`]: hooks that only
/// tests need, kept off the rules trait.
pub trait TestableGame: Game {
    /// Every move of the game's move space that could be legal in some state
    /// played under this state's rules (a superset of the legal moves), so
    /// that the battery can compare the generated moves with the moves that
    /// [`Game::play`] accepts.
    fn candidate_moves(&self) -> Vec<Self::Move>;

    /// The Zobrist hash computed from scratch, to check the incremental
    /// [`Game::zobrist`].
    fn zobrist_from_scratch(&self) -> u64;
}
