//! The record under Barca's history rules: threefold repetition, a ply
//! cap, undo, and a win decided by the position.

use alloc::string::ToString;

use ludeme_core::{
    EndReason, Game, GameLine, GameLineError, History, HistoryRules, Outcome, SplitMix64,
};

use crate::{IllegalMove, Position};

/// Plays `moves` (move text) on `record`, each of which must be accepted.
fn play_all(record: &mut GameLine<Position>, moves: &[&str]) {
    for mv in moves {
        record.play(mv.parse().unwrap()).unwrap();
    }
}

/// Elephants e1 and e10 to a1 and a10 and back: the start position again.
const ROUND_TRIP: [&str; 4] = ["e1-a1", "e10-a10", "a1-e1", "a10-e10"];

#[test]
fn the_history_rules_are_threefold_repetition_only() {
    let rules = Position::start().history_rules();
    assert_eq!(rules, HistoryRules::NONE.with_repetition(Some(3)));
    assert_eq!(rules.no_capture_limit, None);
    assert_eq!(rules.ply_cap, None);
    // Nothing is captured in Barca: no move is irreversible.
    let start = Position::start();
    assert!(start
        .legal_moves()
        .iter()
        .all(|&mv| !start.is_irreversible(mv)));
}

#[test]
fn the_third_occurrence_of_a_placement_draws() {
    let mut record = GameLine::new(Position::start());
    assert_eq!(record.occurrences(), 1);
    play_all(&mut record, &ROUND_TRIP);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &ROUND_TRIP[..3]);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &ROUND_TRIP[3..]);
    assert_eq!(record.occurrences(), 3);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    assert_eq!(
        record.outcome().unwrap().describe(record.position()),
        "draw (repetition)"
    );
    // The position alone does not know its history.
    assert_eq!(record.position().outcome(), None);
    assert_eq!(record.position(), &Position::start());
    // A finished record refuses every move, legal or not, and is unchanged.
    let before = record.clone();
    for mv in ["e1-a1", "e2-e5", "e9-e8"] {
        assert_eq!(
            record.play(mv.parse().unwrap()),
            Err(GameLineError::GameOver),
            "{mv}"
        );
    }
    assert_eq!(record, before);
    // Undo reopens the game.
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("a10-e10")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.plies(), 7);
    record.play("a10-e10".parse().unwrap()).unwrap();
    assert_eq!(record.outcome().unwrap().reason(), EndReason::Repetition);
}

#[test]
fn the_same_placement_with_the_other_side_to_move_is_no_repetition() {
    // White's elephant takes three plies to return (e1-a1-c1-e1), Black's
    // two, so the start placement comes back with Black to move.
    let mut record = GameLine::new(Position::start());
    play_all(
        &mut record,
        &["e1-a1", "e10-a10", "a1-c1", "a10-e10", "c1-e1"],
    );
    let black_to_move: Position = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 b"
        .parse()
        .unwrap();
    assert_eq!(record.position(), &black_to_move);
    assert_eq!(record.occurrences(), 1);
    play_all(&mut record, &["e10-a10", "e1-a1", "a10-e10", "a1-e1"]);
    assert_eq!(record.occurrences(), 2);
    assert_eq!(record.outcome(), None);
    // Without the repetition rule, the start may stand any number of times.
    let mut free = GameLine::with_rules(Position::start(), HistoryRules::NONE);
    for _ in 0..4 {
        play_all(&mut free, &ROUND_TRIP);
    }
    assert_eq!(free.occurrences(), 5);
    assert_eq!(free.outcome(), None);
}

#[test]
fn an_illegal_move_leaves_the_record_unchanged() {
    let mut record = GameLine::new(Position::start());
    play_all(&mut record, &["e2-e5"]);
    let before = record.clone();
    assert!(matches!(
        record.play("e2-e4".parse().unwrap()),
        Err(GameLineError::Illegal(IllegalMove::NotYourAnimal { .. }))
    ));
    assert_eq!(record, before);
}

#[test]
fn a_ply_cap_draws_and_undo_reopens_the_game() {
    let rules = Position::start().history_rules().with_ply_cap(Some(4));
    let mut record = GameLine::with_rules(Position::start(), rules);
    play_all(&mut record, &["e2-e5", "e9-e6", "f2-f5"]);
    assert_eq!(record.outcome(), None);
    play_all(&mut record, &["f9-f6"]);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::PlyCap
        })
    );
    assert_eq!(
        record.play("d2-a5".parse().unwrap()),
        Err(GameLineError::GameOver)
    );
    assert_eq!(record.plies(), 4);
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("f9-f6")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(record.moves().len(), 3);
    // Undo walks back to the start, and no further.
    for _ in 0..3 {
        assert!(record.undo().is_some());
    }
    assert_eq!(record.undo(), None);
    assert_eq!(record.position(), &Position::start());
}

#[test]
fn a_win_ends_the_record_by_the_position() {
    // White holds d4 and g4; its mouse g9 escapes the lion h10 to g7, the
    // third hole.
    let p: Position = "E6l2/4mmM3/10/10/10/l1e6e/3L2E3/10/10/M8L w"
        .parse()
        .unwrap();
    let mut record = GameLine::new(p);
    record.play("g9-g7".parse().unwrap()).unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(outcome, record.position().outcome().unwrap());
    assert_eq!(outcome.reason(), crate::HOLES_HELD);
    assert_eq!(
        outcome.describe(record.position()),
        "white wins (watering holes held)"
    );
    assert_eq!(
        record.play("e9-e8".parse().unwrap()),
        Err(GameLineError::GameOver)
    );
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("g9-g7")
    );
    assert_eq!(record.outcome(), None);
}

#[test]
fn random_games_with_a_ply_cap_end_within_it() {
    for seed in 0..20 {
        let mut record = GameLine::with_rules(
            Position::start(),
            Position::start().history_rules().with_ply_cap(Some(300)),
        );
        let mut rng = SplitMix64::new(seed);
        while record.outcome().is_none() {
            let moves = record.position().legal_moves();
            record
                .play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        assert!(record.moves().len() <= 300);
    }
}
