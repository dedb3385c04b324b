//! The error codes of the C API ([`LudemeError`]), the failure every call
//! carries to the boundary ([`Failure`]), and this thread's last error
//! (`ludeme_last_error`, `ludeme_last_error_message`).

use std::cell::RefCell;
use std::ffi::{c_char, c_int};

use ludeme_record::{RecordReadError, TagError};
use ludeme_session::{AnySessionError, ErrorKind};

use crate::ffi::{guarded, owned, report};

/// The result of a call: `LUDEME_OK` (0), or a negative code naming the
/// kind of failure, one code per kind, each with a one-line message. A
/// function that returns an `int` status returns the code of its refusal
/// (never a bare -1 for every refusal); a function that returns a pointer
/// returns NULL, one that returns a count returns 0; every function's
/// comment lists its refusals and their codes. `ludeme_last_error()` gives
/// this thread's last one. The values are fixed: a new kind of failure gets
/// a new code at the end.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LudemeError {
    /// Success.
    LUDEME_OK = 0,
    /// A move the game refuses (while it goes on: once it is over, a move
    /// is `LUDEME_ERROR_GAME_OVER`).
    LUDEME_ERROR_ILLEGAL_MOVE = -1,
    /// Move text that does not parse.
    LUDEME_ERROR_MOVE_TEXT = -2,
    /// A NULL where a string, a game or an array belongs, or a string that
    /// is not UTF-8.
    LUDEME_ERROR_BAD_ARGUMENT = -3,
    /// An unknown game or variant.
    LUDEME_ERROR_NAME = -4,
    /// Position text that does not parse.
    LUDEME_ERROR_POSITION = -5,
    /// An action number that is not legal now (while the game goes on).
    LUDEME_ERROR_ILLEGAL_ACTION = -6,
    /// An unknown built-in player, or a player's budget that does not
    /// parse (`ab:fast`).
    LUDEME_ERROR_PLAYER = -7,
    /// A built-in player or the search found no move where a seat is to
    /// act (not known to happen; once the game is over it is
    /// `LUDEME_ERROR_GAME_OVER`).
    LUDEME_ERROR_NO_MOVE = -8,
    /// A perft depth beyond 20.
    LUDEME_ERROR_PERFT_DEPTH = -9,
    /// Chance is to act where a seat must be (the search of a position
    /// before its die is rolled).
    LUDEME_ERROR_NO_SEAT = -10,
    /// A record that does not read (its text, its game, or a move in it:
    /// the message says which, with its line and column).
    LUDEME_ERROR_RECORD = -11,
    /// A tag the caller may not set: one the game writes itself, or a name
    /// that is not letters, digits and `_`.
    LUDEME_ERROR_TAG = -12,
    /// A search budget that is neither a node count (`30000`) nor a time
    /// (`0.5s`, `200ms`).
    LUDEME_ERROR_BUDGET = -13,
    /// The library's own failure, a bug to report: a caught panic
    /// (`internal error (a panic: ...)`), or a refusal this version has no
    /// code for (`internal error (a refusal with no code: ...)`).
    LUDEME_ERROR_INTERNAL = -14,
    /// The game is over: a move or an action played, a player's move, a
    /// search or the endgame tables' value asked for, once it is over.
    LUDEME_ERROR_GAME_OVER = -15,
    /// Endgame tables refused: a directory that holds none (or a damaged
    /// table, or one of another format version), tables of a game or rules
    /// that have none (Barca, orthogonal Surakarta), or a position they do
    /// not know (more pieces than they hold, history rules their values do
    /// not hold under). The message says which.
    LUDEME_ERROR_TABLES = -16,
    /// A file or directory that cannot be read (missing, not a directory,
    /// no permission): the path and the system's reason in the message.
    LUDEME_ERROR_IO = -17,
}

impl LudemeError {
    /// The code as C returns it.
    pub(crate) fn code(self) -> c_int {
        self as c_int
    }
}

impl From<ErrorKind> for LudemeError {
    fn from(kind: ErrorKind) -> LudemeError {
        match kind {
            ErrorKind::Name => LudemeError::LUDEME_ERROR_NAME,
            ErrorKind::Position => LudemeError::LUDEME_ERROR_POSITION,
            ErrorKind::MoveText => LudemeError::LUDEME_ERROR_MOVE_TEXT,
            ErrorKind::IllegalMove => LudemeError::LUDEME_ERROR_ILLEGAL_MOVE,
            ErrorKind::IllegalAction => LudemeError::LUDEME_ERROR_ILLEGAL_ACTION,
            ErrorKind::Player => LudemeError::LUDEME_ERROR_PLAYER,
            ErrorKind::NoMove => LudemeError::LUDEME_ERROR_NO_MOVE,
            ErrorKind::PerftDepth => LudemeError::LUDEME_ERROR_PERFT_DEPTH,
            // Which tables refusal (a file that cannot be read, a finished
            // game) the error inside says: `tables::code_of` reads it.
            ErrorKind::Tables => LudemeError::LUDEME_ERROR_TABLES,
            // A seat the game does not have, seats made for another game:
            // no C function takes seats, so either would be the library's
            // own mistake (`LUDEME_ERROR_NO_SEAT` is chance to act where a
            // seat must be); and a kind added after this version. The
            // message says so.
            _ => LudemeError::LUDEME_ERROR_INTERNAL,
        }
    }
}

