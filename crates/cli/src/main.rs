//! `ludeme`: perft, moves, show, play and bench for every game of the
//! workspace. See `ludeme --help`.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use ludeme::{AnyGame, AnyRules, Game, NameError};

mod bench;
mod matches;
mod play;
mod players;

/// Rules engines for Barca, Barricade and Surakarta.
#[derive(Parser, Debug)]
#[command(name = "ludeme", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Where a command starts: the game, its variant and an optional position.
#[derive(clap::Args, Debug, Clone)]
struct Setup {
    /// The game: barca, barricade or surakarta.
    game: String,
    /// A variant of the game (surakarta: orthogonal, bas-basan, bas-basan-3;
    /// barricade: pairs, pairs-4, individual-2/3/4, +protect-partners,
    /// +no-low-barricades).
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
enum Failure {
    Message(String),
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

fn load(setup: &Setup) -> Result<AnyGame, Failure> {
    let rules = AnyRules::by_name(&setup.game, setup.variant.as_deref())?;
    match &setup.position {
        None => Ok(AnyGame::start(&rules)),
        Some(text) => AnyGame::from_text(text, &rules)
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

fn run(cli: Cli) -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    match cli.command {
        Command::Perft {
            setup,
            depth,
            divide,
        } => {
            let depth = parse_depth(&depth)?;
            let game = load(&setup)?;
            if divide && depth > 0 {
                let mut total = 0;
                for (mv, count) in ludeme::perft_divide(&game, depth) {
                    writeln!(out, "{mv}: {count}")?;
                    total += count;
                }
                writeln!(out, "{total}")?;
            } else {
                writeln!(out, "{}", ludeme::perft(&game, depth))?;
            }
        }
        Command::Moves { setup } => {
            let game = load(&setup)?;
            let mut moves = Default::default();
            game.legal_moves(&mut moves);
            let mut lines: Vec<String> = moves.iter().map(ToString::to_string).collect();
            lines.sort_unstable();
            for line in lines {
                writeln!(out, "{line}")?;
            }
        }
        Command::Show { setup, ascii, svg } => {
            let game = load(&setup)?;
            if let Some(path) = svg {
                return std::fs::write(&path, game.svg()).map_err(|e| {
                    Failure::Message(format!("cannot write {}: {e}", path.display()))
                });
            }
            write!(
                out,
                "{}",
                game.diagram(ascii, !ascii && io::stdout().is_terminal())
            )?;
            if let Some(outcome) = game.outcome() {
                writeln!(out, "game over: {}", game.describe_outcome(outcome))?;
            }
        }
        Command::Play {
            setup,
            players,
            seed,
            iterations,
            max_plies,
            ascii,
        } => {
            let game = load(&setup)?;
            let default = if game.seat_count() == 2 {
                "human,mcts".to_string()
            } else {
                std::iter::once("human")
                    .chain(std::iter::repeat_n("mcts", game.seat_count() - 1))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let players =
                players::parse_players(players.as_deref().unwrap_or(&default), iterations)?;
            players::check_seats(&players, game.seat_count())?;
            drop(out);
            let table = play::Table {
                players,
                seed,
                max_plies,
                ascii,
            };
            play::run(game, &table)?;
            return Ok(());
        }
        Command::Match {
            setup,
            players,
            games,
            seed,
            iterations,
            max_plies,
        } => {
            let game = load(&setup)?;
            let players = players::parse_players(&players, iterations)?;
            players::check_seats(&players, game.seat_count())?;
            matches::run(&game, &players, games, seed, max_plies, &mut out)?;
        }
        Command::Bench { game } => {
            let games: Vec<&'static str> = match &game {
                Some(name) => {
                    let rules = AnyRules::by_name(name, None)?;
                    vec![rules.game_name()]
                }
                None => ludeme::GAMES.to_vec(),
            };
            bench::run(&games, &mut out)?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
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
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::BrokenPipe) => ExitCode::SUCCESS,
        Err(Failure::Message(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
