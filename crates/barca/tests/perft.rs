//! The spec's perft numbers, from `tests/data/perft.txt`.

use ludeme_barca::Position;
use ludeme_core::Game;

#[test]
fn perft_matches_the_spec() {
    let checked = ludeme_testing::check_perft_file::<Position>(include_str!("data/perft.txt"));
    assert!(checked >= 5, "only {checked} lines checked");
}

#[test]
fn perft_from_the_start_at_depth_3() {
    // Below the file's node limit whatever `LUDEME_PERFT_LIMIT` says.
    assert_eq!(ludeme_core::perft(&Position::start(), 3), 66_286);
}
