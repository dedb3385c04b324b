//! `ludeme ugi` driven as a tournament manager drives it (every command of
//! the contract, for every game), and `ludeme match` as the referee of UGI
//! engines: a real one, and small faulty ones written here as shell
//! scripts.
//!
//! No verdict here depends on the machine's speed: every answer is waited
//! for [`ANSWER_WITHIN`] (a hang, not a slow machine, reaches it), the
//! engines' opponent is `random` (it answers at once, on the clock or
//! not), and the clocks are ones the engines cannot come near. How
//! promptly the engine answers, and that it never loses on time, is real
//! time: wall_clock.rs, outside the default run.

use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

mod common;
mod engines;

use common::faulty_engine;
use engines::{
    binary, check_info, gone, pids, random_game, referee, rows, scratch_dir, seat_to_act, word,
    Engine, SeatToAct, ANSWER_WITHIN,
};
use ludeme::session::GameHandle;
use ludeme::{Actor, Seat};

/// Who acts, as `query turn` says it.
fn turn_of(session: &GameHandle) -> String {
    match session.session().to_act() {
        Actor::Seat(seat) => seat.0.to_string(),
        Actor::Chance => "chance".into(),
        _ => "none".into(),
    }
}

/// The moves of `finished`, as UGI writes them.
fn history_of(finished: &GameHandle) -> Vec<String> {
    finished
        .session()
        .history()
        .iter()
        .map(|m| word(m))
        .collect()
}

/// The whole contract on one game: handshake, options, positions with
/// moves (and bad ones that change nothing), every kind of `go`, `stop`
/// after `go infinite`, the queries, `quit`: one session read top to
/// bottom, as an engine's user meets it. How promptly it keeps a small
/// clock and answers `stop` is wall_clock.rs's.
fn drive(game: &str, variant: Option<&str>) {
    let mut args = vec![game];
    if let Some(v) = variant {
        args.extend(["--variant", v]);
    }
    let mut engine = Engine::start(&args);
    handshake(&mut engine, game, variant);
    options(&mut engine);
    engine.send("uginewgame");
    engine.send("frobnicate the engine"); // unknown: ignored
    engine.send("position startpos");
    let finished = random_game(game, variant, 7);
    follows_the_game(&mut engine, game, variant, &finished);
    refuses_bad_positions(&mut engine, &finished);
    searches(&mut engine, &seat_to_act(game, variant, &finished));
    let start = GameHandle::new(game, variant, None).unwrap();
    if start.session().to_act() == Actor::Chance {
        rolls(&mut engine);
    }
    the_end(&mut engine, &start, &finished);
    engine.quit();
}

/// `ugi`: the engine's name, author and options, then `ugiok`; then
/// `isready`.
fn handshake(engine: &mut Engine, game: &str, variant: Option<&str>) {
    engine.send("ugi");
    let hello = engine.until("ugiok", ANSWER_WITHIN);
    assert_eq!(
        hello[0],
        format!("id name ludeme {}", env!("CARGO_PKG_VERSION"))
    );
    assert!(hello[1].starts_with("id author "), "{hello:?}");
    assert_eq!(hello[2], "option name Player type string default ab");
    assert!(
        hello[3].starts_with("option name Hash type spin default "),
        "{hello:?}"
    );
    assert!(
        hello[4].starts_with("option name Threads type spin default 1 min 1 max "),
        "{hello:?}"
    );
    // Endgame tables for standard Surakarta alone.
    let tables = game == "surakarta" && variant.is_none();
    if tables {
        assert_eq!(hello[5], "option name Tables type string default <empty>");
    }
    assert_eq!(hello.len(), 6 + usize::from(tables), "{hello:?}");
    engine.ask("isready", "readyok");
}

/// Options: good values say nothing, bad ones an error and no change.
fn options(engine: &mut Engine) {
    for good in [
        "setoption name Hash value 8",
        "setoption name Threads value 2",
        "setoption name Player value mcts:50",
        "setoption name Player value ab",
    ] {
        engine.send(good);
    }
    engine.ask("isready", "readyok");
    for bad in [
        "setoption name Player value human",
        "setoption name Hash value 0",
        "setoption name Nonsense value 1",
    ] {
        let line = engine.ask(bad, "info string error: ");
        assert!(!line.contains('\n'), "{line}");
    }
}

