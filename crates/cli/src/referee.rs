//! `ludeme match` as the referee: external UGI engines (`ugi:COMMAND
//! ARGS`) and built-in players under clocks (`--tc SECONDS[+INCREMENT]`).
//!
//! ludeme keeps the game: every move an engine sends is checked and played
//! by the [`Session`] (its history rules and ply cap adjudicate the end),
//! the die is rolled here, and each side's clock runs from the moment
//! `go` is sent until `bestmove` is read. A fault loses the game for the
//! side at fault and the match goes on: an illegal or unreadable move, an
//! engine that crashed, one that did not answer within its clock and a
//! grace period (it is stopped), a clock run out. A stopped or crashed
//! engine is started again for the next game.

use std::io::Write;
use std::time::{Duration, Instant};

use ludeme::players::{AlphaBeta, AlphaBetaConfig, Budget, Mcts, MctsConfig, Player, PlayerSpec};
use ludeme::session::{Seats, Session, SessionError, Turn};
use ludeme::{Registered, Seat};

use crate::engine::Engine;
use crate::matches::{Played, Result3};
use crate::ugi::{play_ugi_move, think_time, ugi_move};
use crate::{quote, Failure};

/// How long past its clock an engine's answer is waited for before the
/// engine is stopped (it has lost on time by then).
const GRACE: Duration = Duration::from_secs(1);
/// The time per move of an engine without `--tc` (`go movetime`).
const MOVETIME: Duration = Duration::from_secs(1);

/// A player of a refereed match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// A built-in player.
    Builtin(PlayerSpec),
    /// An external engine: its command line, as written after `ugi:`.
    Ugi(String),
}

impl Entrant {
    /// The name for tables: the player's name, or `ugi:` and the command
    /// line with the program's directory left out (`ugi:ludeme ugi barca`).
    pub fn name(&self) -> String {
        match self {
            Entrant::Builtin(spec) => spec.to_string(),
            Entrant::Ugi(command) => {
                let mut words = command.split_whitespace();
                let program = words.next().unwrap_or_default();
                let file = std::path::Path::new(program)
                    .file_name()
                    .map_or(program.into(), |f| f.to_string_lossy());
                std::iter::once(format!("ugi:{file}"))
                    .chain(words.map(String::from))
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        }
    }
}

/// A clock per game: a base time and an increment a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base: Duration,
    pub increment: Duration,
}

/// Reads `SECONDS[+INCREMENT]` (`2`, `1+0.01`, `0.5+0`).
pub fn parse_time_control(text: &str) -> Result<TimeControl, String> {
    let seconds = |part: &str, positive: bool| -> Option<Duration> {
        let value: f64 = part.trim().parse().ok()?;
        (value.is_finite() && value <= 86_400.0 && (value > 0.0 || !positive && value == 0.0))
            .then(|| Duration::from_secs_f64(value))
    };
    let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
    match (seconds(base, true), seconds(increment, false)) {
        (Some(base), Some(increment)) if base >= Duration::from_millis(1) => {
            Ok(TimeControl { base, increment })
        }
        _ => Err("expected SECONDS[+INCREMENT], such as 60, 2+0.05 or 0.5+0".to_string()),
    }
}

/// A built-in player through one game.
enum Builtin<G> {
    /// Alpha-beta under the clock: one player the whole game (its table
    /// kept), its budget set before each move.
    Clocked(AlphaBeta),
    /// MCTS under the clock: its iterations, or the time, whichever ends
    /// first (a new tree each move).
    ClockedMcts {
        iterations: u32,
        trees: u32,
        seed: u64,
    },
    /// Any player on its own budget.
    Own(Box<dyn Player<G>>),
}

impl<G: Registered> Builtin<G> {
    fn new(spec: PlayerSpec, seed: u64, clocked: bool) -> Builtin<G> {
        match spec {
            PlayerSpec::AlphaBeta(budget) if clocked => {
                Builtin::Clocked(AlphaBeta::new(AlphaBetaConfig::new(budget)))
            }
            PlayerSpec::Mcts { iterations, trees } if clocked => Builtin::ClockedMcts {
                iterations,
                trees,
                seed,
            },
            spec => Builtin::Own(spec.build(seed)),
        }
    }

