//! Many games of one kind stepped together: the engine of the Python
//! module's `VectorGame`, with the conventions of vectorised board-game
//! environments (one action per game per step, chance rolled inside,
//! finished games started again, every output written into caller-owned
//! arrays).
//!
//! Each game is a [`Session`] (so it plays by exactly the rules, history
//! rules included, of a single game), with its own random stream drawn
//! from the seed and its index: the games' courses do not depend on how
//! many threads step them.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::{Actions, Actor, Decision, Game, History, HistoryRules, SplitMix64};

use crate::session::Session;
use crate::AnyGame;

/// Why [`VectorGame::step`] refused a batch of actions (no game changed).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VectorError {
    /// Not one action per game.
    #[error("{given} actions for {games} games: one action per game")]
    Count {
        /// How many actions were given.
        given: usize,
        /// How many games there are.
        games: usize,
    },
    /// An action that is not legal in its game.
    #[error("game {game}: action {action} is not legal ({reason})")]
    Illegal {
        /// The game's index.
        game: usize,
        /// The action given.
        action: i64,
        /// Why, in words.
        reason: String,
    },
    /// Output arrays of the wrong length.
    #[error("the {name} array holds {given} values, not {wanted}")]
    Output {
        /// Which output.
        name: &'static str,
        /// Its length.
        given: usize,
        /// The length it needs.
        wanted: usize,
    },
}

/// The arrays a step writes, each holding one row per game, in game order.
#[derive(Debug)]
pub struct Outputs<'a> {
    /// `N × observation length` floats: [`Actions::observe`] of each game.
    pub observation: &'a mut [f32],
    /// `N × num_actions`: the legal actions of each game (every entry of a
    /// game that just ended, whose next action is ignored).
    pub legal_action_mask: &'a mut [bool],
    /// `N`: the seat to act, `-1` once the game is over.
    pub current_player: &'a mut [i32],
    /// `N × seats`: what the step gave each seat (1 a win, -1 a loss, 0 a
    /// draw or while the game goes on).
    pub rewards: &'a mut [f32],
    /// `N`: the game ended on this step.
    pub terminated: &'a mut [bool],
    /// `N`: the game was cut off on this step by the ply limit.
    pub truncated: &'a mut [bool],
}

/// One game of the vector, with its random stream and bookkeeping.
#[derive(Clone, Debug)]
struct Lane<G: Actions + History> {
    session: Session<G>,
    rng: SplitMix64,
    /// Actions played since the game began (the truncation count).
    steps: u32,
    /// Ended on the last step (terminated or truncated): the next step
    /// starts it again.
    ended: bool,
    /// The mask entries set for it now (cleared one by one).
    shown: Vec<u32>,
    /// Whether its whole mask row is set (an ended game).
    all_shown: bool,
}

/// `N` games of one game type and rules, stepped together.
///
/// ```
/// use ludeme::surakarta::Position;
/// use ludeme::vector::VectorGame;
/// use ludeme::Game;
/// let mut games = VectorGame::new(Position::start(), 4, 7, None);
/// let mut out = games.buffers();
/// games.reset(None, &mut out.outputs());
/// // Each game's first legal action, from the mask.
/// let width = games.num_actions();
/// let actions: Vec<i64> = out.legal_action_mask.chunks(width)
///     .map(|row| row.iter().position(|&legal| legal).unwrap() as i64)
///     .collect();
/// games.step(&actions, &mut out.outputs())?;
/// assert_eq!(games.game(0).history().len(), 1);
/// assert!(out.current_player.iter().all(|&seat| seat == 1));
/// # Ok::<(), ludeme::vector::VectorError>(())
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
    /// Threads to step with (0: rayon's global pool; 1: the calling
    /// thread; more: a pool of that many, `pool`).
    threads: usize,
    #[cfg(feature = "rayon")]
    pool: Option<std::sync::Arc<rayon::ThreadPool>>,
}

/// Owned output arrays of the right sizes ([`VectorGame::buffers`]), for
/// callers that do not bring their own.
#[derive(Clone, Debug, Default)]
pub struct Buffers {
    /// See [`Outputs::observation`].
    pub observation: Vec<f32>,
    /// See [`Outputs::legal_action_mask`].
    pub legal_action_mask: Vec<bool>,
    /// See [`Outputs::current_player`].
    pub current_player: Vec<i32>,
    /// See [`Outputs::rewards`].
    pub rewards: Vec<f32>,
    /// See [`Outputs::terminated`].
    pub terminated: Vec<bool>,
    /// See [`Outputs::truncated`].
    pub truncated: Vec<bool>,
}

