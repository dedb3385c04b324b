//! The history trait's defaults, on the dice race.

use ludeme_core::{Game, History, HistoryRules};
use ludeme_testing::demo::DiceRace;

#[test]
fn by_default_no_history_rule_applies_and_every_move_can_be_undone() {
    // The race implements `History` with an empty block.
    let mut state = DiceRace::start();
    assert_eq!(state.history_rules(), HistoryRules::NONE);
    let mut rng = ludeme_core::SplitMix64::new(3);
    let mut plies = 0;
    while let Some(mv) = state.sample_move(&mut rng) {
        for &any in state.legal_moves().iter() {
            assert!(!state.is_irreversible(any), "{state} {any}");
        }
        state.play_unchecked(mv);
        plies += 1;
    }
    assert!(plies > 4, "a race of {plies} plies");
}
