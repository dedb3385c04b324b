//! The `ludeme` command line as a library: perft, moves, show, play, match
//! (also as the referee of external UGI engines), analyse, the `ugi` engine
//! and bench for every game of the registry, and the endgame tables of the
//! games that have them (see `ludeme --help`).
//! The binary is [`main`]; [`parse_args`] and [`run`] are its two halves,
//! with standard input and output passed in, so that tests and fuzz targets
//! drive the command line's own parsing and commands without a process.
//!
//! Each command's arguments are one struct ([`PerftArgs`], [`MatchArgs`],
//! …), handed as it is to the command's own function; [`run`] only
//! dispatches. Each command is written once, generically over the game
//! ([`ludeme_registry::GameVisitor`]), and run on the game's own type, chosen by name
//! through the registry.
//!
//! ```
//! let args = ["ludeme", "perft", "surakarta", "2"].map(String::from);
//! let cli = ludeme_cli::parse_args(&args).expect("valid arguments");
//! let mut out = Vec::new();
//! ludeme_cli::run(cli, &mut std::io::empty(), &mut out).expect("a count");
//! assert_eq!(String::from_utf8(out).unwrap(), "256\n"); // the spec's perft 2
//! ```
//!
//! # Installing the command line
//! The crate is first the `ludeme` program: `cargo install --locked --path
//! crates/cli`, in a clone of the repository, puts it on the `PATH`, and
//! `ludeme --help` lists the commands. The library is the program's own parsing
//! and commands, for its tests and fuzz targets; a program that plays the games
//! depends on the facade crate `ludeme` instead, and on `ludeme-arena` and
//! `ludeme-ugi` for matches and engines. The crate has no optional features.
#![cfg_attr(docsrs, feature(doc_cfg))]

use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

use clap::FromArgMatches;
use ludeme_registry::{NameError, Registered};

mod args;
mod bench;
mod commands;
mod endgame;
mod help;
mod matches;
mod perft;
mod play;
mod replay;
mod start;
mod tables;
mod tune;

pub use args::{
    command, AnalyseArgs, BenchArgs, Cli, ColorChoice, Command, HelpArgs, MatchArgs, MovesArgs,
    PerftArgs, PlayArgs, ReplayArgs, Setup, ShowArgs, TablesArgs, TablesCommand,
    TablesGenerateArgs, TablesHelpArgs, TablesProbeArgs, TablesVerifyArgs, TuneArgs, UgiArgs,
};
/// The match statistics (the `ludeme-stats` crate).
pub use ludeme_stats as stats;
pub use play::{read_line, Answer};

/// A failure to report: one line on stderr, exit status 2; or a reader
/// that went away (`ludeme moves … | head`), which ends the run quietly.
#[derive(Debug)]
pub enum Failure {
    /// What went wrong, in one line.
    Message(String),
    /// The reader of standard output went away.
    BrokenPipe,
}

impl From<io::Error> for Failure {
    /// Errors of standard input and output: a reader that went away ends the
    /// run quietly; anything else (a full disk) is one line.
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::BrokenPipe
        } else {
            Failure::Message(format!("cannot write the output: {e}"))
        }
    }
}

impl From<ludeme_arena::ArenaError> for Failure {
    fn from(e: ludeme_arena::ArenaError) -> Self {
        match e {
            ludeme_arena::ArenaError::Output(e) => Failure::from(e),
            other => Failure::Message(other.to_string()),
        }
    }
}

impl From<ludeme_arena::EntrantError> for Failure {
    fn from(e: ludeme_arena::EntrantError) -> Self {
        Failure::Message(e.to_string())
    }
}

impl From<ludeme_arena::SaveError> for Failure {
    fn from(e: ludeme_arena::SaveError) -> Self {
        Failure::Message(e.to_string())
    }
}

impl From<NameError> for Failure {
    fn from(e: NameError) -> Self {
        Failure::Message(e.to_string())
    }
}

/// The start position under `rules`, or `position` text.
fn load<G: Registered>(rules: &G::Rules, position: Option<&str>) -> Result<G, Failure> {
    ludeme_arena::start_position(rules, position).map_err(|e| Failure::Message(e.to_string()))
}

/// User text quoted in a message: at most its first 40 characters.
pub(crate) use ludeme_session::quote;

/// Whether to colour what goes to standard output.
fn colour(choice: ColorChoice) -> bool {
    wants_colour(
        choice,
        io::stdout().is_terminal(),
        std::env::var_os("NO_COLOR"),
    )
}

/// `auto` colours a terminal unless `NO_COLOR` is set to something
/// (<https://no-color.org>).
fn wants_colour(choice: ColorChoice, terminal: bool, no_color: Option<std::ffi::OsString>) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => terminal && no_color.is_none_or(|v| v.is_empty()),
    }
}

/// Parses the command line (`args[0]` is the program's name) as `ludeme`
/// does, the registry's games and variants included.
///
/// # Errors
/// clap's error, which is also how `--help` and `--version` come back;
/// [`error_line`] words a real error in one line.
pub fn parse_args(args: &[String]) -> Result<Cli, clap::Error> {
    args::command()
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
}

