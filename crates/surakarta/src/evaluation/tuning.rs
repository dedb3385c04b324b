//! The weights of the evaluation's terms, in pieces, by name: the values
//! are those of [`super::weights::WEIGHTS`] (what `ludeme tune` writes),
//! each checked there by name.

use super::weights::WEIGHTS;

/// The weight of a piece of material while the board is full; the rest of
/// a piece's worth, [`MATERIAL_SCARCITY`], grows as the pieces get fewer.
pub(super) const MATERIAL_BASE: f64 = WEIGHTS[0].value;
/// Scaled by (pieces at the start) / (pieces left): a piece more counts 1 on
/// the full board, 1.9 with 6 pieces left and 3.1 at two against one, since
/// the ratio of the forces decides the ending and the history rules
/// adjudicate on piece count.
pub(super) const MATERIAL_SCARCITY: f64 = WEIGHTS[1].value;

/// The side to move and an enemy piece it can capture that nobody could
/// recapture: the piece is as good as taken (the search's quiescence
/// confirms it), so nearly its whole worth.
pub(super) const TAKE: f64 = WEIGHTS[2].value;
/// Each further undefended target of the side to move: after one capture
/// the opponent must still mind the others.
pub(super) const TAKE_MORE: f64 = WEIGHTS[3].value;
/// Each undefended enemy piece attacked while the *opponent* is to move: it
/// can step away or capture the attacker, so only a little.
pub(super) const THREAT: f64 = WEIGHTS[5].value;
/// The opponent to move with two or more undefended pieces attacked: it
/// can save one per move, so another is nearly lost.
pub(super) const DOUBLE_THREAT: f64 = WEIGHTS[6].value;
/// Each attacked piece that is defended (an enemy that captured it could be
/// recaptured at once), with the attacker to move: an even trade on offer,
/// worth little; far less bad than a hanging piece.
pub(super) const TRADE: f64 = WEIGHTS[4].value;
/// The same with the defender to move.
pub(super) const TRADE_LATER: f64 = WEIGHTS[7].value;

/// Per legal move more than the opponent (steps, and enemy pieces it can
/// capture, counted as if each side were to move): freedom, and pieces on
/// the circuits. Pieces off every circuit (the corners on 6×6) are safe,
/// but they attack nothing and this term is all they lose. In matches of
/// alpha-beta against the same search on `plain_evaluate` (equal node
/// budgets), 0.05 scored better than 0, 0.02 and 0.1.
pub(super) const MOBILITY: f64 = WEIGHTS[8].value;

/// What a quiet move is taken to gain at most, in the evaluation's units
/// of 0 to 1, for the search's pruning near the leaves
/// ([`ludeme_core::Heuristic::futility_margin`]): about a third of a piece
/// near an even score.
pub(super) const FUTILITY_MARGIN: f64 = 0.06;

/// The score, in pieces, that maps to ¾ (and its negative to ¼).
pub(super) const SCALE: f64 = 2.0;
