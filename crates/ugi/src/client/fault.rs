//! What an external engine did wrong ([`EngineFault`]), as data, worded
//! as the game's record and the match table say it; what the system said
//! ([`SystemError`]); and how a process ended, in words.

use std::process::ExitStatus;
use std::time::Duration;

use ludeme_session::quote;

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
