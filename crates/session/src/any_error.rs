//! [`AnySessionError`]: a session's refusal when the game was chosen by
//! name, with its kind and the game's own typed error inside.

use alloc::sync::Arc;
use core::error::Error;
use core::fmt;

use ludeme_core::Game;
use ludeme_registry::NameError;

use crate::{PerftDepthError, SessionError};

/// What kind of refusal an [`AnySessionError`] is: what a binding turns
/// into its own form (a Python exception class, a C error code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// An unknown game or variant.
    Name,
    /// Position text that does not parse.
    Position,
    /// Move text that does not parse.
    MoveText,
    /// A move the game refuses, or any move once the game is over.
    IllegalMove,
    /// An action number that is not legal now.
    IllegalAction,
    /// An unknown player name.
    Player,
    /// A built-in player found no move.
    NoMove,
    /// A perft depth beyond what a binding counts.
    PerftDepth,
    /// A seat the game does not have.
    NoSeat,
    /// Seats made for another game's session.
    OtherGame,
    /// Endgame tables of another game, or a position they do not know.
    Tables,
}

impl ErrorKind {
    /// Whether this is the refusal of a move or an action (what the
    /// bindings raise as `IllegalMove`).
    pub fn is_illegal(self) -> bool {
        matches!(self, ErrorKind::IllegalMove | ErrorKind::IllegalAction)
    }
}

impl<G: Game> SessionError<G> {
    /// The kind of this refusal.
    pub fn kind(&self) -> ErrorKind {
        match self {
            SessionError::Name(_) => ErrorKind::Name,
            SessionError::Position { .. } => ErrorKind::Position,
            SessionError::MoveText(_) => ErrorKind::MoveText,
            SessionError::Illegal { .. } => ErrorKind::IllegalMove,
            SessionError::IllegalAction { .. } => ErrorKind::IllegalAction,
            SessionError::Player(_) => ErrorKind::Player,
            SessionError::NoMove { .. } => ErrorKind::NoMove,
            SessionError::PerftDepth(_) => ErrorKind::PerftDepth,
            SessionError::NoSeat { .. } => ErrorKind::NoSeat,
        }
    }
}

/// A refusal of a session whose game was chosen by name (a
/// `GameHandle`, an [`AnySession`](crate::AnySession)):
/// its [`ErrorKind`], its one-line message, and the typed error inside,
/// which is the game's own [`SessionError<G>`] for a refusal of the game
/// (see [`AnySessionError::downcast_ref`]).
///
/// ```
/// use ludeme_session::{ErrorKind, SessionError, Setup};
/// use ludeme_registry::surakarta;
/// let mut game = Setup::new("surakarta").start()?;
/// let refused = game.play("b2-b4").unwrap_err();
/// assert_eq!(refused.kind(), ErrorKind::IllegalMove);
/// assert!(refused.to_string().starts_with("illegal move b2-b4: "));
/// let own = refused.downcast_ref::<SessionError<surakarta::Position>>();
/// assert!(matches!(own, Some(SessionError::Illegal { .. })));
/// # Ok::<(), ludeme_session::AnySessionError>(())
/// ```
#[derive(Clone, Debug)]
pub struct AnySessionError {
    kind: ErrorKind,
    inner: Arc<dyn Error + Send + Sync + 'static>,
}

impl AnySessionError {
    /// The kind of refusal.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Whether this is the refusal of a move or an action.
    pub fn is_illegal(&self) -> bool {
        self.kind.is_illegal()
    }

    /// The typed error inside, if it is an `E`: a [`SessionError<G>`] of
    /// the game's own type `G`, a [`NameError`] or a [`PerftDepthError`].
    pub fn downcast_ref<E: Error + 'static>(&self) -> Option<&E> {
        self.inner.downcast_ref::<E>()
    }
}

impl fmt::Display for AnySessionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.inner, f)
    }
}

impl Error for AnySessionError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.inner.source()
    }
}

impl<G> From<SessionError<G>> for AnySessionError
where
    G: Game + 'static,
    SessionError<G>: Send + Sync,
{
    fn from(error: SessionError<G>) -> AnySessionError {
        AnySessionError {
            kind: error.kind(),
            inner: Arc::new(error),
        }
    }
}

/// Seats made for another game's session than the one they step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("these seats were made for another game")]
#[non_exhaustive]
pub struct OtherGame;

/// `From<E>` for [`AnySessionError`], of kind `K`, for each `E => K`.
macro_rules! erased_of_kind {
    ($($error:ty => $kind:ident),* $(,)?) => {$(
        impl From<$error> for AnySessionError {
            fn from(error: $error) -> AnySessionError {
                AnySessionError {
                    kind: ErrorKind::$kind,
                    inner: Arc::new(error),
                }
            }
        }
    )*};
}

erased_of_kind! {
    NameError => Name,
    PerftDepthError => PerftDepth,
    ludeme_players::UnknownPlayer => Player,
    OtherGame => OtherGame,
    ludeme_registry::TablesError => Tables,
}
