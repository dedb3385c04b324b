//! The scale of the search's scores, which the search, the table and the
//! report share: heuristic values as integers, won and lost games by the
//! plies to their end, so that a nearer win scores higher, and below them
//! the wins and losses an oracle knows, by the plies to the position it
//! decides.
//!
//! Scores are from the point of view of the side the search plays for.

use ludeme_core::{Outcome, Side};

use ludeme_core::Verdict;

/// A won game's score at the root (less the plies to reach it).
pub(super) const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses in a known number of plies.
pub(super) const WON: i32 = WIN - 10_000;
/// A win an oracle knows, at the root (less the plies to the position it
/// decides): below every win the search sees to the game's end (that one
/// is as sure and nearer), above every heuristic score.
pub(super) const ORACLE_WIN: i32 = WON - 10_000;
/// Scores beyond this are decided: a win or loss the search saw to its end
/// or an oracle knows. Pruning leaves them alone, and the table counts
/// their plies from the node.
pub(super) const DECIDED: i32 = ORACLE_WIN - 10_000;
/// The scale of the heuristic: `evaluate` 0..1 becomes -SCALE..SCALE.
const SCALE: f64 = 10_000.0;

/// A heuristic value (0: lost, ½: even, 1: won) as a score.
pub(super) fn heuristic(value: f64) -> i32 {
    ((value - 0.5) * 2.0 * SCALE).round() as i32
}

/// A difference of heuristic values (of 0 to 1) as a difference of
/// scores.
pub(super) fn margin(value: f64) -> i32 {
    (value * 2.0 * SCALE).round() as i32
}

/// The score of a finished game for `side`, `ply` plies from the root: a
/// draw is worth `draw` (what `Contempt::draw_score` gives).
pub(super) fn result(outcome: Outcome, side: Side, ply: u32, draw: i32) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == side => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => draw,
    }
}

/// The score for `side` of an oracle's verdict on a position `ply` plies
/// from the root: a win below the wins seen to the game's end, nearer ones
/// higher; a draw is worth `draw`, as any draw.
pub(super) fn verdict(verdict: Verdict, side: Side, ply: u32, draw: i32) -> i32 {
    match verdict {
        Verdict::Win(winner) if winner == side => ORACLE_WIN - ply as i32,
        Verdict::Win(_) => -(ORACLE_WIN - ply as i32),
        // A draw (a verdict of no win).
        _ => draw,
    }
}

/// A score found `ply` plies from the root, as the node itself sees it:
/// a decided win or loss counts its plies from the node, not from the root
/// (how the table keeps it, to be used again at another ply).
pub(super) fn from_root_to_node(score: i32, ply: u32) -> i32 {
    if score >= DECIDED {
        score + ply as i32
    } else if score <= -DECIDED {
        score - ply as i32
    } else {
        score
    }
}

/// A node's score, `ply` plies from the root, as the root sees it (undoes
/// [`from_root_to_node`]).
pub(super) fn from_node_to_root(score: i32, ply: u32) -> i32 {
    if score >= DECIDED {
        score - ply as i32
    } else if score <= -DECIDED {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alphabeta::Contempt;

    #[test]
    fn heuristic_values_span_ten_thousand_either_way() {
        assert_eq!(heuristic(0.5), 0);
        assert_eq!(heuristic(1.0), 10_000);
        assert_eq!(heuristic(0.0), -10_000);
        assert_eq!(heuristic(0.75), 5_000);
        assert_eq!(heuristic(0.25), -5_000);
    }

    #[test]
    fn a_result_counts_the_plies_to_it() {
        let win = Outcome::Win {
            side: Side(1),
            reason: ludeme_core::EndReason::NoLegalMove,
        };
        assert_eq!(result(win, Side(1), 3, 0), WIN - 3);
        assert_eq!(result(win, Side(0), 3, 0), -(WIN - 3));
        let draw = Outcome::Draw {
            reason: ludeme_core::EndReason::Repetition,
        };
        // A draw is the contempt below even, on the scale of 10,000.
        let contempt = Contempt::from_thousandths(50);
        assert_eq!(result(draw, Side(0), 3, contempt.draw_score(0)), -500);
        assert_eq!(result(draw, Side(0), 3, Contempt::NONE.draw_score(0)), 0);
    }

    #[test]
    fn an_oracles_win_scores_between_the_heuristic_and_a_win_seen_to_the_end() {
        let white = Verdict::Win(Side(0));
        assert_eq!(verdict(white, Side(0), 3, -500), ORACLE_WIN - 3);
        assert_eq!(verdict(white, Side(1), 3, -500), -(ORACLE_WIN - 3));
        assert_eq!(verdict(Verdict::Draw, Side(1), 3, -500), -500);
        // Nearer oracle wins score higher; any win seen to the end higher
        // still, and any heuristic score lower.
        assert!(verdict(white, Side(0), 2, 0) > verdict(white, Side(0), 3, 0));
        assert!(verdict(white, Side(0), 0, 0) < WON);
        assert!(verdict(white, Side(0), 9_999, 0) > DECIDED);
        assert!(DECIDED > heuristic(1.0) * 10);
    }

    #[test]
    fn a_win_in_the_table_counts_its_plies_from_the_node() {
        // A win 7 plies from the root, found 3 plies in: 4 from the node.
        assert_eq!(from_root_to_node(WIN - 7, 3), WIN - 4);
        assert_eq!(from_root_to_node(-(WIN - 7), 3), -(WIN - 4));
        // The same win met 5 plies in: 9 from the root.
        assert_eq!(from_node_to_root(WIN - 4, 5), WIN - 9);
        assert_eq!(from_node_to_root(-(WIN - 4), 5), -(WIN - 9));
        // The nearest forced results are wins too.
        assert_eq!(from_root_to_node(WON, 2), WON + 2);
        assert_eq!(from_node_to_root(-WON, 2), -WON + 2);
        // An oracle's win likewise.
        assert_eq!(from_root_to_node(ORACLE_WIN - 7, 3), ORACLE_WIN - 4);
        assert_eq!(from_node_to_root(-(ORACLE_WIN - 4), 5), -(ORACLE_WIN - 9));
        // Other scores are the same from anywhere.
        for score in [0, 1, -1, 10_000, -10_000, DECIDED - 1, 1 - DECIDED] {
            assert_eq!(from_root_to_node(score, 3), score);
            assert_eq!(from_node_to_root(score, 3), score);
        }
    }
}
