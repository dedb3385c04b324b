//! A table file's header: written from a split's facts, and parsed from
//! any 104 bytes without a panic.

use std::path::Path;

use super::{SplitStats, FORMAT_VERSION, HEADER_LEN, MAGIC};
use crate::index::Indexer;
use crate::value::NO_CAPTURE_LIMIT;
use crate::{Damage, Material, TableError, MAX_PIECES};

/// The bytes of a header.
pub(crate) type HeaderBytes = [u8; HEADER_LEN as usize];

/// A split's header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub(crate) material: Material,
    pub(crate) entries: u64,
    pub(crate) values_crc: u32,
    pub(crate) switches_crc: u32,
    pub(crate) stats: SplitStats,
}

/// The little-endian word at `at` of a header.
fn word(b: &HeaderBytes, at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// The little-endian long word at `at` of a header.
fn long(b: &HeaderBytes, at: usize) -> u64 {
    u64::from(word(b, at)) | u64::from(word(b, at + 4)) << 32
}

impl Header {
    pub(crate) fn to_bytes(self) -> HeaderBytes {
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

    /// The header of the file at `path` (named in errors): the magic, the
    /// checksum, the version, the rules and the split checked, in that
    /// order.
    pub(crate) fn parse(b: &HeaderBytes, path: &Path) -> Result<Header, TableError> {
        let damaged = |damage| TableError::Damaged {
            path: path.to_path_buf(),
            damage,
        };
        if &b[0..8] != MAGIC {
            return Err(damaged(Damage::Magic));
        }
        if crc32fast::hash(&b[..96]) != word(b, 96) {
            return Err(damaged(Damage::HeaderChecksum));
        }
        if word(b, 8) != FORMAT_VERSION {
            return Err(TableError::Version {
                path: path.to_path_buf(),
                found: word(b, 8),
                expected: FORMAT_VERSION,
            });
        }
        let (board_side, rules, no_capture_limit) = (word(b, 12), word(b, 16), word(b, 20));
        if board_side != 6 || rules != 0 || no_capture_limit != NO_CAPTURE_LIMIT {
            return Err(damaged(Damage::OtherRules {
                board_side,
                rules,
                no_capture_limit,
            }));
        }
        let (mover, other) = (word(b, 24), word(b, 28));
        // The index of no larger split is ever built (the sum in 64 bits
        // cannot overflow).
        if mover == 0 || other == 0 || u64::from(mover) + u64::from(other) > MAX_PIECES.into() {
            return Err(damaged(Damage::ImpossibleSplit { mover, other }));
        }
        let material = Material::new(mover, other);
        let (entries, expected) = (long(b, 32), Indexer::new(material).size());
        if entries != expected {
            return Err(damaged(Damage::EntryCount {
                found: entries,
                expected,
            }));
        }
        Ok(Header {
            material,
            entries,
            values_crc: word(b, 40),
            switches_crc: word(b, 44),
            stats: SplitStats {
                wins: long(b, 48),
                draws: long(b, 56),
                losses: long(b, 64),
                cursed_wins: long(b, 72),
                blessed_losses: long(b, 80),
                longest_dtc: word(b, 88),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header() -> Header {
        let material = Material::new(2, 1);
        Header {
            material,
            entries: Indexer::new(material).size(),
            values_crc: 7,
            switches_crc: 9,
            stats: SplitStats {
                wins: 1,
                draws: 2,
                losses: 3,
                cursed_wins: 4,
                blessed_losses: 5,
                longest_dtc: 6,
            },
        }
    }

    /// The bytes with `change` made, and the header's checksum made again.
    fn resealed(change: impl FnOnce(&mut HeaderBytes)) -> HeaderBytes {
        let mut b = header().to_bytes();
        change(&mut b);
        let crc = crc32fast::hash(&b[..96]);
        b[96..100].copy_from_slice(&crc.to_le_bytes());
        b
    }

    fn damage(b: &HeaderBytes) -> Option<Damage> {
        match Header::parse(b, Path::new("t.ldmt")) {
            Err(TableError::Damaged { damage, .. }) => Some(damage),
            _ => None,
        }
    }

    #[test]
    fn a_header_reads_back_as_written() {
        let b = header().to_bytes();
        assert_eq!(&b[0..8], b"LDMTABLE");
        // Entries at offset 32, little-endian: 3570 for 2v1.
        assert_eq!(&b[32..34], &[0xf2, 0x0d]);
        assert_eq!(Header::parse(&b, Path::new("t.ldmt")).unwrap(), header());
    }

    #[test]
    fn each_damage_to_a_header_is_named() {
        let mut b = header().to_bytes();
        b[50] ^= 1;
        assert_eq!(damage(&b), Some(Damage::HeaderChecksum));
        b[0] = b'X';
        assert_eq!(damage(&b), Some(Damage::Magic));
        let other_limit = resealed(|b| b[20] = 40);
        assert_eq!(
            damage(&other_limit),
            Some(Damage::OtherRules {
                board_side: 6,
                rules: 0,
                no_capture_limit: 40
            })
        );
        for (mover, other) in [(0, 1), (1, 0), (12, 12), (6, 5), (u32::MAX, u32::MAX)] {
            let split = resealed(|b| {
                b[24..28].copy_from_slice(&mover.to_le_bytes());
                b[28..32].copy_from_slice(&other.to_le_bytes());
            });
            assert_eq!(
                damage(&split),
                Some(Damage::ImpossibleSplit { mover, other }),
                "{mover}v{other}"
            );
        }
        // Ten pieces are possible: a 5v5 header of 2v1's entries is wrong
        // in its count only.
        let ten = resealed(|b| {
            b[24..28].copy_from_slice(&5u32.to_le_bytes());
            b[28..32].copy_from_slice(&5u32.to_le_bytes());
        });
        let expected = Indexer::new(Material::new(5, 5)).size();
        assert_eq!(
            damage(&ten),
            Some(Damage::EntryCount {
                found: 3570,
                expected
            })
        );
        let entries = resealed(|b| b[32] ^= 1);
        assert_eq!(
            damage(&entries),
            Some(Damage::EntryCount {
                found: 3571,
                expected: 3570
            })
        );
        let version = resealed(|b| b[8] = 2);
        assert!(matches!(
            Header::parse(&version, Path::new("t.ldmt")),
            Err(TableError::Version {
                found: 2,
                expected: 1,
                ..
            })
        ));
    }
}
