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

/// A table built at compile time: `$empty` with entry `$i` set to `$value`
/// for each `$i` below `$count` (the entries past it stay as in `$empty`).
macro_rules! table {
    ($empty:expr, $count:expr, |$i:ident| $value:expr) => {{
        let mut table = $empty;
        let mut $i = 0;
        while $i < $count {
            table[$i] = $value;
            $i += 1;
        }
        table
    }};
}

/// `RAYS[d][sq]`: the squares from `sq` (exclusive) to the edge in direction
/// `DIRECTIONS[d]`; index 100 is an empty ray, for "no blocker".
pub(crate) const RAYS: [[u128; 101]; 8] = table!([[0; 101]; 8], 8, |d| {
    table!([0; 101], 100, |sq| GRID.ray(sq as u8, DIRECTIONS[d], 0))
});

/// `RAYS_FROM[d][sq]`: `RAYS[d][sq]` plus `sq` itself; entries 100–127
/// are empty (index 127 stands for "no blocker", so that a slide needs no
/// branch).
pub(crate) const RAYS_FROM: [[u128; 128]; 8] = table!([[0; 128]; 8], 8, |d| {
    table!([0; 128], 100, |sq| RAYS[d][sq] | 1 << sq)
});

/// Each square's bit: a load, where `1u128 << square` takes several
/// instructions on 64-bit registers.
pub(crate) static SQUARE_BIT: [u128; 100] = table!([0; 100], 100, |square| 1 << square);

/// The 8 neighbours of each square.
pub(crate) const KING: [u128; 100] = table!([0; 100], 100, |sq| GRID.dilate(1 << sq) & !(1 << sq));

/// Per animal kind (mouse, lion, elephant) and square: the neighbouring
/// squares along the kind's lines (ranks and files, diagonals, both), the
/// first square of each of its slides.
pub(crate) const STEPS: [[u128; 100]; 3] = [
    table!([0; 100], 100, |sq| KING[sq]
        & (RAYS[0][sq] | RAYS[1][sq] | RAYS[4][sq] | RAYS[5][sq])),
    table!([0; 100], 100, |sq| KING[sq]
        & (RAYS[2][sq] | RAYS[3][sq] | RAYS[6][sq] | RAYS[7][sq])),
    KING,
];
