//! Rectangular boards of up to 128 cells, with named squares and the
//! edge-masked operations of bitboards over them.

use core::fmt;

use crate::Direction;

/// A rectangular board of `width × height ≤ 128` cells.
///
/// Cells are indexed `rank * width + file` from the bottom-left corner, files
/// named `a`, `b`, … left to right and ranks `1`, `2`, … bottom to top. All
/// bitboard operations take and return `u128` masks (bit `i` = cell `i`) and
/// are `const fn`, so that games can build their tables at compile time; a
/// `u64` board converts losslessly while it has at most 64 cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Grid {
    width: u8,
    height: u8,
}

/// Why a square name did not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SquareError {
    /// The text was empty.
    #[error("empty square name")]
    Empty,
    /// The first character is not a file of this board.
    #[error("bad file in square name {text:?}: expected a letter from 'a' to '{last}'")]
    BadFile {
        /// The text given.
        text: String,
        /// The last file letter of the board.
        last: char,
    },
    /// What follows the file is not a rank of this board.
    #[error("bad rank in square name {text:?}: expected a number from 1 to {height}")]
    BadRank {
        /// The text given.
        text: String,
        /// The number of ranks of the board.
        height: u8,
    },
    /// A well-formed name of a place where the board has no node.
    #[error("there is no node {0:?} on this board")]
    NoNode(String),
}

use alloc::string::{String, ToString};

/// The printable name of a square (`a1`, `j10`), without allocation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SquareName {
    file: u8,
    rank: u8,
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

impl Grid {
    /// A board of `width` files and `height` ranks.
    ///
    /// # Panics
    /// If the board has no cell, more than 128 cells or more than 26 files
    /// (at compile time when used in a `const`).
    pub const fn new(width: u8, height: u8) -> Grid {
        assert!(width > 0 && height > 0, "a grid needs at least one cell");
        assert!(width <= 26, "files are named a to z");
        assert!((width as u32) * (height as u32) <= 128, "at most 128 cells");
        Grid { width, height }
    }

    /// The number of files.
    pub const fn width(self) -> u8 {
        self.width
    }

    /// The number of ranks.
    pub const fn height(self) -> u8 {
        self.height
    }

    /// The number of cells.
    pub const fn cells(self) -> u8 {
        self.width * self.height
    }

    /// The cell at `file`, `rank` (both 0-based), if it is on the board.
    pub const fn square(self, file: i32, rank: i32) -> Option<u8> {
        if file < 0 || rank < 0 || file >= self.width as i32 || rank >= self.height as i32 {
            None
        } else {
            Some((rank * self.width as i32 + file) as u8)
        }
    }

    /// The 0-based file of a cell.
    pub const fn file_of(self, square: u8) -> u8 {
        square % self.width
    }

    /// The 0-based rank of a cell.
    pub const fn rank_of(self, square: u8) -> u8 {
        square / self.width
    }

