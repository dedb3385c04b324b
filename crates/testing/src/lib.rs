//! The test battery of ludeme: the checks that every game passes, written
//! once, and the small games they are tested on. A game crate takes it as a
//! dev-dependency and runs the whole battery on itself in one line,
//! [`check_game`]; or its parts, as here the random games checked state by
//! state on the dice race of [`demo`]:
//!
//! ```
//! use ludeme_core::Game;
//! use ludeme_testing::demo::DiceRace;
//! ludeme_testing::check_playouts(&DiceRace::start(), 0..20, 200, true);
//! ```
//!
//! The battery asks nothing of a game beyond the traits of `ludeme-core`.
//! The moves it offers [`ludeme_core::Game::play`] are the moves legal in
//! any state its playouts meet; a game checks a move space of its own with
//! [`check_playouts_among`]. The Zobrist key is checked against the key of
//! the state read back from its text, which is computed from scratch.
//!
//! Every check panics with a message naming the state and the move at fault.
//!
//! # Features
//! - `serde`: [`check_serde_forms`], and serde forms of the demo game.

#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]

extern crate alloc;

mod battery;
mod data;
pub mod demo;
mod heuristic;
mod oracles;
mod pictures;
mod playouts;
mod record;
mod sampling;
#[cfg(feature = "serde")]
mod serde_forms;
pub mod shuttle;
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
    check_playouts_among, check_playouts_under, check_playouts_under_among, check_symmetry,
    moves_met, perft_by_playing, playout_states,
};
pub use record::check_record;
pub use sampling::{
    check_sample_move_is_the_listed_draw, sampling_disagrees, states_with_generators,
};
#[cfg(feature = "serde")]
pub use serde_forms::{check_serde_forms, SerdeFormat};
pub use state::{
    check_keys_tell_apart, check_parsers_total, check_play_matches_generation, check_position,
    check_state,
};
pub use texts::{
    check_huge_fields_refused, check_inner_spaces, check_messages_of_huge_texts,
    check_parsers_on_near_texts, check_refusals, check_short_message, check_short_refusals,
    check_surrounding_whitespace, near_texts, quoted_huge, refusal, with_huge,
};
