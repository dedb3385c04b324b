//! Checks against data files: perft numbers and golden transcripts.

use std::string::String;
use std::vec::Vec;

use ludeme_core::{Game, GameLine, History, Variants};

/// Checks a perft data file: lines `variant | position | depth | nodes`
/// (`#` starts a comment), the variant named as [`Variants::from_variant`]
/// reads it. Lines
/// with more nodes than `LUDEME_PERFT_LIMIT` (default 10 million) are
/// skipped, so deep numbers can be recorded without slowing CI. Returns the
/// number of lines checked.
///
/// # Panics
/// On a malformed line, an unknown variant or a wrong count.
pub fn check_perft_file<G: Game>(data: &str) -> usize
where
    G::Rules: Variants,
{
    let limit: u64 = std::env::var("LUDEME_PERFT_LIMIT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000);
    let mut checked = 0;
    for (number, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [variant, text, depth, nodes] = fields[..] else {
            panic!(
                "line {}: expected variant | position | depth | nodes",
                number + 1
            );
        };
        let rules = G::Rules::from_variant(variant)
            .unwrap_or_else(|| panic!("line {}: unknown variant {variant}", number + 1));
        let depth: u32 = depth
            .parse()
            .unwrap_or_else(|_| panic!("line {}: bad depth", number + 1));
        let nodes: u64 = nodes
            .parse()
            .unwrap_or_else(|_| panic!("line {}: bad node count", number + 1));
        if nodes > limit {
            continue;
        }
        let state =
            G::from_text(text, &rules).unwrap_or_else(|e| panic!("line {}: {e}", number + 1));
        assert_eq!(
            ludeme_core::perft(&state, depth),
            nodes,
            "line {}: {line}",
            number + 1
        );
        checked += 1;
    }
    checked
}

/// Compares `actual` with the checked-in golden file at `path` (a regression
/// snapshot); with the environment variable `LUDEME_BLESS` set, rewrites the
/// file first.
///
/// # Panics
/// When the file cannot be read or differs.
pub fn check_golden(path: &str, actual: &str) {
    if std::env::var_os("LUDEME_BLESS").is_some() {
        std::fs::write(path, actual).unwrap_or_else(|e| panic!("cannot write {path}: {e}"));
    }
    let expected =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    assert!(
        actual == expected,
        "{path} differs from this run (LUDEME_BLESS=1 rewrites it)"
    );
}

/// The transcript of the seeded random game from `start`: the start's
/// text, then a line a move (the move and the position after it), then
/// `outcome: …`. Each move is the state's [`Game::sample_move`] with one
/// generator seeded with `seed`, played through a [`GameLine`] (so that the
/// game's history rules end it too).
///
/// # Panics
/// When the position has no move to draw though the record goes on, or
/// the record refuses a drawn move.
pub fn golden_transcript<G: History>(start: &G, seed: u64) -> String {
    let mut record = GameLine::new(start.clone());
    let mut rng = ludeme_core::SplitMix64::new(seed);
    let mut out = std::format!("{}\n", record.position());
    while record.outcome().is_none() {
        let position = record.position();
        let mv = position
            .sample_move(&mut rng)
            .unwrap_or_else(|| panic!("no move to draw in {position}, yet the record goes on"));
        record
            .play(mv)
            .unwrap_or_else(|e| panic!("the record refuses {mv}: {e}"));
        out.push_str(&std::format!("{mv} {}\n", record.position()));
    }
    let outcome = record.outcome().expect("the loop ends at the outcome");
    out.push_str(&std::format!("outcome: {outcome}\n"));
    out
}

/// Compares the [`golden_transcript`] of the random game from `start` with
/// seed `seed` with the checked-in file at `path` ([`check_golden`]; with
/// `LUDEME_BLESS` set, rewrites it first): a regression snapshot of every
/// position and move of one whole game.
///
/// # Panics
/// When the transcript differs from the file, or the file cannot be read.
pub fn check_golden_transcript<G: History>(start: &G, seed: u64, path: &str) {
    check_golden(path, &golden_transcript(start, seed));
}