impl Buffers {
    /// The buffers as the [`Outputs`] a step writes.
    pub fn outputs(&mut self) -> Outputs<'_> {
        Outputs {
            observation: &mut self.observation,
            legal_action_mask: &mut self.legal_action_mask,
            current_player: &mut self.current_player,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
        }
    }
}

/// Game `index`'s random stream under `seed` (SplitMix64 keys: distinct
/// seeds and indices give unrelated streams).
fn lane_rng(seed: u64, index: usize) -> SplitMix64 {
    let mut mix = SplitMix64::new(seed ^ 0x6C75_6465_6D65_7665);
    let base = mix.next_u64();
    let mut lane =
        SplitMix64::new(base.wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)));
    lane.next_u64();
    lane
}

impl<G: Actions + History + Send + Sync> VectorGame<G>
where
    G::Move: Send + Sync,
{
    /// `count` games from `start` under its default history rules, their
    /// chance drawn from `seed`; a game is cut off (truncated) after
    /// `max_plies` actions, if given, at the end of a move (never between
    /// the two decisions of one). Chance is rolled at once, so a seat acts
    /// in every game; [`VectorGame::reset`] fills the outputs.
    pub fn new(start: G, count: usize, seed: u64, max_plies: Option<u32>) -> Self {
        let rules = start.history_rules();
        let observation_len = G::observation_shape(&start.rules()).iter().product();
        let num_actions = G::num_actions(&start.rules());
        let seats = start.seat_count();
        let lanes = (0..count)
            .map(|index| {
                let mut lane = Lane {
                    session: Session::with_rules(start.clone(), rules),
                    rng: lane_rng(seed, index),
                    steps: 0,
                    ended: false,
                    shown: Vec::new(),
                    all_shown: false,
                };
                lane.roll();
                lane
            })
            .collect();
        VectorGame {
            start,
            rules,
            max_plies,
            lanes,
            observation_len,
            num_actions,
            seats,
            sampler: sampler_rng(seed),
            threads: 0,
            #[cfg(feature = "rayon")]
            pool: None,
        }
    }

    /// Steps on `threads` threads: 1 steps on the calling thread, 0 (the
    /// default) on rayon's pool when there are enough games to pay for it.
    /// The games' courses are the same whatever the choice.
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        #[cfg(feature = "rayon")]
        {
            self.pool = (threads > 1)
                .then(|| {
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .ok()
                })
                .flatten()
                .map(std::sync::Arc::new);
        }
        self
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
        let start = &self.start;
        let rules = self.rules;
        for (index, lane) in self.lanes.iter_mut().enumerate() {
            if let Some(seed) = seed {
                lane.rng = lane_rng(seed, index);
            }
            lane.shown.clear();
            lane.all_shown = false;
            lane.begin(start, rules);
        }
        let nothing = alloc::vec![0; self.len()];
        self.run(&nothing, out, |_, _| false);
        Ok(())
    }

    /// Plays one action in each game (`actions[i]` in game `i`; an action
    /// of a game that ended on the last step is ignored, and the game
    /// starts again), rolls chance, and writes the outputs.
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
        if let Some(error) = self.first_illegal(actions) {
            return Err(error);
        }
        let start = self.start.clone();
        let (rules, max_plies) = (self.rules, self.max_plies);
        self.run(actions, out, |lane, action| {
            if lane.ended {
                lane.begin(&start, rules);
                false
            } else {
                // Checked above: legal in a game that goes on.
                let _ = lane.session.play_action(action);
                lane.steps += 1;
                lane.roll();
                // Cut between moves only (a record holds whole moves).
                max_plies.is_some_and(|cap| lane.steps >= cap) && lane.session.pending().is_empty()
            }
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

    /// The first game (lowest index) whose action is not legal.
    fn first_illegal(&self, actions: &[i64]) -> Option<VectorError> {
        let check = |(game, (lane, &action)): (usize, (&Lane<G>, &i64))| lane.refusal(game, action);
        #[cfg(feature = "rayon")]
        if self.parallel() {
            use rayon::prelude::*;
            return self
                .lanes
                .par_iter()
                .zip(actions.par_iter())
                .enumerate()
                .with_min_len(MIN_GAMES_A_TASK)
                .find_map_first(check);
        }
        self.lanes.iter().zip(actions).enumerate().find_map(check)
    }

    /// Whether to step on rayon's pool.
    #[cfg(feature = "rayon")]
    fn parallel(&self) -> bool {
        self.threads != 1 && self.len() >= 2 * MIN_GAMES_A_TASK
    }

    /// Runs `play` on each game with its action (it says whether the ply
    /// limit cut the game), then writes the game's rows.
    fn run(
        &mut self,
        actions: &[i64],
        out: &mut Outputs<'_>,
        play: impl Fn(&mut Lane<G>, i64) -> bool + Sync,
    ) {
        let sizes = (self.observation_len, self.num_actions, self.seats);
        #[cfg(feature = "rayon")]
        if self.parallel() {
            use rayon::prelude::*;
            // Blocks of games with their rows, one task each.
            let block = MIN_GAMES_A_TASK;
            let blocks: Vec<Outputs<'_>> = out.blocks(block, sizes).collect();
            let lanes = &mut self.lanes;
            let run = || {
                lanes
                    .par_chunks_mut(block)
                    .zip(actions.par_chunks(block))
                    .zip(blocks.into_par_iter())
                    .for_each(|((lanes, actions), out)| {
                        run_block(lanes, actions, out, sizes, &play)
                    });
            };
            match &self.pool {
                Some(pool) => pool.install(run),
                None => run(),
            }
            return;
        }
        // One block of every game (none when there is no game).
        let every = self.lanes.len().max(1);
        if let Some(out) = out.blocks(every, sizes).next() {
            run_block(&mut self.lanes, actions, out, sizes, &play);
        }
    }
}

impl Outputs<'_> {
    /// The rows of `games` consecutive games at a time; `sizes`: an
    /// observation's, a mask row's and a reward row's lengths.
    fn blocks(
        &mut self,
        games: usize,
        (obs_len, width, seats): (usize, usize, usize),
    ) -> impl Iterator<Item = Outputs<'_>> {
        self.observation
            .chunks_mut(games * obs_len.max(1))
            .zip(self.legal_action_mask.chunks_mut(games * width.max(1)))
            .zip(self.current_player.chunks_mut(games))
            .zip(self.rewards.chunks_mut(games * seats.max(1)))
            .zip(self.terminated.chunks_mut(games))
            .zip(self.truncated.chunks_mut(games))
            .map(
                |(
                    ((((observation, legal_action_mask), current_player), rewards), terminated),
                    truncated,
                )| Outputs {
                    observation,
                    legal_action_mask,
                    current_player,
                    rewards,
                    terminated,
                    truncated,
                },
            )
    }
}

