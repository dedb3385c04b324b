//! The scale of the search's scores, which the search, the table and the
//! report share: heuristic values as integers, and won and lost games by
//! the plies to their end, so that a nearer win scores higher.
//!
//! Scores are from the point of view of the side the search plays for.

use ludeme_core::{Outcome, Side};

use super::Contempt;

/// A won game's score at the root (less the plies to reach it).
pub(super) const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses in a known number of plies.
pub(super) const WON: i32 = WIN - 10_000;
/// The scale of the heuristic: `evaluate` 0..1 becomes -SCALE..SCALE.
const SCALE: f64 = 10_000.0;

/// A heuristic value (0: lost, ½: even, 1: won) as a score.
pub(super) fn heuristic(value: f64) -> i32 {
    ((value - 0.5) * 2.0 * SCALE).round() as i32
}

/// The score of a finished game for `side`, `ply` plies from the root: a
/// draw is worth the contempt below an even game.
pub(super) fn result(outcome: Outcome, side: Side, ply: u32, contempt: Contempt) -> i32 {
    match outcome.winner() {
        Some(winner) if winner == side => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => -contempt.score(),
    }
}

/// A score found `ply` plies from the root, as the node itself sees it:
/// a win or loss counts its plies from the node, not from the root (how
/// the table keeps it, to be used again at another ply).
pub(super) fn from_root_to_node(score: i32, ply: u32) -> i32 {
    if score >= WON {
        score + ply as i32
    } else if score <= -WON {
        score - ply as i32
    } else {
        score
    }
}

/// A node's score, `ply` plies from the root, as the root sees it (undoes
/// [`from_root_to_node`]).
pub(super) fn from_node_to_root(score: i32, ply: u32) -> i32 {
    if score >= WON {
        score - ply as i32
    } else if score <= -WON {
        score + ply as i32
    } else {
        score
    }
}
