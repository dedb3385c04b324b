//! `ludeme tables generate`: every table up to a piece count, a line per
//! split on standard output as it is done, the work's progress on a
//! terminal's standard error.

use std::io::{self, IsTerminal, Write};
use std::sync::mpsc;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use ludeme_tables::{
    GenerateOptions, GenerateReport, GenerationProgress, SplitReport, SplitStats, TableError,
};

use crate::{Failure, TablesGenerateArgs};

/// What the generating thread tells the printing one.
enum Event {
    /// Progress as the generator reports it.
    GenerationProgress(GenerationProgress),
    /// The generator's end.
    Done(Result<GenerateReport, TableError>),
}

/// `ludeme tables generate GAME --pieces N --dir DIR [--threads T]`:
/// the generator works on a thread of its own while this one prints.
pub fn run(args: TablesGenerateArgs, out: &mut (dyn Write + Send)) -> Result<(), Failure> {
    super::check_game(&args.game)?;
    check_large(&args)?;
    let (sender, events) = mpsc::channel();
    let reporter = sender.clone();
    let mut options = GenerateOptions::default().on_progress(move |progress| {
        // The receiver lives until the generator is done.
        let _ = reporter.send(Event::GenerationProgress(progress.clone()));
    });
    if let Some(threads) = args.threads {
        options = options.threads(threads);
    }
    let started = Instant::now();
    let (dir, pieces) = (args.dir.as_path(), args.pieces);
    std::thread::scope(|scope| {
        let worker = scope.spawn(move || {
            let result = ludeme_tables::generate(dir, pieces, &options);
            let _ = sender.send(Event::Done(result));
        });
        let mut printer = Printer::new(out);
        let bar = Bar::new();
        for event in events {
            match event {
                Event::GenerationProgress(GenerationProgress::Written(split)) => {
                    bar.bar.suspend(|| printer.row(&split, false));
                }
                Event::GenerationProgress(GenerationProgress::Kept(split)) => {
                    bar.bar.suspend(|| printer.row(&split, true));
                }
                Event::GenerationProgress(progress) => bar.show(&progress),
                Event::Done(result) => {
                    bar.bar.finish_and_clear();
                    result?;
                    printer.total(started.elapsed().as_secs_f64());
                    return printer.finish();
                }
            }
        }
        // Every sender is gone without a word: the generator panicked.
        bar.bar.finish_and_clear();
        Err(Failure::Message(format!(
            "table generation failed (a bug of ludeme-tables): {}",
            panic_message(worker.join())
        )))
    })
}

/// The fewest pieces whose work needs `--large`: tens of gigabytes of disk
/// and of memory.
const LARGE_PIECES: u32 = 9;

/// Refuses to start the work of [`LARGE_PIECES`] or more without
/// `--large`, with the disk and memory it needs.
fn check_large(args: &TablesGenerateArgs) -> Result<(), Failure> {
    let large = (LARGE_PIECES..=ludeme_tables::MAX_PIECES).contains(&args.pieces);
    if !large || args.large {
        return Ok(());
    }
    let needs = ludeme_tables::generation_needs(args.pieces)?;
    Err(Failure::Message(format!(
        "--pieces {}: the files take {} of disk, and generating them about {} of memory; \
         add --large to start it",
        args.pieces,
        size_text(needs.disk_bytes),
        size_text(needs.memory_bytes)
    )))
}

/// A size in bytes for a person: `17 GB`, `2.6 GB`, `43 MB` (decimal
/// units, two figures at least).
fn size_text(bytes: u64) -> String {
    let (value, unit) = match bytes as f64 {
        b if b >= 1e9 => (b / 1e9, "GB"),
        b if b >= 1e6 => (b / 1e6, "MB"),
        b if b >= 1e3 => (b / 1e3, "kB"),
        b => (b, "bytes"),
    };
    if value >= 10.0 || unit == "bytes" {
        format!("{value:.0} {unit}")
    } else {
        format!("{value:.1} {unit}")
    }
}

/// What a thread that panicked said.
fn panic_message(joined: std::thread::Result<()>) -> String {
    let Err(panic) = joined else {
        return "it stopped without a word".to_string();
    };
    panic
        .downcast_ref::<&str>()
        .map(ToString::to_string)
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "it panicked".to_string())
}

/// The table on standard output: a header before the first row, a row per
/// split, the total; the first write error is kept (generation goes on,
/// its files are wanted) and returned at the end.
struct Printer<'a> {
    out: &'a mut (dyn Write + Send),
    total: Total,
    written: io::Result<()>,
}

