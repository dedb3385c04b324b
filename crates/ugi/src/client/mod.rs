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

mod fault;

pub use fault::{EngineFault, SystemError};

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
