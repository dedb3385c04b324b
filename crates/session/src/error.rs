//! What a session refuses, in the command line's words (one line each).

use alloc::string::String;

use ludeme_core::Game;
use ludeme_players::UnknownPlayer;
use ludeme_registry::NameError;

/// User text as an error message quotes it: in double quotes, its first 40
/// characters and `…` if it is longer (what the command line prints).
///
/// ```
/// assert_eq!(ludeme_session::quote("b2-c3"), "\"b2-c3\"");
/// assert_eq!(ludeme_session::quote(&"x".repeat(50)), format!("{:?}…", "x".repeat(40)));
/// ```
pub use ludeme_core::text::quoted as quote;

/// The deepest perft a binding counts (deeper counts run for hours; the
/// bindings' `GameHandle::perft` refuses deeper ones).
pub const MAX_PERFT_DEPTH: u32 = 20;

/// Why a session refused a move: the game's own reason, typed, or the
/// session's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Refusal<E> {
    /// The game's rules refuse it (the game's own error).
    #[error(transparent)]
    Rule(E),
    /// The game is over (by the position or a history rule).
    #[error("the game is over")]
    GameOver,
    /// It does not complete the decision already taken.
    #[error("it does not complete the decision already taken")]
    Incomplete,
    /// It is not among the legal moves now.
    #[error("not a legal move")]
    NotLegal,
    /// It is not among the legal moves that follow the decision already
    /// taken.
    #[error("not a legal move that follows the decision already taken")]
    NotFollowing,
}

/// Why an action number is not legal now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionRefusal {
    /// It is not among the actions that may be played now.
    #[error("not among the {legal} legal actions")]
    NotAmong {
        /// How many actions may be played now.
        legal: usize,
    },
    /// It completes no legal move here.
    #[error("it completes no legal move here")]
    CompletesNoMove,
    /// It is only the first of two decisions, where a whole move was asked
    /// for.
    #[error("it completes no legal move here (it is the first of two decisions)")]
    FirstOfTwo,
    /// A negative number, or one past every action number (`u32`).
    #[error("no action is negative or so large")]
    OutOfRange,
}

/// A perft depth beyond what a binding counts (the number as given).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "perft depth must be a whole number from 0 to {MAX_PERFT_DEPTH}, not {depth} (at most {MAX_PERFT_DEPTH}: deeper counts run for hours)"
)]
#[non_exhaustive]
pub struct PerftDepthError {
    /// The depth as given.
    pub depth: String,
}

impl PerftDepthError {
    /// The refusal of `depth`, as given.
    pub fn new(depth: impl Into<String>) -> PerftDepthError {
        PerftDepthError {
            depth: depth.into(),
        }
    }
}

/// Why a session refused something, in the command line's words (one
/// line each). The session is then unchanged.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError<G: Game> {
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
        /// Why it is refused: the game's own reason, typed, or the
        /// session's.
        reason: Refusal<G::IllegalMove>,
    },
    /// An action number that is not legal now.
    #[error("illegal action {action}: {reason}")]
    IllegalAction {
        /// The action number as given.
        action: i64,
        /// Why it is refused.
        reason: ActionRefusal,
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
    /// A perft depth beyond what a binding counts (see
    /// [`MAX_PERFT_DEPTH`]).
    #[error(transparent)]
    PerftDepth(#[from] PerftDepthError),
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
