//! [`AnyGame`] and [`AnyMove`] as a [`Game`]: each method forwarded to the
//! game's own type by the registry's one match ([`each!`],
//! [`each_with_move!`] for a state and a move together).

use alloc::string::String;

use ludeme_core::{Actor, ChanceOutcomes, Game, Outcome, Seat, Side, SplitMix64};

use crate::{AnyError, AnyGame, AnyMove, AnyRules, GameError, Member, StateVisitor};

impl AnyGame {
    /// A game by name: the start position, or `position` text, of a game
    /// and variant named as on the command line.
    ///
    /// # Errors
    /// [`AnyError::Name`] for an unknown game or variant; the game's
    /// position text error.
    pub fn by_name(
        game: &str,
        variant: Option<&str>,
        position: Option<&str>,
    ) -> Result<AnyGame, AnyError> {
        let rules = AnyRules::by_name(game, variant)?;
        match position {
            None => Ok(AnyGame::start_with(&rules)),
            Some(text) => AnyGame::from_text(text, &rules),
        }
    }

    /// The game's command-line name.
    pub fn game_name(&self) -> &'static str {
        self.rules().game_name()
    }

    /// Runs `visitor` on the state, of the game's own type (see
    /// [`StateVisitor`]).
    pub fn visit<V: StateVisitor>(self, visitor: V) -> V::Output {
        each!(AnyGame, self, state => visitor.visit(state))
    }
}

impl core::fmt::Display for AnyGame {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        each!(AnyGame, self, p => p.fmt(f))
    }
}

impl core::fmt::Display for AnyMove {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        each!(AnyMove, self, m => m.fmt(f))
    }
}

/// `state`'s move `mv`, by name (`state` names the game).
#[inline]
pub(crate) fn any_move<G: Member>(_state: &G, mv: G::Move) -> AnyMove {
    G::any_move(mv)
}

/// `state`'s rules, by name.
fn any_rules<G: Member>(state: &G) -> AnyRules {
    G::any_rules(state.rules())
}

/// An error of `state`'s game, by name.
fn any_error<G: Member>(_state: &G, error: GameError<G>) -> AnyError {
    G::any_error(error)
}

impl Game for AnyGame {
    type Move = AnyMove;
    type MoveList = ludeme_core::SmallVec<[AnyMove; 256]>;
    type Rules = AnyRules;
    type IllegalMove = AnyError;
    type ParseError = AnyError;
    type MoveParseError = AnyError;

    fn start_with(rules: &AnyRules) -> Self {
        each_rules!(rules, G, r => G::start_with(r).into())
    }

    fn rules(&self) -> AnyRules {
        each!(AnyGame, self, p => any_rules(p))
    }

    fn from_text(text: &str, rules: &AnyRules) -> Result<Self, AnyError> {
        each_rules!(rules, G, r => match G::from_text(text, r) {
            Ok(state) => Ok(state.into()),
            Err(e) => Err(<G as Member>::any_error(GameError::Position(e))),
        })
    }

    fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
        each!(AnyGame, self, p => p
            .parse_move(text)
            .map(|m| any_move(p, m))
            .map_err(|e| any_error(p, GameError::MoveText(e))))
    }

    fn seat_count(&self) -> usize {
        each!(AnyGame, self, p => p.seat_count())
    }

    fn side_of(&self, seat: Seat) -> Side {
        each!(AnyGame, self, p => p.side_of(seat))
    }

    fn seat_name(&self, seat: Seat) -> String {
        each!(AnyGame, self, p => p.seat_name(seat))
    }

    fn mover(&self) -> Actor {
        each!(AnyGame, self, p => p.mover())
    }

    fn to_act(&self) -> Actor {
        each!(AnyGame, self, p => p.to_act())
    }

    fn generate_moves(&self, moves: &mut Self::MoveList) {
        moves.clear();
        each!(AnyGame, self, p => moves.extend(p.legal_moves().iter().map(|&m| any_move(p, m))))
    }

    fn legal_move_count(&self) -> usize {
        each!(AnyGame, self, p => p.legal_move_count())
    }

    fn chance_outcomes(&self) -> ChanceOutcomes<AnyMove> {
        each!(AnyGame, self, p => p
            .chance_outcomes()
            .into_iter()
            .map(|(m, probability)| (any_move(p, m), probability))
            .collect())
    }

    fn sample_move(&self, rng: &mut SplitMix64) -> Option<AnyMove> {
        each!(AnyGame, self, p => p.sample_move(rng).map(|m| any_move(p, m)))
    }

    /// [`AnyError::WrongGame`] for a move of another game.
    fn check(&self, mv: AnyMove) -> Result<(), AnyError> {
        each_with_move!((self, mv), (p, m) => p
            .check(m)
            .map_err(|e| any_error(p, GameError::Illegal(e))),
            else Err(AnyError::WrongGame))
    }

    /// A move of another game is not played.
    fn play_unchecked(&mut self, mv: AnyMove) {
        each_with_move!((self, mv), (p, m) => p.play_unchecked(m), else ())
    }

    /// A move of another game is not played.
    fn play_unhashed(&mut self, mv: AnyMove) {
        each_with_move!((self, mv), (p, m) => p.play_unhashed(m), else ())
    }

    fn outcome(&self) -> Option<Outcome> {
        each!(AnyGame, self, p => p.outcome())
    }

    fn zobrist(&self) -> u64 {
        each!(AnyGame, self, p => p.zobrist())
    }
}
