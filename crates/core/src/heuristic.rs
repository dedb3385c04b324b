//! What players ask of a game beyond its rules: how well a side stands, and
//! which moves are sharp.

use crate::{Game, MoveList, Side};

/// A quick estimate of how well a side stands, for players that cannot
/// search to the end: a greedy player picks the move it rates best, MCTS
/// scores playouts cut short with it, and alpha-beta scores the leaves of its
/// search with it and looks at tactical moves first.
///
/// Every method has a default that knows nothing but the result: a game
/// without a better idea implements the trait with an empty block.
///
/// ```
/// use ludeme_core::{demo::DiceRace, Game, Heuristic, Side};
/// let race: DiceRace = "4,0,0 0 1".parse()?;
/// assert_eq!(race.evaluate(Side(0)), 0.5);
/// let mut won = race.clone();
/// won.play("+1".parse()?)?;
/// assert_eq!(won.evaluate(Side(0)), 1.0);
/// # Ok::<(), ludeme_core::demo::RaceError>(())
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
    /// use ludeme_core::{demo::DiceRace, Game, Heuristic};
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

    /// Quiescence's look at a position where a seat is to move: the
    /// estimate for `side` ([`Heuristic::plain_evaluate`] when `plain`, else
    /// [`Heuristic::evaluate`]) and, when `wants_moves` accepts that
    /// estimate, the tactical moves in `moves` as
    /// [`Heuristic::tactical_moves`] lists them (when it refuses, `moves`
    /// holds anything). Default: those calls, the moves listed only when
    /// wanted; a game whose estimate finds the legal moves anyway lists the
    /// tactical ones from the same work.
    ///
    /// ```
    /// use ludeme_core::{demo::DiceRace, Game, Heuristic, Side};
    /// let race = DiceRace::start();
    /// let mut moves = Default::default();
    /// let value = race.stand_pat(Side(0), false, &mut moves, |value| value < 0.9);
    /// assert_eq!(value, race.evaluate(Side(0)));
    /// assert!(moves.is_empty());
    /// ```
    fn stand_pat(
        &self,
        side: Side,
        plain: bool,
        moves: &mut Self::MoveList,
        wants_moves: impl FnOnce(f64) -> bool,
    ) -> f64 {
        let value = if plain {
            self.plain_evaluate(side)
        } else {
            self.evaluate(side)
        };
        if wants_moves(value) {
            self.tactical_moves(moves);
        }
        value
    }
}

#[cfg(test)]
mod tests {
    use core::fmt;

    use alloc::string::String;
    use smallvec::SmallVec;

    use crate::demo::{DiceRace, RaceError, RaceMove, RaceRules};
    use crate::{Actor, ChanceOutcomes, Game, Heuristic, Outcome, Seat, Side};

    /// The dice race, where advancing by two is tactical and nothing else
    /// of the heuristic is overridden: the defaults under test.
    #[derive(Clone, PartialEq, Eq, Debug)]
    struct SharpRace(DiceRace);

    impl fmt::Display for SharpRace {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            self.0.fmt(f)
        }
    }

    impl Game for SharpRace {
        type Move = RaceMove;
        type MoveList = SmallVec<[RaceMove; 2]>;
        type Rules = RaceRules;
        type IllegalMove = RaceError;
        type ParseError = RaceError;
        type MoveParseError = RaceError;

        fn start_with(rules: &RaceRules) -> Self {
            SharpRace(DiceRace::start_with(rules))
        }
        fn rules(&self) -> RaceRules {
            self.0.rules()
        }
        fn from_text(text: &str, rules: &RaceRules) -> Result<Self, RaceError> {
            DiceRace::from_text(text, rules).map(SharpRace)
        }
        fn parse_move(&self, text: &str) -> Result<RaceMove, RaceError> {
            self.0.parse_move(text)
        }
        fn seat_count(&self) -> usize {
            self.0.seat_count()
        }
        fn side_of(&self, seat: Seat) -> Side {
            self.0.side_of(seat)
        }
        fn seat_name(&self, seat: Seat) -> String {
            self.0.seat_name(seat)
        }
        fn to_act(&self) -> Actor {
            self.0.to_act()
        }
        fn generate_moves(&self, moves: &mut Self::MoveList) {
            self.0.generate_moves(moves);
        }
        fn chance_outcomes(&self) -> ChanceOutcomes<RaceMove> {
            self.0.chance_outcomes()
        }
        fn check(&self, mv: RaceMove) -> Result<(), RaceError> {
            self.0.check(mv)
        }
        fn play_unchecked(&mut self, mv: RaceMove) {
            self.0.play_unchecked(mv);
        }
        fn outcome(&self) -> Option<Outcome> {
            self.0.outcome()
        }
        fn zobrist(&self) -> u64 {
            self.0.zobrist()
        }
    }

    impl Heuristic for SharpRace {
        fn is_tactical(&self, mv: RaceMove) -> bool {
            mv == RaceMove::Advance(2)
        }
    }

    fn race(text: &str) -> SharpRace {
        SharpRace::from_text(text, &RaceRules::default()).unwrap()
    }

    /// A list that holds something already: the defaults replace it.
    fn stale() -> SmallVec<[RaceMove; 2]> {
        SmallVec::from_slice(&[RaceMove::Roll(1), RaceMove::Roll(2)])
    }

    #[test]
    fn the_default_tactical_moves_are_the_legal_ones_the_game_calls_tactical() {
        let cases: [(&str, &[RaceMove]); 4] = [
            // After a 2: +1 and +2, of which +2 is tactical.
            ("1,0,3 1 2", &[RaceMove::Advance(2)]),
            // After a 1, or before the roll, or at the goal: none.
            ("1,0,3 1 1", &[]),
            ("1,0,3 1 -", &[]),
            ("5,0,3 1 -", &[]),
        ];
        for (text, tactical) in cases {
            let state = race(text);
            let mut moves = stale();
            state.tactical_moves(&mut moves);
            assert_eq!(&moves[..], tactical, "{text}");
            // Quiescence's look lists them when it wants them, from the
            // plain estimate when asked for it.
            let mut looked = stale();
            let value = state.stand_pat(Side(1), true, &mut looked, |_| true);
            assert_eq!(value, state.plain_evaluate(Side(1)));
            assert_eq!(&looked[..], tactical, "{text}");
        }
    }

    #[test]
    fn the_default_plain_estimate_is_the_estimate() {
        // Under way (½), won by side 0 (seat 0 at the goal), and lost by it.
        for (text, side, value) in [
            ("1,0,3 1 2", Side(0), 0.5),
            ("5,0,3 1 -", Side(0), 1.0),
            ("5,0,3 1 -", Side(1), 0.0),
        ] {
            let state = race(text);
            assert_eq!(state.evaluate(side), value, "{text}");
            assert_eq!(state.plain_evaluate(side), value, "{text}");
        }
    }
}
