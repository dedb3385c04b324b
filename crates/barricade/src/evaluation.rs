//! How well a side stands ([`ludeme_core::Heuristic`]): a race of every
//! colour's pieces to the goal, on a clock of expected turns, slowed by the
//! barricades in front and by the enemy pieces within a roll.
//!
//! Everything the evaluation looks up is built at compile time: the race
//! clock, the exponential weights, the shortest-path structure that counts
//! the barricades in front of a piece, and the balls of 6 steps that say
//! whether an enemy piece may be in range.
//!
//! The evaluation's parts: [`clock`] (the race clock and the weights by
//! clock), [`tuning`] (the knobs and their tuned values), [`paths`] (the
//! barricades in front of a piece) and [`risk`] (the chance of being
//! captured); this module adds them up per side and is the
//! [`ludeme_core::Heuristic`] impl.

mod clock;
mod paths;
mod risk;
mod tuning;

use ludeme_core::{Game, Heuristic, Side};

use crate::board::{nodes, GOAL_DISTANCE};
use crate::{Move, Node, PawnColour, Players, Position};
use clock::{CLOCK, CLOCK_LIMIT, HOUSE_DISTANCE};
use risk::ENTRIES;
use tuning::{Params, DEFAULT, RISK_WINDOW};

impl Position {
    /// The number of sides: two in pairs, one per colour in play otherwise.
    #[inline]
    fn side_count(&self) -> usize {
        match self.rules.players {
            Players::Individual(_) => self.in_play.count_ones() as usize,
            _ => 2,
        }
    }

    /// Each side's weight in the race (indexed by side): the sum over its
    /// pieces of `e^(-slope × clock)`, the clock counting the expected
    /// turns to the goal, the barricades in front and the tempo, less what
    /// the capture chance puts at stake.
    pub(crate) fn race_weights(&self, params: &Params) -> [f64; 4] {
        let costs = self.fork_costs();
        let threats = self.threats();
        let colours = self.in_play.count_ones() as u16;
        let barricade = u32::from(params.barricade);
        let mut weights = [0.0; 4];
        let mut colour = self.turn;
        for position in 0..colours {
            let side = self.side_of_colour(colour).0;
            // The tempo counts down from the colour on turn; adding its
            // complement keeps the clock positive.
            let offset = u32::from(params.tempo * position / colours);
            let clock = |distance: usize, in_front: u8| {
                let q = u32::from(CLOCK[distance]) + barricade * u32::from(in_front) + offset;
                (q as usize).min(CLOCK_LIMIT - 1)
            };
            let entry = usize::from(ENTRIES[colour.index()]);
            let house_clock = clock(HOUSE_DISTANCE, self.barricades_in_front(entry, &costs));
            let house = params.weights[house_clock];
            let mut weight = f64::from(self.in_house(colour)) * house;
            // The clocks first, to find the leader's.
            let mut pieces = [(Node::GOAL, 0usize); 5];
            let mut count = 0;
            let mut best = house_clock;
            for (node, slot) in nodes(self.pieces(colour)).zip(pieces.iter_mut()) {
                let index = usize::from(node.index());
                let q = clock(
                    usize::from(GOAL_DISTANCE[index]),
                    self.barricades_in_front(index, &costs),
                );
                *slot = (node, q);
                best = best.min(q);
                count += 1;
            }
            for &(node, q) in &pieces[..count] {
                let w = params.weights[q];
                weight += if q <= best + RISK_WINDOW && q + RISK_WINDOW / 2 < house_clock {
                    w - params.risk * self.capture_chance(node, side, &threats) * (w - house)
                } else {
                    w
                };
            }
            weights[usize::from(side)] += weight;
            colour = self.next_colour(colour);
        }
        weights
    }

    /// Each side's progress in pips (indexed by side): the sum over its
    /// pieces of 40 − distance to the goal (0 in the house).
    fn progress(&self) -> [u32; 4] {
        let mut progress = [0u32; 4];
        for colour in PawnColour::ALL {
            let side = usize::from(self.side_of_colour(colour).0);
            for node in nodes(self.pieces(colour)) {
                let distance = usize::from(GOAL_DISTANCE[usize::from(node.index())]);
                progress[side] += HOUSE_DISTANCE.saturating_sub(distance) as u32;
            }
        }
        progress
    }
}

/// The pieces of the colours on the side of `colour` (the other pieces
/// are its enemies).
#[inline]
fn own_side(position: &Position, colour: PawnColour) -> u128 {
    match position.rules.players {
        Players::Individual(_) => position.pieces(colour),
        _ => position.pieces(colour) | position.pieces(colour.partner()),
    }
}

/// A race evaluation (`DEFAULT` in the source gives the weights and why):
/// every piece weighs `e^(-0.08 × clock)`, its clock in pips being
///
/// - the expected turns a lone piece needs from its distance to the goal
///   (exact count; in the house: 40 steps) × 3.5 pips: the race, where the
///   leading piece counts most (a turn ahead is 1.32 times the weight) and
///   every piece within 6 steps of the goal alike (only the exact roll
///   lands);
/// - plus ¾ pip per barricade on the best shortest path to the goal (a
///   piece must stop on it, with the exact count);
/// - less the tempo: 3 pips for the colour on turn, ¾, ½, ¼ of it for the
///   following colours (with four in play);
///
/// and a piece that enemies can hit with some of their rolls (pieces 1–6
/// steps away, or entering from the house, past no barricade) loses ¾ ×
/// its capture chance × its weight over the house's.
///
/// A side's evaluation is its share of the sum of the sides' weights: the
/// values of all sides sum to 1 (with two sides, a logistic of the
/// difference of the logarithms of the weights).
impl Heuristic for Position {
    fn evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let weights = self.race_weights(&DEFAULT);
        let total: f64 = weights.iter().sum();
        weights.get(usize::from(side.0)).map_or(0.0, |w| w / total)
    }

    /// The plain race count of simple engines: the side's share of all
    /// progress (40 − distance to the goal, summed over the pieces), one
    /// pip added per side so that the start is level.
    fn plain_evaluate(&self, side: Side) -> f64 {
        if let Some(outcome) = self.outcome() {
            return outcome.value_for(side);
        }
        let progress = self.progress();
        let sides = self.side_count();
        let total: u32 = progress.iter().sum::<u32>() + sides as u32;
        progress
            .get(usize::from(side.0))
            .filter(|_| usize::from(side.0) < sides)
            .map_or(0.0, |&p| f64::from(p + 1) / f64::from(total))
    }

    /// A move onto the goal or onto an enemy piece (a colour of another
    /// side).
    #[inline]
    fn is_tactical(&self, mv: Move) -> bool {
        match mv {
            Move::Go { to, .. } => {
                to == Node::GOAL || self.all_pieces() & !own_side(self, self.turn) & to.bit() != 0
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests;
