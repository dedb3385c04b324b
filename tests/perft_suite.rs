//! The perft suite, `data/perft-suite/{surakarta,barca,barricade}.txt`
//! (format and sources in `docs/src/perft.md`): every line parses, names a
//! variant and a legal position written as the engine prints it, and every
//! count agrees with `perft`. A second count, to depth 2 (Surakarta 3),
//! plays each node's moves through the checked `Game::play`: it offers every
//! generated move and every move legal somewhere in random games from the
//! position, recurses into the ones accepted, and checks at every node that
//! they are exactly the generated legal moves. Each position is read by name
//! and counted on its game's own type.

use std::collections::BTreeSet;
use std::fmt;
use std::path::PathBuf;

use ludeme::{perft, AnyGame, Registered, StateVisitor};

/// The suite's files, one per game, named after the game.
const GAMES: [&str; 3] = ["surakarta", "barca", "barricade"];

/// Counts of `perft` are checked at every depth whose interior nodes (the
/// count one ply up) number at most this: every figure of the suite today.
/// A much deeper figure added later is skipped rather than slowing the test.
const BULK_INTERIOR_LIMIT: u64 = 500_000;

/// The depth of the count through `Game::play`, by game: every interior
/// node tries every move met in random games from the position, so the
/// wider games stop at depth 2.
fn played_depth(game: &str) -> usize {
    if game == "surakarta" {
        3
    } else {
        2
    }
}

/// A line of a suite file, for messages.
#[derive(Clone, Debug)]
struct Place {
    file: String,
    line: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// The fields of a suite line.
#[derive(Debug, PartialEq)]
struct Line {
    variant: String,
    position: String,
    /// `counts[i]` is perft(i + 1).
    counts: Vec<u64>,
    description: String,
}

/// One position of the suite, with its place.
#[derive(Debug)]
struct Entry {
    place: Place,
    line: Line,
}

/// A suite line: `None` for a comment or a blank line, else its variant,
/// position, counts and description (`VARIANT ; POSITION ; D1 D2 ... ;
/// DESCRIPTION`).
fn parse_line(text: &str) -> Result<Option<Line>, String> {
    let text = text.trim();
    if text.is_empty() || text.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = text.splitn(4, ';').map(str::trim).collect();
    if fields.len() != 4 {
        return Err(format!(
            "expected 4 fields separated by ';', found {}",
            fields.len()
        ));
    }
    let (variant, position, counts, description) = (fields[0], fields[1], fields[2], fields[3]);
    for (name, field) in [
        ("variant", variant),
        ("position", position),
        ("counts", counts),
        ("description", description),
    ] {
        if field.is_empty() {
            return Err(format!("empty {name} field"));
        }
    }
    let counts = counts
        .split_whitespace()
        .map(|n| match n.parse::<u64>() {
            Ok(v) if n.bytes().all(|b| b.is_ascii_digit()) => Ok(v),
            _ => Err(format!("count {n:?} is not a decimal number")),
        })
        .collect::<Result<Vec<u64>, String>>()?;
    Ok(Some(Line {
        variant: variant.to_string(),
        position: position.to_string(),
        counts,
        description: description.to_string(),
    }))
}

/// Every position of one game's file; a malformed line panics with its
/// file and line number.
fn read_suite(game: &str) -> Vec<Entry> {
    let name = format!("data/perft-suite/{game}.txt");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {name}: {e}"));
    let mut entries = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let place = Place {
            file: name.clone(),
            line: index + 1,
        };
        match parse_line(line) {
            Ok(None) => {}
            Ok(Some(line)) => entries.push(Entry { place, line }),
            Err(e) => panic!("{place}: malformed line: {e}"),
        }
    }
    assert!(!entries.is_empty(), "{name} holds no position");
    entries
}

/// The position of an entry, which must be legal and printed back as written.
fn load(game: &str, entry: &Entry) -> AnyGame {
    let place = &entry.place;
    let state = AnyGame::by_name(game, Some(&entry.line.variant), Some(&entry.line.position))
        .unwrap_or_else(|e| panic!("{place}: {e}"));
    assert_eq!(
        state.to_string(),
        entry.line.position,
        "{place}: the position is not written as the engine prints it"
    );
    state
}