/// [`VectorGame::run`] over consecutive games and their rows, on this
/// thread; `sizes`: an observation's, a mask row's and a reward row's
/// lengths.
fn run_block<G: Actions + History>(
    lanes: &mut [Lane<G>],
    actions: &[i64],
    out: Outputs<'_>,
    (obs_len, width, seats): (usize, usize, usize),
    play: &impl Fn(&mut Lane<G>, i64) -> bool,
) {
    let rows = Rows {
        observation: out.observation.chunks_mut(obs_len.max(1)),
        mask: out.legal_action_mask.chunks_mut(width.max(1)),
        current_player: out.current_player.iter_mut(),
        rewards: out.rewards.chunks_mut(seats.max(1)),
        terminated: out.terminated.iter_mut(),
        truncated: out.truncated.iter_mut(),
    };
    for ((lane, &action), row) in lanes.iter_mut().zip(actions).zip(rows) {
        let truncated = play(lane, action);
        lane.write(truncated, row);
    }
}

/// Below this many games a task is not worth handing to another thread
/// (measured on two cores: at 64 games the pool took twice as long as one
/// thread; at 1,024 it was 1.2-1.7 times as fast).
#[cfg(feature = "rayon")]
const MIN_GAMES_A_TASK: usize = 128;

/// One game's rows of the outputs.
struct Row<'a> {
    observation: &'a mut [f32],
    mask: &'a mut [bool],
    current_player: &'a mut i32,
    rewards: &'a mut [f32],
    terminated: &'a mut bool,
    truncated: &'a mut bool,
}