/// Why a call failed: its code and its one-line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    /// The code (never `LUDEME_OK`).
    pub(crate) code: LudemeError,
    /// The message, one line.
    pub(crate) message: String,
}

impl Failure {
    /// A failure of `code` saying `message`.
    pub(crate) fn new(code: LudemeError, message: impl Into<String>) -> Failure {
        Failure {
            code,
            message: message.into(),
        }
    }

    /// A NULL or non-UTF-8 argument.
    pub(crate) fn argument(message: impl Into<String>) -> Failure {
        Failure::new(LudemeError::LUDEME_ERROR_BAD_ARGUMENT, message)
    }

    /// A NULL game.
    pub(crate) fn null_game() -> Failure {
        Failure::argument("the game is NULL")
    }

    /// `LUDEME_ERROR_GAME_OVER`, saying `message`.
    pub(crate) fn game_over(message: impl Into<String>) -> Failure {
        Failure::new(LudemeError::LUDEME_ERROR_GAME_OVER, message)
    }
}

impl From<AnySessionError> for Failure {
    fn from(error: AnySessionError) -> Failure {
        let code = LudemeError::from(error.kind());
        if code == LudemeError::LUDEME_ERROR_INTERNAL {
            let message = format!("internal error (a refusal with no code: {error})");
            return Failure::new(code, message);
        }
        Failure::new(code, error.to_string())
    }
}

impl From<RecordReadError> for Failure {
    fn from(error: RecordReadError) -> Failure {
        Failure::new(LudemeError::LUDEME_ERROR_RECORD, error.to_string())
    }
}

impl From<TagError> for Failure {
    fn from(error: TagError) -> Failure {
        Failure::new(LudemeError::LUDEME_ERROR_TAG, error.to_string())
    }
}

thread_local! {
    /// This thread's last failure (`None` after a success).
    static LAST: RefCell<Option<Failure>> = const { RefCell::new(None) };
}

/// Runs `body` as a call of the API: a panic is caught (see [`guarded`])
/// and the outcome is remembered as this thread's last error.
pub(crate) fn call<T>(body: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    let result = guarded(body);
    remember(result.as_ref().err());
    result
}

/// Remembers `failure` (`None`: a success) as this thread's last error.
pub(crate) fn remember(failure: Option<&Failure>) {
    // `try_with` fails only while the thread's locals are torn down; the
    // cell is never borrowed elsewhere during this call, so neither fails
    // in practice, and neither panics.
    let _ = LAST.try_with(|last| {
        if let Ok(mut last) = last.try_borrow_mut() {
            *last = failure.cloned();
        }
    });
}

/// The status of a function that returns one: `LUDEME_OK` (0), or the
/// refusal's own negative code (the thread's last error too), with its
/// message written to `*error`.
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
pub(crate) unsafe fn status(result: Result<(), Failure>, error: *mut *mut c_char) -> c_int {
    match result {
        Ok(()) => LudemeError::LUDEME_OK.code(),
        Err(failure) => {
            // SAFETY: NULL or writable (this function's contract).
            unsafe { report(error, &failure.message) };
            failure.code.code()
        }
    }
}

/// A string for the caller (NULL for `None`), or NULL with the failure's
/// message written to `*error`.
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
pub(crate) unsafe fn string_or_error(
    result: Result<Option<String>, Failure>,
    error: *mut *mut c_char,
) -> *mut c_char {
    match result {
        Ok(Some(text)) => owned(text),
        Ok(None) => std::ptr::null_mut(),
        Err(failure) => {
            // SAFETY: NULL or writable (this function's contract).
            unsafe { report(error, &failure.message) };
            std::ptr::null_mut()
        }
    }
}

/// The code of this thread's last failed call, or `LUDEME_OK` (0) when its
/// last call succeeded (or it made none). Set by every function except
/// `ludeme_game_free`, `ludeme_string_free`, `ludeme_version`,
/// `ludeme_last_error` and `ludeme_last_error_message`, which leave it
/// alone: so it is read right after the call it is about. Each function's
/// comment says which codes it sets; a function that returns an `int`
/// status returns the same code. Threads do not see each other's. Never
/// refuses.
#[no_mangle]
pub extern "C" fn ludeme_last_error() -> c_int {
    LAST.try_with(|last| {
        last.try_borrow()
            .ok()
            .and_then(|last| last.as_ref().map(|failure| failure.code))
    })
    .ok()
    .flatten()
    .unwrap_or(LudemeError::LUDEME_OK)
    .code()
}

