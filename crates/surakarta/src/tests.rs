//! The shared battery of ludeme-core, run on Surakarta and Bas-basan sepur.

use alloc::vec::Vec;

use ludeme_core::testing::{self, CandidateMoves};
use ludeme_core::Game;
use proptest::prelude::*;

use crate::{BasBasan, BasBasanRules, Colour, MoveOn, Position, PositionOn, Rules};

impl<const N: usize> CandidateMoves for PositionOn<N> {
    fn candidate_moves(&self) -> Vec<MoveOn<N>> {
        let points = (N * N) as u8;
        (0..points)
            .flat_map(|from| (0..points).map(move |to| (from, to)))
            .filter(|(from, to)| from != to)
            .flat_map(|(from, to)| [MoveOn::step(from, to), MoveOn::capture(from, to)])
            .collect()
    }
}

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
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..12, 120, false);
}

#[test]
fn battery_on_the_orthogonal_variant() {
    let start = Position::start_with(Rules::default().with_orthogonal_steps(true));
    testing::check_playouts(&start, 100..106, 120, false);
}

#[test]
fn battery_on_bas_basan_with_and_without_the_middle_circuit() {
    let two = BasBasan::start();
    testing::check_playouts(&two, 200..204, 100, false);
    let three = BasBasan::start_with(BasBasanRules::default().with_middle_circuit(true));
    testing::check_playouts(&three, 300..304, 100, false);
}

#[test]
fn random_games_with_the_record_end_within_the_bound() {
    // Each capture removes a piece and at most 50 plies separate captures,
    // so a game lasts at most 24 · 51 plies.
    for seed in 0..30 {
        let mut record = crate::Record::new(Position::start());
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
    let big = BasBasan::start_with(BasBasanRules::default().with_middle_circuit(true));
    testing::check_symmetry(&big, 20..23, 60, 2, mirror);
    testing::check_symmetry(&big, 30..33, 60, 2, rotate_and_swap);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Shifting every piece one file right is no symmetry of the board.
    let p: Position = "6/b5/6/6/w5/6 w".parse().unwrap();
    let shifted: Position = "6/1b4/6/6/1w4/6 w".parse().unwrap();
    assert_ne!(p.perft(2), shifted.perft(2));
    assert_eq!(p.perft(2), mirror(&mirror(&p)).perft(2));
    assert_eq!(rotate_and_swap(&rotate_and_swap(&p)), p);
}

#[test]
fn generic_perft_equals_the_specialised_one() {
    let p = Position::start();
    for depth in 0..4 {
        assert_eq!(ludeme_core::perft(&p, depth), p.perft(depth));
    }
}

#[test]
fn colours_map_to_seats_and_sides() {
    let p = Position::start();
    assert_eq!(p.side_of(ludeme_core::Seat(1)), Colour::Black.side());
    assert_eq!(p.seat_count(), 2);
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[wb1-9/ xa-g-]{0,40}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
        testing::check_parsers_total::<BasBasan>(&text, &BasBasanRules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,24}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_text_forms() {
    let p = Position::start();
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(json, format!("\"{p}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    let m: crate::Move = "b2xe5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"b2xe5\"");
    assert_eq!(serde_json::from_str::<crate::Move>("\"b2xe5\"").unwrap(), m);
    assert!(serde_json::from_str::<crate::Move>("\"b2xb2\"").is_err());
}
