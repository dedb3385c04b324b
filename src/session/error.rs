//! What a session refuses, in the command line's words (one line each).

use alloc::string::String;

use ludeme_core::Game;
use ludeme_players::UnknownPlayer;

use crate::{AnyGame, NameError};

/// User text as an error message quotes it: in double quotes, its first 40
/// characters and `…` if it is longer (what the command line prints).
///
/// ```
/// assert_eq!(ludeme::session::quote("b2-c3"), "\"b2-c3\"");
/// assert_eq!(ludeme::session::quote(&"x".repeat(50)), format!("{:?}…", "x".repeat(40)));
/// ```
pub use ludeme_core::text::quoted as quote;

/// The deepest perft a session counts (deeper counts run for hours).
pub const MAX_PERFT_DEPTH: u32 = 20;

/// A perft depth given as any number (what the bindings receive): a whole
/// number from 0 to [`MAX_PERFT_DEPTH`].
///
/// ```
/// use ludeme::session::perft_depth;
/// assert_eq!(perft_depth(4.0), Ok(4));
/// assert_eq!(
///     perft_depth(1.5).unwrap_err().to_string(),
///     "perft depth must be a whole number from 0 to 20, not 1.5 (at most 20: deeper counts run for hours)"
/// );
/// ```
///
/// # Errors
/// [`SessionError::PerftDepth`] for any other number.
pub fn perft_depth(depth: f64) -> Result<u32, SessionError> {
    depth_of(depth)
}

/// [`perft_depth`] for a session of any game.
pub(super) fn depth_of<G: Game>(depth: f64) -> Result<u32, SessionError<G>> {
    if depth.fract() == 0.0 && (0.0..=f64::from(MAX_PERFT_DEPTH)).contains(&depth) {
        Ok(depth as u32)
    } else {
        Err(SessionError::PerftDepth(alloc::format!("{depth}")))
    }
}

/// Why a session refused something, in the command line's words (one
/// line each). The session is then unchanged.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError<G: Game = AnyGame> {
    /// An unknown game or variant.
    #[error(transparent)]
    Name(#[from] NameError),
    /// Position text that does not parse.
    #[error("bad position text {quoted}: {reason}")]
    Position {
        /// The text, quoted (see [`quote`]).
        quoted: String,
        /// What is wrong with it.
        reason: G::ParseError,
    },
    /// Move text that does not parse.
    #[error("not a move: {0}")]
    MoveText(G::MoveParseError),
    /// A move the game refuses, or any move once the game is over.
    #[error("illegal move {mv}: {reason}")]
    Illegal {
        /// The move.
        mv: G::Move,
        /// Why it is refused.
        reason: String,
    },
    /// An action number that is not legal now.
    #[error("illegal action {action}: {reason}")]
    IllegalAction {
        /// The action number as given.
        action: i64,
        /// Why it is refused.
        reason: String,
    },
    /// An unknown player name.
    #[error(transparent)]
    Player(#[from] UnknownPlayer),
    /// A built-in player found no move where a seat is to act.
    #[error("{player} found no move in {position}")]
    NoMove {
        /// The player's name.
        player: String,
        /// The position text.
        position: String,
    },
    /// A perft depth that is not a whole number from 0 to
    /// [`MAX_PERFT_DEPTH`] (the number as given).
    #[error(
        "perft depth must be a whole number from 0 to {MAX_PERFT_DEPTH}, not {0} (at most {MAX_PERFT_DEPTH}: deeper counts run for hours)"
    )]
    PerftDepth(String),
    /// A seat the game does not have (the seat as given).
    #[error("no seat {seat}: the game has seats 0 to {last}")]
    NoSeat {
        /// The seat asked for.
        seat: String,
        /// The last seat of the game.
        last: usize,
    },
}

impl<G: Game> SessionError<G> {
    /// Whether this is the refusal of a move or an action (what the
    /// bindings raise as `IllegalMove`; move text that is no move counts
    /// too, see [`SessionError::is_move_text`]).
    pub fn is_illegal(&self) -> bool {
        matches!(
            self,
            SessionError::Illegal { .. } | SessionError::IllegalAction { .. }
        )
    }

    /// Whether this is move text that is no move.
    pub fn is_move_text(&self) -> bool {
        matches!(self, SessionError::MoveText(_))
    }
}
