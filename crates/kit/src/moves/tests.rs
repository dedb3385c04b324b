use ludeme_geometry::{Cells, Direction, Grid};

use super::{MoveCounter, MoveDrawer, MoveLister, Moves};
use crate::runs::{Runs, StepSets};
use crate::{Move, MoveList};

/// One addition to a [`Moves`], and the moves it stands for, one by one.
#[derive(Clone, Copy, Debug)]
enum Add {
    Drops(u128),
    Steps(u128, Direction, bool),
    Pass,
    Push(Move),
}

impl Add {
    fn apply<B: Cells>(self, moves: &mut impl Moves) {
        match self {
            Add::Drops(cells) => moves.drops(B::from_u128(cells)),
            Add::Steps(targets, d, false) => moves.steps(B::from_u128(targets), d),
            Add::Steps(targets, d, true) => moves.captures(B::from_u128(targets), d),
            Add::Pass => moves.pass(),
            Add::Push(mv) => moves.push(mv),
        }
    }

    fn one_by_one(self, grid: Grid) -> alloc::vec::Vec<Move> {
        let cells = |set: u128| (0..128u32).filter(move |&c| set >> c & 1 == 1);
        match self {
            Add::Drops(set) => cells(set).map(|c| Move::drop(grid, c)).collect(),
            Add::Steps(targets, d, capture) => {
                let (df, dr) = d.delta();
                let back = i32::from(dr) * i32::from(grid.width()) + i32::from(df);
                cells(targets)
                    .map(|to| Move::step(grid, (to as i32 - back) as u32, to, capture))
                    .collect()
            }
            Add::Pass => alloc::vec![Move::PASS],
            Add::Push(mv) => alloc::vec![mv],
        }
    }
}

/// Random additions on `grid`: sets of drops, steps and captures in
/// every direction (from random origins, or none), passes and single
/// moves, in any order, some of them twice.
fn random_adds(grid: Grid, rng: &mut ludeme_core::SplitMix64) -> alloc::vec::Vec<Add> {
    let every = grid.every::<u128>();
    let random_set = |rng: &mut ludeme_core::SplitMix64| {
        let mut set = 0u128;
        for cell in 0..u32::from(grid.cells()) {
            if rng.below(5) == 0 {
                set |= 1 << cell;
            }
        }
        set & every
    };
    // Now and then more sets than the sink keeps on the stack.
    let count = if rng.below(8) == 0 {
        20 + rng.below(20)
    } else {
        rng.below(8)
    } as usize;
    let mut adds = alloc::vec::Vec::new();
    for _ in 0..count {
        let add = match rng.below(11) {
            0..=1 => Add::Drops(random_set(rng)),
            10 => Add::Steps(0, Direction::ALL[rng.below(8) as usize], false),
            2..=7 => {
                let d = Direction::ALL[rng.below(8) as usize];
                Add::Steps(grid.step(random_set(rng), d), d, rng.below(2) == 0)
            }
            8 => Add::Pass,
            _ => {
                let cell = rng.below(u64::from(grid.cells())) as u32;
                Add::Push(Move::drop(grid, cell))
            }
        };
        adds.push(add);
        if rng.below(6) == 0 {
            adds.push(add);
        }
    }
    adds
}

fn check_adds<B: Cells>(grid: Grid, seeds: core::ops::Range<u64>) {
    for seed in seeds {
        let mut rng = ludeme_core::SplitMix64::new(seed);
        check_these::<B>(grid, &random_adds(grid, &mut rng));
    }
}

