//! Compile-time tables of the 10×10 board: rays, neighbourhoods, holes.

use ludeme_geometry::{Direction, Grid};

/// The board.
pub(crate) const GRID: Grid = Grid::new(10, 10);

/// Every square.
pub(crate) const ALL: u128 = GRID.all();

/// The four watering holes: d4, g4, d7, g7.
pub const WATERING_HOLES: u128 = 1 << 33 | 1 << 36 | 1 << 63 | 1 << 66;

/// Directions in table order: the four that increase the square index
/// (blocker = lowest set bit), then the four that decrease it (highest bit).
pub(crate) const DIRECTIONS: [Direction; 8] = [
    Direction::North,
    Direction::East,
    Direction::NorthEast,
    Direction::NorthWest,
    Direction::South,
    Direction::West,
    Direction::SouthWest,
    Direction::SouthEast,
];

/// A table of `$len` entries, built at compile time: `$value` for each
/// square (`$sq`, 0–99), then 0 (the entries past the board).
macro_rules! per_square {
    ($len:expr, |$sq:ident| $value:expr) => {{
        let mut table = [0u128; $len];
        let mut $sq = 0;
        while $sq < 100 {
            table[$sq] = $value;
            $sq += 1;
        }
        table
    }};
}

/// `RAYS[d][sq]`: the squares from `sq` (exclusive) to the edge in direction
/// `DIRECTIONS[d]`; index 100 is an empty ray, for "no blocker".
pub(crate) const RAYS: [[u128; 101]; 8] = {
    let mut rays = [[0u128; 101]; 8];
    let mut d = 0;
    while d < 8 {
        rays[d] = per_square!(101, |sq| GRID.ray(sq as u8, DIRECTIONS[d], 0));
        d += 1;
    }
    rays
};

/// `RAYS_FROM[d][sq]`: `RAYS[d][sq]` plus `sq` itself; entries 100–127
/// are empty (index 127 stands for "no blocker", so that a slide needs no
/// branch).
pub(crate) const RAYS_FROM: [[u128; 128]; 8] = {
    let mut rays = [[0u128; 128]; 8];
    let mut d = 0;
    while d < 8 {
        rays[d] = per_square!(128, |sq| RAYS[d][sq] | 1 << sq);
        d += 1;
    }
    rays
};

/// Each square's bit: a load, where `1u128 << square` takes several
/// instructions on 64-bit registers.
pub(crate) static SQUARE_BIT: [u128; 100] = per_square!(100, |square| 1 << square);

/// The 8 neighbours of each square.
pub(crate) const KING: [u128; 100] = per_square!(100, |sq| GRID.dilate(1 << sq) & !(1 << sq));

/// Per animal kind (mouse, lion, elephant) and square: the neighbouring
/// squares along the kind's lines (ranks and files, diagonals, both), the
/// first square of each of its slides.
pub(crate) const STEPS: [[u128; 100]; 3] = [
    per_square!(100, |sq| KING[sq]
        & (RAYS[0][sq] | RAYS[1][sq] | RAYS[4][sq] | RAYS[5][sq])),
    per_square!(100, |sq| KING[sq]
        & (RAYS[2][sq] | RAYS[3][sq] | RAYS[6][sq] | RAYS[7][sq])),
    KING,
];
