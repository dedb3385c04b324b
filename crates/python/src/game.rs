//! `ludeme.Game`: a game in progress, by text or by action number.

use numpy::{PyArray1, PyArray3, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use ludeme_players::{PlayerSpec, DEFAULT_ITERATIONS};
use ludeme_record::GameHandle;
use ludeme_session::{AnySession, AnySessionError, ErrorKind};

use ludeme_core::Actor;

use crate::{move_text_error, observation_array, IllegalMove, ParseError};

/// A Python exception for a session's refusal, with its one-line message.
pub(crate) fn raise(error: AnySessionError) -> PyErr {
    match error.kind() {
        ErrorKind::Name | ErrorKind::Position => ParseError::new_err(error.to_string()),
        kind if kind.is_illegal() => IllegalMove::new_err(error.to_string()),
        ErrorKind::MoveText => move_text_error(error.to_string()),
        ErrorKind::Tables
            if error
                .downcast_ref::<ludeme_registry::TablesError>()
                .is_some_and(crate::tables::unreadable) =>
        {
            pyo3::exceptions::PyOSError::new_err(error.to_string())
        }
        _ => PyValueError::new_err(error.to_string()),
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
/// `ludeme play` apply), by move text or by action number: a thin layer
/// over the facade's `GameHandle` (a session of the game's own type,
/// chosen once by name), which holds the pending decision of a move in two
/// and works out each position's legal actions once.
#[pyclass(module = "ludeme", skip_from_py_object)]
#[derive(Clone)]
pub struct Game {
    /// The game with its variant as given and the record it was read from.
    handle: GameHandle,
}

impl Game {
    /// The game in progress.
    pub(crate) fn session(&self) -> &dyn AnySession {
        self.handle.session()
    }

    /// A game continuing `session` (of the variant named `variant`).
    pub(crate) fn from_session(session: Box<dyn AnySession>, variant: Option<String>) -> Game {
        Game {
            handle: GameHandle::from_session(session, variant),
        }
    }

    /// The game a handle holds (a record's, read).
    pub(crate) fn of_handle(handle: GameHandle) -> Game {
        Game { handle }
    }
}

#[pymethods]
impl Game {
    /// `Game(game, variant=None, position=None, tables=None)`: the start,
    /// or position text, of a game and variant by name; `tables` (a
    /// `ludeme.Tables`, or a directory of table files) are the endgame
    /// tables that `best_move` and `analyse` consult. Raises `ParseError`
    /// for a bad name or position, `ValueError` for tables of another game
    /// and `OSError` for a directory that cannot be read.
    #[new]
    #[pyo3(signature = (game, variant=None, position=None, tables=None))]
    fn new(
        game: &str,
        variant: Option<String>,
        position: Option<&str>,
        tables: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Game> {
        let handle = GameHandle::new(game, variant.as_deref(), position).map_err(raise)?;
        let mut game = Game { handle };
        if let Some(tables) = tables {
            game.use_tables(Some(tables))?;
        }
        Ok(game)
    }

    /// `use_tables(tables)`: from now on `best_move` and `analyse` consult
    /// `tables` (a `ludeme.Tables` or a directory; `None`: none). Raises as
    /// `Game(...)`; the game is then unchanged.
    fn use_tables(&mut self, tables: Option<&Bound<'_, PyAny>>) -> PyResult<()> {
        let tables = match tables {
            None => None,
            Some(tables) => Some(crate::tables::shared(tables)?),
        };
        self.handle
            .session_mut()
            .use_tables(tables.as_ref())
            .map_err(raise)
    }

    /// What the endgame tables the game consults know of the position, as
    /// `Tables.probe` gives it (`(value, dtc)` for the seat to act), or
    /// `None` when it consults none or they do not know the position.
    #[getter]
    fn tables_value(&self) -> Option<(i32, Option<u32>)> {
        self.session().known().map(|known| (known.value, known.dtc))
    }

    /// `Game.from_record(text)`: the game a record holds (one record), its
    /// moves replayed. Raises `ParseError` with the reader's one-line
    /// message (`record 1, line 3, column 7: ...`).
    #[staticmethod]
    fn from_record(text: &str) -> PyResult<Game> {
        let handle =
            GameHandle::from_record_text(text).map_err(|e| ParseError::new_err(e.to_string()))?;
        Ok(Game { handle })
    }

    /// The record of the game so far, as text, with extra tags given as
    /// keywords (`g.record(Seats="ab, mcts", Event="test")`).
    #[pyo3(signature = (**tags))]
    fn record(&self, tags: Option<&Bound<'_, pyo3::types::PyDict>>) -> PyResult<String> {
        let mut extra = Vec::new();
        if let Some(tags) = tags {
            for (name, value) in tags.iter() {
                let name: String = name.extract()?;
                let value: String = value.extract().map_err(|_| {
                    PyValueError::new_err(format!("the tag {name} must be a string"))
                })?;
                extra.push((name, value));
            }
        }
        self.handle
            .record(extra)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.session().game_name()
    }

    /// The variant as given (`None`: the default).
    #[getter]
    fn variant(&self) -> Option<String> {
        self.handle.variant().map(String::from)
    }

    /// The legal moves in move text, sorted as `ludeme moves` lists them
    /// (at a chance node, its outcomes); after the first decision of a
    /// move in two, the moves that complete it.
    fn moves(&self) -> Vec<String> {
        self.session().legal_move_texts()
    }

    /// Plays a move given as text. Raises `IllegalMove` for a move the
    /// position refuses (or that does not complete a first decision already
    /// taken), and `MoveTextError` (an `IllegalMove` and a `ParseError`)
    /// for text that is no move; the game is then unchanged.
    fn play(&mut self, text: &str) -> PyResult<()> {
        self.handle.session_mut().play(text).map_err(raise)?;
        Ok(())
    }

    /// Takes back the last move: its text; or a pending first decision of
    /// a move in two: `""`; `None` at the start.
    fn undo(&mut self) -> Option<String> {
        self.handle.session_mut().undo()
    }

    /// The position text.
    #[getter]
    fn position(&self) -> String {
        self.session().position()
    }

    /// The moves played so far, in move text.
    #[getter]
    fn history(&self) -> Vec<String> {
        self.session().history()
    }

    /// Leaf nodes `depth` plies ahead (a chance outcome is one ply),
    /// counted without the GIL on every core.
    fn perft(&self, py: Python<'_>, depth: u32) -> PyResult<u64> {
        let handle = &self.handle;
        py.detach(|| handle.perft(depth)).map_err(raise)
    }

    /// The seat to act (0, 1, …), or `None` at a chance node or the end.
    #[getter]
    fn to_act(&self) -> Option<u8> {
        match self.session().to_act() {
            Actor::Seat(seat) => Some(seat.0),
            _ => None,
        }
    }

    /// The number of seats.
    #[getter]
    fn num_seats(&self) -> usize {
        self.session().seat_count()
    }

    /// A seat's name (`"white"`, `"red+yellow"`).
    fn seat_name(&self, seat: usize) -> PyResult<String> {
        self.session().seat_name(seat).map_err(raise)
    }

    /// Whether chance acts (a die to roll).
    #[getter]
    fn is_chance(&self) -> bool {
        self.session().to_act() == Actor::Chance
    }

    /// Whether the game is over (by the position or a history rule).
    #[getter]
    fn is_over(&self) -> bool {
        self.session().is_over()
    }

    /// The outcomes of a chance node with their probabilities (empty
    /// elsewhere): `[("roll 1", 0.1666…), …]`.
    fn chance_outcomes(&self) -> Vec<(String, f64)> {
        self.session().chance_outcomes()
    }

    /// `None` while the game goes on, then how it ended.
    #[getter]
    fn outcome(&self) -> Option<Outcome> {
        let outcome = self.session().outcome()?;
        Some(Outcome {
            winner: self.session().winner_name(),
            reason: outcome.reason().to_string(),
            text: self.session().outcome_text().unwrap_or_default(),
        })
    }

    /// The position's Zobrist hash.
    #[getter]
    fn zobrist(&self) -> u64 {
        self.session().zobrist()
    }

    /// The picture, as `ludeme show --svg` draws it.
    fn svg(&self) -> String {
        self.session().svg()
    }

    /// The board as the command line draws it.
    fn __str__(&self) -> String {
        self.session().diagram(ludeme_core::DiagramStyle::default())
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
        let session = self.session();
        Ok(py.detach(|| session.choose(spec, seed)))
    }

    /// The alpha-beta search of the position as `ludeme analyse` runs it,
    /// without the GIL, on a budget given as the players give it (`"30000"`
    /// nodes, `"0.5s"`, `"200ms"`): its last iteration as a dict with
    /// `move`, `score` (for the side to move, in ten-thousandths of a
    /// piece; a forced result is beyond ±1,000,000), `nodes`, `depth` and
    /// `pv`; `None` when no seat is to act.
    fn analyse<'py>(
        &self,
        py: Python<'py>,
        budget: &str,
    ) -> PyResult<Option<Bound<'py, pyo3::types::PyDict>>> {
        let budget: ludeme_players::Budget =
            budget
                .parse()
                .map_err(|error: ludeme_players::BudgetError| {
                    PyValueError::new_err(error.to_string())
                })?;
        let session = self.session();
        let Some(last) = py.detach(|| session.analyse(budget)) else {
            return Ok(None);
        };
        let report = pyo3::types::PyDict::new(py);
        report.set_item("move", last.best_move())?;
        report.set_item("score", last.score())?;
        report.set_item("nodes", last.nodes())?;
        report.set_item("depth", last.depth())?;
        report.set_item("pv", last.principal_variation())?;
        Ok(Some(report))
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
        let start = this.session().start_position();
        let args = (this.name(), this.variant(), start);
        let state = (this.history(), this.session().pending().to_vec());
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
            self.handle.session_mut().play(mv).map_err(raise)?;
        }
        for action in pending {
            self.handle
                .session_mut()
                .play_action(i64::from(action))
                .map_err(raise)?;
        }
        Ok(())
    }

    // The fixed action space.

    /// The size of the game's fixed action space (every action number is
    /// below it; see the module docs for each game's numbering).
    #[getter]
    fn num_actions(&self) -> usize {
        self.session().num_actions()
    }

    /// The legal action numbers now, sorted (at a chance node, its
    /// outcomes; after the first decision of a move in two decisions, the
    /// second ones).
    fn legal_actions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let actions = self.session().next_actions();
        // Copied into an array of numpy's own (no Rust buffer handed over,
        // no borrow to track).
        let wide: Vec<i64> = actions.iter().map(|&a| i64::from(a)).collect();
        Ok(PyArray1::from_slice(py, &wide))
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
            for &action in self.session().next_actions() {
                entries[action as usize] = 1;
            }
        }
        Ok(mask)
    }

    /// Plays an action number: a whole move, or the first decision of a
    /// move in two (the same seat then decides the second). Raises
    /// `IllegalMove` for an action that is not legal now.
    fn play_action(&mut self, action: i64) -> PyResult<()> {
        self.handle
            .session_mut()
            .play_action(action)
            .map_err(raise)?;
        Ok(())
    }

    /// `play_action(action)`, then `legal_actions()`: the actions that may
    /// follow, empty once the game is over (one call a ply for a loop
    /// that plays by action number). Raises as `play_action` does.
    fn step<'py>(&mut self, py: Python<'py>, action: i64) -> PyResult<Bound<'py, PyArray1<i64>>> {
        self.handle
            .session_mut()
            .play_action(action)
            .map_err(raise)?;
        self.legal_actions(py)
    }

    /// The move text of the move an action completes now. Raises
    /// `IllegalMove` for an action that is not legal, or that is only the
    /// first of two decisions.
    fn action_to_move(&self, action: i64) -> PyResult<String> {
        self.session().action_to_move(action).map_err(raise)
    }

    /// The action to play now toward a legal move given as text: its only
    /// action, or its next decision. Raises `ParseError` or `IllegalMove`.
    fn move_to_action(&self, text: &str) -> PyResult<i64> {
        let action = self.session().move_to_action(text).map_err(raise)?;
        Ok(i64::from(action))
    }

    /// The shape of [`Game::observation`]: planes, rows, columns.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [p, r, c] = self.session().observation_shape();
        (p, r, c)
    }

    /// The position as float32 planes `[planes, rows, columns]`, as the
    /// seat to act sees it (the module docs give each game's planes).
    fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray3<f32>>> {
        let shape = self.session().observation_shape();
        observation_array(py, shape, |out| self.session().observe(out))
    }

    /// Each seat's return: 1 for a win, -1 for a loss, 0 for a draw or
    /// while the game goes on.
    fn returns(&self) -> Vec<f64> {
        self.session().returns()
    }
}
