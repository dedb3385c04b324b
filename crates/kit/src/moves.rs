//! The moves a game's generator adds, set-wise: into a list, a count, or
//! the sets the sampler draws from. Each is a type of its own, so that the
//! generator is compiled for each apart, with nothing of the others.

use ludeme_geometry::{Cells, Direction, Grid};

use crate::runs::{cell_step, list_in_order, origins_of, Runs, StepSet, StepSets};
use crate::{Move, MoveList};

/// What a game's [`crate::GridGame::generate`] adds its moves to: a list
/// ([`MoveLister`]), only their number ([`MoveCounter`], perft's last ply),
/// or the sets the kit's sampler draws one move from. Moves are added
/// set-wise, from bitboards of targets, in any order (the kit lists the
/// sets of steps in order, and sorts a list that was not filled in order).
pub trait Moves {
    /// A drop on every cell of `targets`.
    fn drops<B: Cells>(&mut self, targets: B);

    /// A step onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    fn steps<B: Cells>(&mut self, targets: B, direction: Direction);

    /// A capture onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    fn captures<B: Cells>(&mut self, targets: B, direction: Direction);

    /// A pass.
    fn pass(&mut self);

    /// Any move.
    fn push(&mut self, mv: Move);

    /// How many moves were added.
    fn len(&self) -> usize;

    /// Whether no move was added.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The moves added, listed.
#[derive(Debug)]
pub struct MoveLister<'a> {
    list: &'a mut MoveList,
    /// Where the sets of steps and captures wait, to be listed in order,
    /// without a sort, when the list is read (without it, each set is
    /// listed as it comes).
    pending: Option<&'a mut StepSets>,
    grid: Grid,
    sorted: bool,
}

impl<'a> MoveLister<'a> {
    /// The moves of `list` (emptied first) on `grid`.
    pub fn new(list: &'a mut MoveList, grid: Grid) -> Self {
        list.clear();
        MoveLister {
            list,
            pending: None,
            grid,
            sorted: true,
        }
    }

    /// The moves of `list` on `grid`, the sets of steps and captures kept
    /// in `pending` until the list is read, then listed in order.
    pub(crate) fn in_order(list: &'a mut MoveList, pending: &'a mut StepSets, grid: Grid) -> Self {
        list.clear();
        pending.clear();
        MoveLister {
            list,
            pending: Some(pending),
            grid,
            sorted: true,
        }
    }

    /// Adds `mv`, noting whether the list is still in order.
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        if let Some(&last) = self.list.last() {
            self.sorted &= last < mv;
        }
        self.list.push(mv);
    }

    /// Lists the moves of `sets` in order after the moves listed, noting
    /// whether the list is still in order.
    #[inline(always)]
    fn list_sets(list: &mut MoveList, sets: &mut [StepSet], grid: Grid, sorted: &mut bool) {
        let before = list.len();
        list_in_order(sets, grid, list);
        if before > 0 && list.len() > before {
            *sorted &= list[before - 1] < list[before];
        }
    }

    /// Lists the pending sets of steps and captures.
    #[inline(always)]
    fn list_pending(&mut self) {
        if let Some(pending) = self.pending.as_deref_mut() {
            if !pending.is_empty() {
                Self::list_sets(self.list, pending, self.grid, &mut self.sorted);
                pending.clear();
            }
        }
    }

    /// The `index`-th move of the list in order (`None` past its end),
    /// without sorting the whole list.
    pub(crate) fn nth_in_order(mut self, index: usize) -> Option<Move> {
        self.list_pending();
        if index >= self.list.len() {
            return None;
        }
        if self.sorted {
            return Some(self.list[index]);
        }
        Some(*self.list.select_nth_unstable(index).1)
    }

    /// Puts the list in order ([`ludeme_core::Game::generate_moves`]'s
    /// contract) if the moves were not added in order.
    #[inline(always)]
    pub(crate) fn finish(mut self) {
        self.list_pending();
        if !self.sorted {
            // Each set of targets adds its moves in order: the sort merges
            // those runs.
            self.list.sort();
        }
    }
}

