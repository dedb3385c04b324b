//! UGI, the Universal Game Interface of the cutegames tournament manager
//! (UCI's commands with `ugi`/`ugiok` and `query`), for every registered
//! game, from both ends:
//!
//! - [`server`]: our engine, answering a manager's lines ([`serve`], what
//!   `ludeme ugi GAME` runs);
//! - [`client`]: an external engine as a process, started, asked for moves
//!   with deadlines, restarted after a crash and always reaped
//!   ([`client::EngineProcess`], what `ludeme match` referees);
//! - the protocol's words, which both ends speak: a move as one word
//!   ([`ugi_move`], [`play_ugi_move`]) and `go`'s limits ([`Limits`],
//!   [`think_time`]).
//!
//! ```
//! use ludeme::session::Session;
//! use ludeme::barricade::Position;
//!
//! // A move is one word of a line: Barricade's `roll 5` is `roll5`.
//! let mut game: Session<Position> = Session::from_game(Default::default());
//! let roll = game.legal_moves()[4];
//! assert_eq!(ludeme_ugi::ugi_move(&roll), "roll5");
//! ludeme_ugi::play_ugi_move(&mut game, "roll5")?;
//! assert_eq!(game.line().plies(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # This crate and the facade
//! The facade crate `ludeme` does not include this crate: depend on
//! `ludeme-ugi` (beside `ludeme`, whose types it speaks) to make a program a
//! UGI engine or to drive external engines. To run ludeme as an engine without
//! writing code, `ludeme ugi GAME` of the `ludeme-cli` crate is this crate's
//! [`serve`].
//!
//! # Features
//! - `rayon` (default): the MCTS player's `Threads` option searches that
//!   many trees in parallel; without it the trees are searched one after
//!   another, with the same move.
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod client;
mod limits;
mod moves;
pub mod server;

pub use limits::{move_budget, think_time, Limits, MIN_MOVES_LEFT};
pub use moves::{play_ugi_move, ugi_move};
pub use server::serve;
