//! Our engine's side of the protocol: [`serve`] answers a tournament
//! manager's lines (what `ludeme ugi GAME` runs on standard input and
//! output), for every registered game.
//!
//! The position is a [`Session`] (so the history rules apply to the moves
//! a manager sends); the search runs on a thread of its own, so that
//! `stop`, `isready` and `quit` are read while it thinks. One thread reads
//! the input, the search thread reports, and this loop alone writes: every
//! line of output comes from here, in the order the events arrive.
//!
//! The parts: `commands` (`setoption` and `position`), `query`
//! (`query …`), `search` (`go`: the search on its thread); the move words
//! and `go`'s limits are the crate's ([`crate::ugi_move`], [`crate::Limits`]).

mod commands;
mod query;
mod search;

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;

use ludeme_core::Oracle;
use ludeme_core::{derive_seed, Actor, SplitMix64};
use ludeme_players::{AlphaBeta, PlayerSpec};
use ludeme_registry::{AnyRules, GameVisitor, Registered};
use ludeme_session::Session;
use ludeme_session::DICE_SEED;

/// Runs our engine for the game and variant of `rules`: reads a manager's
/// commands from `input` and writes the engine's answers to `out`, until
/// `quit` or the end of the input (a search under way then is stopped and
/// its `bestmove` written first: every `go` is answered). Both are `Send`:
/// the input is read on a thread of its own while the engine searches.
///
/// ```
/// let rules = ludeme::AnyRules::by_name("surakarta", None)?;
/// let mut input = std::io::Cursor::new("ugi\nisready\nquit\n");
/// let mut out = Vec::new();
/// ludeme_ugi::serve(rules, &mut input, &mut out)?;
/// let out = String::from_utf8(out)?;
/// assert!(out.contains("ugiok") && out.ends_with("readyok\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Only what writing to `out` fails with (a bad command line is answered
/// with `info string error: …`).
pub fn serve(
    rules: AnyRules,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
) -> io::Result<()> {
    rules.visit(Serve { input, out })
}

/// [`serve`] as a visitor of the registry: the loop on the game's own type.
struct Serve<'a> {
    input: &'a mut (dyn BufRead + Send),
    out: &'a mut (dyn Write + Send),
}

/// The default `Hash`, in MiB (the alpha-beta table's default size).
const HASH_DEFAULT: usize = 16;
/// The largest `Hash`, in MiB: 2^28 entries of 16 bytes.
const HASH_MAX: usize = 4096;
/// The most `Threads` (MCTS trees).
const THREADS_MAX: u32 = 256;

/// A `go` in progress, or finished and waiting for `stop` (`go infinite`).
struct Thinking {
    infinite: bool,
    /// `stop` was asked for.
    stopped: bool,
    /// The answer, once the search gave it (held until `stop` when
    /// infinite).
    best: Option<String>,
}

/// What the loop hears: a line of input, its end, or the search.
enum Event {
    Line(String),
    EndOfInput,
    /// An `info` line of the search.
    Info(String),
    /// The search's answer, and the alpha-beta player back (with its
    /// table) when it was one, tagged with the player generation it began
    /// in.
    Done {
        best: String,
        ab: Option<AlphaBeta>,
        generation: u64,
    },
}

/// Our engine's state between lines.
struct Server<G: Registered> {
    rules: G::Rules,
    /// More than two seats, or dice: `query result` names the winning side
    /// and `query turn` is the way to ask who acts.
    extended: bool,
    game: Session<G>,
    player: PlayerSpec,
    hash_mb: usize,
    threads: u32,
    /// The alpha-beta player of this game, kept from move to move (its
    /// table) while no option changes; `None` while a search has it.
    ab: Option<AlphaBeta>,
    /// Counts changes of player, table or game: a player coming back from
    /// a search begun before one is dropped.
    generation: u64,
    stop: Arc<AtomicBool>,
    thinking: Option<Thinking>,
    /// The die, seeded with `derive_seed(seed, DICE_SEED, 0)`.
    dice: SplitMix64,
    /// The engine's seed (random, per process): search `n` of a built-in
    /// player is seeded with `derive_seed(seed, SEARCH_SEED, n)`.
    seed: u64,
    /// Searches begun so far.
    searches: u64,
    /// The endgame tables the players consult (the `Tables` option).
    oracle: Option<Arc<dyn Oracle<G>>>,
}

impl GameVisitor for Serve<'_> {
    type Output = io::Result<()>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start = G::start_with(&rules);
        let extended = start.seat_count() > 2 || matches!(start.to_act(), Actor::Chance);
        let random = {
            use std::hash::{BuildHasher, Hasher};
            std::collections::hash_map::RandomState::new()
                .build_hasher()
                .finish()
        };
        let mut engine = Server::<G> {
            game: Session::from_game(start),
            rules,
            extended,
            player: default_player(),
            hash_mb: HASH_DEFAULT,
            threads: 1,
            ab: None,
            generation: 0,
            stop: Arc::new(AtomicBool::new(false)),
            thinking: None,
            dice: SplitMix64::new(derive_seed(random, DICE_SEED, 0)),
            seed: random,
            searches: 0,
            oracle: None,
        };
        let (input, out) = (self.input, self.out);
        let (events, heard) = mpsc::channel::<Event>();
        std::thread::scope(|scope| {
            let lines = events.clone();
            scope.spawn(move || read_lines(input, &lines));
            let result = (|| -> io::Result<()> {
                loop {
                    let Ok(event) = heard.recv() else {
                        return Ok(());
                    };
                    if !engine.hear(event, scope, &events, out)? {
                        break;
                    }
                }
                // `quit` or the end of the input: a search under way is
                // stopped and answered before the engine ends. Without this
                // loop's sender, the channel closes once the search thread
                // has sent its last event (or died without one).
                drop(events);
                engine.finish_search(&heard, out)
            })();
            // Whatever ended the loop, the search ends too (the scope waits
            // for it).
            engine.stop.store(true, Ordering::Relaxed);
            result
        })
    }
}

