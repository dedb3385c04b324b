//! What can go wrong with tables: files, splits, positions.

use std::path::PathBuf;

use crate::Material;

/// An error in opening, generating or verifying tables.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TableError {
    /// A file or directory could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// A table file is damaged: a bad header, length or checksum.
    #[error("{}: damaged table: {what}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        what: String,
    },
    /// A table file of another format version.
    #[error("{}: table format version {found}, this build reads version {expected}", path.display())]
    Version {
        /// The file.
        path: PathBuf,
        /// The version in the file.
        found: u32,
        /// The version this build reads and writes.
        expected: u32,
    },
    /// Tables of more pieces than generation supports.
    #[error("tables of up to {max} pieces can be generated, not {pieces}")]
    TooManyPieces {
        /// Pieces asked for.
        pieces: u32,
        /// The most supported.
        max: u32,
    },
    /// Tables of fewer than two pieces mean nothing.
    #[error("tables need at least 2 pieces, not {0}")]
    TooFewPieces(u32),
    /// A split needs the tables of the splits its captures lead to.
    #[error("the {needed} table (which captures in {split} lead to) is missing")]
    MissingSplit {
        /// The split being generated or verified.
        split: Material,
        /// The split it needs.
        needed: Material,
    },
    /// A stored value differs from the one its successors give.
    #[error("{split}: {position}: stored {stored}, but its moves give {derived}")]
    Mismatch {
        /// The split.
        split: Material,
        /// The position (text).
        position: String,
        /// What the file holds.
        stored: String,
        /// What the rules and the successors give.
        derived: String,
    },
    /// The worker threads could not be started.
    #[error("cannot start {threads} worker threads: {reason}")]
    Threads {
        /// Threads asked for.
        threads: usize,
        /// Why not.
        reason: String,
    },
}

/// Why a probe has no answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ProbeError {
    /// The position has more pieces than the tables hold.
    #[error("{pieces} pieces on the board; the tables hold at most {max}")]
    TooManyPieces {
        /// Pieces on the board.
        pieces: u32,
        /// The most pieces of the loaded tables.
        max: u32,
    },
    /// The table of the position's split is not loaded.
    #[error("no {0} table is loaded")]
    MissingTable(Material),
    /// The position is not of the standard 6×6 rules the tables hold.
    #[error("the tables hold the standard rules only, not {0}")]
    Rules(String),
    /// Reading the table failed.
    #[error("{0}")]
    Read(String),
}