/// The one-line message of this thread's last failed call (the same text
/// as its `*error`, for functions that have one), or NULL when its last
/// call succeeded. Never refuses, and leaves the last error alone.
///
/// Ownership: the string is a copy, the caller's, freed with
/// `ludeme_string_free`.
#[no_mangle]
pub extern "C" fn ludeme_last_error_message() -> *mut c_char {
    LAST.try_with(|last| {
        last.try_borrow()
            .ok()
            .and_then(|last| last.as_ref().map(|failure| owned(failure.message.as_str())))
    })
    .ok()
    .flatten()
    .unwrap_or(std::ptr::null_mut())
}

/// Panics inside the library on purpose, the panic caught as in every
/// function. For a binding's tests of how it handles that code (no other
/// function is known to panic); an app has no use for it. The panic
/// unwinds without Rust's panic hook, so nothing is printed on standard
/// error (a panic elsewhere is printed there as Rust prints every panic).
///
/// Returns `LUDEME_ERROR_INTERNAL` (always), also the last error, with
/// the message `internal error (a panic: ...)`.
///
/// Ownership: the message is written to `*error` when `error` is not NULL,
/// the caller's (free it with `ludeme_string_free`).
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
#[no_mangle]
pub unsafe extern "C" fn ludeme_test_internal_error(error: *mut *mut c_char) -> c_int {
    let panicked = call(|| -> Result<(), Failure> {
        std::panic::resume_unwind(Box::new("a panic on purpose (ludeme_test_internal_error)"))
    });
    // SAFETY: NULL or writable (this function's contract).
    unsafe { status(panicked, error) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_and_negative() {
        use LudemeError::*;
        let codes = [
            LUDEME_ERROR_ILLEGAL_MOVE,
            LUDEME_ERROR_MOVE_TEXT,
            LUDEME_ERROR_BAD_ARGUMENT,
            LUDEME_ERROR_NAME,
            LUDEME_ERROR_POSITION,
            LUDEME_ERROR_ILLEGAL_ACTION,
            LUDEME_ERROR_PLAYER,
            LUDEME_ERROR_NO_MOVE,
            LUDEME_ERROR_PERFT_DEPTH,
            LUDEME_ERROR_NO_SEAT,
            LUDEME_ERROR_RECORD,
            LUDEME_ERROR_TAG,
            LUDEME_ERROR_BUDGET,
            LUDEME_ERROR_INTERNAL,
            LUDEME_ERROR_GAME_OVER,
            LUDEME_ERROR_TABLES,
            LUDEME_ERROR_IO,
        ];
        let mut values: Vec<c_int> = codes.iter().map(|c| c.code()).collect();
        assert!(values.iter().all(|&v| v < 0));
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), codes.len());
        assert_eq!(LUDEME_OK.code(), 0);
        // The values apps were compiled with: -1 to -14, then the new ones.
        for (i, code) in codes.iter().enumerate() {
            assert_eq!(code.code(), -(i as c_int) - 1, "{code:?}");
        }
    }

    #[test]
    fn the_last_error_follows_each_call() {
        let failed = call(|| -> Result<(), Failure> { Err(Failure::null_game()) });
        assert!(failed.is_err());
        assert_eq!(
            ludeme_last_error(),
            LudemeError::LUDEME_ERROR_BAD_ARGUMENT.code()
        );
        let other = std::thread::spawn(|| ludeme_last_error()).join();
        assert_eq!(other.ok(), Some(0), "each thread has its own");
        assert!(call(|| Ok(())).is_ok());
        assert_eq!(ludeme_last_error(), 0);
        assert!(ludeme_last_error_message().is_null());
    }

    #[test]
    fn every_kind_has_a_code() {
        use LudemeError::*;
        let kinds = [
            (ErrorKind::Name, LUDEME_ERROR_NAME),
            (ErrorKind::Position, LUDEME_ERROR_POSITION),
            (ErrorKind::MoveText, LUDEME_ERROR_MOVE_TEXT),
            (ErrorKind::IllegalMove, LUDEME_ERROR_ILLEGAL_MOVE),
            (ErrorKind::IllegalAction, LUDEME_ERROR_ILLEGAL_ACTION),
            (ErrorKind::Player, LUDEME_ERROR_PLAYER),
            (ErrorKind::NoMove, LUDEME_ERROR_NO_MOVE),
            (ErrorKind::PerftDepth, LUDEME_ERROR_PERFT_DEPTH),
            (ErrorKind::Tables, LUDEME_ERROR_TABLES),
            (ErrorKind::NoSeat, LUDEME_ERROR_INTERNAL),
            (ErrorKind::OtherGame, LUDEME_ERROR_INTERNAL),
        ];
        for (kind, code) in kinds {
            assert_eq!(LudemeError::from(kind), code, "{kind:?}");
        }
    }

    #[test]
    fn a_panic_is_an_internal_error() {
        use LudemeError::LUDEME_ERROR_INTERNAL;
        let mut error = std::ptr::null_mut();
        // SAFETY: a writable `char *`.
        let code = unsafe { ludeme_test_internal_error(&mut error) };
        assert_eq!(code, LUDEME_ERROR_INTERNAL.code());
        assert!(!error.is_null());
        // SAFETY: the string the call returned, freed once.
        unsafe { crate::ludeme_string_free(error) };
    }
}
