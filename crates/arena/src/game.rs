//! One game of a match, for every kind of entrant: built-in players and
//! external UGI engines, with clocks or without. ludeme keeps the game:
//! every move an engine sends is checked and played by the [`Session`]
//! (its history rules and ply cap adjudicate the end), the die is rolled
//! here, and each side's clock runs from the moment it is asked until it
//! answers. A fault loses the game for the side at fault: an illegal or
//! unreadable move, an engine that crashed, one that did not answer within
//! its clock and a grace period (it is stopped), a clock run out.

use std::sync::Arc;
use std::time::Duration;

use ludeme_core::Oracle;
use ludeme_core::{derive_seed, Game, Seat, SeedLabel, Side};
use ludeme_players::Clock;
use ludeme_session::SEAT_PLAYER_SEED;

/// The seed label of a match's game `g`: [`derive_seed`]`(seed,
/// MATCH_GAME_SEED, g)`.
pub const MATCH_GAME_SEED: SeedLabel = SeedLabel::new("match game");
use ludeme_record::GameRecord;
use ludeme_registry::Registered;
use ludeme_session::{Seats, Session, Turn};
use ludeme_stats::GameResult;
use ludeme_ugi::client::EngineProcess;
use ludeme_ugi::{move_budget, ugi_move};

use crate::builtin::{Builtin, MOVETIME};
use crate::fault::{play_checked, play_word};
use crate::{Entrant, Fault, Forfeit, TimeControl};

/// How long past its clock an engine's answer is waited for before the
/// engine is stopped (it has lost on time by then).
const GRACE: Duration = Duration::from_secs(1);

/// One game of a match: who sat where, and how it went.
#[derive(Debug)]
pub struct Played {
    /// `seating[seat]`: the index of the player in that seat.
    pub seating: Vec<usize>,
    /// Each seat's result.
    pub results: Vec<GameResult>,
    /// The game's length in plies.
    pub plies: usize,
    /// Per seat: moves chosen.
    pub moves: Vec<u32>,
    /// Per seat: the time spent choosing them.
    pub thinking: Vec<Duration>,
    /// Why the game was lost by a fault: the side and the reason, worded
    /// as the game's record says it (`red+yellow loses: illegal move
    /// d2-d9: ...`).
    pub fault: Option<Forfeit>,
    /// The player (its index in `--players`) at fault.
    pub faulty: Option<usize>,
    /// The game's record (a fault decided in its `Termination` tag),
    /// until the match's ledger has saved it.
    pub record: Option<GameRecord>,
}

/// The seed of game `g` of a match seeded `seed`:
/// [`derive_seed`]`(seed, MATCH_GAME_SEED, g)`.
pub fn game_seed(seed: u64, g: u32) -> u64 {
    derive_seed(seed, MATCH_GAME_SEED, u64::from(g))
}

/// The seating of game `g` of `seats` players: player `(seat + g) mod n`
/// in `seat` (for two players, seats swapped from one game to the next).
pub fn seating(seats: usize, g: u32) -> Vec<usize> {
    (0..seats).map(|s| (s + g as usize) % seats).collect()
}

/// Each seat's result in a game that ended with `winner` (a side, or
/// `None` for a draw or a game that did not end) in `position`.
pub fn seat_results<G: Game>(position: &G, winner: Option<Side>) -> Vec<GameResult> {
    (0..position.seat_count())
        .map(|s| match winner {
            None => GameResult::Draw,
            Some(w) if w == position.side_of(Seat(s as u8)) => GameResult::Win,
            Some(_) => GameResult::Loss,
        })
        .collect()
}

/// The answer of a seat's player.
enum Answer<M> {
    /// A built-in player's move (legal).
    Move(M),
    /// An engine's move word, to be checked.
    Word(String),
    /// What went wrong.
    Fault(Fault),
}

/// The players of a match and how its games are played: what
/// [`Referee::play`] needs to play any game of it.
pub struct Referee<'a> {
    /// The players, in `--players` order.
    pub entrants: &'a [Entrant],
    /// One per entrant: its engine process, for engines (empty when no
    /// entrant is an engine).
    pub engines: &'a mut [Option<EngineProcess>],
    /// The match's seed.
    pub seed: u64,
    /// The ply cap of every game.
    pub max_plies: u32,
    /// Each seat's clock, if the match has clocks.
    pub clock: Option<TimeControl>,
    /// What the clocks run on, and the built-in players' time budgets:
    /// the [`WallClock`](ludeme_players::WallClock) in a real match.
    pub timer: Arc<dyn Clock>,
}

/// A game under way: its session, seating and each seat's tallies.
struct Table<G: Registered> {
    game: Session<G>,
    seating: Vec<usize>,
    /// The built-in player of each seat (`None`: an engine's seat).
    builtins: Vec<Option<Builtin<G>>>,
    clocks: Vec<Duration>,
    moves: Vec<u32>,
    thinking: Vec<Duration>,
}

