//! A fixed action space and observation tensors, for learning agents
//! (AlphaZero-style self-play, reinforcement learning): every move of a
//! game under given rules is one action number from a fixed range, or two
//! for a game that splits a move into two decisions of the same seat.
//!
//! The game only numbers moves ([`Actions::actions_of`]); which actions
//! are legal after a partial decision, and which move a sequence of
//! actions completes, follow from the legal moves ([`LegalActions`]), the
//! same for every game.

use alloc::vec::Vec;

use crate::Game;

/// The actions of one move, in the order they are decided: one, or two
/// when a move is two decisions of the same seat.
///
/// ```
/// use ludeme_core::ActionSteps;
/// let two = ActionSteps::Two(7, 3);
/// assert_eq!(two.to_vec(), [7, 3]);
/// assert!(two.starts_with(&[7]));
/// assert_eq!(two.get(1), Some(3));
/// assert_eq!(ActionSteps::One(4).len(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum ActionSteps {
    /// A move decided at once.
    One(u32),
    /// A move in two decisions: the first, then the second.
    Two(u32, u32),
}

impl ActionSteps {
    /// The number of decisions: 1 or 2.
    pub const fn len(self) -> usize {
        match self {
            ActionSteps::One(_) => 1,
            ActionSteps::Two(..) => 2,
        }
    }

    /// Always `false`: a move is at least one decision (for symmetry with
    /// [`ActionSteps::len`]).
    pub const fn is_empty(self) -> bool {
        false
    }

    /// The first decision.
    pub const fn first(self) -> u32 {
        match self {
            ActionSteps::One(first) | ActionSteps::Two(first, _) => first,
        }
    }

    /// Decision `index` (0-based), if the move has that many.
    pub const fn get(self, index: usize) -> Option<u32> {
        match (self, index) {
            (ActionSteps::One(first) | ActionSteps::Two(first, _), 0) => Some(first),
            (ActionSteps::Two(_, second), 1) => Some(second),
            _ => None,
        }
    }

    /// Whether the move begins with the decisions `pending`.
    pub fn starts_with(self, pending: &[u32]) -> bool {
        pending.len() <= self.len()
            && pending
                .iter()
                .enumerate()
                .all(|(i, &action)| self.get(i) == Some(action))
    }

    /// The decisions as a list.
    pub fn to_vec(self) -> Vec<u32> {
        match self {
            ActionSteps::One(first) => alloc::vec![first],
            ActionSteps::Two(first, second) => alloc::vec![first, second],
        }
    }

    /// The decisions packed so that keys sort as the sequences do: the
    /// first action in the high half, the second plus one (0: none) in the
    /// low half (every action is below `u32::MAX`).
    const fn key(self) -> Key {
        match self {
            ActionSteps::One(first) => (first as Key) << 32,
            ActionSteps::Two(first, second) => (first as Key) << 32 | (second as Key + 1),
        }
    }

    /// The decisions packed in `key`.
    const fn from_key(key: Key) -> ActionSteps {
        let first = (key >> 32) as u32;
        match key as u32 {
            0 => ActionSteps::One(first),
            second => ActionSteps::Two(first, second - 1),
        }
    }

    /// The steps of decisions given as a list of one or two actions.
    fn from_slice(decided: &[u32]) -> Option<ActionSteps> {
        match *decided {
            [first] => Some(ActionSteps::One(first)),
            [first, second] => Some(ActionSteps::Two(first, second)),
            _ => None,
        }
    }
}

/// A fixed numbering of moves, and the position as tensors.
pub trait Actions: Game {
    /// The action numbering and observation planes in words, for the
    /// documentation of bindings (the Python module lists each game's).
    const ACTION_SPACE: &'static str = "";

    /// How many action numbers there are under `rules` (each is below).
    fn num_actions(rules: &Self::Rules) -> usize;

    /// The actions that make up `mv`, a legal move (or chance outcome) of
    /// this state, in the order they are decided: one, or two. Distinct
    /// moves have distinct sequences, and no sequence is a prefix of
    /// another's.
    fn actions_of(&self, mv: Self::Move) -> ActionSteps;

    /// The shape of [`Actions::observe`]'s tensor under `rules`: planes,
    /// rows, columns.
    fn observation_shape(rules: &Self::Rules) -> [usize; 3];

    /// Writes the position, as the seat to act sees it, into `out` (of
    /// the length of [`Actions::observation_shape`], all zeros on entry:
    /// only what is not zero is written), with `pending` the actions
    /// already decided of a move in two decisions (empty otherwise).
    fn observe(&self, pending: &[u32], out: &mut [f32]);

    /// The legal moves with their actions (what a caller playing by action
    /// number keeps for a position). Only a wrapper over several games
    /// overrides it, to build the list on the game's own type.
    fn legal_actions(&self) -> LegalActions<Self::Move> {
        LegalActions::new(self)
    }
}

