//! Where a table file's bytes come from: a file on disk, read at an offset
//! without a shared cursor (so that threads read at once, with no lock),
//! or bytes in memory.

use std::fs::File;
use std::io;

/// The bytes of a table file.
#[derive(Debug)]
pub(crate) enum Source {
    /// A file on disk.
    Disk(DiskFile),
    /// The whole file in memory.
    Memory(Box<[u8]>),
}

impl Source {
    /// The length in bytes.
    pub(crate) fn len(&self) -> io::Result<u64> {
        match self {
            Source::Disk(file) => file.len(),
            Source::Memory(bytes) => Ok(bytes.len() as u64),
        }
    }

    /// Fills `buf` from the bytes at `offset`; an error of kind
    /// [`io::ErrorKind::UnexpectedEof`] if they end first.
    pub(crate) fn read_exact_at(&self, buf: &mut [u8], offset: u64) -> io::Result<()> {
        match self {
            Source::Disk(file) => file.read_exact_at(buf, offset),
            Source::Memory(bytes) => {
                let part = usize::try_from(offset)
                    .ok()
                    .and_then(|start| bytes.get(start..start.checked_add(buf.len())?))
                    .ok_or_else(|| io::Error::from(io::ErrorKind::UnexpectedEof))?;
                buf.copy_from_slice(part);
                Ok(())
            }
        }
    }
}

/// A file read at an offset by any thread at any time.
///
/// On Unix and Windows the system reads at an offset without a cursor
/// shared between threads (`pread`; `ReadFile` with an offset), so reads
/// run at once. Elsewhere the cursor is moved under a lock: correct, but
/// reads queue.
#[derive(Debug)]
pub(crate) struct DiskFile {
    #[cfg(any(unix, windows))]
    file: File,
    #[cfg(not(any(unix, windows)))]
    file: std::sync::Mutex<File>,
}

impl DiskFile {
    pub(crate) fn new(file: File) -> DiskFile {
        DiskFile {
            #[cfg(any(unix, windows))]
            file,
            #[cfg(not(any(unix, windows)))]
            file: std::sync::Mutex::new(file),
        }
    }

    fn len(&self) -> io::Result<u64> {
        #[cfg(any(unix, windows))]
        let file = &self.file;
        #[cfg(not(any(unix, windows)))]
        let file = self.locked();
        Ok(file.metadata()?.len())
    }

    #[cfg(unix)]
    fn read_exact_at(&self, buf: &mut [u8], offset: u64) -> io::Result<()> {
        std::os::unix::fs::FileExt::read_exact_at(&self.file, buf, offset)
    }

    /// `seek_read` until `buf` is full (it may read less; it also moves
    /// the file's cursor, which nothing here uses).
    #[cfg(windows)]
    fn read_exact_at(&self, mut buf: &mut [u8], mut offset: u64) -> io::Result<()> {
        use std::os::windows::fs::FileExt;
        while !buf.is_empty() {
            match self.file.seek_read(buf, offset) {
                Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof)),
                Ok(read) => {
                    buf = &mut buf[read..];
                    offset += read as u64;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// The portable way: the cursor moved and read under the lock.
    #[cfg(not(any(unix, windows)))]
    fn read_exact_at(&self, buf: &mut [u8], offset: u64) -> io::Result<()> {
        use std::io::{Read, Seek, SeekFrom};
        let mut file = self.locked();
        file.seek(SeekFrom::Start(offset))?;
        file.read_exact(buf)
    }

    #[cfg(not(any(unix, windows)))]
    fn locked(&self) -> std::sync::MutexGuard<'_, File> {
        self.file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_in_memory_read_at_an_offset_and_not_past_their_end() {
        let source = Source::Memory((0u8..10).collect());
        assert_eq!(source.len().unwrap(), 10);
        let mut buf = [0u8; 3];
        source.read_exact_at(&mut buf, 7).unwrap();
        assert_eq!(buf, [7, 8, 9]);
        for offset in [8, 11, u64::MAX] {
            let error = source.read_exact_at(&mut buf, offset).unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof, "{offset}");
        }
    }

    #[test]
    fn a_file_reads_at_an_offset_and_not_past_its_end() {
        let path =
            std::env::temp_dir().join(format!("ludeme-tables-source-{}.bin", std::process::id()));
        std::fs::write(&path, (0u8..10).collect::<Vec<u8>>()).unwrap();
        let source = Source::Disk(DiskFile::new(File::open(&path).unwrap()));
        assert_eq!(source.len().unwrap(), 10);
        let mut buf = [0u8; 3];
        source.read_exact_at(&mut buf, 7).unwrap();
        assert_eq!(buf, [7, 8, 9]);
        source.read_exact_at(&mut buf, 0).unwrap();
        assert_eq!(buf, [0, 1, 2]);
        let error = source.read_exact_at(&mut buf, 8).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::UnexpectedEof);
        drop(source);
        std::fs::remove_file(&path).unwrap();
    }
}
