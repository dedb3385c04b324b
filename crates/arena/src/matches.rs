//! A match: games between the same players, seats rotated, each played by
//! the one game loop ([`Referee::play`]) and taken by the [`Ledger`] in
//! game order: its record appended to the `--save` file, its result counted
//! for the statistics under the table (two players in two seats), and the
//! `--sprt` test may end the match there. Built-in players alone play on
//! several threads; a match with engines or clocks is refereed one game at
//! a time, so that every clock runs on a core of its own.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use ludeme_core::Oracle;
use ludeme_players::Clock;
use ludeme_registry::{GameVisitor, Registered};
use ludeme_stats::Sprt;

use crate::{
    by_name, check_seats, parse_entrants, pool, start_engines, start_position, write_table,
    ArenaError, Entrant, Ledger, Referee, TimeControl,
};

/// `ludeme match GAME --players …`, run on the game's own type by the
/// registry ([`ludeme_registry::AnyRules::visit`]); built with
/// [`Match::new`] and its options, each with the command line's default.
pub struct Match<'a> {
    pub(crate) out: &'a mut dyn Write,
    pub(crate) position: Option<String>,
    pub(crate) players: String,
    pub(crate) games: u32,
    pub(crate) seed: u64,
    pub(crate) iterations: u32,
    pub(crate) max_plies: u32,
    pub(crate) threads: usize,
    pub(crate) clock: Option<TimeControl>,
    pub(crate) timer: Arc<dyn Clock>,
    pub(crate) save: Option<PathBuf>,
    pub(crate) sprt: Option<Sprt>,
    pub(crate) openings: Option<PathBuf>,
    pub(crate) on_game: &'a (dyn Fn() + Sync),
}

/// Where each game of a match starts: the one start position, or the
/// openings of `--openings` as [`crate::schedule`] plays them.
struct Starts<G> {
    positions: Vec<G>,
    /// Per game, the opening (empty without openings). The seating itself
    /// is the match's rotation, which for two players swaps the seats of
    /// games `2k` and `2k + 1` as the schedule does.
    openings: Vec<usize>,
    /// Whether the start was given (position text, a record or openings)
    /// rather than the variant's own.
    given: bool,
}

impl<G: Registered> Starts<G> {
    /// The start position of game `g`.
    fn of(&self, g: u32) -> &G {
        let opening = self.openings.get(g as usize).copied().unwrap_or(0);
        &self.positions[opening]
    }

    /// The position text of game `g`'s start when it was given (`None`:
    /// the variant's start).
    fn text(&self, g: u32) -> Option<String> {
        self.given.then(|| self.of(g).to_string())
    }
}

impl GameVisitor for Match<'_> {
    type Output = Result<(), ArenaError>;

    /// [`Match::run`] without an oracle.
    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        self.run::<G>(rules, None)
    }
}

