//! `ludeme ugi` driven as a tournament manager drives it (every command of
//! the contract, for every game), and `ludeme match` as the referee of UGI
//! engines: a real one, and small faulty ones written here as shell
//! scripts.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::Mutex;
use std::time::{Duration, Instant};

mod common;

use common::faulty_engine;
use ludeme::players::PlayerSpec;
use ludeme::session::{GameHandle, Turn};
use ludeme::{Actor, Seat};

/// The `ludeme` binary under test.
fn binary() -> PathBuf {
    assert_cmd::cargo::cargo_bin("ludeme")
}

/// Matches run one at a time: their clocks are real, and the machine may
/// have two cores.
static CLOCKS: Mutex<()> = Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    CLOCKS.lock().unwrap_or_else(|e| e.into_inner())
}

/// `ludeme ugi ...` as a process: lines in, lines out with deadlines.
struct Engine {
    child: Child,
    /// `None` once closed.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(binary())
            .arg("ugi")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { return };
                if send.send(line).is_err() {
                    return;
                }
            }
        });
        Engine {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The lines up to and with the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(e) => panic!("no {prefix:?} within {within:?} ({e}); got {seen:?}"),
            }
        }
    }

    /// The one answer to a line (`response ...`, `readyok`): the lines up
    /// to it must be no others.
    fn ask(&mut self, line: &str, answer: &str) -> String {
        self.send(line);
        let lines = self.until(answer, Duration::from_secs(5));
        assert_eq!(lines.len(), 1, "{line}: {lines:?}");
        lines[0].clone()
    }

    fn query(&mut self, what: &str) -> String {
        let line = self.ask(&format!("query {what}"), "response ");
        line["response ".len()..].to_string()
    }

    /// `go ...`: the `info` lines, each well-formed, then `bestmove MOVE`
    /// (exactly two words); the move.
    fn go(&mut self, line: &str, within: Duration) -> String {
        self.send(line);
        let lines = self.until("bestmove", within);
        check_info(&lines[..lines.len() - 1]);
        let words: Vec<&str> = lines.last().unwrap().split(' ').collect();
        assert_eq!(words.len(), 2, "{lines:?}");
        words[1].to_string()
    }

    /// Nothing more is said within `time`.
    fn silent_for(&mut self, time: Duration) {
        if let Ok(line) = self.lines.recv_timeout(time) {
            panic!("unexpected {line:?}");
        }
    }

    /// `quit` ends the process at once, with success.
    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(Instant::now() < deadline, "quit did not end the engine");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `info depth D score cp S nodes N nps X time MS pv M1 M2 ...`, in this
/// order, with numbers where numbers belong.
fn check_info(lines: &[String]) {
    for line in lines {
        let words: Vec<&str> = line.split(' ').collect();
        assert!(words.len() >= 13, "{line}");
        let keys = ["info", "depth", "score", "cp", "nodes", "nps", "time", "pv"];
        let at = [0, 1, 3, 4, 6, 8, 10, 12];
        for (key, i) in keys.iter().zip(at) {
            assert_eq!(words[i], *key, "{line}");
        }
        for i in [2, 7, 9, 11] {
            words[i].parse::<u64>().unwrap_or_else(|_| panic!("{line}"));
        }
        words[5].parse::<i64>().unwrap_or_else(|_| panic!("{line}"));
    }
}

/// A move as UGI writes it: `roll 5` is `roll5`.
fn word(text: &str) -> String {
    text.split_whitespace().collect()
}

/// A random game of `game` played to its end by the library, seeded.
fn random_game(game: &str, variant: Option<&str>, seed: u64) -> GameHandle {
    let mut session = GameHandle::new(game, variant, None).unwrap();
    let seats = session.seat_count();
    let mut players = session.seats(&vec![Some(PlayerSpec::Random); seats], seed);
    while !matches!(session.step(&mut players).unwrap(), Turn::Over(_)) {}
    session
}

/// Who acts, as `query turn` says it.
fn turn_of(session: &GameHandle) -> String {
    match session.to_act() {
        Actor::Seat(seat) => seat.0.to_string(),
        Actor::Chance => "chance".into(),
        _ => "none".into(),
    }
}

