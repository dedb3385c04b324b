//! A kit game's rules: the size of its board, chosen by variant name.

use core::fmt;
use core::marker::PhantomData;

use ludeme_core::{Variant, Variants};
use ludeme_geometry::Grid;

use crate::GridGame;

/// The rules of a kit game: one of its board sizes ([`GridGame::SIZES`]),
/// named `WxH`, with the board's masks worked out once.
pub struct Size<G: GridGame> {
    grid: Grid,
    /// Every cell.
    pub(crate) every: G::Cells,
    /// Every cell but those of the first file.
    pub(crate) not_first: G::Cells,
    /// Every cell but those of the last file.
    pub(crate) not_last: G::Cells,
    game: PhantomData<fn() -> G>,
}

/// The board of a size name `WxH`.
pub(crate) const fn grid_of(name: &str) -> Option<Grid> {
    let bytes = name.as_bytes();
    let (mut width, mut height, mut i, mut seen_x) = (0u32, 0u32, 0, false);
    while i < bytes.len() {
        match bytes[i] {
            b'x' if !seen_x && width > 0 => seen_x = true,
            digit @ b'0'..=b'9' if i < 8 => {
                let value = (digit - b'0') as u32;
                if seen_x {
                    height = height * 10 + value;
                } else {
                    width = width * 10 + value;
                }
            }
            _ => return None,
        }
        i += 1;
    }
    if !seen_x || width == 0 || height == 0 || width > 26 || width * height > 128 {
        return None;
    }
    Some(Grid::new(width as u8, height as u8))
}

impl<G: GridGame> Size<G> {
    /// The size named `name`, if the game has it.
    pub fn named(name: &str) -> Option<Self> {
        let known = G::SIZES.iter().any(|size| size.name == name);
        let grid = grid_of(name).filter(|_| known)?;
        let every = grid.every::<G::Cells>();
        let first = grid.first_file::<G::Cells>();
        Some(Size {
            grid,
            every,
            not_first: every & !first,
            not_last: every & !(first << (u32::from(grid.width()) - 1)),
            game: PhantomData,
        })
    }

    /// The board.
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// The game's sizes, `8x8, 6x6`.
    #[cfg(feature = "serde")]
    fn names() -> alloc::string::String {
        let names: alloc::vec::Vec<&str> = G::SIZES.iter().map(|size| size.name).collect();
        names.join(", ")
    }
}

impl<G: GridGame> Default for Size<G> {
    /// The first of the game's sizes.
    fn default() -> Self {
        let first = G::SIZES
            .first()
            .expect("a kit game declares at least one size");
        Self::named(first.name).expect("every size of a kit game is named WxH")
    }
}

impl<G: GridGame> Clone for Size<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GridGame> Copy for Size<G> {}

impl<G: GridGame> PartialEq for Size<G> {
    fn eq(&self, other: &Self) -> bool {
        self.grid == other.grid
    }
}

impl<G: GridGame> Eq for Size<G> {}

impl<G: GridGame> core::hash::Hash for Size<G> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.grid.hash(state);
    }
}

impl<G: GridGame> fmt::Debug for Size<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Size({}x{})", self.grid.width(), self.grid.height())
    }
}

impl<G: GridGame> Variants for Size<G> {
    const VARIANTS: &'static [Variant] = G::SIZES;

    fn from_variant(name: &str) -> Option<Self> {
        Self::named(name)
    }
}

#[cfg(feature = "serde")]
impl<G: GridGame> serde::Serialize for Size<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!(
            "{}x{}",
            self.grid.width(),
            self.grid.height()
        ))
    }
}

#[cfg(feature = "serde")]
impl<'de, G: GridGame> serde::Deserialize<'de> for Size<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = alloc::borrow::Cow::<'de, str>::deserialize(d)?;
        Self::named(&name).ok_or_else(|| {
            serde::de::Error::custom(format_args!(
                "no size {name:?}: expected one of {}",
                Self::names()
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::grid_of;
    use ludeme_geometry::Grid;

    #[test]
    fn size_names_are_width_x_height_of_at_most_128_cells() {
        assert_eq!(grid_of("8x8"), Some(Grid::new(8, 8)));
        assert_eq!(grid_of("10x12"), Some(Grid::new(10, 12)));
        for bad in [
            "",
            "8",
            "x8",
            "8x",
            "8x8x8",
            "0x4",
            "27x1",
            "12x11",
            "8X8",
            " 8x8",
            "99999999x1",
        ] {
            assert_eq!(grid_of(bad), None, "{bad:?}");
        }
    }
}
