//! Move ordering: the order the search tries a node's moves in, best
//! guesses first, so that alpha-beta cuts off sooner. The table's move
//! comes first, then tactical moves, then the killers (moves other than
//! tactical ones that cut the search off at the same ply), then the other
//! moves by history (the cutoffs each move has caused, weighted by depth);
//! ties in the game's order.
//!
//! The order is found in stages, as the search asks for moves: most nodes
//! cut off at their first move, often the table's move, a tactical move or
//! a killer, so that the history of the other moves is never looked up.

use alloc::vec::Vec;
use core::hash::Hash;

use ludeme_core::Heuristic;

use super::table::TranspositionTable;
use crate::fast_map::MixHasher;

/// The sort key of a move of the last stage packs its history (32 bits,
/// from [`HISTORY_SHIFT`]) over its index counted down from [`MAX_INDEX`]
/// (so that a higher key is an earlier index among equals): ranking
/// compares and moves single words. Keys are distinct, as indices are.
const HISTORY_SHIFT: u32 = 28;
/// The highest index a key holds (2^28 − 1: no game's node comes near
/// that many moves; a move list is bounded far below it).
const MAX_INDEX: usize = (1 << 28) - 1;

/// A move in search order: its index in the legal moves, and what
/// ordering found out about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Ordered {
    /// The move's index in the legal moves.
    pub(super) index: usize,
    /// Whether the game calls it tactical.
    pub(super) tactical: bool,
    /// Whether it is a killer at its ply.
    pub(super) killer: bool,
}

/// The sort key of the move at `index` with `history`.
#[inline]
fn key_of(index: usize, history: u32) -> u64 {
    u64::from(history) << HISTORY_SHIFT | (MAX_INDEX - index.min(MAX_INDEX)) as u64
}

/// The index of the sort key `key`.
#[inline]
fn index_of(key: u64) -> usize {
    MAX_INDEX - (key as usize & MAX_INDEX)
}

/// How many of the highest keys the last stage keeps aside as they are
/// made, so that its first moves are given without a look at the others.
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

/// What the picker asks about a node's moves, by index.
pub(super) trait MoveFacts {
    /// How many moves the node has.
    fn len(&self) -> usize;
    /// Whether the move at `index` is tactical.
    fn tactical(&self, index: usize) -> bool;
    /// Whether the move at `index` is a killer at the node's ply.
    fn killer(&self, index: usize) -> bool;
    /// The history of the move at `index`.
    fn history(&self, index: usize) -> u32;
}

/// The stage of a picker: what it gives next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The table's move.
    Table,
    /// The tactical moves from this index on, in the game's order (the
    /// killers noted on the way).
    Tactical(usize),
    /// The killers noted, from `killers[given]`.
    Killers { given: usize },
    /// The other moves, by key.
    Rest,
    /// Every move in the game's order (ordering off), from this index.
    InOrder(usize),
}

/// A node's moves in search order, found stage by stage as the search asks
/// for them ([`Picker::next`]): the table's move, the tactical moves and
/// the killers by a scan of the moves, then the rest by sort key, the
/// highest [`KEPT_ASIDE`] kept aside as the keys are made and the others
/// sorted only when the search asks for more. The same order as sorting
/// all moves by (table move, tactical, killer, history, index). Its buffer
/// goes back to the ordering's spares when the node is done
/// ([`MoveOrdering::recycle`]).
pub(super) struct Picker {
    stage: Stage,
    /// The table move's index, or `usize::MAX`.
    table: usize,
    /// The killers' indices noted (`usize::MAX` past the number noted).
    killers: [usize; 2],
    /// Whether the scan gave a tactical move (the table's move aside).
    met_tactical: bool,
    /// The last stage's keys, in the order of the moves.
    keys: Vec<u64>,
    highest: Highest,
    /// How many moves the last stage gave.
    next: usize,
    /// Whether `keys` is in search order.
    sorted: bool,
}

impl Picker {
    /// A picker for a node whose table move is at `table` (`usize::MAX`:
    /// none), with `keys` as room; `enabled` false for the game's order.
    fn new(table: usize, mut keys: Vec<u64>, enabled: bool) -> Picker {
        keys.clear();
        Picker {
            stage: if enabled {
                Stage::Table
            } else {
                Stage::InOrder(0)
            },
            table,
            killers: [usize::MAX; 2],
            met_tactical: false,
            keys,
            highest: Highest::default(),
            next: 0,
            sorted: false,
        }
    }

