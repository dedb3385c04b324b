//! Retrograde generation, one phase (a material and its flip) at a time.
//!
//! Within a phase every move is a step, so the value of each position is
//! settled by two reachability games, one per threshold (the win, and a
//! draw or better, for the side to move). A threshold that the piece count
//! already gives the side to move flips when the other side can force a
//! capture that takes it away; one it does not give flips when the side to
//! move can force a capture that reaches it. The plies that forcing takes
//! (the attractor's rank, found level by level from the captures into the
//! smaller tables, already solved) is the position's switch point for that
//! threshold. A step leads to the other side's position with the other
//! threshold: the side to move reaches a win where the opponent does not
//! reach a draw, and a draw where the opponent does not reach a win.
//!
//! A defending position flips once every one of its steps leads to a flipped
//! position (and no capture rescues it): a counter per position counts them
//! down. Positions are stored once per orbit of the board's symmetries, so
//! the steps from a position P to the images of a child C and the un-moves
//! from C to the images of P are not as many when either is symmetric: they
//! are in the ratio |Stab(C)| : |Stab(P)| (times each, both count the pairs
//! of a symmetry and a move that join the two). So a position counts each
//! step as `MOVE_WEIGHT` (8, the most symmetries a stabiliser has), and
//! each un-move from a child that flipped takes off 8 · |Stab(P)| /
//! |Stab(C)|, a whole number as a stabiliser has 1, 2, 4 or 8 symmetries.

mod needs;
mod options;
mod phase;

use std::path::Path;
use std::time::Instant;

pub use needs::{generation_needs, GenerationNeeds};
pub use options::{GenerateOptions, GenerateReport, GenerationProgress, SplitReport};
use phase::Phase;

use crate::file::{self, LoadedTable, TableFile, Values};
use crate::index::Indexer;
use crate::{Material, TableError, Wdl};

/// The most pieces that [`generate`] takes (the files of 9 and 10 pieces
/// take some 90 GB, and generating them far more memory than 8 pieces:
/// [`generation_needs`] gives both).
pub const MAX_PIECES: u32 = 10;

/// A rank that never flips (a position that cannot flip, or an unused
/// index).
const NEVER: u16 = u16::MAX;
/// What a step counts for in a defending position's counter: 8, the size of
/// the largest stabiliser.
const MOVE_WEIGHT: u16 = 8;
/// Indices per unit of work (and per entry of the level summaries).
const CHUNK_BITS: u32 = 14;

/// Generates every table of up to `max_pieces` pieces into `dir` (made if
/// missing). Splits whose files are already there and whole are kept, so
/// an interrupted run goes on where it stopped.
///
/// # Errors
/// [`TableError::TooManyPieces`] above [`MAX_PIECES`], [`TableError::Io`]
/// when the directory or a file cannot be written, and the errors of
/// opening the smaller tables.
pub fn generate(
    dir: &Path,
    max_pieces: u32,
    options: &GenerateOptions,
) -> Result<GenerateReport, TableError> {
    check_pieces(max_pieces)?;
    std::fs::create_dir_all(dir).map_err(|source| TableError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let pool = match options.threads {
        Some(threads) => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .map_err(|source| TableError::Threads { threads, source })?,
        ),
        None => None,
    };
    let run = || generate_all(dir, max_pieces, options);
    match pool {
        Some(pool) => pool.install(run),
        None => run(),
    }
}

/// Refuses a piece count outside 2 to [`MAX_PIECES`].
fn check_pieces(max_pieces: u32) -> Result<(), TableError> {
    if max_pieces > MAX_PIECES {
        return Err(TableError::TooManyPieces {
            pieces: max_pieces,
            max: MAX_PIECES,
        });
    }
    if max_pieces < 2 {
        return Err(TableError::TooFewPieces(max_pieces));
    }
    Ok(())
}

fn generate_all(
    dir: &Path,
    max_pieces: u32,
    options: &GenerateOptions,
) -> Result<GenerateReport, TableError> {
    let mut report = GenerateReport::default();
    let mut smaller: Vec<LoadedTable> = Vec::new();
    for pieces in 2..=max_pieces {
        let mut this_count = Vec::new();
        for leader in phase_leaders(pieces) {
            let phase = Phase::splits(leader);
            let kept: Option<Vec<LoadedTable>> = phase
                .iter()
                .map(|&m| {
                    TableFile::open(&file::path_of(dir, m))
                        .and_then(TableFile::loaded)
                        .ok()
                        .filter(|t| t.file.all_switches().is_ok())
                })
                .collect();
            let files = match kept {
                Some(files) => {
                    for f in &files {
                        let split = split_report(f, 0.0)?;
                        options.report(&GenerationProgress::Kept(split.clone()));
                        report.splits.push(split);
                    }
                    files
                }
                None => {
                    let started = Instant::now();
                    let lookup = Lookup::new(&smaller);
                    let solved = Phase::new(&phase).solve(&lookup, options)?;
                    let mut files = Vec::new();
                    for side in solved {
                        let (values, switches, stats) = side.finish();
                        let path = file::write(dir, side.material, &values, &switches, stats)?;
                        drop((values, switches));
                        files.push(TableFile::open(&path)?.loaded()?);
                    }
                    // The phase is done when its last file is written.
                    let seconds = started.elapsed().as_secs_f64();
                    for f in &files {
                        let split = split_report(f, seconds)?;
                        options.report(&GenerationProgress::Written(split.clone()));
                        report.splits.push(split);
                    }
                    files
                }
            };
            this_count.extend(files);
        }
        // Captures lead from n pieces to n − 1: older tables are no longer
        // needed.
        smaller = this_count;
    }
    // In the order the files were written: Material::order.
    Ok(report)
}

/// The first split of each phase of `pieces` pieces (the side to move
/// ahead, or level), in [`Material::order`].
fn phase_leaders(pieces: u32) -> impl Iterator<Item = Material> {
    Material::up_to(pieces)
        .into_iter()
        .filter(move |m| m.pieces() == pieces && m.mover >= m.other)
}

fn split_report(f: &LoadedTable, seconds: f64) -> Result<SplitReport, TableError> {
    let f = &f.file;
    let bytes = std::fs::metadata(&f.path)
        .map_err(|source| TableError::Io {
            path: f.path.clone(),
            source,
        })?
        .len();
    Ok(SplitReport {
        material: f.header.material,
        entries: f.header.entries,
        bytes,
        stats: f.header.stats,
        seconds,
    })
}

/// The values at count 0 of the splits that captures lead to.
pub(crate) struct Lookup<'a> {
    tables: Vec<(Material, Indexer, &'a Values)>,
}

impl<'a> Lookup<'a> {
    pub(crate) fn new(files: &'a [LoadedTable]) -> Lookup<'a> {
        Lookup {
            tables: files
                .iter()
                .map(|f| {
                    let material = f.file.header.material;
                    (material, Indexer::new(material), &f.values)
                })
                .collect(),
        }
    }

    /// The value, for the side that captures, of the capture that leaves
    /// the captured side on `victims` to move against `capturers`.
    #[inline]
    pub(crate) fn capture_value(&self, victims: u64, capturers: u64) -> Option<Wdl> {
        if victims == 0 {
            return Some(Wdl::Win);
        }
        let material = Material::new(victims.count_ones(), capturers.count_ones());
        let (_, indexer, values) = self.tables.iter().find(|(m, _, _)| *m == material)?;
        Some(-values.get(indexer.index(victims, capturers)))
    }
}