/// A game of the library's, `finished`, move by move: the engine agrees
/// on who is to act; then a position given as text, with moves after it.
fn follows_the_game(engine: &mut Engine, game: &str, variant: Option<&str>, finished: &GameHandle) {
    let history = history_of(finished);
    let start = GameHandle::new(game, variant, None).unwrap();
    assert_eq!(engine.query("gameover"), "false");
    assert_eq!(engine.query("result"), "none");
    assert_eq!(engine.query("turn"), turn_of(&start));
    assert_eq!(
        engine.query("p1turn"),
        (start.session().to_act() == Actor::Seat(Seat(0))).to_string()
    );
    let mut replay = GameHandle::new(game, variant, None).unwrap();
    for (ply, mv) in finished.session().history().iter().enumerate().take(6) {
        replay.session_mut().play(mv).unwrap();
        engine.send(&format!(
            "position startpos moves {}",
            history[..=ply].join(" ")
        ));
        assert_eq!(engine.query("turn"), turn_of(&replay), "after {mv}");
    }
    // Position text (with its spaces) and moves after it.
    let mut from = GameHandle::new(game, variant, None).unwrap();
    for mv in &finished.session().history()[..3] {
        from.session_mut().play(mv).unwrap();
    }
    let text = from.session().position();
    engine.send(&format!("position fen {text} moves {}", history[3]));
    from.session_mut()
        .play(&finished.session().history()[3])
        .unwrap();
    assert_eq!(engine.query("turn"), turn_of(&from));
}

/// A bad line leaves the position as it was: here after one move of
/// `finished`.
fn refuses_bad_positions(engine: &mut Engine, finished: &GameHandle) {
    let history = history_of(finished);
    engine.send(&format!("position startpos moves {}", history[0]));
    let after_one = engine.query("turn");
    for bad in [
        format!(
            "position startpos moves {} {} x9-x9",
            history[0], history[1]
        ),
        format!("position startpos moves {} {}", history[0], history[0]),
        "position fen this is no position".to_string(),
        "position sideways".to_string(),
    ] {
        let line = engine.ask(&bad, "info string error: ");
        assert!(line.len() < 600, "{line}");
        assert_eq!(engine.query("turn"), after_one, "{bad}");
    }
}

/// Searches from a position where a seat is to act: every kind of `go`
/// answers a legal move; `go infinite` thinks until `stop`.
fn searches(engine: &mut Engine, seat: &SeatToAct) {
    let legal = &seat.legal;
    engine.send(&seat.position);
    for go in [
        "go depth 2",
        "go nodes 2000",
        "go movetime 100",
        "go p1time 1000 p2time 1000 p3time 1000 p4time 1000 p1inc 10 p2inc 10 p3inc 10 p4inc 10",
        "go",
        // A small clock (how promptly it is kept: wall_clock.rs).
        "go p1time 100 p2time 100 p3time 100 p4time 100",
    ] {
        let best = engine.go(go, ANSWER_WITHIN);
        assert!(legal.contains(&best), "{go}: {best} not in {legal:?}");
    }
    // `go depth 2` says how deep it went (a single legal move is played
    // after depth 1).
    engine.send("go depth 2");
    let lines = engine.until("bestmove", ANSWER_WITHIN);
    let last = if legal.len() == 1 { 1 } else { 2 };
    assert!(
        lines[lines.len() - 2].starts_with(&format!("info depth {last} ")),
        "{lines:?}"
    );
    // `go infinite` thinks until `stop` (its first iteration's line says
    // it is under way), reading `isready` meanwhile; `stop` answers (how
    // promptly: wall_clock.rs).
    engine.send("go infinite");
    check_info(&engine.until("info", ANSWER_WITHIN));
    engine.send("isready");
    let lines = engine.until("readyok", ANSWER_WITHIN);
    check_info(&lines[..lines.len() - 1]);
    let best = engine.go("stop", ANSWER_WITHIN);
    assert!(legal.contains(&best), "{best}");
    // Nothing to stop: no answer, so the `isready` after it is answered
    // alone.
    engine.send("stop");
    engine.ask("isready", "readyok");
}

/// Asked to move at a chance node (the start of a game with dice), the
/// engine rolls.
fn rolls(engine: &mut Engine) {
    engine.send("position startpos");
    let roll = engine.go("go movetime 50", ANSWER_WITHIN);
    let rolls: Vec<String> = (1..=6).map(|n| format!("roll{n}")).collect();
    assert!(rolls.contains(&roll), "{roll}");
}