impl Referee<'_> {
    /// Plays game `g` from `start` (`start_text`: its position text, for
    /// the engines' `position fen`; `None`: `position startpos`): player
    /// `(seat + g) mod n` in `seat`, the die and the built-in players
    /// seeded from the match's seed and `g` alone (so that a game is the
    /// same whichever thread plays it): from [`game_seed`], as
    /// [`Seats::new`] seeds them; the built-in players consult `oracle`
    /// (the game's endgame tables) if given. A game lost by a fault is
    /// decided so in its record.
    pub fn play<G: Registered>(
        &mut self,
        g: u32,
        start: &G,
        start_text: Option<&str>,
        oracle: Option<&Arc<dyn Oracle<G>>>,
    ) -> Played {
        let seats = self.entrants.len();
        let seed = game_seed(self.seed, g);
        let seating = seating(seats, g);
        let mut dice = Seats::<G>::new(&vec![None; seats], seed);
        let builtins = seating
            .iter()
            .enumerate()
            .map(|(s, &p)| match &self.entrants[p] {
                Entrant::Builtin(spec) => Some(Builtin::new(
                    *spec,
                    derive_seed(seed, SEAT_PLAYER_SEED, s as u64),
                    self.clock.is_some(),
                    oracle,
                    &self.timer,
                )),
                _ => None,
            })
            .collect();
        let rules = start.history_rules().with_ply_cap(Some(self.max_plies));
        let mut table = Table {
            game: Session::with_rules(start.clone(), rules),
            clocks: vec![self.clock.map_or(Duration::ZERO, |c| c.base); seats],
            moves: vec![0; seats],
            thinking: vec![Duration::ZERO; seats],
            seating,
            builtins,
        };
        // Engines get ready first; one that cannot loses the game.
        let mut fault = self.ready_engines(&table.seating);
        while fault.is_none() {
            let seat = match table.game.step(&mut dice) {
                Ok(Turn::Played { .. }) => continue, // the die
                Ok(Turn::Person(seat)) => usize::from(seat.0),
                // Over (or nobody to act).
                _ => break,
            };
            fault = self
                .turn(&mut table, seat, start_text)
                .err()
                .map(|why| (seat, why));
        }
        finish(table, fault)
    }

    /// Tells the engines of the game a new game begins: the seat of the
    /// first that cannot, and why.
    fn ready_engines(&mut self, seating: &[usize]) -> Option<(usize, Fault)> {
        for (s, &p) in seating.iter().enumerate() {
            if let Some(engine) = self.engines.get_mut(p).and_then(Option::as_mut) {
                if let Err(why) = engine.new_game() {
                    return Some((s, Fault::Engine(why)));
                }
            }
        }
        None
    }

    /// The turn of `seat`: its player asked, its clock charged, its move
    /// played; what went wrong, if anything.
    fn turn<G: Registered>(
        &mut self,
        table: &mut Table<G>,
        seat: usize,
        start_text: Option<&str>,
    ) -> Result<(), Fault> {
        let started = self.timer.now();
        let answer = self.ask(table, seat, start_text);
        let used = self.timer.now().saturating_sub(started);
        table.thinking[seat] += used;
        table.moves[seat] += 1;
        if let Answer::Fault(why) = answer {
            return Err(why);
        }
        if let Some(clock) = self.clock {
            let left = table.clocks[seat];
            if used > left {
                return Err(Fault::OnTime { used, left });
            }
            table.clocks[seat] = left - used + clock.increment;
        }
        match answer {
            Answer::Move(mv) => play_checked(&mut table.game, mv),
            Answer::Word(word) => play_word(&mut table.game, &word),
            Answer::Fault(fault) => Err(fault),
        }
    }

    /// What the player of `seat` answers: a built-in player's move, or an
    /// engine's word (within its clock and the grace period).
    fn ask<G: Registered>(
        &mut self,
        table: &mut Table<G>,
        seat: usize,
        start_text: Option<&str>,
    ) -> Answer<G::Move> {
        let p = table.seating[seat];
        if let Some(player) = table.builtins[seat].as_mut() {
            let budget = self.clock.map(|c| {
                move_budget(
                    table.clocks[seat],
                    c.increment,
                    table.game.line().position().moves_left(),
                )
            });
            return match player.choose(&table.game, budget) {
                Some(mv) => Answer::Move(mv),
                None => Answer::Fault(Fault::NoMove {
                    player: self.entrants[p].name(),
                }),
            };
        }
        let position = position_line(start_text, &table.game);
        let (go, limit) = match self.clock {
            Some(clock) => (go_line(&table.clocks, clock), table.clocks[seat] + GRACE),
            None => (
                format!("go movetime {}", MOVETIME.as_millis()),
                MOVETIME + GRACE,
            ),
        };
        let engine = self.engines[p].as_mut().expect("an engine's seat");
        match engine.best_move(&position, &go, limit) {
            Ok(word) => Answer::Word(word),
            Err(why) => Answer::Fault(Fault::Engine(why)),
        }
    }
}

/// The `position` line of a game so far, from `start_text` (`None`: the
/// variant's start).
fn position_line<G: Registered>(start_text: Option<&str>, game: &Session<G>) -> String {
    let mut line = match start_text {
        None => "position startpos".to_string(),
        Some(text) => format!("position fen {text}"),
    };
    let moves = game.line().moves();
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
fn go_line(clocks: &[Duration], clock: TimeControl) -> String {
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

/// How the game at `table` went, `fault` (a seat and why) deciding it.
fn finish<G: Registered>(table: Table<G>, fault: Option<(usize, Fault)>) -> Played {
    let Table {
        game,
        seating,
        moves,
        thinking,
        ..
    } = table;
    let mut saved = GameRecord::from_session(&game);
    let record = game.line();
    let position = record.position();
    let seats = seating.len();
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
            let forfeit = Forfeit::new(side.name(position), why);
            saved.decide(winner_after_fault(position, side), forfeit.to_string());
            (results, Some((seating[seat], forfeit)))
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
        fault: fault.map(|(_, forfeit)| forfeit),
        record: Some(saved),
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
