//! A game in progress: the one driver under every front end (the command
//! line's `play` and `match`, the web package, the Python module, the fuzz
//! targets), so that they play by the same rules and say the same things
//! in the same words.
//!
//! A [`Session`] owns the [`GameLine`] with its history rules; works out the
//! outcome, the legal moves and their actions once per position and keeps
//! them until the next move; answers who acts; plays moves given as text
//! (parsed and checked once), as moves, or as action numbers (a move in
//! two decisions one decision at a time); and advances the game by its
//! built-in players and the die ([`Session::step`], with [`Seats`]).
//!
//! It is generic over the game: `Session<G>` drives a game's own type at
//! full speed; a game chosen by name is a `Session<G>` behind
//! [`AnySession`](crate::AnySession), its type chosen once.

use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;

use ludeme_core::{
    Actions, Actor, Game, GameLine, History, HistoryRules, LegalActions, Oracle, Outcome, Render,
    Seat,
};

use crate::error::quote;
use crate::{Refusal, SessionError};

/// A game in progress with its history: moves in and out as text, moves or
/// action numbers, undo, the history rules of `ludeme play` (repetition,
/// no-capture limit, an optional ply cap), the outcome in words, and the
/// built-in players.
///
/// ```
/// use ludeme_session::Session;
/// use ludeme_core::Game;
/// use ludeme_registry::surakarta::Position;
/// let mut game = Session::from_game(Position::start());
/// assert_eq!(game.legal_move_texts().len(), 16);
/// game.play("b2-b3")?;
/// assert!(game.play("b3-b4").unwrap_err().to_string().starts_with("illegal move b3-b4: "));
/// assert_eq!(game.undo().as_deref(), Some("b2-b3"));
/// let reply = game.best_move("mcts:50", 7)?.expect("the game goes on");
/// game.play(&reply)?;
/// # Ok::<(), ludeme_session::SessionError<Position>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    line: GameLine<G>,
    /// The first actions decided of a move in two decisions.
    pub(crate) pending: Vec<u32>,
    /// The line's outcome (history rules included), settled when the
    /// position changes: every driver asks it at every position.
    outcome: Option<Outcome>,
    /// The legal moves with their actions (none once the game is over),
    /// settled when the position changes, in the same lists' memory (no
    /// allocation a ply).
    pub(crate) legal: LegalActions<G::Move>,
    /// The exact knowledge every player of the session consults.
    oracle: Consulted<G>,
}

/// The oracle a session's players consult, if any.
struct Consulted<G: Game>(Option<Arc<dyn Oracle<G>>>);

impl<G: Game> Clone for Consulted<G> {
    fn clone(&self) -> Self {
        Consulted(self.0.clone())
    }
}

impl<G: Game> core::fmt::Debug for Consulted<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match &self.0 {
            Some(oracle) => write!(f, "Some({:?})", oracle.name()),
            None => f.write_str("None"),
        }
    }
}

impl<G: Game> Session<G> {
    /// Every player this session builds ([`Session::choose`], the seats of
    /// [`Session::step`] made by the by-name layer, its analysis) consults
    /// `oracle` from now on: its move where it knows one, and its values
    /// inside their searches; `None`: no oracle.
    pub fn consult(&mut self, oracle: Option<Arc<dyn Oracle<G>>>) {
        self.oracle = Consulted(oracle);
    }

    /// The oracle the session's players consult, if any.
    pub fn oracle(&self) -> Option<&dyn Oracle<G>> {
        self.oracle.0.as_deref()
    }

    /// The oracle the session's players consult, shared.
    pub fn shared_oracle(&self) -> Option<&Arc<dyn Oracle<G>>> {
        self.oracle.0.as_ref()
    }
}

impl<G: Game> PartialEq for Session<G> {
    /// The same moves from the same start under the same history rules,
    /// and the same decisions pending.
    fn eq(&self, other: &Self) -> bool {
        self.line == other.line && self.pending == other.pending
    }
}

