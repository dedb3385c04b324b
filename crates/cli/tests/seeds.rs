//! Every use of a seed has a label of its own: the labels that the layers
//! define (session, players, vector, arena) have distinct names, so that
//! their streams under one seed are unrelated. (Here, in the crate that
//! depends on every layer.)

use ludeme::players::SEARCH_SEED;
use ludeme::session::{CHANCE_MOVE_SEED, DICE_SEED, SEAT_PLAYER_SEED};
use ludeme::vector::{LANE_SEED, SAMPLER_SEED};
use ludeme::{derive_seed, SeedLabel};
use ludeme_arena::MATCH_GAME_SEED;

const LABELS: [SeedLabel; 7] = [
    SEAT_PLAYER_SEED,
    DICE_SEED,
    CHANCE_MOVE_SEED,
    SEARCH_SEED,
    LANE_SEED,
    SAMPLER_SEED,
    MATCH_GAME_SEED,
];

#[test]
fn every_layer_s_labels_have_distinct_names_and_seeds() {
    let mut names: Vec<&str> = LABELS.iter().map(|label| label.name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), LABELS.len(), "{names:?}");
    let mut seeds: Vec<u64> = LABELS
        .iter()
        .map(|&label| derive_seed(1, label, 0))
        .collect();
    seeds.sort_unstable();
    seeds.dedup();
    assert_eq!(seeds.len(), LABELS.len());
}

#[test]
fn the_names_are_the_ones_the_seeds_were_always_derived_from() {
    // A name is part of the derivation: renaming a label would change
    // every seeded game, match and vector.
    let names = LABELS.map(SeedLabel::name);
    assert_eq!(
        names,
        [
            "seat player",
            "dice",
            "chance move",
            "search",
            "vector lane",
            "vector sampler",
            "match game"
        ]
    );
}
