//! The risk of capture: which enemy pieces (or pieces entering from their
//! house) are within a roll of a piece, past no barricade, built on tables
//! of distances and balls of 6 steps made at compile time.

use crate::board::{nodes, reachable, GRAPH, NODE_COUNT};
use crate::{Node, PawnColour, Position};

/// The distance in steps between any two nodes.
const DISTANCE: [[u8; NODE_COUNT]; NODE_COUNT] = {
    let mut table = [[0u8; NODE_COUNT]; NODE_COUNT];
    let mut node = 0;
    while node < NODE_COUNT {
        table[node] = GRAPH.distances(node as u8);
        node += 1;
    }
    table
};

/// The nodes exactly 0–6 steps from each node.
pub(super) const RINGS: [[u128; 7]; NODE_COUNT] = {
    let mut rings = [[0u128; 7]; NODE_COUNT];
    let mut pair = 0;
    while pair < NODE_COUNT * NODE_COUNT {
        let (node, other) = (pair / NODE_COUNT, pair % NODE_COUNT);
        let d = DISTANCE[node][other] as usize;
        if d <= 6 {
            rings[node][d] |= 1 << other;
        }
        pair += 1;
    }
    rings
};

/// The nodes within `steps` (at most 6) steps of `node`, itself included:
/// its rings 0 to `steps`.
const fn ball(node: usize, steps: usize) -> u128 {
    let mut ball = 0;
    let mut ring = 0;
    while ring <= steps {
        ball |= RINGS[node][ring];
        ring += 1;
    }
    ball
}

/// The nodes from which a piece may reach each node with one roll (1–6
/// steps): no enemy piece there, no risk. The ball of 6 steps round each
/// node, without the node.
const IN_RANGE: [u128; NODE_COUNT] = {
    let mut masks = [0u128; NODE_COUNT];
    let mut node = 0;
    while node < NODE_COUNT {
        masks[node] = ball(node, 6) & !(1 << node);
        node += 1;
    }
    masks
};

/// The nodes strictly between two nodes at most 6 steps apart, on their
/// shortest path (on both, for the few pairs 6 steps apart round a cycle
/// of 12): for each node, for the nodes of its [`IN_RANGE`] in order.
struct Between {
    first: [u16; NODE_COUNT],
    masks: [u128; RANGE_PAIRS],
}

/// The number of ordered pairs of distinct nodes at most 6 steps apart.
const RANGE_PAIRS: usize = {
    let mut count = 0;
    let mut node = 0;
    while node < NODE_COUNT {
        count += IN_RANGE[node].count_ones() as usize;
        node += 1;
    }
    count
};

/// [`Between`], from the rings round both ends: a node is between two
/// nodes `steps` apart when it lies `j` steps from one and `steps − j`
/// from the other.
static BETWEEN: Between = {
    let mut between = Between {
        first: [0; NODE_COUNT],
        masks: [0; RANGE_PAIRS],
    };
    let mut at = 0;
    let mut from = 0;
    while from < NODE_COUNT {
        between.first[from] = at as u16;
        let mut range = IN_RANGE[from];
        while range != 0 {
            let to = range.trailing_zeros() as usize;
            range &= range - 1;
            let steps = DISTANCE[from][to] as usize;
            let mut j = 1;
            while j < steps {
                between.masks[at] |= RINGS[from][j] & RINGS[to][steps - j];
                j += 1;
            }
            at += 1;
        }
        from += 1;
    }
    between
};

/// Each colour's entry node (a table: [`PawnColour::entry`] searches the board).
pub(super) const ENTRIES: [u8; 4] = [
    PawnColour::Red.entry().index(),
    PawnColour::Green.entry().index(),
    PawnColour::Yellow.entry().index(),
    PawnColour::Blue.entry().index(),
];

/// The nodes a piece entering from each colour's house may reach with one
/// roll (its entry and 5 steps beyond).
const ENTRY_RANGE: [u128; 4] = {
    let mut masks = [0u128; 4];
    let mut c = 0;
    while c < 4 {
        masks[c] = ball(ENTRIES[c] as usize, 5);
        c += 1;
    }
    masks
};

