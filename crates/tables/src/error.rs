//! What can go wrong with tables: files, splits, positions.
//!
//! A [`TableError`] is the tables' fault (a file that cannot be read, is
//! damaged or of another version; a split missing for generation; a
//! stored entry that verification disproves). A [`ProbeError`] is a
//! probe's: the position's problems (too many pieces, a split not loaded,
//! other rules), or a table found at fault when the probe read it
//! ([`ProbeError::Table`]).

use std::path::PathBuf;
use std::sync::Arc;

use ludeme_surakarta::{Position, Rules};

use crate::{Material, TableEntry};

/// An error in opening, reading, generating or verifying tables.
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
    #[error("{}: damaged table: {damage}", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        damage: Damage,
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
    /// A stored entry differs from the one its successors give.
    #[error("{split}: {position}: stored {stored}, but its moves give {derived}")]
    Mismatch {
        /// The split.
        split: Material,
        /// The position, White to move.
        position: Position,
        /// What the file holds.
        stored: TableEntry,
        /// What the rules and the successors give.
        derived: TableEntry,
    },
    /// The worker threads could not be started.
    #[error("cannot start {threads} worker threads: {source}")]
    Threads {
        /// Threads asked for.
        threads: usize,
        /// Why not.
        source: rayon::ThreadPoolBuildError,
    },
}

/// What is wrong with a damaged table file ([`TableError::Damaged`]).
///
/// ```
/// use ludeme_tables::Damage;
/// let damage = Damage::Length { found: 100, expected: 566 };
/// assert_eq!(damage.to_string(), "100 bytes long, not the length its header gives");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Damage {
    /// The file ends before its 104-byte header does.
    #[error("shorter than a header")]
    ShorterThanHeader,
    /// The file does not start with `LDMTABLE`.
    #[error("not a table file (no LDMTABLE magic)")]
    Magic,
    /// The header's checksum does not match its bytes.
    #[error("the header's checksum does not match")]
    HeaderChecksum,
    /// The header names another board, rules or no-capture limit.
    #[error("tables of other rules than standard 6×6 Surakarta with a 50-ply limit")]
    OtherRules {
        /// The board's side in the header (6).
        board_side: u32,
        /// The rules' bits in the header (0).
        rules: u32,
        /// The no-capture limit in the header (50).
        no_capture_limit: u32,
    },
    /// The header's split has a side without pieces, or more pieces than
    /// tables are made of ([`MAX_PIECES`](crate::MAX_PIECES)).
    #[error("an impossible split")]
    ImpossibleSplit {
        /// Pieces of the side to move in the header.
        mover: u32,
        /// Pieces of the other side in the header.
        other: u32,
    },
    /// The header's count of entries is not its split's.
    #[error("the entry count does not fit the split")]
    EntryCount {
        /// The count in the header.
        found: u64,
        /// The split's count.
        expected: u64,
    },
    /// The file is longer or shorter than its header says.
    #[error("{found} bytes long, not the length its header gives")]
    Length {
        /// The file's length in bytes.
        found: u64,
        /// The length its header gives.
        expected: u64,
    },
    /// The values' checksum does not match them.
    #[error("the values' checksum does not match")]
    ValuesChecksum,
    /// The switch points' checksum does not match them.
    #[error("the switch points' checksum does not match")]
    SwitchesChecksum,
    /// The file is named after another split than the one it holds.
    #[error("named {named} but holds {holds}")]
    OtherSplit {
        /// The split of the file's name.
        named: Material,
        /// The split of its header.
        holds: Material,
    },
}

/// Why a probe has no answer: the position's problems, or the table's
/// ([`ProbeError::Table`]).
///
/// Cloning is cheap: a table's error is shared ([`Arc`]), as a split found
/// damaged at its first probe fails every later probe of it with the same
/// error.
#[derive(Clone, Debug, thiserror::Error)]
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
    #[error("the tables hold the standard rules only, not {0:?}")]
    Rules(Rules),
    /// The table of the position's split could not be read, or is damaged.
    /// Its message is the table error's, and so is its source.
    #[error(transparent)]
    Table(Arc<TableError>),
    /// The game is over: no value to look up.
    #[error("the game is over")]
    GameOver,
    /// The game is played under history rules the tables' values do not
    /// hold under (they hold under the first repetition ending the game and
    /// a no-capture limit of 50 plies, with any ply cap far enough away).
    #[error("the tables' values do not hold under {0:?}")]
    HistoryRules(ludeme_core::HistoryRules),
}

impl From<TableError> for ProbeError {
    fn from(error: TableError) -> Self {
        ProbeError::Table(Arc::new(error))
    }
}
