//! The search's budget: when to stop a search under way, and whether the
//! next iteration is worth starting.

use core::sync::atomic::Ordering;

use ludeme_core::{Heuristic, History};

use super::super::Budget;
use super::Search;

/// Whether at least half of `budget` is `spent`: the one rule for time
/// (in nanoseconds) and for nodes.
#[inline]
fn half_spent(spent: u128, budget: u128) -> bool {
    spent * 2 >= budget
}

impl<G: Heuristic + History> Search<'_, G> {
    /// Whether the budget is spent or the search was told to stop
    /// (checked as nodes are counted).
    pub(super) fn out_of_budget(&mut self) -> bool {
        if !self.stopped {
            // The clock and the flag are read every 1024 nodes.
            let check = || self.nodes % 1024 == 0;
            self.stopped = match self.config.budget {
                Budget::Nodes(n) => self.nodes >= n,
                Budget::Time(t) => check() && self.elapsed() >= t,
                Budget::Clock { .. } => check() && self.elapsed() >= self.share,
                Budget::Depth(_) => false,
            } || (self.stop.is_some() && check() && self.told_to_stop());
        }
        self.stopped
    }

    /// Whether the budget is spent, at a node `ply` plies from the root.
    /// The root itself is never cut off: an iteration starts only with
    /// more than half the budget left and nothing told to stop, and the
    /// first iteration must give a move.
    pub(super) fn out_of_budget_below_root(&mut self, ply: u32) -> bool {
        ply > 0 && self.out_of_budget()
    }

    /// Whether the flag from outside says stop.
    fn told_to_stop(&self) -> bool {
        self.stop.is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Whether the next iteration is not worth starting: it would take
    /// several times as long as all before it, so that less than half the
    /// budget left would hardly search its first moves.
    pub(in crate::alphabeta) fn out_of_budget_for_next(&self) -> bool {
        self.told_to_stop()
            || match self.config.budget {
                Budget::Time(t) => half_spent(self.elapsed().as_nanos(), t.as_nanos()),
                Budget::Clock { .. } => {
                    half_spent(self.elapsed().as_nanos(), self.share.as_nanos())
                }
                Budget::Nodes(n) => half_spent(self.nodes.into(), n.into()),
                Budget::Depth(_) => false,
            }
    }

    /// Under [`Budget::Clock`], sets the time this move takes to the
    /// target times `scale`, within the limit (other budgets ignore it).
    pub(in crate::alphabeta) fn stretch(&mut self, scale: f64) {
        if let Budget::Clock { target, limit } = self.config.budget {
            self.share = target.mul_f64(scale).min(limit);
        }
    }
}