    /// The move in `game`, thinking for `time` if the player is clocked.
    fn choose(&mut self, game: &Session<G>, time: Option<Duration>) -> Option<G::Move> {
        let time = time.unwrap_or(MOVETIME);
        match self {
            Builtin::Clocked(ab) => {
                ab.config_mut().budget = Budget::Time(time);
                ab.best_move(game.record())
            }
            Builtin::ClockedMcts {
                iterations,
                trees,
                seed,
            } => {
                *seed = seed.wrapping_add(1);
                let mut config = MctsConfig::iterations(*iterations)
                    .with_seed(*seed)
                    .with_trees(*trees);
                config.time_limit = Some(time);
                Mcts::new(config).choose_in(game.record())
            }
            Builtin::Own(player) => player.choose_in(game.record()),
        }
    }
}

/// The answer of a seat's player.
enum Answer<M> {
    /// A built-in player's move (legal).
    Move(M),
    /// An engine's move word, to be checked.
    Word(String),
    /// What went wrong.
    Fault(String),
}

/// The match's engines and how they are set up.
pub struct Referee<'a, G: Registered> {
    pub start: &'a G,
    /// The position text sent as `position fen` (`None`: `startpos`).
    pub start_text: Option<String>,
    pub entrants: &'a [Entrant],
    /// One per entrant: its engine, for `ugi:` entrants.
    pub engines: Vec<Option<Engine>>,
    pub seed: u64,
    pub max_plies: u32,
    pub clock: Option<TimeControl>,
}

