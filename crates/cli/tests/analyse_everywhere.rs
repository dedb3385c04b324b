//! The alpha-beta player `ab` searches alike wherever it is called: for
//! each line of tests/data/analyse.tsv (a position and a node budget), the
//! command line (`ludeme analyse`), the UGI engine (`go nodes`), the
//! arena's built-in player, Rust by name (`GameHandle::analyse`) and Rust
//! on the game's own type (`AlphaBeta::analyse`) find exactly the move,
//! score, nodes and depth the file gives. Python and JavaScript check the
//! same file (crates/python/tests/test_analyse.py,
//! web/test/analyse.test.mjs).

use std::collections::BTreeMap;
use std::time::Duration;

mod analyse;
mod common;
mod engines;

use analyse::{generate, Differences, Found, Line};
use common::{faulty_engine, ludeme, scratch};
use engines::Engine;
use std::sync::Arc;

use ludeme::session::{GameHandle, Setup};
use ludeme::tables::Tables;
use ludeme::{endgame_oracle, Actor, GameVisitor, Registered};
use ludeme_arena::{start_engines, start_position, Entrant, Referee};
use ludeme_ugi::ugi_move;

/// Lines of each game's default variant the file must hold, at least.
const LINES_PER_GAME: usize = 20;

/// The text of `line` after `from` up to `to` (or the end), trimmed.
fn between(line: &str, from: &str, to: &str) -> Option<String> {
    let rest = &line[line.find(from)? + from.len()..];
    let end = rest.find(to).unwrap_or(rest.len());
    Some(rest[..end].trim().to_string())
}

