//! The history of the line being searched, for the history rules: the
//! game's record up to the root, then the moves the search has entered on
//! the way to the current node. A move is entered before its child is
//! searched and left after, so the line grows and shrinks like a stack.

use ludeme_core::{EndReason, History, HistoryRules, Outcome, Record};

use crate::fast_map::FastMap;

/// What the history rules ask of the line: how often each position has
/// stood since the last irreversible move (earlier ones cannot come
/// again), the plies since that move, and the plies in all.
pub(super) struct LineHistory {
    /// The history rules, and the positions that can repeat: how often each
    /// Zobrist key has stood since the last irreversible move.
    rules: HistoryRules,
    repeated: FastMap<u64, u32>,
    /// Plies since the last irreversible move, and in all.
    quiet_plies: usize,
    plies: usize,
}

/// What [`LineHistory::leave`] needs to take back a move: when the move
/// was irreversible, the repetition counts and quiet plies set aside
/// while the search is below it.
pub(super) struct Undo(Option<(FastMap<u64, u32>, usize)>);

impl LineHistory {
    /// The line of the record, up to its current position (the root).
    pub(super) fn new<G: History>(record: &Record<G>) -> LineHistory {
        let mut repeated = FastMap::default();
        let quiet_plies = record.plies_since_irreversible();
        let positions = record.positions();
        for p in &positions[positions.len() - 1 - quiet_plies..] {
            *repeated.entry(p.zobrist()).or_insert(0) += 1;
        }
        LineHistory {
            rules: record.rules(),
            repeated,
            quiet_plies,
            plies: record.plies(),
        }
    }

    /// The end by a history rule, if the record would end the game in
    /// `state` (just entered). A position that stands for the second time
    /// counts as the repetition already, even where the rule wants a third
    /// (as chess engines score a repetition in search): a side that can
    /// bring it back once can bring it back again, and a repetition found
    /// this early is not lost behind a transposition table score stored
    /// when the line did not repeat.
    pub(super) fn end<G: History>(&self, state: &G) -> Option<Outcome> {
        if let Some(n) = self.rules.repetition {
            if self.repeated.get(&state.zobrist()).copied().unwrap_or(0) >= n.min(2) {
                return Some(state.adjudicate(EndReason::Repetition));
            }
        }
        if let Some(limit) = self.rules.no_capture_limit {
            if self.quiet_plies >= limit as usize {
                return Some(state.adjudicate(EndReason::NoCaptureLimit));
            }
        }
        match self.rules.ply_cap {
            Some(cap) if self.plies >= cap as usize => Some(Outcome::Draw {
                reason: EndReason::PlyCap,
            }),
            _ => None,
        }
    }

    /// Plays `mv` on a copy of `state` and enters the child into the
    /// line; `leave` takes it out again.
    pub(super) fn enter<G: History>(&mut self, state: &G, mv: G::Move) -> (G, Undo) {
        let saved = state.is_irreversible(mv).then(|| {
            (
                core::mem::take(&mut self.repeated),
                core::mem::replace(&mut self.quiet_plies, 0),
            )
        });
        let mut child = state.clone();
        child.play_unchecked(mv);
        if saved.is_none() {
            self.quiet_plies += 1;
        }
        self.plies += 1;
        *self.repeated.entry(child.zobrist()).or_insert(0) += 1;
        (child, Undo(saved))
    }

    /// Takes `child`, the last position entered, out of the line again.
    pub(super) fn leave<G: History>(&mut self, child: &G, undo: Undo) {
        self.plies -= 1;
        match undo.0 {
            Some((repeated, quiet)) => {
                self.repeated = repeated;
                self.quiet_plies = quiet;
            }
            None => {
                self.quiet_plies -= 1;
                let key = child.zobrist();
                if let Some(count) = self.repeated.get_mut(&key) {
                    *count -= 1;
                    if *count == 0 {
                        self.repeated.remove(&key);
                    }
                }
            }
        }
    }
}
