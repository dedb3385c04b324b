//! Endgame tables (of the games that have them: Surakarta today): opened
//! from a directory of `ludeme tables generate`, probed with a game, and
//! consulted by a game's built-in players and search.

use std::ffi::{c_char, c_int};
use std::path::Path;
use std::sync::Arc;

use ludeme_registry::TablesError;
use ludeme_session::AnySessionError;
use ludeme_tables::{ProbeError, TableError, Tables};

use crate::error::{call, status, Failure, LudemeError};
use crate::ffi::{report, text};
use crate::{game_mut, game_ref, LudemeGame};

/// Endgame tables (opaque): a directory's tables, opened once, shared by
/// every game that consults them (read-only: one may be used from several
/// threads at once).
pub struct LudemeTables {
    /// The tables, shared with the games that consult them.
    tables: Arc<Tables>,
}

/// `tables` as a reference, or a `LUDEME_ERROR_BAD_ARGUMENT` for NULL.
///
/// # Safety
/// `tables` is NULL or live tables from this library.
unsafe fn tables_ref<'a>(tables: *const LudemeTables) -> Result<&'a LudemeTables, Failure> {
    // SAFETY: NULL or live, properly aligned tables (this function's
    // contract); `as_ref` maps NULL to None.
    unsafe { tables.as_ref() }.ok_or_else(|| Failure::argument("the tables are NULL"))
}

/// Whether a table error is a file or directory that cannot be read.
fn unreadable(error: &TableError) -> bool {
    matches!(error, TableError::Io { .. })
}

/// The code of a tables refusal: `LUDEME_ERROR_IO` for a file or directory
/// that cannot be read, `LUDEME_ERROR_GAME_OVER` for a finished game,
/// `LUDEME_ERROR_TABLES` for the rest.
fn code_of(error: &TablesError) -> LudemeError {
    match error {
        TablesError::Table(table) if unreadable(table) => LudemeError::LUDEME_ERROR_IO,
        TablesError::Unanswered(why) => match why.downcast_ref::<ProbeError>() {
            Some(ProbeError::Table(table)) if unreadable(table) => LudemeError::LUDEME_ERROR_IO,
            Some(ProbeError::GameOver) => LudemeError::LUDEME_ERROR_GAME_OVER,
            _ => LudemeError::LUDEME_ERROR_TABLES,
        },
        _ => LudemeError::LUDEME_ERROR_TABLES,
    }
}

/// A session's refusal to use or probe tables, with its code.
fn refusal(error: AnySessionError) -> Failure {
    match error.downcast_ref::<TablesError>() {
        Some(tables) => Failure::new(code_of(tables), error.to_string()),
        None => error.into(),
    }
}

/// Opens the endgame tables in `dir` (the files `ludeme tables generate`
/// writes, `surakarta-MvO.ldmt`), to probe games with and to have their
/// built-in players consult.
///
/// Returns the tables; or NULL when it refuses, with the last error
/// (`ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `dir` NULL or not UTF-8 (`the directory
///   is NULL`);
/// - `LUDEME_ERROR_IO`: a directory or table file that cannot be read
///   (`tables/x: No such file or directory (os error 2)`);
/// - `LUDEME_ERROR_TABLES`: a directory that holds no tables (`tables: no
///   endgame tables (files named surakarta-MvO.ldmt)`), a damaged table, or
///   one of another format version;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `dir` is borrowed for the call; the tables are the caller's,
/// freed with `ludeme_tables_free` (a game that uses them keeps its own
/// reference: they may be freed before it). On a refusal its one-line
/// message is written to `*error` (when `error` is not NULL), the caller's,
/// freed with `ludeme_string_free`.
///
/// # Safety
/// `dir` is NULL or NUL-terminated; `error` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_tables_open(
    dir: *const c_char,
    error: *mut *mut c_char,
) -> *mut LudemeTables {
    let opened = call(|| {
        // SAFETY: the string's contract is this function's.
        let dir = unsafe { text(dir, "the directory")? };
        let tables = ludeme_registry::open_tables(Path::new(dir))
            .map_err(|error| Failure::new(code_of(&error), error.to_string()))?;
        Ok(LudemeTables { tables })
    });
    match opened {
        Ok(tables) => Box::into_raw(Box::new(tables)),
        Err(failure) => {
            // SAFETY: `error` is NULL or writable (this function's contract).
            unsafe { report(error, &failure.message) };
            std::ptr::null_mut()
        }
    }
}

/// Frees tables (NULL is fine). Never refuses, and leaves the last error
/// alone. The games that use them keep them until they are freed or stop
/// using them.
///
/// Ownership: takes `tables`, the caller's from `ludeme_tables_open`; the
/// pointer is then dangling.
///
/// # Safety
/// `tables` is NULL or tables from this library not yet freed.
#[no_mangle]
pub unsafe extern "C" fn ludeme_tables_free(tables: *mut LudemeTables) {
    if !tables.is_null() {
        // SAFETY: tables from `Box::into_raw` of this library, freed once
        // (this function's contract).
        drop(unsafe { Box::from_raw(tables) });
    }
}

