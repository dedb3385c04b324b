//! The arguments of `ludeme tables` and its commands.

use clap::Subcommand;

use super::parse_threads;

/// The arguments of `ludeme tables`: one of its commands.
#[derive(clap::Args, Debug)]
pub struct TablesArgs {
    /// What to do with the tables.
    #[command(subcommand)]
    pub command: TablesCommand,
}

/// The commands of `ludeme tables`.
#[derive(Subcommand, Debug)]
pub enum TablesCommand {
    /// Generate every table of up to N pieces into DIR, a file per split.
    ///
    /// One file per material split (`GAME-MvO.ldmt`: M pieces for
    /// the side to move, O for the other); the files already there and
    /// whole are kept. The work's progress goes to standard error on a
    /// terminal. On standard output, a line per split as its file is
    /// written: its entries (indices, used or not), file size in bytes,
    /// wins, draws and losses right after a capture, the longest DTC
    /// (dtc), cursed wins (cursed), blessed losses (blessed) and the
    /// seconds of its phase (a split and its flip are solved together;
    /// `kept` for a file kept); then the total, with the seconds of the
    /// whole run.
    Generate(TablesGenerateArgs),
    /// Probe a position: its value and DTC, and each legal move's.
    ///
    /// First `value: win|draw|loss`, for the side to move at K plies since
    /// the last capture; then `dtc: N`, the plies to the capture that
    /// decides the value (the capture included), or `dtc: none` when the
    /// piece count decides it; then a line per legal move in byte order of
    /// its text (as `ludeme moves` lists them), `MOVE: VALUE dtc N|none`,
    /// for the side that plays it (its DTC counts the move).
    Probe(TablesProbeArgs),
    /// Verify every table of DIR: a line per split, `4v3: ok, N
    /// positions`.
    ///
    /// The headers and checksums, then every stored value derived again
    /// from the position's moves, the rules and the smaller tables, in the
    /// order `generate` writes them. The first mismatch or damaged file is
    /// an error (exit status 2).
    Verify(TablesVerifyArgs),
    /// Print the help of `ludeme tables` or of one of its commands (the
    /// same as `ludeme tables COMMAND --help`).
    Help(TablesHelpArgs),
}

/// The arguments of `ludeme tables generate`.
#[derive(clap::Args, Debug)]
pub struct TablesGenerateArgs {
    /// The game, one with endgame tables (the list is filled in from the registry).
    pub game: String,
    /// Every split of up to N pieces on the board, 2 to 10 (the files of
    /// up to 6 pieces take 43 MB, of up to 8 pieces 2.6 GB; 9 and 10
    /// pieces need --large).
    #[arg(long, value_name = "N")]
    pub pieces: u32,
    /// Start the work of 9 or 10 pieces, which needs tens of gigabytes of
    /// disk and of memory (without --large, the command says how many and
    /// stops).
    #[arg(long)]
    pub large: bool,
    /// The directory of the table files (made if missing).
    #[arg(long, value_name = "DIR")]
    pub dir: std::path::PathBuf,
    /// Threads to work on (default: one per core).
    #[arg(long, value_name = "T", value_parser = parse_threads)]
    pub threads: Option<usize>,
}

/// The arguments of `ludeme tables probe`.
#[derive(clap::Args, Debug)]
pub struct TablesProbeArgs {
    /// The game, one with endgame tables (the list is filled in from the registry).
    pub game: String,
    /// Position text (it may begin with '-'): standard rules, no more
    /// pieces than the tables hold.
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub position: String,
    /// The directory of the table files.
    #[arg(long, value_name = "DIR")]
    pub dir: std::path::PathBuf,
    /// Plies played since the last capture, 0 to 49 (at 50 the game is
    /// over); the values assume no position of them repeats.
    #[arg(long, value_name = "K", default_value_t = 0, value_parser = parse_plies_since_capture)]
    pub plies_since_capture: u32,
}

/// The arguments of `ludeme tables help`.
#[derive(clap::Args, Debug)]
pub struct TablesHelpArgs {
    /// The command of `ludeme tables` to explain: generate, probe or
    /// verify.
    pub command: Option<String>,
}

/// The arguments of `ludeme tables verify`.
#[derive(clap::Args, Debug)]
pub struct TablesVerifyArgs {
    /// The game, one with endgame tables (the list is filled in from the registry).
    pub game: String,
    /// The directory of the table files.
    #[arg(long, value_name = "DIR")]
    pub dir: std::path::PathBuf,
}

/// Plies since the last capture: 0 up to the no-capture limit, which ends
/// the game.
fn parse_plies_since_capture(text: &str) -> Result<u32, String> {
    let last = ludeme_tables::NO_CAPTURE_LIMIT - 1;
    match text.parse::<u32>() {
        Ok(k) if k <= last => Ok(k),
        _ => Err(format!(
            "expected plies from 0 to {last} (at {} plies without a capture the game is over)",
            last + 1
        )),
    }
}
