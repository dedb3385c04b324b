//! The knobs of the evaluation and their values, as self-play tuned them.

use super::clock::{weights, Weights, QUARTERS};
#[cfg(doc)]
use crate::Position;
#[cfg(doc)]
use ludeme_core::Heuristic;

/// The knobs of [`Position::evaluate`], in quarter pips where they are
/// distances (the defaults are [`DEFAULT`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// `e^(-slope × clock)` per piece: how much more the leading piece
    /// counts than the next.
    pub weights: &'static Weights,
    /// The cost of one barricade in front of a piece.
    pub barricade: u16,
    /// The lead of the colour on turn over the colour that just moved.
    pub tempo: u16,
    /// The share of a piece's progress over its house that a capture chance
    /// of 1 costs.
    pub risk: f64,
}

/// The slope of the weights: 0.08 per pip, 0.28 per turn. A lead of one
/// turn multiplies a side's weight by 1.32 (the two sides' shares ≈ 0.57 :
/// 0.43), and a piece two turns behind its leader still counts 57 % of it:
/// the leader counts most, but a dice race with exact landings and
/// captures is long and uncertain, and the pieces behind take over when the
/// leader is sent home or held up. Tuned in self-play (alpha-beta at 2,000
/// nodes a move, 200–300 games a pair): each of the slopes 0.25, 0.15, 0.1
/// lost about 35 % of its games to the next, 0.03 lost 72 % to 0.06, and
/// 0.06 to 0.1 is even.
const SLOPE_PER_QUARTER: f64 = 0.08 / QUARTERS;

static DEFAULT_WEIGHTS: Weights = weights(SLOPE_PER_QUARTER);

/// The weights of the evaluation.
///
/// - Barricade: ¾ pip per barricade on the best shortest path to the goal.
///   Small, as self-play tuned it (7 pips lost 2 games in 3 to 3.5 pips,
///   which lost as many to 1.75, which lost 63 % to ¾; ¼ lost 55 % to ¾):
///   a barricade far ahead is mostly cleared by someone else first, and
///   those in the shared funnel (i9–i13) slow every side alike. But not
///   nothing: the term says where a captured barricade goes (before the
///   enemy leaders, off one's own paths), and without it the search lost
///   93 % of its games.
/// - Tempo: 3 pips for the colour on turn, ¾ of that for the next one and
///   so on (the others have moved since), so that positions with different
///   colours to move compare (in alpha-beta self-play 0, 1½ and 3 pips
///   score alike).
/// - Risk: ¾ of a piece's progress (over its house) times its capture
///   chance: an enemy in range does not always take the shot. Without the
///   term the search lost 55–58 % of its games.
pub(crate) static DEFAULT: Params = Params {
    weights: &DEFAULT_WEIGHTS,
    barricade: 3,
    tempo: 3 * 4,
    risk: 0.75,
};

/// Risk is weighed only for the pieces within 2 turns (28 quarter pips) of
/// their colour's leader, and not within a turn of the house (little to
/// lose): the others count less, and the risk is the costly term.
pub(super) const RISK_WINDOW: usize = 28;
