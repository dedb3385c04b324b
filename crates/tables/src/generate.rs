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

use std::path::Path;
use std::sync::atomic::{AtomicU16, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;
use std::time::Instant;

use ludeme_core::Game;
use ludeme_surakarta::{Colour, Position, Rules};
use rayon::prelude::*;

use crate::file::{self, SplitStats, TableFile};
use crate::index::Indexer;
use crate::symmetry::NEIGHBOURS;
use crate::value::{Switches, NO_CAPTURE_LIMIT};
use crate::{Material, TableError, Wdl};

/// The most pieces that [`generate`] takes (10 pieces need about 10 GB of
/// tables and far more memory to generate).
pub const MAX_PIECES: u32 = 10;

/// A rank that never flips (a position that cannot flip, or an unused
/// index).
const NEVER: u16 = u16::MAX;
/// What a step counts for in a defending position's counter: 8, the size of
/// the largest stabiliser.
const MOVE_WEIGHT: u16 = 8;
/// Indices per unit of work (and per entry of the level summaries).
const CHUNK_BITS: u32 = 14;

/// A function told of the progress of generation.
type ProgressReport = Arc<dyn Fn(&Progress) + Send + Sync>;

/// How to generate.
#[derive(Clone, Default)]
pub struct GenerateOptions {
    threads: Option<usize>,
    progress: Option<ProgressReport>,
}

impl GenerateOptions {
    /// Work on `threads` threads (default: every core).
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = Some(threads);
        self
    }

    /// Call `report` as the work goes on.
    pub fn on_progress(mut self, report: impl Fn(&Progress) + Send + Sync + 'static) -> Self {
        self.progress = Some(Arc::new(report));
        self
    }

    fn report(&self, progress: &Progress) {
        if let Some(report) = &self.progress {
            report(progress);
        }
    }
}

impl core::fmt::Debug for GenerateOptions {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GenerateOptions")
            .field("threads", &self.threads)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// What generation is doing.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum Progress {
    /// A phase starts: its splits and their entries.
    Phase {
        /// The splits solved together (a material and its flip).
        splits: Vec<Material>,
        /// Their entries in all.
        entries: u64,
    },
    /// Captures and counts of moves gathered for a share of the entries.
    Forward {
        /// Entries done.
        done: u64,
        /// Entries of the phase.
        total: u64,
    },
    /// One more ply of forcing: the positions that flipped at it.
    Level {
        /// The ply.
        ply: u32,
        /// Thresholds of positions that flipped at it.
        flipped: u64,
    },
    /// A split's file is written.
    Written(SplitReport),
    /// A split's file was already there and whole: kept.
    Kept(SplitReport),
}

/// A split's table.
#[derive(Clone, Debug)]
pub struct SplitReport {
    /// The split.
    pub material: Material,
    /// Its entries (indices, used or not).
    pub entries: u64,
    /// The file's size in bytes.
    pub bytes: u64,
    /// What generation found.
    pub stats: SplitStats,
    /// Seconds its phase took (0 when kept).
    pub seconds: f64,
}

/// What [`generate`] did.
#[derive(Clone, Debug, Default)]
pub struct GenerateReport {
    /// Every split up to the piece count asked for, fewest pieces first.
    pub splits: Vec<SplitReport>,
}

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
    if max_pieces > MAX_PIECES {
        return Err(TableError::TooManyPieces {
            pieces: max_pieces,
            max: MAX_PIECES,
        });
    }
    if max_pieces < 2 {
        return Err(TableError::TooFewPieces(max_pieces));
    }
    std::fs::create_dir_all(dir).map_err(|source| TableError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let pool = match options.threads {
        Some(threads) => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .map_err(|e| TableError::Threads {
                    threads,
                    reason: e.to_string(),
                })?,
        ),
        None => None,
    };
    let run = || generate_all(dir, max_pieces, options);
    match pool {
        Some(pool) => pool.install(run),
        None => run(),
    }
}

