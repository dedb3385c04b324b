//! Writes the seed corpora (`corpus/<target>/`) and the dictionaries
//! (`dict/*.dict`) from seeded random games of every registered game and
//! variant, so that they follow the games' notations as they are, and from
//! the positions of the perft suite (`data/perft-suite/GAME.txt`, every
//! file there). Nothing here names a game: a game registered in the facade
//! gets seeds and a dictionary at the next run. The output is the same on
//! every run; files are named by a hash of their content. The seeds of
//! `table_file` are the endgame tables' files of up to 3 pieces, generated
//! here.
//!
//! ```sh
//! cd fuzz && cargo run --release --example make_corpus
//! ```
//!
//! It replaces `corpus/` and the generated dictionaries (`dict/<game>.dict`,
//! `dict/json.dict`, `dict/session.dict`, `dict/cli.dict`).

mod dict;
mod games;

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use dict::PLAYER_WORDS;
use dict::{collect_json_words, command_words, entry, game_names, move_tokens, position_tokens};
use games::{position_json, rules_json, MoveTexts, ShortRecord, Typed};
use ludeme::{AnyGame, HistoryRules, SplitMix64};
use ludeme_fuzz::{choice_byte, choices, played_position, plies_of};
use serde_json::json;

/// Random positions per game name for `position_text`.
const POSITIONS_PER_GAME: usize = 200;
/// Inputs per game name for the other targets.
const INPUTS_PER_GAME: usize = 60;

/// The folder of the perft suite (`GAME.txt`: lines `VARIANT ; POSITION ;
/// counts ; description`), relative to `fuzz/`.
const SUITE: &str = "../data/perft-suite";

/// The `serde_json` target's second byte: what its JSON is read as.
const POSITION_KIND: u8 = 0;
const MOVE_KIND: u8 = 1;
const CASE_KIND: u8 = 2;

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

