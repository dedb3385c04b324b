//! Perft: counting the leaves of the game tree to a fixed depth.

use alloc::vec::Vec;

use crate::Game;

/// The number of move sequences of exactly `depth` plies from `state` (a
/// chance outcome is one ply). Uses bulk counting: the last ply is counted
/// with [`Game::legal_move_count`], not played.
///
/// ```
/// use ludeme_core::{demo::DiceRace, perft, Game};
/// let start = DiceRace::start();
/// // roll 1 or 2; after a 1 one move, after a 2 two moves.
/// assert_eq!(perft(&start, 1), 2);
/// assert_eq!(perft(&start, 2), 3);
/// ```
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => state.legal_move_count() as u64,
        _ => {
            let mut moves = G::MoveList::default();
            state.generate_moves(&mut moves);
            moves
                .iter()
                .map(|&mv| {
                    let mut child = state.clone();
                    child.play_unchecked(mv);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by root move: each legal move with the perft of `depth - 1`
/// below it, in move order.
///
/// ```
/// use ludeme_core::{demo::DiceRace, perft_divide, Game};
/// let start = DiceRace::start();
/// let lines: Vec<String> = perft_divide(&start, 2)
///     .iter()
///     .map(|(mv, n)| format!("{mv}: {n}"))
///     .collect();
/// assert_eq!(lines, ["roll 1: 1", "roll 2: 2"]);
/// ```
pub fn perft_divide<G: Game>(state: &G, depth: u32) -> Vec<(G::Move, u64)> {
    state
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
