//! The command line's arguments, one struct per command, with the games
//! and variants of the registry filled into its help.

use clap::{CommandFactory, Parser, Subcommand, ValueEnum};

mod tables;

pub use tables::{
    TablesArgs, TablesCommand, TablesGenerateArgs, TablesHelpArgs, TablesProbeArgs,
    TablesVerifyArgs,
};

/// Rules engines for abstract board games: perft, moves, pictures, play and
/// matches for every registered game.
#[derive(Parser, Debug)]
#[command(
    name = "ludeme",
    version,
    arg_required_else_help = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// Colours on the terminal: auto (when standard output is a terminal
    /// and NO_COLOR is not set), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// When to colour the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Where a command starts: the game, its variant and an optional position.
#[derive(clap::Args, Debug, Clone)]
pub struct Setup {
    /// The game (the list is filled in from the registry).
    pub game: String,
    /// A variant of the game (the list is filled in from the registry).
    #[arg(long)]
    pub variant: Option<String>,
    /// Position text (it may begin with '-'); default: the start position.
    #[arg(long, allow_hyphen_values = true, conflicts_with = "record")]
    pub position: Option<String>,
    /// Start from the end of the first game record in FILE (a game of
    /// GAME; `play` continues it, with its history rules).
    #[arg(long, value_name = "FILE")]
    pub record: Option<std::path::PathBuf>,
}

/// A seed: any whole number from 0 up.
fn parse_seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        if text.starts_with('-') {
            "seeds are non-negative whole numbers".to_string()
        } else {
            format!("expected a whole number from 0 to {}", u64::MAX)
        }
    })
}

/// A number of threads, 1 to 1024.
fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=1024).contains(&n) => Ok(n),
        _ => Err("expected a number of threads from 1 to 1024".to_string()),
    }
}

/// The largest `--hash`, in MiB: 1 TiB.
const MAX_HASH_MB: usize = 1 << 20;

/// A table size in MiB, 0 to [`MAX_HASH_MB`].
fn parse_hash(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n <= MAX_HASH_MB => Ok(n),
        _ => Err(format!("expected a size in MiB from 0 to {MAX_HASH_MB}")),
    }
}

/// A time: `2s`, `0.5s`, `500ms`.
fn parse_time(text: &str) -> Result<std::time::Duration, String> {
    match text.parse() {
        Ok(ludeme_players::Budget::Time(t)) => Ok(t),
        _ => Err("expected a time such as 2s, 0.5s or 500ms".to_string()),
    }
}

/// A time control: `2+0.05`.
fn parse_tc(text: &str) -> Result<ludeme_arena::TimeControl, ludeme_arena::TimeControlError> {
    ludeme_arena::parse_time_control(text)
}

/// SPRT settings: `elo0=E0,elo1=E1[,alpha=A,beta=B]`.
fn parse_sprt(text: &str) -> Result<crate::stats::Sprt, crate::stats::SprtError> {
    text.parse()
}

/// The commands, with their arguments (each documented in `ludeme COMMAND
/// --help`).
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the move sequences of DEPTH plies; the count is the last line.
    Perft(PerftArgs),
    /// List the legal moves in move text, one per line, in byte order of
    /// the text (as `LC_ALL=C sort` orders them); at a chance node, the
    /// chance outcomes.
    Moves(MovesArgs),
    /// Draw the board for a person.
    Show(ShowArgs),
    /// Play a game in the terminal: people and built-in players.
    Play(PlayArgs),
    /// Play built-in players and UGI engines against each other, seats
    /// rotated per game.
    ///
    /// Under the table of two players in two seats: the first player's Elo
    /// difference (with half its 95% interval), likelihood of superiority
    /// and draw ratio as cutechess-cli prints them; the pair counts
    /// (Ptnml) when the number of games is even; the SPRT with --sprt.
    Match(MatchArgs),
    /// Be an engine speaking UGI (the Universal Game Interface: UCI's
    /// commands with ugi/ugiok and query) on standard input and output,
    /// for tournament managers and GUIs.
    Ugi(UgiArgs),
    /// Search a position with alpha-beta: depth by depth, the score, the
    /// nodes searched and the principal variation; then the best move.
    Analyse(AnalyseArgs),
    /// Draw the board at a ply of a game record, then `position: TEXT`; or
    /// check every record of FILE (a line each).
    Replay(ReplayArgs),
    /// Measure move generation and perft speed.
    Bench(BenchArgs),
    /// Fit the evaluation's weights to the results of game records
    /// (Texel's method): the quiet positions of every finished game of
    /// GAME in the files, each labelled with its game's result; prints the
    /// weights before and after, and with --write writes them as the Rust
    /// file the game's evaluation reads.
    Tune(TuneArgs),
    /// Endgame tables (of the games that have them): generate them, probe
    /// a position's value and distance to the deciding capture, verify the
    /// files.
    Tables(TablesArgs),
    /// Print the help of the program or of a command (`ludeme help tables
    /// probe`: the same as `ludeme tables probe --help`).
    Help(HelpArgs),
}

