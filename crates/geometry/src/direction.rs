//! The eight compass directions.

/// One of the eight compass directions on a grid, as (file, rank) steps.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Towards higher ranks.
    North,
    /// Towards higher ranks and files.
    NorthEast,
    /// Towards higher files.
    East,
    /// Towards lower ranks, higher files.
    SouthEast,
    /// Towards lower ranks.
    South,
    /// Towards lower ranks and files.
    SouthWest,
    /// Towards lower files.
    West,
    /// Towards higher ranks, lower files.
    NorthWest,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::NorthEast,
        Direction::East,
        Direction::SouthEast,
        Direction::South,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
    ];

    /// The four orthogonal directions (rook moves).
    pub const ORTHOGONAL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The four diagonal directions (bishop moves).
    pub const DIAGONAL: [Direction; 4] = [
        Direction::NorthEast,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::NorthWest,
    ];

    /// The step as (file delta, rank delta).
    ///
    /// ```
    /// use ludeme_geometry::Direction;
    /// assert_eq!(Direction::NorthWest.delta(), (-1, 1));
    /// ```
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::East => (1, 0),
            Direction::SouthEast => (1, -1),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::West => (-1, 0),
            Direction::NorthWest => (-1, 1),
        }
    }

    /// The direction seen in a mirror along the ranks: north and south
    /// swapped, east and west kept (the board as the other side sees it,
    /// files unchanged).
    ///
    /// ```
    /// use ludeme_geometry::Direction;
    /// assert_eq!(Direction::NorthEast.mirrored_vertically(), Direction::SouthEast);
    /// assert_eq!(Direction::West.mirrored_vertically(), Direction::West);
    /// ```
    pub const fn mirrored_vertically(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthEast,
            Direction::East => Direction::East,
            Direction::SouthEast => Direction::NorthEast,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthWest,
            Direction::West => Direction::West,
            Direction::NorthWest => Direction::SouthWest,
        }
    }

    /// The opposite direction.
    ///
    /// ```
    /// use ludeme_geometry::Direction;
    /// assert_eq!(Direction::NorthEast.opposite(), Direction::SouthWest);
    /// ```
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::NorthEast => Direction::SouthWest,
            Direction::East => Direction::West,
            Direction::SouthEast => Direction::NorthWest,
            Direction::South => Direction::North,
            Direction::SouthWest => Direction::NorthEast,
            Direction::West => Direction::East,
            Direction::NorthWest => Direction::SouthEast,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Direction;

    #[test]
    fn the_opposite_steps_back() {
        for d in Direction::ALL {
            let (df, dr) = d.delta();
            assert_eq!(d.opposite().delta(), (-df, -dr), "{d:?}");
            assert_eq!(d.opposite().opposite(), d);
        }
    }
}
