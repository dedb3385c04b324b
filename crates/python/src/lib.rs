//! The `ludeme` Python module (its native part, `ludeme._ludeme`): a thin
//! PyO3 layer over the facade's `GameHandle`, written once over the registry.
//! The Python package (`python/ludeme/`) re-exports it with type stubs and
//! adds the PettingZoo environment.
#![cfg_attr(docsrs, feature(doc_cfg))]

use numpy::{PyArray1, PyArray3, PyArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyType};

mod game;
mod tables;
mod vector;

pub use game::{Game, Outcome};
pub use tables::Tables;
pub use vector::VectorGame;

create_exception!(
    ludeme,
    ParseError,
    PyValueError,
    "Text that is no game, variant, position or move of the game."
);
create_exception!(
    ludeme,
    IllegalMove,
    PyValueError,
    "A move or action the position refuses (or any, once the game is over)."
);

/// The type of [`move_text_error`], made when the module loads.
static MOVE_TEXT_ERROR: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// Move text that is no move: a `ludeme.MoveTextError`, which is both a
/// `ParseError` (the text) and an `IllegalMove` (what `Game.play` raises for
/// any move it refuses).
pub(crate) fn move_text_error(message: String) -> PyErr {
    Python::attach(|py| match MOVE_TEXT_ERROR.get(py) {
        Some(class) => PyErr::from_type(class.bind(py).clone(), message),
        None => ParseError::new_err(message),
    })
}

/// The registered games' names.
#[pyfunction]
fn games() -> Vec<&'static str> {
    ludeme_registry::games().iter().map(|g| g.name).collect()
}

/// A game's variants: `(name, description)`, the default first.
#[pyfunction]
fn variants(game: &str) -> PyResult<Vec<(&'static str, &'static str)>> {
    ludeme_registry::AnyRules::by_name(game, None)
        .map_err(|e| ParseError::new_err(e.to_string()))?;
    let info = ludeme_registry::games()
        .into_iter()
        .find(|g| g.name == game);
    Ok(info
        .iter()
        .flat_map(|info| &info.variants)
        .map(|v| (v.name, v.description))
        .collect())
}

/// A game's action numbering and observation planes, in words (what the
/// module's documentation lists for every game).
#[pyfunction]
#[pyo3(signature = (game, variant=None))]
fn action_space(game: &str, variant: Option<&str>) -> PyResult<&'static str> {
    let rules = ludeme_registry::AnyRules::by_name(game, variant)
        .map_err(|e| ParseError::new_err(e.to_string()))?;
    Ok(rules.visit(ActionSpace))
}

/// The game's [`ludeme_core::Actions::ACTION_SPACE`].
struct ActionSpace;

impl ludeme_registry::GameVisitor for ActionSpace {
    type Output = &'static str;

    fn visit<G: ludeme_registry::Registered>(self, _rules: G::Rules) -> &'static str {
        <G as ludeme_core::Actions>::ACTION_SPACE
    }
}

/// `read_records(path_or_text)`: every game of a file of records (a path,
/// or the text itself: a string with a line break or starting with `[`),
/// each replayed. Raises
/// `ParseError` with the record, line and column of the first error.
#[pyfunction]
fn read_records(source: &Bound<'_, PyAny>) -> PyResult<Vec<game::Game>> {
    let text: String = match source.extract::<String>() {
        Ok(text) if text.contains('\n') || text.trim_start().starts_with(['[', '\u{feff}']) => text,
        _ => {
            let path: std::path::PathBuf = source.extract().map_err(|_| {
                pyo3::exceptions::PyTypeError::new_err("read_records takes a path or record text")
            })?;
            let bytes = std::fs::read(&path).map_err(|e| {
                pyo3::exceptions::PyOSError::new_err(format!("cannot read {}: {e}", path.display()))
            })?;
            String::from_utf8_lossy(&bytes).into_owned()
        }
    };
    let games = ludeme_record::GameHandle::read_all(&text)
        .map_err(|e| ParseError::new_err(e.to_string()))?;
    Ok(games.into_iter().map(game::Game::of_handle).collect())
}

