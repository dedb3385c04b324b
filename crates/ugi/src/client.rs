//! An external UGI engine as a process: started, asked for moves with
//! deadlines, restarted after a crash, and always reaped.
//!
//! Its output is read line by line on a thread of its own, so that every
//! wait has a deadline. Every process started is registered: when the
//! engine is dropped it is told `quit`, then killed and waited for; on
//! Ctrl-C (SIGINT) or SIGTERM a handler kills and waits for every
//! registered process before the program ends. Engines run in a process
//! group of their own (on Unix), so that a Ctrl-C at the terminal reaches
//! the referee alone, which then ends them itself.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use ludeme_session::quote;

/// How long an engine may take to answer `ugi` and the first `isready`.
const STARTUP: Duration = Duration::from_secs(10);
/// How long an engine may take to answer `isready` before a game.
const READY: Duration = Duration::from_secs(5);
/// How long an engine told `quit` has to end before it is killed.
const QUIT: Duration = Duration::from_millis(200);
/// How long, at most, an engine whose output ended is waited for to exit,
/// so that its fault can say how it ended (`, exit status 3`).
const EXIT_STATUS_WAIT: Duration = Duration::from_secs(2);

/// Every engine process running, for the signal handler.
fn registry() -> &'static Mutex<Vec<Arc<Mutex<Child>>>> {
    static CHILDREN: OnceLock<Mutex<Vec<Arc<Mutex<Child>>>>> = OnceLock::new();
    CHILDREN.get_or_init(|| Mutex::new(Vec::new()))
}

/// Set by the signal handler: no engine may start any more.
static ENDING: AtomicBool = AtomicBool::new(false);

/// Installs, once, the handler that ends every engine on SIGINT or
/// SIGTERM, then the program (exit status 130). It holds the registry
/// until the program ends, and no engine starts once it has begun (the
/// registry's lock is taken to start one), so that none is left behind.
fn handle_signals() {
    static INSTALLED: OnceLock<()> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        // Another handler already installed (a program embedding the
        // library) keeps its own: the engines are still reaped on drop.
        let _ = ctrlc::set_handler(|| {
            let children = registry().lock().unwrap_or_else(|e| e.into_inner());
            ENDING.store(true, Ordering::SeqCst);
            for child in children.iter() {
                let mut child = child.lock().unwrap_or_else(|e| e.into_inner());
                let _ = child.kill();
                let _ = child.wait();
            }
            eprintln!("interrupted: engines stopped");
            std::process::exit(130);
        });
    });
}

/// What an engine did wrong: the reason a game is lost, worded as the
/// game's record and the match table say it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EngineFault {
    /// The engine's command line names no program.
    #[error("engine not ready: no command")]
    NoCommand,
    /// The referee is ending (interrupted): no engine may start.
    #[error("engine not ready: interrupted")]
    Interrupted,
    /// The program could not be started.
    #[error("engine not ready: cannot start {}: {source}", quote(program))]
    CannotStart {
        /// The program, as the command line names it.
        program: String,
        /// What the system said.
        source: SystemError,
    },
    /// It started but did not get through the handshake (`ugi` →
    /// `ugiok`, `isready` → `readyok`).
    #[error("engine not ready: {0}")]
    Handshake(Box<EngineFault>),
    /// Its input was closed.
    #[error("engine crashed: its input is closed")]
    InputClosed,
    /// A line could not be written to it.
    #[error("engine crashed: cannot write to it ({source}){}", ended(exit))]
    CannotWrite {
        /// What the system said.
        source: SystemError,
        /// How it ended, if it had.
        exit: Option<ExitStatus>,
    },
    /// Its output ended before the answer awaited: it crashed or quit.
    #[error("engine crashed: its output ended before {awaited}{}", ended(exit))]
    OutputEnded {
        /// The answer awaited (`bestmove`, `readyok`).
        awaited: &'static str,
        /// How it ended, if it had within a moment.
        exit: Option<ExitStatus>,
    },
    /// No answer within the time it had (`ugiok`, `readyok`).
    #[error("engine hung: no {awaited} within {:.1} s", within.as_secs_f64())]
    NoAnswer {
        /// The answer awaited.
        awaited: &'static str,
        /// The time it had.
        within: Duration,
    },
    /// No move within its clock and the grace period: it was stopped.
    #[error("engine hung: no bestmove within {:.2} s: stopped", within.as_secs_f64())]
    NoMove {
        /// Its clock and the grace period.
        within: Duration,
    },
    /// A `bestmove` line without a move.
    #[error("unreadable answer {}", quote(line))]
    UnreadableAnswer {
        /// The line as the engine sent it.
        line: String,
    },
}

