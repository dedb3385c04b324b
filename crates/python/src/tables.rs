//! `ludeme.Tables`: Surakarta endgame tables, probed at a game's own count
//! of plies since the last capture, and generated.

use std::path::PathBuf;
use std::sync::Arc;

use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use ludeme_registry::TablesError;
use ludeme_tables::{GenerateOptions, ProbeError, TableError};

use crate::game::{raise, Game};

/// Whether tables refused because a table file or directory could not be
/// read (what Python raises as `OSError`).
pub(crate) fn unreadable(error: &TablesError) -> bool {
    let io = |table: &TableError| matches!(table, TableError::Io { .. });
    match error {
        TablesError::Table(table) => io(table),
        TablesError::Unanswered(why) => matches!(
            why.downcast_ref::<ProbeError>(),
            Some(ProbeError::Table(table)) if io(table)
        ),
        _ => false,
    }
}

/// A Python exception for tables that cannot be opened: `OSError` for a
/// file or directory that cannot be read, `ValueError` for the rest.
fn open_error(error: TablesError) -> PyErr {
    if unreadable(&error) {
        PyOSError::new_err(error.to_string())
    } else {
        PyValueError::new_err(error.to_string())
    }
}

/// A Python exception for a table error (`Tables.generate`).
fn table_error(error: TableError) -> PyErr {
    open_error(error.into())
}

/// The tables `tables` stands for: a `ludeme.Tables`, or a directory
/// opened here.
pub(crate) fn shared(tables: &Bound<'_, PyAny>) -> PyResult<Arc<ludeme_tables::Tables>> {
    if let Ok(tables) = tables.cast::<Tables>() {
        return Ok(Arc::clone(&tables.get().tables));
    }
    let dir: PathBuf = tables
        .extract()
        .map_err(|_| PyValueError::new_err("tables must be a ludeme.Tables or a directory"))?;
    ludeme_registry::open_tables(&dir).map_err(open_error)
}

/// Endgame tables (the files of `ludeme tables generate`), probed with a
/// `ludeme.Game` of a game that has them: the value and the distance to
/// the deciding capture for the seat to act, at the game's own count of
/// plies since the last capture.
#[pyclass(module = "ludeme", frozen)]
pub struct Tables {
    tables: Arc<ludeme_tables::Tables>,
}

#[pymethods]
impl Tables {
    /// `Tables(dir)`: every table file of a directory, its header read (a
    /// split's values are read at its first probe). Raises `OSError` when
    /// it cannot be read and `ValueError` for a damaged header or a
    /// directory without tables.
    #[new]
    fn new(dir: PathBuf) -> PyResult<Tables> {
        let tables = ludeme_registry::open_tables(&dir).map_err(open_error)?;
        Ok(Tables { tables })
    }

    /// The most pieces on the board for which every split is loaded.
    #[getter]
    fn max_pieces(&self) -> u32 {
        self.tables.max_pieces()
    }

    /// The loaded splits (`"3v2"`: 3 pieces for the side to move, 2 for
    /// the other), in the order `generate` writes them: fewest pieces
    /// first, a split beside its flip.
    #[getter]
    fn splits(&self) -> Vec<String> {
        self.tables
            .splits()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// `(value, dtc)` for the seat to act: value 1, 0 or -1 (win, draw,
    /// loss) at the game's plies since the last capture, and the plies to
    /// the capture that decides it (the capture included), or `None` when
    /// the piece count decides. Assumes no position since the capture
    /// repeats. Raises `ValueError` for another game or variant, a finished
    /// game, a position beyond the tables or a table file found damaged,
    /// and `OSError` for one that cannot be read.
    fn probe(&self, game: &Game) -> PyResult<(i32, Option<u32>)> {
        let value = game.session().probe(&self.tables).map_err(raise)?;
        Ok((value.value, value.dtc))
    }

    /// Every legal move with `(move, value, dtc)` for the seat that plays
    /// it, in byte order of the move text (as `ludeme moves` lists them):
    /// at the game's count, a step back to a position seen since the last
    /// capture valued as the game's end it is (on piece count). Raises as
    /// `probe`.
    fn move_values(&self, game: &Game) -> PyResult<Vec<(String, i32, Option<u32>)>> {
        let values = game
            .session()
            .tables_move_values(&self.tables)
            .map_err(raise)?;
        Ok(values
            .into_iter()
            .map(|(mv, value)| (mv, value.value, value.dtc))
            .collect())
    }

    /// The move that keeps the best value (the quickest deciding capture
    /// when winning, the slowest when losing), avoiding positions seen
    /// since the last capture. Raises as `probe`.
    fn best_move(&self, game: &Game) -> PyResult<Option<String>> {
        let session = game.session();
        if session.is_over() {
            return Ok(None);
        }
        session.tables_move(&self.tables).map(Some).map_err(raise)
    }

    /// `Tables.generate(dir, pieces, threads=None)`: every table of up to
    /// `pieces` pieces (2 to 10) into `dir` (made if missing), without the
    /// GIL; files already there and whole are kept. A dict per split, as
    /// `ludeme tables generate` prints them: `split`, `entries`, `bytes`,
    /// `wins`, `draws`, `losses`, `longest_dtc`, `cursed_wins`,
    /// `blessed_losses`, `seconds` (0 for a file kept). Raises `OSError`
    /// when a file cannot be written, `ValueError` for a piece count out of
    /// range.
    #[staticmethod]
    #[pyo3(signature = (dir, pieces, threads=None))]
    fn generate<'py>(
        py: Python<'py>,
        dir: PathBuf,
        pieces: u32,
        threads: Option<usize>,
    ) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let mut options = GenerateOptions::default();
        match threads {
            Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
            Some(n) => options = options.threads(n),
            None => {}
        }
        let report = py
            .detach(|| ludeme_tables::generate(&dir, pieces, &options))
            .map_err(table_error)?;
        report
            .splits
            .iter()
            .map(|split| {
                let s = split.stats;
                let row = PyDict::new(py);
                row.set_item("split", split.material.to_string())?;
                row.set_item("entries", split.entries)?;
                row.set_item("bytes", split.bytes)?;
                row.set_item("wins", s.wins)?;
                row.set_item("draws", s.draws)?;
                row.set_item("losses", s.losses)?;
                row.set_item("longest_dtc", s.longest_dtc)?;
                row.set_item("cursed_wins", s.cursed_wins)?;
                row.set_item("blessed_losses", s.blessed_losses)?;
                row.set_item("seconds", split.seconds)?;
                Ok(row)
            })
            .collect()
    }

    fn __repr__(&self) -> String {
        format!("Tables(splits={:?})", self.splits())
    }
}
