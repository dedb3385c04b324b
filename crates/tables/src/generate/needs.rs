//! What generating the tables takes: the files' bytes on disk, and the
//! memory of the generator at its largest phase.

use super::phase::Side;
use super::{check_pieces, phase_leaders, Phase};
use crate::file;
use crate::TableError;

/// What generating every table of up to a piece count into an empty
/// directory takes ([`generation_needs`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct GenerationNeeds {
    /// The bytes of all the files.
    pub disk_bytes: u64,
    /// The most memory the generator holds at once, in bytes: the work of
    /// its largest phase (a split and its flip) with the values of the
    /// tables that captures lead to.
    pub memory_bytes: u64,
}

/// The disk and memory that generating every table of up to `max_pieces`
/// pieces takes, from the entries of each split and what the generator
/// keeps of each: the files' exact length, and the memory of its phases'
/// arrays, the values of the opened tables and the writing of a file
/// (without the program's own few megabytes).
///
/// ```
/// let needs = ludeme_tables::generation_needs(8)?;
/// assert_eq!(needs.disk_bytes, 2_647_736_021);
/// # Ok::<(), ludeme_tables::TableError>(())
/// ```
///
/// # Errors
/// [`TableError::TooManyPieces`] above [`MAX_PIECES`](crate::MAX_PIECES)
/// and [`TableError::TooFewPieces`] below 2, as [`generate`](crate::generate).
pub fn generation_needs(max_pieces: u32) -> Result<GenerationNeeds, TableError> {
    check_pieces(max_pieces)?;
    let mut needs = GenerationNeeds::default();
    // The values at count 0 held open: the splits of one piece fewer (the
    // captures' tables), and those of this count already done.
    let mut smaller = 0;
    for pieces in 2..=max_pieces {
        let mut this_count = 0;
        for leader in phase_leaders(pieces) {
            let splits = Phase::splits(leader);
            // The sides finish and are dropped one after the other.
            for (i, &finishing) in splits.iter().enumerate() {
                let solving: u64 = splits[i..].iter().map(|&m| Side::solving_bytes(m)).sum();
                let written: u64 = splits[..i]
                    .iter()
                    .map(|m| file::values_len(m.entries()))
                    .sum();
                let held = smaller + this_count + written;
                let peak = held + solving + Side::finishing_bytes(finishing);
                needs.memory_bytes = needs.memory_bytes.max(peak);
            }
            for m in splits {
                needs.disk_bytes += file::file_len(m.entries());
                this_count += file::values_len(m.entries());
            }
        }
        smaller = this_count;
    }
    Ok(needs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Material, MAX_PIECES};

    /// The coefficients of the product of (1 + x^length) over `cycles`
    /// (length, how many): the sets of points that a symmetry with these
    /// cycles fixes, by size.
    fn fixed_sets(cycles: &[(usize, usize)]) -> Vec<u64> {
        let mut counts = vec![1u64];
        for &(length, many) in cycles {
            for _ in 0..many {
                let mut next = vec![0; counts.len() + length];
                for (size, &n) in counts.iter().enumerate() {
                    next[size] += n;
                    next[size + length] += n;
                }
                counts = next;
            }
        }
        counts
    }

    /// The orbits of sets of `m` of the 36 points under the board's 8
    /// symmetries, by Burnside's lemma: the identity; the quarter turns (9
    /// cycles of 4 points); the half turn and the two mirrors through the
    /// middles of the sides (18 cycles of 2); the two diagonal mirrors (6
    /// points fixed, 15 cycles of 2).
    fn orbits(m: usize) -> u64 {
        let fixed = |cycles: &[(usize, usize)]| fixed_sets(cycles).get(m).copied().unwrap_or(0);
        let all = fixed(&[(1, 36)]);
        let turns = fixed(&[(4, 9)]);
        let halves = fixed(&[(2, 18)]);
        let diagonals = fixed(&[(1, 6), (2, 15)]);
        let sum = all + 2 * turns + 3 * halves + 2 * diagonals;
        assert_eq!(sum % 8, 0);
        sum / 8
    }

    fn binomial(n: u64, k: u64) -> u64 {
        (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
    }

    /// The entries of a split, counted without the index: the orbits of
    /// the fewer pieces' points times the ways to place the others.
    fn counted_entries(m: Material) -> u64 {
        let (fewer, more) = (m.mover.min(m.other), m.mover.max(m.other));
        orbits(fewer as usize) * binomial(36 - u64::from(fewer), u64::from(more))
    }

    #[test]
    fn the_entries_are_the_orbits_times_the_placements_of_the_others() {
        assert_eq!(orbits(1), 6);
        for m in Material::up_to(MAX_PIECES) {
            assert_eq!(m.entries(), counted_entries(m), "{m}");
        }
    }

    #[test]
    fn the_disk_is_the_files_of_the_format() {
        for pieces in 2..=MAX_PIECES {
            // A 104-byte header, the values five to a byte, two bytes of
            // switch points an entry.
            let bytes: u64 = Material::up_to(pieces)
                .into_iter()
                .map(counted_entries)
                .map(|e| 104 + e.div_ceil(5) + 2 * e)
                .sum();
            assert_eq!(generation_needs(pieces).unwrap().disk_bytes, bytes);
        }
        // About 91 GB up to 10 pieces.
        let all = generation_needs(MAX_PIECES).unwrap().disk_bytes;
        assert!((90_000_000_000..92_000_000_000).contains(&all), "{all}");
    }

    #[test]
    fn the_memory_is_near_the_largest_resident_size_measured() {
        // The largest resident size of `ludeme tables generate` measured
        // for 6, 7 and 8 pieces (the book's table of sizes and times), and
        // the program's own few megabytes.
        for (pieces, measured) in [(6, 86e6), (7, 672e6), (8, 3.7e9)] {
            let memory = generation_needs(pieces).unwrap().memory_bytes as f64;
            let ratio = memory / measured;
            assert!((0.8..1.25).contains(&ratio), "{pieces}: {memory}");
        }
    }

    #[test]
    fn more_pieces_need_more() {
        let needs: Vec<GenerationNeeds> = (2..=MAX_PIECES)
            .map(|n| generation_needs(n).unwrap())
            .collect();
        for pair in needs.windows(2) {
            assert!(pair[1].disk_bytes > pair[0].disk_bytes);
            assert!(pair[1].memory_bytes >= pair[0].memory_bytes);
        }
        assert!(generation_needs(MAX_PIECES + 1).is_err());
        assert!(generation_needs(1).is_err());
    }
}
