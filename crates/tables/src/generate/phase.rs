//! One phase solved: its splits' ranks, counters and level summaries, the
//! forward pass over the captures, the propagation ply by ply, and the
//! files' contents.

use std::sync::atomic::{AtomicU16, AtomicU64, Ordering::Relaxed};

use ludeme_core::Game;
use ludeme_surakarta::{Colour, Position, Rules};
use rayon::prelude::*;

use super::{GenerateOptions, GenerationProgress, Lookup, CHUNK_BITS, MOVE_WEIGHT, NEVER};
use crate::file::{self, SplitStats};
use crate::index::Indexer;
use crate::symmetry::NEIGHBOURS;
use crate::value::{Switches, NO_CAPTURE_LIMIT};
use crate::{Material, TableError, Wdl};

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

/// Per threshold: whether the piece count gives it to the side to move.
fn given_by_count(material: Material) -> [bool; 2] {
    THRESHOLDS.map(|t| material.by_count() >= t)
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
        let by_default = given_by_count(material);
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

    /// The bytes of a side of `material` while its phase is solved: two
    /// ranks an entry, a counter an entry per threshold that the piece
    /// count gives, and the highest rank of each chunk.
    pub(super) fn solving_bytes(material: Material) -> u64 {
        let entries = material.entries();
        let counters = given_by_count(material).iter().filter(|&&b| b).count() as u64;
        let word = core::mem::size_of::<AtomicU16>() as u64;
        word * ((2 + counters) * entries + entries.div_ceil(1 << CHUNK_BITS))
    }

    /// The bytes that [`Side::finish`] takes on top of the side's own: the
    /// value codes and switch points (3 bytes an entry) chunk by chunk,
    /// then again whole, and the values packed five to a byte.
    pub(super) fn finishing_bytes(material: Material) -> u64 {
        let entries = material.entries();
        2 * 3 * entries + file::values_len(entries)
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
            stats += st;
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
}

/// A material and its flip, solved together (steps go from one to the
/// other).
pub(super) struct Phase {
    sides: Vec<Side>,
}

impl Phase {
    /// The splits of the phase of `material`: it and its flip (one split
    /// when both sides have as many pieces).
    pub(super) fn splits(material: Material) -> Vec<Material> {
        if material.mover == material.other {
            vec![material]
        } else {
            vec![material, material.flipped()]
        }
    }

    pub(super) fn new(splits: &[Material]) -> Phase {
        Phase {
            sides: splits.iter().map(|&m| Side::new(m)).collect(),
        }
    }

    /// The side whose positions a step from side `s` leads to.
    fn paired(&self, s: usize) -> &Side {
        &self.sides[(s + 1) % self.sides.len()]
    }

    pub(super) fn solve(
        self,
        lookup: &Lookup<'_>,
        options: &GenerateOptions,
    ) -> Result<Vec<Side>, TableError> {
        let total: u64 = self.sides.iter().map(|s| s.indexer.size()).sum();
        options.report(&GenerationProgress::Phase {
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
                        options.report(&GenerationProgress::Forward { done, total });
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
            options.report(&GenerationProgress::Level {
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