impl Moves for MoveLister<'_> {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        let mut cells = targets.squares();
        let Some(first) = cells.next() else {
            return;
        };
        let grid = self.grid;
        self.add(Move::drop(grid, first));
        for cell in cells {
            self.list.push(Move::drop(grid, cell));
        }
    }

    #[inline(always)]
    fn steps<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, false);
    }

    #[inline(always)]
    fn captures<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, true);
    }

    fn pass(&mut self) {
        self.add(Move::PASS);
    }

    fn push(&mut self, mv: Move) {
        self.add(mv);
    }

    fn len(&self) -> usize {
        let pending = self.pending.as_deref().map_or(0, |sets| {
            sets.iter()
                .map(|set| set.origins.count_ones() as usize)
                .sum()
        });
        self.list.len() + pending
    }
}

impl MoveLister<'_> {
    #[inline(always)]
    fn add_from_targets<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        let set = StepSet::onto(targets, direction, self.grid, capture);
        let Some(pending) = self.pending.as_deref_mut() else {
            return Self::list_sets(self.list, &mut [set], self.grid, &mut self.sorted);
        };
        if pending.len() == pending.inline_size() {
            // The sets fill the stack's room: list those kept so far.
            Self::list_sets(self.list, pending, self.grid, &mut self.sorted);
            pending.clear();
        }
        pending.push(set);
    }
}

/// The moves added, only counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct MoveCounter {
    count: usize,
}

impl MoveCounter {
    /// No moves yet.
    pub fn new() -> Self {
        MoveCounter { count: 0 }
    }
}

impl Moves for MoveCounter {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        self.count += targets.count() as usize;
    }

    #[inline(always)]
    fn steps<B: Cells>(&mut self, targets: B, _: Direction) {
        self.count += targets.count() as usize;
    }

    #[inline(always)]
    fn captures<B: Cells>(&mut self, targets: B, _: Direction) {
        self.count += targets.count() as usize;
    }

    fn pass(&mut self) {
        self.count += 1;
    }

    fn push(&mut self, _: Move) {
        self.count += 1;
    }

    fn len(&self) -> usize {
        self.count
    }
}

/// The moves added, kept as the sets the kit's sampler draws one from.
#[derive(Debug)]
pub(crate) struct MoveDrawer<'a> {
    runs: &'a mut Runs,
    /// The moves the sets do not hold (added one by one, or again); the
    /// sets are counted when asked.
    count: usize,
    grid: Grid,
}

impl<'a> MoveDrawer<'a> {
    /// The sets of targets added into `runs`.
    pub(crate) fn new(runs: &'a mut Runs, grid: Grid) -> Self {
        MoveDrawer {
            runs,
            count: 0,
            grid,
        }
    }

    #[inline(always)]
    fn add_from_targets<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        let step = cell_step(direction, self.grid);
        if !self
            .runs
            .add_steps(origins_of(targets, step), step, capture)
        {
            self.count += targets.count() as usize;
        }
    }
}

impl Moves for MoveDrawer<'_> {
    #[inline(always)]
    fn drops<B: Cells>(&mut self, targets: B) {
        let (runs, targets) = (&mut *self.runs, targets.to_u128());
        let again = runs.drops & targets;
        if again != 0 {
            self.count += again.count_ones() as usize;
            runs.other = true;
        }
        runs.drops |= targets;
    }

    #[inline(always)]
    fn steps<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, false);
    }

    #[inline(always)]
    fn captures<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, true);
    }

    fn pass(&mut self) {
        if self.runs.pass {
            self.count += 1;
            self.runs.other = true;
        }
        self.runs.pass = true;
    }

    fn push(&mut self, _: Move) {
        self.count += 1;
        self.runs.other = true;
    }

    fn len(&self) -> usize {
        self.count + self.runs.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            .flat_map(|&d| {
                [false, true].map(|capture| Add::Steps(grid.step(1 << 27, d), d, capture))
            })
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
}
