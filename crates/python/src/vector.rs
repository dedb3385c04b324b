//! `ludeme.VectorGame`: many games of one kind stepped by one call, over
//! the vector games of [`ludeme_vector`]. The output arrays are made once; each
//! step writes them in place, and the attributes are read-only views of
//! them.

use numpy::{
    Element, PyArray1, PyArray2, PyArray4, PyArrayDescrMethods, PyArrayMethods, PyReadonlyArray1,
    PyUntypedArray, PyUntypedArrayMethods,
};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use ludeme_vector::{AnyVectorGame, Outputs, VectorError, VectorOptions};

use crate::game::Game;
use crate::{IllegalMove, ParseError};

/// The exception for a refused batch.
fn raise(error: VectorError) -> PyErr {
    match error {
        VectorError::Illegal { .. } => IllegalMove::new_err(error.to_string()),
        _ => PyValueError::new_err(error.to_string()),
    }
}

/// `N` games of one game and variant held in Rust and stepped together:
/// pgx's field names, every array written in place by `step` and `reset`
/// (the attributes are read-only views of them: copy what you keep).
#[pyclass(module = "ludeme")]
pub struct VectorGame {
    games: Box<dyn AnyVectorGame>,
    name: String,
    variant: Option<String>,
    observation: Py<PyArray4<f32>>,
    legal_action_mask: Py<PyArray2<bool>>,
    current_player: Py<PyArray1<i32>>,
    rewards: Py<PyArray2<f32>>,
    terminated: Py<PyArray1<bool>>,
    truncated: Py<PyArray1<bool>>,
    /// The read-only views the attributes give, in the order above.
    views: [Py<PyAny>; 6],
    /// The actions of the last `random_actions` (reused).
    sampled: Py<PyArray1<i64>>,
}

/// A read-only view of `array`.
fn read_only<'py>(array: &Bound<'py, PyAny>) -> PyResult<Py<PyAny>> {
    let view = array.call_method0("view")?;
    view.getattr("flags")?.setattr("writeable", false)?;
    Ok(view.unbind())
}