/// A colour in play as a threat to the other sides' pieces.
#[derive(Clone, Copy, Default)]
struct Threat {
    side: u8,
    pieces: u128,
    /// Its entry node.
    entry: u8,
    /// [`ENTRY_RANGE`] of its entry, with pieces at home (else 0).
    entry_range: u128,
}

/// The colours in play as threats, worked out once per evaluation.
pub(super) struct Threats {
    colours: [Threat; 4],
    count: usize,
    /// By side: the pieces of its enemies (a piece with none of them within
    /// 6 steps is safe, but for those entering).
    enemy_pieces: [u128; 4],
    /// Where any colour's pieces at home may enter onto with one roll.
    entries: u128,
}

impl Position {
    /// Whether a piece on `from` reaches `to`, `steps` (1–6) away, with a
    /// roll of `steps`: whether a shortest path between them passes over no
    /// barricade. The board's shortest cycle is 12 steps, so within 6 steps
    /// the only simple path of that length is the shortest one (or, 6 steps
    /// away, two of them): what move generation walks.
    #[inline]
    pub(super) fn open_path(&self, from: usize, to: usize, steps: usize) -> bool {
        let rank = (IN_RANGE[from] & ((1 << to) - 1)).count_ones() as usize;
        let between = BETWEEN.masks[usize::from(BETWEEN.first[from]) + rank];
        if between & self.barricades == 0 {
            true
        } else if between.count_ones() as usize + 1 == steps {
            false
        } else {
            // Two ways round a cycle of 12: either may be open.
            reachable(from as u8, steps as u8, self.barricades) & 1 << to != 0
        }
    }

    /// The chance that an enemy of `side` (a colour of another side) can
    /// capture the piece on `node` before its colour moves again: each enemy
    /// colour hits it with the rolls that bring one of its pieces (or one
    /// entering from its house) exactly there, past no barricade; the
    /// colours' chances combine as independent.
    #[inline]
    pub(super) fn capture_chance(&self, node: Node, side: u8, threats: &Threats) -> f64 {
        let at = usize::from(node.index());
        let range = IN_RANGE[at];
        let side_index = usize::from(side);
        if threats.enemy_pieces[side_index] & range == 0 && threats.entries & node.bit() == 0 {
            return 0.0;
        }
        let mut safe = 1.0;
        for threat in &threats.colours[..threats.count] {
            if threat.side == side {
                continue;
            }
            let near = threat.pieces & range;
            let entering = threat.entry_range & node.bit() != 0;
            if near == 0 && !entering {
                continue;
            }
            let mut rolls = 0u8;
            for enemy in nodes(near) {
                let enemy = usize::from(enemy.index());
                let steps = usize::from(DISTANCE[at][enemy]);
                if self.open_path(enemy, at, steps) {
                    rolls |= 1 << steps;
                }
            }
            if entering {
                let entry = usize::from(threat.entry);
                let steps = usize::from(DISTANCE[at][entry]);
                if steps == 0 || self.open_path(entry, at, steps) {
                    rolls |= 1 << (steps + 1);
                }
            }
            safe *= 1.0 - f64::from(rolls.count_ones()) / 6.0;
        }
        1.0 - safe
    }

    /// The colours in play as threats (see [`Threats`]).
    #[inline]
    pub(super) fn threats(&self) -> Threats {
        let mut threats = Threats {
            colours: [Threat::default(); 4],
            count: 0,
            enemy_pieces: [0; 4],
            entries: 0,
        };
        let mut own_pieces = [0u128; 4];
        let mut all_pieces = 0;
        for colour in PawnColour::ALL {
            if self.plays(colour) {
                let side = self.side_of_colour(colour).0;
                let pieces = self.pieces(colour);
                let entry_range = if self.in_house(colour) > 0 {
                    ENTRY_RANGE[colour.index()]
                } else {
                    0
                };
                threats.colours[threats.count] = Threat {
                    side,
                    pieces,
                    entry: ENTRIES[colour.index()],
                    entry_range,
                };
                threats.count += 1;
                own_pieces[usize::from(side)] |= pieces;
                all_pieces |= pieces;
                threats.entries |= entry_range;
            }
        }
        for (enemies, own) in threats.enemy_pieces.iter_mut().zip(own_pieces) {
            *enemies = all_pieces & !own;
        }
        threats
    }
}
