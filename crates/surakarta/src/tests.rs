//! The shared battery of ludeme-core, run on Surakarta and Bas-basan sepur,
//! with the symmetries, the record, names and keys; the text forms and
//! sampling in the submodules.

use alloc::vec::Vec;

use ludeme_core::{perft, Game, GameLine, Variants};
use ludeme_testing as testing;

use crate::{BasBasan, BasBasanRules, Colour, Position, PositionOn, Rules};

mod sampling;
mod text;

/// The left-right mirror image (files a ↔ f).
fn mirror<const N: usize>(p: &PositionOn<N>) -> PositionOn<N> {
    let mut image = PositionOn::empty(p.turn(), p.rules());
    for point in 0..(N * N) as u8 {
        if let Some(colour) = p.piece_at(point) {
            let (file, rank) = (point as usize % N, point as usize / N);
            image = image.put(colour, (rank * N + N - 1 - file) as u8);
        }
    }
    image
}

/// The 180° rotation with colours (and the side to move) swapped.
fn rotate_and_swap<const N: usize>(p: &PositionOn<N>) -> PositionOn<N> {
    let mut image = PositionOn::empty(p.turn().other(), p.rules());
    for point in 0..(N * N) as u8 {
        if let Some(colour) = p.piece_at(point) {
            image = image.put(colour.other(), (N * N - 1) as u8 - point);
        }
    }
    image
}

#[test]
fn battery_on_random_games_of_each_variant() {
    let orthogonal = Rules::default().with_orthogonal_steps(true);
    let six = [(Rules::default(), 0..12, 120), (orthogonal, 100..106, 120)];
    testing::check_playouts_under_among(&six, Position::candidate_moves);
    let three = BasBasanRules::default().with_middle_circuit(true);
    let seven = [
        (BasBasanRules::default(), 200..204, 100),
        (three, 300..304, 100),
    ];
    testing::check_playouts_under_among(&seven, BasBasan::candidate_moves);
}

#[test]
fn the_heuristic_keeps_its_contract_along_random_games() {
    let six = testing::check_heuristic(&Position::start(), 0..12, 300);
    let orthogonal = Position::start_with(&Rules::default().with_orthogonal_steps(true));
    let seven = testing::check_heuristic(&BasBasan::start(), 200..204, 300);
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    let others = testing::check_heuristic(&orthogonal, 100..104, 300)
        + testing::check_heuristic(&three, 300..304, 300);
    assert!(
        six > 3_000 && seven > 800 && others > 1_500,
        "{six} {seven} {others}"
    );
}

#[test]
fn random_games_with_the_record_end_within_the_bound() {
    // Each capture removes a piece and at most 50 plies separate captures,
    // so a game lasts at most 24 · 51 plies.
    for seed in 0..30 {
        let mut record = GameLine::new(Position::start());
        let mut rng = ludeme_core::SplitMix64::new(seed);
        while record.outcome().is_none() {
            assert!(record.moves().len() <= 24 * 51, "seed {seed} runs on");
            let moves = record.position().legal_moves();
            let mv = moves[rng.below(moves.len() as u64) as usize];
            record.play(mv).unwrap();
        }
    }
}

#[test]
fn mirror_symmetries_preserve_perft() {
    let start = Position::start();
    testing::check_symmetry(&start, 0..6, 80, 2, mirror);
    testing::check_symmetry(&start, 10..16, 80, 2, rotate_and_swap);
    let big = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_symmetry(&big, 20..23, 60, 2, mirror);
    testing::check_symmetry(&big, 30..33, 60, 2, rotate_and_swap);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Shifting every piece one file right is no symmetry of the board.
    let p: Position = "6/b5/6/6/w5/6 w".parse().unwrap();
    let shifted: Position = "6/1b4/6/6/1w4/6 w".parse().unwrap();
    assert_ne!(perft(&p, 2), perft(&shifted, 2));
    assert_eq!(perft(&p, 2), perft(&mirror(&mirror(&p)), 2));
    assert_eq!(rotate_and_swap(&rotate_and_swap(&p)), p);
}

#[test]
fn bulk_counting_perft_equals_listing_every_move() {
    testing::check_bulk_counting(&Position::start(), 3);
    let big = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_bulk_counting(&big, 2);
}

