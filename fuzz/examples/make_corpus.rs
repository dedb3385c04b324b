//! Writes the seed corpora (`corpus/<target>/`) and the dictionaries
//! (`dict/*.dict`) from seeded random games of every registered game and
//! variant, so that they follow the games' notations as they are. The
//! output is the same on every run; files are named by a hash of their
//! content.
//!
//! ```sh
//! cd fuzz && cargo run --release --example make_corpus
//! ```
//!
//! It replaces `corpus/` and the generated dictionaries (`dict/<game>.dict`,
//! `dict/json.dict`, `dict/session.dict`, `dict/cli.dict`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use ludeme::testing::TestableGame;
use ludeme::{AnyGame, AnyRules, Game, HistoryRules, SplitMix64};
use ludeme_fuzz::{choice_byte, choices, played_position, plies_of, Choice};
use serde_json::{json, Value};

/// Random positions per game name for `position_text`.
const POSITIONS_PER_GAME: usize = 200;
/// Inputs per game name for the other targets.
const INPUTS_PER_GAME: usize = 60;

/// Positions the specifications and tests name (game, variant, text).
const NAMED_POSITIONS: &[(&str, &str, &str)] = &[
    (
        "barca",
        "standard",
        "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w",
    ),
    (
        "barca",
        "standard",
        "2l2e4/4m1l3/10/5E3m/6L3/8e1/10/10/3L3M1M/4E5 b",
    ),
    (
        "barricade",
        "pairs",
        "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 5",
    ),
    (
        "barricade",
        "pairs",
        "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 g 5",
    ),
    (
        "barricade",
        "pairs",
        "d1,i3 g4 l1,m3 m2,n3 a3,p3,q3,e7,g7,k7,i9,i10,i11,o11,i13 g 4",
    ),
    (
        "barricade",
        "individual-2",
        "- - x x a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -",
    ),
    (
        "barricade",
        "individual-3",
        "- - - x a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 y 6",
    ),
    (
        "surakarta",
        "standard",
        "bbbbbb/bbbbbb/6/2w3/w1wwww/wwwwww b",
    ),
    (
        "surakarta",
        "standard",
        "b1bbbb/b1bbb1/1b2b1/w1bww1/w1w2w/wwwwww w",
    ),
    (
        "surakarta",
        "orthogonal",
        "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w",
    ),
];

struct Writer {
    root: PathBuf,
    files: usize,
    bytes: usize,
}

impl Writer {
    fn put(&mut self, target: &str, content: &[u8]) {
        let dir = self.root.join("corpus").join(target);
        fs::create_dir_all(&dir).expect("a corpus folder");
        let path = dir.join(format!("{:016x}", fnv(content)));
        if !path.exists() {
            fs::write(&path, content).expect("a corpus file");
            self.files += 1;
            self.bytes += content.len();
        }
    }
}

/// FNV-1a, 64 bits: stable file names.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn with_choice(index: usize, rest: &[u8]) -> Vec<u8> {
    let mut input = vec![choice_byte(index)];
    input.extend_from_slice(rest);
    input
}

