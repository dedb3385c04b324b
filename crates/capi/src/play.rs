//! Moves and actions played and taken back, the built-in players' choices,
//! and the alpha-beta search as `ludeme analyse` runs it.

use std::ffi::{c_char, c_int};

use ludeme_core::Actor;
use ludeme_players::{Analysis, Budget, BudgetError};
use ludeme_session::{AnySession, ErrorKind};

use crate::error::{call, status, string_or_error, Failure, LudemeError};
use crate::ffi::{optional_text, owned, text};
use crate::{game_mut, game_ref, LudemeGame};

/// Plays a move given as text.
///
/// Returns `LUDEME_OK` (0) when the move is played; when it is refused, the
/// game unchanged, the refusal's negative code (the same as
/// `ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` or `mv` NULL, `mv` not UTF-8;
/// - `LUDEME_ERROR_MOVE_TEXT`: text that is not a move (`not a move: ...`);
/// - `LUDEME_ERROR_ILLEGAL_MOVE`: a move the game refuses (`illegal move
///   b2-b5: ...`);
/// - `LUDEME_ERROR_GAME_OVER`: a move once the game is over (`illegal move
///   c5-c4: the game is over`);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` and `mv` are borrowed for the call. On a refusal its
/// one-line message is written to `*error` (when `error` is not NULL), the
/// caller's, freed with `ludeme_string_free`; on success `*error` is left
/// alone.
///
/// # Safety
/// `game` is NULL or a live game; `mv` NULL or NUL-terminated; `error` NULL
/// or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_play(
    game: *mut LudemeGame,
    mv: *const c_char,
    error: *mut *mut c_char,
) -> c_int {
    let played = call(|| {
        // SAFETY: the arguments' contract is this function's.
        let game = unsafe { game_mut(game)? };
        // SAFETY: as above.
        let text = unsafe { text(mv, "the move")? };
        let session = game.handle.session_mut();
        match session.play(text) {
            Ok(_) => Ok(()),
            // Refused, the game unchanged: over then, so over before.
            Err(refused) if refused.kind() == ErrorKind::IllegalMove && session.is_over() => {
                Err(Failure::game_over(refused.to_string()))
            }
            Err(refused) => Err(refused.into()),
        }
    });
    // SAFETY: `error` is NULL or writable (this function's contract).
    unsafe { status(played, error) }
}

/// Plays an action number (a whole move, or the first decision of a move
/// in two).
///
/// Returns `LUDEME_OK` (0) when the action is played; when it is refused,
/// the game unchanged, the refusal's negative code (the same as
/// `ludeme_last_error()`):
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_ILLEGAL_ACTION`: an action that is not legal now
///   (`illegal action -7: ...`);
/// - `LUDEME_ERROR_GAME_OVER`: any action once the game is over (`illegal
///   action 3: the game is over`);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call. On a refusal its one-line
/// message is written to `*error` (when `error` is not NULL), the caller's,
/// freed with `ludeme_string_free`; on success `*error` is left alone.
///
/// # Safety
/// `game` is NULL or a live game; `error` NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_play_action(
    game: *mut LudemeGame,
    action: i64,
    error: *mut *mut c_char,
) -> c_int {
    let played = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_mut(game)? };
        let session = game.handle.session_mut();
        if session.is_over() {
            return Err(Failure::game_over(format!(
                "illegal action {action}: the game is over"
            )));
        }
        session.play_action(action)?;
        Ok(())
    });
    // SAFETY: `error` is NULL or writable (this function's contract).
    unsafe { status(played, error) }
}

/// Takes the last move back.
///
/// Returns the move taken back (a pending first decision: ""), or NULL at
/// the start (not a refusal: the last error is then `LUDEME_OK`). Refuses,
/// returning NULL, with the last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL;
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` is borrowed for the call; the move returned is the
/// caller's, freed with `ludeme_string_free`; the message of a refusal is
/// in `ludeme_last_error_message()`.
///
/// # Safety
/// `game` is NULL or a live game.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_undo(game: *mut LudemeGame) -> *mut c_char {
    let undone = call(|| {
        // SAFETY: the game's contract is this function's.
        let game = unsafe { game_mut(game)? };
        Ok(game.handle.session_mut().undo())
    });
    match undone {
        Ok(Some(text)) => owned(text),
        _ => std::ptr::null_mut(),
    }
}

/// The move a built-in player (`player`: `mcts:1000`, `ab:0.5s`,
/// `ab:20000`, `greedy`, `random`, `plain:3`; NULL: `mcts`) chooses now,
/// seeded with `seed`; at a chance node an outcome drawn with `seed`.
///
/// Returns the move; or NULL when it refuses, with the last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` NULL, `player` not UTF-8;
/// - `LUDEME_ERROR_PLAYER`: an unknown player (`unknown player
///   "ab:fast" ...`);
/// - `LUDEME_ERROR_GAME_OVER`: the game is over (`no move: the game is
///   over (white wins ...)`); `*error` is then left alone, as it always
///   was (the message is in `ludeme_last_error_message()`);
/// - `LUDEME_ERROR_NO_MOVE`: the player found no move (not known to
///   happen);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` and `player` are borrowed for the call; the move is
/// the caller's, freed with `ludeme_string_free`. On a refusal other than
/// the game's end its one-line message is written to `*error` (when
/// `error` is not NULL), the caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game; `player` NULL or NUL-terminated; `error`
/// NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_best_move(
    game: *const LudemeGame,
    player: *const c_char,
    seed: u64,
    error: *mut *mut c_char,
) -> *mut c_char {
    let chosen = call(|| {
        // SAFETY: the arguments' contract is this function's.
        let game = unsafe { game_ref(game)? };
        // SAFETY: as above.
        let player = unsafe { optional_text(player, "the player")? }.unwrap_or("mcts");
        match game.handle.best_move(player, seed)? {
            Some(mv) => Ok(Some(mv)),
            None => Err(no_move(game.handle.session(), "no move")),
        }
    });
    match chosen {
        // The end of the game: no move, and no error to free.
        Err(failure) if failure.code == LudemeError::LUDEME_ERROR_GAME_OVER => std::ptr::null_mut(),
        // SAFETY: `error` is NULL or writable (this function's contract).
        chosen => unsafe { string_or_error(chosen, error) },
    }
}

