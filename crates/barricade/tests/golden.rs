//! A golden transcript: a seeded random game with dice, every position and
//! move (rolls included),
//! checked in at `tests/data/golden.txt` (a regression snapshot; run with
//! `LUDEME_BLESS=1` to rewrite it after an intended change).

use ludeme_barricade::Position;

fn transcript() -> String {
    use ludeme_core::Game;
    let mut position = Position::start();
    let mut rng = ludeme_core::SplitMix64::new(2026);
    let mut out = format!("{position}\n");
    while let Some(mv) = position.sample_move(&mut rng) {
        position.play(mv).unwrap();
        out.push_str(&format!("{mv} {position}\n"));
    }
    out.push_str(&format!("outcome: {}\n", position.outcome().unwrap()));
    out
}

#[test]
fn the_seeded_game_matches_its_transcript() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/golden.txt");
    ludeme_core::testing::check_golden(path, &transcript());
}
