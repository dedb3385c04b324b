//! The moves a generator added, kept as sets: listed in order without a
//! sort, or one drawn at random without listing them.

use ludeme_core::bits::BitSet;
use ludeme_geometry::{Direction, Grid};

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
    pub(crate) fn onto(targets: u128, direction: Direction, grid: Grid, capture: bool) -> Self {
        let delta = direction.delta();
        let step = i32::from(delta.1) * i32::from(grid.width()) + i32::from(delta.0);
        let origins = if step > 0 {
            targets >> step
        } else {
            targets << -step
        };
        StepSet {
            origins,
            step,
            delta,
            capture,
        }
    }
}

/// Sets of steps and captures, on the stack up to 16.
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

/// The moves a generator added set-wise, kept as sets: steps and captures
/// by their origins, drops by their cells, the pass. Enough to name the
/// `index`-th move in order without listing the others.
#[derive(Debug, Default)]
pub(crate) struct Runs {
    /// Each set of steps or captures.
    pub(crate) steps: StepSets,
    pub(crate) drops: u128,
    pub(crate) pass: bool,
    /// A move no set describes was added (or one twice): list them.
    pub(crate) other: bool,
}

impl Runs {
    /// The `index`-th move in order (below the number added): the steps
    /// and captures origin by origin, each origin's in the order of their
    /// steps (on 64-bit sets when the origins fit), then the drops, then
    /// the pass.
    pub(crate) fn nth(&mut self, grid: Grid, mut index: usize) -> Move {
        let sets = &mut self.steps[..];
        let order = |set: &StepSet| (set.step, set.capture);
        if !sets.is_sorted_by_key(order) {
            sets.sort_unstable_by_key(order);
        }
        let origins = sets.iter().fold(0u128, |all, set| all | set.origins);
        let mut low = [0u64; 16];
        let found = if origins >> 64 == 0 && sets.len() <= low.len() {
            for (low, set) in low.iter_mut().zip(sets.iter()) {
                *low = set.origins as u64;
            }
            nth_by_origin(origins as u64, &low[..sets.len()], sets, grid, &mut index)
        } else {
            let all: smallvec::SmallVec<[u128; 16]> = sets.iter().map(|set| set.origins).collect();
            nth_by_origin(origins, &all, sets, grid, &mut index)
        };
        if let Some(mv) = found {
            return mv;
        }
        let drops = self.drops.count_ones() as usize;
        if index < drops {
            return Move::drop(grid, self.drops.nth_square(index as u32));
        }
        Move::PASS
    }
}

/// The `index`-th move of `sets` (whose origins are `each`, all of them
/// `origins`) in order, origin by origin; or, past them, `index` less
/// their number.
#[inline(always)]
fn nth_by_origin<T>(
    origins: T,
    each: &[T],
    sets: &[StepSet],
    grid: Grid,
    index: &mut usize,
) -> Option<Move>
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
        for (set, &set_origins) in sets.iter().zip(each) {
            if set_origins & bit != zero {
                if *index == 0 {
                    let to = (from as i32 + set.step) as u32;
                    return Some(Move::step(grid, from, to, set.capture));
                }
                *index -= 1;
            }
        }
    }
    None
}
