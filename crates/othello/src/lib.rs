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

use ludeme_kit::prelude::*;

/// The rules of Othello, for the kit.
pub struct Othello;

/// An Othello position: the game (`ludeme_core::Game`) and all the rest.
pub type Position = ludeme_kit::Position<Othello>;

/// For each direction, the run of `theirs` that starts next to `from`.
fn runs(p: &Position, from: u64, theirs: u64) -> impl Iterator<Item = (Direction, u64)> + '_ {
    let run = move |d| (d, p.fill(p.step(from, d) & theirs, d, theirs));
    Direction::ALL.into_iter().map(run)
}

/// The empty cells where a disc of `mine` closes a line of `theirs`.
fn drops(p: &Position, mine: u64, theirs: u64) -> u64 {
    let empty = p.every() & !(mine | theirs);
    runs(p, mine, theirs).fold(0, |all, (d, run)| all | (p.step(run, d) & empty))
}

impl GridGame for Othello {
    type Cells = u64;
    type Pieces = [u64; 2];
    const NAME: &'static str = "Othello";
    const SEATS: [SeatStyle; 2] = [SeatStyle::BLACK, SeatStyle::WHITE];
    const SIZES: &'static [Variant] = &[
        Variant::new("8x8", "the standard board"),
        Variant::new("6x6", "a 6x6 board"),
    ];
    const FORMS: MoveForms = MoveForms::DROPS_AND_PASS;

    fn start(grid: Grid) -> [u64; 2] {
        let (w, h) = (grid.width() / 2, grid.height() / 2);
        let at = |f: u8, r: u8| 1u64 << (r * grid.width() + f);
        [at(w - 1, h) | at(w, h - 1), at(w - 1, h - 1) | at(w, h)]
    }

    fn generate(p: &Position, moves: &mut impl Moves) {
        match drops(p, p.mine(), p.theirs()) {
            0 if drops(p, p.theirs(), p.mine()) != 0 => moves.pass(),
            cells => moves.drops(cells),
        }
    }

    fn play(p: &Position, mv: Move) -> [u64; 2] {
        let at = mv.to(p.grid()).map_or(0, |to| 1u64 << to);
        let closed = runs(p, at, p.theirs()).filter(|&(d, run)| p.step(run, d) & p.mine() != 0);
        let flipped = closed.fold(0, |all, (_, run)| all | run);
        p.arranged(p.mine() | at | flipped, p.theirs() & !flipped)
    }

    fn outcome(p: &Position) -> Option<Outcome> {
        let [a, b] = *p.pieces();
        (drops(p, a, b) | drops(p, b, a) == 0)
            .then(|| most([a.count_ones(), b.count_ones()], "disc count"))
    }

    /// Corners, then mobility, then discs.
    fn evaluate(p: &Position, seat: usize) -> f64 {
        let worth = |mine: u64, theirs: u64| {
            let corners = (mine & p.grid().corners() as u64).count_ones();
            f64::from(25 * corners + 3 * drops(p, mine, theirs).count_ones() + mine.count_ones())
        };
        squash(
            worth(p.of(seat), p.of(1 - seat)) - worth(p.of(1 - seat), p.of(seat)),
            30.0,
        )
    }
}