#[test]
fn records_agree_with_their_positions() {
    testing::check_record(&Position::start(), 0..20, 400);
    let orthogonal = Position::start_with(&Rules::default().with_orthogonal_steps(true));
    testing::check_record(&orthogonal, 20..25, 400);
    testing::check_record(&BasBasan::start(), 40..45, 400);
    let three = BasBasan::start_with(&BasBasanRules::default().with_middle_circuit(true));
    testing::check_record(&three, 50..55, 400);
}

#[test]
fn variant_names_are_those_of_the_board_size() {
    let six: Vec<&str> = Rules::VARIANTS.iter().map(|v| v.name).collect();
    let seven: Vec<&str> = BasBasanRules::VARIANTS.iter().map(|v| v.name).collect();
    assert_eq!(six, ["standard", "orthogonal"]);
    assert_eq!(seven, ["bas-basan", "bas-basan-3"]);
    for variant in Rules::VARIANTS.iter().chain(BasBasanRules::VARIANTS) {
        assert!(!variant.description.is_empty());
    }
    assert_eq!(
        Rules::from_variant(Rules::VARIANTS[0].name),
        Some(Rules::default())
    );
    assert_eq!(
        BasBasanRules::from_variant(BasBasanRules::VARIANTS[0].name),
        Some(BasBasanRules::default())
    );
    assert_eq!(
        Rules::from_variant("orthogonal"),
        Some(Rules::default().with_orthogonal_steps(true))
    );
    assert_eq!(
        BasBasanRules::from_variant("bas-basan-3"),
        Some(BasBasanRules::default().with_middle_circuit(true))
    );
    for name in ["bas-basan", "bas-basan-3", "Standard", "", "standard+x"] {
        assert_eq!(Rules::from_variant(name), None, "{name}");
    }
    for name in ["standard", "orthogonal", "bas-basan+3"] {
        assert_eq!(BasBasanRules::from_variant(name), None, "{name}");
    }
    assert!(Rules::OPTIONS.is_empty() && BasBasanRules::OPTIONS.is_empty());
    // Another board size has only its default rules.
    assert_eq!(<crate::RulesOn<5>>::VARIANTS.len(), 1);
    assert_eq!(
        <crate::RulesOn<5>>::from_variant("standard"),
        Some(Default::default())
    );
}

#[test]
fn seats_are_named_by_colour() {
    let p = Position::start();
    assert_eq!(p.seat_name(ludeme_core::Seat(0)), "white");
    assert_eq!(p.seat_name(ludeme_core::Seat(1)), "black");
    assert_eq!(Colour::Black.side().name(&p), "black");
    let walled: Position = "6/6/6/6/bb4/wb4 w".parse().unwrap();
    let outcome = walled.outcome().unwrap();
    assert_eq!(outcome.describe(&walled), "black wins (no legal move)");
    let none: BasBasan = "7/7/7/7/7/1w5/7 b".parse().unwrap();
    assert_eq!(
        none.outcome().unwrap().describe(&none),
        "white wins (no pieces left)"
    );
}

#[test]
fn colours_map_to_seats_and_sides() {
    let p = Position::start();
    assert_eq!(p.side_of(ludeme_core::Seat(1)), Colour::Black.side());
    assert_eq!(p.seat_count(), 2);
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    let over: Position = "6/6/6/6/1w4/6 b".parse().unwrap();
    assert!(over.outcome().is_some());
    let last = testing::check_diagrams_never_tell_the_outcome(&over);
    assert_eq!(last, ["black to move", "black to move"]);
}

/// Positions along random games from `start`, each with either side to move.
fn with_either_side_to_move<const N: usize>(start: &PositionOn<N>) -> Vec<PositionOn<N>> {
    let states = testing::playout_states(start, 0..8, 150);
    states
        .into_iter()
        .flat_map(|p| {
            let text = alloc::string::ToString::to_string(&p);
            let (board, turn) = text.rsplit_once(' ').unwrap();
            let other = if turn == "w" { "b" } else { "w" };
            let flipped = alloc::format!("{board} {other}");
            [p, PositionOn::from_text(&flipped, &p.rules()).unwrap()]
        })
        .collect()
}

#[test]
fn keys_tell_positions_apart() {
    testing::check_keys_tell_apart(with_either_side_to_move(&Position::start()));
    testing::check_keys_tell_apart(with_either_side_to_move(&BasBasan::start()));
}
