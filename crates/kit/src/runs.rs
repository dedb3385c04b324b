//! The moves a generator added, kept as sets: listed in order without a
//! sort, or one drawn at random without listing them.

use ludeme_core::bits::BitSet;
use ludeme_core::SplitMix64;
use ludeme_geometry::{Cells, Direction, Grid};

use crate::grid_move::place;
use crate::{Move, MoveList};

/// A set of steps or captures as a generator added it: their origins, one
/// step apart from their destinations in `direction`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StepSet {
    /// The cells the moves start on.
    pub(crate) origins: u128,
    /// From an origin to its destination, in cell numbers.
    pub(crate) step: i32,
    /// From an origin to its destination, in files and ranks.
    pub(crate) delta: (i8, i8),
    /// Whether the moves capture.
    pub(crate) capture: bool,
}

impl StepSet {
    /// The moves onto `targets` on `grid`, each from one step back against
    /// `direction`.
    #[inline(always)]
    pub(crate) fn onto<B: Cells>(
        targets: B,
        direction: Direction,
        grid: Grid,
        capture: bool,
    ) -> Self {
        let step = cell_step(direction, grid);
        StepSet {
            origins: origins_of(targets, step),
            step,
            delta: direction.delta(),
            capture,
        }
    }
}

/// One step in `direction` on `grid`, in cell numbers.
#[inline(always)]
pub(crate) fn cell_step(direction: Direction, grid: Grid) -> i32 {
    let (files, ranks) = direction.delta();
    i32::from(ranks) * i32::from(grid.width()) + i32::from(files)
}

/// The cells one `step` back from `targets`, shifted in their own width.
#[inline(always)]
pub(crate) fn origins_of<B: Cells>(targets: B, step: i32) -> u128 {
    let origins = if step > 0 {
        targets >> step.unsigned_abs()
    } else {
        targets << step.unsigned_abs()
    };
    origins.to_u128()
}

pub(crate) type StepSets = smallvec::SmallVec<[StepSet; 16]>;

/// Appends the moves of `sets` to `list` in order (by origin, then
/// destination, then capture), without sorting the moves: the sets are put
/// in the order of their steps, and each origin's moves are read off them.
#[inline]
pub(crate) fn list_in_order(sets: &mut [StepSet], grid: Grid, list: &mut MoveList) {
    sets.sort_unstable_by_key(|set| (set.origins == 0, set.step, set.capture));
    let live = sets.iter().take_while(|set| set.origins != 0).count();
    let sets = &sets[..live];
    let mut origins = 0u128;
    let mut total = 0;
    for set in sets {
        origins |= set.origins;
        total += set.origins.count_ones() as usize;
    }
    list.reserve(total);
    let mut low = [0u64; 16];
    if origins >> 64 == 0 && sets.len() <= low.len() {
        // Origins within the first 64 cells: the same walk on 64-bit sets.
        for (low, set) in low.iter_mut().zip(sets) {
            *low = set.origins as u64;
        }
        list_by_origin(origins as u64, &low[..sets.len()], sets, grid, list);
    } else {
        let all: smallvec::SmallVec<[u128; 16]> = sets.iter().map(|set| set.origins).collect();
        list_by_origin(origins, &all, sets, grid, list);
    }
}

/// The moves of `sets` (whose origins are `each`, all of them `origins`),
/// origin by origin.
#[inline(always)]
fn list_by_origin<T>(origins: T, each: &[T], sets: &[StepSet], grid: Grid, list: &mut MoveList)
where
    T: BitSet
        + core::ops::BitAnd<Output = T>
        + core::ops::Shl<u32, Output = T>
        + From<u8>
        + PartialEq,
{
    let zero = T::from(0);
    for from in origins.squares() {
        let bit = T::from(1) << from;
        let (rank, file) = place(grid, from);
        for (set, &set_origins) in sets.iter().zip(each) {
            if set_origins & bit != zero {
                let (df, dr) = set.delta;
                list.push(Move {
                    from: (rank, file),
                    to: ((rank as i8 + dr) as u8, (file as i8 + df) as u8),
                    capture: set.capture,
                });
            }
        }
    }
}

/// The most sets of steps or captures the sampler keeps; a generator that
/// adds more is drawn from its list.
pub(crate) const DRAWN_SETS: usize = 16;

