//! The weights of surakarta's evaluation, one per term of its score, in the
//! order of the terms ([`ludeme_core::Heuristic::weights`]), as matches
//! set them: `ludeme tune surakarta` fits them to the results of games and
//! writes this file anew.

use ludeme_core::Weight;

/// The weights, in the order of the terms.
pub(crate) const WEIGHTS: [Weight; 9] = [
    Weight::new("material_base", 0.7),
    Weight::new("material_scarcity", 0.3),
    Weight::new("take", 0.8),
    Weight::new("take_more", 0.15),
    Weight::new("trade", 0.1),
    Weight::new("threat", 0.15),
    Weight::new("double_threat", 0.45),
    Weight::new("trade_later", 0.05),
    Weight::new("mobility", 0.05),
];
