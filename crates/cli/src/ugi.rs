//! `ludeme ugi GAME`: an engine speaking UGI (the Universal Game Interface
//! of the cutegames tournament manager: UCI's commands with `ugi`/`ugiok`
//! and `query`) on standard input and output, for every registered game.
//!
//! The position is a [`Session`] (so the history rules apply to the moves
//! a manager sends); the search runs on a thread of its own, so that
//! `stop`, `isready` and `quit` are read while it thinks. One thread reads
//! the input, the search thread reports, and this loop alone writes: every
//! line of output comes from here, in the order the events arrive.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::Arc;
use std::time::Duration;

use ludeme::players::{
    AlphaBeta, AlphaBetaConfig, Budget, Iteration, Mcts, MctsConfig, Player, PlayerSpec,
    PLAYER_NAMES,
};
use ludeme::session::{Session, SessionError};
use ludeme::{Actor, GameVisitor, Registered, Seat, SplitMix64};

use crate::{quote, Failure};

/// `ludeme ugi GAME [--variant NAME]`.
pub struct Ugi<'a> {
    pub input: &'a mut (dyn BufRead + Send),
    pub out: &'a mut (dyn Write + Send),
}

/// The default `Hash`, in MiB (the alpha-beta table's default size).
const HASH_DEFAULT: usize = 16;
/// The largest `Hash`, in MiB: 2^28 entries of 16 bytes.
const HASH_MAX: usize = 4096;
/// The most `Threads` (MCTS trees).
const THREADS_MAX: u32 = 256;

/// A move in a UGI line: its move text without spaces (`roll 5` is
/// `roll5`), so that a move is one word.
pub fn ugi_move<M: std::fmt::Display>(mv: &M) -> String {
    mv.to_string().split_whitespace().collect()
}

/// Plays a move given as a UGI word: move text, or a legal move's text
/// with its spaces taken out (`roll5`). The session is unchanged on an
/// error, which is the move text's own.
pub fn play_ugi_move<G: Registered>(
    game: &mut Session<G>,
    word: &str,
) -> Result<(), SessionError<G>> {
    match game.play(word) {
        Ok(_) => Ok(()),
        Err(error) => {
            let found = game
                .legal_moves()
                .into_iter()
                .find(|mv| mv.to_string().contains(' ') && ugi_move(mv) == word);
            match found {
                Some(mv) => game.play_move(mv),
                None => Err(error),
            }
        }
    }
}

/// The time to think with `remaining` on the clock and `increment` a
/// move: a thirtieth of what is left plus three quarters of the increment,
/// but never more than what is left less a safety margin (50 ms, or half
/// of what is left below 100 ms), and at least 1 ms.
///
/// ```text
/// 1 s + 10 ms:  33 + 7.5 ≈ 40 ms    60 s + 0:  2 s    80 ms + 10 ms: 10 ms
/// ```
pub fn think_time(remaining: Duration, increment: Duration) -> Duration {
    let margin = (remaining / 2).min(Duration::from_millis(50));
    let wanted = remaining / 30 + increment * 3 / 4;
    wanted
        .min(remaining.saturating_sub(margin))
        .max(Duration::from_millis(1))
}

/// The limits of one `go`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    /// `pNtime`, `pNinc` (p1 = seat 0).
    pub time: [Option<Duration>; 4],
    pub inc: [Option<Duration>; 4],
    pub movetime: Option<Duration>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
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

/// The engine's state between lines.
struct Engine<G: Registered> {
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
    dice: SplitMix64,
    /// Seeds of the built-in players' random choices.
    seeds: u64,
}

