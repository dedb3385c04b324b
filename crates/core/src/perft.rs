//! Perft: counting the leaves of the game tree to a fixed depth, serially
//! ([`perft`]) or with options ([`Perft`]: threads, a hash table, every leaf
//! played).

// The table shares its slots between threads through 64-bit atomics; a
// target without them (32-bit microcontrollers) counts without a table.
#[cfg(target_has_atomic = "64")]
mod table;
#[cfg(not(target_has_atomic = "64"))]
mod table {
    /// No table on this target: every probe misses.
    pub(crate) struct Table;
    impl Table {
        pub(crate) fn with_bytes(_: usize) -> Self {
            Table
        }
        pub(crate) fn get(&self, _: u64, _: u32) -> Option<u64> {
            None
        }
        pub(crate) fn put(&self, _: u64, _: u32, _: u64) {}
    }
}

use alloc::vec::Vec;

use crate::Game;
use table::Table;

/// The number of move sequences of exactly `depth` plies from `state` (a
/// chance outcome is one ply). Uses bulk counting: the last ply is counted
/// with [`Game::legal_move_count`], not played. One thread, no table: the
/// fastest serial path ([`Perft`] has the others).
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{perft, Game};
/// let start = DiceRace::start();
/// // roll 1 or 2; after a 1 one move, after a 2 two moves.
/// assert_eq!(perft(&start, 1), 2);
/// assert_eq!(perft(&start, 2), 3);
/// ```
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => state.legal_move_count() as u64,
        _ => {
            let mut moves = G::MoveList::default();
            state.generate_moves(&mut moves);
            moves
                .iter()
                .map(|&mv| {
                    let mut child = state.clone();
                    child.play_unchecked(mv);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// Perft split by root move: each legal move with the perft of `depth - 1`
/// below it, in move order.
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{perft_divide, Game};
/// let start = DiceRace::start();
/// let lines: Vec<String> = perft_divide(&start, 2)
///     .iter()
///     .map(|(mv, n)| format!("{mv}: {n}"))
///     .collect();
/// assert_eq!(lines, ["roll 1: 1", "roll 2: 2"]);
/// ```
pub fn perft_divide<G: Game>(state: &G, depth: u32) -> Vec<(G::Move, u64)> {
    state
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}

/// A perft count with options: threads (feature `rayon`), a transposition
/// table, every leaf played instead of counted, and a progress callback.
/// Every combination gives the same numbers as [`perft`].
///
/// The table stores each count under the position's whole 64-bit Zobrist
/// key mixed with the depth, and checks all 64 bits on every probe, so a
/// slot holding another position, or written by two threads at once, is
/// never read as this one's count. The residual risk is another position
/// with the very same key: the slot is chosen by `s` of the key's bits
/// (2^s slots), so each probe that finds another position in its slot is
/// wrong with probability 2^(s−64): at most 0.4 % over 10⁹ probes of a
/// 1 GiB table (s = 26). Deep figures are therefore confirmed a second
/// way (see `docs/src/perft.md`).
///
/// ```
/// use ludeme_testing::demo::DiceRace;
/// use ludeme_core::{perft, Game, Perft};
/// let start = DiceRace::start();
/// let options = Perft::new().hash_bytes(1 << 20).bulk(false);
/// assert_eq!(options.count(&start, 9), perft(&start, 9));
/// ```
#[derive(Clone, Copy)]
pub struct Perft<'a> {
    threads: usize,
    hash_bytes: usize,
    bulk: bool,
    progress: Option<&'a (dyn Fn(PerftProgress) + Sync)>,
}

/// How far a [`Perft`] count has got: `done` of `total` pieces of work
/// (root moves, or deeper lines when the root has few moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PerftProgress {
    /// Pieces finished.
    pub done: usize,
    /// Pieces in all.
    pub total: usize,
}

impl Default for Perft<'_> {
    fn default() -> Self {
        Perft {
            threads: 1,
            hash_bytes: 0,
            bulk: true,
            progress: None,
        }
    }
}

