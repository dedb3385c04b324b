//! The history of the line being searched, for the history rules: the
//! game's record up to the root, then the moves the search has entered on
//! the way to the current node. A move is entered before its child is
//! searched and left after, so the line grows and shrinks like a stack.
//!
//! Repetitions are looked up in two parts: the record's positions since its
//! last irreversible move, counted once in a map when the search starts,
//! and the keys of the line entered since, a stack scanned from its last
//! irreversible move (a few keys: the depth of the search). Entering and
//! leaving a move is a push and a pop, with nothing to allocate.

use alloc::vec::Vec;

use ludeme_core::{EndReason, GameLine, History, HistoryRules, Outcome};

use crate::fast_map::FastMap;

/// What the history rules ask of the line: which positions have stood
/// since the last irreversible move (earlier ones cannot come again), the
/// plies since that move, and the plies in all.
pub(super) struct LineHistory {
    rules: HistoryRules,
    /// How often each position stood in the record since its last
    /// irreversible move, the root included.
    record: FastMap<u64, u32>,
    /// The keys of the positions entered on the line, in order.
    line: Vec<u64>,
    /// Where in `line` the positions that can still repeat begin: after
    /// the last irreversible move entered (0 while there is none).
    since: usize,
    /// Whether the record's positions can still repeat: no irreversible
    /// move entered on the line. (An irreversible move makes every earlier
    /// position unreachable, so this and `since` only save the lookups.)
    record_open: bool,
    /// Plies since the last irreversible move, and in all.
    quiet_plies: usize,
    plies: usize,
}

/// What [`LineHistory::leave`] restores after a move.
#[derive(Clone, Copy)]
pub(super) struct Undo {
    since: usize,
    record_open: bool,
    quiet_plies: usize,
}