/// The output of `ludeme analyse` of the line with `extra` arguments.
fn analyse_output(line: &Line, extra: &[&str]) -> Result<String, String> {
    let mut command = ludeme();
    command.args(["analyse", &line.game]);
    if let Some(variant) = &line.variant {
        command.args(["--variant", variant]);
    }
    let budget = line.budget.to_string();
    let out = command
        .args(["--position", &line.position, "--nodes", &budget])
        .args(extra)
        .output()
        .unwrap();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The last iteration line and the best move of `ludeme analyse` with
/// `extra` arguments: the depth, the score as written, the nodes, the
/// line's first move (the whole line if it does not begin with the best
/// move), and the best move.
fn analyse_command_with(
    line: &Line,
    extra: &[&str],
) -> Result<(u32, String, u64, String, String), String> {
    let text = analyse_output(line, extra)?;
    parse_analysis(&text)
}

/// The last iteration line and the best move of `ludeme analyse`'s output.
fn parse_analysis(text: &str) -> Result<(u32, String, u64, String, String), String> {
    let last = text.lines().rev().find(|l| l.starts_with("depth "));
    let best = text.lines().find_map(|l| l.strip_prefix("best move: "));
    let (Some(last), Some(best)) = (last, best) else {
        return Err(format!("no iteration or best move in {text:?}"));
    };
    let parsed = (|| {
        // `pv MOVE ...`, then a note if the iteration was stopped part way.
        let pv = between(last, "  pv ", "  (")?;
        let first = if pv == best || pv.starts_with(&format!("{best} ")) {
            best.to_string()
        } else {
            pv
        };
        Some((
            between(last, "depth ", " ")?.parse().ok()?,
            between(last, "score ", " nodes")?,
            between(last, "nodes ", " ")?.parse().ok()?,
            first,
            best.to_string(),
        ))
    })();
    parsed.ok_or_else(|| format!("unreadable iteration line {last:?}"))
}

#[test]
fn the_command_line_finds_what_the_file_says() {
    let lines = analyse::read();
    let mut differences = Differences::default();
    for line in &lines {
        check_search(&mut differences, line, &[]);
    }
    differences.assert_none(lines.len());
}

/// Notes how `ludeme analyse` with `extra` arguments differs from what
/// the line says of its last iteration.
fn check_search(differences: &mut Differences, line: &Line, extra: &[&str]) {
    let e = &line.expected;
    let expected = (
        e.depth,
        line.analyse_score(),
        e.nodes,
        e.best.clone(),
        e.best.clone(),
    );
    match analyse_command_with(line, extra) {
        Ok(found) => differences.check(line, "ludeme analyse", found, expected),
        Err(why) => differences.note(line, format!("ludeme analyse: {why}")),
    }
}

/// `ludeme ugi GAME [--variant V]` as a process, a line at a time.
fn ugi(game: &str, variant: Option<&str>) -> Engine {
    let mut args = vec![game];
    if let Some(variant) = variant {
        args.extend(["--variant", variant]);
    }
    Engine::start(&args)
}

/// The lines of a search up to and with `bestmove ...`.
fn until_bestmove(engine: &mut Engine) -> Vec<String> {
    engine.until("bestmove ", Duration::from_secs(120))
}

/// The last `info depth` line and the `bestmove` of a search: the depth,
/// the score in cp, the nodes, the line's first move, and the best move.
fn ugi_search(seen: &[String]) -> Result<(u32, i32, u64, String, String), String> {
    if let Some(error) = seen.iter().find(|l| l.starts_with("info string")) {
        return Err(error.clone());
    }
    let info = seen.iter().rev().find(|l| l.starts_with("info depth "));
    let best = seen.last().and_then(|l| l.strip_prefix("bestmove "));
    let (Some(info), Some(best)) = (info, best) else {
        return Err(format!("no info or bestmove in {seen:?}"));
    };
    let words: Vec<&str> = info.split_whitespace().collect();
    let after = |key: &str| -> Option<&str> {
        let at = words.iter().position(|&w| w == key)?;
        words.get(at + 1).copied()
    };
    let parsed = (|| {
        Some((
            after("depth")?.parse().ok()?,
            after("cp")?.parse().ok()?,
            after("nodes")?.parse().ok()?,
            after("pv")?.to_string(),
            best.to_string(),
        ))
    })();
    parsed.ok_or_else(|| format!("unreadable info line {info:?}"))
}

#[test]
fn the_ugi_engine_finds_what_the_file_says() {
    let lines = analyse::read();
    let mut by_game: BTreeMap<(&str, Option<&str>), Vec<&Line>> = BTreeMap::new();
    for line in &lines {
        let key = (line.game.as_str(), line.variant.as_deref());
        by_game.entry(key).or_default().push(line);
    }
    let mut differences = Differences::default();
    for ((game, variant), lines) in by_game {
        // One engine a game, told of each new game.
        let mut engine = ugi(game, variant);
        for line in lines {
            engine.send("uginewgame");
            engine.send(&format!("position fen {}", line.position));
            engine.send(&format!("go nodes {}", line.budget));
            let e = &line.expected;
            let word = ugi_move(&e.best);
            let expected = (e.depth, line.centipawns(), e.nodes, word.clone(), word);
            match ugi_search(&until_bestmove(&mut engine)) {
                Ok(found) => differences.check(line, "ludeme ugi", found, expected),
                Err(why) => differences.note(line, format!("ludeme ugi: {why}")),
            }
        }
    }
    differences.assert_none(lines.len());
}

/// The first move of an arena game from the line's position: the built-in
/// `ab:BUDGET` in the seat to act, engines that answer with no move in the
/// others (so that the game ends at their first turn, on a fault).
struct ArenaMove<'a> {
    line: &'a Line,
    /// The command line of the engines of the other seats.
    engine: &'a str,
    /// The endgame tables the built-in players consult, if any.
    tables: Option<&'a Arc<Tables>>,
}

