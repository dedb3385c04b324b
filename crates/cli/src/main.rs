//! `ludeme`: perft, moves, show, play, match and bench for every game of the
//! workspace. See `ludeme --help`.
//!
//! Each command is written once, generically over the game ([`GameVisitor`]),
//! and run on the game's own type, chosen by name through the registry.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use ludeme::{AnyRules, NameError, Registered};

mod bench;
mod commands;
mod matches;
mod play;
mod players;

/// Rules engines for abstract board games: perft, moves, pictures, play and
/// matches for every registered game.
#[derive(Parser, Debug)]
#[command(name = "ludeme", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Where a command starts: the game, its variant and an optional position.
#[derive(clap::Args, Debug, Clone)]
struct Setup {
    /// The game (the list is filled in from the registry).
    game: String,
    /// A variant of the game (the list is filled in from the registry).
    #[arg(long)]
    variant: Option<String>,
    /// Position text (it may begin with '-'); default: the start position.
    #[arg(long, allow_hyphen_values = true)]
    position: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the move sequences of DEPTH plies; the count is the last line.
    Perft {
        #[command(flatten)]
        setup: Setup,
        /// The depth in plies (a chance outcome is one ply).
        #[arg(allow_hyphen_values = true)]
        depth: String,
        /// First print one `MOVE: COUNT` line per root move.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves in move text, one per line, in byte order of
    /// the text (as `LC_ALL=C sort` orders them); at a chance node, the
    /// chance outcomes.
    Moves {
        #[command(flatten)]
        setup: Setup,
    },
    /// Draw the board for a person.
    Show {
        #[command(flatten)]
        setup: Setup,
        /// Plain ASCII instead of Unicode box drawing.
        #[arg(long)]
        ascii: bool,
        /// Write an SVG picture of the position to FILE instead.
        #[arg(long, value_name = "FILE")]
        svg: Option<std::path::PathBuf>,
    },
    /// Play a game in the terminal: people and built-in players.
    Play {
        #[command(flatten)]
        setup: Setup,
        /// Who takes each seat in turn order, comma-separated: human, random,
        /// greedy, mcts or mcts:N (default: human against mcts).
        #[arg(long)]
        players: Option<String>,
        /// Seed of the built-in players and the dice.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// MCTS iterations per move for `mcts`.
        #[arg(long, default_value_t = 1000)]
        iterations: u32,
        /// End the game as a draw after this many plies.
        #[arg(long, default_value_t = 10_000)]
        max_plies: usize,
        /// Plain ASCII boards.
        #[arg(long)]
        ascii: bool,
    },
    /// Play built-in players against each other, seats rotated per game.
    Match {
        #[command(flatten)]
        setup: Setup,
        /// One player per seat, comma-separated: random, greedy, mcts, mcts:N.
        #[arg(long)]
        players: String,
        /// The number of games.
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Seed of the first game.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// MCTS iterations per move for `mcts`.
        #[arg(long, default_value_t = 1000)]
        iterations: u32,
        /// End a game as a draw after this many plies.
        #[arg(long, default_value_t = 2_000)]
        max_plies: usize,
    },
    /// Measure move generation and perft speed.
    Bench {
        /// One game (default: every game).
        game: Option<String>,
    },
}

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
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::BrokenPipe
        } else {
            Failure::Message(e.to_string())
        }
    }
}

impl From<NameError> for Failure {
    fn from(e: NameError) -> Self {
        Failure::Message(e.to_string())
    }
}

/// The start position under `rules`, or `position` text.
fn load<G: Registered>(rules: &G::Rules, position: Option<&str>) -> Result<G, Failure> {
    match position {
        None => Ok(G::start_with(rules)),
        Some(text) => G::from_text(text, rules)
            .map_err(|e| Failure::Message(format!("bad position text {text:?}: {e}"))),
    }
}

fn parse_depth(text: &str) -> Result<u32, Failure> {
    match text.parse::<u32>() {
        Ok(depth) if depth <= 64 => Ok(depth),
        _ => Err(Failure::Message(format!(
            "bad depth {text:?}: expected a whole number from 0 to 64"
        ))),
    }
}