impl<G: Registered> Referee<'_, G> {
    /// The `position` line of a game so far.
    fn position_line(&self, game: &Session<G>) -> String {
        let mut line = match &self.start_text {
            None => "position startpos".to_string(),
            Some(text) => format!("position fen {text}"),
        };
        let moves = game.record().moves();
        if !moves.is_empty() {
            line.push_str(" moves");
            for mv in moves {
                line.push(' ');
                line.push_str(&ugi_move(mv));
            }
        }
        line
    }

    /// The `go` line with every seat's clock.
    fn go_line(&self, clocks: &[Duration], clock: TimeControl) -> String {
        let mut line = "go".to_string();
        for (seat, left) in clocks.iter().enumerate() {
            line.push_str(&format!(" p{}time {}", seat + 1, left.as_millis()));
        }
        for seat in 0..clocks.len() {
            line.push_str(&format!(
                " p{}inc {}",
                seat + 1,
                clock.increment.as_millis()
            ));
        }
        line
    }

    /// Plays game `g`: player `(seat + g) mod n` in `seat`, the die and the
    /// built-in players seeded from the match's seed and `g` as in a
    /// match of built-in players.
    pub fn play(&mut self, g: u32) -> Played {
        let seats = self.entrants.len();
        let game_seed = self
            .seed
            .wrapping_add(u64::from(g).wrapping_mul(0x9E37_79B9));
        let seating: Vec<usize> = (0..seats).map(|s| (s + g as usize) % seats).collect();
        let mut dice = Seats::<G>::new(&vec![None; seats], game_seed);
        let clocked = self.clock.is_some();
        let mut builtins: Vec<Option<Builtin<G>>> = seating
            .iter()
            .enumerate()
            .map(|(s, &p)| match &self.entrants[p] {
                Entrant::Builtin(spec) => Some(Builtin::new(
                    *spec,
                    game_seed.wrapping_add(s as u64),
                    clocked,
                )),
                Entrant::Ugi(_) => None,
            })
            .collect();
        let mut clocks = vec![self.clock.map_or(Duration::ZERO, |c| c.base); seats];
        let mut moves = vec![0; seats];
        let mut thinking = vec![Duration::ZERO; seats];
        let rules = self
            .start
            .history_rules()
            .with_ply_cap(Some(self.max_plies));
        let mut game = Session::with_rules(self.start.clone(), rules);
        // Engines get ready first; one that cannot loses the game.
        let mut fault: Option<(usize, String)> = None;
        for (s, &p) in seating.iter().enumerate() {
            if let Some(engine) = &mut self.engines[p] {
                if let Err(why) = engine.new_game() {
                    fault = Some((s, why.to_string()));
                    break;
                }
            }
        }
        while fault.is_none() {
            let seat = match game.step(&mut dice) {
                Ok(Turn::Played { .. }) => continue, // the die
                Ok(Turn::Person(seat)) => usize::from(seat.0),
                // Over (or nobody to act).
                _ => break,
            };
            let p = seating[seat];
            let time = self.clock.map(|c| think_time(clocks[seat], c.increment));
            let started = Instant::now();
            let answer = match self.engines[p].is_some() {
                true => {
                    let position = self.position_line(&game);
                    let (go, limit) = match self.clock {
                        Some(clock) => (self.go_line(&clocks, clock), clocks[seat] + GRACE),
                        None => (
                            format!("go movetime {}", MOVETIME.as_millis()),
                            MOVETIME + GRACE,
                        ),
                    };
                    let engine = self.engines[p].as_mut().expect("an engine");
                    match engine.best_move(&position, &go, limit) {
                        Ok(word) => Answer::Word(word),
                        Err(why) => Answer::Fault(why.to_string()),
                    }
                }
                false => {
                    let player = builtins[seat].as_mut().expect("a built-in player");
                    match player.choose(&game, time) {
                        Some(mv) => Answer::Move(mv),
                        None => Answer::Fault(format!("{} found no move", self.entrants[p].name())),
                    }
                }
            };
            let used = started.elapsed();
            thinking[seat] += used;
            moves[seat] += 1;
            if let Answer::Fault(why) = answer {
                fault = Some((seat, why));
                break;
            }
            if let Some(clock) = self.clock {
                if used > clocks[seat] {
                    fault = Some((
                        seat,
                        format!(
                            "lost on time: {} ms used with {} ms on the clock",
                            used.as_millis(),
                            clocks[seat].as_millis()
                        ),
                    ));
                    break;
                }
                clocks[seat] = clocks[seat] - used + clock.increment;
            }
            let played = match answer {
                Answer::Move(mv) => game.play_move(mv).map_err(|e| e.to_string()),
                Answer::Word(word) => play_ugi_move(&mut game, &word).map_err(|e| match e {
                    SessionError::MoveText(why) => {
                        format!("unreadable move {}: {why}", quote(&word))
                    }
                    other => other.to_string(),
                }),
                Answer::Fault(_) => unreachable!("handled above"),
            };
            if let Err(why) = played {
                fault = Some((seat, why));
                break;
            }
        }
        let record = game.record();
        let position = record.position();
        let (results, fault) = match fault {
            Some((seat, why)) => {
                let side = position.side_of(Seat(seat as u8));
                let results = (0..seats)
                    .map(|s| {
                        if position.side_of(Seat(s as u8)) == side {
                            Result3::Loss
                        } else {
                            Result3::Win
                        }
                    })
                    .collect();
                let text = format!("{} loses: {why}", side.name(position));
                (results, Some((seating[seat], text)))
            }
            None => {
                let winner = record.outcome().and_then(|o| o.winner());
                let results = (0..seats)
                    .map(|s| match winner {
                        None => Result3::Draw,
                        Some(w) if w == position.side_of(Seat(s as u8)) => Result3::Win,
                        Some(_) => Result3::Loss,
                    })
                    .collect();
                (results, None)
            }
        };
        Played {
            seating,
            results,
            plies: record.plies(),
            moves,
            thinking,
            faulty: fault.as_ref().map(|(p, _)| *p),
            fault: fault.map(|(_, text)| text),
        }
    }
}

/// Starts every engine of the match once (an engine that cannot start is
/// an error: the match would be lost game after game).
pub fn start_engines(entrants: &[Entrant]) -> Result<Vec<Option<Engine>>, Failure> {
    entrants
        .iter()
        .map(|entrant| match entrant {
            Entrant::Builtin(_) => Ok(None),
            Entrant::Ugi(command) => {
                let mut engine = Engine::new(command, entrant.name());
                engine
                    .start()
                    .map_err(|why| Failure::Message(format!("{}: {why}", entrant.name())))?;
                Ok(Some(engine))
            }
        })
        .collect()
}