impl GameVisitor for ArenaMove<'_> {
    type Output = Result<String, String>;

    fn visit<G: Registered>(self, rules: G::Rules) -> Self::Output {
        let text = self.line.position.as_str();
        let start: G = start_position(&rules, Some(text)).map_err(|e| e.to_string())?;
        let Actor::Seat(seat) = start.to_act() else {
            return Err("no seat is to act".into());
        };
        let seats = start.seat_count();
        let mut entrants = vec![Entrant::Engine(self.engine.into()); seats];
        entrants[0] =
            Entrant::parse(&format!("ab:{}", self.line.budget), 1).map_err(|e| e.to_string())?;
        let mut engines = start_engines(&entrants).map_err(|e| e.to_string())?;
        let mut referee = Referee {
            entrants: &entrants,
            engines: &mut engines,
            seed: 1,
            // Beyond any line's reach: the ply cap changes no search.
            max_plies: 10_000,
            clock: None,
            timer: std::sync::Arc::new(ludeme_players::WallClock),
        };
        // Game g seats player (s + g) mod n in seat s: `ab` in `seat`.
        let g = ((seats - usize::from(seat.0)) % seats) as u32;
        let oracle = match self.tables {
            Some(tables) => Some(endgame_oracle::<G>(tables, &rules).map_err(|e| e.to_string())?),
            None => None,
        };
        let played = referee.play(g, &start, Some(text), oracle.as_ref());
        let record = played.record.ok_or("no record")?;
        let first = record.moves().first().ok_or("no move played")?;
        Ok(first.text.clone())
    }
}

#[test]
fn the_arena_plays_the_move_the_file_says() {
    arena_plays_the_files_moves(&analyse::read(), None, "no-move");
}

/// The arena's built-in `ab` (consulting `tables` if given) plays each
/// line's move, against engines that answer no move, written to a script
/// named `script` (a name of the test's own: tests run side by side).
fn arena_plays_the_files_moves(lines: &[Line], tables: Option<&Arc<Tables>>, script: &str) {
    let engine = scratch("analyse-everywhere", script);
    let dir = engine.parent().unwrap();
    let engine = faulty_engine(dir, script, "echo 'bestmove none'");
    let engine = engine.to_str().unwrap();
    let mut differences = Differences::default();
    for line in lines {
        let visit = ArenaMove {
            line,
            engine,
            tables,
        };
        match line.rules().visit(visit) {
            Ok(best) => differences.check(line, "the arena's ab", best, line.expected.best.clone()),
            Err(why) => differences.note(line, format!("the arena: {why}")),
        }
    }
    differences.assert_none(lines.len());
}

#[test]
fn rust_by_name_and_on_the_games_own_type_find_what_the_file_says() {
    let lines = analyse::read();
    let mut differences = Differences::default();
    for line in &lines {
        let variant = line.variant.as_deref();
        let handle = GameHandle::new(&line.game, variant, Some(&line.position)).unwrap();
        let seat = matches!(handle.session().to_act(), Actor::Seat(_));
        differences.check(line, "a seat to act", seat, true);
        let expected = Some(line.expected.clone());
        let by_name = handle
            .session()
            .analyse(line.nodes())
            .map(|i| Found::of(&i));
        differences.check(line, "GameHandle::analyse", by_name, expected.clone());
        let own = analyse::own_type(line, None).map(|i| Found::of(&i));
        differences.check(line, "AlphaBeta::analyse", own, expected);
    }
    differences.assert_none(lines.len());
}

#[test]
fn the_file_holds_the_generators_positions_of_every_game() {
    let lines = analyse::read();
    let written: Vec<_> = lines
        .iter()
        .map(|l| (l.game.as_str(), l.variant.as_deref(), l.position.as_str()))
        .collect();
    let made = generate::positions();
    let made: Vec<_> = made.iter().map(|(g, v, p)| (*g, *v, p.as_str())).collect();
    assert_eq!(written, made, "regenerate the file (see its header)");
    for game in ["barca", "surakarta", "barricade"] {
        let count = written
            .iter()
            .filter(|w| w.0 == game && w.1.is_none())
            .count();
        assert!(count >= LINES_PER_GAME, "{game}: {count} lines");
    }
}

/// Writes the file anew: `cargo test -p ludeme-cli --test
/// analyse_everywhere -- --ignored regenerate`.
#[test]
#[ignore = "writes tests/data/analyse.tsv"]
fn regenerate() {
    std::fs::write(analyse::path(analyse::FILE), generate::file_text()).unwrap();
    assert_eq!(
        analyse::read(),
        generate::lines(),
        "the file reads back as written"
    );
    let tables_file = analyse::path(analyse::TABLES_FILE);
    std::fs::write(tables_file, generate::tables_file_text()).unwrap();
    assert_eq!(
        analyse::read_file(analyse::TABLES_FILE),
        generate::table_lines(),
        "the tables' file reads back as written"
    );
}

