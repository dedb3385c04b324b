//! [`VectorGame`]: `N` games of one game type and rules, stepped together.

use alloc::vec::Vec;

use ludeme_core::{derive_seed, Actions, History, HistoryRules, SeedLabel, SplitMix64};

/// The seed label of a vector's game `index`: its random stream is seeded
/// with `derive_seed(seed, LANE_SEED, index)`.
pub const LANE_SEED: SeedLabel = SeedLabel::new("vector lane");
/// The seed label of the stream that draws random actions for a whole
/// vector: `derive_seed(seed, SAMPLER_SEED, 0)`.
pub const SAMPLER_SEED: SeedLabel = SeedLabel::new("vector sampler");
use ludeme_session::Session;

use crate::lane::{lane_rng, Lane};
use crate::outputs::{Buffers, Outputs};
use crate::parallel::{pool_of, run, Pool, Threads};
use crate::{VectorError, VectorOptions};

/// `N` games of one game type and rules, stepped together.
///
/// ```
/// use ludeme_registry::surakarta::Position;
/// use ludeme_vector::{VectorGame, VectorOptions};
/// use ludeme_core::Game;
/// let mut games = VectorGame::with_options(Position::start(), VectorOptions::new(4).seed(7));
/// let mut out = games.buffers();
/// games.reset(None, &mut out.outputs())?;
/// // Each game's first legal action, from the mask.
/// let width = games.num_actions();
/// let actions: Vec<i64> = out.legal_action_mask.chunks(width)
///     .map(|row| row.iter().position(|&legal| legal).unwrap() as i64)
///     .collect();
/// games.step(&actions, &mut out.outputs())?;
/// assert_eq!(games.game(0).history().len(), 1);
/// assert!(out.current_player.iter().all(|&seat| seat == 1));
/// # Ok::<(), ludeme_vector::VectorError>(())
/// ```
#[derive(Clone, Debug)]
pub struct VectorGame<G: Actions + History> {
    start: G,
    rules: HistoryRules,
    max_plies: Option<u32>,
    lanes: Vec<Lane<G>>,
    observation_len: usize,
    num_actions: usize,
    seats: usize,
    /// The stream [`VectorGame::random_actions`] draws from.
    sampler: SplitMix64,
    /// Threads to step with (see [`VectorOptions::threads`]).
    threads: usize,
    /// A pool of the vector's own, for more than one thread.
    pool: Option<std::sync::Arc<Pool>>,
}

/// The stream [`VectorGame::random_actions`] draws from under `seed`:
/// seeded with `derive_seed(seed, SAMPLER_SEED, 0)`.
fn sampler_rng(seed: u64) -> SplitMix64 {
    SplitMix64::new(derive_seed(seed, SAMPLER_SEED, 0))
}