impl LineHistory {
    /// The line of the record, up to its current position (the root).
    pub(super) fn new<G: History>(record: &GameLine<G>) -> LineHistory {
        let mut counts = FastMap::default();
        let quiet_plies = record.plies_since_irreversible();
        let positions = record.positions();
        for p in &positions[positions.len() - 1 - quiet_plies..] {
            *counts.entry(p.zobrist()).or_insert(0) += 1;
        }
        LineHistory {
            rules: record.rules(),
            record: counts,
            line: Vec::with_capacity(64),
            since: 0,
            record_open: true,
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
        let repeats = match self.rules.repetition {
            None => false,
            // A rule that ends the game at a position's first stand.
            Some(n) if n <= 1 => true,
            Some(_) => self.stood_before(state.zobrist()),
        };
        if repeats {
            return Some(state.adjudicate(EndReason::Repetition));
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

    /// Whether the position entered last was reached by an irreversible
    /// move (no position before it can stand again, and the no-capture
    /// count is 0). At the root: whether the record is at its start or its
    /// last move was irreversible.
    #[inline(always)]
    pub(super) const fn after_irreversible(&self) -> bool {
        self.quiet_plies == 0
    }

    /// Whether the position just entered, of `key`, stood before since the
    /// last irreversible move: earlier on the line, or in the record.
    fn stood_before(&self, key: u64) -> bool {
        let earlier = match self.line.get(self.since..) {
            Some([earlier @ .., _just_entered]) => earlier,
            _ => &[],
        };
        earlier.contains(&key) || (self.record_open && self.record.contains_key(&key))
    }

    /// Plays `mv` on a copy of `state` and enters the child into the
    /// line; `leave` takes it out again.
    #[inline(always)]
    pub(super) fn enter<G: History>(&mut self, state: &G, mv: G::Move) -> (G, Undo) {
        let undo = Undo {
            since: self.since,
            record_open: self.record_open,
            quiet_plies: self.quiet_plies,
        };
        if state.is_irreversible(mv) {
            // The child is the first position that can repeat from now on.
            self.since = self.line.len();
            self.record_open = false;
            self.quiet_plies = 0;
        } else {
            self.quiet_plies += 1;
        }
        let mut child = state.clone();
        child.play_unchecked(mv);
        self.plies += 1;
        self.line.push(child.zobrist());
        (child, undo)
    }

    /// Enters `passed`, the position after a null move (the turn passed,
    /// nothing moved): like an irreversible move, it starts a new stretch
    /// for repetitions, since a passed position may equal an earlier one
    /// that the game never reached by moves from here.
    pub(super) fn enter_null<G: History>(&mut self, passed: &G) -> Undo {
        let undo = Undo {
            since: self.since,
            record_open: self.record_open,
            quiet_plies: self.quiet_plies,
        };
        self.since = self.line.len();
        self.record_open = false;
        self.quiet_plies += 1;
        self.plies += 1;
        self.line.push(passed.zobrist());
        undo
    }

    /// Takes the last position entered out of the line again.
    pub(super) fn leave(&mut self, undo: Undo) {
        self.line.pop();
        self.plies -= 1;
        self.since = undo.since;
        self.record_open = undo.record_open;
        self.quiet_plies = undo.quiet_plies;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_core::{Game, SplitMix64};

    /// Along random lines from random records, the line's history ends the
    /// game exactly where the record would (Surakarta's rules: the first
    /// repetition and 50 plies without a capture), entering and leaving
    /// moves as the search does.
    #[test]
    fn the_line_ends_where_the_record_would() {
        let mut rng = SplitMix64::new(3);
        let mut ends = 0;
        for _ in 0..300 {
            let mut record = GameLine::new(ludeme_surakarta::Position::start());
            for _ in 0..rng.below(60) {
                let moves = record.position().legal_moves();
                if moves.is_empty() || record.outcome().is_some() {
                    break;
                }
                record
                    .play(moves[rng.below(moves.len() as u64) as usize])
                    .unwrap();
            }
            if record.outcome().is_some() {
                continue;
            }
            let mut line = LineHistory::new(&record);
            let mut undos = Vec::new();
            let mut state = *record.position();
            for _ in 0..40 {
                let moves = state.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Few pieces move back and forth: repetitions come often.
                let mv = moves[rng.below(moves.len().min(3) as u64) as usize];
                let (child, undo) = line.enter(&state, mv);
                record.play(mv).unwrap();
                undos.push(undo);
                // The history rules' ends (the position's own, such as a
                // side without pieces, are the game's).
                let by_history = record.outcome().map(|o| o.reason()).filter(|reason| {
                    matches!(reason, EndReason::Repetition | EndReason::NoCaptureLimit)
                });
                if record.outcome().is_some() && by_history.is_none() {
                    break;
                }
                assert_eq!(
                    line.end(&child).map(|o| o.reason()),
                    by_history,
                    "after {mv} in {state}"
                );
                if by_history.is_some() {
                    ends += 1;
                    break;
                }
                state = child;
            }
            // Leaving every move restores the root's line.
            while let Some(undo) = undos.pop() {
                line.leave(undo);
                record.undo();
            }
            assert!(line.line.is_empty());
            assert_eq!(line.quiet_plies, record.plies_since_irreversible());
            assert_eq!(line.plies, record.plies());
        }
        assert!(ends > 50, "{ends} ends");
    }

    /// The line of `rules` from Surakarta's start, after its first legal
    /// move entered `plies` times (the child of the last kept).
    fn entered(rules: HistoryRules, plies: usize) -> Option<Outcome> {
        let record = GameLine::with_rules(ludeme_surakarta::Position::start(), rules);
        let mut line = LineHistory::new(&record);
        let mut state = *record.position();
        for _ in 0..plies {
            let mv = state.legal_moves()[0];
            state = line.enter(&state, mv).0;
        }
        line.end(&state)
    }

    #[test]
    fn the_ply_cap_draws_once_that_many_plies_are_played() {
        let rules = HistoryRules::NONE.with_ply_cap(Some(2));
        assert_eq!(entered(rules, 1), None);
        assert_eq!(
            entered(rules, 2),
            Some(Outcome::Draw {
                reason: EndReason::PlyCap
            })
        );
    }

    #[test]
    fn a_rule_of_one_stand_ends_the_line_at_once() {
        // The first stand of a position is its `n`-th for n = 1.
        let rules = HistoryRules::NONE.with_repetition(Some(1));
        let end = entered(rules, 1).map(|o| o.reason());
        assert_eq!(end, Some(EndReason::Repetition));
        // For n = 2, a position new to the line goes on.
        assert_eq!(
            entered(HistoryRules::NONE.with_repetition(Some(2)), 1),
            None
        );
    }
}
