//! What a game says about itself: its position, moves, seat to act,
//! outcome, record, picture, perft counts and legal actions.

use std::ffi::{c_char, c_int};

use ludeme_core::Actor;

use crate::error::{call, string_or_error, Failure};
use crate::ffi::{owned, text};
use crate::{game_ref, LudemeGame};

/// A string of `game` computed by `f`, the caller's (NULL for `None`, a
/// NULL game or a failure), the outcome remembered as the last error.
///
/// # Safety
/// `game` is NULL or a live game.
pub(crate) unsafe fn string_of(
    game: *const LudemeGame,
    f: impl FnOnce(&LudemeGame) -> Result<Option<String>, Failure>,
) -> *mut c_char {
    let result = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_ref(game)? };
        f(game)
    });
    match result {
        Ok(Some(text)) => owned(text),
        _ => std::ptr::null_mut(),
    }
}

/// The position text.
///
/// Returns the position text; or NULL when it refuses, with the last error
/// (`ludeme_last_error()`; the message in `ludeme_last_error_message()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the string returned is the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_position(game: *const LudemeGame) -> *mut c_char {
    // SAFETY: the game's contract is this function's.
    unsafe { string_of(game, |g| Ok(Some(g.handle.session().position()))) }
}

/// The legal moves (at a chance node, its outcomes), one per line, sorted
/// as `ludeme moves` lists them.
///
/// Returns the moves ("" once the game is over: not a refusal); or NULL when it refuses, with the last error
/// (`ludeme_last_error()`; the message in `ludeme_last_error_message()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the string returned is the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_moves(game: *const LudemeGame) -> *mut c_char {
    // SAFETY: the game's contract is this function's.
    unsafe {
        string_of(game, |g| {
            Ok(Some(g.handle.session().legal_move_texts().join("\n")))
        })
    }
}

/// Leaf nodes `depth` plies ahead (a chance outcome is one ply), on every
/// core.
///
/// Returns the count; or 0 when it refuses (a count can be 0 too: at depth
/// 1 or more once the game is over, so tell them apart by
/// `ludeme_last_error()`, `LUDEME_OK` for a count), with the last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_PERFT_DEPTH`: a depth over 20 (`perft depth must be a
///   whole number from 0 to 20, not 21 ...`);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the message of a refusal is
/// in `ludeme_last_error_message()`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_perft(game: *const LudemeGame, depth: u32) -> u64 {
    let counted = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_ref(game)? };
        Ok(game.handle.perft(depth)?)
    });
    counted.unwrap_or(0)
}

/// Who acts.
///
/// Returns the seat (0, 1, …), -1 for chance, -2 once the game is over
/// (these three are not refusals: the last error is then `LUDEME_OK`); or,
/// when it refuses, the refusal's negative code (the same as
/// `ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT` (-3): `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the message of a refusal is
/// in `ludeme_last_error_message()`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_to_act(game: *const LudemeGame) -> c_int {
    let acting = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_ref(game)? };
        Ok(match game.handle.session().to_act() {
            Actor::Seat(seat) => c_int::from(seat.0),
            Actor::Chance => -1,
            _ => -2,
        })
    });
    acting.unwrap_or_else(|failure| failure.code.code())
}

/// How the game ended, as the command line prints it (`white wins
/// (watering holes held)`).
///
/// Returns the outcome text; or NULL while the game goes on (not a refusal: the
/// last error is then `LUDEME_OK`); or NULL when it refuses, with the last error
/// (`ludeme_last_error()`; the message in `ludeme_last_error_message()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the string returned is the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_outcome(game: *const LudemeGame) -> *mut c_char {
    // SAFETY: the game's contract is this function's.
    unsafe { string_of(game, |g| Ok(g.handle.session().outcome_text())) }
}

/// The game record of the game so far (a game read from a record keeps its
/// tags and comments).
///
/// Returns the record; or NULL when it refuses, with the last error
/// (`ludeme_last_error()`; the message in `ludeme_last_error_message()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the string returned is the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_record(game: *const LudemeGame) -> *mut c_char {
    // SAFETY: the game's contract is this function's.
    unsafe {
        string_of(game, |g| {
            Ok(Some(g.handle.record(std::iter::empty::<(&str, String)>())?))
        })
    }
}

