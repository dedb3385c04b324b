//! The shared battery of ludeme-core, run on Barca, with the symmetries,
//! the heuristic's contract and the keys; the other topics in the
//! submodules.

use alloc::string::ToString;

use ludeme_core::{perft, Game};

use ludeme_testing as testing;

use crate::{Position, Rules};

mod record;
mod render;
mod sampling;
mod text;

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
    image.hash = image.hash_from_scratch();
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
fn battery_on_random_games_with_and_without_the_no_move_rule() {
    let lenient = Rules::default().with_no_legal_move_loses(false);
    let runs = [(Rules::default(), 0..4, 120), (lenient, 50..51, 80)];
    testing::check_playouts_under_among(&runs, Position::candidate_moves);
}

#[test]
fn the_heuristic_keeps_its_contract_along_random_games() {
    let tactical = testing::check_heuristic(&Position::start(), 0..8, 300);
    assert!(tactical > 4_000, "{tactical}");
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
    assert_ne!(perft(&p, 2), perft(&shifted, 2));
    assert_eq!(mirror(&mirror(&p)), p);
    assert_eq!(flip_and_swap(&flip_and_swap(&p)), p);
}

#[test]
fn the_heuristic_rates_holes_and_knows_the_result() {
    use ludeme_core::{Heuristic, Side};
    let start = Position::start();
    assert_eq!(start.evaluate(Side(0)), 0.5);
    assert_eq!(start.evaluate(Side(1)), 0.5);
    // White holds d4 and g4 against none: White stands better.
    let p: Position = "E6l2/4mmM3/10/10/10/l1e6e/3L2E3/10/10/M8L w"
        .parse()
        .unwrap();
    assert!(p.evaluate(Side(0)) > 0.5);
    assert!((p.evaluate(Side(0)) + p.evaluate(Side(1)) - 1.0).abs() < 1e-12);
    let mut won = p;
    won.play("g9-g7".parse().unwrap()).unwrap();
    assert_eq!(won.evaluate(Side(0)), 1.0);
    assert_eq!(won.evaluate(Side(1)), 0.0);
}

#[test]
fn seats_are_named_by_colour() {
    use ludeme_core::{Seat, Side};
    let start = Position::start();
    assert_eq!(start.seat_count(), 2);
    assert_eq!(start.seat_name(Seat(0)), "white");
    assert_eq!(start.seat_name(Seat(1)), "black");
    assert_eq!(Side(1).name(&start), "black");
    assert_eq!(crate::Colour::Black.side(), Side(1));
    assert_eq!(start.side_of(Seat(1)), Side(1));
}

#[test]
fn a_record_agrees_with_its_positions() {
    testing::check_record(&Position::start(), 0..20, 400);
    let lenient = Position::start_with(&Rules::default().with_no_legal_move_loses(false));
    testing::check_record(&lenient, 20..25, 400);
}

#[test]
fn bulk_counted_perft_equals_perft_by_playing() {
    ludeme_testing::check_bulk_counting(&Position::start(), 3);
    assert_eq!(perft(&Position::start(), 3), 66_286);
}

#[test]
fn keys_tell_positions_apart() {
    // Every position along random games, with either side to move.
    let states = testing::playout_states(&Position::start(), 0..12, 150);
    testing::check_keys_tell_apart(states.into_iter().flat_map(|p| {
        let text = p.to_string();
        let (board, turn) = text.rsplit_once(' ').unwrap();
        let other = if turn == "w" { "b" } else { "w" };
        [p, alloc::format!("{board} {other}").parse().unwrap()]
    }));
}

#[test]
fn the_end_test_and_the_legal_actions_come_from_one_survey() {
    use ludeme_core::Actions;
    // Along random games, and at the three kinds of end: holes held, no
    // legal move (a loss), no legal move under the lenient rules (a draw).
    testing::check_actions(&Position::start(), 0..3, 150);
    let mut won: Position = "E6l2/4mmM3/10/10/10/l1e6e/3L2E3/10/10/M8L w"
        .parse()
        .unwrap();
    won.play("g9-g7".parse().unwrap()).unwrap();
    let walled = "10/10/10/10/10/10/10/mmll6/MMLe6/LEEe6 w";
    let lenient = Rules::default().with_no_legal_move_loses(false);
    for state in [
        won,
        walled.parse().unwrap(),
        Position::from_text(walled, &lenient).unwrap(),
    ] {
        let outcome = state.outcome();
        assert!(outcome.is_some(), "{state}");
        testing::check_actions(&state, 0..1, 1);
        let mut legal = Position::start().legal_actions();
        assert_eq!(
            state.outcome_and_legal_actions_as(&mut legal, |m| m),
            outcome
        );
        assert!(legal.is_empty(), "{state}");
    }
    // A game that goes on: no outcome, and the moves listed.
    let start = Position::start();
    let mut legal = ludeme_core::LegalActions::empty();
    assert_eq!(start.outcome_and_legal_actions_as(&mut legal, |m| m), None);
    assert_eq!(legal.len(), 38);
    assert_eq!(
        start.mover(),
        ludeme_core::Actor::Seat(ludeme_core::Seat(0))
    );
}
