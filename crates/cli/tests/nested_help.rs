//! Help that nests as cargo's and git's do: `ludeme help tables probe` and
//! `ludeme tables help probe` print `ludeme tables probe --help`, and an
//! argument error points to the help of the command typed.

mod common;

use common::{failure_of, stdout_of};

/// Every command with commands of its own (`tables`), each with the names
/// of its commands, as the command line defines them.
fn nested() -> Vec<(String, Vec<String>)> {
    ludeme_cli::command()
        .get_subcommands()
        .filter(|c| c.has_subcommands())
        .map(|c| {
            let names = c.get_subcommands().map(|s| s.get_name().to_string());
            (c.get_name().to_string(), names.collect())
        })
        .collect()
}

/// The long options of `parent name` as the command line defines them
/// (`--plies-since-capture`), the global ones and `--help` left out.
fn own_options(parent: &str, name: &str) -> Vec<String> {
    let command = ludeme_cli::command();
    let sub = command
        .find_subcommand(parent)
        .and_then(|p| p.find_subcommand(name))
        .expect("a nested command");
    sub.get_arguments()
        .filter(|a| !a.is_global_set())
        .filter_map(|a| a.get_long().map(|long| format!("--{long}")))
        .collect()
}

#[test]
fn tables_is_the_command_with_commands_and_they_are_known() {
    let nested = nested();
    assert_eq!(nested.len(), 1, "{nested:?}");
    assert_eq!(nested[0].0, "tables");
    for name in ["generate", "probe", "verify", "help"] {
        assert!(nested[0].1.iter().any(|n| n == name), "{nested:?}");
    }
}

#[test]
fn help_of_a_nested_command_is_its_own_help_three_ways() {
    for (parent, names) in nested() {
        let parents_help = stdout_of(&[&parent, "--help"]);
        for name in &names {
            let own = stdout_of(&[&parent, name, "--help"]);
            assert_eq!(stdout_of(&["help", &parent, name]), own, "{parent} {name}");
            assert_eq!(stdout_of(&[&parent, "help", name]), own, "{parent} {name}");
            assert_ne!(own, parents_help, "{parent} {name}");
            assert!(
                own.contains(&format!("Usage: ludeme {parent} {name}")),
                "{own}"
            );
            for option in own_options(&parent, name) {
                assert!(own.contains(&option), "{parent} {name}: {option}\n{own}");
            }
        }
        // The parent's own help, by `help` at either level.
        assert_eq!(stdout_of(&["help", &parent]), parents_help);
        assert_eq!(stdout_of(&[&parent, "help"]), parents_help);
    }
}

#[test]
fn the_subcommands_options_are_in_their_help() {
    let probe = stdout_of(&["help", "tables", "probe"]);
    for option in ["--position", "--dir", "--plies-since-capture"] {
        assert!(probe.contains(option), "{probe}");
    }
    let generate = stdout_of(&["tables", "help", "generate"]);
    for option in ["--pieces", "--large", "--dir", "--threads"] {
        assert!(generate.contains(option), "{generate}");
    }
    // The parent's help lists the commands, not their options.
    let tables = stdout_of(&["tables", "--help"]);
    assert!(!tables.contains("--plies-since-capture"), "{tables}");
}

#[test]
fn help_of_every_top_level_command_still_works() {
    let command = ludeme_cli::command();
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        assert_eq!(
            stdout_of(&["help", name]),
            stdout_of(&[name, "--help"]),
            "{name}"
        );
    }
    assert_eq!(stdout_of(&["help"]), stdout_of(&["--help"]));
}

#[test]
fn help_of_a_command_that_does_not_exist_is_one_line() {
    let err = failure_of(&["help", "tables", "frob"]);
    assert!(
        err.contains("\"frob\"") && err.contains("ludeme tables --help"),
        "{err}"
    );
    let err = failure_of(&["tables", "help", "frob"]);
    assert!(
        err.contains("\"frob\"") && err.contains("ludeme tables --help"),
        "{err}"
    );
    let err = failure_of(&["help", "frob"]);
    assert!(
        err.contains("\"frob\"") && err.contains("ludeme --help"),
        "{err}"
    );
    let err = failure_of(&["help", "perft", "surakarta"]);
    assert!(err.contains("\"surakarta\""), "{err}");
}

/// The help that an argument error points to: `ludeme tables probe` of
/// `(see ludeme tables probe --help)`.
fn pointer(err: &str) -> &str {
    let start = err.rfind("(see ").expect("a pointer to a help") + "(see ".len();
    let end = err[start..].find(" --help)").expect("a pointer to a help");
    &err[start..start + end]
}

#[test]
fn an_argument_error_points_to_the_help_of_the_command_typed() {
    let cases: [(&str, &str); 9] = [
        // A missing argument.
        ("tables probe surakarta", "ludeme tables probe"),
        ("tables verify", "ludeme tables verify"),
        // A bad value.
        (
            "tables probe surakarta --dir d --position x --plies-since-capture 70",
            "ludeme tables probe",
        ),
        (
            "tables generate surakarta --dir d --pieces many",
            "ludeme tables generate",
        ),
        // An unknown flag.
        (
            "tables generate surakarta --pieces 3 --dir d --frob",
            "ludeme tables generate",
        ),
        (
            "--color never tables verify surakarta --dir d --frob",
            "ludeme tables verify",
        ),
        ("perft surakarta 2 --frob", "ludeme perft"),
        // An unknown command, and too many words for `help`.
        ("tables frob", "ludeme tables"),
        ("tables help probe verify", "ludeme tables help"),
    ];
    for (line, command) in cases {
        let args: Vec<&str> = line.split_whitespace().collect();
        let err = failure_of(&args);
        assert_eq!(pointer(&err), command, "{line}: {err}");
        assert_eq!(err.matches("--help").count(), 1, "{line}: {err}");
    }
    // The help pointed to explains the option that was wrong.
    let err = failure_of(&[
        "tables",
        "probe",
        "surakarta",
        "--dir",
        "d",
        "--position",
        "x",
        "--plies-since-capture",
        "70",
    ]);
    let help: Vec<&str> = pointer(&err).split(' ').skip(1).chain(["--help"]).collect();
    assert!(stdout_of(&help).contains("--plies-since-capture"), "{err}");
}
