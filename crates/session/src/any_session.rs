//! [`AnySession`]: a [`Session`] of a registered game held by name, its
//! game chosen once ([`AnySession::by_name`] visits the registry) and every
//! call below running on the game's own type: the one object-safe trait
//! under the game every binding holds (`ludeme_record::GameHandle`), and so
//! under Python, JavaScript and C.
//!
//! The trait has no provided methods: a session of a game's own type
//! implements each one, so a method left out is a compile error, never a
//! silent default.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::any::Any;

use ludeme_core::{Actions, Actor, DiagramStyle, HistoryRules, Outcome};
use ludeme_players::{AlphaBeta, AlphaBetaConfig, Analysis, Budget, PlayerSpec};
use ludeme_registry::{AnyGame, AnyMove, AnyRules, Registered, TablesError};
use ludeme_tables::Tables;

use crate::tables_value::{endgame_oracle, mover_side, not_known};
use crate::{AnySessionError, Seats, Session, Setup, TablesValue, Turn};

/// A session of any registered game, chosen by name: every question and
/// move in text, action numbers, the built-in players by name. Implemented
/// by [`Session<G>`] for every registered game `G`; held as
/// `Box<dyn AnySession>`.
///
/// ```
/// use ludeme_session::AnySession;
/// let mut game = <dyn AnySession>::by_name("surakarta", None, None)?;
/// game.play("b2-b3")?;
/// assert_eq!(game.history(), ["b2-b3"]);
/// assert_eq!(game.game_name(), "surakarta");
/// # Ok::<(), ludeme_session::AnySessionError>(())
/// ```
pub trait AnySession: Send + Sync + core::fmt::Debug {
    /// The rules, by name.
    fn rules(&self) -> AnyRules;
    /// The game's command-line name.
    fn game_name(&self) -> &'static str;
    /// The current position, as a value.
    fn state(&self) -> AnyGame;
    /// The position text.
    fn position(&self) -> String;
    /// The start's position text.
    fn start_position(&self) -> String;
    /// The legal moves in move text (see [`Session::legal_move_texts`]).
    fn legal_move_texts(&self) -> Vec<String>;
    /// The moves played so far, in move text.
    fn history(&self) -> Vec<String>;
    /// Plays a move given as text, parsed and checked once.
    ///
    /// # Errors
    /// See [`Session::play`]; the session is then unchanged.
    fn play(&mut self, text: &str) -> Result<(), AnySessionError>;
    /// Plays an action number; the move it completes, by name (a value:
    /// no text is written unless asked for).
    ///
    /// # Errors
    /// See [`Session::play_action`]; the session is then unchanged.
    fn play_action(&mut self, action: i64) -> Result<Option<AnyMove>, AnySessionError>;
    /// Takes the last move (or pending decision) back (see
    /// [`Session::undo`]).
    fn undo(&mut self) -> Option<String>;
    /// Takes moves back to ply `ply` (see [`Session::undo_to`]).
    fn undo_to(&mut self, ply: usize);
    /// The history rules the game is played under.
    fn history_rules(&self) -> HistoryRules;
    /// Who acts now, the history rules counted.
    fn to_act(&self) -> Actor;
    /// The number of seats.
    fn seat_count(&self) -> usize;
    /// A seat's name.
    ///
    /// # Errors
    /// A seat the game does not have.
    fn seat_name(&self, seat: usize) -> Result<String, AnySessionError>;
    /// The name of the side a seat plays for (`"red+yellow"` in
    /// Barricade's pairs; a seat's own name in a game of two).
    ///
    /// # Errors
    /// A seat the game does not have.
    fn side_name(&self, seat: usize) -> Result<String, AnySessionError>;
    /// How the game ended, if it did.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The outcome in the command line's words.
    fn outcome_text(&self) -> Option<String>;
    /// The winning side's name, if a side won.
    fn winner_name(&self) -> Option<String>;
    /// A chance node's outcomes in move text, with their probabilities.
    fn chance_outcomes(&self) -> Vec<(String, f64)>;
    /// Each seat's return (see [`Session::returns`]).
    fn returns(&self) -> Vec<f64>;
    /// The position's Zobrist hash.
    fn zobrist(&self) -> u64;
    /// The board as the command line draws it.
    fn diagram(&self, style: DiagramStyle) -> String;
    /// The picture, as `ludeme show --svg` draws it.
    fn svg(&self) -> String;
    /// Leaf nodes `depth` plies ahead (see [`Session::perft`]).
    fn perft(&self, depth: u32) -> u64;
    /// The move a built-in player chooses now, in text (see
    /// [`Session::choose`]).
    fn choose(&self, player: PlayerSpec, seed: u64) -> Option<String>;
    /// The analysis of the position as `ludeme analyse` runs it: the
    /// move of the oracle the session consults where it knows one, else
    /// the alpha-beta search's last iteration, knowing the history and
    /// consulting the oracle; the moves in text (`None` when no seat is to
    /// act).
    fn analyse(&self, budget: Budget) -> Option<Analysis<String>>;
    /// Every player the session builds consults `tables` from now on
    /// (`None`: none), as [`Session::consult`] says.
    ///
    /// # Errors
    /// [`TablesError::OtherGame`](ludeme_registry::TablesError) for a game or rules without endgame
    /// tables; the session is then unchanged.
    fn use_tables(&mut self, tables: Option<&Arc<Tables>>) -> Result<(), AnySessionError>;
    /// What `tables` know of the position for the seat to act, at the
    /// game's plies since its last irreversible move.
    ///
    /// # Errors
    /// [`TablesError::OtherGame`](ludeme_registry::TablesError) as
    /// [`AnySession::use_tables`]; [`TablesError::Unanswered`](ludeme_registry::TablesError)
    /// where the tables do not know the position.
    fn probe(&self, tables: &Arc<Tables>) -> Result<TablesValue, AnySessionError>;
    /// What `tables` know of each legal move, for the seat that plays it
    /// (the DTC counts the move), in byte order of the move text; the
    /// positions seen since the last irreversible move end the game if
    /// stepped back to.
    ///
    /// # Errors
    /// As [`AnySession::probe`].
    fn tables_move_values(
        &self,
        tables: &Arc<Tables>,
    ) -> Result<Vec<(String, TablesValue)>, AnySessionError>;
    /// The tables' move: the one that keeps the best value within the
    /// history rules.
    ///
    /// # Errors
    /// As [`AnySession::probe`].
    fn tables_move(&self, tables: &Arc<Tables>) -> Result<String, AnySessionError>;
    /// What the oracle the session consults knows of the position, for
    /// the seat to act, if it consults one and it knows it.
    fn known(&self) -> Option<TablesValue>;
    /// The action numbers that may be played now.
    fn next_actions(&self) -> &[u32];
    /// The first decisions already taken of a move in two.
    fn pending(&self) -> &[u32];
    /// The move text of the move an action completes now.
    ///
    /// # Errors
    /// See [`Session::action_to_move`].
    fn action_to_move(&self, action: i64) -> Result<String, AnySessionError>;
    /// The action toward a legal move given as text.
    ///
    /// # Errors
    /// See [`Session::move_to_action`].
    fn move_to_action(&self, text: &str) -> Result<u32, AnySessionError>;
    /// The size of the fixed action space.
    fn num_actions(&self) -> usize;
    /// The observation's shape: planes, rows, columns.
    fn observation_shape(&self) -> [usize; 3];
    /// Writes the observation (see [`Session::observe`]).
    fn observe(&self, out: &mut [f32]);
    /// Players for this game's seats (see [`Seats::new`]), to step it
    /// with [`AnySession::step`].
    fn seats(&self, players: &[Option<PlayerSpec>], seed: u64) -> AnySeats;
    /// Advances the game by one ply if a built-in player or the die is to
    /// act (see [`Session::step`]); the move in text.
    ///
    /// # Errors
    /// See [`Session::step`]; seats made for another game's session
    /// ([`ErrorKind::OtherGame`](crate::ErrorKind::OtherGame)).
    fn step(&mut self, seats: &mut AnySeats) -> Result<Turn<String>, AnySessionError>;
    /// Whether `other` is a session of the same game type with the same
    /// moves from the same start, history rules and pending decisions.
    fn same_as(&self, other: &dyn AnySession) -> bool;
    /// A copy that goes its own way.
    fn clone_box(&self) -> Box<dyn AnySession>;
    /// The session of the game's own type, to downcast
    /// (`as_any().downcast_ref::<Session<G>>()`).
    fn as_any(&self) -> &dyn Any;
}