impl GameVisitor for Ugi<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start = G::start_with(&rules);
        let extended = start.seat_count() > 2 || matches!(start.to_act(), Actor::Chance);
        let random = {
            use std::hash::{BuildHasher, Hasher};
            std::collections::hash_map::RandomState::new()
                .build_hasher()
                .finish()
        };
        let mut engine = Engine::<G> {
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
            dice: SplitMix64::new(random),
            seeds: random,
        };
        let (input, out) = (self.input, self.out);
        let (events, heard) = mpsc::channel::<Event>();
        std::thread::scope(|scope| {
            let lines = events.clone();
            scope.spawn(move || read_lines(input, &lines));
            let result = (|| -> Result<(), Failure> {
                loop {
                    let Ok(event) = heard.recv() else {
                        return Ok(());
                    };
                    if !engine.hear(event, scope, &events, out)? {
                        return Ok(());
                    }
                }
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

impl<G: Registered> Engine<G> {
    /// Acts on one event; `false` when the engine is to end.
    fn hear<'scope>(
        &mut self,
        event: Event,
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
        out: &mut (dyn Write + Send),
    ) -> Result<bool, Failure>
    where
        G: 'scope,
    {
        match event {
            Event::EndOfInput => return Ok(false),
            Event::Info(line) => writeln!(out, "{line}")?,
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
                self.answer_if_due(out)?;
            }
            Event::Line(line) => return self.command(&line, scope, events, out),
        }
        out.flush()?;
        Ok(true)
    }

    /// Writes `bestmove` once the search has answered and, for `go
    /// infinite`, `stop` has come.
    fn answer_if_due(&mut self, out: &mut (dyn Write + Send)) -> Result<(), Failure> {
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
    ) -> Result<bool, Failure>
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

    /// `setoption name N value V`.
    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let (name, value) = match words {
            ["name", rest @ ..] => {
                let at = rest.iter().position(|&w| w == "value");
                let name = rest[..at.unwrap_or(rest.len())].join(" ");
                let value = at.map(|at| rest[at + 1..].join(" ")).unwrap_or_default();
                (name, value)
            }
            _ => return Err("expected setoption name NAME value VALUE".into()),
        };
        let spin = |max: usize| -> Result<usize, String> {
            match value.parse::<usize>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(format!(
                    "bad value {} for option {name}: expected a whole number from 1 to {max}",
                    quote(&value)
                )),
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "player" => {
                self.player = value.parse().map_err(|_| {
                    format!(
                        "unknown player {} for option Player: expected {PLAYER_NAMES}",
                        quote(&value)
                    )
                })?;
            }
            "hash" => self.hash_mb = spin(HASH_MAX)?,
            "threads" => self.threads = spin(THREADS_MAX as usize)? as u32,
            _ => return Err(format!("no option {}", quote(&name))),
        }
        self.ab = None;
        self.generation += 1;
        Ok(())
    }

    /// The game a `position` line sets up (nothing changes on an error).
    fn position(&self, words: &[&str]) -> Result<Session<G>, String> {
        let moves_at = words.iter().position(|&w| w == "moves");
        let (setup, moves) = match moves_at {
            Some(at) => (&words[..at], &words[at + 1..]),
            None => (words, &[][..]),
        };
        let mut game = match setup {
            ["startpos"] => Session::from_game(G::start_with(&self.rules)),
            ["fen", text @ ..] if !text.is_empty() => {
                Session::from_text_with(&self.rules, Some(&text.join(" ")))
                    .map_err(|e| e.to_string())?
            }
            _ => {
                return Err(format!(
                    "expected position startpos|fen TEXT [moves ...], not {}",
                    quote(&words.join(" "))
                ))
            }
        };
        for (n, word) in moves.iter().enumerate() {
            play_ugi_move(&mut game, word)
                .map_err(|why| format!("move {} of the list, {}: {why}", n + 1, quote(word)))?;
        }
        Ok(game)
    }

    /// `query gameover|p1turn|result|turn`.
    fn query(&self, words: &[&str], out: &mut (dyn Write + Send)) -> Result<(), Failure> {
        let game = &self.game;
        let answer = match words {
            ["gameover"] => game.is_over().to_string(),
            ["p1turn"] => (game.to_act() == Actor::Seat(Seat(0))).to_string(),
            ["turn"] => match game.to_act() {
                Actor::Seat(seat) => seat.0.to_string(),
                Actor::Chance => "chance".into(),
                _ => "none".into(),
            },
            ["result"] => match game.outcome() {
                None => "none".into(),
                Some(outcome) => match outcome.winner() {
                    None => "draw".into(),
                    Some(side) if self.extended => side.name(game.game()),
                    Some(side) if side == game.game().side_of(Seat(0)) => "p1win".into(),
                    Some(_) => "p2win".into(),
                },
            },
            _ => {
                writeln!(
                    out,
                    "info string error: unknown query {}: expected gameover, p1turn, result or turn",
                    quote(&words.join(" "))
                )?;
                return Ok(());
            }
        };
        writeln!(out, "response {answer}")?;
        Ok(())
    }

    /// `go ...`: a roll at a chance node at once, else a search on its own
    /// thread.
    fn go<'scope>(
        &mut self,
        words: &[&str],
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
        out: &mut (dyn Write + Send),
    ) -> Result<(), Failure>
    where
        G: 'scope,
    {
        if self.thinking.is_some() {
            writeln!(out, "info string error: already thinking (stop first)")?;
            return Ok(());
        }
        let (limits, errors) = Limits::parse(words);
        for error in errors {
            writeln!(out, "info string error: {error}")?;
        }
        let mut thinking = Thinking {
            infinite: limits.infinite,
            stopped: false,
            best: None,
        };
        match self.game.to_act() {
            Actor::Seat(seat) => {
                self.stop.store(false, Ordering::Relaxed);
                self.think(usize::from(seat.0), &limits, scope, events);
            }
            Actor::Chance => {
                // A manager sends the rolls in `moves`; asked to move at a
                // chance node, the engine rolls the die itself.
                let roll = self.game.game().sample_move(&mut self.dice);
                thinking.best = Some(roll.map_or_else(|| "(none)".into(), |mv| ugi_move(&mv)));
            }
            _ => {
                let why = self.game.outcome_text().unwrap_or_default();
                writeln!(out, "info string error: no move: the game is over ({why})")?;
                thinking.best = Some("(none)".into());
            }
        }
        self.thinking = Some(thinking);
        self.answer_if_due(out)
    }

    /// Starts the search for `seat` on a thread of `scope`.
    fn think<'scope>(
        &mut self,
        seat: usize,
        limits: &Limits,
        scope: &'scope std::thread::Scope<'scope, '_>,
        events: &Sender<Event>,
    ) where
        G: 'scope,
    {
        let record = self.game.record().clone();
        // `infinite` thinks until `stop`, whatever else the line says.
        let time = limits.think_time(seat).filter(|_| !limits.infinite);
        let events = events.clone();
        let generation = self.generation;
        self.seeds = self.seeds.wrapping_add(1);
        let seed = self.seeds;
        let ab = match self.player {
            PlayerSpec::AlphaBeta(own) => {
                let mut ab = self.ab.take().unwrap_or_else(|| {
                    let mut config = AlphaBetaConfig::new(own);
                    config.table_bits = table_bits(self.hash_mb);
                    AlphaBeta::new(config).with_stop(Arc::clone(&self.stop))
                });
                let config = ab.config_mut();
                config.max_depth = limits.depth.unwrap_or(64);
                config.budget = match (limits.nodes, time, limits.depth) {
                    _ if limits.infinite => Budget::Depth(config.max_depth),
                    (Some(n), _, _) => Budget::Nodes(n),
                    (_, Some(t), _) => Budget::Time(t),
                    (_, _, Some(d)) => Budget::Depth(d),
                    _ => own,
                };
                Some(ab)
            }
            PlayerSpec::Plain(depth) => Some(
                AlphaBeta::new(AlphaBetaConfig::plain(depth)).with_stop(Arc::clone(&self.stop)),
            ),
            _ => None,
        };
        let spec = self.player;
        let threads = self.threads;
        let nodes = limits.nodes.filter(|_| !limits.infinite);
        scope.spawn(move || {
            let (best, ab) = match ab {
                Some(mut ab) => {
                    let last = ab.analyse(&record, |iteration| {
                        let _ = events.send(Event::Info(info_line(iteration)));
                    });
                    let best = last
                        .and_then(|i| i.principal_variation.first().copied())
                        .or_else(|| record.position().legal_moves().first().copied());
                    (best, Some(ab))
                }
                None => {
                    let mut player = other_player::<G>(spec, seed, threads, time, nodes);
                    (player.choose_in(&record), None)
                }
            };
            let best = best.map_or_else(|| "(none)".into(), |mv| ugi_move(&mv));
            let _ = events.send(Event::Done {
                best,
                ab,
                generation,
            });
        });
    }
}

