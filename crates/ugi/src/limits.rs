//! The limits of `go` and the time to think on a clock.

use std::time::Duration;

use ludeme::players::Budget;
use ludeme::session::quote;
use ludeme::DEFAULT_MOVES_LEFT;

/// The time to think with `remaining` on the clock and `increment` a
/// move: a thirtieth of what is left ([`DEFAULT_MOVES_LEFT`]) plus three
/// quarters of the increment, but never more than what is left less a
/// safety margin (50 ms, or half of what is left below 100 ms), and at
/// least 1 ms.
///
/// ```text
/// 1 s + 10 ms:  33 + 7.5 ≈ 40 ms    60 s + 0:  2 s    80 ms + 10 ms: 10 ms
/// ```
pub fn think_time(remaining: Duration, increment: Duration) -> Duration {
    share(remaining, increment, DEFAULT_MOVES_LEFT)
}

/// The fewest moves a clock is shared out among: however near its end a
/// game looks, a move takes at most an eighth of what is left (three
/// times that under [`Budget::Clock`]'s limit).
pub const MIN_MOVES_LEFT: u32 = 8;

/// What is left shared out among `moves_left` moves (at least
/// [`MIN_MOVES_LEFT`]), plus three quarters of the increment, within the
/// safety margin.
fn share(remaining: Duration, increment: Duration, moves_left: u32) -> Duration {
    let margin = (remaining / 2).min(Duration::from_millis(50));
    let wanted = remaining / moves_left.max(MIN_MOVES_LEFT) + increment * 3 / 4;
    wanted
        .min(remaining.saturating_sub(margin))
        .max(Duration::from_millis(1))
}

/// A move's share of a clock for the alpha-beta player
/// ([`Budget::Clock`]). The target is what is left shared out among the
/// `moves_left` the game expects to make (its
/// [`Heuristic::moves_left`](ludeme::Heuristic::moves_left); at least
/// [`MIN_MOVES_LEFT`], and [`DEFAULT_MOVES_LEFT`] when it cannot tell,
/// which is [`think_time`]) plus three quarters of the increment; the limit
/// at most three times that, never more than what is left less the same
/// safety margin (so the clock is never overrun, whatever the search does
/// with its share).
///
/// ```
/// use std::time::Duration;
/// use ludeme::players::Budget;
/// let ms = Duration::from_millis;
/// let Budget::Clock { target, limit } = ludeme_ugi::move_budget(ms(1000), ms(10), None) else {
///     unreachable!()
/// };
/// assert_eq!(target, ludeme_ugi::think_time(ms(1000), ms(10)));
/// assert_eq!(limit, target * 3);
/// // Ten moves left: a tenth of the clock and most of the increment.
/// let Budget::Clock { target, .. } = ludeme_ugi::move_budget(ms(1000), ms(10), Some(10)) else {
///     unreachable!()
/// };
/// assert_eq!(target, ms(100) + ms(10) * 3 / 4);
/// ```
pub fn move_budget(remaining: Duration, increment: Duration, moves_left: Option<u32>) -> Budget {
    let margin = (remaining / 2).min(Duration::from_millis(50));
    let target = share(
        remaining,
        increment,
        moves_left.unwrap_or(DEFAULT_MOVES_LEFT),
    );
    let limit = (target * 3)
        .min(remaining.saturating_sub(margin))
        .max(target);
    Budget::Clock { target, limit }
}

/// The limits of one `go`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// `pNtime`: seat N − 1's time left (p1 is seat 0; UCI's `wtime` and
    /// `btime` are p1 and p2).
    pub time: [Option<Duration>; 4],
    /// `pNinc`: seat N − 1's increment a move (`winc`, `binc`).
    pub inc: [Option<Duration>; 4],
    /// `movetime`: exactly this long.
    pub movetime: Option<Duration>,
    /// `depth`: at most this many plies.
    pub depth: Option<u32>,
    /// `nodes`: at most this many nodes.
    pub nodes: Option<u64>,
    /// `infinite`: until `stop`.
    pub infinite: bool,
}

impl Limits {
    /// Reads the words after `go`; what it cannot read, in words.
    pub fn parse(words: &[&str]) -> (Limits, Vec<String>) {
        let mut limits = Limits::default();
        let mut errors = Vec::new();
        let mut i = 0;
        while i < words.len() {
            // UCI's names for the first two clocks, for managers that send
            // them.
            let word = match words[i] {
                "wtime" => "p1time",
                "btime" => "p2time",
                "winc" => "p1inc",
                "binc" => "p2inc",
                word => word,
            };
            if word == "infinite" {
                limits.infinite = true;
                i += 1;
                continue;
            }
            let value = words.get(i + 1).copied();
            i += 2;
            // Negative clock times (a manager's overdrawn clock) count as 0.
            let millis = |v: Option<&str>| -> Option<Duration> {
                let n: i64 = v?.parse().ok()?;
                Some(Duration::from_millis(n.max(0) as u64))
            };
            let clock = |prefix: &str| -> Option<usize> {
                let seat = word.strip_prefix('p')?.strip_suffix(prefix)?;
                match seat.parse::<usize>() {
                    Ok(n @ 1..=4) => Some(n - 1),
                    _ => None,
                }
            };
            let ok = match word {
                "movetime" => millis(value).map(|t| limits.movetime = Some(t)),
                "depth" => value
                    .and_then(|v| v.parse().ok())
                    .filter(|&d| d > 0)
                    .map(|d: u32| limits.depth = Some(d.min(64))),
                // Moves to the next time control: the clock formula does
                // without.
                "movestogo" => value.and_then(|v| v.parse::<u32>().ok()).map(|_| ()),
                "nodes" => value
                    .and_then(|v| v.parse().ok())
                    .filter(|&n| n > 0)
                    .map(|n| limits.nodes = Some(n)),
                _ => match (clock("time"), clock("inc")) {
                    (Some(seat), _) => millis(value).map(|t| limits.time[seat] = Some(t)),
                    (_, Some(seat)) => millis(value).map(|t| limits.inc[seat] = Some(t)),
                    _ => {
                        // Not a limit: skip the word alone.
                        i -= 1;
                        errors.push(format!("unknown go parameter {}", quote(word)));
                        Some(())
                    }
                },
            };
            if ok.is_none() {
                errors.push(format!(
                    "bad value {} for go {word}",
                    quote(value.unwrap_or(""))
                ));
            }
        }
        (limits, errors)
    }