/// The whole contract on one game: handshake, options, positions with
/// moves (and a bad one that changes nothing), every kind of `go`, `stop`
/// after `go infinite`, the queries, `quit`: one session read top to
/// bottom, as an engine's user meets it.
#[allow(clippy::too_many_lines)]
fn drive(game: &str, variant: Option<&str>) {
    let mut args = vec![game];
    if let Some(v) = variant {
        args.extend(["--variant", v]);
    }
    let mut engine = Engine::start(&args);
    engine.send("ugi");
    let hello = engine.until("ugiok", Duration::from_secs(5));
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
    // Options: good values say nothing, bad ones an error and no change.
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
    engine.send("uginewgame");
    engine.send("frobnicate the engine"); // unknown: ignored
    engine.send("position startpos");

    // A game of the library's, move by move: the engine agrees on who is
    // to act and on the end.
    let finished = random_game(game, variant, 7);
    let history: Vec<String> = finished.history().iter().map(|m| word(m)).collect();
    let start = GameHandle::new(game, variant, None).unwrap();
    assert_eq!(engine.query("gameover"), "false");
    assert_eq!(engine.query("result"), "none");
    assert_eq!(engine.query("turn"), turn_of(&start));
    assert_eq!(
        engine.query("p1turn"),
        (start.to_act() == Actor::Seat(Seat(0))).to_string()
    );
    let dice = start.to_act() == Actor::Chance;
    let mut replay = GameHandle::new(game, variant, None).unwrap();
    for (ply, mv) in finished.history().iter().enumerate().take(6) {
        replay.play(mv).unwrap();
        engine.send(&format!(
            "position startpos moves {}",
            history[..=ply].join(" ")
        ));
        assert_eq!(engine.query("turn"), turn_of(&replay), "after {mv}");
    }
    // Position text (with its spaces) and moves after it.
    let mut from = GameHandle::new(game, variant, None).unwrap();
    for mv in &finished.history()[..3] {
        from.play(mv).unwrap();
    }
    let text = from.position();
    engine.send(&format!("position fen {text} moves {}", history[3]));
    from.play(&finished.history()[3]).unwrap();
    assert_eq!(engine.query("turn"), turn_of(&from));

    // A bad line leaves the position as it was: here after one move.
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

    // Searches, from a position where a seat is to act.
    let mut seat_to_act = GameHandle::new(game, variant, None).unwrap();
    let mut prefix = Vec::new();
    for mv in &finished.history() {
        if matches!(seat_to_act.to_act(), Actor::Seat(_)) {
            break;
        }
        seat_to_act.play(mv).unwrap();
        prefix.push(word(mv));
    }
    let position = if prefix.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", prefix.join(" "))
    };
    let legal: Vec<String> = seat_to_act.moves().iter().map(|m| word(m)).collect();
    engine.send(&position);
    let second = Duration::from_secs(1);
    for go in [
        "go depth 2",
        "go nodes 2000",
        "go movetime 100",
        "go p1time 1000 p2time 1000 p3time 1000 p4time 1000 p1inc 10 p2inc 10 p3inc 10 p4inc 10",
        "go",
    ] {
        let best = engine.go(go, 4 * second);
        assert!(legal.contains(&best), "{go}: {best} not in {legal:?}");
    }
    // `go depth 2` says how deep it went (a single legal move is played
    // after depth 1).
    engine.send("go depth 2");
    let lines = engine.until("bestmove", 2 * second);
    let last = if legal.len() == 1 { 1 } else { 2 };
    assert!(
        lines[lines.len() - 2].starts_with(&format!("info depth {last} ")),
        "{lines:?}"
    );
    // A small clock is kept: an answer well within it.
    let started = Instant::now();
    engine.go("go p1time 100 p2time 100 p3time 100 p4time 100", second);
    assert!(started.elapsed() < Duration::from_millis(100));
    // `go infinite` thinks until `stop`, reading `isready` meanwhile; `stop`
    // answers at once.
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    engine.send("isready");
    let lines = engine.until("readyok", second);
    check_info(&lines[..lines.len() - 1]);
    let stopped = Instant::now();
    let best = engine.go("stop", second);
    assert!(
        stopped.elapsed() < Duration::from_millis(250),
        "{:?}",
        stopped.elapsed()
    );
    assert!(legal.contains(&best), "{best}");
    engine.send("stop"); // nothing to stop: no answer
    engine.silent_for(Duration::from_millis(100));

    // Dice: asked to move at a chance node, the engine rolls.
    if dice {
        engine.send("position startpos");
        let roll = engine.go("go movetime 50", second);
        let rolls: Vec<String> = (1..=6).map(|n| format!("roll{n}")).collect();
        assert!(rolls.contains(&roll), "{roll}");
    }

    // The end of the game.
    engine.send(&format!("position startpos moves {}", history.join(" ")));
    assert_eq!(engine.query("gameover"), "true");
    assert_eq!(engine.query("turn"), "none");
    assert_eq!(engine.query("p1turn"), "false");
    let extended = dice || start.seat_count() > 2;
    let expected = match finished.winner_name() {
        None => "draw".to_string(),
        Some(name) if extended => name,
        Some(name) if name == start.seat_name(0).unwrap() => "p1win".into(),
        Some(_) => "p2win".into(),
    };
    assert_eq!(engine.query("result"), expected);
    engine.send("go depth 3");
    let lines = engine.until("bestmove", second);
    assert_eq!(lines.last().unwrap(), "bestmove (none)", "{lines:?}");
    engine.send("query nonsense");
    engine.until("info string error: ", second);
    engine.quit();
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
            engine.until("ugiok", Duration::from_secs(5));
            engine.send("position startpos");
            engine.go("go nodes 500", Duration::from_secs(5));
            engine.quit();
        }
    }
}

