//! `ludeme tables`: generation, probes whose values follow from the rules,
//! verification, and the errors of each.

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::{error_after_output, failure_of, generate_tables, ludeme, stdout_of};

/// A fresh directory `name` in this test process's temporary directory.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir()
        .join(format!("ludeme-tables-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The tables of up to 4 pieces, generated once, and what generating
/// them printed.
fn tables() -> &'static (PathBuf, String) {
    static TABLES: OnceLock<(PathBuf, String)> = OnceLock::new();
    TABLES.get_or_init(|| {
        let dir = scratch_dir("four");
        let out = generate_tables(4, text(&dir), &[]);
        (dir, out)
    })
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// `ludeme tables probe surakarta --position POSITION` on the tables of up
/// to 4 pieces, with more arguments.
fn probe(position: &str, more: &[&str]) -> String {
    let dir = text(&tables().0);
    let mut args = vec![
        "tables",
        "probe",
        "surakarta",
        "--dir",
        dir,
        "--position",
        position,
    ];
    args.extend(more);
    stdout_of(&args)
}

/// The split of a line of the table and its numbers, in columns.
fn columns(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

#[test]
fn generate_prints_a_row_per_split_as_its_file_is_written_and_a_total() {
    let (dir, out) = tables();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        columns(lines[0]),
        [
            "split", "entries", "bytes", "wins", "draws", "losses", "dtc", "cursed", "blessed",
            "seconds"
        ]
    );
    let rows: Vec<Vec<&str>> = lines[1..lines.len() - 1]
        .iter()
        .map(|l| columns(l))
        .collect();
    // In the order they are done: a split and its flip together.
    let splits: Vec<&str> = rows.iter().map(|row| row[0]).collect();
    assert_eq!(splits, ["1v1", "2v1", "1v2", "3v1", "1v3", "2v2"]);
    // The entries of the index: the orbits of the fewer pieces' points
    // under the board's 8 symmetries, times the ways to place the others.
    let entries: Vec<&str> = rows.iter().map(|row| row[1]).collect();
    assert_eq!(entries, ["210", "3570", "3570", "39270", "39270", "52173"]);
    let number = |cell: &str| cell.parse::<u64>().unwrap();
    for row in &rows {
        let file = dir.join(format!("surakarta-{}.ldmt", row[0]));
        assert_eq!(
            number(row[2]),
            std::fs::metadata(file).unwrap().len(),
            "{row:?}"
        );
    }
    // The first split: 165 of the 210 indices are positions.
    assert_eq!(
        number(rows[0][3]) + number(rows[0][4]) + number(rows[0][5]),
        165
    );
    let total = columns(lines.last().unwrap());
    assert_eq!(total[0], "total");
    for column in 1..=5 {
        let sum: u64 = rows.iter().map(|row| number(row[column])).sum();
        assert_eq!(number(total[column]), sum, "column {column}");
    }
    let longest = rows.iter().map(|row| number(row[6])).max().unwrap();
    assert_eq!(number(total[6]), longest);
}

#[test]
fn generate_keeps_the_whole_files_already_there() {
    let dir = scratch_dir("kept");
    let generate = || generate_tables(3, text(&dir), &["--threads", "1"]);
    let first = generate();
    assert!(!first.contains("kept"), "{first}");
    let again = generate();
    let rows: Vec<&str> = again
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("total"))
        .collect();
    assert_eq!(rows.len(), 3, "{again}");
    assert!(rows.iter().all(|row| row.ends_with(" kept")), "{again}");
    // A damaged file is made again.
    let damaged = dir.join("surakarta-2v1.ldmt");
    std::fs::write(&damaged, b"LDMTABLE").unwrap();
    let repaired = generate();
    let row = repaired.lines().find(|l| l.starts_with("2v1")).unwrap();
    assert!(!row.ends_with("kept"), "{repaired}");
    assert_eq!(std::fs::metadata(&damaged).unwrap().len(), 7958);
}

#[test]
fn a_piece_that_takes_the_last_one_wins_at_once() {
    // b2 takes c5 along the inner circuit: b2-b1, the loop, a2-f2, the
    // loop, e1 up to e6, the loop, f5 along to c5.
    let out = probe("6/2b3/6/6/1w4/6 w", &[]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[..2], ["value: win", "dtc: 1"]);
    assert_eq!(lines.last(), Some(&"b2xc5: win dtc 1"));
    // Every move, in byte order of its text, as `ludeme moves` lists them.
    let moves: Vec<&str> = lines[2..]
        .iter()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    let listed = stdout_of(&["moves", "surakarta", "--position", "6/2b3/6/6/1w4/6 w"]);
    assert_eq!(moves, listed.lines().collect::<Vec<_>>());
    // With one ply left the capture still wins.
    let late = probe("6/2b3/6/6/1w4/6 w", &["--plies-since-capture", "49"]);
    assert!(late.starts_with("value: win\ndtc: 1\n"), "{late}");
}

#[test]
fn a_cornered_piece_whose_every_step_is_taken_loses() {
    // White's a1 steps to a2 or b1 (b2 is taken); either way Black's b2
    // takes it through the corner loop that joins a2 and b1.
    let out = probe("6/6/6/6/1b4/w5 w", &[]);
    assert_eq!(
        out,
        "value: loss\ndtc: 2\na1-a2: loss dtc 2\na1-b1: loss dtc 2\n"
    );
}

#[test]
fn the_no_capture_limit_turns_a_slow_win_into_a_draw() {
    // White a1, Black f6, both in corners where no capture starts: White
    // steps onto a circuit, Black must step onto one too, White takes it.
    let out = probe("5b/6/6/6/6/w5 w", &[]);
    assert!(out.starts_with("value: win\ndtc: 3\n"), "{out}");
    let out = probe("5b/6/6/6/6/w5 w", &["--plies-since-capture", "47"]);
    assert!(out.starts_with("value: win\ndtc: 3\n"), "{out}");
    // Two plies before the limit there is no time: the count draws.
    let out = probe("5b/6/6/6/6/w5 w", &["--plies-since-capture", "48"]);
    assert_eq!(out, "value: draw\ndtc: none\na1-a2: draw dtc none\na1-b1: draw dtc none\na1-b2: draw dtc none\n");
}

#[test]
fn a_lead_in_pieces_needs_no_capture_and_a_finished_game_has_no_moves() {
    let out = probe("5b/6/6/6/6/ww4 w", &[]);
    assert!(out.starts_with("value: win\ndtc: none\n"), "{out}");
    assert_eq!(probe("6/6/6/6/6/ww4 b", &[]), "value: loss\ndtc: none\n");
}

#[test]
fn verify_passes_fresh_tables_with_a_line_per_split() {
    let dir = text(&tables().0);
    let out = stdout_of(&["tables", "verify", "surakarta", "--dir", dir]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert_eq!(lines[0], "1v1: ok, 165 positions");
    // In the order of generation: fewest pieces first, a split with its flip.
    let splits: Vec<&str> = lines.iter().map(|l| l.split(':').next().unwrap()).collect();
    assert_eq!(splits, ["1v1", "2v1", "1v2", "3v1", "1v3", "2v2"]);
    assert!(lines
        .iter()
        .all(|l| l.contains(": ok, ") && l.ends_with(" positions")));
}

#[test]
fn verify_fails_on_a_flipped_byte() {
    let dir = scratch_dir("flipped");
    for entry in std::fs::read_dir(&tables().0).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
    let damaged = dir.join("surakarta-2v2.ldmt");
    let mut bytes = std::fs::read(&damaged).unwrap();
    let at = bytes.len() - 100;
    bytes[at] ^= 0x10;
    std::fs::write(&damaged, bytes).unwrap();
    let err = error_after_output(&["tables", "verify", "surakarta", "--dir", text(&dir)]);
    assert!(
        err.starts_with("error: ") && err.contains("surakarta-2v2.ldmt"),
        "{err}"
    );
    assert!(err.contains("damaged"), "{err}");
    let out = ludeme()
        .args(["tables", "verify", "surakarta", "--dir", text(&dir)])
        .output()
        .unwrap();
    let printed = String::from_utf8(out.stdout).unwrap();
    assert!(printed.starts_with("1v1: ok, 165 positions\n"), "{printed}");
    assert!(!printed.contains("2v2"), "{printed}");
}

#[test]
fn only_surakarta_has_tables() {
    let dir = text(&tables().0);
    let err = failure_of(&["tables", "probe", "barca", "--dir", dir, "--position", "x"]);
    assert!(
        err.contains("no endgame tables for barca: only surakarta has them"),
        "{err}"
    );
    let err = failure_of(&["tables", "verify", "chess", "--dir", dir]);
    assert!(
        err.contains("unknown game \"chess\": only surakarta has endgame tables"),
        "{err}"
    );
    let err = failure_of(&[
        "tables",
        "generate",
        "barricade",
        "--pieces",
        "2",
        "--dir",
        dir,
    ]);
    assert!(err.contains("no endgame tables for barricade"), "{err}");
}

#[test]
fn a_position_beyond_the_tables_is_refused_in_one_line() {
    let dir = text(&tables().0);
    let probe = |position: &str, extra: &[&str]| {
        let mut args = vec!["tables", "probe", "surakarta", "--dir", dir];
        args.extend_from_slice(&["--position", position]);
        args.extend_from_slice(extra);
        failure_of(&args)
    };
    let err = probe("6/6/6/6/bb4/www3 w", &[]);
    assert!(
        err.contains("5 pieces on the board; the tables hold at most 4"),
        "{err}"
    );
    let err = probe("6/6 w", &[]);
    assert!(err.contains("bad position text"), "{err}");
    let err = probe("5b/6/6/6/6/w5 w", &["--plies-since-capture", "50"]);
    assert!(err.contains("expected plies from 0 to 49"), "{err}");
}

#[test]
fn bad_directories_and_piece_counts_are_refused_in_one_line() {
    let missing = std::env::temp_dir().join("ludeme-tables-no-such-dir");
    let err = failure_of(&["tables", "verify", "surakarta", "--dir", text(&missing)]);
    assert!(err.contains("ludeme-tables-no-such-dir"), "{err}");
    let err = failure_of(&[
        "tables",
        "probe",
        "surakarta",
        "--dir",
        text(&missing),
        "--position",
        "6/6/6/6/6/w4b w",
    ]);
    assert!(err.contains("ludeme-tables-no-such-dir"), "{err}");
    let empty = scratch_dir("empty");
    let err = failure_of(&["tables", "verify", "surakarta", "--dir", text(&empty)]);
    assert!(err.contains("no endgame tables (files named"), "{err}");
    let generate = |extra: &[&str]| {
        let mut args = vec!["tables", "generate", "surakarta", "--dir", text(&empty)];
        args.extend_from_slice(extra);
        failure_of(&args)
    };
    for (extra, said) in [
        (&["--pieces", "11"][..], "up to 10 pieces"),
        (&["--pieces", "1"], "at least 2 pieces"),
        (&["--pieces", "3", "--threads", "0"], "threads"),
    ] {
        let err = generate(extra);
        assert!(err.contains(said), "{extra:?}: {err}");
    }
}
