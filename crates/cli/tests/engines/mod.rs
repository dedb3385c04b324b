//! What ugi.rs and wall_clock.rs share: `ludeme ugi` as a process driven
//! line by line, the positions it is asked to search, and `ludeme match`
//! refereeing engines (its output, its table's rows, the processes it
//! started).
#![allow(dead_code)] // each test file uses a part

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use ludeme::players::PlayerSpec;
use ludeme::session::{GameHandle, Turn};
use ludeme::Actor;

/// How long an answer that comes within milliseconds (a line, a short
/// search, a process's end) is waited for before the test fails: long
/// enough for a loaded machine, so that reaching it means a hang, not a
/// slow machine. Tests whose point is a prompt answer are in wall_clock.rs.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(20);

/// The `ludeme` binary under test.
pub fn binary() -> PathBuf {
    assert_cmd::cargo::cargo_bin("ludeme")
}

/// `ludeme ugi ...` as a process: lines in, lines out with deadlines.
pub struct Engine {
    pub child: Child,
    /// `None` once closed.
    pub stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    /// `ludeme ugi ARGS`, started.
    pub fn start(args: &[&str]) -> Engine {
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

    /// Writes `line` to the engine.
    pub fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The lines up to and with the first that starts with `prefix`, which
    /// must come within `within`.
    pub fn until(&mut self, prefix: &str, within: Duration) -> Vec<String> {
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
    pub fn ask(&mut self, line: &str, answer: &str) -> String {
        self.send(line);
        let lines = self.until(answer, ANSWER_WITHIN);
        assert_eq!(lines.len(), 1, "{line}: {lines:?}");
        lines[0].clone()
    }

    /// The answer to `query WHAT`, after `response `.
    pub fn query(&mut self, what: &str) -> String {
        let line = self.ask(&format!("query {what}"), "response ");
        line["response ".len()..].to_string()
    }

    /// `go ...`: the `info` lines, each well-formed, then `bestmove MOVE`
    /// (exactly two words) within `within`; the move.
    pub fn go(&mut self, line: &str, within: Duration) -> String {
        self.send(line);
        let lines = self.until("bestmove", within);
        check_info(&lines[..lines.len() - 1]);
        let words: Vec<&str> = lines.last().unwrap().split(' ').collect();
        assert_eq!(words.len(), 2, "{lines:?}");
        words[1].to_string()
    }

    /// `quit` ends the process, with success.
    pub fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + ANSWER_WITHIN;
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
pub fn check_info(lines: &[String]) {
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
pub fn word(text: &str) -> String {
    text.split_whitespace().collect()
}

/// A random game of `game` played to its end by the library, seeded.
pub fn random_game(game: &str, variant: Option<&str>, seed: u64) -> GameHandle {
    let mut session = GameHandle::new(game, variant, None).unwrap();
    let seats = session.session().seat_count();
    let mut players = session
        .session()
        .seats(&vec![Some(PlayerSpec::Random); seats], seed);
    while !matches!(
        session.session_mut().step(&mut players).unwrap(),
        Turn::Over(_)
    ) {}
    session
}

/// The first position of a game where a seat (not the die) is to act.
pub struct SeatToAct {
    /// Its `position startpos [moves ...]` line.
    pub position: String,
    /// Its legal moves, as UGI writes them.
    pub legal: Vec<String>,
}

/// The first position of `finished` (a game of `game` and `variant`)
/// where a seat is to act.
pub fn seat_to_act(game: &str, variant: Option<&str>, finished: &GameHandle) -> SeatToAct {
    let mut replay = GameHandle::new(game, variant, None).unwrap();
    let mut prefix = Vec::new();
    for mv in &finished.session().history() {
        if matches!(replay.session().to_act(), Actor::Seat(_)) {
            break;
        }
        replay.session_mut().play(mv).unwrap();
        prefix.push(word(mv));
    }
    let position = if prefix.is_empty() {
        "position startpos".to_string()
    } else {
        format!("position startpos moves {}", prefix.join(" "))
    };
    let legal = replay
        .session()
        .legal_move_texts()
        .iter()
        .map(|m| word(m))
        .collect();
    SeatToAct { position, legal }
}

/// `ludeme match surakarta --players PLAYERS OPTIONS`, which must succeed:
/// its output.
pub fn referee(players: &str, options: &[&str]) -> String {
    let out = Command::new(binary())
        .args(["match", "surakarta", "--players", players])
        .args(options)
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
pub fn rows(table: &str, players: usize) -> Vec<[u32; 4]> {
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

/// A folder of its own for a test's scripts, empty.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludeme-ugi-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The process ids a script noted in `dir/pids`.
pub fn pids(dir: &Path) -> Vec<u32> {
    std::fs::read_to_string(dir.join("pids"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect()
}

/// Whether a process is gone: neither running nor a zombie.
pub fn gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}