/// The alpha-beta table's size as a power of two of 16-byte entries, for
/// `hash_mb` MiB (rounded down).
fn table_bits(hash_mb: usize) -> u32 {
    16 + hash_mb.max(1).ilog2()
}

/// A player other than alpha-beta: MCTS within `time` if given (its
/// iterations `nodes` if given, trees `threads` unless its name says),
/// the others as they are.
fn other_player<G: Registered>(
    spec: PlayerSpec,
    seed: u64,
    threads: u32,
    time: Option<Duration>,
    nodes: Option<u64>,
) -> Box<dyn Player<G>> {
    match spec {
        PlayerSpec::Mcts { iterations, trees } => {
            let iterations = nodes.map_or(iterations, |n| n.min(u64::from(u32::MAX)) as u32);
            let trees = if trees == 1 { threads } else { trees };
            let mut config = MctsConfig::iterations(iterations)
                .with_seed(seed)
                .with_trees(trees);
            config.time_limit = time;
            Box::new(Mcts::new(config))
        }
        spec => spec.build(seed),
    }
}

/// An iteration as UGI's `info` line: the score in centipawns from the
/// side to move (the heuristic's full range is ±1000; a forced win or
/// loss in n plies is ±(100000 − n)).
fn info_line<M: std::fmt::Display>(iteration: &Iteration<M>) -> String {
    let cp = match iteration.mate_in() {
        Some(n) if n > 0 => 100_000 - n,
        Some(n) => -100_000 - n,
        None => iteration.score / 10,
    };
    let ms = iteration.elapsed.as_millis();
    let nps = u128::from(iteration.nodes) * 1000 / ms.max(1);
    let pv: Vec<String> = iteration.principal_variation.iter().map(ugi_move).collect();
    format!(
        "info depth {} score cp {cp} nodes {} nps {nps} time {ms} pv {}",
        iteration.depth,
        iteration.nodes,
        pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn tables_are_sized_in_mib() {
        assert_eq!(table_bits(16), 20);
        assert_eq!(table_bits(1), 16);
        assert_eq!(table_bits(4096), 28);
        assert_eq!(table_bits(100), 22);
    }
}
