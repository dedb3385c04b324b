//! `ludeme tables`: the endgame tables ([`ludeme_tables`]) of the games
//! whose registry entry has them, generated, probed and verified.

use std::io::Write;
use std::path::Path;

use ludeme_registry::AnyRules;
use ludeme_tables::{ProbeError, TableError, Tables};

use crate::{quote, Failure, TablesArgs, TablesCommand, TablesVerifyArgs};

mod generate;
mod probe;

/// `ludeme tables generate|probe|verify|help`.
pub fn run(args: TablesArgs, out: &mut (dyn Write + Send)) -> Result<(), Failure> {
    match args.command {
        TablesCommand::Generate(args) => generate::run(args, out),
        TablesCommand::Probe(args) => probe::run(args, out),
        TablesCommand::Verify(args) => verify(args, out),
        TablesCommand::Help(args) => {
            let path: Vec<String> = std::iter::once("tables".to_string())
                .chain(args.command)
                .collect();
            crate::help::run(&path, out)
        }
    }
}

/// Refuses every game without endgame tables (the registry's list says
/// which games have them).
fn check_game(name: &str) -> Result<(), Failure> {
    let with_tables: Vec<&str> = ludeme_registry::games()
        .into_iter()
        .filter(|game| game.endgame_tables)
        .map(|game| game.name)
        .collect();
    if with_tables.contains(&name) {
        return Ok(());
    }
    let list = with_tables.join(", ");
    Err(Failure::Message(match AnyRules::by_name(name, None) {
        Ok(_) => format!("no endgame tables for {name}: only {list} has them"),
        Err(_) => format!(
            "unknown game {}: only {list} has endgame tables",
            quote(name)
        ),
    }))
}

impl From<TableError> for Failure {
    fn from(e: TableError) -> Self {
        Failure::Message(e.to_string())
    }
}

impl From<ProbeError> for Failure {
    fn from(e: ProbeError) -> Self {
        Failure::Message(e.to_string())
    }
}

/// The refusal of a directory without table files.
fn no_tables(dir: &Path) -> Failure {
    let none = ludeme_registry::TablesError::NoTables(dir.to_path_buf());
    Failure::Message(format!("{none}: ludeme tables generate makes them"))
}

/// The tables of `dir`, at least one.
fn open(dir: &Path) -> Result<Tables, Failure> {
    let tables = Tables::open(dir)?;
    if tables.splits().is_empty() {
        return Err(no_tables(dir));
    }
    Ok(tables)
}

/// `ludeme tables verify GAME --dir DIR`: `4v3: ok, N positions` per
/// split as it passes; the first mismatch or damaged file is the failure.
fn verify(args: TablesVerifyArgs, out: &mut dyn Write) -> Result<(), Failure> {
    check_game(&args.game)?;
    let mut written = Ok(());
    let report = ludeme_tables::verify(&args.dir, |material, positions| {
        if written.is_ok() {
            written =
                writeln!(out, "{material}: ok, {positions} positions").and_then(|()| out.flush());
        }
    })?;
    written?;
    if report.splits.is_empty() {
        return Err(no_tables(&args.dir));
    }
    Ok(())
}
