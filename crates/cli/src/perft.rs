//! `ludeme perft`: the count on standard output; on a terminal's standard
//! error, what a long count will take before it starts, and its progress
//! while it runs.

mod estimate;

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Once;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use ludeme_core::Game;
use ludeme_registry::{GameVisitor, Registered};

use crate::start::Start;
use crate::{load, quote, Failure, PerftArgs};
use estimate::{duration_text, extrapolate, nodes_text, Estimate};

/// `ludeme perft`: the count of move sequences, with `--divide` one line
/// per root move first.
pub fn perft(args: PerftArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let depth = parse_depth(&args.depth)?;
    let start = Start::of(&args.setup)?;
    start.rules.clone().visit(Perft {
        out,
        game: start.rules.game_name(),
        position: start.end(),
        depth,
        divide: args.divide,
        threads: args.threads.unwrap_or(0),
        hash_bytes: args.hash.saturating_mul(1 << 20),
        bulk: !args.no_bulk,
        terminal: io::stderr().is_terminal(),
    })
}

/// A perft depth, 0 to 64.
fn parse_depth(text: &str) -> Result<u32, Failure> {
    match text.parse::<u32>() {
        Ok(depth) if depth <= 64 => Ok(depth),
        _ => Err(Failure::Message(format!(
            "bad depth {}: expected a whole number from 0 to 64",
            quote(text)
        ))),
    }
}

/// `ludeme perft GAME DEPTH [--divide] [--threads N] [--hash MB] [--no-bulk]`.
pub struct Perft<'a> {
    pub out: &'a mut dyn Write,
    /// The game's name, for the estimate.
    pub game: &'static str,
    pub position: Option<String>,
    pub depth: u32,
    pub divide: bool,
    /// 0: one per core.
    pub threads: usize,
    pub hash_bytes: usize,
    pub bulk: bool,
    /// Whether standard error is a terminal: the estimate and the progress
    /// go there only then.
    pub terminal: bool,
}

impl GameVisitor for Perft<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let game: G = load(&rules, self.position.as_deref())?;
        let out = self.out;
        if self.depth == 0 {
            writeln!(out, "1")?;
            return Ok(());
        }
        let options = ludeme_core::Perft::new()
            .threads(self.threads)
            .bulk(self.bulk);
        let estimate = if self.terminal {
            foresee(&game, self.depth, options)
        } else {
            None
        };
        if let Some(estimate) = estimate.filter(|e| e.seconds >= LONG) {
            let line = announcement(self.depth, self.game, estimate, self.hash_bytes > 0);
            let _ = writeln!(io::stderr(), "{line}");
        }
        let progress = Progress::new(self.terminal, estimate);
        let report = |p: ludeme_core::PerftProgress| progress.advance(p);
        let counts = progress.during(|| {
            options
                .hash_bytes(self.hash_bytes)
                .progress(&report)
                .divide(&game, self.depth)
        });
        progress.finish();
        if self.divide {
            for (mv, count) in &counts {
                writeln!(out, "{mv}: {count}")?;
            }
        }
        writeln!(out, "{}", counts.iter().map(|&(_, n)| n).sum::<u64>())?;
        Ok(())
    }
}

/// A count foreseen to take this many seconds or more is announced.
const LONG: f64 = 60.0;
/// The lower depths that foresee a count are counted up to the first that
/// takes this many seconds, long enough to time ...
const TIMED: f64 = 0.02;
/// ... and none is started that would take more than this.
const FORESIGHT: f64 = 0.25;

/// The count of `depth` foreseen from the counts of lower depths (with the
/// same threads, without a table), counted until one takes long enough to
/// time; `None` when there is nothing lower to count.
fn foresee<G>(game: &G, depth: u32, options: ludeme_core::Perft<'_>) -> Option<Estimate>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
{
    let mut counts = vec![1];
    let mut seconds = 0.0;
    for lower in 1..depth {
        let next = extrapolate(&counts, seconds, lower);
        if seconds >= TIMED || next.is_some_and(|n| n.seconds > FORESIGHT) {
            break;
        }
        let started = Instant::now();
        counts.push(options.count(game, lower));
        seconds = started.elapsed().as_secs_f64();
    }
    extrapolate(&counts, seconds, depth)
}

/// What a long count will take, in a line: `perft 12 of GAME: about
/// 1.2e16 nodes, about 2.6 years at this machine's speed`.
fn announcement(depth: u32, game: &str, estimate: Estimate, hashed: bool) -> String {
    let table = if hashed {
        " without a table (--hash saves a share of it)"
    } else {
        ""
    };
    format!(
        "perft {depth} of {game}: about {} nodes, about {} at this machine's speed{table}; \
         Ctrl-C stops it",
        nodes_text(estimate.nodes),
        duration_text(estimate.seconds)
    )
}

/// The count's progress on standard error, shown only on a terminal and
/// only once the count has run for a while: its time (kept up to date),
/// the pieces of the work done once the first is, and the time foreseen.
struct Progress {
    bar: ProgressBar,
    terminal: bool,
    /// The bar of the pieces replaces the time alone once.
    pieces: Once,
}

impl Progress {
    /// Counts shorter than this show nothing.
    const QUIET: Duration = Duration::from_secs(2);
    /// How often the time is redrawn.
    const TICK: Duration = Duration::from_millis(250);

    fn new(terminal: bool, estimate: Option<Estimate>) -> Progress {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("perft {spinner} {elapsed} {msg}")
                .expect("a valid template"),
        );
        if let Some(estimate) = estimate {
            bar.set_message(format!(
                "(about {} in all)",
                duration_text(estimate.seconds)
            ));
        }
        Progress {
            bar,
            terminal,
            pieces: Once::new(),
        }
    }

    /// Runs `count`; on a terminal, the bar shows once it has run for
    /// [`Progress::QUIET`], whether or not a piece of the work is done.
    fn during<T>(&self, count: impl FnOnce() -> T) -> T {
        if !self.terminal {
            return count();
        }
        let (done, finished) = mpsc::channel::<()>();
        std::thread::scope(|scope| {
            scope.spawn(move || {
                if finished.recv_timeout(Self::QUIET) == Err(RecvTimeoutError::Timeout) {
                    self.bar.set_draw_target(ProgressDrawTarget::stderr());
                    self.bar.enable_steady_tick(Self::TICK);
                }
            });
            let result = count();
            drop(done);
            result
        })
    }

    /// A piece of the count finished (called from any thread).
    fn advance(&self, progress: ludeme_core::PerftProgress) {
        self.pieces.call_once(|| {
            self.bar.set_style(
                ProgressStyle::with_template("perft {bar:40} {pos}/{len} lines {elapsed} {msg}")
                    .expect("a valid template"),
            );
        });
        self.bar.set_length(progress.total as u64);
        self.bar.set_position(progress.done as u64);
    }

    fn finish(self) {
        self.bar.finish_and_clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_count_is_announced_with_its_size_and_time() {
        let estimate = Estimate {
            nodes: 1.2e16,
            seconds: 2.6 * 365.25 * 86_400.0,
        };
        assert_eq!(
            announcement(12, "surakarta", estimate, false),
            "perft 12 of surakarta: about 1.2e16 nodes, about 2.6 years at this machine's \
             speed; Ctrl-C stops it"
        );
        assert!(announcement(12, "surakarta", estimate, true).contains("--hash"));
    }
}
