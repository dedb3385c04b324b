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

use crate::in_order::{write_in_order, InOrder};
use crate::{Game, ObservationSink};

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
}

/// A fixed numbering of moves, and the position as tensors.
pub trait Actions: Game {
    /// The action numbering and observation planes in words, for the
    /// documentation of bindings (the Python module lists each game's).
    const ACTION_SPACE: &'static str = "";

    /// Whether [`Game::generate_moves`] lists a position's moves in
    /// increasing action order, each one decision, so that their actions
    /// need no sort. A hint for [`LegalActions`]: a list out of order is
    /// sorted all the same (the test battery's `check_actions` checks the
    /// claim).
    const MOVES_IN_ACTION_ORDER: bool = false;

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
    /// only what is not zero is set), with `pending` the actions already
    /// decided of a move in two decisions (empty otherwise).
    fn observe_into<O: ObservationSink + ?Sized>(&self, pending: &[u32], out: &mut O);

    /// [`Actions::observe_into`] a slice of zeros.
    fn observe(&self, pending: &[u32], out: &mut [f32]) {
        self.observe_into(pending, out);
    }

    /// The legal moves with their actions (what a caller playing by action
    /// number keeps for a position).
    fn legal_actions(&self) -> LegalActions<Self::Move> {
        let mut legal = LegalActions::empty();
        self.refill_legal_actions(&mut legal);
        legal
    }

    /// [`Actions::legal_actions`] written over `legal`, in its memory.
    /// Only a wrapper over several games overrides it, to build the list
    /// on the game's own type.
    fn refill_legal_actions(&self, legal: &mut LegalActions<Self::Move>) {
        legal.refill(self, |mv| mv);
    }

    /// The position's outcome ([`Game::outcome`]) and, while the game goes
    /// on, its legal moves with their actions written over `legal` (emptied
    /// once it is over), each move converted by `wrap`: what a driver asks
    /// once per position. Games override it when the end test and move
    /// generation share their work.
    fn outcome_and_legal_actions_as<M: Copy>(
        &self,
        legal: &mut LegalActions<M>,
        wrap: impl FnMut(Self::Move) -> M,
    ) -> Option<crate::Outcome> {
        let outcome = self.outcome();
        match outcome {
            Some(_) => legal.clear(),
            None => legal.refill(self, wrap),
        }
        outcome
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
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{Actions, Decision, Game};
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
    /// The first action of each legal move, sorted by the moves' action
    /// sequences (a first action shared by moves of two decisions is
    /// repeated).
    actions: Vec<u32>,
    /// The second action of each move in the same order ([`NONE`] for a
    /// move of one decision); empty when every move is one decision.
    seconds: Vec<u32>,
    /// The moves, in the same order.
    moves: Vec<M>,
    /// The first actions without repeats, when `seconds` is not empty
    /// (else `actions` has none).
    firsts: Vec<u32>,
    /// Empty: the memory in which moves out of order are sorted.
    keyed: Vec<(Key, M)>,
}

/// Whether each action is above the one before (every pair compared, with
/// no early exit: a loop the compiler runs on several pairs at once).
fn strictly_increasing(actions: &[u32]) -> bool {
    actions
        .iter()
        .zip(actions.iter().skip(1))
        .fold(true, |increasing, (a, b)| increasing & (a < b))
}

/// The second action of a move of one decision (no action is `u32::MAX`:
/// every one is below [`Actions::num_actions`]).
const NONE: u32 = u32::MAX;

/// An [`ActionSteps`] packed in a `u64` (see `ActionSteps::key`).
type Key = u64;

impl<M: Copy> Default for LegalActions<M> {
    /// No legal move.
    fn default() -> Self {
        LegalActions::empty()
    }
}

impl<M: Copy> LegalActions<M> {
    /// Lists the legal moves of `state` with their actions in place of
    /// those held, in the lists' memory (no allocation once it is large
    /// enough), each move converted by `wrap` (to a wrapper's move type).
    pub fn refill<G: Actions>(&mut self, state: &G, wrap: impl FnMut(G::Move) -> M) {
        // Listed here, not returned by value: no copy of the list.
        let mut list = G::MoveList::default();
        state.generate_moves(&mut list);
        self.fill(
            &list,
            |mv| state.actions_of(mv),
            G::MOVES_IN_ACTION_ORDER,
            wrap,
        );
    }

