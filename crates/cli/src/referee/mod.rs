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
//!
//! The parts: [`entrants`] (who plays: built-in players and engines),
//! [`clock`] (`--tc`), [`builtin`] (a built-in player on the clock) and
//! [`table`] (the match's table, with the faults).

mod builtin;
mod clock;
mod entrants;
mod table;

use std::time::{Duration, Instant};

use ludeme::session::{Seats, Session, SessionError, Turn};
use ludeme::{Game, GameRecord, Registered, Seat, Side};

pub use clock::{parse_time_control, TimeControl};
pub use entrants::{parse_entrants, start_engines, Entrant};
pub use table::write_table;

use crate::matches::{game_seed, seat_results, seating, Played};
use crate::quote;
use crate::stats::GameResult;
use builtin::Builtin;
use ludeme_ugi::client::EngineProcess;
use ludeme_ugi::{play_ugi_move, think_time, ugi_move};

/// How long past its clock an engine's answer is waited for before the
/// engine is stopped (it has lost on time by then).
const GRACE: Duration = Duration::from_secs(1);
/// The time per move of an engine without `--tc` (`go movetime`).
const MOVETIME: Duration = Duration::from_secs(1);

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
pub struct Referee<'a> {
    pub entrants: &'a [Entrant],
    /// One per entrant: its engine, for `ugi:` entrants.
    pub engines: Vec<Option<EngineProcess>>,
    pub seed: u64,
    pub max_plies: u32,
    pub clock: Option<TimeControl>,
}

impl Referee<'_> {
    /// The `position` line of a game so far, from `start_text` (`None`:
    /// the variant's start).
    fn position_line<G: Registered>(start_text: Option<&str>, game: &Session<G>) -> String {
        let mut line = match start_text {
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

    /// Plays game `g` from `start` (`start_text`: its position text, for
    /// the engines' `position fen`; `None`: `position startpos`): player
    /// `(seat + g) mod n` in `seat`, the die and the built-in players
    /// seeded from the match's seed and `g` as in a match of built-in
    /// players. A game lost by a fault is decided so in its record.
    pub fn play<G: Registered>(&mut self, g: u32, start: &G, start_text: Option<&str>) -> Played {
        let seats = self.entrants.len();
        let game_seed = game_seed(self.seed, g);
        let seating = seating(seats, g);
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
        let rules = start.history_rules().with_ply_cap(Some(self.max_plies));
        let mut game = Session::with_rules(start.clone(), rules);
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
                    let position = Self::position_line(start_text, &game);
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
        let mut saved = GameRecord::from_session(&game);
        let record = game.record();
        let position = record.position();
        let (results, fault) = match fault {
            Some((seat, why)) => {
                let side = position.side_of(Seat(seat as u8));
                let results = (0..seats)
                    .map(|s| {
                        if position.side_of(Seat(s as u8)) == side {
                            GameResult::Loss
                        } else {
                            GameResult::Win
                        }
                    })
                    .collect();
                let text = format!("{} loses: {why}", side.name(position));
                saved.decide(winner_after_fault(position, side), text.clone());
                (results, Some((seating[seat], text)))
            }
            None => {
                let winner = record.outcome().and_then(|o| o.winner());
                (seat_results(position, winner), None)
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
            record: Some(saved),
        }
    }
}

/// The result of a game that `loser` lost by a fault, for its record: the
/// other side's name, or `*` when more than one side is left (the record
/// has no way to name several winners; its `Termination` tag says who
/// lost).
fn winner_after_fault<G: Game>(position: &G, loser: Side) -> String {
    let mut others: Vec<Side> = (0..position.seat_count())
        .map(|s| position.side_of(Seat(s as u8)))
        .filter(|&side| side != loser)
        .collect();
    others.sort();
    others.dedup();
    match others.as_slice() {
        [winner] => winner.name(position),
        _ => "*".to_string(),
    }
}
