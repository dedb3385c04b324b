//! The spec's perft numbers, from `tests/data/perft.txt`.

use ludeme_core::Game;
use ludeme_surakarta::Position;

#[test]
fn perft_matches_the_spec() {
    let checked =
        ludeme_core::testing::check_perft_file::<Position>(include_str!("data/perft.txt"));
    assert!(checked >= 8, "only {checked} lines checked");
}

#[test]
fn perft_of_the_start_to_depth_4() {
    let start = Position::start();
    assert_eq!(ludeme_core::perft(&start, 4), 111_122);
}