impl EngineFault {
    /// Whether the engine is to be stopped (and started again for the
    /// next game): it crashed or hung.
    pub fn stops_the_engine(&self) -> bool {
        matches!(
            self,
            EngineFault::InputClosed
                | EngineFault::CannotWrite { .. }
                | EngineFault::OutputEnded { .. }
                | EngineFault::NoAnswer { .. }
                | EngineFault::NoMove { .. }
        )
    }
}

/// An error of the system (starting a process, writing to a pipe) as
/// data: its kind and, for the operating system's own, its code; it reads
/// as the system words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SystemError {
    /// Its kind.
    pub kind: std::io::ErrorKind,
    /// The operating system's code, if the system gave one.
    pub code: Option<i32>,
}

impl From<&std::io::Error> for SystemError {
    fn from(error: &std::io::Error) -> Self {
        SystemError {
            kind: error.kind(),
            code: error.raw_os_error(),
        }
    }
}

impl std::fmt::Display for SystemError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.code {
            Some(code) => std::io::Error::from_raw_os_error(code).fmt(f),
            None => std::io::Error::from(self.kind).fmt(f),
        }
    }
}

impl std::error::Error for SystemError {}

/// `, ` and how a process ended (`, exit status 3`), or nothing.
fn ended(exit: &Option<ExitStatus>) -> String {
    exit.map(|status| format!(", {}", words_of(status)))
        .unwrap_or_default()
}

/// A line of the engine's output, or its end.
type Line = Option<String>;

/// A running engine process.
struct Running {
    child: Arc<Mutex<Child>>,
    /// Closed (taken) when the engine is ended.
    stdin: Option<ChildStdin>,
    lines: Receiver<Line>,
}