/// Why there is no move: `LUDEME_ERROR_GAME_OVER` with the outcome once the
/// game is over (`what: the game is over (white wins ...)`), else
/// `LUDEME_ERROR_NO_MOVE`.
fn no_move(session: &dyn AnySession, what: &str) -> Failure {
    match session.outcome_text() {
        Some(outcome) => Failure::game_over(format!("{what}: the game is over ({outcome})")),
        None => found_none(),
    }
}

/// The alpha-beta search of the position, knowing the history, as `ludeme
/// analyse` runs it, on `budget`: a node count (`30000`) or a time
/// (`0.5s`, `200ms`).
///
/// Returns its last iteration in one line,
/// `move MOVE score S nodes N depth D pv M1 M2 ...` (S the score for the
/// side to move, in ten-thousandths of a piece, a forced result in `n`
/// plies ±(1,000,000 - n); N the nodes of the whole search; D its depth in
/// plies; the principal variation from MOVE on). A node budget gives the
/// same line every time. Or NULL when it refuses, with the last error:
/// - `LUDEME_ERROR_BAD_ARGUMENT`: `game` or `budget` NULL, `budget` not
///   UTF-8;
/// - `LUDEME_ERROR_BUDGET`: a budget that is neither (`0` too);
/// - `LUDEME_ERROR_NO_SEAT`: chance is to act (`nothing to analyse: chance
///   is to act ...`: play one of its outcomes first);
/// - `LUDEME_ERROR_GAME_OVER`: the game is over (`nothing to analyse: white
///   wins ...`, as the command line says it);
/// - `LUDEME_ERROR_NO_MOVE`: the search found no move (not known to
///   happen);
/// - `LUDEME_ERROR_INTERNAL`: a caught panic.
///
/// Ownership: `game` and `budget` are borrowed for the call; the line is
/// the caller's, freed with `ludeme_string_free`. On a refusal its one-line
/// message is written to `*error` (when `error` is not NULL), the
/// caller's, freed with `ludeme_string_free`.
///
/// # Safety
/// `game` is NULL or a live game; `budget` NULL or NUL-terminated; `error`
/// NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn ludeme_game_analyse(
    game: *const LudemeGame,
    budget: *const c_char,
    error: *mut *mut c_char,
) -> *mut c_char {
    let analysed = call(|| {
        // SAFETY: the arguments' contract is this function's.
        let game = unsafe { game_ref(game)? };
        // SAFETY: as above.
        let budget = unsafe { text(budget, "the budget")? };
        let parsed: Budget = budget.parse().map_err(|error: BudgetError| {
            Failure::new(LudemeError::LUDEME_ERROR_BUDGET, error.to_string())
        })?;
        let session = game.handle.session();
        match session.to_act() {
            Actor::Seat(_) => {}
            Actor::Chance => {
                return Err(Failure::new(
                    LudemeError::LUDEME_ERROR_NO_SEAT,
                    "nothing to analyse: chance is to act (play one of its outcomes first)",
                ))
            }
            _ => {
                // As the command line says it: `nothing to analyse: OUTCOME`.
                let outcome = session.outcome_text().unwrap_or_default();
                return Err(Failure::game_over(format!("nothing to analyse: {outcome}")));
            }
        }
        let last = session.analyse(parsed).ok_or_else(found_none)?;
        analysis_line(&last).map(Some)
    });
    // SAFETY: `error` is NULL or writable (this function's contract).
    unsafe { string_or_error(analysed, error) }
}

/// `move MOVE score S nodes N depth D pv M1 M2 ...`.
fn analysis_line(last: &Analysis<String>) -> Result<String, Failure> {
    let best = last.best_move().ok_or_else(found_none)?;
    Ok(format!(
        "move {best} score {} nodes {} depth {} pv {}",
        last.score(),
        last.nodes(),
        last.depth(),
        last.principal_variation().join(" ")
    ))
}

/// `LUDEME_ERROR_NO_MOVE`: no move where a seat is to act (not known to
/// happen).
fn found_none() -> Failure {
    Failure::new(
        LudemeError::LUDEME_ERROR_NO_MOVE,
        "the search found no move",
    )
}
