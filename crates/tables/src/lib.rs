//! Endgame tables for Surakarta: every position of up to a few pieces
//! solved by retrograde analysis, stored one file per material split, and
//! probed for the value and the distance to the deciding capture.
//!
//! # What a table says
//! A capture is the only move that cannot be undone, and the game's
//! no-capture limit (50 plies), a repetition and a lack of moves all end it
//! on piece count. So between captures the value of a position depends on
//! the position and on the plies left before the limit; right after a
//! capture, on the position alone. For each position a table stores
//!
//! - the value for the side to move right after a capture (count 0): win,
//!   draw or loss ([`Tables::probe_wdl_after_capture`], in memory, fast
//!   enough for a search), and
//! - when, with fewer plies left, the value changes: with these
//!   [`Tables::probe`] gives the value at any count and the DTC, the
//!   fewest plies in which that value is forced (the deciding capture
//!   included), and [`Tables::best_move`] the move that forces it.
//!
//! Values assume no earlier position of the phase can repeat, which is
//! exact right after a capture; the best move also steers clear of the
//! positions seen since the capture.
//!
//! Opening tables reads the files' headers only; a split's values are read
//! the first time a probe needs them, and a file found damaged then is that
//! probe's error ([`ProbeError::Table`]). Probes may run on any number of
//! threads at once.
//!
//! ```no_run
//! use ludeme_surakarta::Position;
//! use ludeme_tables::{generate, GenerateOptions, Tables, Wdl};
//!
//! generate("tables".as_ref(), 4, &GenerateOptions::default())?;
//! let tables = Tables::open("tables")?;
//! let position: Position = "6/6/6/2b3/6/1ww3 w".parse()?;
//! let probe = tables.probe(&position, 0)?;
//! println!("{} in {:?} plies", probe.wdl, probe.dtc);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]

mod error;
mod file;
mod generate;
mod index;
mod oracle;
mod probe;
mod split;
mod symmetry;
mod value;
mod verify;

pub use error::{Damage, ProbeError, TableError};
pub use file::{SplitStats, FORMAT_VERSION};
pub use generate::{
    generate, generation_needs, GenerateOptions, GenerateReport, GenerationNeeds,
    GenerationProgress, SplitReport, MAX_PIECES,
};
pub use oracle::covers;
pub use probe::{MoveValue, Tables};
pub use value::{Material, Probe, Switches, TableEntry, Wdl, NO_CAPTURE_LIMIT};
pub use verify::{verify, VerifyReport};
