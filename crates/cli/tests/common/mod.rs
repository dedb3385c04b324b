//! What the command line's test files share: the binary run as a process,
//! its output and one-line failures, scratch files, and faulty engines.
#![allow(dead_code)] // each test file uses a part

use std::path::{Path, PathBuf};

use assert_cmd::Command;

/// The `ludeme` binary.
pub fn ludeme() -> Command {
    Command::cargo_bin("ludeme").unwrap()
}

/// `ludeme ARGS` with `input` (text or raw bytes) on standard input.
pub fn run(args: &[&str], input: impl Into<Vec<u8>>) -> std::process::Output {
    ludeme().args(args).write_stdin(input).output().unwrap()
}

/// The arguments of a command line written as one string, split at white
/// space (so no argument may hold a space).
pub fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// The standard output of a successful `ludeme ARGS`.
pub fn stdout_of(args: &[&str]) -> String {
    stdout_with(args, "")
}

/// The standard output of a successful `ludeme ARGS` reading `input` (text
/// or raw bytes).
pub fn stdout_with(args: &[&str], input: impl Into<Vec<u8>>) -> String {
    let out = run(args, input);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The error of a failing `ludeme ARGS`: exit status 2, nothing on
/// standard output, one line without control characters on standard
/// error.
pub fn failure_of(args: &[&str]) -> String {
    let out = ludeme().args(args).output().unwrap();
    assert!(out.stdout.is_empty(), "{args:?} printed on stdout");
    one_line_error(args, out)
}

/// The error of `ludeme ARGS` that fails after printing (as `replay
/// --check` prints a line per good record first): exit status 2, one line
/// on standard error.
pub fn error_after_output(args: &[&str]) -> String {
    one_line_error(args, ludeme().args(args).output().unwrap())
}

/// The one-line error of a process that exited with status 2.
fn one_line_error(args: &[&str], out: std::process::Output) -> String {
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?} should exit with status 2"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "{args:?}: not one line: {err}"
    );
    assert!(
        !err.trim_end().contains(char::is_control),
        "{args:?}: a control character: {err:?}"
    );
    err
}

/// A fresh file `name` in a temporary directory of the test file `tag`.
pub fn scratch(tag: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludeme-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

/// `ludeme tables generate surakarta --pieces N --dir DIR` with `extra`
/// arguments: what it prints.
pub fn generate_tables(pieces: u32, dir: &str, extra: &[&str]) -> String {
    let pieces = pieces.to_string();
    let mut args = vec!["tables", "generate", "surakarta", "--pieces", &pieces];
    args.extend_from_slice(&["--dir", dir]);
    args.extend_from_slice(extra);
    stdout_of(&args)
}

/// A shell script engine in `dir` that notes its process id in `dir/pids`
/// and answers the handshake; `go` runs `on_go` (a shell `case` body), with
/// `$moves` the number of `go`s of the game and `$first` a legal move for
/// the position sent (`b2-b3` at the start, `b5-b4` after it, in
/// Surakarta).
pub fn faulty_engine(dir: &Path, name: &str, on_go: &str) -> PathBuf {
    let path = dir.join(name);
    let text = format!(
        "#!/bin/sh\n\
         echo $$ >> '{pids}'\n\
         moves=0\n\
         while read -r line; do\n\
         case \"$line\" in\n\
         ugi) echo 'id name {name}'; echo ugiok;;\n\
         isready) echo readyok;;\n\
         uginewgame) moves=0;;\n\
         'position startpos') first=b2-b3;;\n\
         position*) first=b5-b4;;\n\
         go*) moves=$((moves + 1)); {on_go};;\n\
         quit) exit 0;;\n\
         esac\n\
         done\n",
        pids = dir.join("pids").display()
    );
    std::fs::write(&path, text).unwrap();
    let mut permissions = std::fs::metadata(&path).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&path, permissions).unwrap();
    path
}