impl core::fmt::Debug for Perft<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Perft")
            .field("threads", &self.threads)
            .field("hash_bytes", &self.hash_bytes)
            .field("bulk", &self.bulk)
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

/// A piece of parallel work: a line of moves from the root (its first move
/// `root`), the state it reaches, and the depth left below it.
struct Line<G> {
    root: usize,
    state: G,
    depth: u32,
}

impl<'a> Perft<'a> {
    /// One thread, no table, bulk counting: [`perft`].
    pub fn new() -> Self {
        Perft::default()
    }

    /// Counts on `threads` threads (0: one per core; 1, the default: the
    /// calling thread). Without the `rayon` feature every count runs on the
    /// calling thread.
    pub fn threads(self, threads: usize) -> Self {
        Perft { threads, ..self }
    }

    /// A transposition table of at most `bytes` (rounded down to a power of
    /// two of 16-byte entries; smaller if the allocator refuses that much;
    /// 0: none; none either on a target without 64-bit atomics). The
    /// counts are the same with any table.
    pub fn hash_bytes(self, bytes: usize) -> Self {
        Perft {
            hash_bytes: bytes,
            ..self
        }
    }

    /// Whether the last ply is counted ([`Game::legal_move_count`], the
    /// default) or every leaf is played, as engines without bulk counting
    /// do (for like-for-like speed comparisons).
    pub fn bulk(self, bulk: bool) -> Self {
        Perft { bulk, ..self }
    }

    /// Calls `report` as pieces of the work finish (from any thread).
    pub fn progress(self, report: &'a (dyn Fn(PerftProgress) + Sync)) -> Self {
        Perft {
            progress: Some(report),
            ..self
        }
    }

    /// The perft of `state` to `depth`.
    pub fn count<G>(&self, state: &G, depth: u32) -> u64
    where
        G: Game + Send + Sync,
        G::Move: Send + Sync,
    {
        if depth == 0 {
            return 1;
        }
        self.divide(state, depth).iter().map(|&(_, n)| n).sum()
    }

    /// The perft of `depth - 1` below each legal move of `state`, in move
    /// order (as [`perft_divide`]).
    pub fn divide<G>(&self, state: &G, depth: u32) -> Vec<(G::Move, u64)>
    where
        G: Game + Send + Sync,
        G::Move: Send + Sync,
    {
        let moves = state.legal_moves();
        let table = (self.hash_bytes > 0).then(|| Table::with_bytes(self.hash_bytes));
        let lines = self.lines(state, depth, moves.iter().copied());
        let counts = self.count_lines(&lines, table.as_ref());
        let mut by_root: Vec<(G::Move, u64)> = moves.iter().map(|&mv| (mv, 0)).collect();
        for (line, n) in lines.iter().zip(counts) {
            by_root[line.root].1 += n;
        }
        by_root
    }

    /// The work: the root's moves, split into deeper lines while there are
    /// too few of them to keep every thread busy (a chance node's six
    /// rolls, a position with a handful of moves).
    fn lines<G: Game>(
        &self,
        state: &G,
        depth: u32,
        moves: impl Iterator<Item = G::Move>,
    ) -> Vec<Line<G>> {
        let mut lines: Vec<Line<G>> = moves
            .enumerate()
            .map(|(root, mv)| {
                let mut child = state.clone();
                child.play_unchecked(mv);
                Line {
                    root,
                    state: child,
                    depth: depth.saturating_sub(1),
                }
            })
            .collect();
        let wanted = self.thread_count() * 64;
        while self.thread_count() > 1
            && !lines.is_empty()
            && lines.len() < wanted
            && lines.iter().all(|l| l.depth >= 3)
        {
            let deeper: Vec<Line<G>> = lines
                .iter()
                .flat_map(|line| {
                    let moves: Vec<G::Move> = line.state.legal_moves().iter().copied().collect();
                    moves.into_iter().map(move |mv| {
                        let mut child = line.state.clone();
                        child.play_unchecked(mv);
                        Line {
                            root: line.root,
                            state: child,
                            depth: line.depth - 1,
                        }
                    })
                })
                .collect();
            // Lines that end (a finished game) count nothing at depth 3 or
            // more; stop when splitting no longer adds work to share.
            let grew = deeper.len() > lines.len();
            lines = deeper;
            if !grew {
                break;
            }
        }
        lines
    }

