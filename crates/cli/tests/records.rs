//! Game records on the command line: `play --save`, `replay`, `--record`.

use assert_cmd::Command;
use ludeme::GameRecord;

fn ludeme() -> Command {
    Command::cargo_bin("ludeme").unwrap()
}

fn run(args: &[&str], input: &str) -> std::process::Output {
    ludeme().args(args).write_stdin(input).output().unwrap()
}

fn stdout_of(args: &[&str], input: &str) -> String {
    let out = run(args, input);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn failure_of(args: &[&str]) -> String {
    let out = run(args, "");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    err
}

/// A fresh file name in the temporary directory.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludeme-records-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// Every registered game and variant, by name.
fn every_variant() -> Vec<(&'static str, &'static str)> {
    ludeme::games()
        .iter()
        .flat_map(|g| g.variants.iter().map(move |v| (g.name, v.name)))
        .collect()
}

#[test]
fn every_game_play_saves_reads_back_and_replays_to_the_same_end() {
    let path = scratch("played.txt");
    let file = path.to_str().unwrap();
    let mut expected = Vec::new();
    for (i, (game, variant)) in every_variant().into_iter().enumerate() {
        let seats = ludeme::AnyGame::by_name(game, Some(variant), None)
            .map(|g| ludeme::Game::seat_count(&g))
            .unwrap();
        let players = vec!["random"; seats].join(",");
        let seed = (i + 1).to_string();
        let out = stdout_of(
            &[
                "play",
                game,
                "--variant",
                variant,
                "--players",
                &players,
                "--seed",
                &seed,
                "--ascii",
                "--save",
                file,
            ],
            "",
        );
        let over = out
            .lines()
            .find(|l| l.starts_with("game over: "))
            .map(|l| l["game over: ".len()..].to_string());
        let last = out
            .lines()
            .rfind(|l| l.starts_with("position: "))
            .unwrap()
            .to_string();
        expected.push((game, over, last));
    }
    let text = std::fs::read_to_string(&path).unwrap();
    let records = ludeme::read_records(&text).unwrap();
    assert_eq!(records.len(), expected.len());
    for (record, (game, over, last)) in records.iter().zip(&expected) {
        assert_eq!(record.tag("Game"), Some(*game));
        assert!(record.tag("Seats").is_some_and(|s| s.starts_with("random")));
        assert!(record
            .tag("Date")
            .is_some_and(|d| d.len() == 10 && d.as_bytes()[4] == b'.'));
        let replayed = record.replay().unwrap();
        assert_eq!(&replayed.outcome_text(), over, "{game}");
        assert_eq!(
            &format!("position: {}", replayed.position()),
            last,
            "{game}"
        );
    }
    // `replay --check`: one line a record, as the contract words it.
    let check = stdout_of(&["replay", file, "--check"], "");
    let lines: Vec<&str> = check.lines().collect();
    assert_eq!(lines.len(), records.len());
    for (n, (line, (game, over, _))) in lines.iter().zip(&expected).enumerate() {
        let plies = records[n].moves().len();
        let words = over.clone().unwrap_or_else(|| "unfinished".into());
        assert_eq!(
            *line,
            format!("record {}: {game}, {plies} plies, {words}", n + 1)
        );
    }
}

#[test]
fn replay_draws_a_ply_and_record_starts_commands_at_the_end() {
    let path = scratch("one.txt");
    let file = path.to_str().unwrap();
    std::fs::write(
        &path,
        "[Game \"surakarta\"]\n\nb2-b3 e5-e4 {a reply} a2-a3 *\n",
    )
    .unwrap();
    let at_one = stdout_of(&["replay", file, "--ply", "1", "--ascii"], "");
    assert!(
        at_one
            .trim_end()
            .ends_with("position: bbbbbb/bbbbbb/6/1w4/w1wwww/wwwwww b"),
        "{at_one}"
    );
    let end = stdout_of(&["replay", file], "");
    let position = end
        .lines()
        .last()
        .unwrap()
        .strip_prefix("position: ")
        .unwrap()
        .to_string();
    let moves = stdout_of(&["moves", "surakarta", "--record", file], "");
    let direct = stdout_of(&["moves", "surakarta", "--position", &position], "");
    assert_eq!(moves, direct);
    let shown = stdout_of(&["show", "surakarta", "--record", file, "--ascii"], "");
    assert_eq!(
        shown,
        stdout_of(
            &["show", "surakarta", "--position", &position, "--ascii"],
            ""
        )
    );
    let analysed = stdout_of(
        &["analyse", "surakarta", "--record", file, "--nodes", "2000"],
        "",
    );
    assert!(analysed.contains("best move: "), "{analysed}");
    // `play --record` continues the game: its moves are the record's and
    // then the new ones, and the saved record holds them all.
    let saved = scratch("continued.txt");
    let out = stdout_of(
        &[
            "play",
            "surakarta",
            "--record",
            file,
            "--players",
            "human,random",
            "--save",
            saved.to_str().unwrap(),
        ],
        "b3-b4\nquit\n",
    );
    assert!(out.contains("white plays b3-b4"), "{out}");
    let record: GameRecord = std::fs::read_to_string(&saved).unwrap().parse().unwrap();
    let texts: Vec<&str> = record.moves().iter().map(|m| m.text.as_str()).collect();
    // Black (random) replies first, then the person's move.
    assert_eq!(&texts[..3], ["b2-b3", "e5-e4", "a2-a3"]);
    assert_eq!(texts[4], "b3-b4");
}

#[test]
fn bad_files_and_arguments_are_one_line() {
    let path = scratch("bad.txt");
    let file = path.to_str().unwrap();
    std::fs::write(
        &path,
        "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"barca\"]\n\nd2-c3 d2-c3 *\n",
    )
    .unwrap();
    let err = failure_of(&["replay", file, "--check"]);
    assert!(
        err.contains("record 2, line 7, column 7: illegal move d2-c3"),
        "{err}"
    );
    // The first record still shows.
    assert!(stdout_of(&["replay", file], "").contains("position: "));
    assert!(failure_of(&["replay", file, "--game", "2"]).contains("record 2, line 7, column 7"));
    assert!(
        failure_of(&["replay", file, "--ply", "5"]).contains("--ply must be from 0 to 1, not 5")
    );
    assert!(
        failure_of(&["replay", "/nonexistent/x.txt"]).contains("cannot read /nonexistent/x.txt")
    );
    assert!(failure_of(&["moves", "barca", "--record", file])
        .contains("is a record of surakarta, not of \"barca\""));
    assert!(failure_of(&[
        "moves",
        "surakarta",
        "--record",
        file,
        "--position",
        "6/6 w"
    ])
    .contains("cannot be used with"));
    let empty = scratch("empty.txt");
    std::fs::write(&empty, "\n").unwrap();
    assert!(failure_of(&["replay", empty.to_str().unwrap(), "--check"])
        .contains("holds no game record"));
    assert!(
        failure_of(&["show", "barca", "--record", empty.to_str().unwrap()])
            .contains("holds no game record")
    );
}
