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

use ludeme_core::{Outcome, Side, Variant};
use ludeme_geometry::{Direction, Direction::*, Grid};
use ludeme_kit::{win, GridGame, Move, MoveForms, Moves, SeatStyle};

/// The rules of Breakthrough, for the kit.
pub struct Breakthrough;

/// A Breakthrough position: the game (`ludeme_core::Game`) and all the rest.
pub type Position = ludeme_kit::Position<Breakthrough>;

/// The directions a pawn of `seat` moves: straight ahead, then diagonally.
fn ahead(seat: usize) -> [Direction; 3] {
    [[North, NorthWest, NorthEast], [South, SouthWest, SouthEast]][seat]
}

/// The rank where the pawns of `seat` win.
fn goal(grid: Grid, seat: usize) -> u64 {
    grid.rank_mask([grid.height() - 1, 0][seat]) as u64
}

impl GridGame for Breakthrough {
    type Cells = u64;
    type Pieces = [u64; 2];
    const NAME: &'static str = "Breakthrough";
    const SEATS: [SeatStyle; 2] = [SeatStyle::WHITE, SeatStyle::BLACK];
    const SIZES: &'static [Variant] = &[
        Variant {
            name: "8x8",
            description: "the standard board: 16 pawns a side",
        },
        Variant {
            name: "6x6",
            description: "a 6x6 board: 12 pawns a side",
        },
    ];
    const FORMS: MoveForms = MoveForms::STEPS;

    fn start(grid: Grid) -> [u64; 2] {
        let home = (grid.rank_mask(0) | grid.rank_mask(1)) as u64;
        [home, home << (grid.cells() - 2 * grid.width())]
    }

    fn generate(p: &Position, moves: &mut Moves<'_>) {
        if Self::outcome(p).is_none() {
            let [straight, left, right] = ahead(p.mover());
            let empty = !p.occupied();
            moves.steps(p.grid().step(p.mine(), straight) & empty, straight);
            for side in [left, right] {
                let reached = p.grid().step(p.mine(), side);
                moves.steps(reached & empty, side);
                moves.captures(reached & p.theirs(), side);
            }
        }
    }

    fn play(p: &Position, mv: Move) -> [u64; 2] {
        let mut pieces = *p.pieces();
        pieces[p.mover()] ^= p.cells_of(mv);
        pieces[p.opponent()] &= !p.cells_of(mv);
        pieces
    }

    fn outcome(p: &Position) -> Option<Outcome> {
        (0..2).find_map(|seat| {
            match (
                p.pieces()[seat] & goal(p.grid(), seat),
                p.pieces()[1 - seat],
            ) {
                (0, 0) => Some(win(seat, "every enemy pawn captured")),
                (0, _) => None,
                _ => Some(win(seat, "a pawn on the far rank")),
            }
        })
    }

    /// Pawns, worth more the farther they have come.
    fn evaluate(p: &Position, side: Side) -> f64 {
        let grid = p.grid();
        let worth = |seat: usize| -> f64 {
            (0..grid.height())
                .map(|rank| {
                    let come = f64::from([rank, grid.height() - 1 - rank][seat]);
                    let pawns = p.pieces()[seat] & grid.rank_mask(rank) as u64;
                    f64::from(pawns.count_ones()) * (8.0 + come * come)
                })
                .sum()
        };
        let lead = worth(usize::from(side.0)) - worth(1 - usize::from(side.0));
        0.5 + lead / (2.0 * (lead.abs() + 40.0))
    }
}
