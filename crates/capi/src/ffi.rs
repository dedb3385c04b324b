//! The C boundary's conversions: C strings in and out, error
//! out-parameters, and panics caught before they cross.

use std::ffi::{c_char, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

use crate::error::{Failure, LudemeError};

/// A string argument: UTF-8 behind a non-NULL pointer, or why not (`what`
/// names the argument).
///
/// # Safety
/// `ptr` is NULL or points to a NUL-terminated string that stays valid and
/// unchanged for the call.
pub(crate) unsafe fn text<'a>(ptr: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if ptr.is_null() {
        return Err(Failure::argument(format!("{what} is NULL")));
    }
    // SAFETY: not NULL (checked above), and NUL-terminated and valid for the
    // call by this function's contract.
    let bytes = unsafe { CStr::from_ptr(ptr) };
    bytes
        .to_str()
        .map_err(|e| Failure::argument(format!("{what} is not UTF-8 (byte {})", e.valid_up_to())))
}

/// An optional string argument: NULL is none.
///
/// # Safety
/// As [`text`].
pub(crate) unsafe fn optional_text<'a>(
    ptr: *const c_char,
    what: &str,
) -> Result<Option<&'a str>, Failure> {
    if ptr.is_null() {
        Ok(None)
    } else {
        // SAFETY: as this function's contract.
        unsafe { text(ptr, what) }.map(Some)
    }
}

/// A string for the caller, who frees it with `ludeme_string_free` (a NUL
/// inside the text, which no text of ours has, is cut there).
pub(crate) fn owned(text: impl Into<Vec<u8>>) -> *mut c_char {
    let mut bytes = text.into();
    if let Some(nul) = bytes.iter().position(|&b| b == 0) {
        bytes.truncate(nul);
    }
    CString::new(bytes).map_or(std::ptr::null_mut(), CString::into_raw)
}

/// Writes `message` to `*error` (a string the caller frees) when `error`
/// is not NULL.
///
/// # Safety
/// `error` is NULL or points to a writable `char *`.
pub(crate) unsafe fn report(error: *mut *mut c_char, message: &str) {
    if !error.is_null() {
        // SAFETY: not NULL, and writable by this function's contract.
        unsafe { *error = owned(message) };
    }
}

/// Runs `body`, turning a panic into `LUDEME_ERROR_INTERNAL` with its
/// message: no panic crosses the boundary.
pub(crate) fn guarded<T>(body: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(result) => result,
        Err(payload) => {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown".into())
                .replace(['\r', '\n'], " "); // one line, as every message
            Err(Failure::new(
                LudemeError::LUDEME_ERROR_INTERNAL,
                format!("internal error (a panic: {why})"),
            ))
        }
    }
}
