//! What players ask of a game beyond its rules: how well a side stands, and
//! which moves are sharp.

use crate::{Game, MoveContainer, Side};

/// A quick estimate of how well a side stands, for players that cannot
/// search to the end: a greedy player picks the move it rates best, MCTS
/// scores playouts cut short with it, and alpha-beta scores the leaves of its
/// search with it and looks at tactical moves first.
///
/// Every method has a default that knows nothing but the result: a game
/// without a better idea implements the trait with an empty block.
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{Game, Heuristic, Side};
/// let race: DiceRace = "4,0,0 0 1".parse()?;
/// assert_eq!(race.evaluate(Side(0)), 0.5);
/// let mut won = race.clone();
/// won.play("+1".parse()?)?;
/// assert_eq!(won.evaluate(Side(0)), 1.0);
/// # Ok::<(), ludeme_testing::demo::RaceError>(())
/// ```
pub trait Heuristic: Game {
    /// An estimate in `[0, 1]` of how well `side` stands (1 = won, 0 = lost,
    /// the same scale as [`crate::Outcome::value_for`]). Default: the
    /// result, or ½ while the game goes on.
    fn evaluate(&self, side: Side) -> f64 {
        self.outcome()
            .map_or(0.5, |outcome| outcome.value_for(side))
    }

    /// A plain estimate on the same scale, of the kind simple public engines
    /// use (material, goals held): the yardstick that the players of this
    /// workspace are measured against. Default: [`Heuristic::evaluate`].
    fn plain_evaluate(&self, side: Side) -> f64 {
        self.evaluate(side)
    }

    /// Whether `mv`, in this state, changes the game sharply (a capture, a
    /// goal taken): searches try such moves first and follow them past
    /// their depth (quiescence). Default: none is.
    fn is_tactical(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// Replaces the contents of `moves` with the tactical legal moves (those
    /// [`Heuristic::is_tactical`] accepts), in the order of
    /// [`Game::generate_moves`]: what quiescence searches. Default: every
    /// legal move listed, the tactical ones kept; a game that can list them
    /// directly (its captures alone) does that instead.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic};
    /// let race = DiceRace::start();
    /// let mut moves = Default::default();
    /// race.tactical_moves(&mut moves);
    /// assert!(moves.is_empty()); // the race has no tactical move
    /// ```
    fn tactical_moves(&self, moves: &mut Self::MoveList) {
        self.generate_moves(moves);
        let mut kept = 0;
        for i in 0..moves.len() {
            let mv = moves[i];
            if self.is_tactical(mv) {
                moves[kept] = mv;
                kept += 1;
            }
        }
        moves.truncate(kept);
    }

    /// The weights of the evaluation when it is a weighted sum of terms
    /// (what `ludeme tune` fits), in the order of [`Heuristic::terms`];
    /// empty (the default) when it is not.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic};
    /// assert!(DiceRace::start().weights().is_empty());
    /// ```
    fn weights(&self) -> &'static [Weight] {
        &[]
    }

    /// The terms of this position's evaluation as side 0 sees it, one per
    /// weight of [`Heuristic::weights`], written into `terms` (as long):
    /// the evaluation's score for side 0 is the sum of each term times its
    /// weight, and [`Heuristic::evaluate`] maps that score to `[0, 1]` with
    /// the slope at ½ of the logistic `1 / (1 + e^(-score / s))`, `s` being
    /// [`Heuristic::score_per_logit`]. `false`, with nothing written,
    /// when the game is over or the evaluation has no weights.
    fn terms(&self, terms: &mut [f64]) -> bool {
        let _ = terms;
        false
    }

    /// The score that moves the evaluation near an even game as one unit
    /// of the logistic's argument moves the logistic ([`Heuristic::terms`]).
    fn score_per_logit(&self) -> f64 {
        1.0
    }