/// Runs a parsed command line: a person's moves (for `play`) and an
/// engine's commands (for `ugi`) are read from `input`, everything else
/// written to `out`; a progress bar may go to standard error when it is a
/// terminal. Both are `Send`: `ugi` reads its input on a thread of its own
/// while it searches.
///
/// # Errors
/// What went wrong, in one line (a bad game or variant name, position text,
/// depth or player list; an output that cannot be written).
pub fn run(
    cli: Cli,
    input: &mut (dyn BufRead + Send),
    out: &mut (dyn Write + Send),
) -> Result<(), Failure> {
    let colour = colour(cli.color);
    match cli.command {
        Command::Perft(args) => perft::perft(args, out),
        Command::Moves(args) => commands::moves(args, out),
        Command::Show(args) => commands::show(args, colour, out),
        Command::Play(args) => play::run(args, colour, input, out),
        Command::Match(args) => matches::run(args, out),
        Command::Ugi(args) => commands::ugi(args, input, out),
        Command::Analyse(args) => commands::analyse(args, out),
        Command::Replay(args) => replay::run(args, colour, out),
        Command::Bench(args) => bench::run(args, out),
        Command::Tune(args) => tune::run(args, out),
        Command::Tables(args) => tables::run(args, out),
        Command::Help(args) => help::run(&args.command, out),
    }
}

/// A command-line error in one line, pointing once at the help of the
/// command it is about: the command that `args` (the program's name left
/// out) names, and its command if it has commands of its own (`ludeme
/// tables probe --help`).
pub fn error_line(e: &clap::Error, args: &[String]) -> String {
    let rendered = e.render().to_string();
    let message: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .filter(|line| !line.is_empty())
        .collect();
    let help = format!("{} --help", help::typed_command(args));
    // Arguments are quoted as they are: a control character in one (a
    // carriage return) is written escaped, so the message stays one line.
    let mut line = String::new();
    for c in message.join(" ").chars() {
        if c.is_control() {
            line.extend(c.escape_default());
        } else {
            line.push(c);
        }
    }
    format!("{line} (see {help})")
}

/// The `ludeme` program: the process's arguments, standard input and
/// output; a failure is one line on standard error and exit status 2.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let result = match parse_args(&args) {
        // The unlocked handles, which go between threads (`ugi` reads its
        // input on one and writes from another).
        Ok(cli) => run(cli, &mut io::BufReader::new(io::stdin()), &mut io::stdout()),
        // --help and --version, on standard output.
        Err(e) if !e.use_stderr() => {
            let rendered = e.render();
            let mut out = io::stdout().lock();
            let written = if colour(ColorChoice::Auto) {
                write!(out, "{}", rendered.ansi())
            } else {
                write!(out, "{rendered}")
            };
            written.and_then(|()| out.flush()).map_err(Failure::from)
        }
        // A bare `ludeme`: the help, on standard error.
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = write!(io::stderr(), "{}", e.render());
            return ExitCode::from(2);
        }
        Err(e) => Err(Failure::Message(error_line(&e, &args[1..]))),
    };
    let result = result.and_then(|()| Ok(io::stdout().flush()?));
    match result {
        Ok(()) | Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            let message = message.strip_prefix("error: ").unwrap_or(&message);
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludeme_registry::AnyRules;

    #[test]
    fn the_command_line_is_consistent() {
        args::command().debug_assert();
    }

    #[test]
    fn the_help_lists_every_registered_game_and_variant() {
        let help = args::command().render_long_help().to_string();
        for game in ludeme_registry::games() {
            assert!(help.contains(&format!("\n  {}", game.name)), "{help}");
            for v in &game.variants {
                assert!(
                    help.contains(v.name) && help.contains(v.description),
                    "{help}"
                );
            }
        }
        let perft = args::command()
            .find_subcommand_mut("perft")
            .expect("perft")
            .render_long_help()
            .to_string();
        let names: Vec<&str> = ludeme_registry::games().iter().map(|g| g.name).collect();
        assert!(perft.contains(&names.join(", ")), "{perft}");
        for variant in ludeme_registry::games().iter().flat_map(|g| &g.variants) {
            assert!(perft.contains(variant.name), "{perft}");
        }
    }

    #[test]
    fn colour_follows_the_choice_and_no_color() {
        use ColorChoice::*;
        assert!(wants_colour(Auto, true, None));
        assert!(wants_colour(Auto, true, Some("".into())));
        assert!(!wants_colour(Auto, true, Some("1".into())));
        assert!(!wants_colour(Auto, false, None));
        assert!(wants_colour(Always, false, Some("1".into())));
        assert!(!wants_colour(Never, true, None));
    }

    #[test]
    fn quotes_are_cut_at_forty_characters() {
        assert_eq!(quote("b2-c3"), "\"b2-c3\"");
        let long = "é".repeat(100);
        assert_eq!(quote(&long), format!("{:?}…", "é".repeat(40)));
    }

    #[test]
    fn a_position_is_read_under_the_named_rules() {
        struct Count(Option<&'static str>);
        impl ludeme_registry::GameVisitor for Count {
            type Output = Result<usize, Failure>;
            fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
                Ok(load::<G>(&rules, self.0)?.legal_move_count())
            }
        }
        let orthogonal = AnyRules::by_name("surakarta", Some("orthogonal")).unwrap();
        assert_eq!(orthogonal.clone().visit(Count(None)).unwrap(), 6);
        let err = orthogonal.visit(Count(Some("6/6 w"))).unwrap_err();
        assert!(matches!(err, Failure::Message(m) if m.contains("bad position text")));
    }
}
