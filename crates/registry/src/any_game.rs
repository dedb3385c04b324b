//! [`AnyGame`] and [`AnyMove`] as values: what is asked of a state by name
//! (its start, text, rules, name, seats and move text), and the visit of
//! the game's own type ([`AnyGame::visit`]) for everything else. They do
//! not implement [`Game`]: code that plays, searches or drives a game runs
//! on the game's own type, chosen once.

use ludeme_core::Game;

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

    /// The start position of the game under `rules`.
    ///
    /// ```
    /// use ludeme_registry::{AnyGame, AnyRules};
    /// let rules = AnyRules::by_name("barricade", Some("pairs-4"))?;
    /// assert_eq!(AnyGame::start_with(&rules).rules(), rules);
    /// # Ok::<(), ludeme_registry::NameError>(())
    /// ```
    pub fn start_with(rules: &AnyRules) -> AnyGame {
        each_rules!(rules, G, r => G::start_with(r).into())
    }

    /// The position of the game under `rules` that `text` writes.
    ///
    /// # Errors
    /// The game's position text error.
    pub fn from_text(text: &str, rules: &AnyRules) -> Result<AnyGame, AnyError> {
        each_rules!(rules, G, r => match G::from_text(text, r) {
            Ok(state) => Ok(state.into()),
            Err(e) => Err(<G as Member>::any_error(GameError::Position(e))),
        })
    }

    /// The rules the state is played under, by name.
    pub fn rules(&self) -> AnyRules {
        each!(AnyGame, self, p => any_rules(p))
    }

    /// The game's command-line name.
    pub fn game_name(&self) -> &'static str {
        self.rules().game_name()
    }

    /// The move that `text` writes in this state (parsed, not checked).
    ///
    /// ```
    /// use ludeme_registry::AnyGame;
    /// let start = AnyGame::by_name("surakarta", None, None)?;
    /// assert_eq!(start.parse_move("b2-c3")?.to_string(), "b2-c3");
    /// assert!(start.parse_move("b2-").is_err());
    /// # Ok::<(), ludeme_registry::AnyError>(())
    /// ```
    ///
    /// # Errors
    /// The game's move text error.
    pub fn parse_move(&self, text: &str) -> Result<AnyMove, AnyError> {
        each!(AnyGame, self, p => p
            .parse_move(text)
            .map(|m| any_move(p, m))
            .map_err(|e| any_error(p, GameError::MoveText(e))))
    }

    /// How many seats the game has.
    pub fn seat_count(&self) -> usize {
        each!(AnyGame, self, p => p.seat_count())
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