    /// The position with the move passed to the other side and nothing
    /// else changed (its Zobrist key updated), for null-move pruning: a
    /// search that finds a side still doing well after passing prunes the
    /// node. `None` (the default) where passing would mislead the search:
    /// a game with more than two sides, chance or zugzwang, or a position
    /// where the side to move is forced (Barca's scared animals).
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic};
    /// assert!(DiceRace::start().passed().is_none());
    /// ```
    fn passed(&self) -> Option<Self> {
        None
    }

    /// The most a quiet move (one that is not tactical) is likely to raise
    /// the estimate of the side that makes it, in the evaluation's units
    /// (of 0 to 1), for pruning near the search's leaves: at a node a ply
    /// or two above quiescence, off the principal variation, whose estimate
    /// plus this margin for each ply still falls short of the bound, the
    /// quiet moves are not searched (futility pruning), and at a node up to
    /// three plies above it, nor are the latest quiet moves in the search's
    /// order (late move pruning). `None` (the default) prunes nothing: a
    /// game whose quiet moves can change everything (a race decided by a
    /// throw) or whose estimate moves in large steps.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic};
    /// assert_eq!(DiceRace::start().futility_margin(), None);
    /// ```
    fn futility_margin(&self) -> Option<f64> {
        None
    }

    /// About how many more moves the side to move will make before the
    /// game ends: how a clock's time left is shared out among them. `None`
    /// (the default) where the game cannot tell; a clock is then shared as
    /// if [`DEFAULT_MOVES_LEFT`] were left.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic};
    /// assert_eq!(DiceRace::start().moves_left(), None);
    /// ```
    fn moves_left(&self) -> Option<u32> {
        None
    }

    /// Quiescence's look at a position where a seat is to move: the
    /// estimate for `side` by the `yardstick` and, when `wants_moves` accepts that
    /// estimate, the tactical moves in `moves` as
    /// [`Heuristic::tactical_moves`] lists them (when it refuses, `moves`
    /// holds anything). Default: those calls, the moves listed only when
    /// wanted; a game whose estimate finds the legal moves anyway lists the
    /// tactical ones from the same work.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic, Side, Yardstick};
    /// let race = DiceRace::start();
    /// let mut moves = Default::default();
    /// let value = race.stand_pat(Side(0), Yardstick::Full, &mut moves, |value| value < 0.9);
    /// assert_eq!(value, race.evaluate(Side(0)));
    /// assert!(moves.is_empty());
    /// ```
    fn stand_pat(
        &self,
        side: Side,
        yardstick: Yardstick,
        moves: &mut Self::MoveList,
        wants_moves: impl FnOnce(f64) -> bool,
    ) -> f64 {
        let value = yardstick.estimate(self, side);
        if wants_moves(value) {
            self.tactical_moves(moves);
        }
        value
    }
}

/// The moves a clock is shared out among when the game cannot tell how
/// many are left ([`Heuristic::moves_left`]).
pub const DEFAULT_MOVES_LEFT: u32 = 30;

/// One weight of an evaluation that is a weighted sum of terms
/// ([`Heuristic::weights`]): its name and its value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weight {
    /// The name, in snake case: `hole`, `scared`.
    pub name: &'static str,
    /// The value, in the evaluation's points.
    pub value: f64,
}

impl Weight {
    /// The weight `name` of `value`.
    pub const fn new(name: &'static str, value: f64) -> Weight {
        Weight { name, value }
    }
}

/// Which of a game's two estimates a search uses ([`Heuristic::stand_pat`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Yardstick {
    /// [`Heuristic::evaluate`]: the game's own estimate.
    #[default]
    Full,
    /// [`Heuristic::plain_evaluate`]: the yardstick of simple engines.
    Plain,
}

impl Yardstick {
    /// Both yardsticks, the full one first.
    pub const BOTH: [Yardstick; 2] = [Yardstick::Full, Yardstick::Plain];

    /// The estimate of `state` for `side` by this yardstick.
    ///
    /// ```
    /// use ludeme_testing::demo::DiceRace;
    /// use ludeme_core::{Game, Heuristic, Side, Yardstick};
    /// let race = DiceRace::start();
    /// assert_eq!(Yardstick::Plain.estimate(&race, Side(0)), race.plain_evaluate(Side(0)));
    /// ```
    pub fn estimate<H: Heuristic>(self, state: &H, side: Side) -> f64 {
        match self {
            Yardstick::Full => state.evaluate(side),
            Yardstick::Plain => state.plain_evaluate(side),
        }
    }

    /// The name of the estimate: `evaluate` or `plain_evaluate`.
    pub const fn name(self) -> &'static str {
        match self {
            Yardstick::Full => "evaluate",
            Yardstick::Plain => "plain_evaluate",
        }
    }
}
