//! The `Game` trait: one interface for every game of the workspace.

use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::DerefMut;

use alloc::string::String;
use smallvec::SmallVec;

#[cfg(doc)]
use crate::Variants;
use crate::{Actor, Outcome, Seat, Side, SplitMix64};

/// A stack-allocated list of moves that a game fills (no allocation on the hot
/// path while the list stays within its inline capacity).
pub trait MoveContainer<M>: Default + DerefMut<Target = [M]> {
    /// Appends a move.
    fn push(&mut self, mv: M);
    /// Removes every move.
    fn clear(&mut self);
    /// Keeps the first `len` moves (all if there are fewer).
    fn truncate(&mut self, len: usize);
}

/// A vector: on the heap, for a game that does not count its moves'
/// bytes (a game of one's own, a test).
impl<M> MoveContainer<M> for alloc::vec::Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        alloc::vec::Vec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        alloc::vec::Vec::clear(self);
    }
    #[inline]
    fn truncate(&mut self, len: usize) {
        alloc::vec::Vec::truncate(self, len);
    }
}

impl<A: smallvec::Array> MoveContainer<A::Item> for SmallVec<A> {
    #[inline]
    fn push(&mut self, mv: A::Item) {
        SmallVec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        SmallVec::clear(self);
    }
    #[inline]
    fn truncate(&mut self, len: usize) {
        SmallVec::truncate(self, len);
    }
}

/// The chance outcomes of a state with their probabilities, in the order
/// the game lists them (on the stack up to eight): what
/// [`Game::chance_outcomes`] returns. It reads as a slice of `(move,
/// probability)` pairs and iterates by value.
///
/// ```
/// use ludeme_core::ChanceOutcomes;
/// let mut outcomes = ChanceOutcomes::new();
/// outcomes.push(('a', 0.5));
/// outcomes.extend([('b', 0.25), ('c', 0.25)]);
/// assert_eq!(outcomes.len(), 3);
/// assert_eq!(outcomes.iter().map(|&(_, p)| p).sum::<f64>(), 1.0);
/// let moves: Vec<char> = outcomes.into_iter().map(|(m, _)| m).collect();
/// assert_eq!(moves, ['a', 'b', 'c']);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChanceOutcomes<M>(SmallVec<[(M, f64); 8]>);

impl<M> ChanceOutcomes<M> {
    /// No outcomes.
    pub fn new() -> Self {
        ChanceOutcomes(SmallVec::new())
    }

    /// Adds an outcome with its probability.
    pub fn push(&mut self, outcome: (M, f64)) {
        self.0.push(outcome);
    }
}

impl<M> core::ops::Deref for ChanceOutcomes<M> {
    type Target = [(M, f64)];

    fn deref(&self) -> &[(M, f64)] {
        &self.0
    }
}

impl<M> Extend<(M, f64)> for ChanceOutcomes<M> {
    fn extend<I: IntoIterator<Item = (M, f64)>>(&mut self, outcomes: I) {
        self.0.extend(outcomes);
    }
}

impl<M> FromIterator<(M, f64)> for ChanceOutcomes<M> {
    fn from_iter<I: IntoIterator<Item = (M, f64)>>(outcomes: I) -> Self {
        ChanceOutcomes(outcomes.into_iter().collect())
    }
}

impl<M> IntoIterator for ChanceOutcomes<M> {
    type Item = (M, f64);
    type IntoIter = ChanceOutcomesIter<M>;

    fn into_iter(self) -> ChanceOutcomesIter<M> {
        ChanceOutcomesIter(self.0.into_iter())
    }
}

impl<'a, M> IntoIterator for &'a ChanceOutcomes<M> {
    type Item = &'a (M, f64);
    type IntoIter = core::slice::Iter<'a, (M, f64)>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

/// The outcomes of a [`ChanceOutcomes`], by value.
#[derive(Debug)]
pub struct ChanceOutcomesIter<M>(smallvec::IntoIter<[(M, f64); 8]>);

impl<M> Iterator for ChanceOutcomesIter<M> {
    type Item = (M, f64);