/// What deciding one more action amounts to ([`LegalActions::decide`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Decision<M> {
    /// The actions decided make up this legal move.
    Completes(M),
    /// The actions decided begin a legal move: another decision follows.
    Begins,
    /// No legal move begins with the actions decided.
    Illegal,
}

/// A position's legal moves with their action sequences, sorted by them:
/// which actions may be decided next, and which move they make up.
///
/// ```
/// use ludeme_core::{demo::DiceRace, Actions, Decision, Game};
/// // Seat 0 rolled a 2: it may advance (action 2), then by 1 or 2 (3, 4).
/// let race: DiceRace = "0,0,0 0 2".parse()?;
/// let legal = race.legal_actions();
/// assert_eq!(legal.following(&[]), [2]);
/// assert_eq!(legal.following(&[2]), [3, 4]);
/// assert_eq!(legal.decide(&[2]), Decision::Begins);
/// assert_eq!(legal.decide(&[2, 4]), Decision::Completes("+2".parse()?));
/// assert_eq!(legal.decide(&[0]), Decision::Illegal);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalActions<M> {
    /// Each legal move with its actions packed in a [`Key`], sorted by it.
    entries: Vec<(Key, M)>,
    /// The first actions, sorted, without duplicates.
    firsts: Vec<u32>,
}

/// An [`ActionSteps`] packed in a `u64` (see `ActionSteps::key`).
type Key = u64;

impl<M: Copy> LegalActions<M> {
    /// The legal moves of `state` with their actions.
    pub fn new<G: Actions<Move = M>>(state: &G) -> Self {
        LegalActions::wrapping(state, |mv| mv)
    }

    /// The legal moves of `state` with their actions, each move converted
    /// by `wrap` (to a wrapper's move type) as the list is built.
    pub fn wrapping<G: Actions>(state: &G, mut wrap: impl FnMut(G::Move) -> M) -> Self {
        // Listed here, not returned by value: no copy of the list.
        let mut moves = G::MoveList::default();
        state.generate_moves(&mut moves);
        let mut entries: Vec<(Key, M)> = moves
            .iter()
            .map(|&mv| (state.actions_of(mv).key(), wrap(mv)))
            .collect();
        // Games list their moves mostly in action order, often exactly.
        if !entries.is_sorted_by_key(|&(key, _)| key) {
            entries.sort_unstable_by_key(|&(key, _)| key);
        }
        let mut firsts: Vec<u32> = entries.iter().map(|&(key, _)| (key >> 32) as u32).collect();
        firsts.dedup();
        LegalActions { entries, firsts }
    }

    /// No legal move (a finished game).
    pub fn empty() -> Self {
        LegalActions {
            entries: Vec::new(),
            firsts: Vec::new(),
        }
    }

    /// The same list with each move converted by `f` (to a wrapper's move
    /// type).
    pub fn map<N: Copy>(self, mut f: impl FnMut(M) -> N) -> LegalActions<N> {
        LegalActions {
            entries: self
                .entries
                .into_iter()
                .map(|(key, mv)| (key, f(mv)))
                .collect(),
            firsts: self.firsts,
        }
    }

    /// The number of legal moves.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The legal moves with their actions, in action order.
    pub fn iter(&self) -> impl Iterator<Item = (ActionSteps, M)> + '_ {
        self.entries
            .iter()
            .map(|&(key, mv)| (ActionSteps::from_key(key), mv))
    }

    /// The first actions of the legal moves: sorted, without duplicates.
    pub fn firsts(&self) -> &[u32] {
        &self.firsts
    }

    /// The actions that may follow `pending` (the first actions of a move
    /// already decided): sorted, without duplicates.
    pub fn following(&self, pending: &[u32]) -> Vec<u32> {
        match *pending {
            [] => self.firsts.clone(),
            [first] => {
                let start = ActionSteps::One(first).key();
                let from = self.entries.partition_point(|&(k, _)| k < start);
                self.entries[from..]
                    .iter()
                    .take_while(|&&(k, _)| k >> 32 == Key::from(first))
                    .filter_map(|&(k, _)| (k as u32).checked_sub(1))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// What the actions `decided` amount to: a legal move, the beginning
    /// of one, or nothing legal.
    pub fn decide(&self, decided: &[u32]) -> Decision<M> {
        // (No action is u32::MAX: every one is below `num_actions`.)
        let Some(wanted) =
            ActionSteps::from_slice(decided).filter(|_| !decided.contains(&u32::MAX))
        else {
            return Decision::Illegal;
        };
        let wanted = wanted.key();
        let at = self.entries.partition_point(|&(k, _)| k < wanted);
        match self.entries.get(at) {
            Some(&(k, mv)) if k == wanted => Decision::Completes(mv),
            // A longer sequence with the same first action follows it.
            Some(&(k, _)) if decided.len() == 1 && k >> 32 == wanted >> 32 => Decision::Begins,
            _ => Decision::Illegal,
        }
    }
}
