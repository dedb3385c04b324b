//! The command line's own parsing and commands, without a process: the
//! first line of the input is the arguments after `ludeme`, separated by
//! tabs (so that an argument may hold spaces, as position text does); the
//! rest is standard input, a person's lines for `play` (invalid UTF-8 read
//! lossily in the arguments, as the binary reads them; kept as bytes in the
//! input).
//!
//! `ludeme_cli::parse_args` never panics; its errors are one line as the
//! binary prints them. What parses runs through `ludeme_cli::run` into a
//! buffer when it is cheap (perft to depth 2, players that choose quickly,
//! matches of up to 2 games of 200 plies, `analyse` on a node budget, no
//! `bench`, no SVG file written): it never panics, and a failure is one
//! line.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ludeme::players::{Budget, PlayerSpec};
use ludeme_cli::{
    error_line, parse_args, run, AnalyseArgs, Cli, Command, Failure, MatchArgs, MovesArgs,
    PerftArgs, PlayArgs, ShowArgs,
};
use ludeme_fuzz::{assert_one_line, text};

/// The most threads a command may ask for here (each run builds a pool).
const MAX_THREADS: usize = 2;
/// The largest table, in MiB.
const MAX_HASH_MB: usize = 16;
/// The most plies of a game that no person plays in.
const MAX_PLIES: u32 = 200;

/// A built-in player quick enough for a fuzz step, with `iterations` for a
/// bare `mcts` and `trees` for one without a count.
fn cheap_player(name: &str, iterations: u32, trees: usize) -> bool {
    match name.trim() {
        "human" => true,
        "mcts" => iterations <= 32 && trees <= MAX_THREADS,
        name => match name.parse::<PlayerSpec>() {
            Ok(PlayerSpec::Random | PlayerSpec::Greedy | PlayerSpec::Plain(1)) => true,
            Ok(PlayerSpec::Mcts { iterations, trees }) => iterations <= 32 && trees <= 2,
            Ok(PlayerSpec::AlphaBeta(Budget::Nodes(n), _)) => n <= 200,
            Ok(_) => false,
            // Refused with a message: cheap.
            Err(_) => true,
        },
    }
}

fn cheap_players(list: &str, iterations: u32, trees: usize) -> bool {
    list.split(',')
        .all(|name| cheap_player(name, iterations, trees))
}

/// Whether running the command is quick and writes no file.
fn cheap(cli: &Cli) -> bool {
    let threads_ok = |threads: Option<usize>| threads.unwrap_or(1) <= MAX_THREADS;
    // Records are read from files (which may be endless, as /dev/zero).
    let reads_a_file = match &cli.command {
        Command::Perft(PerftArgs { setup, .. })
        | Command::Moves(MovesArgs { setup })
        | Command::Show(ShowArgs { setup, .. })
        | Command::Play(PlayArgs { setup, .. })
        | Command::Match(MatchArgs { setup, .. })
        | Command::Analyse(AnalyseArgs { setup, .. }) => setup.record.is_some(),
        Command::Replay(_) => true,
        _ => false,
    };
    if reads_a_file {
        return false;
    }
    match &cli.command {
        Command::Perft(PerftArgs {
            depth,
            threads,
            hash,
            ..
        }) => {
            // A depth that does not parse is refused: cheap.
            depth.parse::<u32>().map_or(true, |d| d <= 2 || d > 64)
                && threads_ok(*threads)
                && *hash <= MAX_HASH_MB
        }
        Command::Moves(_) | Command::Help(_) => true,
        Command::Show(ShowArgs { svg, .. }) => {
            svg.as_ref().is_none_or(|path| path.as_os_str() == "-")
        }
        Command::Play(PlayArgs {
            players,
            iterations,
            threads,
            max_plies,
            save: None,
            ..
        }) => {
            let list = players.as_deref().unwrap_or("human,mcts");
            let people = list.split(',').any(|p| p.trim() == "human");
            cheap_players(list, *iterations, *threads)
                && *threads <= MAX_THREADS
                && (people || max_plies.is_some_and(|n| n <= MAX_PLIES))
        }
        Command::Match(MatchArgs {
            players,
            games,
            iterations,
            max_plies,
            threads,
            tc,
            save: None,
            openings: None,
            ..
        }) => {
            // No files (saved records, openings), no external engines (`ugi:COMMAND` would run any command) and
            // no clocks (real time).
            !players.contains("ugi:")
                && tc.is_none()
                && cheap_players(players, *iterations, 1)
                && *games <= 2
                && *max_plies <= MAX_PLIES
                && threads_ok(*threads)
        }
        Command::Analyse(AnalyseArgs { nodes, .. }) => nodes.is_some_and(|n| n <= 500),
        // Bench runs for seconds; an engine on the input searches for
        // seconds; a play that saves writes a file; commands added later
        // are not run until they are known to be cheap.
        _ => false,
    }
}

fuzz_target!(|data: &[u8]| {
    let (first, input) = match data.iter().position(|&b| b == b'\n') {
        Some(end) => (&data[..end], &data[end + 1..]),
        None => (data, &[][..]),
    };
    let args: Vec<String> = std::iter::once("ludeme".to_string())
        .chain(text(first).split('\t').map(str::to_string))
        .collect();
    match parse_args(&args) {
        Err(e) => {
            // `--help`, `--version` and a bare command's help are texts to
            // print; the rest are errors in one line.
            let rendered = e.render().to_string();
            if e.use_stderr()
                && e.kind() != clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            {
                assert_one_line(&error_line(&e, &args[1..]), "argument error");
            } else {
                assert!(!rendered.is_empty(), "{args:?}");
            }
        }
        Ok(cli) => {
            if !cheap(&cli) {
                return;
            }
            let mut reader = input;
            let mut out = Vec::new();
            match run(cli, &mut reader, &mut out) {
                Ok(()) => {}
                Err(Failure::Message(message)) => assert_one_line(&message, "failure"),
                Err(Failure::BrokenPipe) => panic!("a buffer does not go away: {args:?}"),
            }
        }
    }
});
