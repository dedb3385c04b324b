//! `ludeme match`: built-in players against each other, seats rotated;
//! with UGI engines or clocks, ludeme referees (see `referee`).
//!
//! Every game goes through the [`Ledger`] in game order: its record is
//! appended to the `--save` file, its result counted for the statistics
//! under the table (two players in two seats), and the `--sprt` test may
//! end the match there.

mod game;
mod ledger;
mod pool;

use std::io::Write;
use std::path::PathBuf;

use indicatif::{ProgressBar, ProgressStyle};
use ludeme::{GameVisitor, Registered};

pub(crate) use game::{game_seed, seat_results, seating, tally, Played};
pub(crate) use ledger::Ledger;

use crate::players::{check_seats, parse_players, PlayerKind};
use crate::referee::{self, Referee, TimeControl};
use crate::stats::Sprt;
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
    /// Where to append each game's record (`--save`).
    pub save: Option<PathBuf>,
    /// The test that may end the match early (`--sprt`).
    pub sprt: Option<Sprt>,
    /// The file of start positions (`--openings`).
    pub openings: Option<PathBuf>,
}

/// Where each game of a match starts: the one start position, or the
/// openings of `--openings` as [`crate::openings::schedule`] plays them.
pub(crate) struct Starts<G> {
    positions: Vec<G>,
    /// Per game, the opening and whether the seats are swapped (empty
    /// without openings). The seating itself is the match's rotation,
    /// which for two players swaps the seats of games `2k` and `2k + 1`
    /// as the schedule does.
    plan: Vec<(usize, bool)>,
    /// Whether the start was given (position text, a record or openings)
    /// rather than the variant's own.
    given: bool,
}

impl<G: Registered> Starts<G> {
    /// The start position of game `g`.
    pub fn of(&self, g: u32) -> &G {
        let opening = self.plan.get(g as usize).map_or(0, |&(opening, _)| opening);
        &self.positions[opening]
    }

    /// The position text of game `g`'s start when it was given (`None`:
    /// the variant's start).
    pub fn text(&self, g: u32) -> Option<String> {
        self.given.then(|| self.of(g).to_string())
    }
}

impl GameVisitor for Match<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let start: G = load(&rules, self.position.as_deref())?;
        let seats = start.seat_count();
        if self.sprt.is_some() && seats != 2 {
            return Err(Failure::Message(format!(
                "--sprt needs two players in two seats: the game has {seats} seats"
            )));
        }
        let starts = match &self.openings {
            None => Starts {
                given: self.position.is_some(),
                positions: vec![start],
                plan: Vec::new(),
            },
            Some(path) => {
                let positions = crate::openings::read_openings_file::<G>(path, &rules)
                    .map_err(Failure::Message)?;
                Starts {
                    plan: crate::openings::schedule(positions.len(), self.games),
                    positions,
                    given: true,
                }
            }
        };
        let engines = self
            .players
            .split(',')
            .any(|p| p.trim().starts_with("ugi:"));
        if engines || self.clock.is_some() {
            return refereed(&starts, seats, self);
        }
        let players = parse_players(&self.players, self.iterations)?;
        check_seats(&players, seats)?;
        if players.contains(&PlayerKind::Human) {
            return Err(Failure::Message(
                "a match is between built-in players: no human".into(),
            ));
        }
        let names: Vec<String> = players.iter().map(|p| p.name()).collect();
        let mut ledger = Ledger::new(names, seats, self.games, self.save.as_deref(), self.sprt);
        let bar = progress_bar(self.games);
        let one = |g: u32| {
            let played = game::play_game(starts.of(g), &players, g, self.seed, self.max_plies);
            bar.inc(1);
            played
        };
        let played = pool::play_in_order(self.games, self.threads, one, &mut ledger);
        bar.finish_and_clear();
        played?;
        write_table(self.out, &players, &ledger)
    }
}

/// The progress bar of a match (on a terminal only).
fn progress_bar(games: u32) -> ProgressBar {
    let bar = ProgressBar::new(u64::from(games));
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("a valid template"),
    );
    bar
}

/// A match refereed by ludeme: UGI engines, or clocks (one game at a
/// time, so that every clock runs on a core of its own).
fn refereed<G: Registered>(
    starts: &Starts<G>,
    seats: usize,
    setup: Match<'_>,
) -> Result<(), Failure> {
    let entrants = referee::parse_entrants(&setup.players, setup.iterations)?;
    if entrants.len() != seats {
        return Err(Failure::Message(format!(
            "--players names {} players, the game has {seats} seats",
            entrants.len(),
        )));
    }
    let engines = referee::start_engines(&entrants)?;
    let mut referee = Referee {
        entrants: &entrants,
        engines,
        seed: setup.seed,
        max_plies: setup.max_plies,
        clock: setup.clock,
    };
    let names = entrants.iter().map(referee::Entrant::name).collect();
    let mut ledger = Ledger::new(names, seats, setup.games, setup.save.as_deref(), setup.sprt);
    let bar = progress_bar(setup.games);
    for g in 0..setup.games {
        let played = referee.play(g, starts.of(g), starts.text(g).as_deref());
        bar.inc(1);
        if !ledger.add(played)? {
            break;
        }
    }
    bar.finish_and_clear();
    let engines = std::mem::take(&mut referee.engines);
    referee::write_table(setup.out, &entrants, &engines, &ledger)
}

/// Writes the tally of a match of built-in players, and the statistics
/// under it.
fn write_table(
    out: &mut (impl Write + ?Sized),
    players: &[PlayerKind],
    ledger: &Ledger<'_>,
) -> Result<(), Failure> {
    let played = &ledger.played;
    let games = played.len() as u32;
    let tally = tally(players.len(), played);
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
    for line in ledger.statistics() {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rotation_swaps_the_seats_as_the_openings_schedule_says() {
        for (g, &(_, swapped)) in crate::openings::schedule(3, 12).iter().enumerate() {
            assert_eq!(seating(2, g as u32) == [1, 0], swapped, "game {g}");
        }
    }
}
