//! Move ordering: the order the search tries a node's moves in, best
//! guesses first, so that alpha-beta cuts off sooner. The table's move
//! comes first, then tactical moves, then the killers (moves other than
//! tactical ones that cut the search off at the same ply), then the other moves by history
//! (the cutoffs each move has caused, weighted by depth), ties in the
//! game's order.

use alloc::vec::Vec;
use core::hash::Hash;

use ludeme_core::Heuristic;

use super::table::TranspositionTable;
use crate::fast_map::MixHasher;

/// A move's sort key packs everything the order needs into one `u64`, so
/// that ranking compares and moves single words: from the top, the level
/// (the table's move 3, tactical 2, killer 1, other 0; 2 bits), the history
/// of an other move (32 bits), the index counted down from [`MAX_INDEX`]
/// (so that a higher key is an earlier index among equals; 28 bits), and
/// whether the move is tactical and a killer (2 bits). Keys are distinct,
/// as indices are.
const LEVEL_SHIFT: u32 = 62;
const HISTORY_SHIFT: u32 = 30;
const INDEX_SHIFT: u32 = 2;
/// The highest index a key holds (2^28 − 1: no game's node comes near
/// that many moves; a move list is bounded far below it).
const MAX_INDEX: usize = (1 << 28) - 1;
const TACTICAL_BIT: u64 = 1 << 1;
const KILLER_BIT: u64 = 1;

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
    /// The move of the sort key `key`.
    fn of(key: u64) -> Ordered {
        Ordered {
            index: MAX_INDEX - ((key >> INDEX_SHIFT) as usize & MAX_INDEX),
            tactical: key & TACTICAL_BIT != 0,
            killer: key & KILLER_BIT != 0,
        }
    }
}

/// How many of the highest keys a node keeps aside as they are made, so
/// that its first moves are given without a look at the others.
const KEPT_ASIDE: usize = 3;

/// The [`KEPT_ASIDE`] highest sort keys seen, highest first; 0 where fewer
/// were seen (no key is 0: a node has far fewer than [`MAX_INDEX`] moves,
/// so that the index part of a key is not 0).
#[derive(Clone, Copy, Debug, Default)]
struct Highest([u64; KEPT_ASIDE]);

impl Highest {
    /// Takes `key` in if it is among the highest so far.
    #[inline]
    fn see(&mut self, key: u64) {
        let top = &mut self.0;
        if key > top[2] {
            if key > top[0] {
                *top = [key, top[0], top[1]];
            } else if key > top[1] {
                *top = [top[0], key, top[1]];
            } else {
                top[2] = key;
            }
        }
    }
}

/// A node's moves in search order, by sort key (higher first): the
/// highest [`KEPT_ASIDE`], kept aside as the keys were made, then the rest
/// sorted when the search asks for more. The same order as sorting them
/// all, for less work where the search cuts off after a few moves. Its
/// buffer goes back to the ordering's spares when the node is done
/// ([`MoveOrdering::recycle`]).
pub(super) struct Picker {
    /// The keys, in the order of the moves.
    keys: Vec<u64>,
    highest: Highest,
    /// How many moves were given.
    next: usize,
    /// Whether `keys` is in search order (sorted, or the game's order).
    sorted: bool,
}

impl Picker {
    /// The moves of `keys` in the order of a full sort.
    #[cfg(test)]
    fn of_keys(keys: Vec<u64>) -> Picker {
        let mut highest = Highest::default();
        for &key in &keys {
            highest.see(key);
        }
        Picker {
            keys,
            highest,
            next: 0,
            sorted: false,
        }
    }
}

impl Iterator for Picker {
    type Item = Ordered;

