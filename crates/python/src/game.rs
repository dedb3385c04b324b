//! `ludeme.Game`: a game in progress, by text or by action number.

use numpy::{PyArray1, PyArray3, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use ludeme::players::{PlayerSpec, DEFAULT_ITERATIONS};
use ludeme::session::{Session, SessionError, MAX_PERFT_DEPTH};
use std::sync::OnceLock;

use ludeme::{Actions, Actor, AnyGame, AnyMove, Decision, Game as _, LegalActions, Render, Seat};

use crate::{move_text_error, observation_array, IllegalMove, ParseError};

/// A Python exception for a session's refusal, with its one-line message.
fn raise(error: SessionError) -> PyErr {
    match error {
        SessionError::Illegal { .. } => IllegalMove::new_err(error.to_string()),
        SessionError::Player(_) => PyValueError::new_err(error.to_string()),
        SessionError::MoveText(_) => move_text_error(error.to_string()),
        _ => ParseError::new_err(error.to_string()),
    }
}

/// How a game ended.
#[pyclass(module = "ludeme", frozen, get_all, from_py_object)]
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The winning side's name (`"white"`, `"red+yellow"`), or `None` for
    /// a draw.
    pub winner: Option<String>,
    /// Why the game ended (`"watering holes held"`, `"repetition"`).
    pub reason: String,
    /// The result in the command line's words (`"white wins (watering
    /// holes held)"`).
    pub text: String,
}

#[pymethods]
impl Outcome {
    fn __repr__(&self) -> String {
        format!(
            "Outcome(winner={}, reason={:?}, text={:?})",
            self.winner
                .as_ref()
                .map_or_else(|| "None".to_string(), |w| format!("{w:?}")),
            self.reason,
            self.text
        )
    }

    fn __eq__(&self, other: &Outcome) -> bool {
        self.winner == other.winner && self.reason == other.reason && self.text == other.text
    }
}

/// A game of any registered kind, with its history (the history rules of
/// `ludeme play` apply), by move text or by action number.
#[pyclass(module = "ludeme", skip_from_py_object)]
#[derive(Clone)]
pub struct Game {
    session: Session,
    /// The variant as given (for copies and pickles).
    variant: Option<String>,
    /// The first actions decided of a move in two decisions.
    pending: Vec<u32>,
    /// The current position's legal moves with their actions, worked out
    /// once per position (emptied by every move and undo).
    legal: OnceLock<Legal>,
}

/// What a position allows: how the game ended, or its legal moves with
/// their actions.
#[derive(Clone, Debug)]
struct Legal {
    /// The record's outcome (history rules included).
    outcome: Option<ludeme::Outcome>,
    /// Empty once the game is over.
    moves: LegalActions<AnyMove>,
}

impl Game {
    fn state(&self) -> &AnyGame {
        self.session.game()
    }

    /// The outcome, and the legal moves and their actions (none once the
    /// game is over), worked out once per position.
    fn legal(&self) -> &Legal {
        self.legal.get_or_init(|| {
            let state = self.state();
            let outcome = self.session.outcome();
            let moves = match outcome {
                Some(_) => LegalActions::empty(),
                None => state.legal_actions(),
            };
            Legal { outcome, moves }
        })
    }

    /// How the game ended (the history rules counted), or `None`.
    fn ended(&self) -> Option<ludeme::Outcome> {
        self.legal().outcome
    }

    /// Who acts now: nobody once the game is over.
    fn actor(&self) -> Actor {
        if self.ended().is_some() {
            Actor::Nobody
        } else {
            self.state().to_act()
        }
    }

    /// The position changed: the legal moves are to be worked out again.
    fn moved(&mut self) {
        self.legal = OnceLock::new();
    }

    /// The refusal of an action that is not legal now.
    fn illegal_action(&self, action: i64) -> PyErr {
        IllegalMove::new_err(format!(
            "illegal action {action}: not among the {} legal actions",
            self.next().len()
        ))
    }