/// The lines of the file of `ab` consulting the endgame tables.
fn table_lines() -> Vec<Line> {
    analyse::read_file(analyse::TABLES_FILE)
}

/// Whether the line's move is the tables' own (the position is in them).
fn is_tables_move(line: &Line) -> bool {
    line.expected.depth == 0
}

#[test]
fn the_tables_file_holds_the_generators_positions() {
    let written: Vec<String> = table_lines().into_iter().map(|l| l.position).collect();
    assert_eq!(written, generate::table_positions(), "regenerate the file");
    let pieces = |p: &str| p.chars().filter(|c| matches!(c, 'w' | 'b')).count() - 1;
    for n in 4..=7 {
        assert!(written.iter().any(|p| pieces(p) == n), "{n} pieces");
    }
    // Both paths: the tables' own move, and a search consulting them.
    let lines = table_lines();
    assert!(lines.iter().any(is_tables_move));
    assert!(lines.iter().any(|l| !is_tables_move(l)));
}

#[test]
fn the_command_line_with_tables_finds_what_the_tables_file_says() {
    let lines = table_lines();
    let dir = analyse::tables().0.to_str().unwrap();
    let mut differences = Differences::default();
    for line in &lines {
        if is_tables_move(line) {
            // `endgame tables: MOVE`, then `best move: MOVE`; no search.
            let found = analyse_output(line, &["--tables", dir]);
            let expected = format!("endgame tables: {0}\nbest move: {0}\n", line.expected.best);
            differences.check(line, "ludeme analyse --tables", found, Ok(expected));
        } else {
            check_search(&mut differences, line, &["--tables", dir]);
        }
    }
    differences.assert_none(lines.len());
}

#[test]
fn the_ugi_engine_with_tables_finds_what_the_tables_file_says() {
    let lines = table_lines();
    let mut engine = ugi("surakarta", None);
    let dir = analyse::tables().0.to_str().unwrap();
    engine.send(&format!("setoption name Tables value {dir}"));
    let mut differences = Differences::default();
    for line in &lines {
        engine.send("uginewgame");
        engine.send(&format!("position fen {}", line.position));
        engine.send(&format!("go nodes {}", line.budget));
        let seen = until_bestmove(&mut engine);
        let e = &line.expected;
        let word = ugi_move(&e.best);
        if is_tables_move(line) {
            let expected = vec![
                format!("info string endgame tables: {word}"),
                format!("bestmove {word}"),
            ];
            differences.check(line, "ludeme ugi (Tables)", seen, expected);
            continue;
        }
        let expected = (e.depth, line.centipawns(), e.nodes, word.clone(), word);
        match ugi_search(&seen) {
            Ok(found) => differences.check(line, "ludeme ugi (Tables)", found, expected),
            Err(why) => differences.note(line, format!("ludeme ugi (Tables): {why}")),
        }
    }
    differences.assert_none(lines.len());
}

#[test]
fn the_arena_with_tables_plays_the_move_the_tables_file_says() {
    arena_plays_the_files_moves(&table_lines(), Some(&analyse::tables().1), "no-move-tables");
}

#[test]
fn rust_by_name_and_on_the_games_own_type_with_tables_find_what_the_tables_file_says() {
    let lines = table_lines();
    let tables = &analyse::tables().1;
    let mut differences = Differences::default();
    for line in &lines {
        let by_name = Setup::new(&line.game)
            .position(&line.position)
            .tables(tables)
            .start()
            .unwrap();
        let expected = Some(line.expected.clone());
        let found = by_name.analyse(line.nodes()).map(|a| Found::of(&a));
        differences.check(line, "Setup::tables", found, expected.clone());
        let own = analyse::own_type(line, Some(tables)).map(|a| Found::of(&a));
        differences.check(line, "AlphaBeta::analyse_knowing", own, expected);
        // The tables' own move is the one their probe of every move keeps.
        if is_tables_move(line) {
            let best = by_name.tables_move(tables).unwrap();
            differences.check(line, "tables_move", best, line.expected.best.clone());
        }
    }
    differences.assert_none(lines.len());
}
