//! The `Game` trait: one interface for every game of the workspace.

use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::Deref;
use core::str::FromStr;

use smallvec::SmallVec;

use crate::{Actor, Outcome, Seat, Side};

/// A stack-allocated list of moves that a game fills (no allocation on the hot
/// path while the list stays within its inline capacity).
pub trait MoveList<M>: Default + Deref<Target = [M]> {
    /// Appends a move.
    fn push(&mut self, mv: M);
    /// Removes every move.
    fn clear(&mut self);
}

impl<A: smallvec::Array> MoveList<A::Item> for SmallVec<A> {
    #[inline]
    fn push(&mut self, mv: A::Item) {
        SmallVec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        SmallVec::clear(self);
    }
}

/// The chance outcomes of a state with their probabilities.
pub type ChanceOutcomes<M> = SmallVec<[(M, f64); 8]>;

/// A game state: a position, whose turn it is, and everything needed to list
/// and play the legal moves.
///
/// States are small values played by copy-make: clone, then play. Chance
/// (a die) is an actor of its own: at a chance node the legal "moves" are the
/// chance outcomes, whose probabilities [`Game::chance_outcomes`] gives, so
/// that playing stays deterministic and replayable.
///
/// History-based rules (repetition, no-capture limits) are not part of a
/// state; each game has a record type for them.
///
/// ```
/// use ludeme_core::{demo::DiceRace, perft, Actor, Game};
///
/// let start = DiceRace::start(&Default::default());
/// assert_eq!(start.to_act(), Actor::Chance);
/// assert_eq!(perft(&start, 3), 6);
/// ```
pub trait Game: Clone + Eq + Debug + Display + Sized {
    /// A move (or a chance outcome), printed and parsed in the game's move text.
    type Move: Copy + Eq + Ord + Hash + Debug + Display + FromStr<Err = Self::MoveParseError>;
    /// The list that [`Game::legal_moves`] fills.
    type MoveList: MoveList<Self::Move>;
    /// The rules options and variant (Default: the standard game).
    type Rules: Clone + Debug + Default + PartialEq;
    /// Why [`Game::play`] refused a move.
    type IllegalMove: core::error::Error + Clone + PartialEq;
    /// Why position text did not parse.
    type ParseError: core::error::Error + Clone + PartialEq;
    /// Why move text did not parse.
    type MoveParseError: core::error::Error + Clone + PartialEq;

    /// The game's name as the command line knows it (`"surakarta"`).
    const NAME: &'static str;

    /// The start position under `rules`.
    fn start(rules: &Self::Rules) -> Self;

    /// The rules this state is played under.
    fn rules(&self) -> Self::Rules;

    /// Parses position text under `rules`.
    ///
    /// # Errors
    /// The game's parse error, naming what is wrong and where.
    fn from_text(text: &str, rules: &Self::Rules) -> Result<Self, Self::ParseError>;

    /// The number of seats at the table.
    fn seat_count(&self) -> usize;

    /// The side a seat plays for.
    fn side_of(&self, seat: Seat) -> Side;

    /// Who acts now.
    fn to_act(&self) -> Actor;

    /// Replaces the contents of `moves` with the legal moves, sorted and
    /// without duplicates; at a chance node, the chance outcomes; when the game
    /// is over, nothing.
    fn legal_moves(&self, moves: &mut Self::MoveList);

    /// The number of legal moves (what perft counts at its last ply). Games
    /// override it when counting is cheaper than listing.
    fn legal_move_count(&self) -> usize {
        let mut moves = Self::MoveList::default();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// At a chance node, each outcome with its probability (they sum to 1);
    /// elsewhere, nothing.
    fn chance_outcomes(&self) -> ChanceOutcomes<Self::Move> {
        ChanceOutcomes::new()
    }

    /// Plays a move after checking that it is legal.
    ///
    /// # Errors
    /// The reason the move is illegal; the state is then unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::IllegalMove>;

    /// Plays a move without checking it: the fast path for search.
    ///
    /// The caller must pass a move from [`Game::legal_moves`] of this very
    /// state. Any other move leaves the state meaningless (but never causes
    /// undefined behaviour); it may panic.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// The 64-bit Zobrist hash, maintained incrementally.
    fn zobrist(&self) -> u64;

    /// The Zobrist hash computed from scratch (equal to [`Game::zobrist`]).
    fn zobrist_from_scratch(&self) -> u64;

    /// Parses move text.
    ///
    /// # Errors
    /// The game's move parse error.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveParseError> {
        text.parse()
    }

    /// A random legal move: uniform among a player's moves, by probability at
    /// a chance node; `None` when the game is over. Games override it when
    /// they can draw a move without listing every move (Barricade's
    /// barricade placements).
    fn sample_move(&self, rng: &mut crate::SplitMix64) -> Option<Self::Move> {
        crate::playout::sample_from_list(self, rng)
    }

    /// A quick estimate in `[0, 1]` of how well `side` stands (1 = won),
    /// for greedy players and for cutting playouts short. The default knows
    /// nothing: 0.5, or the outcome once the game is over.
    fn evaluate(&self, side: Side) -> f64 {
        self.outcome()
            .map_or(0.5, |outcome| outcome.value_for(side))
    }

    /// A person's name for a seat (`"white"`, `"red+yellow"`); by default
    /// `seat N`.
    fn seat_name(&self, seat: Seat) -> alloc::string::String {
        alloc::format!("{seat}")
    }

    /// A person's name for a side; by default `side N`.
    fn side_name(&self, side: Side) -> alloc::string::String {
        alloc::format!("{side}")
    }

    /// The outcome in words, with the game's side names
    /// (`"white wins (no pieces left)"`).
    fn describe_outcome(&self, outcome: Outcome) -> alloc::string::String {
        match outcome.winner() {
            Some(side) => alloc::format!("{} wins ({})", self.side_name(side), outcome.reason()),
            None => alloc::format!("draw ({})", outcome.reason()),
        }
    }

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.to_act() == Actor::Nobody
    }
}
