//! Verification: every stored switch point and value derived again from
//! the position's moves, the smaller tables and the successors' entries.
//!
//! The ranks of a reachability game are the only labelling in which each
//! position's rank follows from its successors' (the least of them plus one
//! for the side that forces, the greatest plus one for the side that
//! defends, 1 at a capture that decides): by induction on the true rank,
//! no other labelling is consistent. So a table that passes, whose smaller
//! tables passed, is right (ranks above 255 are stored as 255; they change
//! no value within the 50-ply limit).

use std::path::Path;

use ludeme_core::Game;
use ludeme_surakarta::{Colour, Position, Rules};
use rayon::prelude::*;

use crate::file::{self, LoadedTable, TableFile};
use crate::generate::Lookup;
use crate::index::Indexer;
use crate::value::{Switches, NO_CAPTURE_LIMIT};
use crate::{Material, TableEntry, TableError, Wdl};

/// What [`verify`] checked.
#[derive(Clone, Debug, Default)]
pub struct VerifyReport {
    /// Each split checked, with its used entries.
    pub splits: Vec<(Material, u64)>,
}

/// Checks every table in `dir`, in [`Material::order`]: headers and checksums,
/// then each entry's switch points and value against its moves. Calls
/// `each` after each split with its material and used entries.
///
/// # Errors
/// [`TableError::Mismatch`] at the first entry that differs, the errors of
/// opening a file, and [`TableError::MissingSplit`] when a table that
/// captures lead to is missing.
pub fn verify(dir: &Path, mut each: impl FnMut(Material, u64)) -> Result<VerifyReport, TableError> {
    let mut found: Vec<Material> = std::fs::read_dir(dir)
        .map_err(|source| TableError::Io {
            path: dir.to_path_buf(),
            source,
        })?
        .filter_map(|e| e.ok()?.file_name().to_str().and_then(file::material_of))
        .collect();
    found.sort_by_key(|m| m.order());
    let mut report = VerifyReport::default();
    for &material in &found {
        let open = |m: Material| {
            let opened = TableFile::open(&file::path_of(dir, m)).and_then(TableFile::loaded);
            opened.map_err(|e| match e {
                TableError::Io { .. } if m != material => TableError::MissingSplit {
                    split: material,
                    needed: m,
                },
                e => e,
            })
        };
        let table = open(material)?;
        let paired = open(material.flipped())?;
        let smaller = if material.other > 1 {
            vec![open(Material::new(material.other - 1, material.mover))?]
        } else {
            Vec::new()
        };
        let used = check_split(&table, &paired, &Lookup::new(&smaller))?;
        each(material, used);
        report.splits.push((material, used));
    }
    Ok(report)
}

/// Checks one split's entries; returns how many are used.
fn check_split(
    table: &LoadedTable,
    paired: &LoadedTable,
    lookup: &Lookup<'_>,
) -> Result<u64, TableError> {
    let material = table.file.header.material;
    let indexer = Indexer::new(material);
    let before = Indexer::new(material.flipped());
    let mine = table.file.all_switches()?;
    let theirs = paired.file.all_switches()?;
    let check = Checker {
        material,
        paired: before,
        theirs: &theirs,
        lookup,
    };
    let size = indexer.size();
    (0..size.div_ceil(1 << 14))
        .into_par_iter()
        .map(|c| {
            let mut used = 0;
            for index in c << 14..size.min((c + 1) << 14) {
                let stored = Switches {
                    win: mine[2 * index as usize],
                    draw: mine[2 * index as usize + 1],
                };
                let Some((mover, other)) = indexer.position(index) else {
                    continue;
                };
                used += 1;
                let position = Position::from_pieces(mover, other, Colour::White, Rules::default())
                    .expect("a table's position has at most 12 pieces a side, on distinct points");
                let derived = check.derive(&position, mover, other)?;
                let stored = TableEntry::new(table.values.get(index), stored);
                let derived =
                    TableEntry::new(derived.probe(material, NO_CAPTURE_LIMIT).wdl, derived);
                if derived != stored {
                    return Err(TableError::Mismatch {
                        split: material,
                        position,
                        stored,
                        derived,
                    });
                }
            }
            Ok(used)
        })
        .sum()
}

struct Checker<'a> {
    material: Material,
    paired: Indexer,
    theirs: &'a [u8],
    lookup: &'a Lookup<'a>,
}

