//! Game records on the command line: `play --save`, `match --save` (also
//! of refereed games lost by a fault), `replay`, `--record`.

mod common;

/// A fresh file of this test file.
fn scratch_file(name: &str) -> std::path::PathBuf {
    common::scratch("records", name)
}

/// A fresh file of this test file holding `text`.
fn file_holding(name: &str, text: &str) -> std::path::PathBuf {
    let path = scratch_file(name);
    std::fs::write(&path, text).unwrap();
    path
}

use common::{error_after_output, failure_of, faulty_engine, stdout_with};
use ludeme::GameRecord;

/// Every registered game and variant, by name.
fn every_variant() -> Vec<(&'static str, &'static str)> {
    ludeme::games()
        .iter()
        .flat_map(|g| g.variants.iter().map(move |v| (g.name, v.name)))
        .collect()
}

#[test]
fn every_game_play_saves_reads_back_and_replays_to_the_same_end() {
    let path = scratch_file("played.txt");
    let file = path.to_str().unwrap();
    let mut expected = Vec::new();
    for (i, (game, variant)) in every_variant().into_iter().enumerate() {
        let seats = ludeme::AnyGame::by_name(game, Some(variant), None)
            .map(|g| g.seat_count())
            .unwrap();
        let players = vec!["random"; seats].join(",");
        let seed = (i + 1).to_string();
        let out = stdout_with(
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
    let check = stdout_with(&["replay", file, "--check"], "");
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

/// What `play surakarta --record` from `b2-b3 e5-e4 a2-a3` with
/// `--players human,random` does, as `play` seeds it (`Seats::new`, the
/// default seed 1): black's reply, the person's move (the first legal
/// one after it) and black's reply to that.
fn replies_after_the_record() -> (String, String, String) {
    use ludeme::players::PlayerSpec;
    use ludeme::session::{GameHandle, Turn};
    let mut game = GameHandle::new("surakarta", None, None).unwrap();
    for mv in ["b2-b3", "e5-e4", "a2-a3"] {
        game.session_mut().play(mv).unwrap();
    }
    let mut seats = game.session().seats(&[None, Some(PlayerSpec::Random)], 1);
    let mut black = |game: &mut GameHandle| match game.session_mut().step(&mut seats) {
        Ok(Turn::Played { mv, .. }) => mv,
        other => panic!("black does not reply: {other:?}"),
    };
    let reply = black(&mut game);
    let person = game.session().legal_move_texts()[0].clone();
    game.session_mut().play(&person).unwrap();
    (reply, person, black(&mut game))
}

#[test]
fn replay_draws_a_ply_and_record_starts_commands_at_the_end() {
    let path = file_holding(
        "one.txt",
        "[Game \"surakarta\"]\n\nb2-b3 e5-e4 {a reply} a2-a3 *\n",
    );
    let file = path.to_str().unwrap();
    let at_one = stdout_with(&["replay", file, "--ply", "1", "--ascii"], "");
    assert!(
        at_one
            .trim_end()
            .ends_with("position: bbbbbb/bbbbbb/6/1w4/w1wwww/wwwwww b"),
        "{at_one}"
    );
    let end = stdout_with(&["replay", file], "");
    let position = end
        .lines()
        .last()
        .unwrap()
        .strip_prefix("position: ")
        .unwrap()
        .to_string();
    let moves = stdout_with(&["moves", "surakarta", "--record", file], "");
    let direct = stdout_with(&["moves", "surakarta", "--position", &position], "");
    assert_eq!(moves, direct);
    let shown = stdout_with(&["show", "surakarta", "--record", file, "--ascii"], "");
    assert_eq!(
        shown,
        stdout_with(
            &["show", "surakarta", "--position", &position, "--ascii"],
            ""
        )
    );
    let analysed = stdout_with(
        &["analyse", "surakarta", "--record", file, "--nodes", "2000"],
        "",
    );
    assert!(analysed.contains("best move: "), "{analysed}");
    // `play --record` continues the game: its moves are the record's and
    // then the new ones, and the saved record holds them all: black's
    // reply, the person's move, black's reply, then the person quits.
    let (reply, person, again) = replies_after_the_record();
    let saved = scratch_file("continued.txt");
    let out = stdout_with(
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
        format!("{person}\nquit\n"),
    );
    assert!(out.contains(&format!("black plays {reply}")), "{out}");
    assert!(out.contains(&format!("white plays {person}")), "{out}");
    let record: GameRecord = std::fs::read_to_string(&saved).unwrap().parse().unwrap();
    let texts: Vec<&str> = record.moves().iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["b2-b3", "e5-e4", "a2-a3", &reply, &person, &again]);
}

#[test]
fn bad_files_and_arguments_are_one_line() {
    let records = "[Game \"surakarta\"]\n\nb2-b3 *\n\n[Game \"barca\"]\n\nd2-c3 d2-c3 *\n";
    let path = file_holding("bad.txt", records);
    let file = path.to_str().unwrap();
    let err = error_after_output(&["replay", file, "--check"]);
    assert!(
        err.contains("record 2, line 7, column 7: illegal move d2-c3"),
        "{err}"
    );
    // The first record still shows.
    assert!(stdout_with(&["replay", file], "").contains("position: "));
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
    let empty = file_holding("empty.txt", "\n");
    assert!(failure_of(&["replay", empty.to_str().unwrap(), "--check"])
        .contains("holds no game record"));
    assert!(
        failure_of(&["show", "barca", "--record", empty.to_str().unwrap()])
            .contains("holds no game record")
    );
}

#[test]
fn a_file_that_is_not_utf8_is_refused_at_its_first_bad_byte() {
    let path = scratch_file("latin1.txt");
    std::fs::write(&path, b"[Game \"barca\"]\n[Event \"Caf\xe9\"]\n\nd2-c3 *\n").unwrap();
    let file = path.to_str().unwrap();
    let expected = ": record 1, line 2, column 12: the record is not UTF-8 text (byte 27)";
    for args in [
        vec!["replay", file, "--check"],
        vec!["replay", file],
        vec!["moves", "barca", "--record", file],
    ] {
        let err = failure_of(&args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

/// A table's rows by player name: wins, draws, losses (a refereed
/// table's `faults` column left out).
fn table_rows(table: &str) -> Vec<(String, [u32; 3])> {
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines[0].starts_with("player"), "{table}");
    let extra = usize::from(lines[0].trim_end().ends_with("faults"));
    lines[1..]
        .iter()
        .take_while(|row| !row.contains(" games, mean length "))
        .map(|row| {
            let f: Vec<&str> = row.split_whitespace().collect();
            let n = |i: usize| f[f.len() - extra - i].parse::<u32>().unwrap();
            // … wins draws losses score ms/move [faults]
            let name = f[..f.len() - extra - 5].join(" ");
            (name, [n(5), n(4), n(3)])
        })
        .collect()
}

/// Each player's wins, draws and losses as `records` say: the `Seats` tag
/// names who sat where, the replayed game who won.
fn tally_of(records: &[GameRecord]) -> Vec<(String, [u32; 3])> {
    let mut tally: Vec<(String, [u32; 3])> = Vec::new();
    for record in records {
        let game = record.replay().unwrap();
        let winner = record.result();
        let seats: Vec<&str> = record.tag("Seats").unwrap().split(", ").collect();
        for (s, name) in seats.iter().enumerate() {
            let side = game.side_name(s).unwrap();
            let column = match winner {
                "draw" => 1,
                w if w == side => 0,
                _ => 2,
            };
            match tally.iter_mut().find(|(n, _)| n == name) {
                Some((_, counts)) => counts[column] += 1,
                None => {
                    let mut counts = [0; 3];
                    counts[column] = 1;
                    tally.push((name.to_string(), counts));
                }
            }
        }
    }
    tally.sort();
    tally
}

#[test]
fn every_game_match_saves_records_that_replay_to_the_table() {
    let players = ["greedy", "random", "plain:1", "mcts:10"];
    for (game, variant) in every_variant() {
        let seats = ludeme::AnyGame::by_name(game, Some(variant), None)
            .map(|g| g.seat_count())
            .unwrap();
        let path = scratch_file(&format!("match-{game}-{variant}.txt"));
        let file = path.to_str().unwrap();
        let list = players[..seats].join(",");
        let table = stdout_with(
            &[
                "match",
                game,
                "--variant",
                variant,
                "--players",
                &list,
                "--games",
                "2",
                "--max-plies",
                "200",
                "--threads",
                "2",
                "--save",
                file,
            ],
            "",
        );
        let records = ludeme::read_records(&std::fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{game} {variant}: {e}"));
        assert_eq!(records.len(), 2, "{game} {variant}");
        for (g, record) in records.iter().enumerate() {
            assert_eq!(record.tag("Game"), Some(game));
            assert_eq!(record.tag("Round"), Some((g + 1).to_string().as_str()));
            assert!(record.tag("Date").is_some_and(|d| d.len() == 10));
            assert_eq!(record.tag("PlyCap"), Some("200"));
            // Seats rotate: game 2 seats player (seat + 1) mod n.
            let seated: Vec<&str> = (0..seats).map(|s| players[(s + g) % seats]).collect();
            assert_eq!(record.tag("Seats"), Some(seated.join(", ").as_str()));
            // The record replays to its end: the outcome it states.
            let replayed = record.replay().unwrap();
            assert!(replayed.is_over(), "{game} {variant}: {record}");
            assert_eq!(record.tag("Outcome"), replayed.outcome_text().as_deref());
            assert_eq!(record.moves().len(), replayed.history().len());
        }
        let mut rows = table_rows(&table);
        rows.sort();
        assert_eq!(rows, tally_of(&records), "{game} {variant}: {table}");
    }
}

#[test]
fn a_game_lost_by_a_fault_says_why_in_its_record() {
    let dir = scratch_file("faulty").with_extension("d");
    std::fs::create_dir_all(&dir).unwrap();
    for (name, on_go, reason) in [
        (
            "illegal.sh",
            "echo 'bestmove a1-a6'",
            "illegal move a1-a6: ",
        ),
        (
            "crash.sh",
            "if [ $moves -gt 1 ]; then exit 3; fi; echo \"bestmove $first\"",
            "engine crashed: its output ended before bestmove, exit status 3",
        ),
    ] {
        let engine = faulty_engine(&dir, name, on_go);
        let path = dir.join(format!("{name}.txt"));
        let _ = std::fs::remove_file(&path);
        // Against `random` under a clock neither can come near: both
        // answer at once, so the fault alone decides each game.
        let players = format!("ugi:{},random", engine.display());
        let table = stdout_with(
            &[
                "match",
                "surakarta",
                "--players",
                &players,
                "--games",
                "2",
                "--tc",
                "10",
                "--save",
                path.to_str().unwrap(),
            ],
            "",
        );
        let records = ludeme::read_records(&std::fs::read_to_string(&path).unwrap())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(records.len(), 2, "{table}");
        // The engine is white in game 1, black in game 2; the other side
        // wins, and the record's Termination says why.
        for (record, (loser, winner)) in
            records.iter().zip([("white", "black"), ("black", "white")])
        {
            let termination = record.tag("Termination").unwrap_or_default();
            assert!(
                termination.starts_with(&format!("{loser} loses: {reason}")),
                "{name}: {record}"
            );
            assert_eq!(record.result(), winner, "{record}");
            assert_eq!(record.tag("Result"), Some(winner));
            let engine_name = format!("ugi:{name}");
            let seats = match loser {
                "white" => format!("{engine_name}, random"),
                _ => format!("random, {engine_name}"),
            };
            assert_eq!(record.tag("Seats"), Some(seats.as_str()));
            // The fault in the table is the record's.
            let g = record.tag("Round").unwrap();
            assert!(
                table.contains(&format!("game {g}: {termination} ({engine_name})")),
                "{table}"
            );
            // The moves replay; the game itself goes on.
            let replayed = record.replay().unwrap();
            assert!(!replayed.is_over(), "{record}");
        }
        // The crashing engine made a legal first move as white.
        if name == "crash.sh" {
            assert_eq!(records[0].moves()[0].text, "b2-b3", "{}", records[0]);
        }
        let check = stdout_with(&["replay", path.to_str().unwrap(), "--check"], "");
        assert_eq!(check.lines().count(), 2, "{check}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
