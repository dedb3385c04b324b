//! The transposition table: what the search found out about a position
//! (its score, how deep and how exactly, and the best move), by Zobrist
//! key, for when the position comes again by another order of moves, in
//! the next iteration or in the search of the next move.

use alloc::vec::Vec;

use ludeme_core::{Game, Side};

use super::score;

/// The largest table: 2^28 entries (4 GiB).
const MAX_BITS: u32 = 28;

/// What an entry's score says of the position's value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Bound {
    /// It is the value.
    #[default]
    Exact,
    /// The value is at least the score (the search failed high: the score
    /// was at or above the window).
    Lower,
    /// The value is at most the score (the search failed low: the score was
    /// at or below the window).
    Upper,
}

/// An entry of the transposition table.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    score: i32,
    /// Depth searched + 1 (0: empty).
    depth: u8,
    bound: Bound,
    /// The best move's index in the sorted legal moves, + 1 (0: none).
    best: u16,
}

impl Entry {
    /// The best move's index in the sorted legal moves, if one is known.
    fn best_move(&self) -> Option<usize> {
        (self.best > 0).then(|| usize::from(self.best) - 1)
    }
}

/// The table: one entry per slot, the slot taken from the key's low bits,
/// an entry replaced by a search of another position or one at least as
/// deep. Its scores are for one side; the player keeps it from one search
/// to the next.
#[derive(Clone, Debug, Default)]
pub(super) struct TranspositionTable {
    entries: Vec<Entry>,
    /// The side the scores are for.
    side: Option<Side>,
}

// The methods the search calls at every node are `#[inline]`: the search
// is generic, so it is compiled in the crate that uses it, and it is
// measurably faster with them inlined there.
impl TranspositionTable {
    /// Readies the table for a search for `side` with 2^`bits` entries (no
    /// table for 0 bits, 2^28 entries for more than 28): emptied if its
    /// size or side changes, kept as it is otherwise.
    pub(super) fn prepare(&mut self, bits: u32, side: Side) {
        let entries = if bits == 0 {
            0
        } else {
            1usize << bits.min(MAX_BITS)
        };
        if self.entries.len() != entries || self.side != Some(side) {
            // Collected rather than `vec![Entry::default(); entries]`
            // (which writes its last element apart from the others), so
            // that the optimiser sees every byte zeroed and asks the
            // allocator for zeroed memory (calloc) instead of filling the
            // whole table (16 MiB at the default size) each time.
            self.entries = (0..entries).map(|_| Entry::default()).collect();
            self.side = Some(side);
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> Option<usize> {
        (!self.entries.is_empty()).then(|| (key as usize) & (self.entries.len() - 1))
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[self.slot(key)?];
        (entry.depth > 0 && entry.key == key).then_some(entry)
    }

    /// The best move the table knows for the position of `key`: its index
    /// in the sorted legal moves.
    #[inline]
    pub(super) fn best_move(&self, key: u64) -> Option<usize> {
        self.probe(key)?.best_move()
    }

    /// Keeps what a search `depth` deep found at `ply` plies from the
    /// root: `score` (a bound as `bound` says) and the best move's index.
    #[inline]
    pub(super) fn store(
        &mut self,
        key: u64,
        depth: u32,
        score: i32,
        bound: Bound,
        best: Option<usize>,
        ply: u32,
    ) {
        let Some(slot) = self.slot(key) else { return };
        // Wins and losses are stored relative to this node.
        let score = score::from_root_to_node(score, ply);
        let entry = &mut self.entries[slot];
        if entry.key != key || depth + 1 >= u32::from(entry.depth) {
            *entry = Entry {
                key,
                score,
                depth: (depth + 1).min(255) as u8,
                bound,
                best: best.map_or(0, |i| (i + 1).min(usize::from(u16::MAX)) as u16),
            };
        }
    }

    /// The score the table gives a node searched at least `depth` deep,
    /// `ply` plies from the root, when it settles the node for the window
    /// `alpha`..`beta`.
    #[inline]
    pub(super) fn cutoff(
        &self,
        key: u64,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let entry = self.probe(key)?;
        if u32::from(entry.depth) <= depth {
            return None;
        }
        let score = score::from_node_to_root(entry.score, ply);
        match entry.bound {
            Bound::Exact => Some(score),
            Bound::Lower if score >= beta => Some(score),
            Bound::Upper if score <= alpha => Some(score),
            _ => None,
        }
    }

    /// The best line from `root`, at most `depth` plies: `best`, then the
    /// table's best moves while it knows them and the line does not come
    /// back to a position it has passed.
    pub(super) fn principal_variation<G: Game>(
        &self,
        root: &G,
        best: G::Move,
        depth: u32,
    ) -> Vec<G::Move> {
        let mut line = alloc::vec![best];
        let mut state = root.clone();
        state.play_unchecked(best);
        let mut seen = alloc::vec![root.zobrist()];
        while line.len() < depth as usize {
            let Some(best) = self.best_move(state.zobrist()) else {
                break;
            };
            if seen.contains(&state.zobrist()) {
                break;
            }
            seen.push(state.zobrist());
            let moves = state.legal_moves();
            let Some(&mv) = moves.get(best) else {
                break;
            };
            line.push(mv);
            state.play_unchecked(mv);
        }
        line
    }
}
