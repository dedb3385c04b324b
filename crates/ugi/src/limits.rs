//! The limits of `go` and the time to think on a clock.

use std::time::Duration;

use ludeme_core::DEFAULT_MOVES_LEFT;
use ludeme_players::Budget;
use ludeme_session::quote;

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

/// How many times the even share a move's target is when the game tells
/// its moves left: the inverse of the part of its target a search spends
/// on average (about a half).
const SPENT_SHARE_INVERSE: u32 = 2;

/// What is left shared out among `moves_left` moves (at least
/// [`MIN_MOVES_LEFT`]), plus three quarters of the increment, within the
/// safety margin.
fn share(remaining: Duration, increment: Duration, moves_left: u32) -> Duration {
    let wanted = remaining / moves_left.max(MIN_MOVES_LEFT) + increment * 3 / 4;
    wanted.min(usable(remaining)).max(Duration::from_millis(1))
}

/// What of `remaining` a move may use: all but a safety margin for the
/// answer to travel (50 ms, or half of what is left below 100 ms).
fn usable(remaining: Duration) -> Duration {
    let margin = (remaining / 2).min(Duration::from_millis(50));
    remaining.saturating_sub(margin)
}

/// A move's share of a clock for the alpha-beta player
/// ([`Budget::Clock`]).
///
/// - **The even share** is what is left shared out among the `moves_left`
///   the game expects to make (its
///   [`Heuristic::moves_left`](ludeme_core::Heuristic::moves_left); at least
///   [`MIN_MOVES_LEFT`]) plus three quarters of the increment.
/// - **The target** is twice the even share when the game gives its moves
///   left: a search spends about half its target on average (it starts no
///   iteration it cannot expect to finish, and takes less once its best
///   move has settled), so twice the even share spends the clock over the
///   game instead of leaving half of it at the end. When the game cannot
///   tell, the target is the even share of [`DEFAULT_MOVES_LEFT`] moves
///   ([`think_time`]), which keeps time in hand for a game that lasts
///   longer than that.
/// - **The limit** is three even shares, never more than what is left less
///   the same safety margin (so the clock is never overrun, whatever the
///   search does with its share); the target never passes it.
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
/// // Ten moves left: twice a tenth of the clock and most of the increment.
/// let even = ms(100) + ms(10) * 3 / 4;
/// let Budget::Clock { target, limit } = ludeme_ugi::move_budget(ms(1000), ms(10), Some(10)) else {
///     unreachable!()
/// };
/// assert_eq!((target, limit), (even * 2, even * 3));
/// ```
pub fn move_budget(remaining: Duration, increment: Duration, moves_left: Option<u32>) -> Budget {
    let even = share(
        remaining,
        increment,
        moves_left.unwrap_or(DEFAULT_MOVES_LEFT),
    );
    let limit = (even * 3).min(usable(remaining)).max(even);
    let target = match moves_left {
        Some(_) => (even * SPENT_SHARE_INVERSE).min(limit),
        None => even,
    };
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
    fn a_game_that_tells_its_moves_left_aims_at_two_even_shares_within_three() {
        let ms = Duration::from_millis;
        let budget = |remaining, moves_left| match move_budget(ms(remaining), ms(40), moves_left) {
            Budget::Clock { target, limit } => (target, limit),
            other => panic!("a clock budget, not {other:?}"),
        };
        // 2.4 s shared among 30, 12 and (at least) 8 moves, plus 30 ms: the
        // even share.
        let two_and_three = |even: u64| (ms(2 * even), ms(3 * even));
        assert_eq!(budget(2_400, None), (ms(80 + 30), ms(3 * (80 + 30))));
        assert_eq!(budget(2_400, Some(30)), two_and_three(80 + 30));
        assert_eq!(budget(2_400, Some(12)), two_and_three(200 + 30));
        assert_eq!(budget(2_400, Some(8)), two_and_three(300 + 30));
        assert_eq!(budget(2_400, Some(2)), two_and_three(300 + 30));
        assert_eq!(budget(2_400, Some(0)), two_and_three(300 + 30));
        // A game far from its end spends less than the default.
        assert_eq!(budget(2_400, Some(240)), two_and_three(10 + 30));
        // Near the end of the clock, the margin bounds both: 100 ms less
        // 50 ms.
        assert_eq!(budget(100, Some(2)), (ms(50), ms(50)));
        for remaining in [0, 1, 30, 80, 100, 400, 1_000, 5_000, 60_000] {
            for moves_left in [0, 1, 8, 20, 1_000] {
                let (target, limit) = budget(remaining, Some(moves_left));
                let margin = (ms(remaining) / 2).min(ms(50));
                assert!(
                    target <= limit,
                    "{remaining}, {moves_left}: {target:?} {limit:?}"
                );
                assert!(
                    limit <= ms(remaining).saturating_sub(margin).max(ms(1)),
                    "{remaining}, {moves_left}: {limit:?}"
                );
            }
        }
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
