//! The file of one split: a header (format version, rules, material,
//! sizes, checksums, statistics), the values at count 0 five to a byte, and
//! each position's two switch points.
//!
//! ```text
//! offset  size  field
//!      0     8  magic "LDMTABLE"
//!      8     4  format version (1)
//!     12     4  board side (6)
//!     16     4  rules: bit 0 orthogonal steps (0: the standard game)
//!     20     4  no-capture limit in plies (50)
//!     24     4  pieces of the side to move
//!     28     4  pieces of the other side
//!     32     8  entries (indices, used or not)
//!     40     4  CRC-32 of the values section
//!     44     4  CRC-32 of the switches section
//!     48    48  statistics: wins, draws, losses at count 0, cursed wins,
//!               blessed losses (8 bytes each), the longest DTC, 4 spare
//!     96     4  CRC-32 of bytes 0–95
//!    100     4  spare (0)
//!    104        values: ⌈entries / 5⌉ bytes, value codes in base 3
//!               (0 loss, 1 draw, 2 win; the first entry the lowest digit)
//!      …        switches: 2 bytes per entry (win, draw-or-better; 0 never)
//! ```
//! All numbers little-endian.
//!
//! Writing is here; reading is [`TableFile`]'s: the header parsed from its
//! bytes and the file's length checked when it is opened, the sections read
//! at their offsets when asked for, from a file (no cursor shared between
//! threads) or from bytes in memory.

mod header;
mod source;
mod table;

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::{Material, TableError};
use header::Header;
pub(crate) use table::{LoadedTable, TableFile, Values};

/// The first bytes of every table file.
const MAGIC: &[u8; 8] = b"LDMTABLE";
/// The format version this code reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes before the values.
pub(crate) const HEADER_LEN: u64 = 104;

/// What a split's generation found, kept in its file's header.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SplitStats {
    /// Positions won by the side to move right after a capture.
    pub wins: u64,
    /// Positions drawn right after a capture.
    pub draws: u64,
    /// Positions lost by the side to move right after a capture.
    pub losses: u64,
    /// Positions that the side to move would win by captures without the
    /// no-capture limit, but not within it.
    pub cursed_wins: u64,
    /// Positions that the other side would win without the no-capture
    /// limit, but not within it.
    pub blessed_losses: u64,
    /// The longest distance to the deciding capture right after a capture.
    pub longest_dtc: u32,
}

impl core::ops::AddAssign for SplitStats {
    /// The counts of both (of several splits, or of a split's parts), and
    /// the longer of their longest DTCs.
    ///
    /// ```
    /// use ludeme_tables::SplitStats;
    /// let mut all = SplitStats { wins: 3, longest_dtc: 7, ..SplitStats::default() };
    /// all += SplitStats { wins: 2, draws: 1, longest_dtc: 5, ..SplitStats::default() };
    /// assert_eq!((all.wins, all.draws, all.longest_dtc), (5, 1, 7));
    /// ```
    fn add_assign(&mut self, other: SplitStats) {
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.cursed_wins += other.cursed_wins;
        self.blessed_losses += other.blessed_losses;
        self.longest_dtc = self.longest_dtc.max(other.longest_dtc);
    }
}

/// The file name of a split's table in a directory.
pub(crate) fn path_of(dir: &Path, material: Material) -> PathBuf {
    dir.join(format!("surakarta-{material}.ldmt"))
}

/// The split a file name names, if it is a table's.
pub(crate) fn material_of(name: &str) -> Option<Material> {
    let (mover, other) = name
        .strip_prefix("surakarta-")?
        .strip_suffix(".ldmt")?
        .split_once('v')?;
    Some(Material::new(mover.parse().ok()?, other.parse().ok()?))
}

/// Bytes of the values section for `entries` entries.
pub(crate) fn values_len(entries: u64) -> u64 {
    entries.div_ceil(5)
}

/// Bytes of the whole file of a split of `entries` entries.
pub(crate) fn file_len(entries: u64) -> u64 {
    HEADER_LEN + values_len(entries) + 2 * entries
}

/// Writes a split's file (to a temporary name, then renamed into place, so
/// that a file under the table's name is always whole).
pub(crate) fn write(
    dir: &Path,
    material: Material,
    values: &[u8],
    switches: &[u8],
    stats: SplitStats,
) -> Result<PathBuf, TableError> {
    let path = path_of(dir, material);
    let entries = (switches.len() / 2) as u64;
    let header = Header {
        material,
        entries,
        values_crc: crc32fast::hash(values),
        switches_crc: crc32fast::hash(switches),
        stats,
    };
    let temporary = path.with_extension("ldmt.partial");
    let io = |source: io::Error| TableError::Io {
        path: temporary.clone(),
        source,
    };
    let mut out = BufWriter::new(File::create(&temporary).map_err(io)?);
    out.write_all(&header.to_bytes()).map_err(io)?;
    out.write_all(values).map_err(io)?;
    out.write_all(switches).map_err(io)?;
    out.into_inner()
        .map_err(|e| io(e.into_error()))?
        .sync_all()
        .map_err(io)?;
    std::fs::rename(&temporary, &path).map_err(|source| TableError::Io {
        path: path.clone(),
        source,
    })?;
    Ok(path)
}

/// The base-3 digit `i` (0–4) of a byte of values.
#[inline]
pub(crate) fn digit(byte: u8, i: usize) -> u8 {
    const POW3: [u8; 5] = [1, 3, 9, 27, 81];
    byte / POW3[i] % 3
}

/// Packs value codes (0–2) five to a byte.
pub(crate) fn pack_values(codes: &[u8]) -> Vec<u8> {
    codes
        .chunks(5)
        .map(|chunk| chunk.iter().rev().fold(0u8, |acc, &c| acc * 3 + c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_pack_five_to_a_byte() {
        let codes: Vec<u8> = (0..23).map(|i| (i * 7 % 3) as u8).collect();
        let packed = pack_values(&codes);
        assert_eq!(packed.len(), 5);
        for (i, &c) in codes.iter().enumerate() {
            assert_eq!(digit(packed[i / 5], i % 5), c);
        }
    }

    #[test]
    fn file_names_name_their_split() {
        let m = Material::new(5, 3);
        let path = path_of(Path::new("dir"), m);
        assert_eq!(path, Path::new("dir/surakarta-5v3.ldmt"));
        assert_eq!(material_of("surakarta-5v3.ldmt"), Some(m));
        assert_eq!(material_of("surakarta-5v3.ldmt.partial"), None);
        assert_eq!(material_of("notes.txt"), None);
    }
}
