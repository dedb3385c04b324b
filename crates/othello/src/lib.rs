//! Othello, written with the ludeme kit: four discs crosswise in the
//! centre, Black first; a disc dropped must close at least one line of the
//! opponent's discs, which it flips; a side with no such drop passes (a ply
//! of its own) while the other can move; when neither can, more discs win.
//! Boards of 8x8 (the default) and 6x6.
//!
//! ```
//! use ludeme_othello::Position;
//! use ludeme_core::{perft, Game};
//! let start = Position::start();
//! assert_eq!(start.to_string(), "8/8/8/3bw3/3wb3/8/8/8 b");
//! assert_eq!(perft(&start, 4), 244);
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]

use core::cmp::Ordering;

use ludeme_core::{EndReason, Outcome, Side, Variant};
use ludeme_geometry::{Direction, Grid};
use ludeme_kit::{win, GridGame, Move, MoveForms, Moves, SeatStyle};

/// The rules of Othello, for the kit.
pub struct Othello;

/// An Othello position: the game (`ludeme_core::Game`) and all the rest.
pub type Position = ludeme_kit::Position<Othello>;

/// For each direction, the runs of `theirs` that start next to `from`.
fn runs(grid: Grid, from: u64, theirs: u64) -> impl Iterator<Item = (Direction, u64)> {
    Direction::ALL
        .into_iter()
        .map(move |d| (d, grid.fill_through(grid.step(from, d) & theirs, d, theirs)))
}

/// The empty cells where a disc of `mine` closes a line of `theirs`.
fn drops(grid: Grid, mine: u64, theirs: u64) -> u64 {
    let empty = grid.every::<u64>() & !(mine | theirs);
    runs(grid, mine, theirs).fold(0, |all, (d, run)| all | (grid.step(run, d) & empty))
}

impl GridGame for Othello {
    type Cells = u64;
    type Pieces = [u64; 2];
    const NAME: &'static str = "Othello";
    const SEATS: [SeatStyle; 2] = [SeatStyle::BLACK, SeatStyle::WHITE];
    const SIZES: &'static [Variant] = &[
        Variant {
            name: "8x8",
            description: "the standard board",
        },
        Variant {
            name: "6x6",
            description: "a 6x6 board",
        },
    ];
    const FORMS: MoveForms = MoveForms::DROPS_AND_PASS;

    fn start(grid: Grid) -> [u64; 2] {
        let (w, h) = (i32::from(grid.width() / 2), i32::from(grid.height() / 2));
        let cell = |file, rank| grid.square(file, rank).map_or(0, |cell| 1u64 << cell);
        [
            cell(w - 1, h) | cell(w, h - 1),
            cell(w - 1, h - 1) | cell(w, h),
        ]
    }

    fn generate(p: &Position, moves: &mut Moves<'_>) {
        match drops(p.grid(), p.mine(), p.theirs()) {
            0 if drops(p.grid(), p.theirs(), p.mine()) != 0 => moves.pass(),
            cells => moves.drops(cells),
        }
    }

    fn count(p: &Position) -> usize {
        match drops(p.grid(), p.mine(), p.theirs()).count_ones() {
            0 => usize::from(drops(p.grid(), p.theirs(), p.mine()) != 0),
            n => n as usize,
        }
    }

    fn play(p: &Position, mv: Move) -> [u64; 2] {
        let mut pieces = *p.pieces();
        if let Some(to) = mv.to(p.grid()) {
            let (grid, at) = (p.grid(), 1u64 << to);
            let closed =
                runs(grid, at, p.theirs()).filter(|&(d, run)| grid.step(run, d) & p.mine() != 0);
            let flipped = closed.fold(0, |all, (_, run)| all | run);
            pieces[p.mover()] |= at | flipped;
            pieces[p.opponent()] &= !flipped;
        }
        pieces
    }

    fn outcome(p: &Position) -> Option<Outcome> {
        if drops(p.grid(), p.mine(), p.theirs()) | drops(p.grid(), p.theirs(), p.mine()) != 0 {
            return None;
        }
        Some(
            match p.pieces()[0].count_ones().cmp(&p.pieces()[1].count_ones()) {
                Ordering::Greater => win(0, "more discs"),
                Ordering::Less => win(1, "more discs"),
                Ordering::Equal => Outcome::Draw {
                    reason: EndReason::Rule("as many discs"),
                },
            },
        )
    }

    /// Corners, then mobility, then discs.
    fn evaluate(p: &Position, side: Side) -> f64 {
        let (grid, seat) = (p.grid(), usize::from(side.0));
        let corners = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(f, r)| {
            1u64 << grid
                .square(
                    f * (i32::from(grid.width()) - 1),
                    r * (i32::from(grid.height()) - 1),
                )
                .unwrap_or(0)
        });
        let worth = |mine: u64, theirs: u64| -> f64 {
            let held = corners.iter().filter(|&&corner| mine & corner != 0).count();
            f64::from(
                25 * held as u32 + 3 * drops(grid, mine, theirs).count_ones() + mine.count_ones(),
            )
        };
        let [me, them] = [p.pieces()[seat], p.pieces()[1 - seat]];
        let lead = worth(me, them) - worth(them, me);
        0.5 + lead / (2.0 * (lead.abs() + 30.0))
    }
}
