//! `ludeme.Tables`: Surakarta endgame tables, probed at a game's own count
//! of plies since the last capture, and generated.

use std::path::PathBuf;

use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use ludeme_core::{Game as _, GameLine};
use ludeme_registry::surakarta::{Position, Rules};
use ludeme_session::Session;
use ludeme_tables::{GenerateOptions, ProbeError, TableError, NO_CAPTURE_LIMIT};

use crate::game::Game;

/// A Python exception for a table error: `OSError` for a file or directory
/// that cannot be read or written, `ValueError` for the rest.
fn table_error(error: TableError) -> PyErr {
    match error {
        TableError::Io { .. } => PyOSError::new_err(error.to_string()),
        other => PyValueError::new_err(other.to_string()),
    }
}

/// A Python exception for a probe's error: `OSError` for a table file
/// that cannot be read (at the first probe of its split, or of its entry),
/// `ValueError` for the rest.
fn probe_error(error: ProbeError) -> PyErr {
    match &error {
        ProbeError::Table(table) if matches!(**table, TableError::Io { .. }) => {
            PyOSError::new_err(error.to_string())
        }
        _ => PyValueError::new_err(error.to_string()),
    }
}

/// Surakarta endgame tables (the files of `ludeme tables generate`), probed
/// with a `ludeme.Game`: the value and the distance to the deciding capture
/// for the seat to act, at the game's own count of plies since the last
/// capture.
#[pyclass(module = "ludeme", frozen)]
pub struct Tables {
    tables: ludeme_tables::Tables,
}

/// A Surakarta game under the tables' rules: its line of play.
fn line_of(game: &Game) -> PyResult<&GameLine<Position>> {
    let session = game.session();
    let Some(session) = session.as_any().downcast_ref::<Session<Position>>() else {
        return Err(PyValueError::new_err(format!(
            "endgame tables are for surakarta, not {}",
            game.described()
        )));
    };
    let line = session.line();
    if line.position().rules() != Rules::default() {
        return Err(PyValueError::new_err(format!(
            "endgame tables are for standard surakarta, not {}",
            game.described()
        )));
    }
    if line.rules().no_capture_limit != Some(NO_CAPTURE_LIMIT) {
        return Err(PyValueError::new_err(format!(
            "endgame tables are for a no-capture limit of {NO_CAPTURE_LIMIT} plies"
        )));
    }
    if let Some(text) = session.outcome_text() {
        return Err(PyValueError::new_err(format!("the game is over: {text}")));
    }
    Ok(line)
}

/// Plies since the last capture, as the tables count them.
fn plies_since_capture(line: &GameLine<Position>) -> u32 {
    u32::try_from(line.plies_since_irreversible()).unwrap_or(u32::MAX)
}

/// Whether `position` stood since the last capture of the line.
fn seen_since_capture(line: &GameLine<Position>, position: &Position) -> bool {
    let positions = line.positions();
    let from = positions.len() - 1 - line.plies_since_irreversible();
    positions[from..].contains(position)
}

#[pymethods]
impl Tables {
    /// `Tables(dir)`: every table file of a directory, its header read (a
    /// split's values are read at its first probe). Raises `OSError` when
    /// it cannot be read and `ValueError` for a damaged header or a
    /// directory without tables.
    #[new]
    fn new(dir: PathBuf) -> PyResult<Tables> {
        let tables = ludeme_tables::Tables::open(&dir).map_err(table_error)?;
        if tables.splits().is_empty() {
            return Err(PyValueError::new_err(format!(
                "{} holds no table files (surakarta-MvO.ldmt: Tables.generate makes them)",
                dir.display()
            )));
        }
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
        let line = line_of(game)?;
        let probe = self
            .tables
            .probe(line.position(), plies_since_capture(line))
            .map_err(probe_error)?;
        Ok((probe.wdl.signum(), probe.dtc))
    }

    /// The value for the seat to act right after a capture (1, 0 or -1),
    /// whatever the game's count: from memory, quick enough for a search.
    /// Raises as `probe`.
    fn probe_wdl(&self, game: &Game) -> PyResult<i32> {
        let line = line_of(game)?;
        let wdl = self
            .tables
            .probe_wdl_after_capture(line.position())
            .map_err(probe_error)?;
        Ok(wdl.signum())
    }

    /// Every legal move with `(move, value, dtc)` for the seat that plays
    /// it, in byte order of the move text (as `ludeme moves` lists them):
    /// at the game's count, a step back to a
    /// position seen since the last capture valued as the game's end it is
    /// (on piece count). Raises as `probe`.
    fn move_values(&self, game: &Game) -> PyResult<Vec<(String, i32, Option<u32>)>> {
        let line = line_of(game)?;
        let values = self
            .tables
            .move_values(line.position(), plies_since_capture(line), |p| {
                seen_since_capture(line, p)
            })
            .map_err(probe_error)?;
        let mut listed: Vec<(String, i32, Option<u32>)> = values
            .iter()
            .map(|v| (v.mv.to_string(), v.probe.wdl.signum(), v.probe.dtc))
            .collect();
        listed.sort();
        Ok(listed)
    }

    /// The move that keeps the best value (the quickest deciding capture
    /// when winning, the slowest when losing), avoiding positions seen
    /// since the last capture. Raises as `probe`.
    fn best_move(&self, game: &Game) -> PyResult<Option<String>> {
        let line = line_of(game)?;
        let best = self
            .tables
            .best_move(line.position(), plies_since_capture(line), |p| {
                seen_since_capture(line, p)
            })
            .map_err(probe_error)?;
        Ok(best.map(|v| v.mv.to_string()))
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
