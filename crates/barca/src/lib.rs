//! Barca: a complete, fast rules engine for Andrew Caldwell's game of
//! elephants, lions and mice racing for watering holes.
//!
//! ```
//! use ludeme_barca::{IllegalMove, Position};
//! use ludeme_core::Game;
//!
//! let mut position = Position::start();
//! assert_eq!(position.legal_moves().len(), 38);
//! position.play("e2-e5".parse()?)?;
//!
//! // Illegal moves are refused with their reason; the position is unchanged.
//! let before = position;
//! let err = position.play("e2-e4".parse()?).unwrap_err();
//! assert!(matches!(err, IllegalMove::NotYourAnimal { .. }));
//! assert_eq!(position, before);
//!
//! assert_eq!(ludeme_core::perft(&Position::start(), 2), 1_404);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Rules
//! - 10×10 board; watering holes d4, g4, d7, g7. Each side has 2 elephants
//!   (queen moves), 2 lions (bishop moves) and 2 mice (rook moves); nothing
//!   jumps, nothing is captured, passing is not allowed.
//! - The mouse fears the lion, the lion the elephant, the elephant the mouse
//!   (enemy animals only). An animal is **scared** when an enemy animal it
//!   fears is on one of the 8 squares around it; a square is **safe** for it
//!   when no such enemy is next to the square (only the destination counts).
//!   A scared animal with no move to a safe square is **trapped**.
//! - If some scared animal can reach a safe square, the legal moves are
//!   exactly those escapes (of any scared animal). Otherwise the legal moves
//!   are the moves of unscared animals to safe squares plus every move of a
//!   trapped animal.
//! - Holding 3 of the 4 watering holes after one's own move wins at once,
//!   even with scared animals; a won position has no moves.
//!
//! # Project choices
//! - White moves first (the official rule draws lots; the start is
//!   symmetric). Position text may name either side to move.
//! - A side to move without a legal move (only in constructed positions)
//!   loses; [`Rules::no_legal_move_loses`] turned off makes it a draw.
//! - History rules (the [`ludeme_core::History`] impl of [`Position`],
//!   applied by a [`ludeme_core::GameLine`]): the third occurrence of a
//!   placement with the same side to move is a draw (on by default); an
//!   optional ply cap (off by default). Perft ignores both.
//!
//! # The `ludeme_core` traits
//! [`Position`] implements [`ludeme_core::Game`] (the rules; its own end of
//! the game is [`HOLES_HELD`]), [`ludeme_core::History`],
//! [`ludeme_core::Heuristic`] and [`ludeme_core::Render`]; [`Rules`]
//! implements [`ludeme_core::Variants`] (variant `standard`, option
//! `+no-move-draws`).
//!
//! # Text
//! Position text: ranks 10 down to 1 separated by `/`, `E L M` White and
//! `e l m` Black, numbers 1–10 for runs of empty squares, then `w` or `b`:
//! `4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w`. Move text: `e2-e5`.
//! Whitespace around either text is ignored; the two fields of position
//! text are separated by one space (as printed). Error messages are one
//! line and quote at most the first 40 characters of the text they name.
//!
//! # This crate or the facade
//! The facade crate `ludeme` has this crate as `ludeme::barca`, beside the
//! other games, every game by name, the players and game records: most
//! applications depend on it. Depend on `ludeme-barca` (with `ludeme-core` for
//! the traits) for Barca alone, without the other games in the dependency tree.
//! Both build without `std`.
//!
//! # Features
//! - `std` (default): off for `no_std` + `alloc`.
//! - `serde`: [`Move`] (de)serialises as its text; [`Position`] as its text
//!   when its rules are the default, otherwise with them
//!   (`{"rules": …, "text": "…"}`, the module `ludeme_core::serde_form`), so it
//!   reads back under the rules it was written with.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

mod actions;
mod animal;
mod diagram;
mod error;
mod evaluation;
mod game;
mod movegen;
mod notation;
mod position;
mod rules;
mod svg;
mod tables;
#[cfg(test)]
mod tests;
mod weights;

pub use animal::Animal;
pub use error::{IllegalMove, MoveParseError, PositionError};
pub use game::HOLES_HELD;
pub use ludeme_core::Colour;
pub use movegen::MoveList;
pub use notation::{parse_square, square_name, Move};
pub use position::Position;
pub use rules::Rules;
pub use tables::WATERING_HOLES;
