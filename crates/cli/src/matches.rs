//! `ludeme match`: built-in players against each other, seats rotated;
//! with UGI engines or clocks, ludeme referees (see `referee`).

use std::io::Write;

use indicatif::{ProgressBar, ProgressStyle};
use ludeme::session::{Seats, Session, Turn};
use ludeme::{Actor, GameVisitor, Registered, Seat};

use crate::players::{check_seats, parse_players, PlayerKind};
use crate::referee::{self, Referee, TimeControl};
use crate::{load, Failure};

/// `ludeme match GAME --players …`.
pub struct Match<'a> {
    pub out: &'a mut dyn Write,
    pub position: Option<String>,
    pub players: String,
    pub games: u32,
    pub seed: u64,
    pub iterations: u32,
    pub max_plies: u32,
    /// 0: one per core.
    pub threads: usize,
    /// Clocks per game (`--tc`).
    pub clock: Option<TimeControl>,
}

impl GameVisitor for Match<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start: G = load(&rules, self.position.as_deref())?;
        let engines = self
            .players
            .split(',')
            .any(|p| p.trim().starts_with("ugi:"));
        if engines || self.clock.is_some() {
            return refereed(&start, self);
        }
        let players = parse_players(&self.players, self.iterations)?;
        check_seats(&players, start.seat_count())?;
        run(
            &start,
            &players,
            self.games,
            self.seed,
            self.max_plies,
            self.threads,
            self.out,
        )
    }
}

/// A match refereed by ludeme: UGI engines, or clocks (one game at a
/// time, so that every clock runs on a core of its own).
fn refereed<G: Registered>(start: &G, setup: Match<'_>) -> Result<(), Failure> {
    let entrants = referee::parse_entrants(&setup.players, setup.iterations)?;
    if entrants.len() != start.seat_count() {
        return Err(Failure::Message(format!(
            "--players names {} players, the game has {} seats",
            entrants.len(),
            start.seat_count()
        )));
    }
    let engines = referee::start_engines(&entrants)?;
    let mut referee = Referee {
        start,
        start_text: setup.position.as_ref().map(|_| start.to_string()),
        entrants: &entrants,
        engines,
        seed: setup.seed,
        max_plies: setup.max_plies,
        clock: setup.clock,
    };
    let bar = ProgressBar::new(u64::from(setup.games));
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("a valid template"),
    );
    let played: Vec<Played> = (0..setup.games)
        .map(|g| {
            let played = referee.play(g);
            bar.inc(1);
            played
        })
        .collect();
    bar.finish_and_clear();
    let engines = std::mem::take(&mut referee.engines);
    referee::write_table(setup.out, &entrants, &engines, &played)
}

/// The tally of one player over a match.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Moves chosen, and the time spent choosing them.
    pub moves: u32,
    pub thinking: std::time::Duration,
}

/// One game of a match: who sat where, and how it went.
pub(crate) struct Played {
    /// `seating[seat]`: the index of the player in that seat.
    pub seating: Vec<usize>,
    /// Each seat's result: 1 win, ½ draw, 0 loss, as a tally entry.
    pub results: Vec<Result3>,
    pub plies: usize,
    /// Per seat: moves chosen and the time spent choosing them.
    pub moves: Vec<u32>,
    pub thinking: Vec<std::time::Duration>,
    /// Why the game was lost by a fault, for the game's record: the side
    /// and the reason, `"red+yellow loses: illegal move d2-d9: ..."`.
    pub fault: Option<String>,
    /// The player (its index in `--players`) at fault.
    pub faulty: Option<usize>,
}

/// Each player's tally over `played`.
pub(crate) fn tally(players: usize, played: &[Played]) -> Vec<Tally> {
    let mut tally = vec![Tally::default(); players];
    for game in played {
        for (s, &p) in game.seating.iter().enumerate() {
            let t = &mut tally[p];
            match game.results[s] {
                Result3::Win => t.wins += 1,
                Result3::Draw => t.draws += 1,
                Result3::Loss => t.losses += 1,
            }
            t.moves += game.moves[s];
            t.thinking += game.thinking[s];
        }
    }
    tally
}