    /// The action numbers that may be played now.
    fn next(&self) -> Vec<u32> {
        self.legal().moves.following(&self.pending)
    }
}

#[pymethods]
impl Game {
    /// `Game(game, variant=None, position=None)`: the start, or position
    /// text, of a game and variant by name.
    #[new]
    #[pyo3(signature = (game, variant=None, position=None))]
    fn new(game: &str, variant: Option<String>, position: Option<&str>) -> PyResult<Game> {
        let session = Session::new(game, variant.as_deref(), position).map_err(raise)?;
        Ok(Game {
            session,
            variant,
            pending: Vec::new(),
            legal: OnceLock::new(),
        })
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.session.game_name()
    }

    /// The variant as given (`None`: the default).
    #[getter]
    fn variant(&self) -> Option<String> {
        self.variant.clone()
    }

    /// The legal moves in move text, sorted as `ludeme moves` lists them
    /// (at a chance node, its outcomes); after the first decision of a
    /// move in two, the moves that complete it.
    fn moves(&self) -> Vec<String> {
        if self.pending.is_empty() {
            return self.session.moves();
        }
        let state = self.state();
        let moves = state.legal_moves();
        moves
            .iter()
            .filter(|&&mv| state.actions_of(mv).starts_with(&self.pending))
            .map(ToString::to_string)
            .collect()
    }

    /// Plays a move given as text. Raises `IllegalMove` for a move the
    /// position refuses (or that does not complete a first decision already
    /// taken), and `MoveTextError` (an `IllegalMove` and a `ParseError`)
    /// for text that is no move; the game is then unchanged.
    fn play(&mut self, text: &str) -> PyResult<()> {
        if !self.pending.is_empty() {
            let mv = self
                .state()
                .parse_move(text)
                .map_err(|e| move_text_error(format!("not a move: {e}")))?;
            if !self.state().actions_of(mv).starts_with(&self.pending) {
                return Err(IllegalMove::new_err(format!(
                    "illegal move {mv}: it does not complete the decision already taken"
                )));
            }
        }
        self.session.play(text).map_err(raise)?;
        self.pending.clear();
        self.moved();
        Ok(())
    }

    /// Takes back the last move: its text; or a pending first decision of
    /// a move in two: `""`; `None` at the start.
    fn undo(&mut self) -> Option<String> {
        if self.pending.pop().is_some() {
            return Some(String::new());
        }
        self.moved();
        self.session.undo()
    }

    /// The position text.
    #[getter]
    fn position(&self) -> String {
        self.session.position()
    }

    /// The moves played so far, in move text.
    #[getter]
    fn history(&self) -> Vec<String> {
        self.session.history()
    }