    /// The number of threads counts run on.
    fn thread_count(&self) -> usize {
        #[cfg(feature = "rayon")]
        {
            match self.threads {
                0 => rayon::current_num_threads(),
                n => n,
            }
        }
        #[cfg(not(feature = "rayon"))]
        {
            1
        }
    }

    /// Each line's count, in order.
    fn count_lines<G>(&self, lines: &[Line<G>], table: Option<&Table>) -> Vec<u64>
    where
        G: Game + Send + Sync,
        G::Move: Send + Sync,
    {
        let done = core::sync::atomic::AtomicUsize::new(0);
        let count_one = |line: &Line<G>| {
            let n = count_node(&line.state, line.depth, self.bulk, table);
            let finished = done.fetch_add(1, core::sync::atomic::Ordering::Relaxed) + 1;
            if let Some(report) = self.progress {
                report(PerftProgress {
                    done: finished,
                    total: lines.len(),
                });
            }
            n
        };
        #[cfg(feature = "rayon")]
        if self.thread_count() > 1 {
            use rayon::prelude::*;
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(self.thread_count())
                .build();
            if let Ok(pool) = pool {
                return pool.install(|| lines.par_iter().map(count_one).collect());
            }
        }
        lines.iter().map(count_one).collect()
    }
}

/// The perft of one node, with the options' table and bulk counting.
fn count_node<G: Game>(state: &G, depth: u32, bulk: bool, table: Option<&Table>) -> u64 {
    match (bulk, table) {
        (true, None) => perft(state, depth),
        (false, None) => full_perft(state, depth),
        (_, Some(table)) => count_with_table(state, depth, bulk, table),
    }
}

/// Perft that plays every move, the last ply's too (no bulk counting, no
/// table): what a search does at its leaves. One move list a ply, made
/// once and filled again at every node; the last ply's children are played
/// and counted in the loop over the moves, without a call a leaf.
fn full_perft<G: Game>(state: &G, depth: u32) -> u64 {
    let mut lists: Vec<G::MoveList> = (0..depth).map(|_| G::MoveList::default()).collect();
    full_perft_with(state, &mut lists)
}

/// The last ply of a full perft: every child of `state` made
/// ([`Game::for_each_child`]) and counted.
#[inline]
fn count_leaves<G: Game>(state: &G, moves: &mut G::MoveList) -> u64 {
    // Each child is made, as a search would make it, not optimised away
    // because nothing reads it.
    state.for_each_child(moves, |child| {
        core::hint::black_box(child);
    }) as u64
}

/// [`full_perft`] to the depth of `lists`, one list a ply.
fn full_perft_with<G: Game>(state: &G, lists: &mut [G::MoveList]) -> u64 {
    let Some((moves, deeper)) = lists.split_first_mut() else {
        return 1;
    };
    if deeper.is_empty() {
        return count_leaves(state, moves);
    }
    state.generate_moves(moves);
    moves
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            full_perft_with(&child, deeper)
        })
        .sum()
}

/// Perft with a table of counts by Zobrist key and depth (from depth 2;
/// bulk counting at the last ply or not).
fn count_with_table<G: Game>(state: &G, depth: u32, bulk: bool, table: &Table) -> u64 {
    match (depth, bulk) {
        (0, _) => return 1,
        (1, true) => return state.legal_move_count() as u64,
        (1, false) => return count_leaves(state, &mut G::MoveList::default()),
        _ => {}
    }
    let key = state.zobrist();
    if let Some(n) = table.get(key, depth) {
        return n;
    }
    let mut moves = G::MoveList::default();
    state.generate_moves(&mut moves);
    let n = moves
        .iter()
        .map(|&mv| {
            let mut child = state.clone();
            child.play_unchecked(mv);
            count_with_table(&child, depth - 1, bulk, table)
        })
        .sum();
    table.put(key, depth, n);
    n
}
