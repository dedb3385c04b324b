//! The contract of [`Heuristic`] along seeded random games.

use std::ops::Range;
use std::vec::Vec;

use ludeme_core::{random_playout, Actor, Game, Heuristic, MoveContainer, Yardstick};

/// Along a random game from `start` for each seed, at every state: both
/// estimates lie in `[0, 1]` for each side, and a finished game's is its
/// result; where a seat is to move, [`Heuristic::tactical_moves`] lists
/// exactly the legal moves that [`Heuristic::is_tactical`] accepts, in the
/// order of [`Game::generate_moves`], and [`Heuristic::stand_pat`] gives the
/// estimate it names and, when it wants them, those moves (from a list
/// holding something else before). Returns how many tactical moves were
/// seen, so that a caller can insist that some were.
pub fn check_heuristic<G: Heuristic>(start: &G, seeds: Range<u64>, max_plies: usize) -> usize {
    let mut tactical_seen = 0;
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut state = start.clone();
        tactical_seen += check_heuristic_at(&state);
        for &mv in &game.moves {
            state.play_unchecked(mv);
            tactical_seen += check_heuristic_at(&state);
        }
    }
    tactical_seen
}

/// [`check_heuristic`] on one state (a set-up position, say); returns the
/// number of its tactical moves.
pub fn check_heuristic_at<G: Heuristic>(state: &G) -> usize {
    let mut legal = G::MoveList::default();
    let mut listed = G::MoveList::default();
    let seat_to_move = matches!(state.to_act(), Actor::Seat(_));
    let expected: Vec<G::Move> = if seat_to_move {
        state.generate_moves(&mut legal);
        let expected: Vec<G::Move> = legal
            .iter()
            .copied()
            .filter(|&mv| state.is_tactical(mv))
            .collect();
        // Something in the list first: the method must replace it.
        refill_reversed::<G>(&mut listed, &legal);
        state.tactical_moves(&mut listed);
        assert_eq!(
            &listed[..],
            expected.as_slice(),
            "tactical_moves of {state} are not its tactical legal moves in order"
        );
        expected
    } else {
        Vec::new()
    };
    for seat in 0..state.seat_count() {
        let side = state.side_of(ludeme_core::Seat(seat as u8));
        for yardstick in Yardstick::BOTH {
            let (name, estimate) = if yardstick == Yardstick::Plain {
                ("plain_evaluate", state.plain_evaluate(side))
            } else {
                ("evaluate", state.evaluate(side))
            };
            assert!(
                (0.0..=1.0).contains(&estimate),
                "{name} for {side:?} is {estimate}, not in [0, 1], in {state}"
            );
            if let Some(outcome) = state.outcome() {
                assert_eq!(
                    estimate,
                    outcome.value_for(side),
                    "{name} of the finished {state} for {side:?} is not its result"
                );
            }
            if !seat_to_move {
                continue;
            }
            refill_reversed::<G>(&mut listed, &legal);
            let mut asked = None;
            let value = state.stand_pat(side, yardstick, &mut listed, |value| {
                asked = Some(value);
                true
            });
            assert_eq!(
                value, estimate,
                "stand_pat ({name}) of {state} for {side:?}"
            );
            assert_eq!(
                asked,
                Some(estimate),
                "stand_pat ({name}) asked with another value in {state}"
            );
            assert_eq!(
                &listed[..],
                expected.as_slice(),
                "stand_pat ({name}) of {state} lists other moves than tactical_moves"
            );
            let declined = state.stand_pat(side, yardstick, &mut listed, |_| false);
            assert_eq!(
                declined, estimate,
                "stand_pat ({name}) declining the moves, in {state}"
            );
        }
    }
    expected.len()
}

/// `list` holding `moves` backwards: what a method that replaces the
/// contents of its list must not keep.
fn refill_reversed<G: Game>(list: &mut G::MoveList, moves: &G::MoveList) {
    list.clear();
    for &mv in moves.iter().rev() {
        list.push(mv);
    }
}