/// `adds` listed, counted and drawn on every sink, against their moves
/// made one by one and sorted.
fn check_these<B: Cells>(grid: Grid, adds: &[Add]) {
    {
        let mut expected: alloc::vec::Vec<Move> =
            adds.iter().flat_map(|add| add.one_by_one(grid)).collect();
        expected.sort();
        // Listed as they come, or sets of steps kept and listed in order.
        let mut list = MoveList::new();
        let mut moves = MoveLister::new(&mut list, grid);
        adds.iter().for_each(|add| add.apply::<B>(&mut moves));
        assert_eq!(
            (moves.len(), moves.is_empty()),
            (expected.len(), expected.is_empty())
        );
        moves.finish();
        assert_eq!(list.to_vec(), expected, "{adds:?}");
        let mut pending = StepSets::new();
        let mut moves = MoveLister::in_order(&mut list, &mut pending, grid);
        adds.iter().for_each(|add| add.apply::<B>(&mut moves));
        assert_eq!(moves.len(), expected.len(), "in order: {adds:?}");
        moves.finish();
        assert_eq!(list.to_vec(), expected, "in order: {adds:?}");
        // Counted without a list.
        let mut moves = MoveCounter::new();
        adds.iter().for_each(|add| add.apply::<B>(&mut moves));
        assert_eq!(moves.len(), expected.len());
        // The index-th move in order, from the list or from the sets.
        for index in 0..=expected.len() {
            let mut moves = MoveLister::new(&mut list, grid);
            adds.iter().for_each(|add| add.apply::<B>(&mut moves));
            assert_eq!(moves.nth_in_order(index), expected.get(index).copied());
        }
        let mut runs = Runs::default();
        let mut moves = MoveDrawer::new(&mut runs, grid);
        adds.iter().for_each(|add| add.apply::<B>(&mut moves));
        assert_eq!(moves.len(), expected.len());
        // The sets cannot say a drop or a pass added twice, nor a
        // single move, and keep at most 16 sets of steps: past that,
        // the draw is from a list.
        let (mut drops, mut twice, mut passes) = (0u128, false, 0);
        for add in adds {
            match *add {
                Add::Drops(set) => {
                    twice |= drops & set != 0;
                    drops |= set;
                }
                Add::Pass => passes += 1,
                Add::Push(_) => twice = true,
                Add::Steps(..) => {}
            }
        }
        let sets = adds
            .iter()
            .filter(|add| matches!(add, Add::Steps(..)))
            .count();
        assert_eq!(runs.other, twice || passes > 1 || sets > 16, "{adds:?}");
        if !runs.other {
            for (index, &mv) in expected.iter().enumerate() {
                assert_eq!(runs.nth(grid, index), mv, "{index} of {adds:?}");
            }
            // A draw is the listed draw, from the same generator.
            for seed in 0..4 {
                let mut rng = ludeme_core::SplitMix64::new(seed);
                let mut again = rng.clone();
                let listed = (!expected.is_empty())
                    .then(|| expected[again.below(expected.len() as u64) as usize]);
                assert_eq!(runs.draw(grid, &mut rng), listed, "{adds:?}");
            }
        }
    }
}

#[test]
fn one_origin_in_sixteen_sets_and_origins_past_the_64th_cell_are_drawn_in_order() {
    // From d4 every step and capture: one origin of sixteen moves.
    let grid = Grid::new(8, 8);
    let sixteen: alloc::vec::Vec<Add> = Direction::ALL
        .iter()
        .flat_map(|&d| [false, true].map(|capture| Add::Steps(grid.step(1 << 27, d), d, capture)))
        .collect();
    check_these::<u64>(grid, &sixteen);
    // On 10x10, steps north from cells 64 to 83 only (none of the first
    // 64), alone and with a drop below cell 64 and a pass.
    let grid = Grid::new(10, 10);
    let high = Add::Steps(((1u128 << 20) - 1) << 74, Direction::North, false);
    check_these::<u128>(grid, &[high]);
    check_these::<u128>(grid, &[high, Add::Drops(1 << 5), Add::Pass]);
}

#[test]
fn moves_added_in_any_order_are_listed_counted_and_drawn_in_order() {
    check_adds::<u64>(Grid::new(8, 8), 0..300);
    check_adds::<u64>(Grid::new(5, 7), 300..500);
    check_adds::<u128>(Grid::new(10, 10), 500..800);
    check_adds::<u128>(Grid::new(11, 11), 800..900);
}

#[test]
fn a_step_from_targets_starts_one_step_back() {
    let grid = Grid::new(8, 8);
    let mut list = MoveList::new();
    let mut moves = MoveLister::new(&mut list, grid);
    moves.steps(1u64 << 17, Direction::NorthEast);
    moves.captures(1u64 << 17, Direction::North);
    moves.drops(1u64 << 63);
    moves.pass();
    moves.finish();
    let texts: alloc::vec::Vec<_> = list
        .iter()
        .map(alloc::string::ToString::to_string)
        .collect();
    assert_eq!(texts, ["a2-b3", "b2xb3", "h8", "pass"]);
    assert_eq!(list[0].from(grid), Some(8));
    assert_eq!(list[0].to(grid), Some(17));
    assert_eq!(list[2].from(grid), None);
}
