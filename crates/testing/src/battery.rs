//! The whole battery in one call.

use core::ops::Range;

use ludeme_core::{Actions, Heuristic, History, Render};

/// Runs every check of the battery that needs nothing but the game from
/// `start`, along one random game per seed of at most `max_plies` moves:
/// each state ([`super::check_playouts`], with every game over within
/// `max_plies` when `must_end`), the record ([`super::check_record`]),
/// actions and observations ([`super::check_actions`]), the heuristic
/// ([`super::check_heuristic`]), the pictures ([`super::check_pictures`])
/// and diagrams, the parsers on texts near the game's own
/// ([`super::check_parsers_on_near_texts`]), whitespace and huge texts,
/// bulk counting to depth 3 ([`super::check_bulk_counting`]), the sampler
/// ([`super::check_sample_move_is_the_listed_draw`]) and keys that
/// tell the states apart ([`super::check_keys_tell_apart`]). A game written
/// with `ludeme-kit` passes it in one line (the kit's documentation shows
/// one).
pub fn check_game<G>(start: &G, seeds: Range<u64>, max_plies: usize, must_end: bool)
where
    G: History + Heuristic + Render + Actions,
{
    super::check_playouts(start, seeds.clone(), max_plies, must_end);
    super::check_record(start, seeds.clone(), max_plies);
    super::check_actions(start, seeds.clone(), max_plies);
    super::check_heuristic(start, seeds.clone(), max_plies);
    super::check_pictures(start, seeds.clone(), max_plies);
    super::check_parsers_on_near_texts(start, seeds.clone(), max_plies);
    super::check_bulk_counting(start, 3);
    super::check_sample_move_is_the_listed_draw(start, seeds.clone(), max_plies);
    let states = super::playout_states(start, seeds, max_plies);
    for state in states.iter().step_by(7).chain(states.last()) {
        super::check_surrounding_whitespace(state);
        super::check_messages_of_huge_texts(state);
        super::check_diagrams_never_tell_the_outcome(state);
    }
    super::check_keys_tell_apart(states);
}
