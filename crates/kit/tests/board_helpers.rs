//! The position's board helpers, which keep the board's masks worked out
//! once per size, against the grid's own, which work them out each time.

use ludeme_core::SplitMix64;
use ludeme_kit::{prelude::*, Position, Size};

/// A game of one kind of piece each, on boards of up to 64 and of up to
/// 128 cells: only its sizes matter here.
macro_rules! sized {
    ($name:ident, $cells:ty, $($size:literal),+) => {
        struct $name;
        impl GridGame for $name {
            type Cells = $cells;
            type Pieces = [$cells; 2];
            const NAME: &'static str = stringify!($name);
            const SEATS: [SeatStyle; 2] = [SeatStyle::WHITE, SeatStyle::BLACK];
            const SIZES: &'static [Variant] = &[$(Variant::new($size, "")),+];
            const FORMS: MoveForms = MoveForms::STEPS;
            fn start(_: Grid) -> [$cells; 2] {
                [0, 0]
            }
            fn generate(_: &Position<Self>, _: &mut impl Moves) {}
            fn play(p: &Position<Self>, _: Move) -> [$cells; 2] {
                *p.pieces()
            }
            fn outcome(_: &Position<Self>) -> Option<Outcome> {
                None
            }
        }
    };
}

sized!(Small, u64, "8x8", "6x6", "1x1", "3x5", "16x4", "5x12");
sized!(Large, u128, "10x10", "11x11", "26x4", "4x32", "12x10");

/// A random set of cells on `grid`: about one cell in six if `sparse`, else
/// one in two.
fn random_cells<B: Cells>(grid: Grid, rng: &mut SplitMix64, sparse: bool) -> B {
    let mut cells = B::from_u128(0);
    for cell in 0..u32::from(grid.cells()) {
        if rng.below(if sparse { 6 } else { 2 }) == 0 {
            cells |= B::cell(cell);
        }
    }
    cells
}

fn check_sizes<G: GridGame>() {
    let mut rng = SplitMix64::new(7);
    for size in G::SIZES {
        let position = Position::<G>::new(G::Pieces::default(), 0, Size::named(size.name).unwrap());
        let grid = position.grid();
        assert!(
            position.every() == grid.every::<G::Cells>(),
            "{}",
            size.name
        );
        for _ in 0..200 {
            let cells: G::Cells = random_cells(grid, &mut rng, true);
            let through: G::Cells = random_cells(grid, &mut rng, false);
            for direction in Direction::ALL {
                assert!(
                    position.step(cells, direction) == grid.step(cells, direction),
                    "step {direction:?} on {}",
                    size.name
                );
                assert!(
                    position.fill(cells, direction, through)
                        == grid.fill_through(cells, direction, through),
                    "fill {direction:?} on {}",
                    size.name
                );
            }
        }
    }
}

#[test]
fn steps_and_fills_agree_with_the_grid_on_every_size() {
    check_sizes::<Small>();
    check_sizes::<Large>();
}

#[test]
fn by_default_a_position_is_even_and_a_capture_is_tactical() {
    let p = Position::<Small>::new([1, 2], 0, Size::named("8x8").unwrap());
    let grid = p.grid();
    for seat in 0..2 {
        assert_eq!(Small::evaluate(&p, seat), 0.5);
    }
    assert!(Small::is_tactical(&p, Move::step(grid, 0, 9, true)));
    assert!(!Small::is_tactical(&p, Move::step(grid, 0, 9, false)));
}