impl Match<'_> {
    /// Plays the match on the game `G` under `rules`, its built-in players
    /// consulting `oracle` (the game's endgame tables) if given: what a
    /// front end that chose the game by name calls with the game's oracle
    /// (the registry's [`GameVisitor::visit`] calls it without one).
    ///
    /// # Errors
    /// As [`GameVisitor::visit`]: a bad position, openings file, player
    /// list or seat count, or a table or record that cannot be written.
    pub fn run<G: Registered>(
        self,
        rules: G::Rules,
        oracle: Option<Arc<dyn Oracle<G>>>,
    ) -> Result<(), ArenaError> {
        let start: G =
            start_position(&rules, self.position.as_deref()).map_err(|e| e.map(by_name::<G>))?;
        let seats = start.seat_count();
        if self.sprt.is_some() && seats != 2 {
            return Err(ArenaError::SprtSeats { seats });
        }
        let starts = match &self.openings {
            None => Starts {
                given: self.position.is_some(),
                positions: vec![start],
                openings: Vec::new(),
            },
            Some(path) => {
                let positions = crate::read_openings_file::<G>(path, &rules)
                    .map_err(|e| e.map(by_name::<G>))?;
                Starts {
                    openings: crate::schedule(positions.len(), self.games)
                        .into_iter()
                        .map(|(opening, _)| opening)
                        .collect(),
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
            refereed(&starts, seats, self, oracle.as_ref())
        } else {
            on_threads(&starts, seats, self, oracle.as_ref())
        }
    }
}

/// A match of built-in players, on threads.
fn on_threads<G: Registered>(
    starts: &Starts<G>,
    seats: usize,
    setup: Match<'_>,
    oracle: Option<&Arc<dyn Oracle<G>>>,
) -> Result<(), ArenaError> {
    let players = parse_entrants(&setup.players, setup.iterations)?;
    check_seats(&players, seats)?;
    if players.contains(&Entrant::Person) {
        return Err(ArenaError::Person { refereed: false });
    }
    let names: Vec<String> = players.iter().map(Entrant::name).collect();
    let mut ledger = Ledger::new(names, seats, setup.games, setup.save.as_deref(), setup.sprt);
    let one = |g: u32| {
        let mut referee = Referee {
            entrants: &players,
            engines: &mut [],
            seed: setup.seed,
            max_plies: setup.max_plies,
            clock: None,
            timer: Arc::clone(&setup.timer),
        };
        let played = referee.play(g, starts.of(g), starts.text(g).as_deref(), oracle);
        (setup.on_game)();
        played
    };
    pool::play_in_order(setup.games, setup.threads, one, &mut ledger)?;
    Ok(write_table(setup.out, &players, None, &ledger)?)
}

/// A match refereed by ludeme: UGI engines, or clocks (one game at a
/// time, so that every clock runs on a core of its own).
fn refereed<G: Registered>(
    starts: &Starts<G>,
    seats: usize,
    setup: Match<'_>,
    oracle: Option<&Arc<dyn Oracle<G>>>,
) -> Result<(), ArenaError> {
    // Item by item: the first that names no player, or a person, says so.
    let entrants = setup
        .players
        .split(',')
        .map(|item| match Entrant::parse(item, setup.iterations)? {
            Entrant::Person => Err(ArenaError::Person { refereed: true }),
            entrant => Ok(entrant),
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_seats(&entrants, seats)?;
    let mut engines = start_engines(&entrants)?;
    let mut referee = Referee {
        entrants: &entrants,
        engines: &mut engines,
        seed: setup.seed,
        max_plies: setup.max_plies,
        clock: setup.clock,
        timer: Arc::clone(&setup.timer),
    };
    let names = entrants.iter().map(Entrant::name).collect();
    let mut ledger = Ledger::new(names, seats, setup.games, setup.save.as_deref(), setup.sprt);
    for g in 0..setup.games {
        let played = referee.play(g, starts.of(g), starts.text(g).as_deref(), oracle);
        (setup.on_game)();
        if !ledger.add(played)? {
            break;
        }
    }
    let engines = std::mem::take(&mut engines);
    Ok(write_table(setup.out, &entrants, Some(&engines), &ledger)?)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::{schedule, seating, EntrantError, OpeningError, PositionError};
    use ludeme_registry::AnyRules;

    /// Runs a match of `game` (`GAME` or `GAME/VARIANT`) set up by
    /// `change`, from 2 games of random players; its error, or `None`.
    fn refusal(game: &str, change: impl FnOnce(&mut Match<'_>)) -> Option<ArenaError> {
        let mut out = Vec::new();
        let mut setup = Match::new(&mut out, "random,random")
            .games(2)
            .iterations(10)
            .max_plies(4)
            .threads(1);
        change(&mut setup);
        let (game, variant) = game
            .split_once('/')
            .map_or((game, None), |(g, v)| (g, Some(v)));
        AnyRules::by_name(game, variant).unwrap().visit(setup).err()
    }

    #[test]
    fn a_match_that_cannot_be_played_says_why_typed() {
        let error = refusal("barca", |m| m.position = Some("xx".into())).unwrap();
        assert!(
            matches!(&error, ArenaError::Position(PositionError { text, .. }) if text == "xx"),
            "{error:?}"
        );
        assert!(error.to_string().starts_with("bad position text \"xx\": "));
        let error = refusal("barca", |m| m.players = "random".into()).unwrap();
        assert!(
            matches!(
                error,
                ArenaError::Entrant(EntrantError::Seats {
                    players: 1,
                    seats: 2
                })
            ),
            "{error:?}"
        );
        let error = refusal("barca", |m| m.players = "human,random".into()).unwrap();
        assert!(matches!(error, ArenaError::Person { refereed: false }));
        assert_eq!(
            error.to_string(),
            "a match is between built-in players: no human"
        );
        let error = refusal("barca", |m| m.players = "human,ugi:x".into()).unwrap();
        assert!(matches!(error, ArenaError::Person { refereed: true }));
        assert_eq!(
            error.to_string(),
            "a match is between built-in players and UGI engines: no human"
        );
        let error = refusal("barricade/individual-3", |m| {
            m.sprt = "elo0=0,elo1=5".parse().ok()
        })
        .unwrap();
        assert!(
            matches!(error, ArenaError::SprtSeats { seats: 3 }),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            "--sprt needs two players in two seats: the game has 3 seats"
        );
    }

    #[test]
    fn files_that_cannot_be_read_or_written_are_named() {
        let nowhere = PathBuf::from("/nonexistent/ludeme/games.txt");
        let error = refusal("surakarta", |m| m.openings = Some(nowhere.clone())).unwrap();
        assert!(
            matches!(&error, ArenaError::Openings(OpeningError::Read { path, .. }) if *path == nowhere),
            "{error:?}"
        );
        let error = refusal("surakarta", |m| m.save = Some(nowhere.clone())).unwrap();
        let ArenaError::Save(save) = &error else {
            panic!("{error:?}");
        };
        assert_eq!(save.path, nowhere);
        assert!(error.to_string().starts_with("cannot write /nonexistent/"));
        assert!(refusal("surakarta", |_| {}).is_none());
    }

    #[test]
    fn the_rotation_swaps_the_seats_as_the_openings_schedule_says() {
        for (g, &(_, swapped)) in schedule(3, 12).iter().enumerate() {
            assert_eq!(seating(2, g as u32) == [1, 0], swapped, "game {g}");
        }
    }
}
