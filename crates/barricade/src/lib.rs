//! Barricade (Malefiz): a complete rules engine with the die as an explicit
//! chance node, pairs, and barricade relocation.
//!
//! ```
//! use ludeme_barricade::{Move, Position};
//! use ludeme_core::{Actor, Game};
//!
//! let mut p = Position::start();
//! assert_eq!(p.to_act(), Actor::Chance);       // the die first
//! p.play(Move::Roll(5))?;
//! assert_eq!(p.legal_move_count(), 167);        // 1 + 2 × 83 (spec)
//! p.play("h-e3/e5".parse()?)?;                  // onto e3, its barricade to e5
//! assert_eq!(p.to_string(), "e3 - - - a3,i3,m3,q3,e5,g7,k7,i9,i10,i11,i13 g -");
//! assert_eq!(ludeme_core::perft(&Position::start(), 2), 176);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Rules
//! - The standard Malefiz board: 112 nodes on a 17-column grid (columns
//!   `a`–`q`, rows `1`–`14`), the goal `i14`, 11 barricades at the start.
//! - A turn is a die roll (chance, 1–6 with probability 1/6 each), then the
//!   colour on turn moves one piece exactly that many steps along edges,
//!   never visiting a node twice; a piece in the house enters at its entry
//!   node (`c1`, `g1`, `k1`, `o1`) as step 1.
//! - A piece passes over pieces but not over barricades, may not end on its
//!   own colour, and captures another colour's piece by ending on it (that
//!   piece goes home). Ending on a barricade captures it: the mover places it
//!   on any free node off row 1 and off the goal (the vacated origin is
//!   free); the placement is part of the move (`c1-e3/i5`).
//! - With no legal move for the roll the colour passes (`pass`). A 6 gives
//!   no extra roll. Turn order: red, green, yellow, blue.
//! - The first piece on the goal (exact count) wins for its side
//!   ([`GOAL_REACHED`]).
//!
//! # Players and options ([`Rules`])
//! - [`Players::PairsOfTwo`] (default, the source's rule): red + yellow
//!   against green + blue, two players of two colours each;
//!   [`Players::PairsOfFour`]: four players, partners in pairs;
//!   [`Players::Individual`]: classic Malefiz, 2–4 players, one colour each
//!   (*project choice*: the first colours in turn order play).
//! - Capturing a partner's piece is allowed (the source forbids only the own
//!   colour); [`Rules::protect_partners`] forbids it.
//! - [`Rules::no_barricades_on_rows_1_and_2`]: the variant that also closes
//!   row 2 to barricades.
//! - By name ([`ludeme_core::Variants`] for [`Rules`]): `pairs` (default),
//!   `pairs-4`, `individual-2`, `individual-3`, `individual-4`, each
//!   optionally followed by `+protect-partners` and `+no-low-barricades`.
//!
//! # Seats and sides
//! A seat is named by its colours joined by `+`
//! ([`ludeme_core::Game::seat_name`]: `red+yellow` for a player of the pairs
//! game, `red` when each colour is its own seat); core's
//! [`ludeme_core::Side::name`] joins the names of a side's seats with `+`,
//! so that a side of the pairs game of four players is `red+yellow` too.
//!
//! # Traits of ludeme-core
//! [`Position`] implements [`ludeme_core::Game`] (the rules),
//! [`ludeme_core::History`] (with no history rules: a
//! [`ludeme_core::GameLine`] of a game keeps its moves and undoes them, and the
//! game ends only on the goal), [`ludeme_core::Heuristic`] (a race of each
//! side's leading pieces to the goal, slowed by the barricades in front and
//! by enemy pieces within a roll; the plain yardstick is the share of the
//! pips covered; captures and goal moves are tactical) and
//! [`ludeme_core::Render`] (an ASCII diagram, ANSI colours on request, and
//! SVG).
//!
//! # Text
//! Position text: `<red> <green> <yellow> <blue> <barricades> <colour> <die>`,
//! node lists comma-separated in canonical order (row, then column), `-` for
//! none, `x` for a colour not in play, die `-` before the roll:
//! `- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -`. Move text: `h-c1`,
//! `c1-e3`, `c1-e3/i5`, `pass`; chance outcomes `roll 1` … `roll 6`.
//! Whitespace around either text is ignored; the fields of position text
//! are separated by one space (as printed). Error messages are one line and
//! quote at most the first 40 characters of the text they name.
//!
//! # Two questions instead of one move
//! An app that asks where to go and then where to put the barricade uses
//! [`Position::destinations`] and [`Position::placements`] (node masks,
//! walked with [`nodes`]), then builds the [`Move`].
//!
//! # This crate or the facade
//! The facade crate `ludeme` has this crate as `ludeme::barricade`, beside the
//! other games, every game by name, the players and game records: most
//! applications depend on it. Depend on `ludeme-barricade` (with `ludeme-core`
//! for the traits) for Barricade alone, without the other games in the
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
mod board;
mod diagram;
mod error;
mod evaluation;
mod game;
mod movegen;
mod notation;
mod origin;
mod position;
mod rules;
mod svg;
#[cfg(test)]
mod tests;
mod zobrist;

pub use board::{nodes, Node, Nodes, NODE_COUNT};
pub use error::{IllegalMove, MoveParseError, PositionError};
pub use game::GOAL_REACHED;
pub use movegen::MoveList;
pub use notation::Move;
pub use origin::Origin;
pub use position::{Position, BARRICADE_COUNT, PIECES_PER_COLOUR};
pub use rules::{PawnColour, Players, Rules};