impl dyn AnySession {
    /// The start, or `position` text, of a game and variant by name: the
    /// game's own type chosen here, once.
    ///
    /// # Errors
    /// An unknown game or variant; bad position text.
    pub fn by_name(
        game: &str,
        variant: Option<&str>,
        position: Option<&str>,
    ) -> Result<Box<dyn AnySession>, AnySessionError> {
        Setup::new(game)
            .variant_if(variant)
            .position_if(position)
            .start()
    }

    /// The start, or `position` text, of a game under `rules`.
    ///
    /// # Errors
    /// Bad position text.
    pub fn with_rules(
        rules: AnyRules,
        position: Option<&str>,
    ) -> Result<Box<dyn AnySession>, AnySessionError> {
        rules.visit(Setup::default().position_if(position))
    }
}

/// The players of a game's seats and its die, for a game held by name
/// (made by [`AnySession::seats`]; the [`Seats`] of the game's own type
/// inside).
pub struct AnySeats(Box<dyn Any>);

impl core::fmt::Debug for AnySeats {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("AnySeats")
    }
}

impl PartialEq for dyn AnySession {
    fn eq(&self, other: &dyn AnySession) -> bool {
        self.same_as(other)
    }
}

impl Clone for Box<dyn AnySession> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl<G: Registered> AnySession for Session<G> {
    fn rules(&self) -> AnyRules {
        G::any_rules(self.game().rules())
    }