/// Perft through the checked `play`, without bulk counting: the moves of
/// each node are the moves among `met` and the generated ones that `play`
/// accepts, each played; at each node they must be exactly `legal_moves`.
fn played_perft<G: Registered>(state: &G, met: &[G::Move], depth: usize, place: &Place) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut accepted = BTreeSet::new();
    let mut total = 0;
    let generated = state.legal_moves();
    for &mv in met.iter().chain(generated.iter()) {
        let mut child = state.clone();
        if child.play(mv).is_ok() && accepted.insert(mv) {
            total += played_perft(&child, met, depth - 1, place);
        }
    }
    let generated: BTreeSet<G::Move> = state.legal_moves().iter().copied().collect();
    if accepted != generated {
        let text = |set: &BTreeSet<G::Move>| -> Vec<String> {
            set.iter().map(ToString::to_string).collect()
        };
        let missing: BTreeSet<G::Move> = generated.difference(&accepted).copied().collect();
        let extra: BTreeSet<G::Move> = accepted.difference(&generated).copied().collect();
        panic!(
            "{place}: in {state}, generated but refused by play: {:?}; accepted by play but not generated: {:?}",
            text(&missing),
            text(&extra)
        );
    }
    total
}

/// The counts of one line, on the game's own type.
struct CheckEntry<'a> {
    game: &'a str,
    entry: &'a Entry,
}

impl StateVisitor for CheckEntry<'_> {
    type Output = ();

    fn visit<G: Registered>(self, state: G) {
        let (game, entry) = (self.game, self.entry);
        let place = &entry.place;
        let mut interior = 1;
        for (index, &expected) in entry.line.counts.iter().enumerate() {
            if interior > BULK_INTERIOR_LIMIT {
                break;
            }
            let depth = index + 1;
            assert_eq!(
                perft(&state, depth as u32),
                expected,
                "{place}: perft {depth} of {}",
                entry.line.position
            );
            interior = expected;
        }
        let met = ludeme_testing::moves_met(&state, 0..20, 200);
        for (index, &expected) in entry
            .line
            .counts
            .iter()
            .enumerate()
            .take(played_depth(game))
        {
            let depth = index + 1;
            assert_eq!(
                played_perft(&state, &met, depth, place),
                expected,
                "{place}: perft {depth} through play of {}",
                entry.line.position
            );
        }
    }
}

/// Checks every line of one game's file.
fn check_game(game: &str) {
    for entry in read_suite(game) {
        load(game, &entry).visit(CheckEntry {
            game,
            entry: &entry,
        });
    }
}

#[test]
fn surakarta_suite() {
    check_game("surakarta");
}

#[test]
fn barca_suite() {
    check_game("barca");
}

#[test]
fn barricade_suite() {
    check_game("barricade");
}

#[test]
fn every_file_has_enough_positions_and_depths() {
    for game in GAMES {
        let entries = read_suite(game);
        assert!(
            entries.len() >= 25,
            "{game}: only {} positions",
            entries.len()
        );
        // Barricade lines reach depth 3 at least, the others depth 4.
        let least = if game == "barricade" { 3 } else { 4 };
        for entry in &entries {
            assert!(
                entry.line.counts.len() >= least,
                "{}: fewer than {least} counts",
                entry.place
            );
        }
    }
}

#[test]
fn malformed_lines_are_refused() {
    assert_eq!(parse_line("  # a comment"), Ok(None));
    assert_eq!(parse_line(""), Ok(None));
    assert_eq!(
        parse_line("standard ; 6/6/6/6/6/w5 w ; 0 0 ; over; really"),
        Ok(Some(Line {
            variant: "standard".to_string(),
            position: "6/6/6/6/6/w5 w".to_string(),
            counts: vec![0, 0],
            description: "over; really".to_string(),
        }))
    );
    for bad in [
        "standard ; 6/6/6/6/6/w5 w ; 0 0",
        "standard ; 6/6/6/6/6/w5 w ; 0 x ; words",
        "standard ; 6/6/6/6/6/w5 w ; +1 ; words",
        "standard ; 6/6/6/6/6/w5 w ;  ; words",
        " ; 6/6/6/6/6/w5 w ; 1 ; words",
        "standard ; 6/6/6/6/6/w5 w ; 1 ; ",
    ] {
        assert!(parse_line(bad).is_err(), "{bad:?} was accepted");
    }
}