/// The moves a generator added set-wise, kept as sets: steps and captures
/// by their origins, drops by their cells, the pass. Enough to name the
/// `index`-th move in order without listing the others.
#[derive(Debug, Default)]
pub(crate) struct Runs {
    /// The origins of each set of steps or captures, as added.
    origins: [u128; DRAWN_SETS],
    /// Each set's key: twice its step (from an origin to its destination,
    /// in cell numbers), plus one for captures. An origin's moves are in
    /// the order of their sets' keys.
    keys: [i32; DRAWN_SETS],
    /// How many sets were added.
    len: usize,
    /// Whether a set came after one of a larger (step, capture).
    out_of_order: bool,
    pub(crate) drops: u128,
    pub(crate) pass: bool,
    /// A move no set describes was added (or one twice), or more than
    /// [`DRAWN_SETS`] sets: list them.
    pub(crate) other: bool,
}

impl Runs {
    /// Keeps the steps (or captures) from `origins`, each `step` cells on;
    /// false if there are too many sets to keep (then they are listed).
    #[inline(always)]
    pub(crate) fn add_steps(&mut self, origins: u128, step: i32, capture: bool) -> bool {
        let at = self.len;
        if at == DRAWN_SETS {
            self.other = true;
            return false;
        }
        let key = 2 * step + i32::from(capture);
        if let Some(last) = at.checked_sub(1) {
            self.out_of_order |= self.keys[last] > key;
        }
        self.origins[at] = origins;
        self.keys[at] = key;
        self.len = at + 1;
        true
    }

    /// The sets in the order of their keys, the order of an origin's moves.
    fn sort(&mut self) {
        let mut sets = [(0, 0); DRAWN_SETS];
        for (i, set) in sets.iter_mut().enumerate().take(self.len) {
            *set = (self.keys[i], self.origins[i]);
        }
        sets[..self.len].sort_unstable_by_key(|&(key, _)| key);
        for (i, &(key, origins)) in sets[..self.len].iter().enumerate() {
            (self.keys[i], self.origins[i]) = (key, origins);
        }
        self.out_of_order = false;
    }

    /// The number of moves kept.
    pub(crate) fn count(&self) -> usize {
        let steps: u32 = self.origins[..self.len]
            .iter()
            .map(|set| set.count_ones())
            .sum();
        steps as usize + self.drops.count_ones() as usize + usize::from(self.pass)
    }

    /// A move drawn uniformly with `rng` (one draw, below the number of
    /// moves), the same as the listed moves' draw; none when there are no
    /// moves.
    pub(crate) fn draw(&mut self, grid: Grid, rng: &mut SplitMix64) -> Option<Move> {
        self.pick(grid, |total| {
            (total > 0).then(|| rng.below(total as u64) as usize)
        })
    }

    /// The `index`-th move in order (below the number added): the steps
    /// and captures origin by origin, each origin's in the order of their
    /// steps, then the drops, then the pass.
    #[cfg(test)]
    pub(crate) fn nth(&mut self, grid: Grid, index: usize) -> Move {
        self.pick(grid, |_| Some(index)).unwrap_or(Move::PASS)
    }

    /// The move at the index `choose` gives for the number of moves.
    #[inline(always)]
    fn pick(&mut self, grid: Grid, choose: impl FnOnce(usize) -> Option<usize>) -> Option<Move> {
        if self.out_of_order {
            self.sort();
        }
        let union = self.origins[..self.len]
            .iter()
            .fold(0u128, |all, &set| all | set);
        let drops = if self.drops == 0 {
            0
        } else {
            self.drops.count_ones() as usize
        };
        // Up to seven sets count an origin's moves in three bits; origins
        // within the first 64 cells are found byte by byte.
        let found = match (union >> 64 == 0, self.len <= 7) {
            _ if self.len == 0 => choose(drops + usize::from(self.pass)).map(Err),
            (true, true) => self.pick_in_bytes::<3>(union as u64, drops, choose),
            (true, false) => self.pick_in_bytes::<5>(union as u64, drops, choose),
            (false, _) => self.pick_on::<u128, 5>(union, drops, choose),
        };
        Some(match found? {
            Ok((from, set)) => {
                let key = self.keys[set];
                Move::step(grid, from, (from as i32 + (key >> 1)) as u32, key & 1 == 1)
            }
            Err(index) if index < drops => Move::drop(grid, self.drops.nth_square(index as u32)),
            Err(_) => Move::PASS,
        })
    }