    /// Lists the moves that `write` pushes (at most `bound`), with their
    /// actions, in place of those held, in the lists' memory: for a game
    /// that can write its moves in increasing action order, each one
    /// decision, straight from its own representation, with no move list
    /// between. A list that turns out of order is sorted all the same.
    ///
    /// # Panics
    /// When `write` pushes more than `bound` moves.
    ///
    /// ```
    /// use ludeme_core::{Decision, LegalActions};
    /// let mut legal: LegalActions<char> = LegalActions::empty();
    /// legal.refill_in_order(2, |list| {
    ///     list.push(3, 'a');
    ///     list.push(8, 'b');
    /// });
    /// assert_eq!(legal.following(&[]), [3, 8]);
    /// assert_eq!(legal.decide(&[8]), Decision::Completes('b'));
    /// ```
    #[inline]
    pub fn refill_in_order(&mut self, bound: usize, write: impl FnOnce(&mut InOrder<'_, M>)) {
        // (`write_in_order` empties the actions and the moves.)
        self.seconds.clear();
        self.firsts.clear();
        write_in_order(&mut self.actions, &mut self.moves, bound, write);
        if !strictly_increasing(&self.actions) {
            let pairs: Vec<(u32, M)> = self
                .actions
                .iter()
                .copied()
                .zip(self.moves.iter().copied())
                .collect();
            self.fill_sorting(&pairs, |(action, _)| ActionSteps::One(action), |(_, mv)| mv);
        }
    }

    /// The body of [`LegalActions::refill`], for any list of moves:
    /// `actions_of` numbers a move, and `claims_order` says that the list
    /// comes in action order, one decision a move (a hint, checked).
    fn fill<L: Copy>(
        &mut self,
        list: &[L],
        actions_of: impl Fn(L) -> ActionSteps,
        claims_order: bool,
        mut wrap: impl FnMut(L) -> M,
    ) {
        if !claims_order {
            return self.fill_sorting(list, actions_of, wrap);
        }
        self.clear();
        // Then the actions are copied as they come, and the claim checked
        // after, each pass without a branch or a value carried from one
        // move to the next (so that both run on several moves at once).
        let mut single = true;
        self.actions.extend(list.iter().map(|&mv| {
            let steps = actions_of(mv);
            single &= matches!(steps, ActionSteps::One(_));
            steps.first()
        }));
        if single && strictly_increasing(&self.actions) {
            self.moves.extend(list.iter().map(|&mv| wrap(mv)));
        } else {
            self.fill_sorting(list, actions_of, wrap);
        }
    }

    /// [`LegalActions::fill`] for moves out of action order, or some of
    /// two decisions: sorted by their sequences.
    fn fill_sorting<L: Copy>(
        &mut self,
        list: &[L],
        actions_of: impl Fn(L) -> ActionSteps,
        mut wrap: impl FnMut(L) -> M,
    ) {
        let mut keyed = core::mem::take(&mut self.keyed);
        keyed.extend(list.iter().map(|&mv| (actions_of(mv).key(), wrap(mv))));
        if !keyed.is_sorted_by_key(|&(key, _)| key) {
            keyed.sort_unstable_by_key(|&(key, _)| key);
        }
        self.clear();
        self.actions
            .extend(keyed.iter().map(|&(key, _)| (key >> 32) as u32));
        // One decision: a second action of 0 - 1, which is NONE.
        self.seconds
            .extend(keyed.iter().map(|&(key, _)| (key as u32).wrapping_sub(1)));
        self.moves.extend(keyed.iter().map(|&(_, mv)| mv));
        keyed.clear();
        self.keyed = keyed;
        if self.seconds.iter().all(|&second| second == NONE) {
            self.seconds.clear();
        } else {
            self.firsts.extend_from_slice(&self.actions);
            self.firsts.dedup();
        }
    }

    /// No legal move (a finished game).
    pub fn empty() -> Self {
        LegalActions {
            actions: Vec::new(),
            seconds: Vec::new(),
            moves: Vec::new(),
            firsts: Vec::new(),
            keyed: Vec::new(),
        }
    }

    /// Empties the lists, keeping their memory.
    pub fn clear(&mut self) {
        self.actions.clear();
        self.seconds.clear();
        self.moves.clear();
        self.firsts.clear();
    }

    /// The number of legal moves.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether there is no legal move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The legal moves with their actions, in action order.
    pub fn iter(&self) -> impl Iterator<Item = (ActionSteps, M)> + '_ {
        self.moves.iter().enumerate().map(|(i, &mv)| {
            let first = self.actions[i];
            let steps = match self.seconds.get(i) {
                Some(&second) if second != NONE => ActionSteps::Two(first, second),
                _ => ActionSteps::One(first),
            };
            (steps, mv)
        })
    }

    /// The moves whose first action is `first`: their range in the lists.
    fn run_of(&self, first: u32) -> core::ops::Range<usize> {
        if self.seconds.is_empty() {
            // Every move one decision: each first action at most once.
            return match self.actions.binary_search(&first) {
                Ok(at) => at..at + 1,
                Err(at) => at..at,
            };
        }
        let from = self.actions.partition_point(|&a| a < first);
        let to = from + self.actions[from..].partition_point(|&a| a == first);
        from..to
    }

    /// The actions that may be decided after `pending` (the first actions
    /// of a move already decided; empty: the first actions of every legal
    /// move): sorted, without duplicates.
    pub fn following(&self, pending: &[u32]) -> &[u32] {
        match *pending {
            [] if self.seconds.is_empty() => &self.actions,
            [] => &self.firsts,
            [first] => {
                let run = self.run_of(first);
                match self.seconds.get(run.start) {
                    // A move of one decision has its first action alone
                    // (and every move is one when `seconds` is empty).
                    Some(&NONE) | None => &[],
                    Some(_) => &self.seconds[run],
                }
            }
            _ => &[],
        }
    }

    /// What a move's whole sequence `steps` amounts to ([`LegalActions::decide`]
    /// of its one or two actions).
    pub fn decide_steps(&self, steps: ActionSteps) -> Decision<M> {
        match steps {
            ActionSteps::One(first) => self.decide(&[first]),
            ActionSteps::Two(first, second) => self.decide(&[first, second]),
        }
    }

    /// What the actions `decided` amount to: a legal move, the beginning
    /// of one, or nothing legal.
    pub fn decide(&self, decided: &[u32]) -> Decision<M> {
        let (first, second) = match *decided {
            [first] => (first, None),
            [first, second] if second != NONE => (first, Some(second)),
            _ => return Decision::Illegal,
        };
        let run = self.run_of(first);
        if run.is_empty() {
            return Decision::Illegal;
        }
        let at = run.start;
        let one = self.seconds.get(at).is_none_or(|&s| s == NONE);
        match second {
            None if one => Decision::Completes(self.moves[at]),
            None => Decision::Begins,
            Some(_) if one => Decision::Illegal,
            Some(second) => match self.seconds[run].binary_search(&second) {
                Ok(k) => Decision::Completes(self.moves[at + k]),
                Err(_) => Decision::Illegal,
            },
        }
    }
}

#[cfg(test)]
mod tests;
