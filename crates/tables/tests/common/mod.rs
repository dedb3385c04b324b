//! What the tests share: a scratch directory, removed when dropped, and
//! tables generated into one.

use std::path::{Path, PathBuf};

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
