//! Move ordering: the order the search tries a node's moves in, best
//! guesses first, so that alpha-beta cuts off sooner. The table's move
//! comes first, then tactical moves, then the killers (moves other than
//! tactical ones that cut the search off at the same ply), then the other moves by history
//! (the cutoffs each move has caused, weighted by depth), ties in the
//! game's order.

use alloc::vec::Vec;
use core::cmp::Reverse;
use core::hash::Hash;

use ludeme_core::Heuristic;

use super::table::TranspositionTable;
use crate::fast_map::MixHasher;

/// Ranks in move ordering (the table's move ranks above all).
const TACTICAL: u64 = 1 << 62;
const KILLER: u64 = 1 << 61;

/// A move in search order: its index in the legal moves, and what
/// ordering found out about it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ordered {
    /// The move's index in the legal moves.
    pub(super) index: usize,
    /// Whether the game calls it tactical.
    pub(super) tactical: bool,
    /// Whether it is a killer at its ply.
    pub(super) killer: bool,
}

impl Ordered {
    /// The move at `index`, nothing asked about it.
    fn plain(index: usize) -> Ordered {
        Ordered {
            index,
            tactical: false,
            killer: false,
        }
    }
}

/// The first moves picked one at a time (the best of those left), the rest
/// sorted once: a node that cuts off early sorts nothing.
const PICKED_ONE_BY_ONE: usize = 3;

/// A node's moves in search order, by rank (higher first), ties by index:
/// the first [`PICKED_ONE_BY_ONE`] picked as they are asked for, then the
/// rest sorted. The same order as sorting them all, for less work where
/// the search cuts off after a few moves.
pub(super) struct Picker {
    ranked: Vec<(u64, Ordered)>,
    next: usize,
    /// Whether `ranked[next..]` is in order already.
    sorted: bool,
}

impl Iterator for Picker {
    type Item = Ordered;

    fn next(&mut self) -> Option<Ordered> {
        let rest = self.ranked.get_mut(self.next..)?;
        if rest.is_empty() {
            return None;
        }
        let key = |&(rank, ordered): &(u64, Ordered)| (Reverse(rank), ordered.index);
        if !self.sorted {
            if self.next < PICKED_ONE_BY_ONE {
                let best = (0..rest.len()).min_by_key(|&i| key(&rest[i])).unwrap_or(0);
                rest.swap(0, best);
            } else {
                rest.sort_unstable_by_key(key);
                self.sorted = true;
            }
        }
        let ordered = rest[0].1;
        self.next += 1;
        Some(ordered)
    }
}

/// Slots of the history table.
const HISTORY_SLOTS: usize = 1 << 12;

/// A move's slot in the history table: the high bits of its hash.
#[inline]
fn history_slot<M: Hash>(mv: &M) -> usize {
    use core::hash::Hasher;
    let mut hasher = MixHasher::default();
    mv.hash(&mut hasher);
    (hasher.finish() >> (64 - HISTORY_SLOTS.trailing_zeros())) as usize
}

/// What one search learns for ordering moves of type `M`.
pub(super) struct MoveOrdering<M> {
    /// Off, moves are tried in the game's order and nothing is learned
    /// (the plain fixed-order search).
    enabled: bool,
    /// Two killer moves per ply.
    killers: Vec<[Option<M>; 2]>,
    /// Cutoffs caused per move, for ordering, in [`HISTORY_SLOTS`] slots
    /// by the move's hash (moves that share a slot share their history: a
    /// guess either way, and a load instead of a map lookup a move).
    history: Vec<u32>,
    moves: core::marker::PhantomData<M>,
}

impl<M: Copy + Eq + Hash> MoveOrdering<M> {
    /// Nothing learned yet; `enabled` false for the game's order.
    pub(super) fn new(enabled: bool) -> Self {
        MoveOrdering {
            enabled,
            killers: Vec::new(),
            history: if enabled {
                alloc::vec![0; HISTORY_SLOTS]
            } else {
                Vec::new()
            },
            moves: core::marker::PhantomData,
        }
    }

    /// The moves of `state` (`moves`, `ply` plies from the root) in the
    /// order to try them: the table's move, tactical moves, killers, then
    /// by history (ties in the game's order); each asked once whether it
    /// is tactical or a killer. Disabled: the game's order, nothing asked.
    pub(super) fn order<G: Heuristic<Move = M>>(
        &self,
        state: &G,
        moves: &[M],
        ply: u32,
        table: &TranspositionTable,
    ) -> Picker {
        if !self.enabled {
            return Picker {
                ranked: (0..moves.len()).map(|i| (0, Ordered::plain(i))).collect(),
                next: 0,
                sorted: true,
            };
        }
        let table_move = table.best_move(state.zobrist());
        let killers = self.killers.get(ply as usize).copied().unwrap_or([None; 2]);
        let ranked = moves
            .iter()
            .enumerate()
            .map(|(index, &mv)| {
                let tactical = state.is_tactical(mv);
                let killer = killers.contains(&Some(mv));
                let rank = if Some(index) == table_move {
                    u64::MAX
                } else if tactical {
                    TACTICAL
                } else if killer {
                    KILLER
                } else {
                    u64::from(self.history[history_slot(&mv)])
                };
                let ordered = Ordered {
                    tactical,
                    killer,
                    ..Ordered::plain(index)
                };
                (rank, ordered)
            })
            .collect();
        Picker {
            ranked,
            next: 0,
            sorted: false,
        }
    }

    /// Learns from `mv`, a move that is not tactical (the search asks for
    /// no other), cutting the search off `depth` deep, `ply` plies from
    /// the root: it becomes the first killer at the ply, and its history
    /// grows by depth².
    pub(super) fn note_cutoff(&mut self, mv: M, depth: u32, ply: u32) {
        if !self.enabled {
            return;
        }
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let slot = &mut self.killers[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        let slot = &mut self.history[history_slot(&mv)];
        *slot = slot.saturating_add(depth * depth);
    }
}
