//! A game in progress: the one driver under every front end (the command
//! line's `play` and `match`, the web package, the Python module, the C
//! library, the vector games, the fuzz targets), so that they play by the
//! same rules and say the same things in the same words.
//!
//! - [`Session`] owns a [`ludeme_core::GameLine`] with its history rules;
//!   settles the outcome and the legal moves with their actions once when
//!   the position changes; answers who acts; plays moves given as text, as
//!   moves, or as action numbers; and advances the game by its built-in
//!   players and the die ([`Session::step`], with [`Seats`]).
//! - [`GameRecord`]: the game record format (tag pairs, moves, result), read
//!   strictly and written back, of any registered game or of a game of
//!   one's own ([`RecordedGame`]).
//! - [`GameHandle`]: a session as every binding holds it, with the record
//!   it was read from and the checks of the tags a caller adds.
//!
//! `Session<G>` drives a game's own type at full speed; a game chosen by
//! name ([`Setup`], [`GameHandle`]) is a `Session<G>` behind the
//! object-safe [`AnySession`], its type chosen once at that edge.
//!
//! ```
//! use ludeme_session::{GameRecord, Setup};
//!
//! let mut game = Setup::new("surakarta").handle()?;
//! game.session_mut().play("b2-c3")?;
//! // A built-in player by name, seeded: the reply is the same every run.
//! let reply = game.best_move("mcts:200", 7)?.expect("the game goes on");
//! game.session_mut().play(&reply)?;
//! assert_eq!(game.session().history(), ["b2-c3", reply.as_str()]);
//!
//! // The game record, written and read back.
//! let text = game.session().game_record(None).to_string();
//! let again: GameRecord = text.parse()?;
//! assert_eq!(again.replay()?.position(), game.session().position());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports this crate as `ludeme::session` and
//! `ludeme::game_record` (and `ludeme::GameRecord`, …), beside the games and
//! the players: applications depend on it. Depend on `ludeme-session` for the
//! driver and the records without the vector games.
//!
//! # Features
//! - `rayon`: [`Session::perft`] and [`GameHandle::perft`] count on every
//!   core, and the built-in MCTS player searches its trees in parallel.
//! - `serde`: a [`GameRecord`] (de)serialises as its text.
//!
//! The crate needs `std`.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod actions;
mod any_error;
mod any_session;
mod error;
mod handle;
pub mod record;
mod seats;
mod session;
mod setup;
mod tables_value;

pub use actions::Decided;
pub use any_error::{AnySessionError, ErrorKind, OtherGame};
pub use any_session::{AnySeats, AnySession};
pub use error::{quote, ActionRefusal, PerftDepthError, Refusal, SessionError, MAX_PERFT_DEPTH};
pub use handle::{GameHandle, TagError};
pub use record::{
    read_records, read_records_bytes, records, records_as, records_as_bytes, records_by_name,
    records_by_name_bytes, records_bytes, GameRecord, RecordReadError, RecordedGame, RecordedMove,
    Records, RecordsAs, RecordsByName,
};
pub use seats::{Seats, Turn, CHANCE_MOVE_SEED, DICE_SEED, SEAT_PLAYER_SEED};
pub use session::Session;
pub use setup::Setup;
pub use tables_value::TablesValue;
