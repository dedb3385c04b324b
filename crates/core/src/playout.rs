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
/// use ludeme_core::{demo::DiceRace, random_playout, Game};
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

#[cfg(test)]
mod tests {
    use super::{random_playout, sample_from_list};
    use crate::demo::DiceRace;
    use crate::shuttle::{spun, Shuttle, ShuttleMove};
    use crate::{Game, SplitMix64};

    #[test]
    fn a_chance_outcome_is_drawn_by_its_probability_with_one_number() {
        // The spinner: cell 1 for a draw below ¼, cell 2 below ½, else 3.
        let start = Shuttle::start();
        let mut drawn = [0; 3];
        for seed in 0..400 {
            let mut rng = SplitMix64::new(seed);
            let mut expected_rng = rng.clone();
            let x = expected_rng.unit();
            let cell = 1 + u8::from(x >= 0.25) + u8::from(x >= 0.5);
            assert_eq!(
                sample_from_list(&start, &mut rng),
                Some(ShuttleMove::Spin(cell))
            );
            assert_eq!(rng, expected_rng, "one number drawn");
            drawn[usize::from(cell - 1)] += 1;
        }
        assert!(drawn.iter().all(|&n| n > 50), "{drawn:?}");
    }

    #[test]
    fn a_seat_draws_uniformly_from_the_list_and_a_finished_game_draws_nothing() {
        let state = spun(2, 1);
        let moves = state.legal_moves();
        for seed in 0..100 {
            let mut rng = SplitMix64::new(seed);
            let mut expected_rng = rng.clone();
            let expected = moves[expected_rng.below(moves.len() as u64) as usize];
            assert_eq!(sample_from_list(&state, &mut rng), Some(expected));
            assert_eq!(rng, expected_rng);
        }
        let mut over = state;
        over.play_unchecked(ShuttleMove::Take);
        over.play_unchecked(ShuttleMove::Take);
        assert!(over.outcome().is_some());
        assert_eq!(sample_from_list(&over, &mut SplitMix64::new(1)), None);
    }

    #[test]
    fn a_playout_stops_at_its_ply_bound_or_at_the_end() {
        // A race to cell 16 lasts longer than 7 plies.
        let long = DiceRace::from_text("0,0,0 0 -", &crate::demo::RaceRules { goal: 16 }).unwrap();
        for seed in 0..20 {
            let game = random_playout(&long, seed, 7);
            assert_eq!(game.moves.len(), 7);
            let mut replayed = long;
            for &mv in &game.moves {
                replayed.play(mv).unwrap();
            }
            assert_eq!(replayed, game.last);
            let whole = random_playout(&long, seed, 10_000);
            assert!(whole.last.outcome().is_some());
            assert_eq!(&whole.moves[..7], &game.moves[..]);
        }
    }
}