impl Running {
    /// Starts `words` (the program and its arguments) and checks the
    /// handshake: `ugi` → `ugiok`, `isready` → `readyok`.
    fn start(words: &[String]) -> Result<Running, EngineFault> {
        let (program, args) = words.split_first().ok_or(EngineFault::NoCommand)?;
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        handle_signals();
        // Registered before the handler can miss it: the registry's lock is
        // held from the start to the registration.
        let mut children = registry().lock().unwrap_or_else(|e| e.into_inner());
        if ENDING.load(Ordering::SeqCst) {
            return Err(EngineFault::Interrupted);
        }
        let mut child = command.spawn().map_err(|e| EngineFault::CannotStart {
            program: program.clone(),
            source: SystemError::from(&e),
        })?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let child = Arc::new(Mutex::new(child));
        children.push(Arc::clone(&child));
        drop(children);
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut bytes = Vec::new();
                match reader.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => {
                        let _ = send.send(None);
                        return;
                    }
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&bytes).trim().to_string();
                        if send.send(Some(line)).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let mut running = Running {
            child,
            stdin: Some(stdin),
            lines,
        };
        // (Dropped on an error: ended and reaped.)
        running
            .send("ugi")
            .and_then(|()| running.wait_for("ugiok", STARTUP))
            .and_then(|()| running.send("isready"))
            .and_then(|()| running.wait_for("readyok", STARTUP))
            .map_err(|fault| EngineFault::Handshake(Box::new(fault)))?;
        Ok(running)
    }

    /// Writes a line to the engine.
    fn send(&mut self, line: &str) -> Result<(), EngineFault> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(EngineFault::InputClosed);
        };
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|e| EngineFault::CannotWrite {
                source: SystemError::from(&e),
                exit: self.exit(),
            })
    }

    /// How the process ended, if it did.
    fn exit(&mut self) -> Option<ExitStatus> {
        match self.child.lock().map(|mut c| c.try_wait()) {
            Ok(Ok(status)) => status,
            _ => None,
        }
    }

    /// The next line within `limit` of its start, at `deadline`, while
    /// `awaited` is awaited.
    fn next_line(
        &mut self,
        (deadline, limit): (Instant, Duration),
        awaited: &'static str,
    ) -> Result<String, EngineFault> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Some(line)) => Ok(line),
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                // The output ended: wait for the exit status, a moment
                // (longer on a busy machine), at most EXIT_STATUS_WAIT.
                let mut exit = None;
                for _ in 0..EXIT_STATUS_WAIT.as_millis() / 5 {
                    exit = self.exit();
                    if exit.is_some() {
                        break;
                    }
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(EngineFault::OutputEnded { awaited, exit })
            }
            Err(RecvTimeoutError::Timeout) => Err(EngineFault::NoAnswer {
                awaited,
                within: limit,
            }),
        }
    }

    /// Reads lines until `word` alone, within `limit`.
    fn wait_for(&mut self, word: &'static str, limit: Duration) -> Result<(), EngineFault> {
        let deadline = Instant::now() + limit;
        while self.next_line((deadline, limit), word)? != word {}
        Ok(())
    }
}

impl Drop for Running {
    /// Tells the engine to quit and closes its input, then kills it if it
    /// has not ended within [`QUIT`], and waits for it; unregisters it.
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = writeln!(stdin, "quit").and_then(|()| stdin.flush());
        }
        let since = Instant::now();
        loop {
            let mut process = self.child.lock().unwrap_or_else(|e| e.into_inner());
            let ended = process.try_wait();
            if matches!(ended, Ok(Some(_))) {
                break;
            }
            if ended.is_err() || since.elapsed() >= QUIT {
                let _ = process.kill();
                let _ = process.wait();
                break;
            }
            drop(process);
            std::thread::sleep(Duration::from_millis(5));
        }
        registry()
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|c| !Arc::ptr_eq(c, &self.child));
    }
}

/// An exit status in words.
fn words_of(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => status.to_string(),
    }
}

/// A UGI engine given by its command line: started at most once at a
/// time, restarted when it crashed or hung.
pub struct EngineProcess {
    /// The name for tables.
    pub name: String,
    words: Vec<String>,
    running: Option<Running>,
    /// Lines that were neither `info` nor `bestmove` while it thought.
    pub garbage: u64,
}

impl EngineProcess {
    /// An engine for the command line `text` (split on white space), not
    /// yet started, called `name` in tables.
    pub fn new(text: &str, name: String) -> EngineProcess {
        EngineProcess {
            name,
            words: text.split_whitespace().map(String::from).collect(),
            running: None,
            garbage: 0,
        }
    }

    /// Starts the engine if it is not running (the handshake included).
    pub fn start(&mut self) -> Result<(), EngineFault> {
        if self.running.is_none() {
            self.running = Some(Running::start(&self.words)?);
        }
        Ok(())
    }

    /// Stops the engine (it is started again when next needed).
    pub fn stop(&mut self) {
        // Dropped: ended and reaped.
        self.running = None;
    }

    /// A new game: `uginewgame`, then `isready` → `readyok`. An engine that
    /// is not running, or does not answer, is started again (once).
    pub fn new_game(&mut self) -> Result<(), EngineFault> {
        for attempt in 0..2 {
            let ready = self.start().and_then(|()| {
                let running = self.running.as_mut().expect("started");
                running.send("uginewgame")?;
                running.send("isready")?;
                running.wait_for("readyok", READY)
            });
            match ready {
                Ok(()) => return Ok(()),
                Err(fault) => {
                    self.stop();
                    if attempt == 1 {
                        return Err(fault);
                    }
                }
            }
        }
        unreachable!("two attempts")
    }