#[test]
fn ugi_ends_at_the_end_of_its_input_even_while_thinking() {
    let mut engine = Engine::start(&["barca"]);
    engine.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    engine.stdin = None;
    let deadline = Instant::now() + Duration::from_secs(5);
    while engine.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the engine went on");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// `ludeme ugi GAME` given all of `input` in one write, as a manager that
/// sends its lines without waiting for answers: the exit status and the
/// lines written, once the process has ended (within 10 s, or the test
/// fails). Standard input stays open unless `close_input`, so that what
/// ends the engine is `quit`, not the end of its input.
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
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the engine did not end within 10 s of {input:?}");
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
        .moves()
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

        // `quit` stops a long search rather than waiting for its end.
        let input = "position startpos\ngo movetime 60000\nquit\n";
        let started = Instant::now();
        let (status, lines) = all_at_once(game, input, false);
        answered_once(game, input, status, &lines);
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
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

/// A folder of its own for a test's scripts.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludeme-ugi-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The process ids a script noted.
fn pids(dir: &Path) -> Vec<u32> {
    std::fs::read_to_string(dir.join("pids"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect()
}

/// Whether a process is gone: neither running nor a zombie.
fn gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

/// `ludeme match surakarta` of `engine` against ab:0.05s: the output.
fn referee(players: &str, games: &str, tc: &str) -> String {
    let out = Command::new(binary())
        .args(["match", "surakarta", "--players", players, "--games", games])
        .args(["--tc", tc])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The table's rows by player: wins, draws, losses, faults.
fn rows(table: &str, players: usize) -> Vec<[u32; 4]> {
    let lines: Vec<&str> = table.lines().collect();
    assert!(lines[0].starts_with("player"), "{table}");
    assert!(lines[0].trim_end().ends_with("faults"), "{table}");
    lines[1..=players]
        .iter()
        .map(|row| {
            let f: Vec<&str> = row.split_whitespace().collect();
            let n = |i: usize| f[f.len() - i].parse::<u32>().unwrap();
            // … wins draws losses score ms/move faults
            [n(6), n(5), n(4), n(1)]
        })
        .collect()
}

#[test]
fn a_ugi_engine_plays_a_match_under_the_clock_and_is_reaped() {
    let _clocks = one_at_a_time();
    let dir = scratch("real");
    // The real engine, through a script that notes its process id.
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
    let players = format!("ugi:{},ab:0.05s", wrapper.display());
    let table = referee(&players, "4", "2+0.05");
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

#[test]
fn the_engine_never_loses_on_time_at_one_second_and_a_hundredth() {
    let _clocks = one_at_a_time();
    let engine = format!("ugi:{} ugi surakarta", binary().display());
    let table = referee(&format!("{engine},{engine}"), "2", "1+0.01");
    for row in rows(&table, 2) {
        assert_eq!(row[3], 0, "{table}");
    }
    assert!(
        !table.contains("game 1:") && !table.contains("game 2:"),
        "{table}"
    );
}

/// The faulty engine's games: each lost with `reason`; the match done.
fn faulty(name: &str, on_go: &str, reason: &str, restarted: bool) {
    let _clocks = one_at_a_time();
    let dir = scratch(name);
    let engine = faulty_engine(&dir, name, on_go);
    let players = format!("ugi:{},ab:0.02s", engine.display());
    let table = referee(&players, "2", "0.3+0.01");
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
    );
}

#[test]
fn an_engine_that_never_answers_go_loses_and_is_stopped() {
    faulty(
        "silent",
        ":",
        "engine hung: no bestmove within 1.30 s: stopped",
        true,
    );
}

#[test]
fn garbage_then_an_unreadable_bestmove_loses_the_game() {
    faulty(
        "garbage",
        "echo 'hello there'; echo 'info depth 1 score cp 0'; echo '*** ??? ***'; echo 'bestmove @@@'",
        "unreadable move \"@@@\": ",
        false,
    );
}

#[test]
fn an_interrupted_match_ends_its_engines() {
    let dir = scratch("interrupted");
    let engine = faulty_engine(&dir, "slow", ":");
    for signal in ["-INT", "-TERM"] {
        let _ = std::fs::remove_file(dir.join("pids"));
        let players = format!("ugi:{},ab:0.02s", engine.display());
        let referee = Command::new(binary())
            .args(["match", "surakarta", "--players", &players, "--tc", "60"])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        while pids(&dir).is_empty() {
            assert!(Instant::now() < deadline, "the engine did not start");
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(Duration::from_millis(200));
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