    fn next(&mut self) -> Option<Ordered> {
        if !self.sorted {
            if let Some(&key) = self.highest.0.get(self.next) {
                if key == 0 {
                    return None;
                }
                self.next += 1;
                return Some(Ordered::of(key));
            }
            // Past the keys kept aside, which sort first.
            self.keys.sort_unstable_by(|a, b| b.cmp(a));
            self.sorted = true;
        }
        let key = *self.keys.get(self.next)?;
        self.next += 1;
        Some(Ordered::of(key))
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
    /// The buffers of pickers done with (one a ply of the line at most),
    /// so that a node allocates nothing.
    spare: Vec<Vec<u64>>,
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
            spare: Vec::new(),
            moves: core::marker::PhantomData,
        }
    }

    /// The moves of `state` (`moves`, `ply` plies from the root) in the
    /// order to try them: the table's move, tactical moves, killers, then
    /// by history (ties in the game's order); each asked once whether it
    /// is tactical or a killer. Disabled: the game's order, nothing asked.
    pub(super) fn order<G: Heuristic<Move = M>>(
        &mut self,
        state: &G,
        moves: &[M],
        ply: u32,
        table: &TranspositionTable,
    ) -> Picker {
        let mut keys = self.spare.pop().unwrap_or_default();
        keys.clear();
        let index_key = |index: usize| ((MAX_INDEX - index.min(MAX_INDEX)) as u64) << INDEX_SHIFT;
        if !self.enabled {
            keys.extend((0..moves.len()).map(index_key));
            return Picker {
                keys,
                highest: Highest::default(),
                next: 0,
                sorted: true,
            };
        }
        // The table move's index, or one no move has.
        let table_move = table.best_move(state.zobrist()).unwrap_or(usize::MAX);
        // The killers as moves, the second standing for the first when
        // there is one only.
        let killers = match self.killers.get(ply as usize) {
            Some(&[Some(first), second]) => Some((first, second.unwrap_or(first))),
            _ => None,
        };
        let mut highest = Highest::default();
        keys.extend(moves.iter().enumerate().map(|(index, &mv)| {
            let tactical = state.is_tactical(mv);
            let killer = killers.is_some_and(|(first, second)| mv == first || mv == second);
            let rank = if index == table_move {
                3 << LEVEL_SHIFT
            } else if tactical {
                2 << LEVEL_SHIFT
            } else if killer {
                1 << LEVEL_SHIFT
            } else {
                u64::from(self.history[history_slot(&mv)]) << HISTORY_SHIFT
            };
            let key = rank
                | index_key(index)
                | if tactical { TACTICAL_BIT } else { 0 }
                | if killer { KILLER_BIT } else { 0 };
            highest.see(key);
            key
        }));
        Picker {
            keys,
            highest,
            next: 0,
            sorted: false,
        }
    }

    /// Takes back the buffer of a node's picker, for the next node.
    pub(super) fn recycle(&mut self, picker: Picker) {
        self.spare.push(picker.keys);
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

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::SplitMix64;

    #[test]
    fn the_picker_gives_the_order_of_a_full_sort() {
        let mut rng = SplitMix64::new(7);
        for len in [0, 1, 2, 3, 4, 5, 17, 60, 300] {
            // Levels, histories (few values, so that ties are many) and
            // flags at random; the order expected: by level, then history,
            // both higher first, then by index.
            let moves: Vec<(u64, u64, bool, bool)> = (0..len)
                .map(|_| {
                    let level = rng.below(4);
                    let history = if level == 0 { rng.below(3) << 30 } else { 0 };
                    (level, history, rng.below(2) == 1, rng.below(2) == 1)
                })
                .collect();
            let keys = moves
                .iter()
                .enumerate()
                .map(|(index, &(level, history, tactical, killer))| {
                    level << LEVEL_SHIFT
                        | history << HISTORY_SHIFT
                        | ((MAX_INDEX - index) as u64) << INDEX_SHIFT
                        | if tactical { TACTICAL_BIT } else { 0 }
                        | if killer { KILLER_BIT } else { 0 }
                })
                .collect();
            let picker = Picker::of_keys(keys);
            let got: Vec<(usize, bool, bool)> =
                picker.map(|o| (o.index, o.tactical, o.killer)).collect();
            let mut expected: Vec<usize> = (0..len as usize).collect();
            expected.sort_by_key(|&i| {
                (
                    core::cmp::Reverse(moves[i].0),
                    core::cmp::Reverse(moves[i].1),
                    i,
                )
            });
            let expected: Vec<(usize, bool, bool)> = expected
                .into_iter()
                .map(|i| (i, moves[i].2, moves[i].3))
                .collect();
            assert_eq!(got, expected, "{len} moves");
        }
    }
}