    /// Sends `position` and `go`, and reads the move of `bestmove` within
    /// `limit`. An engine that crashed or did not answer in time is
    /// stopped (and restarted for the next game).
    pub fn best_move(
        &mut self,
        position: &str,
        go: &str,
        limit: Duration,
    ) -> Result<String, EngineFault> {
        let result = self.ask(position, go, limit);
        if result.as_ref().is_err_and(EngineFault::stops_the_engine) {
            self.stop();
        }
        result
    }

    fn ask(&mut self, position: &str, go: &str, limit: Duration) -> Result<String, EngineFault> {
        self.start()?;
        let running = self.running.as_mut().expect("started");
        running.send(position)?;
        running.send(go)?;
        let deadline = Instant::now() + limit;
        loop {
            let line =
                running
                    .next_line((deadline, limit), "bestmove")
                    .map_err(|fault| match fault {
                        EngineFault::NoAnswer { within, .. } => EngineFault::NoMove { within },
                        other => other,
                    })?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("bestmove") => {
                    return match words.next() {
                        Some(mv) => Ok(mv.to_string()),
                        None => Err(EngineFault::UnreadableAnswer { line }),
                    }
                }
                Some("info") => {}
                _ => self.garbage += 1,
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_reads_as_the_record_and_the_table_word_it() {
        let not_found = std::io::Error::from_raw_os_error(2);
        let cases = [
            (
                EngineFault::NoCommand,
                "engine not ready: no command".to_string(),
            ),
            (
                EngineFault::CannotStart {
                    program: "/no/such/engine".into(),
                    source: SystemError::from(&not_found),
                },
                format!("engine not ready: cannot start \"/no/such/engine\": {not_found}"),
            ),
            (
                EngineFault::Handshake(Box::new(EngineFault::NoAnswer {
                    awaited: "readyok",
                    within: Duration::from_secs(10),
                })),
                "engine not ready: engine hung: no readyok within 10.0 s".to_string(),
            ),
            (
                EngineFault::OutputEnded {
                    awaited: "bestmove",
                    exit: None,
                },
                "engine crashed: its output ended before bestmove".to_string(),
            ),
            (
                EngineFault::NoMove {
                    within: Duration::from_millis(1_300),
                },
                "engine hung: no bestmove within 1.30 s: stopped".to_string(),
            ),
            (
                EngineFault::UnreadableAnswer {
                    line: "bestmove".into(),
                },
                "unreadable answer \"bestmove\"".to_string(),
            ),
        ];
        for (fault, words) in cases {
            assert_eq!(fault.to_string(), words, "{fault:?}");
        }
    }

    #[test]
    fn a_system_error_keeps_its_kind_and_code() {
        let refused = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        let error = SystemError::from(&refused);
        assert_eq!(
            (error.kind, error.code),
            (std::io::ErrorKind::BrokenPipe, None)
        );
        assert_eq!(error.to_string(), refused.to_string());
        let os = std::io::Error::from_raw_os_error(32);
        assert_eq!(SystemError::from(&os).code, Some(32));
        assert_eq!(SystemError::from(&os).to_string(), os.to_string());
    }

    #[test]
    fn only_a_crashed_or_hung_engine_is_stopped() {
        let stopped = [
            EngineFault::InputClosed,
            EngineFault::OutputEnded {
                awaited: "bestmove",
                exit: None,
            },
            EngineFault::NoMove {
                within: Duration::ZERO,
            },
        ];
        assert!(stopped.iter().all(EngineFault::stops_the_engine));
        let kept = [
            EngineFault::UnreadableAnswer {
                line: String::new(),
            },
            EngineFault::NoCommand,
        ];
        assert!(!kept.iter().any(EngineFault::stops_the_engine));
    }
}