    /// The share of `seat`'s clock for this move, `moves_left` as the game
    /// expects them ([`move_budget`]); `None` with `movetime` (a fixed
    /// time) or without a clock.
    pub fn move_budget(&self, seat: usize, moves_left: Option<u32>) -> Option<Budget> {
        if self.movetime.is_some() {
            return None;
        }
        let remaining = (*self.time.get(seat)?)?;
        let increment = self.inc.get(seat).copied().flatten().unwrap_or_default();
        Some(move_budget(remaining, increment, moves_left))
    }

    /// The time to think for `seat`: `movetime` (less a margin for the
    /// answer to travel), or from its clock; `None` without either.
    pub fn think_time(&self, seat: usize) -> Option<Duration> {
        if let Some(t) = self.movetime {
            let margin = (t / 10).min(Duration::from_millis(20));
            return Some((t - margin).max(Duration::from_millis(1)));
        }
        let remaining = (*self.time.get(seat)?)?;
        let increment = self.inc.get(seat).copied().flatten().unwrap_or_default();
        Some(think_time(remaining, increment))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_may_take_three_targets_but_never_the_clocks_margin() {
        let ms = Duration::from_millis;
        for remaining in [0, 1, 30, 80, 100, 400, 1_000, 5_000, 60_000] {
            for increment in [0, 10, 50, 1_000] {
                let Budget::Clock { target, limit } =
                    move_budget(ms(remaining), ms(increment), None)
                else {
                    panic!("a clock budget");
                };
                assert_eq!(target, think_time(ms(remaining), ms(increment)));
                assert!(limit >= target && limit <= target * 3);
                let margin = (ms(remaining) / 2).min(ms(50));
                assert!(
                    limit <= ms(remaining).saturating_sub(margin).max(target),
                    "{remaining} + {increment}: {limit:?}"
                );
            }
        }
        // A long clock: three targets.
        let Budget::Clock { target, limit } = move_budget(ms(60_000), ms(0), None) else {
            panic!("a clock budget");
        };
        assert_eq!((target, limit), (ms(2_000), ms(6_000)));
    }

    #[test]
    fn a_game_that_expects_fewer_moves_gets_a_larger_share_but_never_past_an_eighth() {
        let ms = Duration::from_millis;
        let target = |moves_left| match move_budget(ms(2_400), ms(40), moves_left) {
            Budget::Clock { target, .. } => target,
            other => panic!("a clock budget, not {other:?}"),
        };
        // 2.4 s shared among 30, 12 and (at least) 8 moves, plus 30 ms.
        assert_eq!(target(None), ms(80 + 30));
        assert_eq!(target(Some(30)), ms(80 + 30));
        assert_eq!(target(Some(12)), ms(200 + 30));
        assert_eq!(target(Some(8)), ms(300 + 30));
        assert_eq!(target(Some(2)), ms(300 + 30));
        assert_eq!(target(Some(0)), ms(300 + 30));
        // A game far from its end spends less than the default.
        assert_eq!(target(Some(240)), ms(10 + 30));
    }

    #[test]
    fn the_clock_gives_a_thirtieth_and_most_of_the_increment() {
        let ms = Duration::from_millis;
        assert_eq!(think_time(ms(60_000), ms(0)), ms(2000));
        // 1 s + 10 ms: 33.3 + 7.5 ms.
        let t = think_time(ms(1000), ms(10));
        assert!(t > ms(40) && t < ms(41), "{t:?}");
        // Never past what is left less the margin.
        assert_eq!(think_time(ms(80), ms(1000)), ms(40));
        assert_eq!(think_time(ms(200), ms(1000)), ms(150));
        assert_eq!(think_time(ms(0), ms(0)), ms(1));
    }

    #[test]
    fn go_reads_every_limit() {
        let (limits, errors) = Limits::parse(
            &"p1time 1000 p2time -5 p1inc 10 p3inc 7 movetime x depth 3 infinite nodes 9 frob"
                .split(' ')
                .collect::<Vec<_>>(),
        );
        let ms = Duration::from_millis;
        assert_eq!(limits.time, [Some(ms(1000)), Some(ms(0)), None, None]);
        assert_eq!(limits.inc, [Some(ms(10)), None, Some(ms(7)), None]);
        assert_eq!(
            (limits.depth, limits.nodes, limits.infinite),
            (Some(3), Some(9), true)
        );
        assert_eq!(limits.movetime, None);
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert_eq!(limits.think_time(0), Some(think_time(ms(1000), ms(10))));
        assert_eq!(limits.think_time(2), None);
    }
}