    fn game_name(&self) -> &'static str {
        AnySession::rules(self).game_name()
    }

    fn state(&self) -> AnyGame {
        self.game().clone().into()
    }

    fn position(&self) -> String {
        Session::position(self)
    }

    fn start_position(&self) -> String {
        self.line().start().to_string()
    }

    fn legal_move_texts(&self) -> Vec<String> {
        Session::legal_move_texts(self)
    }

    fn history(&self) -> Vec<String> {
        Session::history(self)
    }

    fn play(&mut self, text: &str) -> Result<(), AnySessionError> {
        Session::play(self, text)?;
        Ok(())
    }

    fn play_action(&mut self, action: i64) -> Result<Option<AnyMove>, AnySessionError> {
        Ok(Session::play_action(self, action)?.map(G::any_move))
    }

    fn undo(&mut self) -> Option<String> {
        Session::undo(self)
    }

    fn undo_to(&mut self, ply: usize) {
        Session::undo_to(self, ply);
    }

    fn history_rules(&self) -> HistoryRules {
        self.line().rules()
    }

    fn to_act(&self) -> Actor {
        Session::to_act(self)
    }

    fn seat_count(&self) -> usize {
        self.game().seat_count()
    }

    fn seat_name(&self, seat: usize) -> Result<String, AnySessionError> {
        Ok(Session::seat_name(self, seat)?)
    }

    fn side_name(&self, seat: usize) -> Result<String, AnySessionError> {
        Session::seat_name(self, seat)?;
        let game = self.game();
        Ok(game.side_of(ludeme_core::Seat(seat as u8)).name(game))
    }

    fn outcome(&self) -> Option<Outcome> {
        Session::outcome(self)
    }

    fn is_over(&self) -> bool {
        Session::is_over(self)
    }

    fn outcome_text(&self) -> Option<String> {
        Session::outcome_text(self)
    }

    fn winner_name(&self) -> Option<String> {
        Session::winner_name(self)
    }

    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        Session::chance_outcomes(self)
            .into_iter()
            .map(|(mv, p)| (mv.to_string(), p))
            .collect()
    }

    fn returns(&self) -> Vec<f64> {
        Session::returns(self)
    }

    fn zobrist(&self) -> u64 {
        self.game().zobrist()
    }

    fn diagram(&self, style: DiagramStyle) -> String {
        self.game().diagram(style)
    }

    fn svg(&self) -> String {
        Session::svg(self)
    }

    fn perft(&self, depth: u32) -> u64 {
        Session::perft(self, depth)
    }

    fn choose(&self, player: PlayerSpec, seed: u64) -> Option<String> {
        Session::choose(self, player, seed).map(|mv| mv.to_string())
    }

    fn analyse(&self, budget: Budget) -> Option<Analysis<String>> {
        let mut search = AlphaBeta::new(AlphaBetaConfig::new(budget));
        let analysis = search.analyse_knowing(self.line(), self.oracle(), |_| {})?;
        Some(analysis.map(|mv| mv.to_string()))
    }

    fn use_tables(&mut self, tables: Option<&Arc<Tables>>) -> Result<(), AnySessionError> {
        let oracle = match tables {
            Some(tables) => Some(endgame_oracle(self, tables)?),
            None => None,
        };
        self.consult(oracle);
        Ok(())
    }

    fn probe(&self, tables: &Arc<Tables>) -> Result<TablesValue, AnySessionError> {
        let oracle = endgame_oracle(self, tables)?;
        let known = oracle
            .value_in(self.line())
            .map_err(TablesError::Unanswered)?;
        Ok(TablesValue::of(
            known,
            mover_side(self).ok_or_else(not_known)?,
        ))
    }

    fn tables_move_values(
        &self,
        tables: &Arc<Tables>,
    ) -> Result<Vec<(String, TablesValue)>, AnySessionError> {
        let oracle = endgame_oracle(self, tables)?;
        let side = mover_side(self).ok_or_else(not_known)?;
        let values = oracle
            .known_moves(self.line())
            .map_err(TablesError::Unanswered)?;
        let mut listed: Vec<(String, TablesValue)> = values
            .into_iter()
            .map(|(mv, known)| (mv.to_string(), TablesValue::of(known, side)))
            .collect();
        listed.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(listed)
    }

    fn tables_move(&self, tables: &Arc<Tables>) -> Result<String, AnySessionError> {
        let oracle = endgame_oracle(self, tables)?;
        match oracle.move_in(self.line()) {
            Some(mv) => Ok(mv.to_string()),
            // Why it has no move: why it does not know the position.
            None => Err(match oracle.value_in(self.line()) {
                Err(why) => TablesError::Unanswered(why),
                Ok(_) => not_known(),
            }
            .into()),
        }
    }

    fn known(&self) -> Option<TablesValue> {
        let known = self.oracle()?.value_in(self.line()).ok()?;
        Some(TablesValue::of(known, mover_side(self)?))
    }

    fn next_actions(&self) -> &[u32] {
        Session::next_actions(self)
    }

    fn pending(&self) -> &[u32] {
        Session::pending(self)
    }

    fn action_to_move(&self, action: i64) -> Result<String, AnySessionError> {
        Ok(Session::action_to_move(self, action)?.to_string())
    }

    fn move_to_action(&self, text: &str) -> Result<u32, AnySessionError> {
        Ok(Session::move_to_action(self, text)?)
    }

    fn num_actions(&self) -> usize {
        G::num_actions(&self.game().rules())
    }

    fn observation_shape(&self) -> [usize; 3] {
        <G as Actions>::observation_shape(&self.game().rules())
    }

    fn observe(&self, out: &mut [f32]) {
        Session::observe(self, out);
    }

    fn seats(&self, players: &[Option<PlayerSpec>], seed: u64) -> AnySeats {
        AnySeats(Box::new(Seats::<G>::new(players, seed)))
    }

    fn step(&mut self, seats: &mut AnySeats) -> Result<Turn<String>, AnySessionError> {
        let seats = seats
            .0
            .downcast_mut::<Seats<G>>()
            .ok_or(crate::any_error::OtherGame)?;
        Ok(match Session::step(self, seats)? {
            Turn::Played { actor, mv } => Turn::Played {
                actor,
                mv: mv.to_string(),
            },
            Turn::Person(seat) => Turn::Person(seat),
            Turn::Over(outcome) => Turn::Over(outcome),
        })
    }

    fn same_as(&self, other: &dyn AnySession) -> bool {
        other
            .as_any()
            .downcast_ref::<Session<G>>()
            .is_some_and(|other| other == self)
    }

    fn clone_box(&self) -> Box<dyn AnySession> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