/// The game record of the game so far with `count` free tags added, tag
/// `i` named `names[i]` with the value `values[i]` (replacing a tag of the
/// same name; a game read from a record keeps its tags and comments).
///
/// Returns the record; or NULL when it refuses, nothing written, with the
/// last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL, `names` or `values` NULL
///   with a count, a name or value NULL or not UTF-8 (`tag value 1 is
///   NULL`);
/// - `LUDEME_ERROR_TAG`: a tag the game writes itself, such as `Result`,
///   or a name that is not letters, digits and `_`;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game`, `names`, `values` and their strings are borrowed for
/// the call; the record is the caller's, freed with `ludeme_string_free`.
/// On a refusal its one-line message is written to `*error` (when `error`
/// is not NULL), the caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game; `names` and `values` are NULL or each
/// point to `count` pointers, each NULL or NUL-terminated; `error` is NULL
/// or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_record_with_tags(
    game: *const LudemeGame,
    names: *const *const c_char,
    values: *const *const c_char,
    count: usize,
    error: *mut *mut c_char,
) -> *mut c_char {
    let written = call(|| {
        // SAFETY: the arguments' contract is this function's.
        let game = unsafe { game_ref(game)? };
        // SAFETY: as above.
        let tags = unsafe { tag_list(names, values, count)? };
        Ok(Some(game.handle.record(tags)?))
    });
    // SAFETY: `error` is NULL or writable (this function's contract).
    unsafe { string_or_error(written, error) }
}

/// The tags of `ludeme_game_record_with_tags`, as names and values.
///
/// # Safety
/// `names` and `values` are NULL or each point to `count` pointers, each
/// NULL or NUL-terminated, valid for the call.
unsafe fn tag_list<'a>(
    names: *const *const c_char,
    values: *const *const c_char,
    count: usize,
) -> Result<Vec<(&'a str, String)>, Failure> {
    if count == 0 {
        return Ok(Vec::new());
    }
    if names.is_null() || values.is_null() {
        return Err(Failure::argument(format!(
            "the tag names or values are NULL (with a count of {count})"
        )));
    }
    // SAFETY: not NULL (checked above), and `count` aligned, readable
    // pointers by this function's contract, which no one writes during
    // the call.
    let (names, values) = unsafe {
        (
            std::slice::from_raw_parts(names, count),
            std::slice::from_raw_parts(values, count),
        )
    };
    let mut tags = Vec::with_capacity(count);
    for (i, (&name, &value)) in names.iter().zip(values).enumerate() {
        // SAFETY: each NULL or NUL-terminated (this function's contract).
        let (name, value) = unsafe {
            (
                text(name, &format!("tag name {i}"))?,
                text(value, &format!("tag value {i}"))?,
            )
        };
        tags.push((name, value.to_string()));
    }
    Ok(tags)
}

/// The picture, as `ludeme show --svg` draws it.
///
/// Returns the SVG text; or NULL when it refuses, with the last error
/// (`ludeme_last_error()`; the message in `ludeme_last_error_message()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the string returned is the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_svg(game: *const LudemeGame) -> *mut c_char {
    // SAFETY: the game's contract is this function's.
    unsafe { string_of(game, |g| Ok(Some(g.handle.session().svg()))) }
}

/// The legal action numbers now, sorted (after a first decision, the second
/// ones): writes the first `min(count, capacity)` to `out` (nothing when
/// `out` is NULL).
///
/// Returns `count`; or 0 when it refuses, nothing written (a count can be
/// 0 too: once the game is over, so tell them apart by
/// `ludeme_last_error()`, `LUDEME_OK` for a count), with the last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; `out` is the caller's
/// memory; the message of a refusal is in `ludeme_last_error_message()`.
///
/// # Safety
/// `game` is NULL or a live game; `out` points to `capacity` writable
/// `int64_t` (or is NULL).
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_legal_actions(
    game: *const LudemeGame,
    out: *mut i64,
    capacity: usize,
) -> usize {
    let legal = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_ref(game)? };
        Ok(game.handle.session().next_actions())
    });
    let Ok(actions) = legal else {
        return 0;
    };
    if !out.is_null() {
        let written = actions.len().min(capacity);
        // SAFETY: `out` holds `capacity` writable, aligned values that no
        // one else reads or writes during the call (this function's
        // contract), and `written <= capacity`; the game's actions live in
        // the library's own memory, so the two do not overlap.
        let out = unsafe { core::slice::from_raw_parts_mut(out, written) };
        for (slot, &action) in out.iter_mut().zip(actions) {
            *slot = i64::from(action);
        }
    }
    actions.len()
}
