//! The uniformly random player.

use alloc::string::String;

use ludeme_core::{Game, SplitMix64};

use crate::Player;

/// Plays a uniformly random legal move (by probability at a chance node).
///
/// ```
/// use ludeme_core::Game;
/// use ludeme_players::{Player, RandomPlayer};
/// let mut p = RandomPlayer::new(1);
/// let start = ludeme_surakarta::Position::start();
/// assert!(p.choose(&start).is_some());
/// ```
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: SplitMix64,
}

impl RandomPlayer {
    /// A random player with its own seed.
    pub const fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: SplitMix64::new(seed),
        }
    }
}

impl<G: Game> Player<G> for RandomPlayer {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        state.sample_move(&mut self.rng)
    }

    fn name(&self) -> String {
        String::from("random")
    }
}
