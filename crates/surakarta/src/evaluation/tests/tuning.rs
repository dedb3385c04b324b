//! What the tuner and the search's null move ask of the evaluation: its
//! terms, which times the weights give its score, and a pass.

use super::*;

/// How many positions of `games` playouts from each start have terms
/// that give their evaluation (a position that has none is not counted).
fn checked_on_playouts<const N: usize>(starts: &[PositionOn<N>], games: u64) -> usize {
    starts
        .iter()
        .flat_map(|s| playout_positions(s, games))
        .filter(terms_give_the_evaluation)
        .count()
}

/// Whether `p`'s terms times the weights give its evaluation for side 0
/// (`false` when it has no terms: a finished game).
fn terms_give_the_evaluation<const N: usize>(p: &PositionOn<N>) -> bool {
    let mut terms = [f64::NAN; 9];
    if !p.terms(&mut terms) {
        assert!(p.outcome().is_some(), "{p}");
        return false;
    }
    let score: f64 = p
        .weights()
        .iter()
        .zip(terms)
        .map(|(w, t)| w.value * t)
        .sum();
    let value = p.evaluate(Side(0));
    assert!(
        (to_unit(score) - value).abs() < 1e-12,
        "{p}: {score} against {value}"
    );
    true
}

#[test]
fn the_terms_the_tuner_reads_give_the_evaluation_with_the_weights() {
    let names: Vec<&str> = weights::WEIGHTS.iter().map(|w| w.name).collect();
    assert_eq!(
        names,
        [
            "material_base",
            "material_scarcity",
            "take",
            "take_more",
            "trade",
            "threat",
            "double_threat",
            "trade_later",
            "mobility"
        ],
        "the order tuning.rs reads them in"
    );
    let (six, seven) = starts();
    let checked = checked_on_playouts(&six, 6);
    assert!(checked > 500, "{checked}");
    let seven_checked = checked_on_playouts(&seven, 2);
    assert!(seven_checked > 50, "{seven_checked}");
}

#[test]
fn a_side_may_pass_while_both_sides_have_pieces() {
    let (six, _) = starts();
    let mut passes = 0;
    for p in six.iter().flat_map(|s| playout_positions(s, 4)) {
        match p.passed() {
            Some(passed) => {
                assert_eq!(passed.turn, p.turn.other());
                assert_eq!(passed.pieces, p.pieces);
                assert_eq!(passed.zobrist(), passed.hash_from_scratch(), "{p}");
                passes += 1;
            }
            None => assert!(p.pieces[0] == 0 || p.pieces[1] == 0, "{p}"),
        }
    }
    assert!(passes > 100, "{passes}");
}