    #[inline]
    fn next(&mut self) -> Option<(M, f64)> {
        self.0.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.0.size_hint()
    }
}

impl<M> ExactSizeIterator for ChanceOutcomesIter<M> {}

/// A game state: a position, whose turn it is, and everything needed to list
/// and play the legal moves.
///
/// States are small values played by copy-make: clone, then play. Chance
/// (a die) is an actor of its own: at a chance node the legal "moves" are the
/// chance outcomes, whose probabilities [`Game::chance_outcomes`] gives, so
/// that playing stays deterministic and replayable.
///
/// # Why each item is here
/// The trait holds what code written once for every game needs (perft,
/// playouts, players, search, the command line, bindings), and nothing more:
///
/// | item | who needs it |
/// |---|---|
/// | [`Game::Move`], [`Game::MoveList`] | everything that plays: moves are small `Copy` values, listed on the stack |
/// | [`Game::Rules`] | the rules options and variants (named by [`Variants`] where a game offers them by name) |
/// | the three error types | bindings and the CLI, to report what went wrong in one line |
/// | [`Game::start_with`], [`Game::start`] | every new game |
/// | [`Game::rules`] | reading text again under the same rules, records, bindings |
/// | [`Game::from_text`], [`Game::parse_move`] | position and move text (moves of a by-name game need the state to be read in) |
/// | [`Game::seat_count`], [`Game::side_of`] | more than two seats, and seats that win together (Barricade's pairs) |
/// | [`Game::seat_name`] | talking to people: prompts, results ([`Side::name`], [`Outcome::describe`] derive from it) |
/// | [`Game::to_act`] | seat, chance or nobody: the one question every driver loop asks |
/// | [`Game::generate_moves`] | search and perft: the legal moves into a reused list |
/// | [`Game::legal_moves`] | everyone else: the legal moves as a value |
/// | [`Game::legal_move_count`] | perft's bulk counting, which a game may do without listing |
/// | [`Game::chance_outcomes`] | expectimax, MCTS and playouts: chance with its probabilities |
/// | [`Game::sample_move`] | random playouts, which a game may draw without listing (Barricade's placements) |
/// | [`Game::check`] | user input: is a move legal here, and if not, why (the one thing a game writes for it) |
/// | [`Game::play`] | user input: checked, with a reason, the state unchanged on refusal (provided: [`Game::check`] then [`Game::play_unchecked`]) |
/// | [`Game::play_unchecked`] | search: the fast path |
/// | [`Game::outcome`] | the result, by the position's own rules |
/// | [`Game::zobrist`] | transposition tables and repetition, kept incrementally |
///
/// What only some users need lives in traits of its own: [`crate::History`]
/// (what a [`crate::GameLine`] asks of a game), [`crate::Heuristic`] (what
/// players ask) and [`crate::Render`] (pictures for people). The test
/// battery (the crate `ludeme-testing`) asks nothing more.
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{perft, Actor, Game};
///
/// let start = DiceRace::start();
/// assert_eq!(start.to_act(), Actor::Chance);
/// assert_eq!(perft(&start, 3), 6);
/// ```
pub trait Game: Clone + Eq + Debug + Display + Sized {
    /// A move (or a chance outcome), printed in the game's move text.
    type Move: Copy + Eq + Ord + Hash + Debug + Display;
    /// The list that [`Game::generate_moves`] fills.
    type MoveList: MoveContainer<Self::Move>;
    /// The rules options and variant (`Default`: the standard game). The
    /// games of the workspace also name their variants ([`Variants`]).
    type Rules: Clone + Debug + Default + PartialEq;
    /// Why [`Game::play`] refused a move.
    type IllegalMove: core::error::Error + Clone + PartialEq;
    /// Why position text did not parse.
    type ParseError: core::error::Error + Clone + PartialEq;
    /// Why move text did not parse.
    type MoveParseError: core::error::Error + Clone + PartialEq;

