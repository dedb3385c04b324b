//! A golden transcript: a seeded random game, every position and move,
//! checked in at `tests/data/golden.txt` (a regression snapshot; run with
//! `LUDEME_BLESS=1` to rewrite it after an intended change).

use ludeme_barca::Position;
use ludeme_core::{Game, Record};

fn transcript() -> String {
    let mut record = Record::new(Position::start());
    let mut rng = ludeme_core::SplitMix64::new(2026);
    let mut out = String::new();
    out.push_str(&format!("{}\n", record.position()));
    while record.outcome().is_none() {
        let moves = record.position().legal_moves();
        let mv = moves[rng.below(moves.len() as u64) as usize];
        record.play(mv).unwrap();
        out.push_str(&format!("{mv} {}\n", record.position()));
    }
    out.push_str(&format!("outcome: {}\n", record.outcome().unwrap()));
    out
}

#[test]
fn the_seeded_game_matches_its_transcript() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/golden.txt");
    ludeme_core::testing::check_golden(path, &transcript());
}