/// The end of `finished` (a game from `start`): the queries say who won,
/// `go` has no move, and an unknown query is an error.
fn the_end(engine: &mut Engine, start: &GameHandle, finished: &GameHandle) {
    let history = history_of(finished);
    engine.send(&format!("position startpos moves {}", history.join(" ")));
    assert_eq!(engine.query("gameover"), "true");
    assert_eq!(engine.query("turn"), "none");
    assert_eq!(engine.query("p1turn"), "false");
    let dice = start.session().to_act() == Actor::Chance;
    let extended = dice || start.session().seat_count() > 2;
    let expected = match finished.session().winner_name() {
        None => "draw".to_string(),
        Some(name) if extended => name,
        Some(name) if name == start.session().seat_name(0).unwrap() => "p1win".into(),
        Some(_) => "p2win".into(),
    };
    assert_eq!(engine.query("result"), expected);
    engine.send("go depth 3");
    let lines = engine.until("bestmove", ANSWER_WITHIN);
    assert_eq!(lines.last().unwrap(), "bestmove (none)", "{lines:?}");
    engine.send("query nonsense");
    engine.until("info string error: ", ANSWER_WITHIN);
}

#[test]
fn ugi_surakarta() {
    drive("surakarta", None);
}

#[test]
fn ugi_barca() {
    drive("barca", None);
}

#[test]
fn ugi_barricade_pairs() {
    drive("barricade", None);
}

#[test]
fn ugi_barricade_four_seats() {
    drive("barricade", Some("individual-4"));
}

#[test]
fn ugi_every_registered_game_and_variant_answers_the_handshake() {
    for game in ludeme::games() {
        for variant in &game.variants {
            let mut engine = Engine::start(&[game.name, "--variant", variant.name]);
            engine.send("ugi");
            engine.until("ugiok", ANSWER_WITHIN);
            engine.send("position startpos");
            engine.go("go nodes 500", ANSWER_WITHIN);
            engine.quit();
        }
    }
}

#[test]
fn ugi_ends_at_the_end_of_its_input_even_while_thinking() {
    let mut engine = Engine::start(&["barca"]);
    engine.send("go infinite");
    // Thinking: its first iteration's line says so.
    engine.until("info", ANSWER_WITHIN);
    engine.stdin = None;
    let deadline = Instant::now() + ANSWER_WITHIN;
    while engine.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the engine went on");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// `ludeme ugi GAME` given all of `input` in one write, as a manager that
/// sends its lines without waiting for answers: the exit status and the
/// lines written, once the process has ended (within [`ANSWER_WITHIN`],
/// or the test fails). Standard input stays open unless `close_input`, so
/// that what ends the engine is `quit`, not the end of its input.
fn all_at_once(game: &str, input: &str, close_input: bool) -> (ExitStatus, Vec<String>) {
    let mut child = Command::new(binary())
        .args(["ugi", game])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let open_input = (!close_input).then_some(stdin);
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        stdout.read_to_string(&mut text).map(|_| text)
    });
    let deadline = Instant::now() + ANSWER_WITHIN;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the engine did not end within {ANSWER_WITHIN:?} of {input:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    drop(open_input);
    let text = reader.join().unwrap().unwrap();
    (status, text.lines().map(String::from).collect())
}

/// The engine ended with success, its `info` lines are well-formed, and
/// it answered the one `go` of `input` with exactly one `bestmove`, a
/// legal move of the start, as its last line.
fn answered_once(game: &str, input: &str, status: ExitStatus, lines: &[String]) {
    assert!(status.success(), "{input:?}: {status}; {lines:?}");
    let answers: Vec<&String> = lines
        .iter()
        .filter(|line| line.starts_with("bestmove"))
        .collect();
    assert_eq!(answers.len(), 1, "{input:?}: {lines:?}");
    assert_eq!(lines.last(), Some(answers[0]), "{input:?}: {lines:?}");
    let info: Vec<String> = lines
        .iter()
        .filter(|line| line.starts_with("info"))
        .cloned()
        .collect();
    check_info(&info);
    let legal: Vec<String> = GameHandle::new(game, None, None)
        .unwrap()
        .session()
        .legal_move_texts()
        .iter()
        .map(|m| word(m))
        .collect();
    let words: Vec<&str> = answers[0].split(' ').collect();
    assert_eq!(words.len(), 2, "{input:?}: {lines:?}");
    assert!(
        legal.contains(&words[1].to_string()),
        "{input:?}: {} not in {legal:?}",
        words[1]
    );
}

