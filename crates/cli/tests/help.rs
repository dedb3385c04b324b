//! Every argument's help describes that argument: `ludeme_cli::command()`
//! (the command line as `ludeme` parses it, the registry's games and
//! variants filled in) keeps the derive's own text of each argument,
//! changed only where that text holds the placeholder for the registry's
//! list.

mod common;

use clap::CommandFactory;
use ludeme_cli::Cli;

use common::stdout_of;

/// The words of an argument's doc that the registry's list replaces.
const PLACEHOLDER: &str = " (the list is filled in from the registry)";

/// The registry's games: `barca, barricade, surakarta`.
fn game_names() -> String {
    let names: Vec<&str> = ludeme::games().iter().map(|g| g.name).collect();
    names.join(", ")
}

/// A help text as plain text.
fn plain(help: Option<&clap::builder::StyledStr>) -> Option<String> {
    help.map(ToString::to_string)
}

/// The raw help with the games in place of the placeholder, as a sentence.
fn with_games(raw: &str) -> String {
    let filled = raw.replacen(PLACEHOLDER, &format!(": {}", game_names()), 1);
    if filled.ends_with('.') {
        filled
    } else {
        filled + "."
    }
}

/// The command line as `ludeme` parses it and as the derive writes it,
/// both built (global and help arguments in every subcommand).
fn both() -> (clap::Command, clap::Command) {
    let mut cooked = ludeme_cli::command();
    cooked.build();
    let mut raw = Cli::command();
    raw.build();
    (cooked, raw)
}

/// The help of argument `id` of command `name`, as `ludeme` shows it.
fn help_of(name: &str, id: &str) -> String {
    let (cooked, _) = both();
    let sub = cooked.find_subcommand(name).expect(name);
    let arg = sub
        .get_arguments()
        .find(|a| a.get_id() == id)
        .unwrap_or_else(|| panic!("{name} {id}"));
    plain(arg.get_help()).unwrap_or_else(|| panic!("{name} {id}: no help"))
}

#[test]
fn every_argument_of_every_command_has_its_own_help() {
    let (cooked, raw) = both();
    let mut filled = Vec::new();
    assert_eq!(
        cooked.get_subcommands().count(),
        raw.get_subcommands().count()
    );
    for sub in cooked.get_subcommands() {
        let name = sub.get_name();
        let raw_sub = raw.find_subcommand(name).expect(name);
        let ids = |c: &clap::Command| -> Vec<String> {
            c.get_arguments().map(|a| a.get_id().to_string()).collect()
        };
        assert_eq!(
            ids(sub),
            ids(raw_sub),
            "{name}: the same arguments, in order"
        );
        for arg in sub.get_arguments() {
            let id = arg.get_id().as_str();
            let raw_arg = raw_sub.get_arguments().find(|a| a.get_id() == id).unwrap();
            let what = format!("ludeme {name}: argument {id}");
            let (help, raw_help) = (plain(arg.get_help()), plain(raw_arg.get_help()));
            let raw_help = raw_help.unwrap_or_else(|| panic!("{what} has no doc"));
            let help = help.unwrap_or_else(|| panic!("{what} lost its help"));
            // Long help (a doc of more than one paragraph) is never rewritten.
            assert_eq!(
                plain(arg.get_long_help()),
                plain(raw_arg.get_long_help()),
                "{what}"
            );
            if !raw_help.contains(PLACEHOLDER) {
                assert_eq!(help, raw_help, "{what}: the derive's own text");
            } else if id == "variant" {
                // The variants of every game, in the variant's own words.
                let before = &raw_help[..raw_help.find(PLACEHOLDER).unwrap()];
                assert!(help.starts_with(&format!("{before} (")), "{what}: {help}");
                assert!(help.ends_with("; default: the first."), "{what}: {help}");
                for game in ludeme::games() {
                    let list = format!("{}: {}", game.name, game.variant_list());
                    assert!(help.contains(&list), "{what}: {help}");
                }
            } else {
                assert!(
                    arg.is_positional(),
                    "{what}: only a game to play is filled in"
                );
                assert_eq!(help, with_games(&raw_help), "{what}");
                filled.push(name.to_string());
            }
            assert!(!help.contains(PLACEHOLDER), "{what}: {help}");
        }
    }
    // Every command that takes a game to play names the registry's games.
    let expected = [
        "perft", "moves", "show", "play", "match", "ugi", "analyse", "bench", "tune",
    ];
    assert_eq!(filled, expected);
}

#[test]
fn replay_game_is_the_record_number() {
    assert_eq!(help_of("replay", "game"), "The record to show, from 1");
    let help = stdout_of(&["replay", "--help"]);
    assert!(help.contains("The record to show, from 1"), "{help}");
    assert!(!help.contains(&game_names()), "{help}");
}

#[test]
fn bench_game_keeps_its_default() {
    let expected = format!("One game: {}; default: every game.", game_names());
    assert_eq!(help_of("bench", "game"), expected);
    let help = stdout_of(&["bench", "--help"]);
    assert!(help.contains(&expected), "{help}");
    assert!(help.contains("default: every game"), "{help}");
}

#[test]
fn a_game_to_play_names_the_registrys_games() {
    let expected = format!("The game: {}.", game_names());
    for name in ["perft", "moves", "show", "play", "match", "ugi", "analyse"] {
        assert_eq!(help_of(name, "game"), expected, "{name}");
    }
    assert!(stdout_of(&["perft", "--help"]).contains(&expected));
}