    /// Leaf nodes `depth` plies ahead (a chance outcome is one ply),
    /// counted without the GIL on every core.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        if depth > MAX_PERFT_DEPTH {
            return Err(PyValueError::new_err(format!(
                "perft depth must be at most {MAX_PERFT_DEPTH}, not {depth}"
            )));
        }
        let state = self.state().clone();
        // On every core: the same count as the serial one.
        Ok(py.detach(|| ludeme::Perft::new().threads(0).count(&state, depth)))
    }

    /// The seat to act (0, 1, …), or `None` at a chance node or the end.
    #[getter]
    fn to_act(&self) -> Option<u8> {
        match self.actor() {
            Actor::Seat(seat) => Some(seat.0),
            _ => None,
        }
    }

    /// The number of seats.
    #[getter]
    fn num_seats(&self) -> usize {
        self.state().seat_count()
    }

    /// A seat's name (`"white"`, `"red+yellow"`).
    fn seat_name(&self, seat: usize) -> PyResult<String> {
        let count = self.state().seat_count();
        if seat >= count {
            return Err(PyValueError::new_err(format!(
                "no seat {seat}: the game has seats 0 to {}",
                count - 1
            )));
        }
        Ok(self.state().seat_name(Seat(seat as u8)))
    }

    /// Whether chance acts (a die to roll).
    #[getter]
    fn is_chance(&self) -> bool {
        self.actor() == Actor::Chance
    }

    /// Whether the game is over (by the position or a history rule).
    #[getter]
    fn is_over(&self) -> bool {
        self.ended().is_some()
    }

    /// The outcomes of a chance node with their probabilities (empty
    /// elsewhere): `[("roll 1", 0.1666…), …]`.
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        if !self.is_chance() {
            return Vec::new();
        }
        let outcomes = self.state().chance_outcomes();
        outcomes
            .iter()
            .map(|&(mv, p)| (mv.to_string(), p))
            .collect()
    }

    /// `None` while the game goes on, then how it ended.
    #[getter]
    fn outcome(&self) -> Option<Outcome> {
        let outcome = self.ended()?;
        Some(Outcome {
            winner: self.session.winner_name(),
            reason: outcome.reason().to_string(),
            text: self.session.outcome_text().unwrap_or_default(),
        })
    }

    /// The position's Zobrist hash.
    #[getter]
    fn zobrist(&self) -> u64 {
        self.state().zobrist()
    }

    /// The picture, as `ludeme show --svg` draws it.
    fn svg(&self) -> String {
        self.session.svg()
    }

    /// The board as the command line draws it.
    fn __str__(&self) -> String {
        self.state().diagram(ludeme::DiagramStyle::default())
    }

    fn __repr__(&self) -> String {
        format!("Game({:?}, position={:?})", self.name(), self.position())
    }

    /// A built-in player's move, searched without the GIL: MCTS with
    /// `iterations` and `seed`, or any player by name (`player="ab:0.5s"`,
    /// `"ab:20000"`, `"greedy"`, …); at a chance node an outcome drawn
    /// with `seed`; `None` once the game is over.
    #[pyo3(signature = (iterations=DEFAULT_ITERATIONS, seed=0, player=None))]
    fn best_move(
        &self,
        py: Python<'_>,
        iterations: u32,
        seed: u64,
        player: Option<&str>,
    ) -> PyResult<Option<String>> {
        let spec = match player {
            Some(name) => name
                .parse()
                .map_err(|e| PyValueError::new_err(format!("{e}")))?,
            None if iterations == 0 => {
                return Err(PyValueError::new_err("iterations must be at least 1"))
            }
            None => PlayerSpec::mcts(iterations),
        };
        let session = self.session.clone();
        Ok(py.detach(|| session.choose(spec, seed).map(|mv| mv.to_string())))
    }

    /// A copy that goes its own way.
    fn clone(&self) -> Game {
        Clone::clone(self)
    }

    fn __copy__(&self) -> Game {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        Clone::clone(self)
    }

    /// Pickles as the game, variant and start position, then the moves and
    /// pending decisions (replayed on loading).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.borrow();
        let start = this.session.record().start().to_string();
        let args = (this.name(), this.variant.clone(), start);
        let state = (this.history(), this.pending.clone());
        let class = py.get_type::<Game>();
        PyTuple::new(
            py,
            [
                class.into_any(),
                args.into_pyobject(py)?.into_any(),
                state.into_pyobject(py)?.into_any(),
            ],
        )
    }

    fn __setstate__(&mut self, state: (Vec<String>, Vec<u32>)) -> PyResult<()> {
        let (moves, pending) = state;
        for mv in &moves {
            self.session.play(mv).map_err(raise)?;
        }
        self.moved();
        for action in pending {
            self.play_action(i64::from(action))?;
        }
        Ok(())
    }

    // The fixed action space.

    /// The size of the game's fixed action space (every action number is
    /// below it; see the module docs for each game's numbering).
    #[getter]
    fn num_actions(&self) -> usize {
        AnyGame::num_actions(&self.state().rules())
    }

    /// The legal action numbers now, sorted (at a chance node, its
    /// outcomes; after the first decision of a move in two decisions, the
    /// second ones).
    fn legal_actions<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let moves = &self.legal().moves;
        if self.pending.is_empty() {
            PyArray1::from_iter(py, moves.firsts().iter().map(|&a| i64::from(a)))
        } else {
            PyArray1::from_iter(
                py,
                moves.following(&self.pending).into_iter().map(i64::from),
            )
        }
    }

    /// The legal actions now as a mask: an `int8` array of `num_actions`
    /// entries, 1 where the action is legal (what PettingZoo's
    /// `action_mask` holds).
    fn legal_mask<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let mask = PyArray1::<i8>::zeros(py, self.num_actions(), false);
        {
            let mut view = mask.readwrite();
            let entries = view
                .as_slice_mut()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            let legal = &self.legal().moves;
            let following;
            let actions = if self.pending.is_empty() {
                legal.firsts()
            } else {
                following = legal.following(&self.pending);
                &following
            };
            for &action in actions {
                entries[action as usize] = 1;
            }
        }
        Ok(mask)
    }

    /// Plays an action number: a whole move, or the first decision of a
    /// move in two (the same seat then decides the second). Raises
    /// `IllegalMove` for an action that is not legal now.
    fn play_action(&mut self, action: i64) -> PyResult<()> {
        let Ok(action) = u32::try_from(action) else {
            return Err(self.illegal_action(action));
        };
        self.pending.push(action);
        match self.legal().moves.decide(&self.pending) {
            Decision::Completes(mv) => {
                // From the legal list of a game that goes on.
                self.session.play_unchecked(mv);
                self.pending.clear();
                self.moved();
            }
            Decision::Begins => {}
            _ => {
                self.pending.pop();
                return Err(self.illegal_action(i64::from(action)));
            }
        }
        Ok(())
    }

    /// The move text of the move an action completes now. Raises
    /// `IllegalMove` for an action that is not legal, or that is only the
    /// first of two decisions.
    fn action_to_move(&self, action: i64) -> PyResult<String> {
        let mut decided = self.pending.clone();
        decided.push(u32::try_from(action).unwrap_or(u32::MAX));
        match self.legal().moves.decide(&decided) {
            Decision::Completes(mv) => Ok(mv.to_string()),
            decision => Err(IllegalMove::new_err(format!(
                "action {action} completes no legal move here{}",
                if decision == Decision::Begins {
                    " (it is the first of two decisions)"
                } else {
                    ""
                }
            ))),
        }
    }

    /// The action to play now toward a legal move given as text: its only
    /// action, or its next decision. Raises `ParseError` or `IllegalMove`.
    fn move_to_action(&self, text: &str) -> PyResult<i64> {
        let state = self.state();
        let mv = state
            .parse_move(text)
            .map_err(|e| move_text_error(format!("not a move: {e}")))?;
        let steps = state.actions_of(mv);
        let legal = self.legal().moves.iter().any(|(_, m)| m == mv);
        match steps.get(self.pending.len()) {
            Some(&next) if legal && steps.starts_with(&self.pending) => Ok(i64::from(next)),
            _ => Err(IllegalMove::new_err(format!(
                "illegal move {mv}: not a legal move{}",
                if self.pending.is_empty() {
                    ""
                } else {
                    " that follows the decision already taken"
                }
            ))),
        }
    }

    /// The shape of [`Game::observation`]: planes, rows, columns.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [p, r, c] = AnyGame::observation_shape(&self.state().rules());
        (p, r, c)
    }

    /// The position as float32 planes `[planes, rows, columns]`, as the
    /// seat to act sees it (the module docs give each game's planes).
    fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<f32>>> {
        let state = self.state();
        let shape = AnyGame::observation_shape(&state.rules());
        observation_array(py, shape, |out| state.observe(&self.pending, out))
    }

    /// Each seat's return: 1 for a win, -1 for a loss, 0 for a draw or
    /// while the game goes on.
    fn returns(&self) -> Vec<f64> {
        let state = self.state();
        let seats = state.seat_count();
        match self.ended() {
            None => vec![0.0; seats],
            Some(outcome) => (0..seats)
                .map(|s| 2.0 * outcome.value_for(state.side_of(Seat(s as u8))) - 1.0)
                .collect(),
        }
    }
}