/// The arguments of `ludeme perft`.
#[derive(clap::Args, Debug)]
pub struct PerftArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
    /// The depth in plies (a chance outcome is one ply).
    #[arg(allow_hyphen_values = true)]
    pub depth: String,
    /// First print one `MOVE: COUNT` line per root move.
    #[arg(long)]
    pub divide: bool,
    /// Threads to count on (default: one per core; 1: the serial count).
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// A transposition table of MB mebibytes, at most 1048576 (1 TiB)
    /// (default: none).
    #[arg(long, value_name = "MB", default_value_t = 0, value_parser = parse_hash)]
    pub hash: usize,
    /// Play every leaf instead of counting the last ply's moves, as
    /// engines without bulk counting do.
    #[arg(long)]
    pub no_bulk: bool,
}

/// The arguments of `ludeme moves`.
#[derive(clap::Args, Debug)]
pub struct MovesArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
}

/// The arguments of `ludeme show`.
#[derive(clap::Args, Debug)]
pub struct ShowArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
    /// Plain ASCII instead of Unicode box drawing.
    #[arg(long)]
    pub ascii: bool,
    /// Write an SVG picture of the position to FILE instead ('-':
    /// standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub svg: Option<std::path::PathBuf>,
}

/// The arguments of `ludeme play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
    /// Who takes each seat in turn order, comma-separated: human, random,
    /// greedy, mcts, mcts:N, ab, ab:TIME (0.5s), ab:NODES or plain:DEPTH
    /// (default: human against mcts).
    #[arg(long)]
    pub players: Option<String>,
    /// Seed of the built-in players and the dice.
    #[arg(long, default_value_t = 1, value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: u64,
    /// MCTS iterations per move for `mcts`.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub iterations: u32,
    /// End the game as a draw after this many plies (default: no cap).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: Option<u32>,
    /// Plain ASCII boards.
    #[arg(long)]
    pub ascii: bool,
    /// MCTS players written without a tree count search T trees at
    /// once, one per thread, merged at the root (as `mcts:NxT`).
    #[arg(long, value_name = "T", default_value_t = 1, value_parser = parse_threads)]
    pub threads: usize,
    /// Append the game's record to FILE when the game ends or stops.
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
    /// Endgame tables in DIR (of a game that has them, see `ludeme tables
    /// --help`) that the built-in players consult: the tables' move in a position they hold, and
    /// alpha-beta scores each capture into them by their value.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
}

