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
//! - On top of it, a game chosen by name: [`Setup`] chooses the game's type
//!   once, and [`AnySession`] holds the `Session<G>` behind one object-safe
//!   trait; its refusals are [`AnySessionError`]s, with their
//!   [`ErrorKind`] and the game's own [`SessionError`] inside.
//!
//! Game records, and the handle every binding holds (a session with the
//! record it was read from), are the crate `ludeme-record`'s, on top of
//! this one.
//!
//! ```
//! use ludeme_session::Setup;
//!
//! let mut game = Setup::new("surakarta").start()?;
//! game.play("b2-c3")?;
//! // A built-in player by name, seeded: the reply is the same every run.
//! let reply = game.choose("mcts:200".parse()?, 7).expect("the game goes on");
//! game.play(&reply)?;
//! assert_eq!(game.history(), ["b2-c3", reply.as_str()]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports this crate as `ludeme::session`,
//! beside the games, the players and the records: applications depend on
//! it. Depend on `ludeme-session` for the driver alone.
//!
//! # Features
//! - `rayon`: [`Session::perft`] counts on every core, and the built-in
//!   MCTS player searches its trees in parallel.
//!
//! The crate needs `std`.
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;

mod actions;
mod any_error;
mod any_session;
mod error;
mod seats;
mod session;
mod setup;
mod tables_value;

pub use actions::Decided;
pub use any_error::{AnySessionError, ErrorKind, OtherGame};
pub use any_session::{AnySeats, AnySession};
pub use error::{quote, ActionRefusal, PerftDepthError, Refusal, SessionError, MAX_PERFT_DEPTH};
pub use seats::{Seats, Turn, CHANCE_MOVE_SEED, DICE_SEED, SEAT_PLAYER_SEED};
pub use session::Session;
pub use setup::Setup;
pub use tables_value::TablesValue;
