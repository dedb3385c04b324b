//! The battery on the demo games: it passes, and it can fail.
use super::*;
use crate::demo::DiceRace;
use proptest::prelude::*;

#[test]
fn the_battery_passes_on_the_dice_race() {
    let start = DiceRace::start();
    check_playouts(&start, 0..200, 100, true);
}

#[test]
#[should_panic(expected = "not over")]
fn the_length_bound_can_fail() {
    let start = DiceRace::start();
    check_playouts(&start, 0..1, 3, true);
}

#[test]
fn a_record_of_the_dice_race_agrees_with_its_positions() {
    let start = DiceRace::start();
    check_record(&start, 0..50, 100);
}

#[test]
fn the_actions_of_the_dice_race_pass() {
    check_actions(&DiceRace::start(), 0..20, 40);
}

#[test]
fn the_identity_is_a_symmetry() {
    let start = DiceRace::start();
    check_symmetry(&start, 0..5, 30, 2, |s| *s);
}

proptest! {
    #[test]
    fn parsers_are_total(text in ".{0,16}") {
        check_parsers_total::<DiceRace>(&text, &Default::default());
    }
}
