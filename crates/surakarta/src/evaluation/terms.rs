//! The evaluation's terms, in pieces (material and attacks), and the map
//! of their sum to `(0, 1)`.

use super::reach::Reach;
use super::tuning::{
    DOUBLE_THREAT, MATERIAL_BASE, MATERIAL_SCARCITY, SCALE, TAKE, TAKE_MORE, THREAT, TRADE,
    TRADE_LATER,
};

/// A signed score in pieces mapped to `(0, 1)`: ½ + ½·s / (SCALE + |s|).
/// Odd about ½ (`to_unit(s) + to_unit(-s) = 1`), increasing, and it never
/// reaches 0 or 1, which only finished games get. A ratio rather than a
/// logistic, so that `no_std` builds need no `exp`.
pub(super) fn to_unit(score: f64) -> f64 {
    // (`f64::abs` is not in `core` before Rust 1.85.)
    let magnitude = if score < 0.0 { -score } else { score };
    0.5 + 0.5 * score / (SCALE + magnitude)
}

/// The material score of `own` pieces against `theirs` on a board that
/// starts with `start` pieces in all: the difference, worth more as the
/// pieces get fewer.
pub(super) fn material(own: u32, theirs: u32, start: u32) -> f64 {
    let total = f64::from((own + theirs).max(1));
    let diff = f64::from(own) - f64::from(theirs);
    diff * (MATERIAL_BASE + MATERIAL_SCARCITY * f64::from(start) / total)
}

/// What the attacks of one side (`attacker`) on the other (`defender`) are
/// worth to the attacker, in pieces.
pub(super) fn threats(attacker: &Reach, defender: &Reach, attacker_to_move: bool) -> f64 {
    let hanging = (attacker.attacks & !defender.guards).count_ones();
    let defended = f64::from((attacker.attacks & defender.guards).count_ones());
    if attacker_to_move {
        let more = f64::from(hanging.saturating_sub(1));
        TAKE * f64::from(hanging.min(1)) + TAKE_MORE * more + TRADE * defended
    } else {
        let double = if hanging >= 2 { DOUBLE_THREAT } else { 0.0 };
        THREAT * f64::from(hanging) + double + TRADE_LATER * defended
    }
}

/// The threat terms of `attacker` against `defender`, in the order of the
/// weights `take` … `trade_later`: what [`threats`] weighs.
pub(super) fn threat_terms(attacker: &Reach, defender: &Reach, attacker_to_move: bool) -> [f64; 6] {
    let hanging = (attacker.attacks & !defender.guards).count_ones();
    let defended = f64::from((attacker.attacks & defender.guards).count_ones());
    if attacker_to_move {
        let (first, more) = (hanging.min(1), hanging.saturating_sub(1));
        [f64::from(first), f64::from(more), defended, 0.0, 0.0, 0.0]
    } else {
        let double = f64::from(u8::from(hanging >= 2));
        [0.0, 0.0, 0.0, f64::from(hanging), double, defended]
    }
}