/// The outputs cut into rows, one per game.
struct Rows<'a> {
    observation: core::slice::ChunksMut<'a, f32>,
    mask: core::slice::ChunksMut<'a, bool>,
    current_player: core::slice::IterMut<'a, i32>,
    rewards: core::slice::ChunksMut<'a, f32>,
    terminated: core::slice::IterMut<'a, bool>,
    truncated: core::slice::IterMut<'a, bool>,
}

impl<'a> Iterator for Rows<'a> {
    type Item = Row<'a>;

    fn next(&mut self) -> Option<Row<'a>> {
        Some(Row {
            observation: self.observation.next()?,
            mask: self.mask.next()?,
            current_player: self.current_player.next()?,
            rewards: self.rewards.next()?,
            terminated: self.terminated.next()?,
            truncated: self.truncated.next()?,
        })
    }
}

impl<G: Actions + History> Lane<G> {
    /// A new game from `start`, chance rolled.
    fn begin(&mut self, start: &G, rules: HistoryRules) {
        self.session = Session::with_rules(start.clone(), rules);
        self.steps = 0;
        self.ended = false;
        self.roll();
    }

    /// Rolls chance (drawn by its probabilities) until a seat acts or the
    /// game is over.
    fn roll(&mut self) {
        while self.session.to_act() == Actor::Chance {
            match self.session.game().sample_move(&mut self.rng) {
                // An outcome of the chance node of a game that goes on.
                Some(outcome) => self.session.play_unchecked(outcome),
                None => break,
            }
        }
    }

    /// Why `action` is not legal now, if it is not.
    fn refusal(&self, game: usize, action: i64) -> Option<VectorError> {
        if self.ended {
            return None;
        }
        let refuse = |reason: String| {
            Some(VectorError::Illegal {
                game,
                action,
                reason,
            })
        };
        let Ok(decided) = u32::try_from(action) else {
            return refuse("no action is negative or so large".to_string());
        };
        let mut sequence = [0u32; 2];
        let pending = self.session.pending();
        let Some(slot) = sequence.get_mut(pending.len()) else {
            return refuse("a move has at most two decisions".to_string());
        };
        *slot = decided;
        sequence[..pending.len()].copy_from_slice(pending);
        match self
            .session
            .legal_actions()
            .decide(&sequence[..=pending.len()])
        {
            Decision::Illegal => refuse(alloc::format!(
                "not among the {} legal actions",
                self.session.next_actions().len()
            )),
            _ => None,
        }
    }

    /// Writes the game's rows; `truncated`: the ply limit cut it now.
    fn write(&mut self, truncated: bool, row: Row<'_>) {
        let session = &self.session;
        let outcome = session.outcome();
        let terminated = outcome.is_some() && self.steps > 0;
        let truncated = truncated && outcome.is_none();
        self.ended = terminated || truncated;
        *row.terminated = terminated;
        *row.truncated = truncated;
        let state = session.game();
        *row.current_player = match session.to_act() {
            Actor::Seat(seat) if !self.ended => i32::from(seat.0),
            _ => -1,
        };
        for (seat, reward) in row.rewards.iter_mut().enumerate() {
            *reward = match outcome {
                Some(outcome) if terminated => {
                    let side = state.side_of(ludeme_core::Seat(seat as u8));
                    (2.0 * outcome.value_for(side) - 1.0) as f32
                }
                _ => 0.0,
            };
        }
        row.observation.fill(0.0);
        session.observe(row.observation);
        // The mask: clear what was shown, show what is legal now.
        if self.all_shown {
            row.mask.fill(false);
            self.all_shown = false;
        } else {
            for &action in &self.shown {
                row.mask[action as usize] = false;
            }
        }
        self.shown.clear();
        if self.ended {
            row.mask.fill(true);
            self.all_shown = true;
        } else {
            self.shown.extend_from_slice(session.next_actions());
        }
        for &action in &self.shown {
            row.mask[action as usize] = true;
        }
    }
}

impl<G: crate::Registered> VectorGame<G> {
    /// Game `index` as a game of any kind (for inspection: its moves
    /// replayed from the start under the same history rules, its pending
    /// decision taken again).
    ///
    /// # Panics
    /// If there is no game `index`.
    pub fn any_game(&self, index: usize) -> Session {
        let session = &self.lanes[index].session;
        let record = session.record();
        let start: AnyGame = record.start().clone().into();
        let mut any = Session::with_rules(start, record.rules());
        for mv in record.moves() {
            let text = mv.to_string();
            // A move of the game, written and read back in its own text.
            if let Ok(mv) = any.game().parse_move(&text) {
                any.play_unchecked(mv);
            }
        }
        for &action in session.pending() {
            let _ = any.play_action(i64::from(action));
        }
        any
    }
}