#[test]
fn ugi_answers_go_before_it_quits_when_the_lines_come_at_once() {
    for game in ["barca", "surakarta"] {
        // `stop` then `quit` at once: the stopped search's answer first.
        let input = "ugi\nuginewgame\nposition startpos\ngo infinite\nstop\nquit\n";
        let (status, lines) = all_at_once(game, input, false);
        answered_once(game, input, status, &lines);
        assert_eq!(
            lines.iter().filter(|l| *l == "ugiok").count(),
            1,
            "{lines:?}"
        );

        // `quit` during a search, without `stop`: the search stops and
        // answers.
        let input = "position startpos\ngo infinite\nquit\n";
        let (status, lines) = all_at_once(game, input, false);
        answered_once(game, input, status, &lines);

        // `isready` during the search is answered once; `quit` then stops
        // the search, and it answers.
        let input = "position startpos\ngo nodes 100000\nisready\nquit\n";
        let (status, lines) = all_at_once(game, input, false);
        answered_once(game, input, status, &lines);
        assert_eq!(
            lines.iter().filter(|l| *l == "readyok").count(),
            1,
            "{lines:?}"
        );

        // `quit` stops a long search rather than waiting for its end: ten
        // minutes, far beyond the `ANSWER_WITHIN` that `all_at_once`
        // allows the process to end in.
        let input = "position startpos\ngo movetime 600000\nquit\n";
        let (status, lines) = all_at_once(game, input, false);
        answered_once(game, input, status, &lines);
    }
}

#[test]
fn ugi_answers_go_before_it_ends_at_the_end_of_its_input() {
    for game in ["barca", "surakarta"] {
        for input in [
            "position startpos\ngo infinite\n",
            "position startpos\ngo infinite\nstop\n",
            "position startpos\ngo nodes 100000\n",
        ] {
            let (status, lines) = all_at_once(game, input, true);
            answered_once(game, input, status, &lines);
        }
    }
}

/// A script that notes its process id in `dir/pids` and runs the real
/// engine (`ludeme ugi surakarta`) in its place.
fn noting_wrapper(dir: &std::path::Path) -> std::path::PathBuf {
    let wrapper = dir.join("engine.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho $$ >> '{}'\nexec '{}' ugi surakarta\n",
            dir.join("pids").display(),
            binary().display()
        ),
    )
    .unwrap();
    let mut permissions = std::fs::metadata(&wrapper).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&wrapper, permissions).unwrap();
    wrapper
}

/// A clock the real engine cannot come near: 2 s for at most 2 moves (4
/// plies) a side. Its search may spend at most 3/8 of what is left at a
/// move (three even shares, among at least 8 moves left), so that at its
/// second move more than 0.7 s is in hand beyond what it may spend: an
/// answer that late still does not lose on time. (Its time on a clock
/// it spends to the end is wall_clock.rs's.)
const ROOMY_REAL_ENGINE: [&str; 4] = ["--tc", "2", "--max-plies", "4"];

