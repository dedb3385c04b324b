//! The contract of [`Heuristic`] along seeded random games.

use std::ops::Range;
use std::vec::Vec;

use crate::{random_playout, Actor, Game, Heuristic, MoveList, Side};

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
    let mut legal = G::MoveList::default();
    let mut listed = G::MoveList::default();
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut state = start.clone();
        for step in 0..=game.moves.len() {
            tactical_seen += check_heuristic_state(&state, &mut legal, &mut listed);
            if let Some(&mv) = game.moves.get(step) {
                state.play_unchecked(mv);
            }
        }
    }
    tactical_seen
}

/// [`check_heuristic`] on one state; the number of its tactical moves.
fn check_heuristic_state<G: Heuristic>(
    state: &G,
    legal: &mut G::MoveList,
    listed: &mut G::MoveList,
) -> usize {
    let sides: Vec<Side> = (0..state.seat_count())
        .map(|seat| state.side_of(crate::Seat(seat as u8)))
        .collect();
    for &side in &sides {
        for (name, value) in [
            ("evaluate", state.evaluate(side)),
            ("plain_evaluate", state.plain_evaluate(side)),
        ] {
            assert!(
                (0.0..=1.0).contains(&value),
                "{name} for {side:?} is {value}, not in [0, 1], in {state}"
            );
            if let Some(outcome) = state.outcome() {
                assert_eq!(
                    value,
                    outcome.value_for(side),
                    "{name} of the finished {state} for {side:?} is not its result"
                );
            }
        }
    }
    if !matches!(state.to_act(), Actor::Seat(_)) {
        return 0;
    }
    state.generate_moves(legal);
    let expected: Vec<G::Move> = legal
        .iter()
        .copied()
        .filter(|&mv| state.is_tactical(mv))
        .collect();
    // Something in the list first: the method must replace it.
    refill_reversed::<G>(listed, legal);
    state.tactical_moves(listed);
    assert_eq!(
        &listed[..],
        expected.as_slice(),
        "tactical_moves of {state} are not its tactical legal moves in order"
    );
    for &side in &sides {
        for plain in [false, true] {
            let estimate = if plain {
                state.plain_evaluate(side)
            } else {
                state.evaluate(side)
            };
            refill_reversed::<G>(listed, legal);
            let mut asked = None;
            let value = state.stand_pat(side, plain, listed, |value| {
                asked = Some(value);
                true
            });
            assert_eq!(
                value, estimate,
                "stand_pat (plain: {plain}) of {state} for {side:?}"
            );
            assert_eq!(
                asked,
                Some(estimate),
                "stand_pat asked with another value in {state}"
            );
            assert_eq!(
                &listed[..],
                expected.as_slice(),
                "stand_pat (plain: {plain}) of {state} lists other moves than tactical_moves"
            );
            let declined = state.stand_pat(side, plain, listed, |_| false);
            assert_eq!(
                declined, estimate,
                "stand_pat declining the moves, in {state}"
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