impl<G: Actions + History> Session<G> {
    /// The start under `rules`, or a position read from `position` text.
    ///
    /// # Errors
    /// Bad position text.
    pub fn from_text_with(
        rules: &G::Rules,
        position: Option<&str>,
    ) -> Result<Self, SessionError<G>> {
        let state = match position {
            None => G::start_with(rules),
            Some(text) => G::from_text(text, rules).map_err(|reason| SessionError::Position {
                quoted: quote(text),
                reason,
            })?,
        };
        Ok(Session::from_game(state))
    }

    /// A session from a game state, under its default history rules.
    pub fn from_game(state: G) -> Self {
        Session::from_line(GameLine::new(state))
    }

    /// A session from a game state under `rules` (e.g. with a ply cap).
    pub fn with_rules(state: G, rules: HistoryRules) -> Self {
        Session::from_line(GameLine::with_rules(state, rules))
    }

    /// A session continuing a line of play.
    pub fn from_line(line: GameLine<G>) -> Self {
        let mut session = Session {
            outcome: None,
            line,
            pending: Vec::new(),
            legal: LegalActions::empty(),
            oracle: Consulted(None),
        };
        session.settle();
        session
    }

    /// The position changed: its outcome and legal actions are settled
    /// once, here, for every question until the next change.
    fn settle(&mut self) {
        let position = self.line.position();
        // The position's end test and its moves in one survey; then the
        // history rules.
        self.outcome = position
            .outcome_and_legal_actions_as(&mut self.legal, |mv| mv)
            .or_else(|| self.line.history_outcome());
        if self.outcome.is_some() {
            self.legal.clear();
        }
    }

    /// The current position.
    pub fn game(&self) -> &G {
        self.line.position()
    }

    /// The line of play: positions, moves, history rules.
    pub fn line(&self) -> &GameLine<G> {
        &self.line
    }

    /// The position text.
    pub fn position(&self) -> String {
        self.game().to_string()
    }

    /// How the game ended, by the position or a history rule (worked out
    /// once per position).
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over (by the position or a history rule).
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Who acts now, the history rules counted: nobody once the line
    /// says the game is over (the end test is not run again).
    pub fn to_act(&self) -> Actor {
        if self.is_over() {
            Actor::Nobody
        } else {
            self.game().mover()
        }
    }

    /// The outcome in the command line's words (`white wins (watering
    /// holes held)`).
    pub fn outcome_text(&self) -> Option<String> {
        self.outcome().map(|o| o.describe(self.game()))
    }

    /// The winning side's name, if a side won.
    pub fn winner_name(&self) -> Option<String> {
        self.outcome()?.winner().map(|side| side.name(self.game()))
    }

    /// A seat's name (`"white"`, `"red+yellow"`).
    ///
    /// # Errors
    /// [`SessionError::NoSeat`] for a seat the game does not have.
    pub fn seat_name(&self, seat: usize) -> Result<String, SessionError<G>> {
        let count = self.game().seat_count();
        match u8::try_from(seat) {
            Ok(s) if seat < count => Ok(self.game().seat_name(Seat(s))),
            _ => Err(SessionError::NoSeat {
                seat: seat.to_string(),
                last: count.saturating_sub(1),
            }),
        }
    }