impl VectorGame {
    /// Runs `write` with the output arrays as slices, without the GIL.
    fn write(
        &mut self,
        py: Python<'_>,
        write: impl FnOnce(&mut dyn AnyVectorGame, &mut Outputs<'_>) -> Result<(), VectorError> + Send,
    ) -> PyResult<()> {
        let mut observation = self.observation.bind(py).readwrite();
        let mut mask = self.legal_action_mask.bind(py).readwrite();
        let mut current_player = self.current_player.bind(py).readwrite();
        let mut rewards = self.rewards.bind(py).readwrite();
        let mut terminated = self.terminated.bind(py).readwrite();
        let mut truncated = self.truncated.bind(py).readwrite();
        let contiguous = |e: numpy::AsSliceError| PyValueError::new_err(e.to_string());
        let mut out = Outputs {
            observation: observation.as_slice_mut().map_err(contiguous)?,
            legal_action_mask: mask.as_slice_mut().map_err(contiguous)?,
            current_player: current_player.as_slice_mut().map_err(contiguous)?,
            rewards: rewards.as_slice_mut().map_err(contiguous)?,
            terminated: terminated.as_slice_mut().map_err(contiguous)?,
            truncated: truncated.as_slice_mut().map_err(contiguous)?,
        };
        let games = &mut *self.games;
        py.detach(move || write(games, &mut out)).map_err(raise)
    }
}

/// `actions` as `i64`s: a one-dimensional numpy array of integers, or a
/// sequence of ints, of length `n`.
fn actions_of(actions: &Bound<'_, PyAny>, n: usize) -> PyResult<Vec<i64>> {
    let values: Vec<i64> = if let Ok(array) = actions.cast::<PyUntypedArray>() {
        let dtype = array.dtype();
        if array.ndim() != 1 || array.len() != n {
            return Err(PyValueError::new_err(format!(
                "actions must have shape ({n},), one per game, not {:?}",
                array.shape()
            )));
        }
        if !dtype.is_equiv_to(&i64::get_dtype(actions.py())) {
            let kind = dtype.kind();
            if kind != b'i' && kind != b'u' {
                return Err(PyTypeError::new_err(format!(
                    "actions must be integers, not {}",
                    dtype.str()?
                )));
            }
            let converted = actions.call_method1("astype", ("int64",))?;
            let converted: PyReadonlyArray1<'_, i64> = converted.extract()?;
            return Ok(converted.as_array().to_vec());
        }
        let array: PyReadonlyArray1<'_, i64> = actions.extract()?;
        array.as_array().to_vec()
    } else {
        let values: Vec<i64> = actions.extract().map_err(|_| {
            PyTypeError::new_err("actions must be a numpy array or a sequence of ints")
        })?;
        if values.len() != n {
            return Err(PyValueError::new_err(format!(
                "{} actions for {n} games: one action per game",
                values.len()
            )));
        }
        values
    };
    Ok(values)
}

#[pymethods]
impl VectorGame {
    /// `VectorGame(game, num_games, variant=None, seed=0, max_plies=None,
    /// threads=None)`: `num_games` games from the start, reset; chance
    /// drawn from `seed`; a game cut off (truncated) after `max_plies`
    /// actions; `threads=1` steps on the calling thread, `None` on every
    /// core when there are enough games (the games' courses are the same).
    #[new]
    #[pyo3(signature = (game, num_games, variant=None, seed=0, max_plies=None, threads=None))]
    fn new(
        py: Python<'_>,
        game: &str,
        num_games: usize,
        variant: Option<String>,
        seed: u64,
        max_plies: Option<u32>,
        threads: Option<usize>,
    ) -> PyResult<VectorGame> {
        if max_plies == Some(0) {
            return Err(PyValueError::new_err("max_plies must be at least 1"));
        }
        let options = VectorOptions::new(num_games)
            .seed(seed)
            .max_plies(max_plies)
            .threads(threads.unwrap_or(0));
        let games = ludeme_vector::by_name(game, variant.as_deref(), options)
            .map_err(|e| ParseError::new_err(e.to_string()))?;
        let n = games.len();
        let [planes, rows, columns] = games.observation_shape();
        let observation = PyArray4::<f32>::zeros(py, [n, planes, rows, columns], false);
        let legal_action_mask = PyArray2::<bool>::zeros(py, [n, games.num_actions()], false);
        let current_player = PyArray1::<i32>::zeros(py, n, false);
        let rewards = PyArray2::<f32>::zeros(py, [n, games.seats()], false);
        let terminated = PyArray1::<bool>::zeros(py, n, false);
        let truncated = PyArray1::<bool>::zeros(py, n, false);
        let views = [
            read_only(observation.as_any())?,
            read_only(legal_action_mask.as_any())?,
            read_only(current_player.as_any())?,
            read_only(rewards.as_any())?,
            read_only(terminated.as_any())?,
            read_only(truncated.as_any())?,
        ];
        let mut vector = VectorGame {
            games,
            name: game.to_string(),
            variant,
            observation: observation.unbind(),
            legal_action_mask: legal_action_mask.unbind(),
            current_player: current_player.unbind(),
            rewards: rewards.unbind(),
            terminated: terminated.unbind(),
            truncated: truncated.unbind(),
            views,
            sampled: PyArray1::<i64>::zeros(py, n, false).unbind(),
        };
        // Reset with the seed itself: the games begin as `reset(seed=seed)` begins them.
        vector.write(py, move |games, out| games.reset(Some(seed), out))?;
        Ok(vector)
    }