/// The arguments of `ludeme match`.
#[derive(clap::Args, Debug)]
pub struct MatchArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
    /// One player per seat, comma-separated: random, greedy, mcts, mcts:N,
    /// ab, ab:TIME (0.5s), ab:NODES, plain:DEPTH, or "ugi:COMMAND ARGS"
    /// (an external UGI engine, its command line split on white space;
    /// start it with the match's variant).
    #[arg(long)]
    pub players: String,
    /// The number of games (with --sprt, the most).
    #[arg(long, default_value_t = ludeme_arena::Match::DEFAULT_GAMES, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// The match's seed: each game's built-in players and dice are seeded
    /// from it and the game's number.
    #[arg(long, default_value_t = ludeme_arena::Match::DEFAULT_SEED, value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: u64,
    /// MCTS iterations per move for `mcts`.
    #[arg(long, default_value_t = ludeme_players::DEFAULT_ITERATIONS, value_parser = clap::value_parser!(u32).range(1..))]
    pub iterations: u32,
    /// End a game as a draw after this many plies (a match needs every
    /// game to end).
    #[arg(long, default_value_t = ludeme_arena::Match::DEFAULT_MAX_PLIES, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_plies: u32,
    /// Games played at once (default: one per core); the results are
    /// the same for any number. With UGI engines or --tc, one at a time.
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// A clock per game for every player: SECONDS, plus INCREMENT
    /// seconds a move (2+0.05). A player whose clock runs out, or whose
    /// engine fails (an illegal or unreadable move, a crash, no answer),
    /// loses the game; the match goes on. Without it, engines get 1 s a
    /// move (go movetime 1000) and built-in players their own budgets.
    #[arg(long, value_name = "SECONDS[+INCREMENT]", value_parser = parse_tc)]
    pub tc: Option<ludeme_arena::TimeControl>,
    /// Append each game's record to FILE, in game order (whatever
    /// --threads), with Seats, Date and Round tags; a game lost by a
    /// fault says why in its Termination tag.
    #[arg(long, value_name = "FILE")]
    pub save: Option<std::path::PathBuf>,
    /// Stop as soon as a sequential probability ratio test decides
    /// between H0 (the first player is E0 Elo stronger than the
    /// second) and H1 (E1 stronger), at error rates alpha and beta
    /// (0.05 unless given); --games is then the most games. Two
    /// players in two seats. Model: pentanomial (pairs of games, seats
    /// swapped; checked after each pair) when --games is even,
    /// trinomial (checked after each game) when it is odd; the LLR by
    /// the GSPRT approximation of fishtest and fastchess. With
    /// --threads, the games finished in order count, and no game
    /// starts once the test has decided.
    #[arg(long, value_name = "elo0=E0,elo1=E1[,alpha=A,beta=B]", value_parser = parse_sprt)]
    pub sprt: Option<crate::stats::Sprt>,
    /// Start the games from the positions of FILE: one position text
    /// a line (blank lines and # comments left out), or game records
    /// (each record's last position). Games 2k and
    /// 2k+1 play opening k with the seats swapped, the openings taken
    /// in order and started over when they run out.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "record"])]
    pub openings: Option<std::path::PathBuf>,
    /// Endgame tables in DIR (of a game that has them, see `ludeme tables
    /// --help`) that the built-in players consult: the tables' move in a position they hold, and
    /// alpha-beta scores each capture into them by their value.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
}

/// The arguments of `ludeme ugi`.
#[derive(clap::Args, Debug)]
pub struct UgiArgs {
    /// The game (the list is filled in from the registry).
    pub game: String,
    /// A variant of the game (the list is filled in from the registry).
    #[arg(long)]
    pub variant: Option<String>,
}

/// The arguments of `ludeme analyse`.
#[derive(clap::Args, Debug)]
pub struct AnalyseArgs {
    /// The game, its variant and the position.
    #[command(flatten)]
    pub setup: Setup,
    /// Time to search: 2s, 500ms.
    #[arg(long, default_value = "1s", value_parser = parse_time)]
    pub time: std::time::Duration,
    /// Search this many nodes instead (the same result every time).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// Endgame tables in DIR (of a game that has them, see `ludeme tables
    /// --help`): the tables' move
    /// in a position they hold; elsewhere the search scores each capture
    /// into them by their value.
    #[arg(long, value_name = "DIR")]
    pub tables: Option<std::path::PathBuf>,
}

/// The arguments of `ludeme replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The file of game records.
    pub file: std::path::PathBuf,
    /// The record to show, from 1.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub game: u64,
    /// The ply to show (0: the start; default: the end).
    #[arg(long, value_name = "K")]
    pub ply: Option<usize>,
    /// Read every record and print a line each: its game, plies and
    /// outcome; stop at the first error.
    #[arg(long, conflicts_with_all = ["game", "ply"])]
    pub check: bool,
    /// Plain ASCII instead of Unicode box drawing.
    #[arg(long)]
    pub ascii: bool,
}

