//! One game of a vector: its session, random stream and bookkeeping, the
//! action decided for the next step, and how it writes its rows.

use alloc::vec::Vec;

use ludeme_core::{
    derive_seed, Actions, Actor, History, HistoryRules, ObservationTracker, Seat, SplitMix64,
};
use ludeme_session::{Decided, Session};

use crate::outputs::Row;
use crate::LANE_SEED;
use crate::{ActionRefusal, VectorError};

/// One game of the vector, with its random stream and bookkeeping.
#[derive(Clone, Debug)]
pub(crate) struct Lane<G: Actions + History> {
    pub(crate) session: Session<G>,
    pub(crate) rng: SplitMix64,
    /// Actions played since the game began (the truncation count).
    steps: u32,
    /// Ended on the last step (terminated or truncated): the next step
    /// starts it again.
    pub(crate) ended: bool,
    /// The action decided for this step (checked before any game moves).
    decided: Option<Decided<G::Move>>,
    /// The mask entries set for it now (cleared one by one).
    shown: Vec<u32>,
    /// The observation entries set for it now (cleared one by one).
    observed: ObservationTracker,
    /// Whether its whole mask row is set (an ended game).
    all_shown: bool,
}

/// Game `index`'s random stream under `seed`: seeded with
/// `derive_seed(seed, LANE_SEED, index)` (distinct seeds and
/// indices give unrelated streams).
pub(crate) fn lane_rng(seed: u64, index: usize) -> SplitMix64 {
    SplitMix64::new(derive_seed(seed, LANE_SEED, index as u64))
}

impl<G: Actions + History> Lane<G> {
    /// Game `index` from `start` under `seed`, chance rolled.
    pub(crate) fn new(start: &G, rules: HistoryRules, seed: u64, index: usize) -> Self {
        let mut lane = Lane {
            session: Session::with_rules(start.clone(), rules),
            rng: lane_rng(seed, index),
            steps: 0,
            ended: false,
            decided: None,
            shown: Vec::new(),
            observed: ObservationTracker::new(),
            all_shown: false,
        };
        lane.roll();
        lane
    }

    /// A new game from `start`, chance rolled.
    pub(crate) fn begin(&mut self, start: &G, rules: HistoryRules) {
        self.session = Session::with_rules(start.clone(), rules);
        self.steps = 0;
        self.ended = false;
        self.roll();
    }

    /// Forgets the mask and observation entries it wrote (the caller
    /// cleared both).
    pub(crate) fn forget_rows(&mut self) {
        self.shown.clear();
        self.observed.forget();
        self.all_shown = false;
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

    /// Decides `action` for the next step, or says why it is not legal
    /// now (a game that just ended ignores its action).
    pub(crate) fn decide(&mut self, game: usize, action: i64) -> Result<(), VectorError> {
        self.decided = None;
        if self.ended {
            return Ok(());
        }
        match self.session.decision(action) {
            Some(decided) => {
                self.decided = Some(decided);
                Ok(())
            }
            None => Err(VectorError::Illegal {
                game,
                action,
                reason: match u32::try_from(action) {
                    Ok(_) => ActionRefusal::NotAmong {
                        legal: self.session.next_actions().len(),
                    },
                    Err(_) => ActionRefusal::OutOfRange,
                },
            }),
        }
    }

    /// Plays the action decided (or starts an ended game again); says
    /// whether the ply limit cut the game now.
    pub(crate) fn play(&mut self, start: &G, rules: HistoryRules, max_plies: Option<u32>) -> bool {
        if self.ended {
            self.begin(start, rules);
            return false;
        }
        if let Some(decided) = self.decided.take() {
            self.session.commit(decided);
        }
        self.steps += 1;
        self.roll();
        // Cut between moves only (a record holds whole moves).
        max_plies.is_some_and(|cap| self.steps >= cap) && self.session.pending().is_empty()
    }

    /// Writes the game's rows; `truncated`: the ply limit cut it now.
    pub(crate) fn write(&mut self, truncated: bool, row: Row<'_>) {
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
                    let side = state.side_of(Seat(seat as u8));
                    (2.0 * outcome.value_for(side) - 1.0) as f32
                }
                _ => 0.0,
            };
        }
        // Only the entries set last time are cleared.
        session.observe_into(&mut self.observed.writer(row.observation));
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
