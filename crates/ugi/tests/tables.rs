//! The engine's `Tables` option: Surakarta's endgame tables (generated
//! here, up to five pieces) for its players.

use std::io::Cursor;
use std::path::PathBuf;
use std::sync::OnceLock;

use ludeme::surakarta::Position;
use ludeme::AnyRules;
use ludeme_tables::{generate, GenerateOptions, Tables};

/// The tables of up to five pieces, generated once into the build's
/// directory for test data (a later run finds them there).
fn tables_dir() -> &'static str {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ugi-tables-5");
        generate(&dir, 5, &GenerateOptions::default()).expect("tables generated");
        dir
    });
    dir.to_str().unwrap()
}

/// The engine's lines for `game` reading `input` to its end.
fn engine(game: &str, input: &str) -> Vec<String> {
    let rules = AnyRules::by_name(game, None).unwrap();
    let mut out = Vec::new();
    ludeme_ugi::serve(rules, &mut Cursor::new(input.to_string()), &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

/// The engine's `bestmove` after `setup` lines, then `position fen TEXT`
/// and `go depth 1`, and every line it wrote.
fn best_move(setup: &str, position: &str) -> (String, Vec<String>) {
    let input = format!("{setup}position fen {position}\ngo depth 1\n");
    let lines = engine("surakarta", &input);
    let best = lines
        .iter()
        .find_map(|line| line.strip_prefix("bestmove "))
        .expect("a bestmove")
        .to_string();
    (best, lines)
}

/// Table positions (two or three against two or one) in which a search of
/// depth 1 does not play the tables' move.
const POSITIONS: [&str; 4] = [
    "6/6/2w3/5w/6/bb4 w",
    "6/2b3/6/5b/1w4/w5 w",
    "6/2w3/6/5b/1w4/b4w w",
    "6/1b4/6/3w2/b5/w4w w",
];

#[test]
fn with_the_tables_the_engine_answers_the_tables_move() {
    let tables = Tables::open(tables_dir()).unwrap();
    let setup = format!("setoption name Tables value {}\n", tables_dir());
    for position in POSITIONS {
        let best = tables
            .best_move(&position.parse::<Position>().unwrap(), 0, |_| false)
            .unwrap()
            .unwrap()
            .mv
            .to_string();
        let (own, _) = best_move("", position);
        assert_ne!(own, best, "{position}: the search alone plays it");
        let (consulting, lines) = best_move(&setup, position);
        assert_eq!(consulting, best, "{position}: {lines:?}");
        assert!(lines.contains(&format!("info string endgame tables: {best}")));
        // An empty value turns them off again.
        let off = format!("{setup}setoption name Tables value <empty>\n");
        assert_eq!(best_move(&off, position).0, own, "{position}");
    }
}

#[test]
fn a_capture_into_a_won_table_position_is_scored_as_the_tables_win() {
    // Three against three: e1xb5 leaves Black to move and lose three
    // against two.
    let setup = format!("setoption name Tables value {}\n", tables_dir());
    let (best, lines) = best_move(&setup, "2b3/1b4/b5/6/6/1w2ww w");
    assert_eq!(best, "e1xb5");
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 1 "))
        .unwrap();
    assert!(info.contains(" score cp 89999 "), "{info}");
}

#[test]
fn tables_the_engine_cannot_use_are_an_info_string_error() {
    // The option of standard Surakarta alone.
    let option = "option name Tables type string default <empty>".to_string();
    assert!(engine("surakarta", "ugi\nquit\n").contains(&option));
    assert!(!engine("barca", "ugi\nquit\n").contains(&option));
    let missing = format!("{}/missing", tables_dir());
    let (best, lines) = best_move(
        &format!("setoption name Tables value {missing}\n"),
        POSITIONS[0],
    );
    assert!(
        lines[0].starts_with("info string error: bad value "),
        "{lines:?}"
    );
    assert!(
        lines[0].contains(&format!(" for option Tables: {missing}: ")),
        "{lines:?}"
    );
    // The engine goes on, without tables.
    assert_eq!(best, best_move("", POSITIONS[0]).0);
    let input = format!("setoption name Tables value {}\nisready\n", tables_dir());
    let lines = engine("barca", &input);
    assert!(
        lines[0].starts_with("info string error: bad value "),
        "{lines:?}"
    );
    assert!(
        lines[0].ends_with(" for option Tables: no endgame tables for barca/standard"),
        "{lines:?}"
    );
    assert_eq!(lines[1], "readyok");
}
