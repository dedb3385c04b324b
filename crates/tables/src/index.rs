//! Positions to numbers and back: the index of a position in its split's
//! table.
//!
//! A position is folded to the side to move (*mover*) and the other side,
//! so White to move and Black to move share one table. Of the two sides'
//! sets of points, the one with fewer pieces (the mover's on a tie) is the
//! *major* set: its orbit under the board's eight symmetries is looked up
//! (a table per piece count), and the symmetry that takes it to its
//! orbit's representative is applied to the whole position. The other side's
//! points (the *minor* set) are then ranked among the points the
//! representative leaves free, in the combinatorial number system. When a
//! symmetry other than the identity fixes the representative, the minor set
//! is taken at its least image under those symmetries too, and the indices
//! of the other images are left unused.
//!
//! index = orbit · C(36 − m, n) + rank of the minor set among the free points

use std::sync::OnceLock;

use crate::symmetry::{self, BOARD, COUNT, POINTS};
use crate::Material;

/// `BINOMIAL[n][k]` = C(n, k), for n ≤ 36 and k ≤ 12.
static BINOMIAL: [[u64; 13]; POINTS + 1] = binomials();

const fn binomials() -> [[u64; 13]; POINTS + 1] {
    let mut table = [[0u64; 13]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        table[n][0] = 1;
        let mut k = 1;
        while k <= 12 && k <= n {
            table[n][k] = table[n - 1][k - 1] + if k < n { table[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    table
}

/// C(n, k).
#[inline]
pub(crate) fn binomial(n: usize, k: usize) -> u64 {
    BINOMIAL[n][k]
}

/// The rank of a set of points among all sets of its size (colexicographic):
/// the sum of C(p_i, i) over its points p_1 < p_2 < … (i from 1).
#[inline]
fn rank_set(mut bits: u64) -> u64 {
    let mut rank = 0;
    let mut i = 1;
    while bits != 0 {
        rank += BINOMIAL[bits.trailing_zeros() as usize][i];
        bits &= bits - 1;
        i += 1;
    }
    rank
}

/// The set of `k` points (among the first `n`) of colexicographic rank
/// `rank`: the inverse of [`rank_set`].
fn unrank_set(mut rank: u64, k: usize, n: usize) -> u64 {
    let mut bits = 0;
    let mut p = n;
    for i in (1..=k).rev() {
        p -= 1;
        while BINOMIAL[p][i] > rank {
            p -= 1;
        }
        rank -= BINOMIAL[p][i];
        bits |= 1 << p;
    }
    bits
}

/// The rank of the set `bits` among the sets of its size drawn from the
/// points outside `taken`: each point counted by the free points below it.
#[inline]
fn rank_among_free(mut bits: u64, taken: u64) -> u64 {
    let mut rank = 0;
    let mut i = 1;
    while bits != 0 {
        let point = bits.trailing_zeros();
        let below = taken & ((1u64 << point) - 1);
        rank += BINOMIAL[(point - below.count_ones()) as usize][i];
        bits &= bits - 1;
        i += 1;
    }
    rank
}

/// The points of `compressed` (numbered among the free points, outside
/// `taken`) on the board.
#[inline]
fn spread(mut compressed: u64, taken: u64) -> u64 {
    let mut free = BOARD & !taken;
    let mut bits = 0;
    let mut skipped = 0;
    while compressed != 0 {
        let step = compressed.trailing_zeros() - skipped;
        for _ in 0..step {
            free &= free - 1;
        }
        bits |= free & free.wrapping_neg();
        free &= free - 1;
        skipped += step + 1;
        compressed &= compressed - 1;
    }
    bits
}

/// The orbits of the sets of `m` points under the symmetries.
pub(crate) struct Orbits {
    /// For each set's rank: its orbit (high bits) and the symmetry that
    /// takes it to the orbit's representative (low 3 bits).
    by_rank: Vec<u32>,
    /// Each orbit's representative: the least image of its sets.
    representatives: Vec<u64>,
    /// The symmetries (as bits) that fix each orbit's representative.
    stabilisers: Vec<u8>,
}

impl Orbits {
    /// The orbits of sets of `m` points, built on first use.
    pub(crate) fn of(m: usize) -> &'static Orbits {
        static ORBITS: [OnceLock<Orbits>; 13] = [const { OnceLock::new() }; 13];
        ORBITS[m].get_or_init(|| Orbits::build(m))
    }

    fn build(m: usize) -> Orbits {
        let sets = binomial(POINTS, m);
        let mut by_rank = vec![u32::MAX; sets as usize];
        let mut representatives = Vec::new();
        let mut stabilisers = Vec::new();
        for rank in 0..sets {
            if by_rank[rank as usize] != u32::MAX {
                continue;
            }
            let bits = unrank_set(rank, m, POINTS);
            let images: [u64; COUNT] = core::array::from_fn(|g| symmetry::transform(g, bits));
            let representative = *images.iter().min().expect("eight images");
            let orbit = representatives.len() as u32;
            // The symmetry from each image to the representative: from an
            // image h(s) back to s is h⁻¹, then to the representative.
            let to_rep = images
                .iter()
                .position(|&i| i == representative)
                .expect("in the orbit");
            for (h, &image) in images.iter().enumerate() {
                let slot = &mut by_rank[rank_set(image) as usize];
                if *slot == u32::MAX {
                    let g = compose(to_rep, inverse(h));
                    debug_assert_eq!(symmetry::transform(g, image), representative);
                    *slot = orbit << 3 | g as u32;
                }
            }
            let stabiliser = (0..COUNT)
                .filter(|&g| symmetry::transform(g, representative) == representative)
                .fold(0u8, |acc, g| acc | 1 << g);
            representatives.push(representative);
            stabilisers.push(stabiliser);
        }
        Orbits {
            by_rank,
            representatives,
            stabilisers,
        }
    }

    /// How many orbits.
    pub(crate) fn len(&self) -> usize {
        self.representatives.len()
    }
}

/// The symmetry `g` after `h` (the image under h, then under g), found by
/// its action on two points that no symmetry but the identity fixes.
fn compose(g: usize, h: usize) -> usize {
    let probe = 1 << 1 | 1 << 8;
    let target = symmetry::transform(g, symmetry::transform(h, probe));
    (0..COUNT)
        .find(|&k| symmetry::transform(k, probe) == target)
        .expect("the symmetries form a group")
}

/// The symmetry that undoes `g`.
fn inverse(g: usize) -> usize {
    (0..COUNT)
        .find(|&k| compose(k, g) == 0)
        .expect("the symmetries form a group")
}

/// The numbering of one split's positions.
#[derive(Clone, Copy)]
pub(crate) struct Indexer {
    /// The mover's set is the major one.
    major_is_mover: bool,
    /// Pieces in the minor set.
    minor: usize,
    /// The major set's orbits.
    orbits: &'static Orbits,
    /// Indices per orbit: C(36 − m, n).
    block: u64,
}

impl Indexer {
    /// The numbering of a split.
    pub(crate) fn new(material: Material) -> Indexer {
        let (mover, other) = (material.mover as usize, material.other as usize);
        let major_is_mover = mover <= other;
        let (major, minor) = if major_is_mover {
            (mover, other)
        } else {
            (other, mover)
        };
        Indexer {
            major_is_mover,
            minor,
            orbits: Orbits::of(major),
            block: binomial(POINTS - major, minor),
        }
    }

    /// How many indices (used or not).
    pub(crate) fn size(&self) -> u64 {
        self.orbits.len() as u64 * self.block
    }

    /// The index of the position whose side to move stands on `mover` and
    /// the other side on `other` (the split's counts of pieces).
    #[inline]
    pub(crate) fn index(&self, mover: u64, other: u64) -> u64 {
        let (major, minor) = if self.major_is_mover {
            (mover, other)
        } else {
            (other, mover)
        };
        let entry = self.orbits.by_rank[rank_set(major) as usize];
        let orbit = (entry >> 3) as usize;
        let mut minor = symmetry::transform((entry & 7) as usize, minor);
        let stabiliser = self.orbits.stabilisers[orbit];
        if stabiliser != 1 {
            minor = least_image(minor, stabiliser);
        }
        let representative = self.orbits.representatives[orbit];
        orbit as u64 * self.block + rank_among_free(minor, representative)
    }

    /// The position of an index, as (mover, other) point sets, or `None` for
    /// an unused index (one that [`Indexer::index`] never gives).
    pub(crate) fn position(&self, index: u64) -> Option<(u64, u64)> {
        let orbit = (index / self.block) as usize;
        let representative = self.orbits.representatives[orbit];
        let compressed = unrank_set(
            index % self.block,
            self.minor,
            POINTS - representative.count_ones() as usize,
        );
        let minor = spread(compressed, representative);
        let stabiliser = self.orbits.stabilisers[orbit];
        if stabiliser != 1 && least_image(minor, stabiliser) != minor {
            return None;
        }
        Some(if self.major_is_mover {
            (representative, minor)
        } else {
            (minor, representative)
        })
    }

    /// How many symmetries fix the position of a used index (1, 2, 4 or 8).
    pub(crate) fn stabiliser_size(&self, mover: u64, other: u64) -> u32 {
        (0..COUNT)
            .filter(|&g| {
                symmetry::transform(g, mover) == mover && symmetry::transform(g, other) == other
            })
            .count() as u32
    }

    /// Whether no symmetry but the identity fixes the major set of an
    /// index's orbit (then none fixes the position either).
    #[inline]
    pub(crate) fn orbit_is_free(&self, index: u64) -> bool {
        self.orbits.stabilisers[(index / self.block) as usize] == 1
    }
}

/// The least image of `bits` under the symmetries in `stabiliser` (bits).
#[inline]
fn least_image(bits: u64, stabiliser: u8) -> u64 {
    let mut least = bits;
    let mut rest = stabiliser & !1;
    while rest != 0 {
        let g = rest.trailing_zeros() as usize;
        least = least.min(symmetry::transform(g, bits));
        rest &= rest - 1;
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_and_sets_round_trip() {
        for k in 0..=4 {
            for rank in 0..binomial(POINTS, k) {
                let bits = unrank_set(rank, k, POINTS);
                assert_eq!(bits.count_ones() as usize, k);
                assert_eq!(rank_set(bits), rank);
            }
        }
    }

    #[test]
    fn orbits_cover_every_set_once() {
        for m in 1..=3 {
            let orbits = Orbits::of(m);
            // Burnside's count: the orbits of D4 on m-sets of the 6×6 board.
            let fixed: u64 = (0..COUNT)
                .map(|g| {
                    (0..binomial(POINTS, m))
                        .filter(|&r| {
                            let s = unrank_set(r, m, POINTS);
                            symmetry::transform(g, s) == s
                        })
                        .count() as u64
                })
                .sum();
            assert_eq!(orbits.len() as u64, fixed / COUNT as u64, "m = {m}");
            for rank in 0..binomial(POINTS, m) {
                let bits = unrank_set(rank, m, POINTS);
                let entry = orbits.by_rank[rank as usize];
                let rep = orbits.representatives[(entry >> 3) as usize];
                assert_eq!(symmetry::transform((entry & 7) as usize, bits), rep);
            }
        }
        // One point: a1, b1, c1, b2, c2, c3 stand for the 36.
        assert_eq!(Orbits::of(1).len(), 6);
    }

    /// Every position of small splits: its index is that of each of its
    /// images, and the index gives back one of its images.
    #[test]
    fn index_is_canonical_and_decodes() {
        for material in [
            Material::new(1, 1),
            Material::new(2, 1),
            Material::new(1, 2),
            Material::new(2, 2),
        ] {
            let indexer = Indexer::new(material);
            let mut used = vec![false; indexer.size() as usize];
            for mover_rank in 0..binomial(POINTS, material.mover as usize) {
                let mover = unrank_set(mover_rank, material.mover as usize, POINTS);
                let compressed_count =
                    binomial(POINTS - material.mover as usize, material.other as usize);
                for other_rank in 0..compressed_count {
                    let other = spread(unrank_set(other_rank, material.other as usize, 36), mover);
                    assert_eq!(other & mover, 0);
                    let index = indexer.index(mover, other);
                    for g in 1..COUNT {
                        let (m, o) = (symmetry::transform(g, mover), symmetry::transform(g, other));
                        assert_eq!(indexer.index(m, o), index);
                    }
                    let (m, o) = indexer.position(index).expect("a used index decodes");
                    assert!((0..COUNT).any(|g| symmetry::transform(g, mover) == m
                        && symmetry::transform(g, other) == o));
                    used[index as usize] = true;
                }
            }
            for (index, &used) in used.iter().enumerate() {
                assert_eq!(
                    indexer.position(index as u64).is_some(),
                    used,
                    "{material} index {index}"
                );
            }
        }
    }

    #[test]
    fn spread_places_points_among_the_free_ones() {
        let taken = 0b1011;
        assert_eq!(spread(0b1, taken), 0b100);
        assert_eq!(spread(0b11, taken), 0b10100);
        assert_eq!(rank_among_free(0b10100, taken), rank_set(0b11));
    }
}
