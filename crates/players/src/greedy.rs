//! The greedy one-ply player.

use alloc::string::String;

use ludeme_core::{Actor, Heuristic, SplitMix64};

use crate::Player;

/// Plays the move after which [`Heuristic::evaluate`] rates its own side best
/// (ties broken at random): a one-ply player that is only as good as the
/// game's evaluation.
///
/// ```
/// use ludeme_players::{GreedyPlayer, Player};
/// // White can take c5 from b2 round the loop: the greedy player does.
/// let p: ludeme_surakarta::Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
/// assert_eq!(GreedyPlayer::new(1).choose(&p).unwrap().to_string(), "b2xc5");
/// ```
#[derive(Clone, Debug)]
pub struct GreedyPlayer {
    rng: SplitMix64,
}

impl GreedyPlayer {
    /// A greedy player; the seed breaks ties.
    pub const fn new(seed: u64) -> GreedyPlayer {
        GreedyPlayer {
            rng: SplitMix64::new(seed),
        }
    }
}

impl<G: Heuristic> Player<G> for GreedyPlayer {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        let Actor::Seat(seat) = state.to_act() else {
            return state.sample_move(&mut self.rng);
        };
        let side = state.side_of(seat);
        let moves = state.legal_moves();
        let mut best = None;
        let mut best_value = f64::NEG_INFINITY;
        let mut ties = 0u64;
        for &mv in moves.iter() {
            let mut next = state.clone();
            next.play_unchecked(mv);
            let value = next.evaluate(side);
            if value > best_value + 1e-12 {
                best_value = value;
                best = Some(mv);
                ties = 1;
            } else if (value - best_value).abs() <= 1e-12 {
                // Reservoir sampling among equal moves.
                ties += 1;
                if self.rng.below(ties) == 0 {
                    best = Some(mv);
                }
            }
        }
        best
    }

    fn name(&self) -> String {
        String::from("greedy")
    }
}