    /// The start position under `rules`.
    fn start_with(rules: &Self::Rules) -> Self;

    /// The start position of the standard game (the default rules).
    fn start() -> Self {
        Self::start_with(&Self::Rules::default())
    }

    /// The rules this state is played under.
    fn rules(&self) -> Self::Rules;

    /// Parses position text under `rules`.
    ///
    /// # Errors
    /// The game's parse error, naming what is wrong and where.
    fn from_text(text: &str, rules: &Self::Rules) -> Result<Self, Self::ParseError>;

    /// Parses move text in this state (the text alone may not say which move
    /// it is, e.g. for a state of any game chosen by name).
    ///
    /// # Errors
    /// The game's move parse error.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveParseError>;

    /// The number of seats at the table; by default 2, the two
    /// [`Colour`](crate::Colour)s.
    fn seat_count(&self) -> usize {
        2
    }

    /// The side a seat plays for; by default each seat is its own side.
    fn side_of(&self, seat: Seat) -> Side {
        Side(seat.0)
    }

    /// A person's name for a seat (`"white"`, `"red+yellow"`); by default
    /// the name of the seat's [`Colour`](crate::Colour), `"white"` or
    /// `"black"`.
    fn seat_name(&self, seat: Seat) -> String {
        alloc::format!("{}", crate::Colour::of_seat(seat))
    }

    /// Who acts in this position if the game goes on: the seat to move, or
    /// chance (never [`Actor::Nobody`]). What [`Game::to_act`] answers
    /// without the end test, for a driver that already knows the game goes
    /// on (it asked [`Game::outcome`] once for the position).
    fn mover(&self) -> Actor;

    /// Who acts now: nobody once the game is over ([`Game::outcome`]), else
    /// [`Game::mover`].
    fn to_act(&self) -> Actor {
        if self.outcome().is_some() {
            Actor::Nobody
        } else {
            self.mover()
        }
    }

    /// Replaces the contents of `moves` with the legal moves, sorted and
    /// without duplicates; at a chance node, the chance outcomes; when the game
    /// is over, nothing.
    fn generate_moves(&self, moves: &mut Self::MoveList);

    /// The legal moves as [`Game::generate_moves`] lists them.
    fn legal_moves(&self) -> Self::MoveList {
        let mut moves = Self::MoveList::default();
        self.generate_moves(&mut moves);
        moves
    }

    /// The number of legal moves (what perft counts at its last ply). Games
    /// override it when counting is cheaper than listing.
    fn legal_move_count(&self) -> usize {
        self.legal_moves().len()
    }

    /// At a chance node, each outcome with its probability (they sum to 1);
    /// elsewhere, nothing.
    fn chance_outcomes(&self) -> ChanceOutcomes<Self::Move> {
        ChanceOutcomes::new()
    }

    /// A random legal move: uniform among a player's moves, by probability at
    /// a chance node; `None` when the game is over. Games override it when
    /// they can draw a move without listing every move (Barricade's
    /// barricade placements).
    fn sample_move(&self, rng: &mut SplitMix64) -> Option<Self::Move> {
        crate::playout::sample_from_list(self, rng)
    }

    /// Checks that `mv` is legal here (at a chance node: one of its
    /// outcomes), without playing it.
    ///
    /// # Errors
    /// The reason the move is illegal.
    fn check(&self, mv: Self::Move) -> Result<(), Self::IllegalMove>;

