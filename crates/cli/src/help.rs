//! `ludeme help` and `ludeme tables help`: the help of a command at any
//! depth, and the command that an argument error is about.

use std::io::Write;

use crate::{args, quote, Failure};

/// `ludeme help [COMMAND...]`: the help of the command that `path` names
/// from the program down (`["tables", "probe"]`), the same text as `ludeme
/// tables probe --help`; the program's help for an empty path.
pub(crate) fn run(path: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut command = args::command();
    // Built as parsing builds it: each command's usage under its whole
    // name, with the global options.
    command.build();
    for (depth, name) in path.iter().enumerate() {
        let Some(sub) = command.find_subcommand(name).cloned() else {
            return Err(no_command(&path[..depth], name));
        };
        command = sub;
    }
    write!(out, "{}", command.render_long_help())?;
    Ok(out.flush()?)
}

/// The refusal of `name`, which names no command of the command that
/// `parents` name.
fn no_command(parents: &[String], name: &str) -> Failure {
    let parent = full_name(parents);
    Failure::Message(if parents.is_empty() {
        format!("no command {}: see {parent} --help", quote(name))
    } else {
        format!(
            "{parent} has no command {}: see {parent} --help",
            quote(name)
        )
    })
}

/// `ludeme` and the names of the commands of `path`.
fn full_name(path: &[String]) -> String {
    std::iter::once("ludeme")
        .chain(path.iter().map(String::as_str))
        .collect::<Vec<&str>>()
        .join(" ")
}

/// The command that the words of a command line (the program's name left
/// out) are for: `ludeme`, then the first word that names one of its
/// commands, then, while that command has commands of its own, the first
/// later word that names one of them (`ludeme tables probe`).
pub(crate) fn typed_command(args: &[String]) -> String {
    let mut command = args::command();
    let mut path = Vec::new();
    let mut rest = args;
    while command.has_subcommands() {
        let Some((at, sub)) = rest
            .iter()
            .enumerate()
            .find_map(|(at, word)| Some((at, command.find_subcommand(word)?.clone())))
        else {
            break;
        };
        path.push(sub.get_name().to_string());
        rest = &rest[at + 1..];
        command = sub;
    }
    full_name(&path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(line: &str) -> String {
        let words: Vec<String> = line.split_whitespace().map(String::from).collect();
        typed_command(&words)
    }

    #[test]
    fn the_typed_command_goes_down_to_a_command_without_commands() {
        assert_eq!(typed(""), "ludeme");
        assert_eq!(typed("--frob"), "ludeme");
        assert_eq!(typed("perft surakarta --frob"), "ludeme perft");
        assert_eq!(typed("tables"), "ludeme tables");
        assert_eq!(typed("tables frob"), "ludeme tables");
        assert_eq!(
            typed("tables probe surakarta --dir verify --bogus"),
            "ludeme tables probe"
        );
        assert_eq!(
            typed("--color never tables verify surakarta"),
            "ludeme tables verify"
        );
        assert_eq!(typed("help tables probe extra"), "ludeme help");
        assert_eq!(typed("tables help probe extra"), "ludeme tables help");
    }

    #[test]
    fn help_names_the_command_it_does_not_know() {
        let path =
            |line: &str| -> Vec<String> { line.split_whitespace().map(String::from).collect() };
        let message = |line: &str| match run(&path(line), &mut Vec::new()) {
            Err(Failure::Message(m)) => m,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(message("frob"), "no command \"frob\": see ludeme --help");
        assert_eq!(
            message("tables frob"),
            "ludeme tables has no command \"frob\": see ludeme tables --help"
        );
        assert_eq!(
            message("perft surakarta"),
            "ludeme perft has no command \"surakarta\": see ludeme perft --help"
        );
    }
}