/// `table_file`'s seeds: the file of 1v1 whole (first byte 0: taken as it
/// is), and the headers and first bytes of the files of up to 3 pieces
/// (first byte 15: fitted to their length, their checksums made again).
fn table_seeds(out: &mut Writer) {
    let dir = std::env::temp_dir().join(format!("ludeme-fuzz-tables-{}", std::process::id()));
    ludeme_tables::generate(&dir, 3, &ludeme_tables::GenerateOptions::default())
        .expect("the tables of 3 pieces");
    for split in ["1v1", "2v1", "1v2"] {
        let file = fs::read(dir.join(format!("surakarta-{split}.ldmt"))).expect("a table");
        if split == "1v1" {
            out.put("table_file", &[&[0], &file[..]].concat());
        }
        for length in [104, 1000, 4000] {
            let head = &file[..length.min(file.len())];
            out.put("table_file", &[&[15], head].concat());
        }
    }
    fs::remove_dir_all(&dir).expect("the tables removed");
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

/// An input of the `serde_json` target.
fn serde_input(index: usize, kind: u8, json: &str) -> Vec<u8> {
    with_choice(index, &[&[kind][..], json.as_bytes()].concat())
}

/// The positions of the perft suite: (choice index, text) for every line
/// of every file, the file's name being the game's.
fn suite_positions(root: &Path) -> Vec<(usize, String)> {
    let dir = root.join(SUITE);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort();
    let mut positions = Vec::new();
    for file in files {
        let game = file
            .file_stem()
            .and_then(|stem| stem.to_str())
            .expect("a file name");
        if !ludeme::games().iter().any(|info| info.name == game) {
            eprintln!(
                "{}: no game {game:?} is registered: skipped",
                file.display()
            );
            continue;
        }
        let text = fs::read_to_string(&file).expect("a suite file");
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let where_ = format!("{}:{}", file.display(), number + 1);
            let mut fields = line.split(';').map(str::trim);
            let (Some(variant), Some(position)) = (fields.next(), fields.next()) else {
                panic!("{where_}: not VARIANT ; POSITION ; …");
            };
            let rules = ludeme::AnyRules::by_name(game, Some(variant))
                .unwrap_or_else(|e| panic!("{where_}: {e}"));
            let index = choices()
                .iter()
                .position(|c| c.rules == rules)
                .unwrap_or_else(|| panic!("{where_}: {game} {variant} is no choice"));
            AnyGame::from_text(position, &rules)
                .unwrap_or_else(|e| panic!("{where_}: {position:?} does not parse: {e}"));
            positions.push((index, position.to_string()));
        }
    }
    positions
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
        // record_text: a record of a short random game of every choice.
        let record = choice.rules.clone().visit(ShortRecord(index as u64));
        out.put("record_text", record.to_string().as_bytes());
        let case = json!({ "rules": rules_json(choice), "seed": index });
        out.put(
            "serde_json",
            &serde_input(index, CASE_KIND, &case.to_string()),
        );
    }
    table_seeds(&mut out);
    // The positions of the perft suite (the specifications' and tests'
    // positions among them), whose tokens go to their game's dictionary.
    let suite = suite_positions(&root);
    for (index, text) in &suite {
        out.put("position_text", &with_choice(*index, text.as_bytes()));
    }

    for (game, indices) in by_game() {
        let mut seen = BTreeSet::new();
        // Tokens of the position text and of the legal moves' text.
        let add_tokens = |seen: &mut BTreeSet<String>, state: &AnyGame| {
            position_tokens(&state.to_string(), seen);
            for mv in state.clone().visit(MoveTexts(false)) {
                move_tokens(&mv, seen);
            }
        };
        for (index, text) in &suite {
            let choice = &choices()[*index];
            if choice.game == game {
                let state = AnyGame::from_text(text, &choice.rules).expect("parsed before");
                add_tokens(&mut seen, &state);
            }
        }

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
            let moves = state.clone().visit(MoveTexts(false));
            let mv = if moves.is_empty() || n % 4 == 3 {
                let candidates = state.clone().visit(MoveTexts(true));
                candidates[below(&mut rng, candidates.len())].clone()
            } else {
                moves[below(&mut rng, moves.len())].clone()
            };
            let mut input = vec![choice_byte(index), plies];
            input.extend_from_slice(&seed.to_le_bytes());
            input.extend_from_slice(mv.as_bytes());
            out.put("move_text", &input);

            // play_sequence: mostly legal picks, some undos and injections
            // (move text: the start position's moves in turn).
            let start_moves = AnyGame::start_with(&choice.rules).visit(MoveTexts(false));
            let mut texts = 0;
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
                        let text = start_moves[texts % start_moves.len()].as_bytes();
                        texts += 1;
                        input.push(text.len() as u8);
                        input.extend_from_slice(text);
                    }
                    _ => input.push(rng.next_u64() as u8),
                }
            }
            out.put("play_sequence", &input);

            // session_lines: a random game as typed, with the other requests.
            // One input in three plays a move by its action numbers: the
            // first move in two decisions, else the first move (one line
            // of `lines`, so that the draws below stay as they were).
            let seed = rng.next_u64();
            let plies = below(&mut rng, 120);
            let by_actions = n % 3 == 1;
            let typed = Typed {
                seed,
                plies,
                by_actions,
            };
            let (game_moves, by_actions) = choice.rules.clone().visit(typed);
            let mut lines = game_moves.clone();
            if let Some((j, steps)) = by_actions {
                let actions: Vec<String> = steps.iter().map(|a| format!("action {a}")).collect();
                lines[j] = format!("actions\n{}", actions.join("\n"));
            }
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

            // serde_json: the position, a move and a case of its game.
            let rules = rules_json(choice);
            let json = position_json(choice, &state);
            out.put("serde_json", &serde_input(index, POSITION_KIND, &json));
            let text = serde_json::to_string(&mv).expect("JSON");
            out.put("serde_json", &serde_input(index, MOVE_KIND, &text));
            let moves: Vec<String> = game_moves.iter().take(20).cloned().collect();
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
                &serde_input(index, CASE_KIND, &case.to_string()),
            );
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
        "\"text\"",
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
        collect_json_words(&rules_json(choice), &mut rule_words);
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
        "actions",
        "action ",
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