/// The sums of the rows.
#[derive(Default)]
struct Total {
    rows: usize,
    entries: u64,
    bytes: u64,
    stats: SplitStats,
}

/// A row's line: its name, entries, bytes, values and seconds.
fn cells(name: String, entries: u64, bytes: u64, s: SplitStats, seconds: String) -> String {
    columns([
        name,
        entries.to_string(),
        bytes.to_string(),
        s.wins.to_string(),
        s.draws.to_string(),
        s.losses.to_string(),
        s.longest_dtc.to_string(),
        s.cursed_wins.to_string(),
        s.blessed_losses.to_string(),
        seconds,
    ])
}

/// The columns' widths: the split left-aligned, numbers right-aligned.
const WIDTHS: [usize; 10] = [5, 12, 12, 12, 11, 12, 5, 8, 9, 9];

/// The columns' heads (`dtc`: the longest DTC; `cursed`: cursed wins;
/// `blessed`: blessed losses).
const HEADS: [&str; 10] = [
    "split", "entries", "bytes", "wins", "draws", "losses", "dtc", "cursed", "blessed", "seconds",
];

/// A line of the table.
fn columns(cells: [String; 10]) -> String {
    let mut line = format!("{:<width$}", cells[0], width = WIDTHS[0]);
    for (cell, width) in cells[1..].iter().zip(&WIDTHS[1..]) {
        line.push_str(&format!("{cell:>width$}"));
    }
    line
}

impl<'a> Printer<'a> {
    fn new(out: &'a mut (dyn Write + Send)) -> Printer<'a> {
        Printer {
            out,
            total: Total::default(),
            written: Ok(()),
        }
    }

    /// A split's row (with its seconds, or `kept`).
    fn row(&mut self, split: &SplitReport, kept: bool) {
        if self.total.rows == 0 {
            self.line(columns(HEADS.map(String::from)));
        }
        let t = &mut self.total;
        t.rows += 1;
        t.entries += split.entries;
        t.bytes += split.bytes;
        t.stats += split.stats;
        let seconds = if kept {
            "kept".to_string()
        } else {
            format!("{:.1}", split.seconds)
        };
        let name = split.material.to_string();
        self.line(cells(
            name,
            split.entries,
            split.bytes,
            split.stats,
            seconds,
        ));
    }

    /// The total line: the sums, the longest DTC, and the whole run's
    /// seconds.
    fn total(&mut self, seconds: f64) {
        let t = &self.total;
        let seconds = format!("{seconds:.1}");
        let line = cells("total".to_string(), t.entries, t.bytes, t.stats, seconds);
        self.line(line);
    }

    fn line(&mut self, line: String) {
        if self.written.is_ok() {
            self.written = writeln!(self.out, "{line}").and_then(|()| self.out.flush());
        }
    }

    fn finish(self) -> Result<(), Failure> {
        Ok(self.written?)
    }
}

/// The progress bar on standard error, drawn only on a terminal: the phase
/// (a split and its flip), the moves counted, then each ply of forcing.
struct Bar {
    bar: ProgressBar,
}

impl Bar {
    fn new() -> Bar {
        let target = if io::stderr().is_terminal() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        };
        let bar = ProgressBar::with_draw_target(None, target);
        bar.set_style(
            ProgressStyle::with_template("{prefix:>9} {bar:30} {msg} {elapsed}")
                .expect("a valid template"),
        );
        Bar { bar }
    }

    fn show(&self, progress: &GenerationProgress) {
        match progress {
            GenerationProgress::Phase { splits, entries } => {
                let names: Vec<String> = splits.iter().map(ToString::to_string).collect();
                self.bar.set_prefix(names.join("+"));
                self.bar.set_length(*entries);
                self.bar.set_position(0);
                self.bar.set_message("counting moves");
            }
            GenerationProgress::Forward { done, total } => {
                self.bar.set_length(*total);
                self.bar.set_position(*done);
            }
            GenerationProgress::Level { ply, flipped } => {
                self.bar
                    .set_message(format!("forcing: ply {ply}, {flipped} flipped"));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_written_in_two_figures_at_least() {
        assert_eq!(size_text(16_607_239_123), "17 GB");
        assert_eq!(size_text(2_647_736_021), "2.6 GB");
        assert_eq!(size_text(42_726_547), "43 MB");
        assert_eq!(size_text(566), "566 bytes");
        assert_eq!(size_text(1_500), "1.5 kB");
    }
}