    /// Each origin's number of moves, bit-sliced: bit `k` of an origin's
    /// number is its bit in `slices[k]`.
    #[inline(always)]
    fn slices<T: Cells, const SLICES: usize>(&self) -> [T; SLICES] {
        let mut slices = [T::EMPTY; SLICES];
        for &set in &self.origins[..self.len] {
            let mut carry = T::from_u128(set);
            for slice in &mut slices {
                (*slice, carry) = (*slice ^ carry, *slice & carry);
            }
        }
        slices
    }

    /// The index-th of `sets` that holds `from`.
    #[inline(always)]
    fn set_holding(&self, from: u32, index: usize) -> Option<(u32, usize)> {
        let mut holding = self.origins[..self.len]
            .iter()
            .enumerate()
            .filter(|&(_, &set)| set >> from & 1 == 1);
        holding.nth(index).map(|(set, _)| (from, set))
    }

    /// [`Runs::pick`] (with `drops` drops kept) on origins within the first
    /// 64 cells, with the
    /// number of moves of each byte's eight cells summed first (no
    /// population count instruction needed): the byte of the chosen move is
    /// found, then its origin.
    #[inline(always)]
    fn pick_in_bytes<const SLICES: usize>(
        &self,
        union: u64,
        drops: usize,
        choose: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Result<(u32, usize), usize>> {
        let slices = self.slices::<u64, SLICES>();
        // Each byte: the moves from its cells (at most 8 × 16).
        let weights = slices
            .iter()
            .enumerate()
            .fold(0u64, |sum, (k, &slice)| sum + (byte_counts(slice) << k));
        let steps = byte_sum(weights);
        let mut index = choose(steps + drops + usize::from(self.pass))?;
        if index >= steps {
            return Some(Err(index - steps));
        }
        let mut byte = 0;
        loop {
            let here = (weights >> byte & 0xff) as usize;
            if index < here {
                break;
            }
            index -= here;
            byte += 8;
        }
        // The chosen move's origin is in this byte: the walk ends there.
        self.walk(&slices, union, byte, index)
    }

    /// [`Runs::pick`] on sets of type `T`, each origin's number of moves
    /// kept bit-sliced in `SLICES` sets: the origin and set of the chosen
    /// move, or its index past the steps.
    #[inline(always)]
    fn pick_on<T: Cells, const SLICES: usize>(
        &self,
        union: u128,
        drops: usize,
        choose: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<Result<(u32, usize), usize>> {
        let slices = self.slices::<T, SLICES>();
        let steps: usize = slices
            .iter()
            .enumerate()
            .map(|(k, slice)| (slice.count() as usize) << k)
            .sum();
        let index = choose(steps + drops + usize::from(self.pass))?;
        if index >= steps {
            return Some(Err(index - steps));
        }
        self.walk(&slices, T::from_u128(union), 0, index)
    }

    /// The origin and set of the `index`-th move from the origins of
    /// `origins` at cell `first` and after, in order, each origin's number
    /// of moves bit-sliced in `slices`.
    #[inline(always)]
    fn walk<T: Cells, const SLICES: usize>(
        &self,
        slices: &[T; SLICES],
        origins: T,
        first: u32,
        mut index: usize,
    ) -> Option<Result<(u32, usize), usize>> {
        for from in (origins >> first).squares() {
            let from = from + first;
            let here: usize = slices
                .iter()
                .enumerate()
                .map(|(k, &slice)| usize::from(slice.has(from)) << k)
                .sum();
            if index < here {
                return self.set_holding(from, index).map(Ok);
            }
            index -= here;
        }
        None
    }
}

/// The number of cells in each byte of `set`, in that byte.
#[inline(always)]
fn byte_counts(set: u64) -> u64 {
    let pairs = set - (set >> 1 & 0x5555_5555_5555_5555);
    let nibbles = (pairs & 0x3333_3333_3333_3333) + (pairs >> 2 & 0x3333_3333_3333_3333);
    (nibbles + (nibbles >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
}

/// The sum of the bytes of `bytes`.
#[inline(always)]
fn byte_sum(bytes: u64) -> usize {
    const LOW_BYTES: u64 = 0x00ff_00ff_00ff_00ff;
    let pairs = (bytes & LOW_BYTES) + (bytes >> 8 & LOW_BYTES);
    (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize
}