#[test]
fn a_ugi_engine_plays_a_match_under_the_clock_and_is_reaped() {
    let dir = scratch_dir("real");
    // The real engine, through a script that notes its process id.
    let wrapper = noting_wrapper(&dir);
    let players = format!("ugi:{},random", wrapper.display());
    let table = referee(
        &players,
        &[&["--games", "4"], &ROOMY_REAL_ENGINE[..]].concat(),
    );
    let rows = rows(&table, 2);
    for row in &rows {
        assert_eq!(row[0] + row[1] + row[2], 4, "{table}");
        assert_eq!(row[3], 0, "no faults: {table}");
    }
    assert_eq!(rows[0][0], rows[1][2], "{table}");
    assert_eq!(rows[0][1], rows[1][1], "{table}");
    assert!(table.contains("4 games, mean length"), "{table}");
    assert!(table.contains("ugi:engine.sh "), "{table}");
    let started = pids(&dir);
    assert_eq!(started.len(), 1, "started once for the match: {started:?}");
    assert!(started.iter().all(|&p| gone(p)), "{started:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The clock of the faulty engines that answer `go`: they answer at once,
/// as `random` (their opponent) does, and a clock this long is one they
/// cannot come near.
const ROOMY: &str = "10";

/// The faulty engine's two games against `random` under the clock `tc`:
/// each lost with `reason`; the match done, and every process of the
/// engine (started once, or once a game if `restarted`) ended.
fn faulty(name: &str, on_go: &str, reason: &str, restarted: bool, tc: &str) {
    let dir = scratch_dir(name);
    let engine = faulty_engine(&dir, name, on_go);
    let players = format!("ugi:{},random", engine.display());
    let table = referee(&players, &["--games", "2", "--tc", tc]);
    let rows = rows(&table, 2);
    assert_eq!(rows[0], [0, 0, 2, 2], "{table}");
    assert_eq!(rows[1], [2, 0, 0, 0], "{table}");
    let seats = ["white", "black"];
    for g in 1..=2 {
        let line = format!("game {g}: {} loses: {reason}", seats[g - 1]);
        assert!(table.contains(&line), "{line:?} in {table}");
    }
    let started = pids(&dir);
    assert_eq!(started.len(), if restarted { 2 } else { 1 }, "{started:?}");
    assert!(
        started.iter().all(|&p| gone(p)),
        "left running: {started:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_illegal_move_loses_the_game() {
    faulty(
        "illegal",
        "echo 'bestmove a1-a6'",
        "illegal move a1-a6: ",
        false,
        ROOMY,
    );
}

#[test]
fn a_crash_mid_game_loses_the_game_and_the_engine_is_restarted() {
    // A legal first move, then the engine exits.
    faulty(
        "crash",
        "if [ $moves -gt 1 ]; then exit 3; fi; echo \"bestmove $first\"",
        "engine crashed: its output ended before bestmove, exit status 3",
        true,
        ROOMY,
    );
}

#[test]
fn an_engine_that_never_answers_go_loses_and_is_stopped() {
    // Waited for its clock (1 s) and the grace period (1 s) in each game;
    // it never answers, and `random` answers at once, so the clock's
    // length decides nothing else.
    faulty(
        "silent",
        ":",
        "engine hung: no bestmove within 2.00 s: stopped",
        true,
        "1",
    );
}

#[test]
fn garbage_then_an_unreadable_bestmove_loses_the_game() {
    faulty(
        "garbage",
        "echo 'hello there'; echo 'info depth 1 score cp 0'; echo '*** ??? ***'; echo 'bestmove @@@'",
        "unreadable move \"@@@\": ",
        false,
        ROOMY,
    );
}

/// Waits (at most [`ANSWER_WITHIN`]) until `path` exists.
fn wait_for_file(path: &std::path::Path, what: &str) {
    let deadline = Instant::now() + ANSWER_WITHIN;
    while !path.exists() {
        assert!(Instant::now() < deadline, "{what}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn an_interrupted_match_ends_its_engines() {
    let dir = scratch_dir("interrupted");
    // An engine that notes each `go` it is sent, and never answers.
    let asked = dir.join("asked");
    let engine = faulty_engine(&dir, "slow", &format!("echo go >> '{}'", asked.display()));
    for signal in ["-INT", "-TERM"] {
        let _ = std::fs::remove_file(dir.join("pids"));
        let _ = std::fs::remove_file(&asked);
        let players = format!("ugi:{},random", engine.display());
        let referee = Command::new(binary())
            .args(["match", "surakarta", "--players", &players, "--tc", "60"])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The referee is waiting for the engine's first move.
        wait_for_file(&asked, "the engine was not asked to move");
        let status = Command::new("kill")
            .args([signal, &referee.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let out = referee.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{signal}: {err}");
        assert!(err.contains("interrupted"), "{err}");
        let started = pids(&dir);
        let left: Vec<String> = started
            .iter()
            .filter(|&&p| !gone(p))
            .map(|p| std::fs::read_to_string(format!("/proc/{p}/status")).unwrap_or_default())
            .collect();
        assert!(left.is_empty(), "{signal}: {started:?} {left:?} {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_engine_that_cannot_start_is_a_one_line_error() {
    let out = Command::new(binary())
        .args(["match", "barca", "--players", "ugi:/no/such/engine,ab"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot start \"/no/such/engine\""), "{err}");
}