    /// Plays `actions[i]` in game `i` (an int array of shape `(N,)`), rolls
    /// chance, and writes every array in place. A game that ended on the
    /// previous step (`terminated` or `truncated`) starts again instead,
    /// whatever its action. Raises `IllegalMove` naming the first game
    /// whose action is not legal, `ValueError`/`TypeError` for a wrong
    /// shape or dtype; no game changes then.
    fn step(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let actions = actions_of(actions, self.games.len())?;
        self.write(py, move |games, out| games.step(&actions, out))
    }

    /// Starts every game again (with fresh random streams from `seed`, if
    /// given) and writes every array.
    #[pyo3(signature = (seed=None))]
    fn reset(&mut self, py: Python<'_>, seed: Option<u64>) -> PyResult<()> {
        self.write(py, move |games, out| games.reset(seed, out))
    }

    /// A uniformly random legal action of each game (int64, shape `(N,)`;
    /// 0 for a game that just ended), drawn in Rust from a stream seeded
    /// with the vector's seed (the games' chance is not touched). The
    /// array is reused by the next call: copy what you keep.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray1<i64>>> {
        let sampled = self.sampled.bind(py).clone();
        {
            let mut view = sampled.readwrite();
            let out = view
                .as_slice_mut()
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            self.games.random_actions(out).map_err(raise)?;
        }
        Ok(sampled)
    }

    /// `float32 (N, planes, rows, columns)`: each game's position as its
    /// seat to act sees it (as `Game.observation()`).
    #[getter]
    fn observation(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[0].clone_ref(py)
    }

    /// `bool (N, num_actions)`: the legal actions of each game (all `True`
    /// for a game that just ended: its next action is ignored).
    #[getter]
    fn legal_action_mask(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[1].clone_ref(py)
    }

    /// `int32 (N,)`: the seat to act (`-1` for a game that just ended).
    #[getter]
    fn current_player(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[2].clone_ref(py)
    }

    /// `float32 (N, num_seats)`: what the last step gave each seat (1 a
    /// win, -1 a loss, 0 a draw or while the game goes on).
    #[getter]
    fn rewards(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[3].clone_ref(py)
    }

    /// `bool (N,)`: the game ended on the last step.
    #[getter]
    fn terminated(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[4].clone_ref(py)
    }

    /// `bool (N,)`: the game was cut off by `max_plies` on the last step.
    #[getter]
    fn truncated(&self, py: Python<'_>) -> Py<PyAny> {
        self.views[5].clone_ref(py)
    }

    /// The number of games.
    #[getter]
    fn num_games(&self) -> usize {
        self.games.len()
    }

    fn __len__(&self) -> usize {
        self.games.len()
    }

    /// The size of the action space.
    #[getter]
    fn num_actions(&self) -> usize {
        self.games.num_actions()
    }

    /// The number of seats.
    #[getter]
    fn num_seats(&self) -> usize {
        self.games.seats()
    }

    /// The shape of one game's observation: planes, rows, columns.
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let [p, r, c] = self.games.observation_shape();
        (p, r, c)
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// The variant as given (`None`: the default).
    #[getter]
    fn variant(&self) -> Option<String> {
        self.variant.clone()
    }

    /// Copies of the games as they stand, as `ludeme.Game`s (their
    /// moves, chance included, replayed from the start).
    fn games(&self) -> Vec<Game> {
        (0..self.games.len())
            .map(|i| Game::from_session(self.games.any_game(i), self.variant.clone()))
            .collect()
    }

    /// A copy of game `index` as a `ludeme.Game`.
    fn game(&self, index: usize) -> PyResult<Game> {
        if index >= self.games.len() {
            return Err(pyo3::exceptions::PyIndexError::new_err(format!(
                "no game {index}: there are {}",
                self.games.len()
            )));
        }
        Ok(Game::from_session(
            self.games.any_game(index),
            self.variant.clone(),
        ))
    }

    fn __repr__(&self) -> String {
        format!(
            "VectorGame({:?}, num_games={}{})",
            self.name,
            self.games.len(),
            self.variant
                .as_ref()
                .map_or_else(String::new, |v| format!(", variant={v:?}"))
        )
    }
}
