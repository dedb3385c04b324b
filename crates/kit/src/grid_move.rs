//! A move on a grid, by the ranks and files of its cells: a drop, a step,
//! a capture or a pass.

use ludeme_geometry::Grid;

/// No cell: the origin of a drop, both cells of a pass.
pub(crate) const NONE: u8 = u8::MAX;

/// A move, by the ranks and files of its cells, so that its text needs no
/// board: a drop on one cell, a step or a capture from one cell to another,
/// or a pass. Moves order by origin, then destination, cells in the order of
/// their numbers (`rank * width + file`); drops come after steps, and the
/// pass last.
///
/// ```
/// use ludeme_kit::Move;
/// let mv: Move = "a2xb3".parse()?;
/// assert!(mv.is_capture());
/// assert_eq!(mv.to_string(), "a2xb3");
/// assert_eq!("pass".parse::<Move>()?, Move::PASS);
/// # Ok::<(), ludeme_kit::MoveError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The origin's rank and file.
    pub(crate) from: (u8, u8),
    /// The destination's rank and file.
    pub(crate) to: (u8, u8),
    pub(crate) capture: bool,
}

impl Move {
    /// The order of moves as one number: origin, then destination, each by
    /// rank then file, then the capture flag (two moves between the same
    /// cells are never both legal: the flag only makes the order total).
    #[inline(always)]
    fn key(self) -> u64 {
        let (from, to) = (self.from, self.to);
        u64::from_be_bytes([0, 0, 0, from.0, from.1, to.0, to.1, u8::from(self.capture)])
    }
}

impl PartialOrd for Move {
    #[inline(always)]
    fn partial_cmp(&self, other: &Move) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Move {
    #[inline(always)]
    fn cmp(&self, other: &Move) -> core::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

/// `ceil(2^16 / width)`: `cell * RECIPROCALS[width] >> 16` is `cell /
/// width` for every cell below 128 and width up to 26.
const RECIPROCALS: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut width = 1;
    while width <= 26 {
        table[width] = 65536u32.div_ceil(width as u32);
        width += 1;
    }
    table
};

/// The rank and file of `cell` on `grid`, without a division.
#[inline(always)]
pub(crate) fn place(grid: Grid, cell: u32) -> (u8, u8) {
    let width = u32::from(grid.width());
    let rank = (cell * RECIPROCALS[width as usize]) >> 16;
    (rank as u8, (cell - rank * width) as u8)
}

impl Move {
    /// The pass.
    pub const PASS: Move = Move {
        from: (NONE, NONE),
        to: (NONE, NONE),
        capture: false,
    };

    /// A drop on `cell` of `grid`.
    #[inline(always)]
    pub fn drop(grid: Grid, cell: u32) -> Move {
        Move {
            from: (NONE, NONE),
            to: place(grid, cell),
            capture: false,
        }
    }

    /// A step (or, with `capture`, a capture) from `from` to `to` on `grid`.
    #[inline(always)]
    pub fn step(grid: Grid, from: u32, to: u32, capture: bool) -> Move {
        Move {
            from: place(grid, from),
            to: place(grid, to),
            capture,
        }
    }

    /// Whether the move is a pass.
    pub fn is_pass(self) -> bool {
        self.to.1 == NONE
    }

    /// Whether the move is a drop.
    pub fn is_drop(self) -> bool {
        self.from.1 == NONE && !self.is_pass()
    }

    /// Whether the move is a capture.
    pub fn is_capture(self) -> bool {
        self.capture
    }

    /// The same move as a capture or not.
    pub fn with_capture(self, capture: bool) -> Move {
        Move { capture, ..self }
    }

    /// The cell the move starts on (none for a drop or a pass).
    #[inline(always)]
    pub fn from(self, grid: Grid) -> Option<u32> {
        cell(grid, self.from)
    }

    /// The cell the move ends on (none for a pass).
    #[inline(always)]
    pub fn to(self, grid: Grid) -> Option<u32> {
        cell(grid, self.to)
    }

    /// Whether both cells lie on `grid`.
    pub(crate) fn fits(self, grid: Grid) -> bool {
        let on =
            |(rank, file): (u8, u8)| file == NONE || (file < grid.width() && rank < grid.height());
        on(self.from) && on(self.to)
    }

    /// The files and ranks of the move's cells, origin first (for pictures
    /// and messages).
    pub(crate) fn places(self) -> impl Iterator<Item = (u8, u8)> {
        [self.from, self.to]
            .into_iter()
            .filter(|&(_, file)| file != NONE)
            .map(|(rank, file)| (file, rank))
    }
}

#[inline(always)]
fn cell(grid: Grid, (rank, file): (u8, u8)) -> Option<u32> {
    (file != NONE).then(|| u32::from(rank) * u32::from(grid.width()) + u32::from(file))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_and_ranks_come_from_a_cell_without_division() {
        for width in 1..=26u8 {
            let height = (128 / u32::from(width)).min(128) as u8;
            let grid = Grid::new(width, height);
            for cell in 0..u32::from(grid.cells()) {
                let (rank, file) = place(grid, cell);
                assert_eq!(
                    (u32::from(file), u32::from(rank)),
                    (cell % u32::from(width), cell / u32::from(width))
                );
            }
        }
    }
}