    /// Plays a move after checking that it is legal ([`Game::check`], then
    /// [`Game::play_unchecked`]).
    ///
    /// # Errors
    /// The reason the move is illegal; the state is then unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::IllegalMove> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Plays a move without checking it: the fast path for search.
    ///
    /// The caller must pass a move from [`Game::legal_moves`] of this very
    /// state. Any other move leaves the state meaningless (but never causes
    /// undefined behaviour); it may panic.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays a legal move as [`Game::play_unchecked`] does, but may leave
    /// [`Game::zobrist`] out of date: for a state that is only counted or
    /// dropped, never hashed (full perft's last ply, where no table reads
    /// the key). The default plays the move in full; a game whose key is
    /// kept up move by move skips that work.
    #[inline]
    fn play_unhashed(&mut self, mv: Self::Move) {
        self.play_unchecked(mv);
    }

    /// Plays each legal move (at a chance node, each chance outcome) on a
    /// copy of this state, as [`Game::play_unhashed`] does, and shows the
    /// child to `visit`, in the order of [`Game::generate_moves`]; returns
    /// how many. Full perft's last ply, which makes every leaf; `moves` is
    /// room for the list. Games override it when they make the children
    /// straight from what generation computes, without listing the moves.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::Game;
    ///
    /// let start = DiceRace::start();
    /// let mut children = Vec::new();
    /// let n = start.for_each_child(&mut Default::default(), |child| children.push(child.clone()));
    /// assert_eq!(n, start.legal_moves().len());
    /// assert_eq!(children.len(), n);
    /// ```
    #[inline]
    fn for_each_child(&self, moves: &mut Self::MoveList, mut visit: impl FnMut(&Self)) -> usize {
        self.generate_moves(moves);
        for &mv in moves.iter() {
            let mut child = self.clone();
            child.play_unhashed(mv);
            visit(&child);
        }
        moves.len()
    }

    /// How the game ended by the rules of the position, or `None` while it
    /// goes on (history rules are a [`crate::GameLine`]'s).
    fn outcome(&self) -> Option<Outcome>;

    /// The 64-bit Zobrist hash, maintained incrementally.
    fn zobrist(&self) -> u64;
}

#[cfg(test)]
mod tests {
    use smallvec::SmallVec;

    use super::{ChanceOutcomes, MoveContainer};

    #[test]
    fn chance_outcomes_iterate_by_value_and_tell_their_length() {
        let outcomes: ChanceOutcomes<u8> = (1..=6).map(|roll| (roll, 1.0 / 6.0)).collect();
        assert_eq!(outcomes.len(), 6);
        assert_eq!((&outcomes).into_iter().count(), 6);
        let mut rolls = outcomes.clone().into_iter();
        assert_eq!(rolls.len(), 6);
        assert_eq!(rolls.size_hint(), (6, Some(6)));
        assert_eq!(rolls.next(), Some((1, 1.0 / 6.0)));
        assert_eq!(rolls.len(), 5);
        let moves: Vec<u8> = rolls.map(|(roll, _)| roll).collect();
        assert_eq!(moves, [2, 3, 4, 5, 6]);
        assert_eq!(outcomes, outcomes.iter().copied().collect());
        assert!(ChanceOutcomes::<u8>::new().is_empty());
    }

    /// Fills `list` through the trait, takes it back to its first two
    /// moves, and empties it, checking each step.
    fn fill_truncate_clear<L: MoveContainer<u8>>(mut list: L) {
        list.clear();
        for mv in [3, 1, 4, 1, 5] {
            list.push(mv);
        }
        assert_eq!(&list[..], [3, 1, 4, 1, 5]);
        MoveContainer::truncate(&mut list, 2);
        assert_eq!(&list[..], [3, 1]);
        MoveContainer::clear(&mut list);
        assert!(list.is_empty());
    }

    #[test]
    fn a_smallvec_is_a_move_list() {
        fill_truncate_clear(SmallVec::<[u8; 2]>::from_slice(&[9, 9, 9]));
    }

    #[test]
    fn a_vec_is_a_move_list() {
        fill_truncate_clear(alloc::vec![9u8, 9, 9]);
    }
}
