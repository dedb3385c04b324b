//! The spec's perft numbers, from `tests/data/perft.txt`.

use ludeme_surakarta::{Position, Rules};

#[test]
fn perft_matches_the_spec() {
    let checked = ludeme_core::testing::check_perft_file::<Position>(
        include_str!("data/perft.txt"),
        |variant| match variant {
            "standard" => Some(Rules::default()),
            "orthogonal" => Some(Rules::default().with_orthogonal_steps(true)),
            _ => None,
        },
    );
    assert!(checked >= 8, "only {checked} lines checked");
}

#[test]
fn the_specialised_perft_agrees() {
    let start = Position::start();
    assert_eq!(start.perft(4), 111_122);
}
