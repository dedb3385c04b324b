//! The grid-game kit: a board game's rules on bitboards, and everything
//! else derived.
//!
//! A game's author implements [`GridGame`]: the pieces as bitboards (one
//! set of cells per kind of piece), the start, the legal moves, a move
//! played, the outcome, and optionally an evaluation, plus a few
//! declarations (the seats' names, piece letters and colours, the board
//! sizes, the move forms). [`Position<G>`] is then a full game of
//! `ludeme-core`: position text (`"bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w"`)
//! and move text (`c4`, `a2-a3`, `a2xb3`, `pass`) with typed errors, the
//! diagram and the SVG picture, action numbering and observations, Zobrist
//! keys kept incrementally and serde forms (feature `serde`); it passes the
//! test battery of `ludeme-testing`. Board sizes are the rules
//! ([`Size`]), chosen by variant name (`6x6`).
//!
//! A game in a few lines: a race of one stone each up the board, the first
//! to the far rank wins.
//!
//! ```
//! use ludeme_core::Game;
//! use ludeme_kit::{prelude::*, Position};
//!
//! struct Race;
//!
//! impl GridGame for Race {
//!     type Cells = u64;
//!     type Pieces = [u64; 2];
//!     const NAME: &'static str = "Race";
//!     const SEATS: [SeatStyle; 2] = [SeatStyle::WHITE, SeatStyle::BLACK];
//!     const SIZES: &'static [Variant] = &[Variant::new("3x4", "3 files, 4 ranks")];
//!     const FORMS: MoveForms = MoveForms::STEPS;
//!
//!     fn start(grid: Grid) -> [u64; 2] {
//!         [1, 1 << (grid.width() - 1)]
//!     }
//!     fn generate(p: &Position<Self>, moves: &mut impl Moves) {
//!         if Self::outcome(p).is_none() {
//!             let ahead = p.grid().step(p.mine(), Direction::North);
//!             moves.steps(ahead & !p.occupied(), Direction::North);
//!         }
//!     }
//!     fn play(p: &Position<Self>, mv: Move) -> [u64; 2] {
//!         p.arranged(p.mine() ^ p.cells_of(mv), p.theirs())
//!     }
//!     fn outcome(p: &Position<Self>) -> Option<Outcome> {
//!         let top = p.grid().rank_mask(p.grid().height() - 1) as u64;
//!         (0..2).find(|&seat| p.of(seat) & top != 0).map(|seat| win(seat, "reached the far rank"))
//!     }
//! }
//!
//! let mut race = Position::<Race>::start();
//! assert_eq!(race.to_string(), "3/3/3/w1b w");
//! race.play(race.parse_move("a1-a2")?)?;
//! assert_eq!(race.to_string(), "3/3/w2/2b b");
//! // The whole test battery (the crate `ludeme-testing`), in one line.
//! ludeme_testing::check_game(&Position::<Race>::start(), 0..4, 20, true);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![cfg_attr(docsrs, feature(doc_cfg))]
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

extern crate alloc;

mod actions;
mod error;
mod grid_game;
mod grid_move;
mod move_forms;
mod move_text;
mod moves;
mod picture;
mod position;
mod runs;
mod size;
mod text;

pub use error::{IllegalMove, MoveError, PositionError};
pub use grid_game::{most, squash, win, GridGame, SeatStyle};
pub use grid_move::Move;
pub use move_forms::MoveForms;
pub use moves::{MoveCounter, MoveLister, Moves};
pub use position::Position;
pub use size::Size;

/// Everything a game written with the kit names: `use ludeme_kit::prelude::*;`.
pub mod prelude {
    pub use crate::{most, squash, win, GridGame, Move, MoveForms, Moves, SeatStyle};
    pub use ludeme_core::bits::BitSet;
    pub use ludeme_core::{Outcome, Variant};
    pub use ludeme_geometry::{Cells, Direction, Grid};
}

/// The kit's list of moves: on the stack up to 64 moves.
pub type MoveList = smallvec::SmallVec<[Move; 64]>;
