//! The moves a game's generator adds, set-wise: into a list, a count, or
//! the sets the sampler draws from.

use ludeme_geometry::{Cells, Direction, Grid};

use crate::runs::{cell_step, list_in_order, origins_of, Runs, StepSet, StepSets};
use crate::{Move, MoveList};

/// What a game's [`crate::GridGame::generate`] fills: a list of moves, or
/// only their number (perft's last ply), with the board to name the cells.
/// Moves are added set-wise, from bitboards of targets, in any order (the
/// kit lists the sets of steps in order, and sorts a list that was not
/// filled in order).
#[derive(Debug)]
pub struct Moves<'a> {
    /// The list, or none when only counting or drawing.
    list: Option<&'a mut MoveList>,
    /// Where the sets of steps and captures added to the list wait, to be
    /// listed in order, without a sort, when the list is read (without
    /// it, each set is listed as it comes).
    pending: Option<&'a mut StepSets>,
    /// The sets of targets as added, when drawing one move.
    runs: Option<&'a mut Runs>,
    count: usize,
    grid: Grid,
    sorted: bool,
}

impl<'a> Moves<'a> {
    /// The moves of `list` on `grid`.
    pub fn new(list: &'a mut MoveList, grid: Grid) -> Self {
        list.clear();
        Moves {
            list: Some(list),
            pending: None,
            runs: None,
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// The moves of `list` on `grid`, the sets of steps and captures kept
    /// in `pending` until the list is read, then listed in order.
    pub(crate) fn in_order(list: &'a mut MoveList, pending: &'a mut StepSets, grid: Grid) -> Self {
        list.clear();
        pending.clear();
        Moves {
            list: Some(list),
            pending: Some(pending),
            runs: None,
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// A count of moves on `grid`, with no list.
    pub fn counting(grid: Grid) -> Self {
        Moves {
            list: None,
            pending: None,
            runs: None,
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// The sets of targets added into `runs`, with no list: what the kit's
    /// sampler draws one move from.
    pub(crate) fn drawing(runs: &'a mut Runs, grid: Grid) -> Self {
        Moves {
            list: None,
            pending: None,
            runs: Some(runs),
            count: 0,
            grid,
            sorted: true,
        }
    }

    /// Adds `mv`, noting whether the list is still in order.
    #[inline(always)]
    fn add(&mut self, mv: Move) {
        self.count += 1;
        if let Some(list) = &mut self.list {
            if let Some(&last) = list.last() {
                self.sorted &= last < mv;
            }
            list.push(mv);
        }
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
        if let (Some(list), Some(pending)) = (self.list.as_deref_mut(), self.pending.as_deref_mut())
        {
            if !pending.is_empty() {
                Self::list_sets(list, pending, self.grid, &mut self.sorted);
                pending.clear();
            }
        }
    }

    /// The `index`-th move of the list in order (`None` past its end),
    /// without sorting the whole list.
    pub(crate) fn nth_in_order(mut self, index: usize) -> Option<Move> {
        self.list_pending();
        let list = self.list?;
        if index >= list.len() {
            return None;
        }
        if self.sorted {
            return Some(list[index]);
        }
        Some(*list.select_nth_unstable(index).1)
    }

    /// Puts the list in order ([`ludeme_core::Game::generate_moves`]'s
    /// contract) if the moves were not added in order.
    #[inline(always)]
    pub(crate) fn finish(mut self) {
        self.list_pending();
        if let Some(list) = self.list.filter(|_| !self.sorted) {
            // Each set of targets adds its moves in order: the stable sort
            // merges those runs.
            list.sort();
        }
    }

    /// A drop on every cell of `targets`.
    #[inline(always)]
    pub fn drops<B: Cells>(&mut self, targets: B) {
        if let Some(runs) = self.runs.as_deref_mut() {
            self.count += targets.count() as usize;
            runs.other |= runs.drops & targets.to_u128() != 0;
            runs.drops |= targets.to_u128();
            return;
        }
        let grid = self.grid;
        self.add_all(targets, |cell| Move::drop(grid, cell));
    }

    /// A step onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    pub fn steps<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, false);
    }

    /// A capture onto every cell of `targets`, each from the cell one step
    /// back against `direction`.
    #[inline(always)]
    pub fn captures<B: Cells>(&mut self, targets: B, direction: Direction) {
        self.add_from_targets(targets, direction, true);
    }

    #[inline(always)]
    fn add_from_targets<B: Cells>(&mut self, targets: B, direction: Direction, capture: bool) {
        if let Some(runs) = self.runs.as_deref_mut() {
            // Counted when asked, or when one is drawn.
            let step = cell_step(direction, self.grid);
            if !runs.add_steps(origins_of(targets, step), step, capture) {
                self.count += targets.count() as usize;
            }
            return;
        }
        self.count += targets.count() as usize;
        if self.list.is_none() {
            return;
        }
        let set = StepSet::onto(targets, direction, self.grid, capture);
        if let Some(pending) = self.pending.as_deref_mut() {
            if pending.len() == pending.inline_size() {
                self.list_pending();
            }
            if let Some(pending) = self.pending.as_deref_mut() {
                pending.push(set);
            }
        } else if let Some(list) = self.list.as_deref_mut() {
            Self::list_sets(list, &mut [set], self.grid, &mut self.sorted);
        }
    }

    /// The move `make` gives for each cell of `targets`, in order; only
    /// their number when counting.
    #[inline(always)]
    fn add_all<B: Cells>(&mut self, targets: B, make: impl Fn(u32) -> Move) {
        self.count += targets.count() as usize;
        let Some(list) = self.list.as_deref_mut() else {
            return;
        };
        let mut cells = targets.squares();
        let Some(first) = cells.next().map(&make) else {
            return;
        };
        if let Some(&last) = list.last() {
            self.sorted &= last < first;
        }
        list.push(first);
        for cell in cells {
            list.push(make(cell));
        }
    }

    /// A pass.
    pub fn pass(&mut self) {
        if let Some(runs) = self.runs.as_deref_mut() {
            self.count += 1;
            runs.other |= runs.pass;
            runs.pass = true;
            return;
        }
        self.add(Move::PASS);
    }

    /// Any move.
    pub fn push(&mut self, mv: Move) {
        if let Some(runs) = self.runs.as_deref_mut() {
            runs.other = true;
        }
        self.add(mv);
    }

    /// How many moves were added.
    pub fn len(&self) -> usize {
        // Steps kept for a draw are counted only when asked.
        self.count + self.runs.as_deref().map_or(0, Runs::step_count)
    }

    /// Whether no move was added.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
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
        fn apply<B: Cells>(self, moves: &mut Moves<'_>) {
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
            let adds = random_adds(grid, &mut rng);
            let mut expected: alloc::vec::Vec<Move> =
                adds.iter().flat_map(|add| add.one_by_one(grid)).collect();
            expected.sort();
            // Listed as they come, or sets of steps kept and listed in order.
            let mut list = MoveList::new();
            let mut moves = Moves::new(&mut list, grid);
            adds.iter().for_each(|add| add.apply::<B>(&mut moves));
            assert_eq!(
                (moves.len(), moves.is_empty()),
                (expected.len(), expected.is_empty())
            );
            moves.finish();
            assert_eq!(list.to_vec(), expected, "{adds:?}");
            let mut pending = StepSets::new();
            let mut moves = Moves::in_order(&mut list, &mut pending, grid);
            adds.iter().for_each(|add| add.apply::<B>(&mut moves));
            moves.finish();
            assert_eq!(list.to_vec(), expected, "in order: {adds:?}");
            // Counted without a list.
            let mut moves = Moves::counting(grid);
            adds.iter().for_each(|add| add.apply::<B>(&mut moves));
            assert_eq!(moves.len(), expected.len());
            // The index-th move in order, from the list or from the sets.
            for index in 0..=expected.len() {
                let mut moves = Moves::new(&mut list, grid);
                adds.iter().for_each(|add| add.apply::<B>(&mut moves));
                assert_eq!(moves.nth_in_order(index), expected.get(index).copied());
            }
            let mut runs = Runs::default();
            let mut moves = Moves::drawing(&mut runs, grid);
            adds.iter().for_each(|add| add.apply::<B>(&mut moves));
            assert_eq!(moves.len(), expected.len());
            // The sets cannot say a drop or a pass added twice, nor a
            // single move, and keep at most 16 sets of steps: past that,
            // the draw is from a list.
            let (mut drops, mut twice, mut passes) = (0u128, false, 0);
            for add in &adds {
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
            }
        }
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
        let mut moves = Moves::new(&mut list, grid);
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
