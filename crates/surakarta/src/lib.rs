//! Surakarta: a complete, fast rules engine for the Javanese capture game,
//! and for Bas-basan sepur, its 7×7 relative.
//!
//! ```
//! use ludeme_core::Game;
//! use ludeme_surakarta::{IllegalMove, Position};
//!
//! let mut position = Position::start();
//! assert_eq!(position.legal_moves().len(), 16);
//! position.play("b2-c3".parse()?)?;
//!
//! // An illegal move is refused with its reason; the position is unchanged.
//! let before = position;
//! let err = position.play("c3-c4".parse()?).unwrap_err();
//! assert!(matches!(err, IllegalMove::NotYourPiece { .. }));
//! assert_eq!(position, before);
//!
//! // Everything of ludeme_core works on it, e.g. generic perft.
//! assert_eq!(ludeme_core::perft(&Position::start(), 2), 256);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Rules
//! The rules are those of the project's Surakarta specification:
//! - 6×6 points; White on ranks 1–2, Black on ranks 5–6, 12 pieces each.
//! - A **step** goes one point in any of the 8 directions onto an empty
//!   point ([`RulesOn::orthogonal_steps`] allows only the 4 orthogonal ones).
//! - A **capture** runs along a circuit (the inner one through ranks 2 and 5
//!   and files b and e, the outer one through ranks 3 and 4 and files c and d)
//!   over empty points, passes at least one corner loop, and lands on the
//!   first occupied point, which must hold an enemy piece. The mover's own
//!   start point counts as empty; paths may run round the whole circuit;
//!   at a crossing the path goes straight on. There is one move per
//!   (origin, destination) pair.
//! - A side with no pieces loses ([`NO_PIECES`]).
//!
//! # Project choices
//! - White moves first in the start position (the traditional rule lets the
//!   players decide); position text may name either side to move.
//! - A side to move without a legal move ends the game on piece count: more
//!   pieces wins, equal draws ([`ludeme_core::EndReason::NoLegalMove`]).
//! - A position where *either* side has no pieces is over (the side without
//!   pieces has lost) and has no moves.
//! - History rules (ICGA style: 50 plies without capture; a repeated position
//!   with the same side to move) are applied by a [`ludeme_core::GameLine`],
//!   whose defaults the [`ludeme_core::History`] impl of [`PositionOn`] gives;
//!   they end the game on piece count. Perft ignores them.
//! - No non-capturing loop slide (the Chinese variant's) is offered: no
//!   source defines it precisely.
//!
//! # Variants
//! Named by [`ludeme_core::Variants`] on [`RulesOn`]:
//! - `standard` (6×6, the default) and `orthogonal`
//!   ([`RulesOn::orthogonal_steps`]: steps in 4 directions only).
//! - `bas-basan`: [`BasBasan`] = `PositionOn<7>`: 7×7, 14 pieces each,
//!   orthogonal steps, circuits on lines 1/5 and 2/4; `bas-basan-3`
//!   ([`RulesOn::middle_circuit`]) adds the middle line as a third circuit.
//!   The 6×6 game is its own monomorphised type and pays nothing for the 7×7
//!   one.
//!
//! ```
//! use ludeme_core::{Game, HistoryRules, GameLine, Variants};
//! use ludeme_surakarta::{BasBasan, BasBasanRules};
//!
//! let rules = BasBasanRules::from_variant("bas-basan-3").unwrap();
//! let mut game = GameLine::new(BasBasan::start_with(&rules));
//! assert_eq!(game.rules(), HistoryRules::NONE.with_repetition(Some(2)).with_no_capture_limit(Some(50)));
//! game.play("a2-a3".parse()?)?;
//! assert_eq!(game.position().legal_moves().len(), 7);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Text
//! Position text: ranks from the top down separated by `/`, `w` and `b` for
//! pieces, digits for runs of empty points, then the side to move:
//! `bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w`. Move text: `b2-c3` (step), `b2xe5`
//! (capture). Whitespace around either text is ignored; the two fields of
//! position text are separated by one space (as printed). Error messages are
//! one line and quote at most the first 40 characters of the text they name.
//!
//! # This crate or the facade
//! The facade crate `ludeme` has this crate as `ludeme::surakarta`, beside the
//! other games, every game by name, the players and game records: most
//! applications depend on it. Depend on `ludeme-surakarta` (with `ludeme-core`
//! for the traits) for Surakarta alone, without the other games in the
//! dependency tree. Both build without `std`.
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
mod zobrist;

pub use error::{IllegalMove, MoveParseError, PositionError};
pub use game::NO_PIECES;
pub use ludeme_core::Colour;
pub use movegen::MoveListOn;
pub use notation::MoveOn;
pub use position::PositionOn;
pub use rules::RulesOn;

/// A Surakarta position (6×6).
pub type Position = PositionOn<6>;
/// A Surakarta move (6×6).
pub type Move = MoveOn<6>;
/// The rules of a Surakarta position (6×6).
pub type Rules = RulesOn<6>;
/// The legal moves of a Surakarta position (6×6).
pub type MoveList = MoveListOn<6>;

/// A Bas-basan sepur position (7×7).
pub type BasBasan = PositionOn<7>;
/// A Bas-basan sepur move (7×7).
pub type BasBasanMove = MoveOn<7>;
/// The rules of a Bas-basan sepur position (7×7).
pub type BasBasanRules = RulesOn<7>;