/// A seat's result in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Result3 {
    Win,
    Draw,
    Loss,
}

/// Plays game `g` of a match: player `(seat + g) mod n` in `seat`, its
/// players and dice seeded from `seed` and `g` alone (so a game is the
/// same whichever thread plays it).
fn play_game<G: Registered>(
    start: &G,
    players: &[PlayerKind],
    g: u32,
    seed: u64,
    max_plies: u32,
) -> Played {
    let seats = players.len();
    let game_seed = seed.wrapping_add(u64::from(g).wrapping_mul(0x9E37_79B9));
    let seating: Vec<usize> = (0..seats).map(|s| (s + g as usize) % seats).collect();
    let specs: Vec<_> = seating.iter().map(|&p| players[p].spec()).collect();
    let mut at_table = Seats::new(&specs, game_seed);
    let mut moves = vec![0; seats];
    let mut thinking = vec![std::time::Duration::ZERO; seats];
    let rules = start.history_rules().with_ply_cap(Some(max_plies));
    let mut game = Session::with_rules(start.clone(), rules);
    loop {
        let started = std::time::Instant::now();
        match game.step(&mut at_table) {
            Ok(Turn::Played {
                actor: Actor::Seat(seat),
                ..
            }) => {
                let seat = usize::from(seat.0);
                thinking[seat] += started.elapsed();
                moves[seat] += 1;
            }
            Ok(Turn::Played { .. }) => {}
            // Over; built-in players find a legal move wherever a seat is
            // to act.
            _ => break,
        }
    }
    let record = game.record();
    let final_position = record.position();
    let winner = record.outcome().and_then(|o| o.winner());
    let results = (0..seats)
        .map(|s| match winner {
            None => Result3::Draw,
            Some(w) if w == final_position.side_of(Seat(s as u8)) => Result3::Win,
            Some(_) => Result3::Loss,
        })
        .collect();
    Played {
        seating,
        results,
        plies: record.plies(),
        moves,
        thinking,
        fault: None,
        faulty: None,
    }
}

/// Plays `games` games on `threads` threads (game `g` seats player
/// `(seat + g) mod n` in `seat`) and prints the tally: the same games and
/// results whatever the number of threads.
fn run<G: Registered>(
    start: &G,
    players: &[PlayerKind],
    games: u32,
    seed: u64,
    max_plies: u32,
    threads: usize,
    out: &mut (impl Write + ?Sized),
) -> Result<(), Failure> {
    if players.contains(&PlayerKind::Human) {
        return Err(Failure::Message(
            "a match is between built-in players: no human".into(),
        ));
    }
    let bar = ProgressBar::new(u64::from(games));
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("a valid template"),
    );
    let one = |g: u32| {
        let played = play_game(start, players, g, seed, max_plies);
        bar.inc(1);
        played
    };
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
    let played: Vec<Played> = match pool {
        Ok(pool) if threads != 1 => {
            use rayon::prelude::*;
            pool.install(|| (0..games).into_par_iter().map(one).collect())
        }
        _ => (0..games).map(one).collect(),
    };
    bar.finish_and_clear();
    let tally = tally(players.len(), &played);
    let total_plies: usize = played.iter().map(|g| g.plies).sum();
    writeln!(
        out,
        "{:<12} {:>6} {:>6} {:>6} {:>7} {:>9}",
        "player", "wins", "draws", "losses", "score", "ms/move"
    )?;
    for (p, t) in players.iter().zip(&tally) {
        let score = (f64::from(t.wins) + 0.5 * f64::from(t.draws)) / f64::from(games.max(1));
        let per_move = t.thinking.as_secs_f64() * 1e3 / f64::from(t.moves.max(1));
        writeln!(
            out,
            "{:<12} {:>6} {:>6} {:>6} {:>6.1}% {:>9.2}",
            p.name(),
            t.wins,
            t.draws,
            t.losses,
            100.0 * score,
            per_move
        )?;
    }
    writeln!(
        out,
        "{games} games, mean length {:.1} plies",
        total_plies as f64 / f64::from(games.max(1))
    )?;
    Ok(())
}