fn generate_all(
    dir: &Path,
    max_pieces: u32,
    options: &GenerateOptions,
) -> Result<GenerateReport, TableError> {
    let mut report = GenerateReport::default();
    let mut smaller: Vec<TableFile> = Vec::new();
    for pieces in 2..=max_pieces {
        let mut this_count = Vec::new();
        for mover in (pieces.div_ceil(2)..pieces).rev() {
            let phase = Phase::splits(Material::new(mover, pieces - mover));
            let kept: Option<Vec<TableFile>> = phase
                .iter()
                .map(|&m| {
                    TableFile::open(&file::path_of(dir, m))
                        .ok()
                        .filter(|t| t.all_switches().is_ok())
                })
                .collect();
            let files = match kept {
                Some(files) => {
                    for f in &files {
                        let split = split_report(f, 0.0)?;
                        options.report(&Progress::Kept(split.clone()));
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
                        let f = TableFile::open(&path)?;
                        let split = split_report(&f, started.elapsed().as_secs_f64())?;
                        options.report(&Progress::Written(split.clone()));
                        report.splits.push(split);
                        files.push(f);
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
    report
        .splits
        .sort_by_key(|s| (s.material.pieces(), std::cmp::Reverse(s.material.mover)));
    Ok(report)
}

fn split_report(f: &TableFile, seconds: f64) -> Result<SplitReport, TableError> {
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
    tables: Vec<(Material, Indexer, &'a TableFile)>,
}

impl<'a> Lookup<'a> {
    pub(crate) fn new(files: &'a [TableFile]) -> Lookup<'a> {
        Lookup {
            tables: files
                .iter()
                .map(|f| (f.header.material, Indexer::new(f.header.material), f))
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
        let (_, indexer, table) = self.tables.iter().find(|(m, _, _)| *m == material)?;
        Some(-table.value(indexer.index(victims, capturers)))
    }
}

/// The two thresholds of the side to move: 0 the win, 1 a draw or better.
const THRESHOLDS: [Wdl; 2] = [Wdl::Win, Wdl::Draw];

/// One split being solved.
pub(crate) struct Side {
    pub(crate) material: Material,
    indexer: Indexer,
    /// Per threshold: whether the piece count gives it.
    by_default: [bool; 2],
    /// Per threshold: the rank at which each entry flips (0 not yet).
    ranks: [Vec<AtomicU16>; 2],
    /// Per threshold given by default: the steps (times the stabiliser) not
    /// yet known to flip.
    counters: [Vec<AtomicU16>; 2],
    /// Per chunk of entries: the highest rank set in it.
    chunk_ranks: Vec<AtomicU16>,
}

fn atomics(len: u64) -> Vec<AtomicU16> {
    (0..len)
        .into_par_iter()
        .map(|_| AtomicU16::new(0))
        .collect()
}

impl Side {
    fn new(material: Material) -> Side {
        let indexer = Indexer::new(material);
        let size = indexer.size();
        let by_default = THRESHOLDS.map(|t| material.by_count() >= t);
        let counters = [0, 1].map(|t| {
            if by_default[t] {
                atomics(size)
            } else {
                Vec::new()
            }
        });
        Side {
            material,
            indexer,
            by_default,
            ranks: [atomics(size), atomics(size)],
            counters,
            chunk_ranks: atomics(size.div_ceil(1 << CHUNK_BITS)),
        }
    }

    /// How many symmetries fix the position of a used index.
    #[inline]
    fn stabiliser_size(&self, index: u64, mover: u64, other: u64) -> u16 {
        if self.indexer.orbit_is_free(index) {
            1
        } else {
            self.indexer.stabiliser_size(mover, other) as u16
        }
    }

    fn set_rank(&self, t: usize, index: u64, rank: u16) {
        self.ranks[t][index as usize].store(rank, Relaxed);
        self.chunk_ranks[(index >> CHUNK_BITS) as usize].fetch_max(rank, Relaxed);
    }

    /// Gathers the moves of one entry: its rank 1 where a capture (or the
    /// lack of any other move) decides, its counters otherwise.
    fn forward(&self, index: u64, lookup: &Lookup<'_>) -> Result<(), TableError> {
        let Some((mover, other)) = self.indexer.position(index) else {
            for t in 0..2 {
                self.ranks[t][index as usize].store(NEVER, Relaxed);
            }
            return Ok(());
        };
        let position = Position::from_pieces(mover, other, Colour::White, Rules::default())
            .expect("a table's position has at most 12 pieces a side, on distinct points");
        let mut steps = 0u16;
        let mut captures = 0;
        let mut best = Wdl::Loss;
        for mv in position.legal_moves().iter() {
            if mv.is_capture() {
                let (from, to) = (1u64 << mv.from(), 1u64 << mv.to());
                let value = lookup.capture_value(other & !to, mover ^ from ^ to).ok_or(
                    TableError::MissingSplit {
                        split: self.material,
                        needed: Material::new(self.material.other - 1, self.material.mover),
                    },
                )?;
                best = best.max(value);
                captures += 1;
            } else {
                steps += 1;
            }
        }
        for (t, threshold) in THRESHOLDS.into_iter().enumerate() {
            let good_capture = captures > 0 && best >= threshold;
            if !self.by_default[t] {
                if good_capture {
                    self.set_rank(t, index, 1);
                }
            } else if good_capture || steps + captures == 0 {
                self.ranks[t][index as usize].store(NEVER, Relaxed);
            } else if steps == 0 {
                self.set_rank(t, index, 1);
            } else {
                self.counters[t][index as usize].store(steps * MOVE_WEIGHT, Relaxed);
            }
        }
        Ok(())
    }

    /// The file's contents: values at count 0, switch points, statistics.
    pub(crate) fn finish(&self) -> (Vec<u8>, Vec<u8>, SplitStats) {
        let size = self.indexer.size() as usize;
        let chunk = 1 << CHUNK_BITS;
        let parts: Vec<(Vec<u8>, Vec<u8>, SplitStats)> = (0..size.div_ceil(chunk))
            .into_par_iter()
            .map(|c| {
                let mut codes = Vec::with_capacity(chunk);
                let mut switches = Vec::with_capacity(2 * chunk);
                let mut stats = SplitStats::default();
                for index in c * chunk..size.min((c + 1) * chunk) {
                    let [win, draw] = [0, 1].map(|t| self.ranks[t][index].load(Relaxed));
                    let used = win != NEVER
                        || draw != NEVER
                        || self.indexer.position(index as u64).is_some();
                    let stored = |rank: u16| {
                        if rank == NEVER {
                            0
                        } else {
                            rank.min(255) as u8
                        }
                    };
                    let s = Switches {
                        win: stored(win),
                        draw: stored(draw),
                    };
                    let probe = s.probe(self.material, NO_CAPTURE_LIMIT);
                    codes.push(probe.wdl.code());
                    switches.extend([s.win, s.draw]);
                    if used {
                        stats.count(self, probe, s);
                    }
                }
                (codes, switches, stats)
            })
            .collect();
        let mut codes = Vec::with_capacity(size);
        let mut switches = Vec::with_capacity(2 * size);
        let mut stats = SplitStats::default();
        for (c, s, st) in parts {
            codes.extend(c);
            switches.extend(s);
            stats.add(st);
        }
        (file::pack_values(&codes), switches, stats)
    }
}

impl SplitStats {
    fn count(&mut self, side: &Side, probe: crate::Probe, s: Switches) {
        match probe.wdl {
            Wdl::Win => self.wins += 1,
            Wdl::Draw => self.draws += 1,
            Wdl::Loss => self.losses += 1,
        }
        let beyond = |switch: u8| u32::from(switch) > NO_CAPTURE_LIMIT;
        if !side.by_default[0] && beyond(s.win) {
            self.cursed_wins += 1;
        }
        if side.by_default[1] && beyond(s.draw) {
            self.blessed_losses += 1;
        }
        self.longest_dtc = self.longest_dtc.max(probe.dtc.unwrap_or(0));
    }

    fn add(&mut self, other: SplitStats) {
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.cursed_wins += other.cursed_wins;
        self.blessed_losses += other.blessed_losses;
        self.longest_dtc = self.longest_dtc.max(other.longest_dtc);
    }
}

/// A material and its flip, solved together (steps go from one to the
/// other).
struct Phase {
    sides: Vec<Side>,
}

impl Phase {
    /// The splits of the phase of `material`: it and its flip (one split
    /// when both sides have as many pieces).
    fn splits(material: Material) -> Vec<Material> {
        if material.mover == material.other {
            vec![material]
        } else {
            vec![material, material.flipped()]
        }
    }

    fn new(splits: &[Material]) -> Phase {
        Phase {
            sides: splits.iter().map(|&m| Side::new(m)).collect(),
        }
    }

    /// The side whose positions a step from side `s` leads to.
    fn paired(&self, s: usize) -> &Side {
        &self.sides[(s + 1) % self.sides.len()]
    }

    fn solve(
        self,
        lookup: &Lookup<'_>,
        options: &GenerateOptions,
    ) -> Result<Vec<Side>, TableError> {
        let total: u64 = self.sides.iter().map(|s| s.indexer.size()).sum();
        options.report(&Progress::Phase {
            splits: self.sides.iter().map(|s| s.material).collect(),
            entries: total,
        });
        let done = AtomicU64::new(0);
        for side in &self.sides {
            let size = side.indexer.size();
            (0..size.div_ceil(1 << CHUNK_BITS))
                .into_par_iter()
                .try_for_each(|c| {
                    let range = c << CHUNK_BITS..size.min((c + 1) << CHUNK_BITS);
                    let len = range.end - range.start;
                    for index in range {
                        side.forward(index, lookup)?;
                    }
                    let done = done.fetch_add(len, Relaxed) + len;
                    if c % 64 == 0 {
                        options.report(&Progress::Forward { done, total });
                    }
                    Ok::<(), TableError>(())
                })?;
        }
        let mut rank = 1u16;
        loop {
            let flipped = AtomicU64::new(0);
            for s in 0..self.sides.len() {
                self.propagate(s, rank, &flipped);
            }
            let flipped = flipped.into_inner();
            options.report(&Progress::Level {
                ply: u32::from(rank) + 1,
                flipped,
            });
            if flipped == 0 || rank == NEVER - 2 {
                break;
            }
            rank += 1;
        }
        Ok(self.sides)
    }

    /// Passes the flips of rank `rank` in side `s` to their predecessors.
    fn propagate(&self, s: usize, rank: u16, flipped: &AtomicU64) {
        let side = &self.sides[s];
        let before = self.paired(s);
        let size = side.indexer.size();
        (0..side.chunk_ranks.len()).into_par_iter().for_each(|c| {
            if side.chunk_ranks[c].load(Relaxed) < rank {
                return;
            }
            let mut count = 0;
            for index in (c as u64) << CHUNK_BITS..size.min((c as u64 + 1) << CHUNK_BITS) {
                let hit = [0, 1].map(|t| side.ranks[t][index as usize].load(Relaxed) == rank);
                if hit == [false, false] {
                    continue;
                }
                let (mover, other) = side
                    .indexer
                    .position(index)
                    .expect("a ranked index is used");
                let symmetries = side.stabiliser_size(index, mover, other);
                for_each_unstep(mover, other, |pred_mover, pred_other| {
                    let j = before.indexer.index(pred_mover, pred_other);
                    let weight = MOVE_WEIGHT / symmetries
                        * before.stabiliser_size(j, pred_mover, pred_other);
                    for (t, &hit) in hit.iter().enumerate() {
                        // A flipped win threshold here flips the predecessor's
                        // draw threshold, and the other way round.
                        if hit && before.reach(1 - t, j, rank + 1, weight) {
                            count += 1;
                        }
                    }
                });
            }
            flipped.fetch_add(count, Relaxed);
        });
    }
}

impl Side {
    /// One successor of entry `j` flipped its threshold `t`, `weight` moves'
    /// worth: flips it at `rank` if that decides it. Whether it flipped.
    #[inline]
    fn reach(&self, t: usize, j: u64, rank: u16, weight: u16) -> bool {
        let slot = &self.ranks[t][j as usize];
        if slot.load(Relaxed) != 0 {
            return false;
        }
        let decided = if self.by_default[t] {
            let before = self.counters[t][j as usize].fetch_sub(weight, Relaxed);
            debug_assert!(before >= weight, "a counter runs below zero");
            before == weight
        } else {
            slot.compare_exchange(0, rank, Relaxed, Relaxed).is_ok()
        };
        if decided {
            self.set_rank(t, j, rank);
        }
        decided
    }
}

/// Each position from which a step of the side that just moved (`other`,
/// not to move in `(mover, other)`) leads here: that side to move, its piece
/// one step back.
#[inline]
pub(crate) fn for_each_unstep(mover: u64, other: u64, mut visit: impl FnMut(u64, u64)) {
    let empty = crate::symmetry::BOARD & !(mover | other);
    let mut pieces = other;
    while pieces != 0 {
        let at = pieces.trailing_zeros();
        pieces &= pieces - 1;
        let mut back = NEIGHBOURS[at as usize] & empty;
        while back != 0 {
            let from = back & back.wrapping_neg();
            back ^= from;
            visit(other ^ 1 << at ^ from, mover);
        }
    }
}
