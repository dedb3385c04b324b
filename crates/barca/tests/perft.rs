//! The spec's perft numbers, from `tests/data/perft.txt`.

use ludeme_barca::{Position, Rules};

#[test]
fn perft_matches_the_spec() {
    let checked = ludeme_core::testing::check_perft_file::<Position>(
        include_str!("data/perft.txt"),
        |variant| (variant == "standard").then(Rules::default),
    );
    assert!(checked >= 5, "only {checked} lines checked");
}

#[test]
fn the_specialised_perft_agrees() {
    assert_eq!(Position::start().perft(3), 66_286);
}
