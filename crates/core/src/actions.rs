//! A fixed action space and observation tensors, for learning agents
//! (AlphaZero-style self-play, reinforcement learning): every move of a
//! game under given rules is one action number from a fixed range, or two
//! for a game that splits a move into two decisions of the same seat.
//!
//! The game only numbers moves ([`Actions::actions_of`]); which actions
//! are legal after a partial decision, and which move a sequence of
//! actions completes, follow from the legal moves ([`next_actions`],
//! [`completed_move`]), the same for every game.

use alloc::vec::Vec;

use smallvec::SmallVec;

use crate::Game;

/// The actions of one move: one, or two when a move is two decisions.
pub type ActionSteps = SmallVec<[u32; 2]>;

/// A fixed numbering of moves, and the position as tensors.
pub trait Actions: Game {
    /// How many action numbers there are under `rules` (each is below).
    fn num_actions(rules: &Self::Rules) -> usize;

    /// The actions that make up `mv`, a legal move (or chance outcome) of
    /// this state, in the order they are decided. Distinct moves have
    /// distinct sequences, and no sequence is a prefix of another's.
    fn actions_of(&self, mv: Self::Move) -> ActionSteps;

    /// The shape of [`Actions::observe`]'s tensor under `rules`: planes,
    /// rows, columns.
    fn observation_shape(rules: &Self::Rules) -> [usize; 3];

    /// Writes the position, as the seat to act sees it, into `out` (of
    /// the length of [`Actions::observation_shape`], written whole), with
    /// `pending` the actions already decided of a move in two decisions
    /// (empty otherwise).
    fn observe(&self, pending: &[u32], out: &mut [f32]);
}

/// The actions that may follow `pending` (the first actions of a move
/// already decided): sorted, without duplicates.
pub fn next_actions<G: Actions>(state: &G, pending: &[u32]) -> Vec<u32> {
    let moves = state.legal_moves();
    following(moves.iter().map(|&mv| state.actions_of(mv)), pending)
}

/// The actions that follow `pending` in any of the moves' action
/// `sequences`: sorted, without duplicates (what [`next_actions`] gives,
/// for a caller that keeps the sequences of a position).
pub fn following<S: AsRef<[u32]>>(
    sequences: impl IntoIterator<Item = S>,
    pending: &[u32],
) -> Vec<u32> {
    let mut next: Vec<u32> = sequences
        .into_iter()
        .filter_map(|steps| {
            let steps = steps.as_ref();
            (steps.len() > pending.len() && steps.starts_with(pending))
                .then(|| steps[pending.len()])
        })
        .collect();
    next.sort_unstable();
    next.dedup();
    next
}

/// The move that `actions` make up, if they are all of a legal move.
pub fn completed_move<G: Actions>(state: &G, actions: &[u32]) -> Option<G::Move> {
    state
        .legal_moves()
        .iter()
        .copied()
        .find(|&mv| state.actions_of(mv).as_slice() == actions)
}
