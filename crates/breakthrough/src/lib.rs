//! Breakthrough, written with the ludeme kit: each side fills its two home
//! ranks with pawns; White (ranks 1–2) moves first; a pawn steps one rank
//! forward, straight or diagonally, onto an empty square, or captures
//! diagonally forward; a pawn on the far rank, or the capture of every
//! enemy pawn, wins. Boards of 8x8 (the default) and 6x6.
//!
//! ```
//! use ludeme_breakthrough::Position;
//! use ludeme_core::{perft, Game};
//! let start = Position::start();
//! assert_eq!(start.to_string(), "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w");
//! assert_eq!(perft(&start, 2), 22 * 22);
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

use ludeme_kit::prelude::*;
use Direction::{North, NorthEast, NorthWest};

/// The rules of Breakthrough, for the kit.
pub struct Breakthrough;

/// A Breakthrough position: the game (`ludeme_core::Game`) and all the rest.
pub type Position = ludeme_kit::Position<Breakthrough>;

impl GridGame for Breakthrough {
    type Cells = u64;
    type Pieces = [u64; 2];
    const NAME: &'static str = "Breakthrough";
    const SEATS: [SeatStyle; 2] = [SeatStyle::WHITE, SeatStyle::BLACK];
    const SIZES: &'static [Variant] = &[
        Variant::new("8x8", "the standard board: 16 pawns a side"),
        Variant::new("6x6", "a 6x6 board: 12 pawns a side"),
    ];
    const FORMS: MoveForms = MoveForms::STEPS;

    fn start(grid: Grid) -> [u64; 2] {
        let home = (grid.rank_mask(0) | grid.rank_mask(1)) as u64;
        [home, home << (grid.cells() - 2 * grid.width())]
    }

    fn generate(p: &Position, moves: &mut impl Moves) {
        if Self::outcome(p).is_none() {
            for (direction, captures) in [(NorthWest, true), (North, false), (NorthEast, true)] {
                let (d, empty) = (p.toward(direction), !p.occupied());
                moves.steps(p.step(p.mine(), d) & empty, d);
                if captures {
                    moves.captures(p.step(p.mine(), d) & p.theirs(), d);
                }
            }
        }
    }

    fn play(p: &Position, mv: Move) -> [u64; 2] {
        p.arranged(p.mine() ^ p.cells_of(mv), p.theirs() & !p.cells_of(mv))
    }

    fn outcome(p: &Position) -> Option<Outcome> {
        let through = |seat: usize| p.of(seat) & p.rank_from(1 - seat, 0) != 0;
        let winner = (0..2).find(|&seat| through(seat) || p.of(1 - seat) == 0)?;
        let reason = if through(winner) {
            "a pawn on the far rank"
        } else {
            "every enemy pawn captured"
        };
        Some(win(winner, reason))
    }

    /// Pawns, worth more the farther they have come.
    fn evaluate(p: &Position, seat: usize) -> f64 {
        let worth = |seat: usize| -> u32 {
            let pawns = |n: u8| (p.of(seat) & p.rank_from(seat, n)).count_ones();
            (0..p.grid().height())
                .map(|n| pawns(n) * (8 + u32::from(n).pow(2)))
                .sum()
        };
        squash(f64::from(worth(seat)) - f64::from(worth(1 - seat)), 40.0)
    }
}
