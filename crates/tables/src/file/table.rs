//! An open table file: the header read and checked, and the file's length
//! against it; the values and switch points read at their offsets when
//! asked for.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};

use super::header::{Header, HeaderBytes};
use super::source::{DiskFile, Source};
use super::{digit, file_len, values_len, HEADER_LEN};
use crate::value::Switches;
use crate::{Damage, TableError, Wdl};

/// An open table file.
#[derive(Debug)]
pub(crate) struct TableFile {
    /// The file's path, or the name given to bytes in memory: for messages.
    pub(crate) path: PathBuf,
    pub(crate) header: Header,
    source: Source,
}

/// A split's values at count 0, five to a byte, checked against their
/// checksum.
#[derive(Debug)]
pub(crate) struct Values(Box<[u8]>);

/// A table file with its values in memory: as generation and verification
/// use the tables.
#[derive(Debug)]
pub(crate) struct LoadedTable {
    pub(crate) file: TableFile,
    pub(crate) values: Values,
}

impl TableFile {
    /// Opens a file: its header read and checked, and its length against
    /// the header. Nothing else is read.
    pub(crate) fn open(path: &Path) -> Result<TableFile, TableError> {
        let file = File::open(path).map_err(|source| TableError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        TableFile::new(path.to_path_buf(), Source::Disk(DiskFile::new(file)))
    }

    /// A table file's bytes in memory, under a name for messages: checked
    /// as [`TableFile::open`] checks a file.
    pub(crate) fn from_bytes(name: PathBuf, bytes: Box<[u8]>) -> Result<TableFile, TableError> {
        TableFile::new(name, Source::Memory(bytes))
    }

    fn new(path: PathBuf, source: Source) -> Result<TableFile, TableError> {
        let length = source.len().map_err(|e| io_error(&path, e))?;
        if length < HEADER_LEN {
            return Err(TableError::Damaged {
                path,
                damage: Damage::ShorterThanHeader,
            });
        }
        let mut bytes: HeaderBytes = [0; HEADER_LEN as usize];
        source
            .read_exact_at(&mut bytes, 0)
            .map_err(|e| io_error(&path, e))?;
        let header = Header::parse(&bytes, &path)?;
        let expected = file_len(header.entries);
        if length != expected {
            return Err(TableError::Damaged {
                path,
                damage: Damage::Length {
                    found: length,
                    expected,
                },
            });
        }
        Ok(TableFile {
            path,
            header,
            source,
        })
    }

    fn io(&self, source: io::Error) -> TableError {
        io_error(&self.path, source)
    }

    fn damaged(&self, damage: Damage) -> TableError {
        TableError::Damaged {
            path: self.path.clone(),
            damage,
        }
    }

    /// Reads `len` bytes at `offset` (within the length checked at opening).
    fn read(&self, len: u64, offset: u64) -> Result<Vec<u8>, TableError> {
        let len = usize::try_from(len).map_err(|_| self.io(io::ErrorKind::OutOfMemory.into()))?;
        let mut bytes = vec![0u8; len];
        self.source
            .read_exact_at(&mut bytes, offset)
            .map_err(|e| self.io(e))?;
        Ok(bytes)
    }

    /// Reads the values at count 0, and checks them against their checksum.
    pub(crate) fn read_values(&self) -> Result<Values, TableError> {
        let values = self.read(values_len(self.header.entries), HEADER_LEN)?;
        if crc32fast::hash(&values) != self.header.values_crc {
            return Err(self.damaged(Damage::ValuesChecksum));
        }
        Ok(Values(values.into_boxed_slice()))
    }

    /// The file with its values read and checked.
    pub(crate) fn loaded(self) -> Result<LoadedTable, TableError> {
        let values = self.read_values()?;
        Ok(LoadedTable { file: self, values })
    }

    /// Where the switch points start.
    fn switches_at(&self) -> u64 {
        HEADER_LEN + values_len(self.header.entries)
    }

    /// The switch points of an entry (one of the header's), read from the
    /// file.
    pub(crate) fn switches(&self, index: u64) -> Result<Switches, TableError> {
        let mut pair = [0u8; 2];
        self.source
            .read_exact_at(&mut pair, self.switches_at() + 2 * index)
            .map_err(|e| self.io(e))?;
        Ok(Switches {
            win: pair[0],
            draw: pair[1],
        })
    }

    /// The whole switches section, checked against its checksum.
    pub(crate) fn all_switches(&self) -> Result<Vec<u8>, TableError> {
        let switches = self.read(2 * self.header.entries, self.switches_at())?;
        if crc32fast::hash(&switches) != self.header.switches_crc {
            return Err(self.damaged(Damage::SwitchesChecksum));
        }
        Ok(switches)
    }
}

fn io_error(path: &Path, source: io::Error) -> TableError {
    TableError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl Values {
    /// The value at count 0 of an entry (one of the header's).
    #[inline]
    pub(crate) fn get(&self, index: u64) -> Wdl {
        Wdl::from_code(digit(self.0[(index / 5) as usize], (index % 5) as usize))
    }

    /// The packed bytes, as the file holds them.
    #[cfg(test)]
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.0
    }
}
