//! The clock that times budgets: the wall clock, or one that counts the
//! nodes searched ([`NodeClock`]), so that time control can be checked the
//! same on every machine, whatever else the machine is doing.

use alloc::sync::Arc;
use core::cell::Cell;
use core::fmt;
use core::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
use std::time::Instant;
// The standard clock panics on WebAssembly in a browser; this one reads
// `performance.now()` there.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
use web_time::Instant;

/// A monotonic source of time for the players' time budgets
/// ([`Budget::Time`](crate::Budget::Time), [`Budget::Clock`](crate::Budget::Clock),
/// [`MctsConfig::time_limit`](crate::MctsConfig::time_limit)) and a
/// match's clocks.
///
/// Players read the [`WallClock`] unless given another
/// ([`AlphaBeta::with_clock`](crate::AlphaBeta::with_clock),
/// [`Mcts::with_clock`](crate::Mcts::with_clock)).
pub trait Clock: Send + Sync + fmt::Debug {
    /// The time since the clock's own start; never less than an earlier
    /// reading.
    fn now(&self) -> Duration;

    /// Told that `nodes` more were searched: a search tells its clock of
    /// the nodes since it last did each time it reads it (alpha-beta every
    /// 1024 nodes, MCTS every 32 iterations, an iteration counting as a
    /// node) and once more when it ends. The wall clock ignores it (the
    /// default); a [`NodeClock`]'s time is made of them.
    fn count_nodes(&self, _nodes: u64) {}
}

/// The wall clock: real time, as the machine keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WallClock;

impl Clock for WallClock {
    fn now(&self) -> Duration {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed()
    }
}

/// A clock whose time is the nodes searched at a fixed rate, and nothing
/// else: the same on every machine, however fast and however busy.
///
/// A player that keeps to its budget on a node clock keeps to it on a
/// machine of that speed, give or take the time between two readings of
/// its clock (1024 nodes for alpha-beta) and what the machine adds that
/// no search counts (its load, the time a move takes to travel).
///
/// ```
/// use std::time::Duration;
/// use ludeme_players::{Clock, NodeClock};
/// let clock = NodeClock::new(1_000_000); // a million nodes a second
/// assert_eq!(clock.now(), Duration::ZERO);
/// clock.count_nodes(2_500);
/// assert_eq!(clock.now(), Duration::from_micros(2_500));
/// assert_eq!(clock.nodes(), 2_500);
/// ```
#[derive(Debug)]
pub struct NodeClock {
    nodes_per_second: u64,
    nodes: AtomicU64,
}

impl NodeClock {
    /// A clock at zero that moves on by a second for every
    /// `nodes_per_second` nodes counted (at least 1).
    pub const fn new(nodes_per_second: u64) -> NodeClock {
        NodeClock {
            nodes_per_second: if nodes_per_second == 0 {
                1
            } else {
                nodes_per_second
            },
            nodes: AtomicU64::new(0),
        }
    }

    /// The nodes counted so far.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }
}

impl Clock for NodeClock {
    fn now(&self) -> Duration {
        let nanos = u128::from(self.nodes()) * 1_000_000_000 / u128::from(self.nodes_per_second);
        Duration::from_nanos(u64::try_from(nanos).unwrap_or(u64::MAX))
    }

    fn count_nodes(&self, nodes: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
    }
}

/// A player's clock: the wall clock unless one was given.
pub(crate) fn clock_or_wall(clock: Option<&Arc<dyn Clock>>) -> &dyn Clock {
    match clock {
        Some(clock) => clock.as_ref(),
        None => &WallClock,
    }
}

/// The time one search has taken on its clock, which it tells of the
/// nodes it searched as it reads it.
pub(crate) struct Stopwatch<'a> {
    clock: &'a dyn Clock,
    started: Duration,
    /// The nodes the clock was told of.
    told: Cell<u64>,
}

impl<'a> Stopwatch<'a> {
    /// A stopwatch started now on `clock`, no node searched yet.
    pub(crate) fn start(clock: &'a dyn Clock) -> Self {
        Stopwatch {
            clock,
            started: clock.now(),
            told: Cell::new(0),
        }
    }

    /// Tells the clock of the nodes past those it was told of, of
    /// `searched` in all since the start.
    pub(crate) fn count(&self, searched: u64) {
        let told = self.told.replace(searched.max(self.told.get()));
        self.clock.count_nodes(searched.saturating_sub(told));
    }

    /// The time since the start, with `searched` nodes searched in all.
    pub(crate) fn elapsed(&self, searched: u64) -> Duration {
        self.count(searched);
        self.clock.now().saturating_sub(self.started)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wall_clock_moves_on_with_real_time() {
        let first = WallClock.now();
        std::thread::sleep(Duration::from_millis(2));
        // A sleep lasts at least as long as asked, however busy the machine.
        assert!(WallClock.now() >= first + Duration::from_millis(2));
    }

    #[test]
    fn a_node_clock_is_the_nodes_counted_at_its_rate() {
        let clock = NodeClock::new(4_000);
        clock.count_nodes(10);
        let watch = Stopwatch::start(&clock);
        assert_eq!(watch.elapsed(0), Duration::ZERO);
        // 4,000 nodes a second: 250 µs a node.
        assert_eq!(watch.elapsed(3), Duration::from_micros(750));
        // Told only of the nodes it was not told of yet.
        assert_eq!(watch.elapsed(3), Duration::from_micros(750));
        assert_eq!(watch.elapsed(2), Duration::from_micros(750));
        watch.count(8);
        assert_eq!(clock.nodes(), 18);
        assert_eq!(clock.now(), Duration::from_micros(4_500));
        // A rate of 0 is 1 node a second; far past a u64 of nanoseconds,
        // the clock holds there.
        let slow = NodeClock::new(0);
        slow.count_nodes(3);
        assert_eq!(slow.now(), Duration::from_secs(3));
        slow.count_nodes(u64::MAX - 3);
        assert_eq!(slow.now(), Duration::from_nanos(u64::MAX));
    }
}