/// What the tables know of the game's position for the seat to act, at the
/// game's own count of plies since its last capture: writes the value to
/// `*value` (1 a win, 0 a draw, -1 a loss) and to `*dtc` the plies to the
/// capture that decides it, that capture included (-1 where none does: the
/// piece count decides).
///
/// Returns `LUDEME_OK` (0), `*value` and `*dtc` written; when it refuses,
/// nothing written, the refusal's negative code (the same as
/// `ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `tables`, `game`, `value` or `dtc` NULL
///   (`the tables are NULL`, `the value pointer is NULL`);
/// - `LUDEME_ERROR_TABLES`: a game or rules with no tables (`no endgame
///   tables for barca/standard`), or a position they do not know (`5
///   pieces on the board; the tables hold at most 4`, history rules their
///   values do not hold under);
/// - `LUDEME_ERROR_GAME_OVER`: the game is over (`nothing to probe: the
///   game is over (white wins (no pieces left))`);
/// - `LUDEME_ERROR_IO`: a table file that can no longer be read;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `tables` and `game` are borrowed for the call; `value` and
/// `dtc` are the caller's memory; the message of a refusal is in
/// `ludeme_last_error_message()`.
///
/// # Safety
/// `tables` is NULL or live tables; `game` NULL or a live game; `value` and
/// `dtc` NULL or each a writable `int`.
#[no_mangle]
pub unsafe extern "C" fn ludeme_tables_probe(
    tables: *const LudemeTables,
    game: *const LudemeGame,
    value: *mut c_int,
    dtc: *mut c_int,
) -> c_int {
    let probed = call(|| {
        // SAFETY: the arguments' contract is this function's.
        let (tables, game) = unsafe { (tables_ref(tables)?, game_ref(game)?) };
        if value.is_null() {
            return Err(Failure::argument("the value pointer is NULL"));
        }
        if dtc.is_null() {
            return Err(Failure::argument("the dtc pointer is NULL"));
        }
        let session = game.handle.session();
        let known = session.probe(&tables.tables).map_err(|error| {
            let failure = refusal(error);
            match session.outcome_text() {
                // As `ludeme_game_best_move` says it.
                Some(outcome) if failure.code == LudemeError::LUDEME_ERROR_GAME_OVER => {
                    Failure::game_over(format!("nothing to probe: the game is over ({outcome})"))
                }
                _ => failure,
            }
        })?;
        let distance = known
            .dtc
            .map_or(-1, |plies| c_int::try_from(plies).unwrap_or(c_int::MAX));
        // SAFETY: not NULL (checked above), and each a writable, aligned
        // `int` of the caller's (this function's contract).
        unsafe {
            value.write(known.value);
            dtc.write(distance);
        }
        Ok(())
    });
    // SAFETY: NULL: no error is written.
    unsafe { status(probed, std::ptr::null_mut()) }
}

/// Has the game's built-in players (`ludeme_game_best_move`) and search
/// (`ludeme_game_analyse`) consult `tables` from now on: where the tables
/// know the position, the move is theirs (the quickest deciding capture
/// when winning, the slowest when losing), and the searches take the
/// values of the positions they reach from them. `tables` NULL: none from
/// now on. A copy (`ludeme_game_clone`) consults the same tables.
///
/// Returns `LUDEME_OK` (0); when it refuses, the game unchanged (it
/// consults what it did before), the refusal's negative code (the same as
/// `ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_TABLES`: a game or rules with no tables (`no endgame
///   tables for barca/standard`);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` and `tables` are borrowed for the call; the game
/// keeps its own reference to the tables (they may be freed before it);
/// the message of a refusal is in `ludeme_last_error_message()`.
///
/// # Safety
/// `game` is NULL or a live game; `tables` NULL or live tables.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_use_tables(
    game: *mut LudemeGame,
    tables: *const LudemeTables,
) -> c_int {
    let used = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_mut(game)? };
        // SAFETY: NULL or live tables (this function's contract); `as_ref`
        // maps NULL to None.
        let tables = unsafe { tables.as_ref() };
        game.handle
            .session_mut()
            .use_tables(tables.map(|t| &t.tables))
            .map_err(refusal)
    });
    // SAFETY: NULL: no error is written.
    unsafe { status(used, std::ptr::null_mut()) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn each_tables_refusal_has_its_code() {
        use LudemeError::*;
        let missing = ludeme_registry::open_tables(Path::new("/no/such/ludeme/tables"));
        assert_eq!(
            missing.map(|_| ()).map_err(|e| code_of(&e)),
            Err(LUDEME_ERROR_IO)
        );
        let none = TablesError::NoTables(PathBuf::from("tables"));
        assert_eq!(code_of(&none), LUDEME_ERROR_TABLES);
        let over = TablesError::Unanswered(Arc::new(ProbeError::GameOver));
        assert_eq!(code_of(&over), LUDEME_ERROR_GAME_OVER);
        let gone = TableError::Io {
            path: PathBuf::from("tables/surakarta-2v2.ldmt"),
            source: std::io::Error::other("gone"),
        };
        let unreadable = TablesError::Unanswered(Arc::new(ProbeError::Table(Arc::new(gone))));
        assert_eq!(code_of(&unreadable), LUDEME_ERROR_IO);
        let more =
            TablesError::Unanswered(Arc::new(ProbeError::TooManyPieces { pieces: 5, max: 4 }));
        assert_eq!(code_of(&more), LUDEME_ERROR_TABLES);
    }
}
