//! [`Match`]'s builder: the players and where the table goes, then each
//! option of `ludeme match` with the command line's default (an optional
//! one takes its value or an `Option` of it).

use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;

use ludeme_players::{Clock, WallClock, DEFAULT_ITERATIONS};
use ludeme_stats::Sprt;

use crate::{Match, TimeControl};

impl<'a> Match<'a> {
    /// The number of games of a match unless told ([`Match::games`]).
    pub const DEFAULT_GAMES: u32 = 10;
    /// The seed of a match unless told ([`Match::seed`]).
    pub const DEFAULT_SEED: u64 = 1;
    /// The ply cap of every game unless told ([`Match::max_plies`]).
    pub const DEFAULT_MAX_PLIES: u32 = 2_000;

    /// A match of `players` (one per seat, comma-separated, as `--players`
    /// names them: `"ab:0.5s,mcts"`, `"ugi:./engine --flag,random"`),
    /// writing its table to `out`: [`Match::DEFAULT_GAMES`] games from the
    /// variant's start, seeded by [`Match::DEFAULT_SEED`], capped at
    /// [`Match::DEFAULT_MAX_PLIES`] plies, on one thread per core, without
    /// clocks, saved records, SPRT or openings. The players are read when
    /// the match is played, so that their errors come in the command
    /// line's order.
    ///
    /// ```
    /// use ludeme_arena::Match;
    /// use ludeme_registry::AnyRules;
    ///
    /// let mut out = Vec::new();
    /// let setup = Match::new(&mut out, "greedy,random").games(2).max_plies(30).threads(1);
    /// AnyRules::by_name("barca", None)?.visit(setup)?;
    /// assert!(String::from_utf8(out)?.contains("2 games"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(out: &'a mut dyn Write, players: &str) -> Match<'a> {
        Match {
            out,
            position: None,
            players: players.into(),
            games: Match::DEFAULT_GAMES,
            seed: Match::DEFAULT_SEED,
            iterations: DEFAULT_ITERATIONS,
            max_plies: Match::DEFAULT_MAX_PLIES,
            threads: 0,
            clock: None,
            timer: Arc::new(WallClock),
            save: None,
            sprt: None,
            openings: None,
            on_game: &|| {},
        }
    }

    /// Every game from the position this text writes (not the variant's
    /// start).
    pub fn position(self, text: &str) -> Match<'a> {
        Match {
            position: Some(text.into()),
            ..self
        }
    }

    /// From the position this text writes, if given.
    pub fn position_if(self, text: Option<String>) -> Match<'a> {
        Match {
            position: text,
            ..self
        }
    }

    /// At most `games` games (fewer when the SPRT decides early).
    pub fn games(self, games: u32) -> Match<'a> {
        Match { games, ..self }
    }

    /// The match's seed: every game's dice and built-in players follow
    /// from it and the game's number.
    pub fn seed(self, seed: u64) -> Match<'a> {
        Match { seed, ..self }
    }

    /// The iterations of an `mcts` named alone.
    pub fn iterations(self, iterations: u32) -> Match<'a> {
        Match { iterations, ..self }
    }

    /// Every game drawn after `plies` plies.
    pub fn max_plies(self, plies: u32) -> Match<'a> {
        Match {
            max_plies: plies,
            ..self
        }
    }

    /// Threads for a match of built-in players (0: one per core).
    pub fn threads(self, threads: usize) -> Match<'a> {
        Match { threads, ..self }
    }

    /// Clocks for every game (`--tc`): the match is then refereed one game
    /// at a time.
    pub fn clock(self, clock: impl Into<Option<TimeControl>>) -> Match<'a> {
        Match {
            clock: clock.into(),
            ..self
        }
    }

    /// The clocks (and the built-in players' time budgets) read on `timer`
    /// instead of the wall clock: on a [`NodeClock`], whose time is the
    /// nodes searched, a clocked match of built-in players is the same on
    /// every machine, whatever else it is doing. An engine's answer is
    /// still awaited in real time.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use ludeme_arena::{parse_time_control, Match};
    /// use ludeme_players::NodeClock;
    /// use ludeme_registry::AnyRules;
    ///
    /// let play = || -> Result<String, Box<dyn std::error::Error>> {
    ///     let mut out = Vec::new();
    ///     let timer = Arc::new(NodeClock::new(1_000_000)); // a million nodes a second
    ///     let setup = Match::new(&mut out, "ab,ab").games(2).max_plies(40);
    ///     let setup = setup.clock(parse_time_control("0.2+0.01")?).timed_by(timer);
    ///     AnyRules::by_name("surakarta", None)?.visit(setup)?;
    ///     Ok(String::from_utf8(out)?)
    /// };
    /// let table = play()?;
    /// assert!(table.contains("2 games"));
    /// // The same games, to the node (the table's times are the clock's).
    /// assert_eq!(play()?, table);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// [`NodeClock`]: ludeme_players::NodeClock
    pub fn timed_by(self, timer: Arc<dyn Clock>) -> Match<'a> {
        Match { timer, ..self }
    }

    /// Appends each game's record to this file (`--save`).
    pub fn save(self, path: impl Into<Option<PathBuf>>) -> Match<'a> {
        Match {
            save: path.into(),
            ..self
        }
    }

    /// The test that may end the match early (`--sprt`; two seats only).
    pub fn sprt(self, sprt: impl Into<Option<Sprt>>) -> Match<'a> {
        Match {
            sprt: sprt.into(),
            ..self
        }
    }

    /// The games start from the positions of this file of openings
    /// (`--openings`), each played with the seats swapped.
    pub fn openings(self, path: impl Into<Option<PathBuf>>) -> Match<'a> {
        Match {
            openings: path.into(),
            ..self
        }
    }

    /// Called after each game (a progress bar).
    pub fn on_game(self, on_game: &'a (dyn Fn() + Sync)) -> Match<'a> {
        Match { on_game, ..self }
    }
}
