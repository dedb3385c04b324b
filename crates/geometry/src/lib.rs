//! Board geometry shared by the ludeme games: rectangular grids with named
//! squares, the eight compass directions, edge-masked shifts of `u128`
//! bitboard masks, king-neighbourhood dilation, sliding rays, graph boards
//! and cyclic tracks with marked joints. A set of cells is a plain integer
//! mask (bit `i` = cell `i`); each game walks its set bits as its own
//! squares or nodes.
//!
//! Everything that a move generator indexes in its hot path can be computed by
//! a `const fn` here, so that tables are built at compile time.
//!
//! ```
//! use ludeme_geometry::{Direction, Grid};
//!
//! const BOARD: Grid = Grid::new(6, 6);
//! let c3 = BOARD.parse_square("c3").unwrap();
//! assert_eq!(BOARD.square_name(c3).to_string(), "c3");
//!
//! // The king neighbourhood of c3 is its 8 surrounding points.
//! let around = BOARD.dilate(1u128 << c3) & !(1u128 << c3);
//! assert_eq!(around.count_ones(), 8);
//!
//! // A rook-like ray from a1 to the north, stopped by a blocker on a4.
//! let a4 = BOARD.parse_square("a4").unwrap();
//! let ray = BOARD.ray(0, Direction::North, 1u128 << a4);
//! let squares: Vec<String> = (0..BOARD.cells())
//!     .filter(|&s| ray >> s & 1 == 1)
//!     .map(|s| BOARD.square_name(s).to_string())
//!     .collect();
//! assert_eq!(squares, ["a2", "a3", "a4"]);
//! ```
//!
//! # This crate or the facade
//! The facade crate `ludeme` re-exports the board types as `ludeme::geometry`
//! ([`Grid`], [`Direction`], [`GraphBoard`], [`CyclicTrack`], …), enough for a
//! game of your own written against the facade. Depend on `ludeme-geometry` to
//! build a game crate without the built-in games in the dependency tree, or for
//! the move-text helpers ([`FromTo`]) that the facade leaves out.
//!
//! # Features
//! - `std` (default): off for `no_std` + `alloc`.
//! - `serde`: [`Direction`] (de)serialises (by its name).
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

mod cells;
mod direction;
mod graph;
mod grid;
mod move_text;
mod track;

pub use cells::Cells;
pub use direction::Direction;
pub use graph::GraphBoard;
pub use grid::{Grid, SquareError, SquareName};
pub use move_text::{FromTo, FromToError, FromToSyntax};
pub use track::CyclicTrack;