    /// The outcomes of a chance node with their probabilities (empty
    /// elsewhere, and once the game is over).
    pub fn chance_outcomes(&self) -> Vec<(G::Move, f64)> {
        match self.to_act() {
            Actor::Chance => self.game().chance_outcomes().into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Each seat's return: 1 for a win, -1 for a loss, 0 for a draw or
    /// while the game goes on.
    pub fn returns(&self) -> Vec<f64> {
        let state = self.game();
        let seats = (0..state.seat_count()).map(|s| state.side_of(Seat(s as u8)));
        match self.outcome() {
            None => seats.map(|_| 0.0).collect(),
            Some(outcome) => seats
                .map(|side| 2.0 * outcome.value_for(side) - 1.0)
                .collect(),
        }
    }

    /// Plays a move given as text: parsed, then checked once.
    ///
    /// # Errors
    /// Text that is no move of this game, a move the position refuses (or
    /// that does not complete a first decision already taken), or any move
    /// once the game is over; the session is then unchanged.
    pub fn play(&mut self, text: &str) -> Result<G::Move, SessionError<G>> {
        let mv = self
            .game()
            .parse_move(text)
            .map_err(SessionError::MoveText)?;
        self.play_move(mv)?;
        Ok(mv)
    }

    /// Plays a move (one of [`Session::game`]'s legal moves, or one a
    /// player chose), checked once.
    ///
    /// # Errors
    /// A move the position refuses, or any move once the game is over; the
    /// session is then unchanged.
    pub fn play_move(&mut self, mv: G::Move) -> Result<(), SessionError<G>> {
        self.check(mv)
            .map_err(|reason| SessionError::Illegal { mv, reason })?;
        self.played(mv);
        Ok(())
    }

    /// Why `mv` may not be played now, if it may not: answered from the
    /// position's legal list, which the session holds; the game's own
    /// reason ([`Game::check`]) is asked only for a move the list lacks.
    ///
    /// # Errors
    /// The refusal, typed.
    pub fn check(&self, mv: G::Move) -> Result<(), Refusal<G::IllegalMove>> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        let steps = self.game().actions_of(mv);
        let listed = matches!(
            self.legal.decide_steps(steps),
            ludeme_core::Decision::Completes(listed) if listed == mv
        );
        if !listed {
            return Err(match self.game().check(mv) {
                Err(reason) => Refusal::Rule(reason),
                Ok(()) => Refusal::NotLegal,
            });
        }
        if self.pending.is_empty() || steps.starts_with(&self.pending) {
            Ok(())
        } else {
            Err(Refusal::Incomplete)
        }
    }

    /// Plays a move known to be legal: `mv` must be one of
    /// [`Session::game`]'s legal moves while [`Session::outcome`] is `None`
    /// (see [`GameLine::play_unchecked`]).
    pub fn play_unchecked(&mut self, mv: G::Move) {
        self.played(mv);
    }

    /// Records `mv`, a legal move of the current position.
    pub(crate) fn played(&mut self, mv: G::Move) {
        self.line.play_unchecked(mv);
        self.pending.clear();
        self.settle();
    }

    /// The moves played so far, in move text.
    pub fn history(&self) -> Vec<String> {
        self.line.moves().iter().map(ToString::to_string).collect()
    }

    /// Takes the last move back; its text, or `None` at the start. A
    /// pending first decision is taken back first (its text is then
    /// empty).
    pub fn undo(&mut self) -> Option<String> {
        if self.pending.pop().is_some() {
            return Some(String::new());
        }
        let mv = self.line.undo()?;
        self.settle();
        Some(mv.to_string())
    }

    /// Takes moves back until the position stood at ply `ply` (0: the
    /// start); nothing if the game has not got that far.
    pub fn undo_to(&mut self, ply: usize) {
        if ply < self.line.plies() || !self.pending.is_empty() {
            self.pending.clear();
            while self.line.plies() > ply {
                self.line.undo();
            }
            self.settle();
        }
    }

    /// Leaf nodes `depth` plies ahead of the current position (a chance
    /// outcome is one ply), on every core under the `rayon` feature: what
    /// [`ludeme_core::Perft`] counts.
    pub fn perft(&self, depth: u32) -> u64
    where
        G: Send + Sync,
        G::Move: Send + Sync,
    {
        ludeme_core::Perft::new()
            .threads(0)
            .count(self.game(), depth)
    }

    /// The picture, as `ludeme show --svg` draws it.
    pub fn svg(&self) -> String
    where
        G: Render,
    {
        self.game().svg()
    }
}
