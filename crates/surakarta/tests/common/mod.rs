//! What the integration tests share.

use std::collections::BTreeSet;

use ludeme_core::Game;
use ludeme_surakarta::PositionOn;

/// The captures that the move generator lists in `p`, as `(from, to)`
/// points, to compare with a naive walker's.
pub fn generated_captures<const N: usize>(p: &PositionOn<N>) -> BTreeSet<(u8, u8)> {
    p.legal_moves()
        .iter()
        .filter(|m| m.is_capture())
        .map(|m| (m.from(), m.to()))
        .collect()
}