impl Checker<'_> {
    /// The switch points that the moves of a position (White to move,
    /// standing on `mover`, Black on `other`) give.
    fn derive(&self, position: &Position, mover: u64, other: u64) -> Result<Switches, TableError> {
        let mut best = None;
        // Per threshold: the least and the greatest flip of a step's
        // successor (its other threshold), and whether one never flips.
        let mut least = [u16::MAX; 2];
        let mut greatest = [0u16; 2];
        let mut some_never = [false; 2];
        let mut steps = 0;
        for mv in position.legal_moves().iter() {
            let (from, to) = (1u64 << mv.from(), 1u64 << mv.to());
            if mv.is_capture() {
                let value = self
                    .lookup
                    .capture_value(other & !to, mover ^ from ^ to)
                    .ok_or(TableError::MissingSplit {
                        split: self.material,
                        needed: Material::new(self.material.other - 1, self.material.mover),
                    })?;
                best = best.max(Some(value));
                continue;
            }
            steps += 1;
            let j = self.paired.index(other, mover ^ from ^ to) as usize;
            for t in 0..2 {
                let rank = u16::from(self.theirs[2 * j + (1 - t)]);
                if rank == 0 {
                    some_never[t] = true;
                } else {
                    least[t] = least[t].min(rank);
                    greatest[t] = greatest[t].max(rank);
                }
            }
        }
        let derive = |t: usize, threshold: Wdl| -> u8 {
            let good_capture = best.is_some_and(|b| b >= threshold);
            let rank = if self.material.by_count() < threshold {
                if good_capture {
                    1
                } else if least[t] == u16::MAX {
                    0
                } else {
                    least[t] + 1
                }
            } else if good_capture || (steps == 0 && best.is_none()) || some_never[t] {
                0
            } else {
                greatest[t] + 1
            };
            rank.min(255) as u8
        };
        Ok(Switches {
            win: derive(0, Wdl::Win),
            draw: derive(1, Wdl::Draw),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate, GenerateOptions};

    /// A value or a switch point changed in a file whose checksums are
    /// made again to match: the file opens, and verification finds it.
    #[test]
    fn a_changed_entry_with_good_checksums_is_caught() {
        let dir = std::env::temp_dir().join(format!("ludeme-tables-verify-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        generate(&dir, 3, &GenerateOptions::default()).unwrap();
        assert!(verify(&dir, |_, _| {}).is_ok());
        let material = Material::new(1, 2);
        let table = TableFile::open(&file::path_of(&dir, material))
            .and_then(TableFile::loaded)
            .unwrap();
        let whole = table.file.all_switches().unwrap();
        let indexer = Indexer::new(material);
        let used = (0..indexer.size())
            .find(|&i| indexer.position(i).is_some() && whole[2 * i as usize] != 0)
            .unwrap();
        for change in [[1u8, 0], [0, 1]] {
            let mut switches = whole.clone();
            switches[2 * used as usize] += change[0];
            switches[2 * used as usize + 1] += change[1];
            let stats = table.file.header.stats;
            file::write(&dir, material, table.values.bytes(), &switches, stats).unwrap();
            let error = verify(&dir, |_, _| {}).unwrap_err();
            let TableError::Mismatch {
                split,
                position,
                stored,
                derived,
            } = error
            else {
                panic!("{error}");
            };
            // The changed entry, named by its position, the stored and the
            // derived switch points apart by the change.
            let (mover, other) = indexer.position(used).unwrap();
            let expected = Position::from_pieces(mover, other, Colour::White, Rules::default());
            assert_eq!((split, Some(position)), (material, expected));
            let original = Switches {
                win: whole[2 * used as usize],
                draw: whole[2 * used as usize + 1],
            };
            assert_eq!(derived.switches, original);
            assert_eq!(
                [stored.switches.win, stored.switches.draw],
                [original.win + change[0], original.draw + change[1]]
            );
        }
        // A value at count 0 that its switch points do not give.
        let mut values = table.values.bytes().to_vec();
        let code = table.values.get(used).code();
        let digit = [1u8, 3, 9, 27, 81][(used % 5) as usize];
        let byte = &mut values[(used / 5) as usize];
        *byte = if code == 2 {
            *byte - digit
        } else {
            *byte + digit
        };
        file::write(&dir, material, &values, &whole, table.file.header.stats).unwrap();
        let error = verify(&dir, |_, _| {}).unwrap_err().to_string();
        assert!(error.starts_with("1v2: "), "{error}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