/// `ab`: the `Player` option's default.
fn default_player() -> PlayerSpec {
    "ab".parse().expect("ab is a player")
}

/// Sends each line of `input` to the loop, until `quit` or the end.
fn read_lines(input: &mut (dyn BufRead + Send), events: &Sender<Event>) {
    loop {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => {
                let _ = events.send(Event::EndOfInput);
                return;
            }
            Ok(_) => {
                let line = String::from_utf8_lossy(&bytes).trim().to_string();
                let quit = line == "quit";
                if events.send(Event::Line(line)).is_err() || quit {
                    return;
                }
            }
        }
    }
}

impl<G: Registered> Server<G> {
    /// Acts on one event; `false` when the engine is to end.
    fn hear<'scope>(
        &mut self,
        event: Event,
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
        out: &mut (dyn Write + Send),
    ) -> io::Result<bool>
    where
        G: 'scope,
    {
        match event {
            Event::EndOfInput => return Ok(false),
            Event::Line(line) => return self.command(&line, scope, events, out),
            search @ (Event::Info(_) | Event::Done { .. }) => self.hear_search(search, out)?,
        }
        out.flush()?;
        Ok(true)
    }

    /// Stops a search under way and writes its `info` lines and its
    /// `bestmove` (every `go` has its answer, even one `quit` or the end of
    /// the input cuts short); returns at once when there is none.
    fn finish_search(
        &mut self,
        heard: &Receiver<Event>,
        out: &mut (dyn Write + Send),
    ) -> io::Result<()> {
        self.halt();
        self.answer_if_due(out)?;
        while self.thinking.is_some() {
            match heard.recv() {
                // No more commands run: only the search is heard.
                Ok(event) => self.hear_search(event, out)?,
                // The search thread ended without an answer.
                Err(_) => break,
            }
        }
        out.flush()
    }

    /// Acts on an event of the search: writes an `info` line, or takes the
    /// answer (and the alpha-beta player back) and writes `bestmove` when
    /// it is due. A line of input or its end is no event of the search and
    /// is ignored here.
    fn hear_search(&mut self, event: Event, out: &mut (dyn Write + Send)) -> io::Result<()> {
        match event {
            Event::Info(line) => writeln!(out, "{line}"),
            Event::Done {
                best,
                ab,
                generation,
            } => {
                if generation == self.generation {
                    self.ab = ab;
                }
                if let Some(thinking) = &mut self.thinking {
                    thinking.best = Some(best);
                }
                self.answer_if_due(out)
            }
            Event::Line(_) | Event::EndOfInput => Ok(()),
        }
    }

    /// Writes `bestmove` once the search has answered and, for `go
    /// infinite`, `stop` has come.
    fn answer_if_due(&mut self, out: &mut (dyn Write + Send)) -> io::Result<()> {
        let due = self
            .thinking
            .as_ref()
            .is_some_and(|t| t.best.is_some() && (!t.infinite || t.stopped));
        if due {
            let thinking = self.thinking.take().expect("due");
            writeln!(out, "bestmove {}", thinking.best.expect("due"))?;
        }
        Ok(())
    }

    /// Acts on a line of input; `false` after `quit`.
    fn command<'scope>(
        &mut self,
        line: &str,
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
        out: &mut (dyn Write + Send),
    ) -> io::Result<bool>
    where
        G: 'scope,
    {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&first, rest)) = words.split_first() else {
            return Ok(true);
        };
        match first {
            "ugi" => {
                writeln!(out, "id name ludeme {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(out, "id author the ludeme developers")?;
                writeln!(out, "option name Player type string default ab")?;
                writeln!(
                    out,
                    "option name Hash type spin default {HASH_DEFAULT} min 1 max {HASH_MAX}"
                )?;
                writeln!(
                    out,
                    "option name Threads type spin default 1 min 1 max {THREADS_MAX}"
                )?;
                if G::has_endgame_tables(&self.rules) {
                    writeln!(out, "option name Tables type string default <empty>")?;
                }
                writeln!(out, "ugiok")?;
            }
            "isready" => writeln!(out, "readyok")?,
            "uginewgame" => {
                self.halt();
                self.game = Session::from_game(G::start_with(&self.rules));
                self.ab = None;
                self.generation += 1;
            }
            "setoption" => {
                if let Err(why) = self.set_option(rest) {
                    writeln!(out, "info string error: {why}")?;
                }
            }
            "position" => match self.position(rest) {
                Ok(game) => self.game = game,
                Err(why) => writeln!(out, "info string error: {why}")?,
            },
            "go" => self.go(rest, scope, events, out)?,
            "stop" => {
                self.halt();
                self.answer_if_due(out)?;
            }
            "query" => self.query(rest, out)?,
            "quit" => return Ok(false),
            // Unknown commands (`debug`, `ponderhit`, typos) are ignored.
            _ => {}
        }
        out.flush()?;
        Ok(true)
    }

    /// Tells a search under way to stop (its answer comes as an event).
    fn halt(&mut self) {
        if let Some(thinking) = &mut self.thinking {
            thinking.stopped = true;
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}