/// Writes the table of a refereed match: the built-in match's columns,
/// and the games each player lost by a fault; then each fault, and the
/// lines engines wrote that were neither `info` nor `bestmove`.
pub fn write_table(
    out: &mut (impl Write + ?Sized),
    entrants: &[Entrant],
    engines: &[Option<Engine>],
    played: &[Played],
) -> Result<(), Failure> {
    let games = played.len() as u32;
    let names: Vec<String> = entrants.iter().map(Entrant::name).collect();
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(12);
    writeln!(
        out,
        "{:<width$} {:>6} {:>6} {:>6} {:>7} {:>9} {:>6}",
        "player", "wins", "draws", "losses", "score", "ms/move", "faults"
    )?;
    let tally = crate::matches::tally(entrants.len(), played);
    for (p, (name, t)) in names.iter().zip(&tally).enumerate() {
        let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / f64::from(games.max(1));
        let per_move = t.thinking.as_secs_f64() * 1e3 / f64::from(t.moves.max(1));
        let faults = played.iter().filter(|g| g.faulty == Some(p)).count();
        writeln!(
            out,
            "{:<width$} {:>6} {:>6} {:>6} {:>6.1}% {:>9.2} {:>6}",
            name,
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            per_move,
            faults
        )?;
    }
    let plies: usize = played.iter().map(|g| g.plies).sum();
    writeln!(
        out,
        "{games} games, mean length {:.1} plies",
        plies as f64 / f64::from(games.max(1))
    )?;
    for (g, game) in played.iter().enumerate() {
        if let (Some(p), Some(fault)) = (game.faulty, &game.fault) {
            writeln!(out, "game {}: {fault} ({})", g + 1, names[p])?;
        }
    }
    for engine in engines.iter().flatten() {
        if engine.garbage > 0 {
            writeln!(
                out,
                "{} wrote {} line{} that {} neither info nor bestmove (ignored)",
                engine.name,
                engine.garbage,
                if engine.garbage == 1 { "" } else { "s" },
                if engine.garbage == 1 { "was" } else { "were" },
            )?;
        }
    }
    Ok(())
}

/// The refereed match's players from `--players`: `ugi:COMMAND ARGS` or a
/// built-in player (`mcts` alone with `iterations`); a person cannot take
/// part.
pub fn parse_entrants(text: &str, iterations: u32) -> Result<Vec<Entrant>, Failure> {
    text.split(',')
        .map(|item| {
            let item = item.trim();
            match item.strip_prefix("ugi:") {
                Some(command) if command.trim().is_empty() => Err(Failure::Message(
                    "ugi: needs a command line: ugi:PROGRAM ARGS".into(),
                )),
                Some(command) => Ok(Entrant::Ugi(command.trim().to_string())),
                None => match crate::players::parse_players(item, iterations)?.as_slice() {
                    [crate::players::PlayerKind::Builtin(spec)] => Ok(Entrant::Builtin(*spec)),
                    _ => Err(Failure::Message(
                        "a match is between built-in players and UGI engines: no human".into(),
                    )),
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_seconds_and_an_increment() {
        let ms = Duration::from_millis;
        let tc = |t: &str| parse_time_control(t);
        assert_eq!(
            tc("2+0.05"),
            Ok(TimeControl {
                base: ms(2000),
                increment: ms(50)
            })
        );
        assert_eq!(
            tc("60"),
            Ok(TimeControl {
                base: ms(60_000),
                increment: ms(0)
            })
        );
        assert_eq!(tc("1+0.01").unwrap().increment, ms(10));
        for bad in ["", "0", "-1", "1+-1", "x", "1+", "1e9", "nan", "2+1+1"] {
            assert!(tc(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn entrants_are_engines_or_built_in() {
        let list = parse_entrants("ugi:./engine --fast , ab:0.1s", 9).unwrap();
        assert_eq!(
            list,
            [
                Entrant::Ugi("./engine --fast".into()),
                Entrant::Builtin("ab:0.1s".parse().unwrap())
            ]
        );
        assert_eq!(list[0].name(), "ugi:engine --fast");
        assert_eq!(Entrant::Ugi("/usr/bin/x  a".into()).name(), "ugi:x a");
        assert!(parse_entrants("ugi:,ab", 9).is_err());
        assert!(parse_entrants("human,ugi:x", 9).is_err());
    }
}
