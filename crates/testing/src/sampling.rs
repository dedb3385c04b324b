//! [`Game::sample_move`] against a draw from the listed moves, for games
//! whose sampler promises the very move (and the same use of the
//! generator) that the listing default gives.

use std::ops::Range;
use std::string::String;
use std::vec::Vec;

use ludeme_core::{Game, SplitMix64};

/// Where `sample` parts from the listing default on `state` with the
/// generator `rng`: a different move (or `None` against a move), or a
/// different use of the generator, or no move while the game goes on.
/// `None` when they agree.
pub fn sampling_disagrees<G: Game>(
    state: &G,
    rng: &SplitMix64,
    sample: impl Fn(&G, &mut SplitMix64) -> Option<G::Move>,
) -> Option<String> {
    let mut listed_rng = rng.clone();
    let moves = state.legal_moves();
    let listed = (!moves.is_empty()).then(|| moves[listed_rng.below(moves.len() as u64) as usize]);
    let mut sampled_rng = rng.clone();
    let sampled = sample(state, &mut sampled_rng);
    if sampled != listed {
        Some(std::format!(
            "{state}: sampled {sampled:?}, listed {listed:?}"
        ))
    } else if sampled_rng != listed_rng {
        Some(std::format!("{state}: the generator ends elsewhere"))
    } else if sampled.is_none() != state.outcome().is_some() {
        Some(std::format!("{state}: no move, yet the game goes on"))
    } else {
        None
    }
}

/// Every state of seeded random games from `start` (moves drawn from the
/// list, at most `max_plies` each), the finished ones included, each with
/// the generator as it stands there.
pub fn states_with_generators<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
) -> Vec<(G, SplitMix64)> {
    let mut states = Vec::new();
    for seed in seeds {
        let mut rng = SplitMix64::new(seed);
        let mut state = start.clone();
        for _ in 0..max_plies {
            states.push((state.clone(), rng.clone()));
            let moves = state.legal_moves();
            if moves.is_empty() {
                break;
            }
            state.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    states
}

/// Checks that [`Game::sample_move`] is the listed draw
/// ([`sampling_disagrees`]) on every state of [`states_with_generators`].
/// Returns how many of those states are finished, so that a caller can
/// insist that the end (`None`) was checked too.
///
/// # Panics
/// Naming the state where the sampler parts from the listed draw.
pub fn check_sample_move_is_the_listed_draw<G: Game>(
    start: &G,
    seeds: Range<u64>,
    max_plies: usize,
) -> usize {
    let mut finished = 0;
    for (state, rng) in states_with_generators(start, seeds, max_plies) {
        if let Some(why) = sampling_disagrees(&state, &rng, |s, rng| s.sample_move(rng)) {
            panic!("{why}");
        }
        finished += usize::from(state.outcome().is_some());
    }
    finished
}
