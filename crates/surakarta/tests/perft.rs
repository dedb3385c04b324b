//! The spec's perft numbers, from `tests/data/perft.txt`.

use ludeme_core::{Game, Variants};
use ludeme_surakarta::{BasBasan, BasBasanRules, Position, Rules};

/// The lines of the data file that belong to the board size of `R` (the
/// file holds the variants of both sizes), comments and blank lines kept.
fn lines_for<R: Variants>(data: &str) -> String {
    data.lines()
        .filter(|line| {
            let line = line.trim();
            let variant = line.split('|').next().unwrap_or_default().trim();
            line.is_empty() || line.starts_with('#') || R::from_variant(variant).is_some()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn perft_matches_the_spec() {
    let data = include_str!("data/perft.txt");
    let six = ludeme_testing::check_perft_file::<Position>(&lines_for::<Rules>(data));
    assert!(six >= 8, "only {six} lines of 6×6 checked");
    let seven = ludeme_testing::check_perft_file::<BasBasan>(&lines_for::<BasBasanRules>(data));
    assert!(seven >= 8, "only {seven} lines of 7×7 checked");
    // Every line is one board size's or the other's.
    let count = |text: &str| {
        text.lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .count()
    };
    assert_eq!(
        count(&lines_for::<Rules>(data)) + count(&lines_for::<BasBasanRules>(data)),
        count(data)
    );
}

#[test]
fn perft_of_the_start_to_depth_4() {
    let start = Position::start();
    assert_eq!(ludeme_core::perft(&start, 4), 111_122);
}