    /// The mask of every cell.
    pub const fn all(self) -> u128 {
        let n = self.cells();
        if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        }
    }

    /// The mask of one file (0-based).
    pub const fn file_mask(self, file: u8) -> u128 {
        let mut mask = 0;
        let mut rank = 0;
        while rank < self.height {
            mask |= 1u128 << (rank * self.width + file);
            rank += 1;
        }
        mask
    }

    /// The mask of one rank (0-based).
    pub const fn rank_mask(self, rank: u8) -> u128 {
        let row = if self.width == 128 {
            u128::MAX
        } else {
            (1u128 << self.width) - 1
        };
        row << (rank * self.width)
    }

    /// The mask of the four corners.
    ///
    /// ```
    /// use ludeme_geometry::Grid;
    /// assert_eq!(Grid::new(3, 2).corners(), 0b101_101);
    /// ```
    pub const fn corners(self) -> u128 {
        let top = (self.height - 1) * self.width;
        let last = self.width - 1;
        1 << 0 | 1 << last | 1u128 << top | 1u128 << (top + last)
    }

    /// Every cell moved one step in `direction`; cells that would leave the
    /// board drop off (no wrapping round an edge).
    pub const fn shift(self, bits: u128, direction: Direction) -> u128 {
        let (df, dr) = direction.delta();
        let mut b = bits & self.all();
        if df > 0 {
            b = (b & !self.file_mask(self.width - 1)) << 1;
        } else if df < 0 {
            b = (b & !self.file_mask(0)) >> 1;
        }
        if dr > 0 {
            b <<= self.width;
        } else if dr < 0 {
            b >>= self.width;
        }
        b & self.all()
    }

    /// The cells and their eight neighbours (king-neighbourhood dilation).
    pub const fn dilate(self, bits: u128) -> u128 {
        // Spread along ranks first, then along files: 4 shifts instead of 8.
        let row = bits | self.shift(bits, Direction::East) | self.shift(bits, Direction::West);
        row | self.shift(row, Direction::North) | self.shift(row, Direction::South)
    }

    /// The cells a slider on `from` reaches in `direction`: every empty cell up
    /// to and including the first cell of `blockers` (or the edge).
    pub const fn ray(self, from: u8, direction: Direction, blockers: u128) -> u128 {
        let (df, dr) = direction.delta();
        let mut file = self.file_of(from) as i32;
        let mut rank = self.rank_of(from) as i32;
        let mut ray = 0;
        loop {
            file += df as i32;
            rank += dr as i32;
            match self.square(file, rank) {
                None => return ray,
                Some(sq) => {
                    ray |= 1u128 << sq;
                    if blockers & (1u128 << sq) != 0 {
                        return ray;
                    }
                }
            }
        }
    }

    /// The cells of `bits` and every cell reached from one of them by
    /// steps in `direction` over cells of `through` (an occluded fill: a
    /// run stops before the first cell that is not in `through`, or at the
    /// edge).
    ///
    /// The discs a move flips in Othello, in one direction: the run of the
    /// opponent's discs from the move, if one of one's own closes it.
    ///
    /// ```
    /// use ludeme_geometry::{Direction, Grid};
    /// let grid = Grid::new(8, 8);
    /// let cell = |name: &str| 1u128 << grid.parse_square(name).unwrap();
    /// let (own, theirs, mv) = (cell("e1"), cell("c1") | cell("d1"), cell("b1"));
    /// let run = grid.fill(mv, Direction::East, theirs) & !mv;
    /// assert_eq!(run, cell("c1") | cell("d1"));
    /// // Closed by one's own disc: those are the flips.
    /// assert_ne!(grid.shift(run, Direction::East) & own, 0);
    /// ```
    pub const fn fill(self, bits: u128, direction: Direction, through: u128) -> u128 {
        let mut filled = bits & self.all();
        let mut front = filled;
        while front != 0 {
            front = self.shift(front, direction) & through & !filled;
            filled |= front;
        }
        filled
    }

    /// The cells of `within` connected to a cell of `seeds` by steps in
    /// `directions` through cells of `within` (a flood fill): a group, a
    /// region, the cells a piece can reach.
    ///
    /// ```
    /// use ludeme_geometry::{Direction, Grid};
    /// let grid = Grid::new(3, 3);
    /// // a1 a2 b2 connected orthogonally; c3 only diagonally.
    /// let within = 0b100_011_001;
    /// assert_eq!(grid.flood(1, within, &Direction::ORTHOGONAL), 0b000_011_001);
    /// assert_eq!(grid.flood(1, within, &Direction::ALL), within);
    /// ```
    pub const fn flood(self, seeds: u128, within: u128, directions: &[Direction]) -> u128 {
        let mut filled = seeds & within & self.all();
        let mut front = filled;
        while front != 0 {
            let mut next = 0;
            let mut i = 0;
            while i < directions.len() {
                next |= self.shift(front, directions[i]);
                i += 1;
            }
            front = next & within & !filled;
            filled |= front;
        }
        filled
    }

    /// Every cell of the line through `square` along `direction`, both
    /// ways, `square` included: its rank, its file or one of its two
    /// diagonals.
    ///
    /// ```
    /// use ludeme_geometry::{Direction, Grid};
    /// let grid = Grid::new(8, 8);
    /// let d4 = grid.parse_square("d4").unwrap();
    /// assert_eq!(grid.line(d4, Direction::East), grid.rank_mask(3));
    /// assert_eq!(grid.line(d4, Direction::South), grid.file_mask(3));
    /// assert_eq!(grid.line(d4, Direction::NorthEast).count_ones(), 8);
    /// ```
    pub const fn line(self, square: u8, direction: Direction) -> u128 {
        let cell = 1u128 << square;
        let all = self.all();
        self.fill(cell, direction, all) | self.fill(cell, direction.opposite(), all)
    }

    /// The printable name of a cell, e.g. `c3`.
    pub const fn square_name(self, square: u8) -> SquareName {
        SquareName {
            file: self.file_of(square),
            rank: self.rank_of(square),
        }
    }

    /// Parses a square name such as `c3` or `j10`.
    ///
    /// # Errors
    /// [`SquareError`] names what is wrong: empty text, a file or a rank that is
    /// not on this board (leading zeros and signs are refused).
    pub fn parse_square(self, text: &str) -> Result<u8, SquareError> {
        let bytes = text.as_bytes();
        let Some(&first) = bytes.first() else {
            return Err(SquareError::Empty);
        };
        let last = (b'a' + self.width - 1) as char;
        if !(b'a'..b'a' + self.width).contains(&first) {
            return Err(SquareError::BadFile {
                text: text.to_string(),
                last,
            });
        }
        let digits = &text[1..];
        let bad_rank = || SquareError::BadRank {
            text: text.to_string(),
            height: self.height,
        };
        if digits.is_empty()
            || digits.len() > 3
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(bad_rank());
        }
        let rank: u32 = digits.parse().map_err(|_| bad_rank())?;
        if rank == 0 || rank > self.height as u32 {
            return Err(bad_rank());
        }
        Ok(((rank - 1) as u8) * self.width + (first - b'a'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const G10: Grid = Grid::new(10, 10);
    const G6: Grid = Grid::new(6, 6);

    fn naive_step(grid: Grid, bits: u128, d: Direction) -> u128 {
        let (df, dr) = d.delta();
        let mut out = 0;
        for sq in 0..grid.cells() {
            if bits >> sq & 1 == 1 {
                let f = grid.file_of(sq) as i32 + df as i32;
                let r = grid.rank_of(sq) as i32 + dr as i32;
                if let Some(to) = grid.square(f, r) {
                    out |= 1u128 << to;
                }
            }
        }
        out
    }

    #[test]
    fn names_round_trip_on_every_cell() {
        for grid in [G6, G10, Grid::new(7, 7), Grid::new(16, 8)] {
            for sq in 0..grid.cells() {
                let name = grid.square_name(sq).to_string();
                assert_eq!(grid.parse_square(&name), Ok(sq), "{name}");
            }
        }
        assert_eq!(G10.parse_square("j10"), Ok(99));
        assert_eq!(G10.parse_square("a1"), Ok(0));
    }

    #[test]
    fn bad_names_are_refused_with_the_reason() {
        assert_eq!(G6.parse_square(""), Err(SquareError::Empty));
        assert!(matches!(
            G6.parse_square("g1"),
            Err(SquareError::BadFile { .. })
        ));
        assert!(matches!(
            G6.parse_square("A1"),
            Err(SquareError::BadFile { .. })
        ));
        for bad in ["a", "a0", "a7", "a01", "a+1", "a-1", "a1x", "a99999999999"] {
            assert!(
                matches!(G6.parse_square(bad), Err(SquareError::BadRank { .. })),
                "{bad}"
            );
        }
        let message = G6.parse_square("a7").unwrap_err().to_string();
        assert!(
            message.contains("a7") && message.contains("1 to 6"),
            "{message}"
        );
    }

    #[test]
    fn masks_have_the_right_sizes() {
        assert_eq!(G10.all().count_ones(), 100);
        assert_eq!(Grid::new(16, 8).all(), u128::MAX);
        assert_eq!(G10.file_mask(3).count_ones(), 10);
        assert_eq!(G10.rank_mask(9).count_ones(), 10);
        assert_eq!(G10.file_mask(0) & G10.rank_mask(0), 1);
    }

    proptest! {
        #[test]
        fn shift_equals_naive_step(bits: u128, d in 0usize..8, wide in any::<bool>()) {
            let grid = if wide { G10 } else { G6 };
            let bits = bits & grid.all();
            let d = Direction::ALL[d];
            prop_assert_eq!(grid.shift(bits, d), naive_step(grid, bits, d));
        }

        #[test]
        fn dilation_equals_naive_neighbour_union(bits: u128, wide in any::<bool>()) {
            let grid = if wide { G10 } else { G6 };
            let bits = bits & grid.all();
            let naive = Direction::ALL
                .iter()
                .fold(bits, |acc, &d| acc | naive_step(grid, bits, d));
            prop_assert_eq!(grid.dilate(bits), naive);
        }

        #[test]
        fn ray_equals_repeated_steps(from in 0u8..100, d in 0usize..8, blockers: u128) {
            let grid = G10;
            let d = Direction::ALL[d];
            let blockers = blockers & grid.all();
            let mut expected = 0;
            let mut at = 1u128 << from;
            loop {
                at = naive_step(grid, at, d);
                if at == 0 { break; }
                expected |= at;
                if at & blockers != 0 { break; }
            }
            prop_assert_eq!(grid.ray(from, d, blockers), expected);
        }

        #[test]
        fn fill_equals_repeated_steps(bits: u128, through: u128, d in 0usize..8, g in 0usize..4) {
            let grid = [G6, G10, Grid::new(11, 11), Grid::new(16, 8)][g];
            let d = Direction::ALL[d];
            let (bits, through) = (bits & grid.all(), through & grid.all());
            let mut expected = bits;
            let mut front = bits;
            while front != 0 {
                front = naive_step(grid, front, d) & through & !expected;
                expected |= front;
            }
            prop_assert_eq!(grid.fill(bits, d, through), expected);
        }

        #[test]
        fn flood_equals_a_search_by_cells(seeds: u128, within: u128, g in 0usize..4, diagonal: bool) {
            let grid = [G6, G10, Grid::new(11, 11), Grid::new(16, 8)][g];
            let directions: &[Direction] = if diagonal { &Direction::ALL } else { &Direction::ORTHOGONAL };
            let within = within & grid.all();
            // A search cell by cell, by file and rank arithmetic.
            let mut reached = seeds & within;
            let mut stack: Vec<u8> = (0..grid.cells()).filter(|&c| reached >> c & 1 == 1).collect();
            while let Some(cell) = stack.pop() {
                for d in directions {
                    let (df, dr) = d.delta();
                    let to = grid.square(
                        grid.file_of(cell) as i32 + df as i32,
                        grid.rank_of(cell) as i32 + dr as i32,
                    );
                    if let Some(to) = to {
                        if within >> to & 1 == 1 && reached >> to & 1 == 0 {
                            reached |= 1 << to;
                            stack.push(to);
                        }
                    }
                }
            }
            prop_assert_eq!(grid.flood(seeds, within, directions), reached);
        }

        #[test]
        fn a_line_holds_the_cells_of_its_slope_through_the_square(square in 0u8..121, d in 0usize..8) {
            let grid = Grid::new(11, 11);
            let d = Direction::ALL[d];
            let (df, dr) = d.delta();
            let (f, r) = (grid.file_of(square) as i32, grid.rank_of(square) as i32);
            let expected = (0..grid.cells())
                .filter(|&c| {
                    let (cf, cr) = (grid.file_of(c) as i32 - f, grid.rank_of(c) as i32 - r);
                    // On the line: (cf, cr) a multiple of (df, dr).
                    cf * dr as i32 == cr * df as i32
                        && (df != 0 || cf == 0)
                        && (dr != 0 || cr == 0)
                })
                .fold(0u128, |acc, c| acc | 1 << c);
            prop_assert_eq!(grid.line(square, d), expected);
        }

        #[test]
        fn parse_never_panics(text in ".{0,8}") {
            let _ = G10.parse_square(&text);
        }
    }
}
