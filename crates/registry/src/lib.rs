//! Every ludeme game by name: the one list where a game is registered
//! ([`games`], `src/list.rs`), and the types that hold a game of any
//! registered kind ([`AnyGame`], [`AnyMove`], [`AnyRules`], [`AnyError`]),
//! usable through the same [`ludeme_core::Game`] trait as each game on its
//! own. Code written once for every game runs on each game's own type
//! through [`AnyRules::visit`] and a [`GameVisitor`].
//!
//! ```
//! use ludeme_registry::{games, AnyGame};
//! use ludeme_core::Game;
//!
//! let names: Vec<&str> = games().iter().map(|g| g.name).collect();
//! assert!(names.contains(&"barca") && names.contains(&"surakarta"));
//! let game = AnyGame::by_name("barricade", Some("pairs-4"), None)?;
//! assert_eq!(game.seat_count(), 4);
//! # Ok::<(), ludeme_registry::AnyError>(())
//! ```
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
mod any_traits;
mod error;
mod names;
mod registered;
#[cfg(all(test, feature = "testing"))]
mod tests;
mod types;

pub use error::{GameError, NameError};
#[allow(deprecated)]
pub use names::variant_name;
pub use names::{games, GameInfo};
pub use registered::{GameVisitor, Registered, TestHooks};
#[cfg(feature = "serde")]
pub use registered::{SerdeForms, SerdeVisitor};
pub use types::*;
