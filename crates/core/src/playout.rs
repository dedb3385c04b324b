//! Seeded random playouts.

use alloc::vec::Vec;

use crate::{Game, SplitMix64};

/// The default [`Game::sample_move`]: draws from the full move list.
pub(crate) fn sample_from_list<G: Game>(state: &G, rng: &mut SplitMix64) -> Option<G::Move> {
    // Neither asks `to_act`, which may cost a move generation of its own:
    // a chance node lists its outcomes, and a finished game has no moves.
    let outcomes = state.chance_outcomes();
    if !outcomes.is_empty() {
        let mut x = rng.unit();
        for &(mv, p) in &outcomes {
            if x < p {
                return Some(mv);
            }
            x -= p;
        }
        return outcomes.last().map(|&(mv, _)| mv);
    }
    let moves = state.legal_moves();
    if moves.is_empty() {
        None
    } else {
        Some(moves[rng.below(moves.len() as u64) as usize])
    }
}

/// A finished (or cut off) random game: every move played and the final state.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The moves in order.
    pub moves: Vec<G::Move>,
    /// The state after the last move.
    pub last: G,
}

/// Plays random moves from `state` until the game is over or `max_plies`
/// moves were played; the same seed gives the same game.
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{random_playout, Game};
/// let start = DiceRace::start();
/// let game = random_playout(&start, 7, 1000);
/// assert!(game.last.outcome().is_some());
/// assert_eq!(random_playout(&start, 7, 1000).moves, game.moves);
/// ```
pub fn random_playout<G: Game>(state: &G, seed: u64, max_plies: usize) -> Playout<G> {
    let mut rng = SplitMix64::new(seed);
    let mut last = state.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies {
        let Some(mv) = last.sample_move(&mut rng) else {
            break;
        };
        last.play_unchecked(mv);
        moves.push(mv);
    }
    Playout { moves, last }
}