    /// The next move in search order, `None` after the last.
    pub(super) fn next(&mut self, facts: &impl MoveFacts) -> Option<Ordered> {
        let len = facts.len();
        loop {
            match self.stage {
                Stage::InOrder(index) => {
                    if index >= len {
                        return None;
                    }
                    self.stage = Stage::InOrder(index + 1);
                    return Some(Ordered {
                        index,
                        tactical: false,
                        killer: false,
                    });
                }
                Stage::Table => {
                    self.stage = Stage::Tactical(0);
                    if self.table < len {
                        return Some(Ordered {
                            index: self.table,
                            tactical: facts.tactical(self.table),
                            killer: facts.killer(self.table),
                        });
                    }
                }
                Stage::Tactical(from) => {
                    // One pass over the moves gives the tactical ones, one
                    // at a time, and notes the killers among the others
                    // on the way.
                    let mut index = from;
                    while index < len {
                        if index != self.table {
                            if facts.tactical(index) {
                                self.met_tactical = true;
                                self.stage = Stage::Tactical(index + 1);
                                return Some(Ordered {
                                    index,
                                    tactical: true,
                                    killer: facts.killer(index),
                                });
                            }
                            if self.killers[1] == usize::MAX && facts.killer(index) {
                                let free = usize::from(self.killers[0] != usize::MAX);
                                self.killers[free] = index;
                            }
                        }
                        index += 1;
                    }
                    self.stage = Stage::Killers { given: 0 };
                }
                Stage::Killers { given } => match self.killers.get(given) {
                    Some(&index) if index != usize::MAX => {
                        self.stage = Stage::Killers { given: given + 1 };
                        return Some(Ordered {
                            index,
                            tactical: false,
                            killer: true,
                        });
                    }
                    _ => {
                        self.make_keys(facts);
                        self.stage = Stage::Rest;
                    }
                },
                Stage::Rest => return self.next_of_rest(),
            }
        }
    }

    /// The keys of the moves no earlier stage gave.
    fn make_keys(&mut self, facts: &impl MoveFacts) {
        let [first, second] = self.killers;
        let mut highest = Highest::default();
        // Where the scan met no tactical move, none is asked about again.
        let tactical = |index| self.met_tactical && facts.tactical(index);
        self.keys.reserve(facts.len());
        for index in 0..facts.len() {
            if index == self.table || index == first || index == second || tactical(index) {
                continue;
            }
            let key = key_of(index, facts.history(index));
            highest.see(key);
            self.keys.push(key);
        }
        self.highest = highest;
    }

    /// The next move of the last stage.
    fn next_of_rest(&mut self) -> Option<Ordered> {
        if !self.sorted {
            if let Some(&key) = self.highest.0.get(self.next) {
                if key == 0 {
                    return None;
                }
                self.next += 1;
                return Some(Self::other(key));
            }
            // Past the keys kept aside, which sort first.
            self.keys.sort_unstable_by(|a, b| b.cmp(a));
            self.sorted = true;
        }
        let key = *self.keys.get(self.next)?;
        self.next += 1;
        Some(Self::other(key))
    }

    /// The move of a key of the last stage (neither tactical nor a killer).
    fn other(key: u64) -> Ordered {
        Ordered {
            index: index_of(key),
            tactical: false,
            killer: false,
        }
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
        }
    }

    /// A picker of the moves of the position of Zobrist key `key` in the
    /// order to try them: the table's move, tactical moves, killers, then
    /// by history (ties in the game's order). Disabled: the game's order.
    /// Its moves come from [`Picker::next`] with [`MoveOrdering::facts`].
    pub(super) fn order(&mut self, key: u64, table: &TranspositionTable) -> Picker {
        let keys = self.spare.pop().unwrap_or_default();
        let table_move = if self.enabled {
            table.best_move(key).unwrap_or(usize::MAX)
        } else {
            usize::MAX
        };
        Picker::new(table_move, keys, self.enabled)
    }

    /// What a picker asks about the moves `moves` of `state`, `ply` plies
    /// from the root.
    #[inline]
    pub(super) fn facts<'a, G: Heuristic<Move = M>>(
        &'a self,
        state: &'a G,
        moves: &'a [M],
        ply: u32,
    ) -> NodeFacts<'a, G> {
        // The killers as moves, the second standing for the first when
        // there is one only.
        let killers = match self.killers.get(ply as usize) {
            Some(&[Some(first), second]) => Some((first, second.unwrap_or(first))),
            _ => None,
        };
        NodeFacts {
            state,
            moves,
            killers,
            history: &self.history,
        }
    }

    /// Takes back the buffer of a node's picker, for the next node.
    pub(super) fn recycle(&mut self, picker: Picker) {
        self.spare.push(picker.keys);
    }

    /// Learns from `mv` cutting the search off `depth` deep, `ply` plies
    /// from the root: a move that is not tactical becomes the first killer
    /// at the ply, and its history grows by depth². A tactical move teaches
    /// nothing: tactical moves come before killers and history anyway.
    pub(super) fn note_cutoff(&mut self, mv: M, tactical: bool, depth: u32, ply: u32) {
        if !self.enabled || tactical {
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

/// The facts of one node's moves for its picker.
pub(super) struct NodeFacts<'a, G: Heuristic> {
    state: &'a G,
    moves: &'a [G::Move],
    killers: Option<(G::Move, G::Move)>,
    history: &'a [u32],
}

impl<G: Heuristic> MoveFacts for NodeFacts<'_, G>
where
    G::Move: Hash,
{
    #[inline]
    fn len(&self) -> usize {
        self.moves.len()
    }

    #[inline]
    fn tactical(&self, index: usize) -> bool {
        self.state.is_tactical(self.moves[index])
    }

    #[inline]
    fn killer(&self, index: usize) -> bool {
        let mv = self.moves[index];
        self.killers
            .is_some_and(|(first, second)| mv == first || mv == second)
    }

    #[inline]
    fn history(&self, index: usize) -> u32 {
        self.history[history_slot(&self.moves[index])]
    }
}

#[cfg(test)]
mod tests;