impl<G: Actions + History + Send + Sync> VectorGame<G>
where
    G::Move: Send + Sync,
{
    /// `options.games` games from `start` under its default history rules.
    /// Chance is rolled at once, so a seat acts in every game;
    /// [`VectorGame::reset`] fills the outputs.
    pub fn with_options(start: G, options: VectorOptions) -> Self {
        let rules = start.history_rules();
        let observation_len = G::observation_shape(&start.rules()).iter().product();
        let num_actions = G::num_actions(&start.rules());
        let seats = start.seat_count();
        let lanes = (0..options.games)
            .map(|index| Lane::new(&start, rules, options.seed, index))
            .collect();
        VectorGame {
            start,
            rules,
            max_plies: options.max_plies,
            lanes,
            observation_len,
            num_actions,
            seats,
            sampler: sampler_rng(options.seed),
            threads: options.threads,
            pool: pool_of(options.threads),
        }
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.lanes.len()
    }

    /// Whether there are no games.
    pub fn is_empty(&self) -> bool {
        self.lanes.is_empty()
    }

    /// The size of the action space (a mask row's length).
    pub fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// The number of floats in one game's observation.
    pub fn observation_len(&self) -> usize {
        self.observation_len
    }

    /// The shape of one game's observation: planes, rows, columns.
    pub fn observation_shape(&self) -> [usize; 3] {
        G::observation_shape(&self.start.rules())
    }

    /// The number of seats (a reward row's length).
    pub fn seats(&self) -> usize {
        self.seats
    }

    /// Game `index` as it stands.
    ///
    /// # Panics
    /// If there is no game `index`.
    pub fn game(&self, index: usize) -> &Session<G> {
        &self.lanes[index].session
    }

    /// Output arrays of the sizes this vector writes.
    pub fn buffers(&self) -> Buffers {
        let n = self.len();
        Buffers {
            observation: alloc::vec![0.0; n * self.observation_len],
            legal_action_mask: alloc::vec![false; n * self.num_actions],
            current_player: alloc::vec![0; n],
            rewards: alloc::vec![0.0; n * self.seats],
            terminated: alloc::vec![false; n],
            truncated: alloc::vec![false; n],
        }
    }

    /// Checks that `out` has this vector's sizes.
    fn check_outputs(&self, out: &Outputs<'_>) -> Result<(), VectorError> {
        let n = self.len();
        let sizes = [
            (
                "observation",
                out.observation.len(),
                n * self.observation_len,
            ),
            (
                "legal_action_mask",
                out.legal_action_mask.len(),
                n * self.num_actions,
            ),
            ("current_player", out.current_player.len(), n),
            ("rewards", out.rewards.len(), n * self.seats),
            ("terminated", out.terminated.len(), n),
            ("truncated", out.truncated.len(), n),
        ];
        match sizes.iter().find(|(_, given, wanted)| given != wanted) {
            Some(&(name, given, wanted)) => Err(VectorError::Output {
                name,
                given,
                wanted,
            }),
            None => Ok(()),
        }
    }

    /// An observation's, a mask row's and a reward row's lengths.
    fn sizes(&self) -> (usize, usize, usize) {
        (self.observation_len, self.num_actions, self.seats)
    }

    /// Starts every game again (with fresh random streams from `seed`, if
    /// given) and writes the outputs. The whole of `out` is rewritten.
    ///
    /// # Errors
    /// [`VectorError::Output`] for arrays of the wrong sizes.
    pub fn reset(&mut self, seed: Option<u64>, out: &mut Outputs<'_>) -> Result<(), VectorError> {
        self.check_outputs(out)?;
        if let Some(seed) = seed {
            self.sampler = sampler_rng(seed);
        }
        out.legal_action_mask.fill(false);
        out.observation.fill(0.0);
        for (index, lane) in self.lanes.iter_mut().enumerate() {
            if let Some(seed) = seed {
                lane.rng = lane_rng(seed, index);
            }
            lane.forget_rows();
            lane.begin(&self.start, self.rules);
        }
        let nothing = alloc::vec![0; self.len()];
        let sizes = self.sizes();
        let threads = Threads::choose(self.threads, self.lanes.len(), self.pool.as_deref());
        run(&mut self.lanes, threads, &nothing, out, sizes, |_, _| false);
        Ok(())
    }

    /// Plays one action in each game (`actions[i]` in game `i`; an action
    /// of a game that ended on the last step is ignored, and the game
    /// starts again), rolls chance, and writes the outputs. `out` is what
    /// the last step or [`VectorGame::reset`] wrote: a step clears only
    /// the observation and mask entries it set before.
    ///
    /// # Errors
    /// Not one action per game, an action that is not legal in its game
    /// (the lowest such game is named), or arrays of the wrong sizes; no
    /// game changes then.
    pub fn step(&mut self, actions: &[i64], out: &mut Outputs<'_>) -> Result<(), VectorError> {
        if actions.len() != self.len() {
            return Err(VectorError::Count {
                given: actions.len(),
                games: self.len(),
            });
        }
        self.check_outputs(out)?;
        // Every action decided before any game moves; each game then plays
        // the action it decided.
        for (game, (lane, &action)) in self.lanes.iter_mut().zip(actions).enumerate() {
            lane.decide(game, action)?;
        }
        let sizes = self.sizes();
        let threads = Threads::choose(self.threads, self.lanes.len(), self.pool.as_deref());
        let (start, rules, max_plies) = (&self.start, self.rules, self.max_plies);
        run(&mut self.lanes, threads, actions, out, sizes, |lane, _| {
            lane.play(start, rules, max_plies)
        });
        Ok(())
    }

    /// Writes a uniformly random legal action of each game into `out` (0,
    /// which is ignored, for a game that just ended), drawn from a stream
    /// of the vector's own (seeded with it and by [`VectorGame::reset`];
    /// the games' chance is left alone).
    ///
    /// # Errors
    /// [`VectorError::Count`] unless `out` has one entry per game.
    pub fn random_actions(&mut self, out: &mut [i64]) -> Result<(), VectorError> {
        if out.len() != self.len() {
            return Err(VectorError::Count {
                given: out.len(),
                games: self.len(),
            });
        }
        let rng = &mut self.sampler;
        for (lane, action) in self.lanes.iter().zip(out) {
            let legal = if lane.ended {
                &[]
            } else {
                lane.session.next_actions()
            };
            *action = match legal.len() {
                0 => 0,
                n => i64::from(legal[rng.below(n as u64) as usize]),
            };
        }
        Ok(())
    }
}
