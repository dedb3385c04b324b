//! The arrays a step writes ([`Outputs`], owned in [`Buffers`]), cut into
//! blocks of games for the threads and into one row per game.

use alloc::vec::Vec;

/// The arrays a step writes, each holding one row per game, in game order.
#[derive(Debug)]
pub struct Outputs<'a> {
    /// `N × observation length` floats: [`ludeme_core::Actions::observe`] of each game.
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

/// Owned output arrays of the right sizes ([`crate::VectorGame::buffers`]), for
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

impl Outputs<'_> {
    /// The rows of `games` consecutive games at a time; `sizes`: an
    /// observation's, a mask row's and a reward row's lengths.
    pub(crate) fn blocks(
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

/// One game's rows of the outputs.
pub(crate) struct Row<'a> {
    pub(crate) observation: &'a mut [f32],
    pub(crate) mask: &'a mut [bool],
    pub(crate) current_player: &'a mut i32,
    pub(crate) rewards: &'a mut [f32],
    pub(crate) terminated: &'a mut bool,
    pub(crate) truncated: &'a mut bool,
}

/// The outputs cut into rows, one per game.
pub(crate) struct Rows<'a> {
    pub(crate) observation: core::slice::ChunksMut<'a, f32>,
    pub(crate) mask: core::slice::ChunksMut<'a, bool>,
    pub(crate) current_player: core::slice::IterMut<'a, i32>,
    pub(crate) rewards: core::slice::ChunksMut<'a, f32>,
    pub(crate) terminated: core::slice::IterMut<'a, bool>,
    pub(crate) truncated: core::slice::IterMut<'a, bool>,
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
