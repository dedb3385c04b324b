//! Checks of the generic `GameLine` along random games.

use std::ops::Range;
use std::vec::Vec;

use ludeme_core::{random_playout, GameLine, History};

/// Plays a random game from `start` for each seed through a [`GameLine`] with
/// the game's default history rules, and checks the record against the
/// positions: the record's position is the state played so far; it ends
/// when the position ends or a history rule does, and then refuses every
/// move; undoing every move walks back through the same positions to the
/// start.
pub fn check_record<G: History>(start: &G, seeds: Range<u64>, max_plies: usize) {
    for seed in seeds {
        let game = random_playout(start, seed, max_plies);
        let mut record = GameLine::new(start.clone());
        let mut state = start.clone();
        let mut seen = vec![state.clone()];
        for &mv in &game.moves {
            if let Some(outcome) = record.outcome() {
                if let Some(own) = state.outcome() {
                    assert_eq!(outcome, own, "seed {seed}: the record's end differs");
                }
                assert_eq!(
                    record.play(mv),
                    Err(ludeme_core::GameLineError::GameOver),
                    "seed {seed}: a finished record accepts {mv}"
                );
                break;
            }
            record
                .play(mv)
                .unwrap_or_else(|e| panic!("seed {seed}: the record refuses {mv}: {e}"));
            state.play_unchecked(mv);
            assert_eq!(record.position(), &state, "seed {seed}: after {mv}");
            seen.push(state.clone());
            // The repetition count, recounted since the last irreversible move.
            let quiet = record.plies_since_irreversible();
            let stood = seen[seen.len() - 1 - quiet..]
                .iter()
                .filter(|p| **p == state)
                .count();
            assert_eq!(record.occurrences(), stood, "seed {seed}: after {mv}");
        }
        assert_eq!(record.positions(), &seen[..], "seed {seed}: positions");
        // Half the moves undone and played again (unchecked, as bindings
        // play moves from the legal list): the same counts.
        let counts = |record: &GameLine<G>| -> Vec<usize> {
            let mut replay = GameLine::with_rules(start.clone(), record.rules());
            let mut counts = alloc::vec![replay.occurrences()];
            for &mv in record.moves() {
                replay.play(mv).expect("replayed");
                counts.push(replay.occurrences());
            }
            counts
        };
        let before = counts(&record);
        let played = record.moves().to_vec();
        for _ in 0..played.len() / 2 {
            record.undo();
        }
        for &mv in &played[record.plies()..] {
            record.play_unchecked(mv);
            assert_eq!(
                record.occurrences(),
                before[record.plies()],
                "seed {seed}: played again"
            );
        }
        while let Some(mv) = record.undo() {
            seen.pop();
            assert_eq!(
                record.position(),
                seen.last().expect("the start"),
                "seed {seed}: undo {mv}"
            );
        }
        assert_eq!(record.position(), start, "seed {seed}: undone to the start");
        assert_eq!(record.plies(), 0);
    }
}
