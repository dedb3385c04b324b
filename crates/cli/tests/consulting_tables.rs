//! `--tables DIR` of `analyse`, `play` and `match`: the built-in players
//! consult the endgame tables (generated here, up to five pieces).

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use common::{failure_of, scratch, stdout_of};
use ludeme::surakarta::Position;
use ludeme_tables::{generate, GenerateOptions, Tables, Wdl};

/// The tables of up to five pieces, generated once into the build's
/// directory for test data (a later run finds them there).
fn tables_dir() -> &'static str {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    let dir = DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("consulting-tables-5");
        generate(&dir, 5, &GenerateOptions::default()).expect("tables generated");
        dir
    });
    dir.to_str().unwrap()
}

/// Two against two, White to move and winning by a capture in five plies,
/// which a search of 300 nodes misses (it draws by repetition).
const WON: &str = "6/6/2w3/5w/6/bb4 w";

#[test]
fn analyse_scores_a_capture_into_a_won_table_position_a_table_win() {
    // Three against three: e1xb5, round the loop, leaves Black to move and
    // lose three against two.
    let position = "2b3/1b4/b5/6/6/1w2ww w";
    let args = [
        "analyse",
        "surakarta",
        "--position",
        position,
        "--nodes",
        "400",
    ];
    let plain = stdout_of(&args);
    assert!(!plain.contains("table win"), "{plain}");
    let consulting = stdout_of(&[&args[..], &["--tables", tables_dir()]].concat());
    let lines: Vec<&str> = consulting.lines().collect();
    assert!(lines[0].contains("score table win"), "{consulting}");
    assert!(lines[0].contains("pv e1xb5"), "{consulting}");
    assert_eq!(lines.last(), Some(&"best move: e1xb5"));
    let tables = Tables::open(tables_dir()).unwrap();
    let mut after: Position = position.parse().unwrap();
    ludeme::Game::play(&mut after, "e1xb5".parse().unwrap()).unwrap();
    assert_eq!(tables.probe_wdl_after_capture(&after).unwrap(), Wdl::Loss);
}

#[test]
fn analyse_of_a_table_position_gives_the_tables_move() {
    let out = stdout_of(&[
        "analyse",
        "surakarta",
        "--position",
        WON,
        "--nodes",
        "300",
        "--tables",
        tables_dir(),
    ]);
    let tables = Tables::open(tables_dir()).unwrap();
    let best = tables
        .best_move(&WON.parse().unwrap(), 0, |_| false)
        .unwrap()
        .unwrap();
    assert_eq!(
        out,
        format!("endgame tables: {0}\nbest move: {0}\n", best.mv)
    );
}

/// The moves and the last line of `ludeme play` between two `ab:300`
/// from the won position, with the tables or without.
fn played(tables: bool) -> (Vec<String>, String) {
    let mut args = vec![
        "play",
        "surakarta",
        "--position",
        WON,
        "--players",
        "ab:300,ab:300",
    ];
    if tables {
        args.extend(["--tables", tables_dir()]);
    }
    let out = stdout_of(&args);
    let moves = out
        .lines()
        .filter_map(|line| line.split_once(" plays ").map(|(_, mv)| mv.to_string()))
        .collect();
    (moves, out.lines().last().unwrap().to_string())
}

#[test]
fn play_with_the_tables_converts_a_won_position() {
    let (moves, end) = played(true);
    assert_eq!(end, "game over: white wins (repetition)");
    // The tables' move first, and a capture within the no-capture limit.
    let tables = Tables::open(tables_dir()).unwrap();
    let best = tables
        .best_move(&WON.parse().unwrap(), 0, |_| false)
        .unwrap()
        .unwrap();
    assert_eq!(moves[0], best.mv.to_string());
    assert!(
        moves.iter().take(50).any(|mv| mv.contains('x')),
        "{moves:?}"
    );
    // Without them, the same players draw.
    let (_, end) = played(false);
    assert!(end.starts_with("game over: draw"), "{end}");
}

#[test]
fn a_match_with_the_tables_converts_a_won_position_in_either_seat() {
    let save = scratch("consulting-tables", "match.txt");
    let save = save.to_str().unwrap();
    stdout_of(&[
        "match",
        "surakarta",
        "--position",
        WON,
        "--players",
        "ab:300,ab:300",
        "--games",
        "2",
        "--tables",
        tables_dir(),
        "--save",
        save,
    ]);
    let records = std::fs::read_to_string(save).unwrap();
    let results: Vec<&str> = records
        .lines()
        .filter(|l| l.starts_with("[Result "))
        .collect();
    assert_eq!(results, ["[Result \"white\"]"; 2], "{records}");
}

#[test]
fn tables_of_another_game_or_none_are_one_line_errors() {
    let empty = scratch("consulting-tables", "empty");
    std::fs::create_dir_all(&empty).unwrap();
    let empty = empty.to_str().unwrap();
    let missing = format!("{empty}/missing");
    for command in [
        &["analyse", "surakarta"][..],
        &["play", "surakarta", "--players", "random,random"],
        &[
            "match",
            "surakarta",
            "--players",
            "random,random",
            "--games",
            "1",
        ],
    ] {
        let with = |rest: &[&str]| failure_of(&[command, rest].concat());
        let other = with(&["--variant", "orthogonal", "--tables", tables_dir()]);
        assert_eq!(
            other,
            "error: --tables: no endgame tables for surakarta/orthogonal\n"
        );
        let none = with(&["--tables", empty]);
        assert_eq!(
            none,
            format!(
                "error: --tables: {empty}: no endgame tables (files named surakarta-MvO.ldmt)\n"
            )
        );
        let unreadable = with(&["--tables", &missing]);
        assert!(
            unreadable.starts_with(&format!("error: --tables: {missing}: ")),
            "{unreadable}"
        );
    }
    let barca = failure_of(&["analyse", "barca", "--tables", tables_dir()]);
    assert_eq!(
        barca,
        "error: --tables: no endgame tables for barca/standard\n"
    );
}