/// A [`VectorGame`] of any registered game, chosen by name
/// ([`by_name`]): what bindings hold.
pub trait AnyVectorGame: Send + Sync {
    /// See [`VectorGame::step`].
    ///
    /// # Errors
    /// See [`VectorGame::step`].
    fn step(&mut self, actions: &[i64], out: &mut Outputs<'_>) -> Result<(), VectorError>;
    /// See [`VectorGame::reset`].
    ///
    /// # Errors
    /// See [`VectorGame::reset`].
    fn reset(&mut self, seed: Option<u64>, out: &mut Outputs<'_>) -> Result<(), VectorError>;
    /// See [`VectorGame::random_actions`].
    ///
    /// # Errors
    /// See [`VectorGame::random_actions`].
    fn random_actions(&mut self, out: &mut [i64]) -> Result<(), VectorError>;
    /// The number of games.
    fn len(&self) -> usize;
    /// Whether there are no games.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// See [`VectorGame::num_actions`].
    fn num_actions(&self) -> usize;
    /// The shape of one game's observation: planes, rows, columns.
    fn observation_shape(&self) -> [usize; 3];
    /// See [`VectorGame::seats`].
    fn seats(&self) -> usize;
    /// See [`VectorGame::any_game`].
    fn any_game(&self, index: usize) -> Session;
}

impl<G: crate::Registered> AnyVectorGame for VectorGame<G> {
    fn step(&mut self, actions: &[i64], out: &mut Outputs<'_>) -> Result<(), VectorError> {
        VectorGame::step(self, actions, out)
    }

    fn reset(&mut self, seed: Option<u64>, out: &mut Outputs<'_>) -> Result<(), VectorError> {
        VectorGame::reset(self, seed, out)
    }

    fn random_actions(&mut self, out: &mut [i64]) -> Result<(), VectorError> {
        VectorGame::random_actions(self, out)
    }

    fn len(&self) -> usize {
        VectorGame::len(self)
    }

    fn num_actions(&self) -> usize {
        VectorGame::num_actions(self)
    }

    fn observation_shape(&self) -> [usize; 3] {
        G::observation_shape(&self.start.rules())
    }

    fn seats(&self) -> usize {
        VectorGame::seats(self)
    }

    fn any_game(&self, index: usize) -> Session {
        VectorGame::any_game(self, index)
    }
}

/// The stream [`VectorGame::random_actions`] draws from under `seed`.
fn sampler_rng(seed: u64) -> SplitMix64 {
    SplitMix64::new(seed ^ 0x7261_6E64_6F6D_2121)
}

/// `count` games of a game and variant by name (see [`crate::games`]),
/// their chance drawn from `seed`, cut off after `max_plies` actions if
/// given, stepped on `threads` threads (see [`VectorGame::with_threads`]);
/// its games begun (chance rolled); [`AnyVectorGame::reset`] fills the outputs.
///
/// ```
/// let mut games = ludeme::vector::by_name("barricade", None, 8, 1, None, 1)?;
/// assert_eq!(games.num_actions(), 12_775);
/// let mut actions = vec![0; 8];
/// games.random_actions(&mut actions).unwrap();
/// # Ok::<(), ludeme::NameError>(())
/// ```
///
/// # Errors
/// An unknown game or variant.
pub fn by_name(
    game: &str,
    variant: Option<&str>,
    count: usize,
    seed: u64,
    max_plies: Option<u32>,
    threads: usize,
) -> Result<Box<dyn AnyVectorGame>, crate::NameError> {
    let rules = crate::AnyRules::by_name(game, variant)?;
    Ok(rules.visit(Build {
        count,
        seed,
        max_plies,
        threads,
    }))
}

/// [`by_name`]'s visitor.
struct Build {
    count: usize,
    seed: u64,
    max_plies: Option<u32>,
    threads: usize,
}

impl crate::GameVisitor for Build {
    type Output = Box<dyn AnyVectorGame>;

    fn visit<G: crate::Registered>(self, rules: G::Rules) -> Box<dyn AnyVectorGame> {
        let games = VectorGame::new(G::start_with(&rules), self.count, self.seed, self.max_plies)
            .with_threads(self.threads);
        Box::new(games)
    }
}
