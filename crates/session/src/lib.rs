//! A game in progress: the one driver under every front end (the command
//! line's `play` and `match`, the web package, the Python module, the C
//! library, the vector games, the fuzz targets), so that they play by the
//! same rules and say the same things in the same words.
//!
//! - [`Session`] owns a [`ludeme_core::Record`] with its history rules;
//!   settles the outcome and the legal moves with their actions once when
//!   the position changes; answers who acts; plays moves given as text, as
//!   moves, or as action numbers; and advances the game by its built-in
//!   players and the die ([`Session::step`], with [`Seats`]).
//! - [`GameRecord`]: the game record format (tag pairs, moves, result), read
//!   strictly and written back.
//! - [`GameHandle`]: a session as every binding holds it, with the record
//!   it was read from and the checks of the tags a caller adds.
//!
//! `Session` alone is a game of any registered kind by name
//! ([`ludeme_registry::AnyGame`]); `Session<G>` drives a game's own type at
//! full speed.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod actions;
mod error;
mod handle;
pub mod record;
mod seats;
mod session;

pub use actions::Decided;
pub use error::{quote, Refusal, SessionError, MAX_PERFT_DEPTH};
pub use handle::{GameHandle, TagError};
pub use record::{read_records, records, GameRecord, RecordReadError, RecordedMove, Records};
pub use seats::{Seats, Turn};
pub use session::Session;