/// The arguments of `ludeme tune`.
#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// The game (the list is filled in from the registry).
    pub game: String,
    /// Files of game records (`ludeme match --save`); records of other
    /// games and unfinished ones are left out.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
    /// Leave out the first N plies of each game (its opening).
    #[arg(long, value_name = "N", default_value_t = 8)]
    pub skip: usize,
    /// The pull toward the present weights, in the logistic's units (0:
    /// none; larger keeps the weights of rare terms where they are).
    #[arg(long, default_value_t = 1e-3, value_parser = parse_prior, allow_negative_numbers = true)]
    pub prior: f64,
    /// Write the fitted weights to FILE, as the Rust source of the game's
    /// weights (the `weights.rs` its crate's evaluation reads); rebuild to
    /// use them.
    #[arg(long, value_name = "FILE")]
    pub write: Option<std::path::PathBuf>,
}

/// A pull toward the present weights: a number from 0 up.
fn parse_prior(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(prior) if prior.is_finite() && prior >= 0.0 => Ok(prior),
        _ => Err("expected a number from 0 up (0.001)".to_string()),
    }
}

/// The arguments of `ludeme bench`.
#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// One game (the list is filled in from the registry); default: every
    /// game.
    pub game: Option<String>,
}

/// The arguments of `ludeme help`.
#[derive(clap::Args, Debug)]
pub struct HelpArgs {
    /// The command to explain; for a command with commands of its own,
    /// then one of those (`tables probe`).
    #[arg(value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// The words of a positional `game` argument's doc that [`command`]
/// replaces with the registry's games.
const PLACEHOLDER: &str = " (the list is filled in from the registry)";

/// `help` with `list` in place of the [`PLACEHOLDER`], as a sentence:
/// `The game (the list is filled in from the registry)` becomes `The game:
/// barca, barricade, surakarta.`; `None` when there is no placeholder.
fn fill_in(help: &str, list: &str) -> Option<String> {
    if !help.contains(PLACEHOLDER) {
        return None;
    }
    let filled = help.replacen(PLACEHOLDER, &format!(": {list}"), 1);
    Some(if filled.ends_with('.') {
        filled
    } else {
        filled + "."
    })
}

/// A positional `game` argument with the registry's games in its own help.
fn fill_in_games(arg: clap::Arg, games: &str) -> clap::Arg {
    let help = arg.get_help().and_then(|h| fill_in(&h.to_string(), games));
    let long_help = arg
        .get_long_help()
        .and_then(|h| fill_in(&h.to_string(), games));
    let arg = match help {
        Some(help) => arg.help(help),
        None => arg,
    };
    match long_help {
        Some(long_help) => arg.long_help(long_help),
        None => arg,
    }
}

/// The command line, with the games and variants of the registry in its
/// help.
pub fn command() -> clap::Command {
    let games = ludeme_registry::games();
    let names: Vec<&str> = games.iter().map(|g| g.name).collect();
    let names = names.join(", ");
    let with_tables: Vec<&str> = games
        .iter()
        .filter(|g| g.endgame_tables)
        .map(|g| g.name)
        .collect();
    let with_tables = with_tables.join(", ");
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
    // In place, so that positional arguments keep their order.
    Cli::command().after_help(list).mut_subcommands(|sub| {
        // The tables' commands name the games with endgame tables.
        let sub = sub.mut_subcommands(|tables| {
            tables.mut_args(|arg| match arg.get_id().as_str() {
                "game" if arg.is_positional() => fill_in_games(arg, &with_tables),
                _ => arg,
            })
        });
        sub.mut_args(|arg| match arg.get_id().as_str() {
            // Only the game to play: `replay --game N` is a record number.
            "game" if arg.is_positional() => fill_in_games(arg, &names),
            "variant" => arg.help(variant_help.clone()),
            _ => arg,
        })
    })
}
