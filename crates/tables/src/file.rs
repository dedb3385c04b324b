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

use std::fs::File;
use std::io::{self, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use crate::value::{Switches, NO_CAPTURE_LIMIT};
use crate::{Material, TableError, Wdl};

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

/// A split's header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub(crate) material: Material,
    pub(crate) entries: u64,
    pub(crate) values_crc: u32,
    pub(crate) switches_crc: u32,
    pub(crate) stats: SplitStats,
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

impl Header {
    fn to_bytes(self) -> [u8; HEADER_LEN as usize] {
        let mut b = [0u8; HEADER_LEN as usize];
        b[0..8].copy_from_slice(MAGIC);
        let words: [(usize, u32); 6] = [
            (8, FORMAT_VERSION),
            (12, 6),
            (16, 0),
            (20, NO_CAPTURE_LIMIT),
            (24, self.material.mover),
            (28, self.material.other),
        ];
        for (at, w) in words {
            b[at..at + 4].copy_from_slice(&w.to_le_bytes());
        }
        b[32..40].copy_from_slice(&self.entries.to_le_bytes());
        b[40..44].copy_from_slice(&self.values_crc.to_le_bytes());
        b[44..48].copy_from_slice(&self.switches_crc.to_le_bytes());
        let s = self.stats;
        for (i, n) in [s.wins, s.draws, s.losses, s.cursed_wins, s.blessed_losses]
            .into_iter()
            .enumerate()
        {
            b[48 + 8 * i..56 + 8 * i].copy_from_slice(&n.to_le_bytes());
        }
        b[88..92].copy_from_slice(&s.longest_dtc.to_le_bytes());
        let crc = crc32fast::hash(&b[..96]);
        b[96..100].copy_from_slice(&crc.to_le_bytes());
        b
    }

    fn from_bytes(b: &[u8; HEADER_LEN as usize], path: &Path) -> Result<Header, TableError> {
        let damaged = |what: &str| TableError::Damaged {
            path: path.to_path_buf(),
            what: what.to_string(),
        };
        if &b[0..8] != MAGIC {
            return Err(damaged("not a table file (no LDMTABLE magic)"));
        }
        let word = |at: usize| u32::from_le_bytes(b[at..at + 4].try_into().expect("4 bytes"));
        let long = |at: usize| u64::from_le_bytes(b[at..at + 8].try_into().expect("8 bytes"));
        if crc32fast::hash(&b[..96]) != word(96) {
            return Err(damaged("the header's checksum does not match"));
        }
        if word(8) != FORMAT_VERSION {
            return Err(TableError::Version {
                path: path.to_path_buf(),
                found: word(8),
                expected: FORMAT_VERSION,
            });
        }
        if word(12) != 6 || word(16) != 0 || word(20) != NO_CAPTURE_LIMIT {
            return Err(damaged(
                "tables of other rules than standard 6×6 Surakarta with a 50-ply limit",
            ));
        }
        let material = Material::new(word(24), word(28));
        let entries = long(32);
        if material.mover == 0 || material.other == 0 || material.mover > 12 || material.other > 12
        {
            return Err(damaged("an impossible split"));
        }
        if entries != crate::index::Indexer::new(material).size() {
            return Err(damaged("the entry count does not fit the split"));
        }
        Ok(Header {
            material,
            entries,
            values_crc: word(40),
            switches_crc: word(44),
            stats: SplitStats {
                wins: long(48),
                draws: long(56),
                losses: long(64),
                cursed_wins: long(72),
                blessed_losses: long(80),
                longest_dtc: word(88),
            },
        })
    }
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

/// An open table file: its header, its values in memory, and the file for
/// the switch points (read one entry at a time).
pub(crate) struct TableFile {
    pub(crate) path: PathBuf,
    pub(crate) header: Header,
    pub(crate) values: Vec<u8>,
    file: std::sync::Mutex<File>,
}

impl TableFile {
    /// Opens a file: the header checked, the values read and checked
    /// against their checksum.
    pub(crate) fn open(path: &Path) -> Result<TableFile, TableError> {
        let io = |source: io::Error| TableError::Io {
            path: path.to_path_buf(),
            source,
        };
        let mut file = File::open(path).map_err(io)?;
        let mut bytes = [0u8; HEADER_LEN as usize];
        file.read_exact(&mut bytes).map_err(|e| match e.kind() {
            io::ErrorKind::UnexpectedEof => TableError::Damaged {
                path: path.to_path_buf(),
                what: "shorter than a header".to_string(),
            },
            _ => io(e),
        })?;
        let header = Header::from_bytes(&bytes, path)?;
        let length = file.metadata().map_err(io)?.len();
        if length != file_len(header.entries) {
            return Err(TableError::Damaged {
                path: path.to_path_buf(),
                what: format!("{length} bytes long, not the length its header gives"),
            });
        }
        let mut values = vec![0u8; values_len(header.entries) as usize];
        file.read_exact(&mut values).map_err(io)?;
        if crc32fast::hash(&values) != header.values_crc {
            return Err(TableError::Damaged {
                path: path.to_path_buf(),
                what: "the values' checksum does not match".to_string(),
            });
        }
        Ok(TableFile {
            path: path.to_path_buf(),
            header,
            values,
            file: std::sync::Mutex::new(file),
        })
    }

    /// The value at count 0 of an entry.
    #[inline]
    pub(crate) fn value(&self, index: u64) -> Wdl {
        Wdl::from_code(digit(
            self.values[(index / 5) as usize],
            (index % 5) as usize,
        ))
    }

    /// The switch points of an entry, read from the file.
    pub(crate) fn switches(&self, index: u64) -> Result<Switches, TableError> {
        let mut pair = [0u8; 2];
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let at = HEADER_LEN + values_len(self.header.entries) + 2 * index;
        file.seek(SeekFrom::Start(at))
            .and_then(|_| file.read_exact(&mut pair))
            .map_err(|source| TableError::Io {
                path: self.path.clone(),
                source,
            })?;
        Ok(Switches {
            win: pair[0],
            draw: pair[1],
        })
    }

    /// The whole switches section, checked against its checksum.
    pub(crate) fn all_switches(&self) -> Result<Vec<u8>, TableError> {
        let mut switches = vec![0u8; 2 * self.header.entries as usize];
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        file.seek(SeekFrom::Start(
            HEADER_LEN + values_len(self.header.entries),
        ))
        .and_then(|_| file.read_exact(&mut switches))
        .map_err(|source| TableError::Io {
            path: self.path.clone(),
            source,
        })?;
        if crc32fast::hash(&switches) != self.header.switches_crc {
            return Err(TableError::Damaged {
                path: self.path.clone(),
                what: "the switch points' checksum does not match".to_string(),
            });
        }
        Ok(switches)
    }
}

/// The base-3 digit `i` (0–4) of a byte of values.
#[inline]
fn digit(byte: u8, i: usize) -> u8 {
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
