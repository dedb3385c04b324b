//! The shared battery of ludeme-core, run on Barca.

use alloc::vec::Vec;

use ludeme_core::testing::{self, CandidateMoves};
use proptest::prelude::*;

use crate::{Move, Position, Rules};

impl CandidateMoves for Position {
    fn candidate_moves(&self) -> Vec<Move> {
        (0..100u8)
            .flat_map(|from| {
                (0..100u8)
                    .filter(move |&to| to != from)
                    .map(move |to| Move::new(from, to))
            })
            .collect()
    }
}

/// The image of a position under a map of squares; `swap` also swaps the
/// colours and the side to move.
fn image(p: &Position, map: impl Fn(u32) -> u32, swap: bool) -> Position {
    let mut image = *p;
    for c in 0..2 {
        for a in 0..3 {
            let mut bits = p.animals[c][a];
            let mut out = 0u128;
            while bits != 0 {
                out |= 1 << map(bits.trailing_zeros());
                bits &= bits - 1;
            }
            image.animals[if swap { 1 - c } else { c }][a] = out;
        }
    }
    if swap {
        image.turn = p.turn.other();
    }
    image.hash = image.zobrist_from_scratch();
    image
}

/// Files a ↔ j.
fn mirror(p: &Position) -> Position {
    image(p, |sq| sq / 10 * 10 + 9 - sq % 10, false)
}

/// Ranks 1 ↔ 10 with the colours (and the side to move) swapped.
fn flip_and_swap(p: &Position) -> Position {
    image(p, |sq| (9 - sq / 10) * 10 + sq % 10, true)
}

#[test]
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..4, 120, false);
}

#[test]
fn battery_on_random_games_without_the_no_move_rule() {
    let start = Position::start_with(Rules::default().with_no_legal_move_loses(false));
    testing::check_playouts(&start, 50..51, 80, false);
}

#[test]
fn mirror_symmetries_preserve_perft() {
    let start = Position::start();
    testing::check_symmetry(&start, 0..6, 100, 2, mirror);
    testing::check_symmetry(&start, 10..16, 100, 2, flip_and_swap);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Shifting every animal one file is no symmetry of the board.
    let p = Position::start();
    let shifted: Position = "5ee3/4lmml2/10/10/10/10/10/10/4LMML2/5EE3 w"
        .parse()
        .unwrap();
    assert_ne!(p.perft(2), shifted.perft(2));
    assert_eq!(mirror(&mirror(&p)), p);
    assert_eq!(flip_and_swap(&flip_and_swap(&p)), p);
}

#[test]
fn random_games_with_a_ply_cap_end_within_it() {
    for seed in 0..20 {
        let mut record = crate::Record::with_rules(
            Position::start(),
            crate::RecordRules::default().with_ply_cap(Some(300)),
        );
        let mut rng = ludeme_core::SplitMix64::new(seed);
        while record.outcome().is_none() {
            let moves = record.position().legal_moves();
            record
                .play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        assert!(record.moves().len() <= 300);
    }
}

#[test]
fn generic_perft_equals_the_specialised_one() {
    for depth in 0..4 {
        assert_eq!(
            ludeme_core::perft(&Position::start(), depth),
            Position::start().perft(depth)
        );
    }
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[0-9/ eElLmMwbx-]{0,50}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,30}") {
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
    let m: Move = "e2-e5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"e2-e5\"");
    assert_eq!(serde_json::from_str::<Move>("\"e2-e5\"").unwrap(), m);
    assert!(serde_json::from_str::<Move>("\"e2-e2\"").is_err());
}
