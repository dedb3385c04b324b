//! The error codes of the C API ([`LudemeError`]), the failure every call
//! carries to the boundary ([`Failure`]), and this thread's last error
//! (`ludeme_last_error`, `ludeme_last_error_message`).

use std::cell::RefCell;
use std::ffi::{c_char, c_int};

use engine::session::{AnySessionError, ErrorKind, TagError};
use engine::RecordReadError;

use crate::ffi::{guarded, owned, report};

/// The result of a call: `LUDEME_OK` (0), or a negative code naming the
/// kind of failure, each with a one-line message. Functions that return an
/// `int` status return one of these; every function's comment says which;
/// `ludeme_last_error()` gives this thread's last one.
#[repr(C)]
#[allow(non_camel_case_types)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LudemeError {
    /// Success.
    LUDEME_OK = 0,
    /// A move the game refuses, or any move once the game is over (the
    /// contract's "-1: refused").
    LUDEME_ERROR_ILLEGAL_MOVE = -1,
    /// Move text that does not parse.
    LUDEME_ERROR_MOVE_TEXT = -2,
    /// A NULL or non-UTF-8 argument, a NULL game included.
    LUDEME_ERROR_BAD_ARGUMENT = -3,
    /// An unknown game or variant.
    LUDEME_ERROR_NAME = -4,
    /// Position text that does not parse.
    LUDEME_ERROR_POSITION = -5,
    /// An action number that is not legal now.
    LUDEME_ERROR_ILLEGAL_ACTION = -6,
    /// An unknown built-in player.
    LUDEME_ERROR_PLAYER = -7,
    /// No move to give: the game is over (or a search found none).
    LUDEME_ERROR_NO_MOVE = -8,
    /// A perft depth beyond 20.
    LUDEME_ERROR_PERFT_DEPTH = -9,
    /// No seat is to act where one must be (chance is), or a seat the game
    /// does not have.
    LUDEME_ERROR_NO_SEAT = -10,
    /// A record that does not read (its text, or a move in it).
    LUDEME_ERROR_RECORD = -11,
    /// A tag the caller may not set: one the game writes itself, or a name
    /// that is not letters, digits and `_`.
    LUDEME_ERROR_TAG = -12,
    /// A search budget that is neither a node count (`30000`) nor a time
    /// (`0.5s`, `200ms`).
    LUDEME_ERROR_BUDGET = -13,
    /// The library's own failure: a caught panic, or a kind of refusal this
    /// version has no code for.
    LUDEME_ERROR_INTERNAL = -14,
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
            ErrorKind::NoSeat => LudemeError::LUDEME_ERROR_NO_SEAT,
            // Seats made for another game: no C function takes seats, so
            // this would be the library's own mistake.
            ErrorKind::OtherGame => LudemeError::LUDEME_ERROR_INTERNAL,
            // A kind added after this version.
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
}

impl From<AnySessionError> for Failure {
    fn from(error: AnySessionError) -> Failure {
        Failure::new(error.kind().into(), error.to_string())
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

/// The status a function that plays returns: 0, or -1 for any refusal (the
/// contract's "refused, unchanged"), with the failure's message written to
/// `*error`; the failure's own code is the thread's last error
/// (`ludeme_last_error`).
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
pub(crate) unsafe fn status(result: Result<(), Failure>, error: *mut *mut c_char) -> c_int {
    match result {
        Ok(()) => LudemeError::LUDEME_OK.code(),
        Err(failure) => {
            // SAFETY: NULL or writable (this function's contract).
            unsafe { report(error, &failure.message) };
            REFUSED
        }
    }
}

/// What a function that plays returns for any refusal.
pub(crate) const REFUSED: c_int = -1;

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
/// comment says which codes it sets. Threads do not see each other's.
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
/// call succeeded. The string is the caller's: free it with
/// `ludeme_string_free`. Leaves the last error alone.
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
/// function: returns `LUDEME_ERROR_INTERNAL`, with the message in `*error`
/// (free it with `ludeme_string_free`) and as the last error. For a
/// binding's tests of how it handles that code (no other function is known
/// to panic); an app has no use for it. The panic unwinds without Rust's
/// panic hook, so nothing is printed on standard error (a panic elsewhere
/// is printed there as Rust prints every panic).
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
#[no_mangle]
pub unsafe extern "C" fn ludeme_test_internal_error(error: *mut *mut c_char) -> c_int {
    let panicked = call(|| -> Result<(), Failure> {
        std::panic::resume_unwind(Box::new("a panic on purpose (ludeme_test_internal_error)"))
    });
    match panicked {
        Ok(()) => LudemeError::LUDEME_OK.code(),
        Err(failure) => {
            // SAFETY: NULL or writable (this function's contract).
            unsafe { report(error, &failure.message) };
            failure.code.code()
        }
    }
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
        ];
        let mut values: Vec<c_int> = codes.iter().map(|c| c.code()).collect();
        assert!(values.iter().all(|&v| v < 0));
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), codes.len());
        assert_eq!(LUDEME_OK.code(), 0);
        assert_eq!(LUDEME_ERROR_ILLEGAL_MOVE.code(), -1);
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
            (ErrorKind::NoSeat, LUDEME_ERROR_NO_SEAT),
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
