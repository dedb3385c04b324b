//! The fixed action space and observation tensor ([`ludeme_core::Actions`]).
//!
//! A move that lands on a barricade is two decisions of the same seat: the
//! piece's move, then where the barricade goes (so the action space stays
//! small: 12,775 actions instead of one per move and placement).
//!
//! - **Actions**: `0–5` the rolls 1–6 (chance); `6` pass;
//!   `7 + from · 112 + to` a piece's move, `from` a node index (0–111) or
//!   112 for the house, `to` a node index; `12,663 + node` where a captured
//!   barricade goes (the second decision).
//! - **Observation**: `[18, 14, 17]` float32 over the board's grid (row 0
//!   is row 1, column 0 is column `a`), 1.0 where true: planes 0–3 the
//!   pieces of the colours in play in turn order from the colour to move
//!   (in pairs, plane 2 is its partner); 4 the barricades; 5 the board's
//!   nodes; 6–9 the share of each colour's pieces in its house (same order,
//!   the whole plane); 10–15 the die (one plane per face, all zero before
//!   the roll); 16 the origin of a piece's move decided but not yet
//!   completed by a placement (the colour's entry node for the house), 17
//!   its destination.

use ludeme_core::{ActionSteps, Actions, ObservationSink};

use crate::board::ALL_NODES;
use crate::{Move, Node, Origin, Position, Rules, NODE_COUNT, PIECES_PER_COLOUR};

const ROWS: usize = 14;
const COLUMNS: usize = 17;
const PLANE: usize = ROWS * COLUMNS;
/// The first action of a piece's move.
const FIRST_GO: usize = 7;
/// The origin number of the house.
const HOUSE: usize = NODE_COUNT;
/// The first placement action.
const FIRST_PLACEMENT: usize = FIRST_GO + (NODE_COUNT + 1) * NODE_COUNT;

/// The plane index of a node's square.
fn square(node: Node) -> usize {
    let (column, row) = node.coords();
    (usize::from(row) - 1) * COLUMNS + usize::from(column)
}

impl Actions for Position {
    const ACTION_SPACE: &'static str = "Barricade: a move onto a barricade is two decisions of the same seat (the piece's move, then where the barricade goes), which keeps the space at 12,775 actions: ``0-5`` the rolls 1-6 (chance), ``6`` pass, ``7 + from * 112 + to`` a piece's move (``from`` a node index or 112 for the house), ``12663 + node`` the barricade's new place. Observation ``(18, 14, 17)`` over the board's grid: the pieces of the colours in play in turn order from the colour to move (plane 2 its partner in pairs), the barricades, the board's nodes, each colour's share of pieces at home, the die (one plane per face), and the origin and destination of a pending first decision.";

    fn num_actions(_rules: &Rules) -> usize {
        FIRST_PLACEMENT + NODE_COUNT
    }

    fn actions_of(&self, mv: Move) -> ActionSteps {
        match mv {
            Move::Roll(die) => ActionSteps::One(u32::from(die) - 1),
            Move::Pass => ActionSteps::One(6),
            Move::Go {
                from,
                to,
                barricade,
            } => {
                let origin = match from {
                    Origin::House => HOUSE,
                    Origin::Node(node) => usize::from(node.index()),
                };
                let go = (FIRST_GO + origin * NODE_COUNT + usize::from(to.index())) as u32;
                match barricade {
                    None => ActionSteps::One(go),
                    Some(place) => {
                        ActionSteps::Two(go, (FIRST_PLACEMENT + usize::from(place.index())) as u32)
                    }
                }
            }
        }
    }

    fn observation_shape(_rules: &Rules) -> [usize; 3] {
        [18, ROWS, COLUMNS]
    }

    fn observe_into<O: ObservationSink + ?Sized>(&self, pending: &[u32], out: &mut O) {
        let mut mark = |plane: usize, bits: u128| {
            for node in crate::nodes(bits) {
                out.set(plane * PLANE + square(node), 1.0);
            }
        };
        // The colours in play, in turn order from the colour to move.
        let order = core::iter::successors(Some(self.turn()), |&c| Some(self.next_colour(c)))
            .take(self.colours_in_play().count_ones() as usize);
        for (i, colour) in order.clone().enumerate() {
            mark(i, self.pieces(colour));
        }
        mark(4, self.barricades());
        mark(5, ALL_NODES);
        let first = pending.first().map(|&action| action as usize);
        if let Some(go) = first.filter(|action| (FIRST_GO..FIRST_PLACEMENT).contains(action)) {
            let (origin, to) = ((go - FIRST_GO) / NODE_COUNT, (go - FIRST_GO) % NODE_COUNT);
            if origin == HOUSE {
                mark(16, self.turn().entry().bit());
            } else {
                mark(16, 1 << origin);
            }
            mark(17, 1 << to);
        }
        for (i, colour) in order.enumerate() {
            let share = self.in_house(colour) as f32 / PIECES_PER_COLOUR as f32;
            if share != 0.0 {
                out.fill_range((6 + i) * PLANE..(7 + i) * PLANE, share);
            }
        }
        if let Some(die) = self.die() {
            let plane = 9 + usize::from(die);
            out.fill_range(plane * PLANE..(plane + 1) * PLANE, 1.0);
        }
    }
}
