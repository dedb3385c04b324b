//! The game line's history rules, on the shuttle's repeating positions.

use std::vec::Vec;

use ludeme_core::{EndReason, Game, HistoryRules, Outcome, SplitMix64};
use ludeme_core::{GameLine, GameLineError};
use ludeme_testing::shuttle::{spun, Shuttle, ShuttleError, ShuttleMove};

/// What the history rules say of the last of `positions` (reached by
/// `moves`), worked out from the whole line: the plies since the last
/// irreversible move, the stands of the last position since then, and
/// the outcome under `rules`.
fn by_hand(
    positions: &[Shuttle],
    moves: &[ShuttleMove],
    rules: HistoryRules,
) -> (usize, usize, Option<Outcome>) {
    let last = positions.len() - 1;
    // Position k follows move k - 1.
    let since = (1..=last)
        .rev()
        .find(|&k| moves[k - 1] == ShuttleMove::Take)
        .unwrap_or(0);
    let stands = positions[since..]
        .iter()
        .filter(|&p| *p == positions[last])
        .count();
    let draw = |reason| Some(Outcome::Draw { reason });
    let outcome = if let Some(outcome) = positions[last].outcome() {
        Some(outcome)
    } else if rules.repetition.is_some_and(|n| stands >= n as usize) {
        draw(EndReason::Repetition)
    } else if rules
        .no_capture_limit
        .is_some_and(|n| last - since >= n as usize)
    {
        draw(EndReason::NoCaptureLimit)
    } else if rules.ply_cap.is_some_and(|n| last >= n as usize) {
        draw(EndReason::PlyCap)
    } else {
        None
    };
    (last - since, stands, outcome)
}

#[test]
fn history_rules_are_counted_as_the_line_says_through_play_and_undo() {
    let mut rng = SplitMix64::new(11);
    let mut seen = [0usize; 4];
    for round in 0..300 {
        // Every other game with keys that collide: positions are told
        // apart by more than their keys.
        let start = Shuttle::start_with(&(round % 2 == 1));
        let rules = HistoryRules::NONE
            .with_repetition([None, Some(2), Some(3)][round % 3])
            .with_no_capture_limit([None, Some(3), Some(6)][round % 5 % 3])
            .with_ply_cap([None, Some(9), Some(30)][round % 7 % 3]);
        let mut record = GameLine::with_rules(start, rules);
        for _ in 0..40 {
            let moves = record.position().legal_moves();
            if record.outcome().is_some() || moves.is_empty() || rng.below(6) == 0 {
                let before = record.moves().last().copied();
                assert_eq!(record.undo(), before);
            } else {
                let mv = moves[rng.below(moves.len() as u64) as usize];
                record.play(mv).unwrap();
            }
            let (since, stands, outcome) = by_hand(record.positions(), record.moves(), rules);
            let what = (record.plies_since_irreversible(), record.occurrences());
            assert_eq!(what, (since, stands), "{:?}", record.moves());
            assert_eq!(record.outcome(), outcome, "{:?}", record.moves());
            if let Some(Outcome::Draw { reason }) = outcome {
                seen[match reason {
                    EndReason::Repetition => 0,
                    EndReason::NoCaptureLimit => 1,
                    _ => 2,
                }] += 1;
            }
            seen[3] += usize::from(stands > 1);
        }
    }
    assert!(seen.iter().all(|&n| n > 10), "{seen:?}");
}

#[test]
fn a_finished_record_refuses_moves_and_an_illegal_one_changes_nothing() {
    // Left and right again: the third stand of the position ends the
    // game under threefold repetition.
    let rules = HistoryRules::NONE.with_repetition(Some(3));
    let mut record = GameLine::with_rules(spun(1, 0), rules);
    for mv in [ShuttleMove::left(1), ShuttleMove::right(0)].repeat(2) {
        assert_eq!(record.outcome(), None);
        record.play(mv).unwrap();
    }
    assert_eq!(record.occurrences(), 3);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    let before: Vec<Shuttle> = record.positions().to_vec();
    assert_eq!(record.play(ShuttleMove::Take), Err(GameLineError::GameOver));
    record.undo();
    assert_eq!(
        record.play(ShuttleMove::Spin(2)),
        Err(GameLineError::Illegal(ShuttleError))
    );
    assert_eq!(record.positions(), &before[..before.len() - 1]);
    // A take makes the same cell a new position: counting starts again.
    record.play(ShuttleMove::Take).unwrap();
    assert_eq!(
        (record.occurrences(), record.plies_since_irreversible()),
        (1, 0)
    );
}
