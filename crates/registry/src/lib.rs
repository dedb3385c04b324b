//! Every ludeme game by name: the one list where a game is registered
//! ([`games`], `src/list.rs`), and the types that hold a game of any
//! registered kind as values ([`AnyGame`], [`AnyMove`], [`AnyRules`],
//! [`AnyError`]: names, text, equality, hashing, serde forms). Code written
//! once for every game runs on each game's own type, chosen by name once:
//! through [`AnyRules::visit`] and a [`GameVisitor`], or [`AnyGame::visit`]
//! and a [`StateVisitor`].
//!
//! ```
//! use ludeme_registry::{games, AnyGame};
//!
//! let names: Vec<&str> = games().iter().map(|g| g.name).collect();
//! assert!(names.contains(&"barca") && names.contains(&"surakarta"));
//! let game = AnyGame::by_name("barricade", Some("pairs-4"), None)?;
//! assert_eq!(game.seat_count(), 4);
//! # Ok::<(), ludeme_registry::AnyError>(())
//! ```
//!
//! Each registered game is also a module of its own (`ludeme_registry::barca`,
//! `ludeme_registry::barricade`, `ludeme_registry::surakarta`): the game
//! crate, re-exported.
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports all of this crate at its root
//! (`ludeme::AnyGame`, `ludeme::games`, `ludeme::barca`, …), with the players,
//! sessions and game records beside it: applications depend on the facade.
//! Depend on `ludeme-registry` for every game by name and nothing more.
//!
//! # Features
//! - `std` (default): off for `no_std` + `alloc`, in this crate and in
//!   every game.
//! - `serde`: serde forms of the by-name types and of every game's
//!   positions, moves and rules, and the `SerdeForms` bound that every
//!   registered game meets.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

#[macro_use]
mod list;
#[macro_use]
mod dispatch;

mod any_game;
mod any_rules;
#[cfg(feature = "std")]
mod endgame;
mod error;
mod names;
mod registered;
#[cfg(all(test, feature = "std"))]
mod tests;
mod types;

#[cfg(feature = "std")]
pub use endgame::{endgame_oracle, open_tables, TablesError};
pub use error::{GameError, NameError};
pub use names::{games, GameInfo};
pub use registered::{GameVisitor, Registered, StateVisitor};
#[cfg(feature = "serde")]
pub use registered::{SerdeForms, SerdeVisitor};
pub use types::*;
