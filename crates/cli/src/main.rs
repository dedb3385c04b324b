//! `ludeme`: the command line of the rules engines (see `ludeme --help`).

fn main() -> std::process::ExitCode {
    ludeme_cli::main()
}
