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

impl Bound {
    /// What a fail-soft search's `score` says of the value, for the window
    /// `alpha`..`beta` it was searched with.
    pub(super) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabeta::score::WIN;

    /// A table of 2^4 entries for side 0.
    fn small() -> TranspositionTable {
        let mut table = TranspositionTable::default();
        table.prepare(4, Side(0));
        table
    }

    #[test]
    fn a_score_at_or_past_the_window_is_a_bound() {
        assert_eq!(Bound::of(5, 10, 20), Bound::Upper);
        assert_eq!(Bound::of(10, 10, 20), Bound::Upper);
        assert_eq!(Bound::of(11, 10, 20), Bound::Exact);
        assert_eq!(Bound::of(19, 10, 20), Bound::Exact);
        assert_eq!(Bound::of(20, 10, 20), Bound::Lower);
        assert_eq!(Bound::of(25, 10, 20), Bound::Lower);
    }

    #[test]
    fn an_exact_score_settles_nodes_searched_as_deep_or_shallower() {
        let mut table = small();
        table.store(0x21, 3, 40, Bound::Exact, None, 0);
        for depth in 1..=3 {
            assert_eq!(table.cutoff(0x21, depth, 0, -100, 100), Some(40));
        }
        assert_eq!(table.cutoff(0x21, 4, 0, -100, 100), None, "deeper");
        // Another key, in the same slot or not, is not settled.
        assert_eq!(table.cutoff(0x31, 1, 0, -100, 100), None);
        assert_eq!(table.cutoff(0x22, 1, 0, -100, 100), None);
    }

    #[test]
    fn a_bound_settles_only_a_window_it_is_outside_of() {
        let mut table = small();
        // At least 40: settled when the window ends at or below 40.
        table.store(0x21, 2, 40, Bound::Lower, None, 0);
        assert_eq!(table.cutoff(0x21, 2, 0, 0, 40), Some(40));
        assert_eq!(table.cutoff(0x21, 2, 0, 0, 30), Some(40));
        assert_eq!(table.cutoff(0x21, 2, 0, 0, 41), None);
        assert_eq!(table.cutoff(0x21, 2, 0, 50, 60), None);
        // At most -40: settled when the window starts at or above -40.
        table.store(0x22, 2, -40, Bound::Upper, None, 0);
        assert_eq!(table.cutoff(0x22, 2, 0, -40, 0), Some(-40));
        assert_eq!(table.cutoff(0x22, 2, 0, -30, 0), Some(-40));
        assert_eq!(table.cutoff(0x22, 2, 0, -41, 0), None);
        assert_eq!(table.cutoff(0x22, 2, 0, -60, -50), None);
    }

    #[test]
    fn a_win_is_kept_by_its_distance_from_the_node() {
        let mut table = small();
        // A win 5 plies from the root, found 2 plies in, met again 4 in.
        table.store(0x21, 3, WIN - 5, Bound::Exact, None, 2);
        assert_eq!(table.cutoff(0x21, 1, 4, -100, 100), Some(WIN - 7));
        table.store(0x22, 3, 5 - WIN, Bound::Exact, None, 2);
        assert_eq!(table.cutoff(0x22, 1, 1, -100, 100), Some(4 - WIN));
    }

    #[test]
    fn an_entry_gives_way_to_another_position_or_a_search_as_deep() {
        let mut table = small();
        table.store(0x21, 3, 10, Bound::Exact, Some(0), 0);
        table.store(0x21, 2, 20, Bound::Exact, Some(1), 0);
        assert_eq!(table.cutoff(0x21, 1, 0, -100, 100), Some(10), "shallower");
        assert_eq!(table.best_move(0x21), Some(0));
        table.store(0x21, 3, 30, Bound::Exact, Some(2), 0);
        assert_eq!(table.cutoff(0x21, 1, 0, -100, 100), Some(30), "as deep");
        assert_eq!(table.best_move(0x21), Some(2));
        // Another key of the slot, however shallow.
        table.store(0x31, 1, 50, Bound::Exact, None, 0);
        assert_eq!(table.cutoff(0x31, 1, 0, -100, 100), Some(50));
        assert_eq!(table.cutoff(0x21, 1, 0, -100, 100), None);
        assert_eq!(table.best_move(0x21), None);
        assert_eq!(table.best_move(0x31), None, "stored without a move");
    }

    #[test]
    fn the_table_is_emptied_for_another_side_or_size_only() {
        let mut table = small();
        table.store(0x21, 3, 10, Bound::Exact, Some(5), 0);
        table.prepare(4, Side(0));
        assert_eq!(table.best_move(0x21), Some(5), "kept");
        table.prepare(4, Side(1));
        assert_eq!(table.best_move(0x21), None);
        table.store(0x21, 3, 10, Bound::Exact, Some(5), 0);
        table.prepare(5, Side(1));
        assert_eq!(table.best_move(0x21), None);
        table.prepare(0, Side(1));
        table.store(0x21, 3, 10, Bound::Exact, Some(5), 0);
        assert_eq!(table.best_move(0x21), None, "no table at 0 bits");
        assert_eq!(table.cutoff(0x21, 1, 0, -100, 100), None);
    }

    #[test]
    fn the_principal_variation_follows_the_table_until_a_position_comes_back() {
        use ludeme_core::Game;
        let root: ludeme_surakarta::Position = "b4b/6/6/6/6/w5 w".parse().unwrap();
        let line = ["a1-a2", "f6-f5", "a2-a1", "f5-f6", "a1-a2"];
        let mut table = TranspositionTable::default();
        table.prepare(12, Side(0));
        // Each position of the line knows the next move as its best.
        let mut state = root;
        for text in line {
            let mv = state.parse_move(text).unwrap();
            let index = state.legal_moves().iter().position(|&m| m == mv).unwrap();
            table.store(state.zobrist(), 4, 0, Bound::Exact, Some(index), 0);
            state.play_unchecked(mv);
        }
        let first = root.parse_move("a1-a2").unwrap();
        let texts = |depth| {
            table
                .principal_variation(&root, first, depth)
                .iter()
                .map(|mv| mv.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(texts(1), ["a1-a2"]);
        assert_eq!(texts(3), ["a1-a2", "f6-f5", "a2-a1"]);
        // Back at the root after four plies: the line stops there.
        assert_eq!(texts(10), ["a1-a2", "f6-f5", "a2-a1", "f5-f6"]);
    }
}
