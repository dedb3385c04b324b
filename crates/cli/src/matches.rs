//! `ludeme match`: players and engines against each other, through
//! [`ludeme_arena::Match`], with a progress bar on a terminal.

use std::io::Write;
use std::path::PathBuf;

use ludeme_registry::{GameVisitor, Registered};

use crate::start::Start;
use crate::{endgame, Failure, MatchArgs};

/// `ludeme match GAME --players LIST`: plays the games and prints the
/// table (and the statistics under it).
pub fn run(args: MatchArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let start = Start::of(&args.setup)?;
    let bar = progress_bar(args.games);
    let on_game = || bar.inc(1);
    let setup = ludeme_arena::Match::new(out, &args.players)
        .position_if(start.end())
        .games(args.games)
        .seed(args.seed)
        .iterations(args.iterations)
        .max_plies(args.max_plies)
        .threads(args.threads.unwrap_or(0))
        .clock(args.tc)
        .save(args.save)
        .sprt(args.sprt)
        .openings(args.openings)
        .on_game(&on_game);
    let played = start.rules.clone().visit(WithTables {
        setup,
        tables: args.tables,
    });
    bar.finish_and_clear();
    played
}

/// A match on the game's own type, its built-in players consulting the
/// endgame tables if given.
struct WithTables<'a> {
    setup: ludeme_arena::Match<'a>,
    tables: Option<PathBuf>,
}

impl GameVisitor for WithTables<'_> {
    type Output = Result<(), Failure>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let oracle = endgame::oracle::<G>(self.tables.as_deref(), &rules)?;
        Ok(self.setup.run(rules, oracle)?)
    }
}

/// The progress bar of a match (on a terminal only).
fn progress_bar(games: u32) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(u64::from(games));
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed}")
            .expect("a valid template"),
    );
    bar
}
