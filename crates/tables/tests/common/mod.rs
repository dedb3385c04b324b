//! What the tests share: a scratch directory, removed when dropped, and
//! tables generated into one.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use ludeme_tables::{generate, GenerateOptions};

/// A fresh directory under the system's temporary one.
pub struct Scratch(PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("ludeme-tables-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        Scratch(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A generator of pseudo-random numbers for positions (xorshift).
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `n` distinct points of the board outside `taken`.
    pub fn points(&mut self, n: u32, taken: u64) -> u64 {
        let mut bits = 0u64;
        while bits.count_ones() < n {
            let point = self.next() % 36;
            if (taken | bits) >> point & 1 == 0 {
                bits |= 1 << point;
            }
        }
        bits
    }
}

/// The table files of up to four pieces, generated once per test binary
/// (into a scratch directory removed at once): each file's name and bytes.
pub fn four_piece_files() -> &'static [(String, Vec<u8>)] {
    static FILES: OnceLock<Vec<(String, Vec<u8>)>> = OnceLock::new();
    FILES.get_or_init(|| {
        let dir = Scratch::new("four-pieces");
        generate(dir.path(), 4, &GenerateOptions::default()).expect("generated");
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir.path())
            .expect("a directory")
            .map(|entry| {
                let entry = entry.expect("an entry");
                let name = entry.file_name().into_string().expect("a file name");
                (name, std::fs::read(entry.path()).expect("a table file"))
            })
            .collect();
        files.sort();
        files
    })
}

/// A fresh directory holding the tables of up to four pieces.
pub fn four_piece_dir(name: &str) -> Scratch {
    let dir = Scratch::new(name);
    for (file, bytes) in four_piece_files() {
        std::fs::write(dir.path().join(file), bytes).expect("a copy");
    }
    dir
}