/// The most plies of one random playout.
const PLAYOUT_CAP: usize = 100_000;

/// `n` uniformly random games from the start (seeds `seed`, `seed + 1`,
/// …), played in Rust without the GIL by the bare rules of the position
/// (no history rules: no repetition or no-capture limit, as `ludeme bench`
/// plays them): their lengths in plies, and their winning sides (`-1` a
/// draw, `-2` unfinished after 100,000 plies).
#[pyfunction]
#[pyo3(signature = (game, n, seed, variant=None))]
#[allow(clippy::type_complexity)]
fn random_playouts<'py>(
    py: Python<'py>,
    game: &str,
    n: usize,
    seed: u64,
    variant: Option<&str>,
) -> PyResult<(Bound<'py, PyArray1<i64>>, Bound<'py, PyArray1<i64>>)> {
    let rules = ludeme_registry::AnyRules::by_name(game, variant)
        .map_err(|e| ParseError::new_err(e.to_string()))?;
    let (lengths, winners) = py.detach(|| rules.visit(Playouts { n, seed }));
    Ok((
        PyArray1::from_vec(py, lengths),
        PyArray1::from_vec(py, winners),
    ))
}

/// Random playouts on the game's own type (as `ludeme bench` runs them,
/// without the by-name dispatch at every move).
struct Playouts {
    n: usize,
    seed: u64,
}

impl ludeme_registry::GameVisitor for Playouts {
    type Output = (Vec<i64>, Vec<i64>);

    fn visit<G: ludeme_registry::Registered>(self, rules: G::Rules) -> Self::Output {
        let start = G::start_with(&rules);
        let mut lengths = Vec::with_capacity(self.n);
        let mut winners = Vec::with_capacity(self.n);
        // Game `i` is seeded `seed + i`, as documented (not a derived
        // seed): seed `s + 1`'s games are seed `s`'s shifted by one.
        for i in 0..self.n as u64 {
            let playout =
                ludeme_core::random_playout(&start, self.seed.wrapping_add(i), PLAYOUT_CAP);
            lengths.push(playout.moves.len() as i64);
            let winner = match playout.last.outcome() {
                Some(outcome) => outcome.winner().map_or(-1, |side| i64::from(side.0)),
                None => -2,
            };
            winners.push(winner);
        }
        (lengths, winners)
    }
}

/// An observation array of `shape`, filled by `write`.
pub(crate) fn observation_array<'py>(
    py: Python<'py>,
    shape: [usize; 3],
    write: impl FnOnce(&mut [f32]),
) -> PyResult<Bound<'py, PyArray3<f32>>> {
    let array = PyArray3::<f32>::zeros(py, shape, false);
    {
        let mut view = array.readwrite();
        let slice = view
            .as_slice_mut()
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        write(slice);
    }
    Ok(array)
}

/// The module's version: the crate's, which is the workspace's (the wheel's
/// version too, which maturin takes from the crate).
const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The native module.
#[pymodule]
fn _ludeme(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", VERSION)?;
    m.add("ParseError", m.py().get_type::<ParseError>())?;
    m.add("IllegalMove", m.py().get_type::<IllegalMove>())?;
    let py = m.py();
    let bases = (py.get_type::<ParseError>(), py.get_type::<IllegalMove>());
    let namespace = PyDict::new(py);
    namespace.set_item("__module__", "ludeme")?;
    namespace.set_item(
        "__doc__",
        "Move text that is no move: both a ParseError and an IllegalMove.",
    )?;
    let class = py
        .get_type::<PyType>()
        .call1(("MoveTextError", bases, namespace))?
        .cast_into::<PyType>()?;
    m.add("MoveTextError", &class)?;
    let _ = MOVE_TEXT_ERROR.set(py, class.unbind());
    m.add_class::<Game>()?;
    m.add_class::<Outcome>()?;
    m.add_class::<VectorGame>()?;
    m.add_class::<Tables>()?;
    m.add_function(wrap_pyfunction!(action_space, m)?)?;
    m.add_function(wrap_pyfunction!(read_records, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    Ok(())
}
