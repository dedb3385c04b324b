//! Exact knowledge of a game: an [`Oracle`] (a game's endgame tables, say)
//! knows the value of some positions and the move to play in them, and the
//! players consult it.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;

use crate::{Game, GameLine, Side};

/// What a game ends in with best play from a position, as an [`Oracle`]
/// knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Verdict {
    /// This side wins.
    Win(Side),
    /// Nobody wins.
    Draw,
}

/// Exact knowledge of a game that a player consults: the value of the
/// positions that an irreversible move (a capture) reaches, and the move to
/// play in a game in progress. The players know no game: a game's endgame
/// tables implement this for the game's own type (`ludeme_tables` does for
/// Surakarta).
///
/// The players of `ludeme_players` consult it: alpha-beta scores every
/// position its search reaches by an irreversible move with
/// [`Oracle::value_after_irreversible`] (an exact score, searched no
/// further), MCTS takes that value as the end of a simulation, and every
/// player plays [`Oracle::move_in`] where it answers.
///
/// ```
/// use ludeme_testing::demo::{DiceRace, RaceMove};
/// use ludeme_core::{Game, GameLine, Known, NotKnown, Oracle, Unanswered, Verdict};
///
/// /// Knows one thing: the longest advance is the move to play.
/// struct NearTheGoal;
/// impl Oracle<DiceRace> for NearTheGoal {
///     fn name(&self) -> String {
///         "near the goal".into()
///     }
///     fn holds_for(&self, _line: &GameLine<DiceRace>) -> bool {
///         true
///     }
///     fn value_after_irreversible(&self, _race: &DiceRace) -> Option<Verdict> {
///         None
///     }
///     fn move_in(&self, line: &GameLine<DiceRace>) -> Option<RaceMove> {
///         line.position().legal_moves().last().copied()
///     }
///     fn value_in(&self, _line: &GameLine<DiceRace>) -> Result<Known, Unanswered> {
///         Err(std::sync::Arc::new(NotKnown))
///     }
/// }
/// let line = GameLine::new("0,0,0 0 2".parse::<DiceRace>()?);
/// assert_eq!(NearTheGoal.move_in(&line), Some(RaceMove::Advance(2)));
/// # Ok::<(), ludeme_testing::demo::RaceError>(())
/// ```
pub trait Oracle<G: Game>: Send + Sync {
    /// A short name, for the name of a player that consults it
    /// (`"tables (5 pieces)"`).
    fn name(&self) -> String;

    /// Whether its answers hold in this game in progress: under its rules
    /// and history rules (the no-capture limit and repetition rule that
    /// exact values depend on). A search asks once, at its root, and
    /// consults the oracle only if they hold.
    fn holds_for(&self, line: &GameLine<G>) -> bool;

    /// The exact value of `state`, reached just now by an irreversible move
    /// (so no earlier position can repeat and the no-capture count is 0),
    /// if the oracle knows it: called only where [`Oracle::holds_for`]
    /// said its answers hold, and fast enough for every such node of a
    /// search.
    fn value_after_irreversible(&self, state: &G) -> Option<Verdict>;

    /// The move to play in the game in progress, if the oracle knows its
    /// position: one that keeps its best value within the history rules
    /// (the plies since the last irreversible move and the positions seen
    /// since count); `None` where it does not know it or its answers do not
    /// hold.
    fn move_in(&self, line: &GameLine<G>) -> Option<G::Move>;

    /// What it knows of the position of the game in progress: who wins
    /// with best play and in how many plies the deciding irreversible move
    /// comes (the plies since the last irreversible move and the positions
    /// seen since count).
    ///
    /// # Errors
    /// Why it does not know the position (its own error, inside: more
    /// pieces than its tables hold, a table that cannot be read, rules its
    /// answers do not hold under). Default: [`NotKnown`].
    fn value_in(&self, line: &GameLine<G>) -> Result<Known, Unanswered> {
        let _ = line;
        Err(Arc::new(NotKnown))
    }

    /// What it knows of every legal move of the game in progress, for the
    /// side that plays it (the distance counts the move itself).
    ///
    /// # Errors
    /// As [`Oracle::value_in`].
    fn known_moves(&self, line: &GameLine<G>) -> Result<Vec<(G::Move, Known)>, Unanswered> {
        let _ = line;
        Err(Arc::new(NotKnown))
    }
}

impl<G: Game, O: Oracle<G> + ?Sized> Oracle<G> for Arc<O> {
    fn name(&self) -> String {
        (**self).name()
    }

    fn holds_for(&self, line: &GameLine<G>) -> bool {
        (**self).holds_for(line)
    }

    fn value_after_irreversible(&self, state: &G) -> Option<Verdict> {
        (**self).value_after_irreversible(state)
    }

    fn move_in(&self, line: &GameLine<G>) -> Option<G::Move> {
        (**self).move_in(line)
    }

    fn value_in(&self, line: &GameLine<G>) -> Result<Known, Unanswered> {
        (**self).value_in(line)
    }

    fn known_moves(&self, line: &GameLine<G>) -> Result<Vec<(G::Move, Known)>, Unanswered> {
        (**self).known_moves(line)
    }
}

/// Why an [`Oracle`] does not answer about a position: its own typed
/// error, shared (downcast it to the oracle's error type to tell its
/// reasons apart).
pub type Unanswered = Arc<dyn core::error::Error + Send + Sync>;

/// The answer of an [`Oracle`] that knows nothing of positions in
/// progress (the default of [`Oracle::value_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotKnown;

impl core::fmt::Display for NotKnown {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("the oracle does not know this position")
    }
}

impl core::error::Error for NotKnown {}

/// What an [`Oracle`] knows of a position in a game in progress
/// ([`Oracle::value_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Known {
    /// Who wins with best play.
    pub verdict: Verdict,
    /// The plies to the irreversible move that decides it, that move
    /// included; `None` where no such move decides (a draw, or a game
    /// decided when a limit runs out).
    pub distance: Option<u32>,
}

impl Known {
    /// `verdict`, decided `distance` plies away.
    pub fn new(verdict: Verdict, distance: Option<u32>) -> Known {
        Known { verdict, distance }
    }

    /// The value for `side`: 1 (wins), 0 (draw) or -1 (loses).
    ///
    /// ```
    /// use ludeme_core::{Known, Side, Verdict};
    /// let known = Known::new(Verdict::Win(Side(1)), Some(5));
    /// assert_eq!((known.value_for(Side(1)), known.value_for(Side(0))), (1, -1));
    /// assert_eq!(Known::new(Verdict::Draw, None).value_for(Side(0)), 0);
    /// ```
    pub fn value_for(&self, side: Side) -> i32 {
        match self.verdict {
            Verdict::Win(winner) if winner == side => 1,
            Verdict::Win(_) => -1,
            Verdict::Draw => 0,
        }
    }
}