/// The choices of each game name, by index.
fn by_game() -> Vec<(&'static str, Vec<usize>)> {
    let mut games: Vec<(&'static str, Vec<usize>)> = Vec::new();
    for (i, choice) in choices().iter().enumerate() {
        match games.iter_mut().find(|(name, _)| *name == choice.game) {
            Some((_, list)) => list.push(i),
            None => games.push((choice.game, vec![i])),
        }
    }
    games
}

fn below(rng: &mut SplitMix64, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// The serde form of a choice's rules: the `serde_json` target's kind byte
/// for a case of its game type, and the rules as JSON.
fn rules_json(choice: &Choice) -> Option<(u8, Value)> {
    let value = |json: serde_json::Result<Value>| json.expect("rules write");
    match &choice.rules {
        AnyRules::Barca(r) => Some((8, value(serde_json::to_value(r)))),
        AnyRules::Barricade(r) => Some((9, value(serde_json::to_value(r)))),
        AnyRules::Surakarta(r) => Some((10, value(serde_json::to_value(r)))),
        AnyRules::BasBasan(r) => Some((11, value(serde_json::to_value(r)))),
        _ => None,
    }
}

/// The `serde_json` target's kind byte for a position of a choice's game
/// type (a move's is 4 more).
fn position_kind(choice: &Choice) -> Option<u8> {
    rules_json(choice).map(|(case, _)| case - 8)
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf();
    let _ = fs::remove_dir_all(root.join("corpus"));
    let mut out = Writer {
        root: root.clone(),
        files: 0,
        bytes: 0,
    };
    let mut rng = SplitMix64::new(0x5eed);
    let mut tokens: Vec<(&'static str, BTreeSet<String>)> = Vec::new();

    for (index, choice) in choices().iter().enumerate() {
        let start = AnyGame::start_with(&choice.rules);
        out.put(
            "position_text",
            &with_choice(index, start.to_string().as_bytes()),
        );
        out.put("session_lines", &with_choice(index, b"moves\n"));
        if let Some((kind, rules)) = rules_json(choice) {
            let case = json!({ "rules": rules, "seed": index });
            out.put(
                "serde_json",
                &[&[kind][..], case.to_string().as_bytes()].concat(),
            );
        }
    }
    for &(game, variant, text) in NAMED_POSITIONS {
        let index = choices()
            .iter()
            .position(|c| c.game == game && c.variant == variant)
            .expect("a named variant");
        AnyGame::from_text(text, &choices()[index].rules).expect("a named position parses");
        out.put("position_text", &with_choice(index, text.as_bytes()));
    }

    for (game, indices) in by_game() {
        let mut seen = BTreeSet::new();
        // Short fields of position text (square names, digits, letters),
        // the square names of moves, and moves that are words.
        let add_tokens = |seen: &mut BTreeSet<String>, state: &AnyGame| {
            for field in state.to_string().split([' ', '/', ',']) {
                if field.len() <= 3 {
                    seen.insert(field.to_string());
                }
            }
            for mv in state.legal_moves().iter() {
                let text = mv.to_string();
                let parts: Vec<&str> = text.split(['-', 'x', '/']).collect();
                if parts.len() == 1 {
                    seen.insert(text.clone());
                }
                for part in parts {
                    seen.insert(part.to_string());
                }
            }
        };

        // position_text: positions along random games of every variant.
        for n in 0..POSITIONS_PER_GAME {
            let index = indices[n % indices.len()];
            let plies = below(&mut rng, 300);
            let state = played_position(&choices()[index].rules, plies, rng.next_u64());
            add_tokens(&mut seen, &state);
            out.put(
                "position_text",
                &with_choice(index, state.to_string().as_bytes()),
            );
        }

        for n in 0..INPUTS_PER_GAME {
            let index = indices[n % indices.len()];
            let choice = &choices()[index];

            // move_text: a header, then a legal move (or, one time in four,
            // a candidate that is most likely illegal).
            let plies = rng.next_u64() as u8;
            let seed = rng.next_u64() as u16;
            let state = played_position(&choice.rules, plies_of(plies), u64::from(seed));
            let moves = state.legal_moves();
            let mv = if moves.is_empty() || n % 4 == 3 {
                let candidates = state.candidate_moves();
                candidates[below(&mut rng, candidates.len())]
            } else {
                moves[below(&mut rng, moves.len())]
            };
            let mut input = vec![choice_byte(index), plies];
            input.extend_from_slice(&seed.to_le_bytes());
            input.extend_from_slice(mv.to_string().as_bytes());
            out.put("move_text", &input);

            // play_sequence: mostly legal picks, some undos and injections.
            let mut input = vec![choice_byte(index)];
            for _ in 0..below(&mut rng, 300) + 20 {
                let op = match below(&mut rng, 40) {
                    0 => below(&mut rng, 16) as u8,
                    1 => 16 + below(&mut rng, 8) as u8,
                    2 => 24 + below(&mut rng, 4) as u8,
                    _ => 28 + below(&mut rng, 228) as u8,
                };
                input.push(op);
                match op {
                    0..=15 => {}
                    16..=23 => input.extend_from_slice(&(rng.next_u64() as u16).to_le_bytes()),
                    24..=27 => {
                        let text = b"roll 3";
                        input.push(text.len() as u8);
                        input.extend_from_slice(text);
                    }
                    _ => input.push(rng.next_u64() as u8),
                }
            }
            out.put("play_sequence", &input);

            // session_lines: a random game as typed, with the other requests.
            let game_moves = ludeme::random_playout(
                &AnyGame::start_with(&choice.rules),
                rng.next_u64(),
                below(&mut rng, 120),
            )
            .moves;
            let mut lines: Vec<String> = game_moves.iter().map(ToString::to_string).collect();
            let extras = [
                "undo",
                "moves",
                "best random",
                "best greedy",
                "best mcts:8",
                "best ab:100",
                "best plain:1",
                "perft 1",
                "quit",
            ];
            for _ in 0..4 {
                let at = below(&mut rng, lines.len() + 1);
                lines.insert(at, extras[below(&mut rng, extras.len())].to_string());
            }
            if n % 5 == 0 {
                lines.insert(0, format!("position {state}"));
            }
            if n % 7 == 0 {
                lines.insert(0, format!("game {} {}", choice.game, choice.variant));
            }
            out.put(
                "session_lines",
                &with_choice(index, lines.join("\n").as_bytes()),
            );

            // cli_args: a command line (tab-separated), then the lines that
            // `play` reads: the random game's moves as typed.
            if n % 3 == 0 {
                let seats = state.seat_count();
                let setup = [choice.game, "--variant", &choice.variant];
                let position = state.to_string();
                let bots = vec!["random"; seats].join(",");
                let people = vec!["human"; seats].join(",");
                let mut args: Vec<&str> = match n % 7 {
                    0 => vec!["perft", "2"],
                    1 => vec!["moves", "--position", &position],
                    2 => vec!["show", "--ascii", "--position", &position],
                    3 => vec!["play", "--players", &people, "--seed", "7"],
                    4 => vec![
                        "match",
                        "--players",
                        &bots,
                        "--games",
                        "1",
                        "--max-plies",
                        "60",
                    ],
                    5 => vec!["analyse", "--nodes", "100", "--position", &position],
                    _ => vec!["perft", "1", "--divide", "--hash", "1", "--no-bulk"],
                };
                args.splice(1..1, setup);
                let mut input = args.join("\t");
                input.push('\n');
                input.push_str(&lines.join("\n"));
                out.put("cli_args", input.as_bytes());
            }

            // serde_json: the position, a move and a case of its game type.
            if let (Some(kind), Some((case_kind, rules))) =
                (position_kind(choice), rules_json(choice))
            {
                // A position is its text under the default rules, else an
                // object with its rules.
                let default = AnyRules::by_name(choice.game, None).expect("a game");
                let json = if choice.rules == default || choice.variant == "bas-basan" {
                    serde_json::to_string(&state.to_string()).expect("JSON")
                } else {
                    json!({ "rules": rules, "text": state.to_string() }).to_string()
                };
                out.put("serde_json", &[&[kind][..], json.as_bytes()].concat());
                let text = serde_json::to_string(&mv.to_string()).expect("JSON");
                out.put("serde_json", &[&[kind + 4][..], text.as_bytes()].concat());
                let moves: Vec<String> =
                    game_moves.iter().take(20).map(|m| m.to_string()).collect();
                let mut case = json!({ "rules": rules, "moves": moves });
                if n % 3 == 0 {
                    case["position"] = json!(state.to_string());
                    case.as_object_mut().expect("an object").remove("moves");
                }
                if n % 4 == 0 {
                    let history = HistoryRules::NONE
                        .with_repetition(Some(below(&mut rng, 4) as u32))
                        .with_no_capture_limit(Some(below(&mut rng, 60) as u32))
                        .with_ply_cap(Some(below(&mut rng, 300) as u32));
                    case["history"] = serde_json::to_value(history).expect("JSON");
                }
                if n % 2 == 0 {
                    case["seed"] = json!(rng.next_u64());
                }
                out.put(
                    "serde_json",
                    &[&[case_kind][..], case.to_string().as_bytes()].concat(),
                );
            }
        }
        tokens.push((game, seen));
    }

    // Dictionaries: each game's tokens, the JSON words, the session words.
    let dict = root.join("dict");
    fs::create_dir_all(&dict).expect("a dict folder");
    for (game, seen) in &tokens {
        let mut text = format!(
            "# Tokens of {game}'s position and move text, collected from random games\n\
             # by examples/make_corpus.rs (regenerate, do not edit).\n"
        );
        for token in seen.iter().filter(|t| !t.is_empty() && t.len() <= 24) {
            text.push_str(&entry(token));
        }
        for token in [
            "-", "x", "/", ",", " ", "w", "b", "r", "g", "y", "h", "pass", "roll ",
        ] {
            text.push_str(&entry(token));
        }
        fs::write(dict.join(format!("{game}.dict")), text).expect("a dict");
    }
    let mut json_words =
        String::from("# JSON of the serde forms (generated by examples/make_corpus.rs).\n");
    for word in [
        "{",
        "}",
        "[",
        "]",
        ":",
        ",",
        "\"",
        "null",
        "true",
        "false",
        "0",
        "-1",
        "255",
        "256",
        "1e9",
        "\"rules\"",
        "\"position\"",
        "\"moves\"",
        "\"history\"",
        "\"seed\"",
        "\"repetition\"",
        "\"no_capture_limit\"",
        "\"ply_cap\"",
        "\\u0000",
        "\\n",
    ] {
        json_words.push_str(&entry(word));
    }
    let mut rule_words = BTreeSet::new();
    for choice in choices() {
        if let Some((_, rules)) = rules_json(choice) {
            collect_json_words(&rules, &mut rule_words);
        }
    }
    for word in &rule_words {
        json_words.push_str(&entry(word));
    }
    fs::write(dict.join("json.dict"), json_words).expect("a dict");

    let mut session =
        String::from("# Words of the session lines (generated by examples/make_corpus.rs).\n");
    for word in [
        "\n",
        "undo",
        "moves",
        "quit",
        "position ",
        "game ",
        "best ",
        "perft ",
    ]
    .into_iter()
    .chain(PLAYER_WORDS.iter().copied())
    {
        session.push_str(&entry(word));
    }
    session.push_str(&game_names());
    session.push_str(&entry("+"));
    fs::write(dict.join("session.dict"), session).expect("a dict");

    let mut cli =
        String::from("# Words of the command line (generated by examples/make_corpus.rs).\n");
    for word in ["\t", "\n", "human", ",", "-", "-1", "18446744073709551616"]
        .into_iter()
        .chain(PLAYER_WORDS.iter().copied())
    {
        cli.push_str(&entry(word));
    }
    cli.push_str(&command_words());
    cli.push_str(&game_names());
    fs::write(dict.join("cli.dict"), cli).expect("a dict");

    println!(
        "{} choices; wrote {} corpus files ({} bytes) and the dictionaries",
        choices().len(),
        out.files,
        out.bytes
    );
}

/// Words of built-in player names (`best PLAYER`, `--players`).
const PLAYER_WORDS: &[&str] = &[
    "random", "greedy", "mcts", "mcts:", "ab", "ab:", "plain:", "ms", "s", "x", "0", "1", "2",
];

/// Dictionary lines of the command line's words, as its parser knows them:
/// the commands, their flags (long and short) and the flags' named values.
fn command_words() -> String {
    let mut top = ludeme_cli::command();
    top.build();
    let mut words = BTreeSet::new();
    for command in std::iter::once(&top).chain(top.get_subcommands()) {
        if command.get_name() != top.get_name() {
            words.insert(command.get_name().to_string());
        }
        for arg in command.get_arguments() {
            words.extend(arg.get_long().map(|long| format!("--{long}")));
            words.extend(arg.get_short().map(|short| format!("-{short}")));
            for value in arg.get_possible_values() {
                words.insert(value.get_name().to_string());
            }
        }
    }
    words.iter().map(|word| entry(word)).collect()
}

/// Dictionary lines of every registered game's name and its variants' and
/// options' names.
fn game_names() -> String {
    let mut lines = String::new();
    for info in ludeme::games() {
        lines.push_str(&entry(info.name));
        for variant in info.variants.iter().chain(&info.options) {
            lines.push_str(&entry(variant.name));
        }
    }
    lines
}

/// The keys and string values of a JSON value, quoted, as dictionary words.
fn collect_json_words(value: &Value, words: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                words.insert(format!("{key:?}"));
                collect_json_words(inner, words);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| collect_json_words(v, words)),
        Value::String(s) => {
            words.insert(format!("{s:?}"));
        }
        other => {
            words.insert(other.to_string());
        }
    }
}

/// A libFuzzer dictionary line: the token in double quotes, with `"`, `\`
/// and bytes outside printable ASCII escaped as `\xNN`.
fn entry(token: &str) -> String {
    let mut line = String::from("\"");
    for &b in token.as_bytes() {
        match b {
            b'"' | b'\\' => {
                line.push('\\');
                line.push(b as char);
            }
            0x20..=0x7e => line.push(b as char),
            _ => line.push_str(&format!("\\x{b:02X}")),
        }
    }
    line.push_str("\"\n");
    line
}
