//! The weights of barca's evaluation, one per term of its score, in the
//! order of the terms ([`ludeme_core::Heuristic::weights`]), as
//! `ludeme tune barca` fitted them to the results of 53666 quiet
//! positions of 2000 games; it writes this file anew.

use ludeme_core::Weight;

/// The weights, in the order of the terms.
pub(crate) const WEIGHTS: [Weight; 13] = [
    Weight::new("hole", 30.3161),
    Weight::new("two_holes", 21.3171),
    Weight::new("win_next", 1000.0),
    Weight::new("double_threat", 303.5598),
    Weight::new("single_threat", 174.8278),
    Weight::new("threat", -17.0562),
    Weight::new("more_threats", 1.1301),
    Weight::new("near", 9.4661),
    Weight::new("near2", -1.3697),
    Weight::new("scared", -21.6632),
    Weight::new("trapped", -5.6062),
    Weight::new("scared_holder", -53.9214),
    Weight::new("mobility", 0.6709),
];
