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

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use ludeme_core::{random_playout, Actor, Game, Heuristic};

    use super::GreedyPlayer;
    use crate::Player;

    /// A Barca position of random play where several moves share the best
    /// one-ply estimate and some are rated lower, with those best moves.
    fn tied_position() -> (ludeme_barca::Position, Vec<ludeme_barca::Move>) {
        for seed in 0.. {
            let state = random_playout(&ludeme_barca::Position::start(), seed, 20).last;
            let Actor::Seat(seat) = state.to_act() else {
                continue;
            };
            let side = state.side_of(seat);
            let rated: Vec<(ludeme_barca::Move, f64)> = state
                .legal_moves()
                .iter()
                .map(|&mv| {
                    let mut next = state;
                    next.play_unchecked(mv);
                    (mv, next.evaluate(side))
                })
                .collect();
            let top = rated
                .iter()
                .map(|&(_, v)| v)
                .fold(f64::NEG_INFINITY, f64::max);
            let best: Vec<_> = rated
                .iter()
                .filter(|&&(_, v)| (v - top).abs() <= 1e-12)
                .map(|&(mv, _)| mv)
                .collect();
            if (3..=6).contains(&best.len()) && best.len() < rated.len() {
                return (state, best);
            }
        }
        unreachable!()
    }

    #[test]
    fn the_best_rated_moves_are_played_alike_and_no_other() {
        let (state, best) = tied_position();
        let mut player = GreedyPlayer::new(5);
        let rounds = 3_000;
        let mut counts = alloc::vec![0u32; best.len()];
        for _ in 0..rounds {
            let mv = player.choose(&state).unwrap();
            let at = best.iter().position(|&b| b == mv);
            counts[at.unwrap_or_else(|| panic!("{mv} is not among the best {best:?}"))] += 1;
        }
        // Each of k tied moves about rounds / k times (within six standard
        // deviations of the binomial count).
        let k = best.len() as f64;
        let mean = f64::from(rounds) / k;
        let spread = 6.0 * (mean * (1.0 - 1.0 / k)).sqrt();
        for &n in &counts {
            assert!(
                (f64::from(n) - mean).abs() < spread,
                "{counts:?} of {best:?}"
            );
        }
    }

    #[test]
    fn the_players_are_named() {
        type Game = ludeme_surakarta::Position;
        assert_eq!(Player::<Game>::name(&GreedyPlayer::new(1)), "greedy");
        assert_eq!(Player::<Game>::name(&crate::RandomPlayer::new(1)), "random");
        let mcts = crate::Mcts::new(crate::MctsConfig::iterations(300));
        assert_eq!(Player::<Game>::name(&mcts), "mcts(300)");
    }

    #[test]
    fn a_player_without_a_view_of_history_chooses_on_the_position() {
        let mut record = ludeme_core::GameLine::new(ludeme_surakarta::Position::start());
        for seed in 0..20 {
            if record.outcome().is_some() {
                break;
            }
            let (mut with_record, mut alone) = (GreedyPlayer::new(seed), GreedyPlayer::new(seed));
            let chosen = with_record.choose_in(&record);
            assert_eq!(chosen, alone.choose(record.position()));
            record.play(chosen.unwrap()).unwrap();
        }
        assert!(record.plies() > 3);
    }
}