/// The rules a command's `GAME` and `--variant` name.
fn rules_of(setup: &Setup) -> Result<AnyRules, Failure> {
    Ok(AnyRules::by_name(&setup.game, setup.variant.as_deref())?)
}

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Perft {
            setup,
            depth,
            divide,
        } => {
            let depth = parse_depth(&depth)?;
            rules_of(&setup)?.visit(commands::Perft {
                position: setup.position,
                depth,
                divide,
            })
        }
        Command::Moves { setup } => rules_of(&setup)?.visit(commands::Moves {
            position: setup.position,
        }),
        Command::Show { setup, ascii, svg } => rules_of(&setup)?.visit(commands::Show {
            position: setup.position,
            ascii,
            svg,
        }),
        Command::Play {
            setup,
            players,
            seed,
            iterations,
            max_plies,
            ascii,
        } => rules_of(&setup)?.visit(play::Play {
            position: setup.position,
            players,
            iterations,
            seed,
            max_plies,
            ascii,
        }),
        Command::Match {
            setup,
            players,
            games,
            seed,
            iterations,
            max_plies,
        } => rules_of(&setup)?.visit(matches::Match {
            position: setup.position,
            players,
            games,
            seed,
            iterations,
            max_plies,
        }),
        Command::Bench { game } => {
            let names: Vec<&'static str> = match &game {
                Some(name) => vec![AnyRules::by_name(name, None)?.game_name()],
                None => ludeme::games().iter().map(|g| g.name).collect(),
            };
            bench::run(&names, &mut io::stdout().lock())
        }
    }
}

/// The command line, with the games and variants of the registry in its
/// help.
fn command() -> clap::Command {
    let games = ludeme::games();
    let names: Vec<&str> = games.iter().map(|g| g.name).collect();
    let game_help = format!("The game: {}.", names.join(", "));
    let variants: Vec<String> = games
        .iter()
        .map(|g| format!("{}: {}", g.name, g.variant_list()))
        .collect();
    let variant_help = format!(
        "A variant of the game ({}); default: the first.",
        variants.join("; ")
    );
    let mut list = String::from("Games and variants:");
    for game in &games {
        list.push_str(&format!("\n  {}", game.name));
        for v in &game.variants {
            list.push_str(&format!("\n    {:<22}{}", v.name, v.description));
        }
        for o in &game.options {
            list.push_str(&format!(
                "\n    {:<22}{}",
                format!("+{}", o.name),
                o.description
            ));
        }
    }
    let mut cli = Cli::command().after_help(list);
    // In place, so that positional arguments keep their order.
    cli = cli.mut_subcommands(|sub| {
        sub.mut_args(|arg| match arg.get_id().as_str() {
            "game" => arg.help(game_help.clone()),
            "variant" => arg.help(variant_help.clone()),
            _ => arg,
        })
    });
    cli
}

fn main() -> ExitCode {
    let parsed = command()
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // One line: the message and its details, without the usage block.
            let rendered = e.to_string();
            let message: Vec<&str> = rendered
                .lines()
                .map(str::trim)
                .take_while(|line| !line.starts_with("Usage:"))
                .filter(|line| !line.is_empty())
                .collect();
            eprintln!("{} (see ludeme --help)", message.join(" "));
            return ExitCode::from(2);
        }
    };
    let result = run(cli).and_then(|()| Ok(io::stdout().flush()?));
    match result {
        Ok(()) | Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_consistent() {
        command().debug_assert();
    }

    #[test]
    fn the_help_lists_every_registered_game_and_variant() {
        let help = command().render_long_help().to_string();
        for game in ludeme::games() {
            assert!(help.contains(&format!("\n  {}", game.name)), "{help}");
            for v in &game.variants {
                assert!(
                    help.contains(v.name) && help.contains(v.description),
                    "{help}"
                );
            }
        }
        let perft = command()
            .find_subcommand_mut("perft")
            .expect("perft")
            .render_long_help()
            .to_string();
        assert!(perft.contains("barca, barricade, surakarta"), "{perft}");
        assert!(perft.contains("bas-basan-3"), "{perft}");
    }

    #[test]
    fn a_position_is_read_under_the_named_rules() {
        struct Count(Option<&'static str>);
        impl ludeme::GameVisitor for Count {
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
