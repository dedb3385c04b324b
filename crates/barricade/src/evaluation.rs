//! How well a side stands ([`ludeme_core::Heuristic`]): a race of every
//! colour's pieces to the goal, on a clock of expected turns, slowed by the
//! barricades in front and by the enemy pieces within a roll.
//!
//! Everything the evaluation looks up is built at compile time: the race
//! clock, the exponential weights, the shortest-path structure that counts
//! the barricades in front of a piece, and the balls of 6 steps that say
//! whether an enemy piece may be in range.

use ludeme_core::{Game, Heuristic, Side};

use crate::board::{nodes, reachable, GOAL_DISTANCE, GRAPH, NODE_COUNT};
use crate::{Colour, Move, Node, Players, Position};

/// Steps from a house to the goal: the entry is 39 steps away, and entering
/// it is the first step.
const HOUSE_DISTANCE: usize = 40;

/// The clock's unit: a quarter of a pip (a step), so that every term below
/// is a small integer and a weight is one table lookup.
const QUARTERS: f64 = 4.0;

/// Pips a colour moves in a turn on average (the mean of the die).
const PIPS_PER_TURN: f64 = 3.5;

/// The expected turns a lone piece `d` steps from the goal needs to land on
/// it, the count being exact: each turn it moves the roll if that does not
/// overshoot. Within 6 steps every roll but one fails, so `T(1..=6)` is 6
/// turns alike; farther out `T` grows by one turn per 3.5 steps plus about
/// 4.8 turns for the exact landing. (`T(d) = (6 + Σ T(d − r)) / m`, the sum
/// over the `m = min(d, 6)` rolls that do not overshoot.)
const fn turns_to_goal() -> [f64; HOUSE_DISTANCE + 1] {
    let mut turns = [0.0; HOUSE_DISTANCE + 1];
    let mut d = 1;
    while d <= HOUSE_DISTANCE {
        let rolls = if d < 6 { d } else { 6 };
        let mut sum = 6.0;
        let mut r = 1;
        while r <= rolls {
            sum += turns[d - r];
            r += 1;
        }
        turns[d] = sum / rolls as f64;
        d += 1;
    }
    turns
}

/// The race clock: [`turns_to_goal`] in quarter pips (turns × 3.5 × 4),
/// indexed by distance (40 = in the house).
const CLOCK: [u16; HOUSE_DISTANCE + 1] = {
    let turns = turns_to_goal();
    let mut clock = [0u16; HOUSE_DISTANCE + 1];
    let mut d = 0;
    while d <= HOUSE_DISTANCE {
        clock[d] = (turns[d] * PIPS_PER_TURN * QUARTERS + 0.5) as u16;
        d += 1;
    }
    clock
};

/// `e^x`, for the tables built at compile time (halved into the range of
/// a short Taylor series, then squared back).
const fn exp(x: f64) -> f64 {
    let mut y = x;
    let mut halvings = 0;
    while y > 0.25 || y < -0.25 {
        y /= 2.0;
        halvings += 1;
    }
    let mut term = 1.0;
    let mut sum = 1.0;
    let mut k = 1;
    while k < 16 {
        term *= y / k as f64;
        sum += term;
        k += 1;
    }
    while halvings > 0 {
        sum *= sum;
        halvings -= 1;
    }
    sum
}

/// The length of the weight table, in quarter pips; longer clocks weigh as
/// its last entry. At the default weights no clock reaches 300 (a house
/// behind all 11 barricades).
const CLOCK_LIMIT: usize = 1024;

/// The weights of a piece by its clock, `e^(-slope × q)` for `q` quarter
/// pips.
pub(crate) type Weights = [f64; CLOCK_LIMIT];

/// [`Weights`] for a slope per quarter pip.
const fn weights(slope: f64) -> Weights {
    let step = exp(-slope);
    let mut table = [0.0; CLOCK_LIMIT];
    let mut w = 1.0;
    let mut q = 0;
    while q < CLOCK_LIMIT {
        table[q] = w;
        w *= step;
        q += 1;
    }
    table
}

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
const RISK_WINDOW: usize = 28;

/// The graph's edges that lead one step nearer the goal, from each node.
const fn nearer(node: usize) -> u128 {
    let mut mask = 0u128;
    let mut around = GRAPH.neighbours(node as u8);
    while around != 0 {
        let next = around.trailing_zeros() as usize;
        around &= around - 1;
        if GOAL_DISTANCE[next] + 1 == GOAL_DISTANCE[node] {
            mask |= 1 << next;
        }
    }
    mask
}

/// A node where the shortest paths to the goal part (more than one
/// neighbour is a step nearer), with each way on: the chain of nodes of the
/// way up to the next such node (or the goal), and that node's slot.
#[derive(Clone, Copy)]
struct Fork {
    node: u8,
    ways: u8,
    chains: [u128; 4],
    ends: [u8; 4],
}

/// The shortest paths to the goal, cut at their forks: a piece's
/// barricades in front are those of its chain plus the fewest any way on
/// from the fork at the chain's end meets.
struct Paths {
    /// From each node, the nodes up to the first fork or the goal (the node
    /// itself included, unless it is a fork).
    chain: [u128; NODE_COUNT],
    /// The slot of the fork (or the goal, slot 0) where the chain ends.
    end: [u8; NODE_COUNT],
    /// The forks, nearest the goal first (slot `i + 1` is `forks[i]`).
    forks: [Fork; FORK_COUNT],
}

/// The number of forks of the board's shortest paths to the goal.
const FORK_COUNT: usize = {
    let mut count = 0;
    let mut node = 0;
    while node < NODE_COUNT {
        if nearer(node).count_ones() > 1 {
            count += 1;
        }
        node += 1;
    }
    count
};

/// The slots: 0 for the goal, `i + 1` for the `i`-th fork by distance.
const SLOTS: [u8; NODE_COUNT] = {
    let mut slots = [u8::MAX; NODE_COUNT];
    slots[Node::GOAL.index() as usize] = 0;
    let mut next = 1;
    let mut d = 1;
    while d <= HOUSE_DISTANCE {
        let mut node = 0;
        while node < NODE_COUNT {
            if GOAL_DISTANCE[node] as usize == d && nearer(node).count_ones() > 1 {
                slots[node] = next;
                next += 1;
            }
            node += 1;
        }
        d += 1;
    }
    slots
};

/// The chain from `node` (see [`Paths::chain`]) and the slot it ends at.
const fn chain_from(node: usize) -> (u128, u8) {
    let mut chain = 0u128;
    let mut at = node;
    while SLOTS[at] == u8::MAX {
        chain |= 1 << at;
        at = nearer(at).trailing_zeros() as usize;
    }
    (chain, SLOTS[at])
}

static PATHS: Paths = {
    let mut paths = Paths {
        chain: [0; NODE_COUNT],
        end: [0; NODE_COUNT],
        forks: [Fork {
            node: 0,
            ways: 0,
            chains: [0; 4],
            ends: [0; 4],
        }; FORK_COUNT],
    };
    let mut node = 0;
    while node < NODE_COUNT {
        let (chain, end) = chain_from(node);
        paths.chain[node] = chain;
        paths.end[node] = end;
        let slot = SLOTS[node];
        if slot != u8::MAX && slot != 0 {
            let fork = &mut paths.forks[slot as usize - 1];
            fork.node = node as u8;
            let mut ways = nearer(node);
            while ways != 0 {
                let next = ways.trailing_zeros() as usize;
                ways &= ways - 1;
                let (chain, end) = chain_from(next);
                fork.chains[fork.ways as usize] = chain;
                fork.ends[fork.ways as usize] = end;
                fork.ways += 1;
            }
        }
        node += 1;
    }
    paths
};

/// The nodes within `steps` steps of `node` (itself included).
const fn ball(node: usize, steps: usize) -> u128 {
    let mut seen = 1u128 << node;
    let mut frontier = seen;
    let mut s = 0;
    while s < steps {
        let mut next = 0u128;
        while frontier != 0 {
            next |= GRAPH.neighbours(frontier.trailing_zeros() as u8);
            frontier &= frontier - 1;
        }
        frontier = next & !seen;
        seen |= next;
        s += 1;
    }
    seen
}

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
const RINGS: [[u128; 7]; NODE_COUNT] = {
    let mut rings = [[0u128; 7]; NODE_COUNT];
    let mut node = 0;
    while node < NODE_COUNT {
        let mut other = 0;
        while other < NODE_COUNT {
            let d = DISTANCE[node][other] as usize;
            if d <= 6 {
                rings[node][d] |= 1 << other;
            }
            other += 1;
        }
        node += 1;
    }
    rings
};

/// The nodes from which a piece may reach each node with one roll (1–6
/// steps): no enemy piece there, no risk.
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
            let mut mask = 0u128;
            let mut j = 1;
            while j < steps {
                mask |= RINGS[from][j] & RINGS[to][steps - j];
                j += 1;
            }
            between.masks[at] = mask;
            at += 1;
        }
        from += 1;
    }
    between
};

/// Each colour's entry node (a table: [`Colour::entry`] searches the board).
const ENTRIES: [u8; 4] = [
    Colour::Red.entry().index(),
    Colour::Green.entry().index(),
    Colour::Yellow.entry().index(),
    Colour::Blue.entry().index(),
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
struct Threats {
    colours: [Threat; 4],
    count: usize,
    /// By side: the pieces of its enemies (a piece with none of them within
    /// 6 steps is safe, but for those entering).
    enemy_pieces: [u128; 4],
    /// Where any colour's pieces at home may enter onto with one roll.
    entries: u128,
}

/// Barricades in front of every fork, by slot (0 = the goal): the fewest on
/// any shortest path from it to the goal, itself included.
type ForkCosts = [u8; FORK_COUNT + 1];

impl Position {
    /// The barricades in front of each fork ([`ForkCosts`]), worked out once
    /// per evaluation, nearest the goal first.
    #[inline]
    fn fork_costs(&self) -> ForkCosts {
        let barricades = self.barricades;
        let mut costs = [0u8; FORK_COUNT + 1];
        for (slot, fork) in PATHS.forks.iter().enumerate() {
            let mut best = u8::MAX;
            for way in 0..usize::from(fork.ways) {
                let on_way = (fork.chains[way] & barricades).count_ones() as u8;
                best = best.min(on_way + costs[usize::from(fork.ends[way])]);
            }
            costs[slot + 1] = best + (barricades >> fork.node & 1) as u8;
        }
        costs
    }

    /// The fewest barricades on a shortest path from `node` to the goal.
    #[inline]
    fn barricades_in_front(&self, node: usize, costs: &ForkCosts) -> u8 {
        (PATHS.chain[node] & self.barricades).count_ones() as u8
            + costs[usize::from(PATHS.end[node])]
    }

    /// The number of sides: two in pairs, one per colour in play otherwise.
    #[inline]
    fn side_count(&self) -> usize {
        match self.rules.players {
            Players::Individual(_) => self.in_play.count_ones() as usize,
            _ => 2,
        }
    }

    /// Whether a piece on `from` reaches `to`, `steps` (1–6) away, with a
    /// roll of `steps`: whether a shortest path between them passes over no
    /// barricade. The board's shortest cycle is 12 steps, so within 6 steps
    /// the only simple path of that length is the shortest one (or, 6 steps
    /// away, two of them): what move generation walks.
    #[inline]
    fn open_path(&self, from: usize, to: usize, steps: usize) -> bool {
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
    fn capture_chance(&self, node: Node, side: u8, threats: &Threats) -> f64 {
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
    fn threats(&self) -> Threats {
        let mut threats = Threats {
            colours: [Threat::default(); 4],
            count: 0,
            enemy_pieces: [0; 4],
            entries: 0,
        };
        let mut own_pieces = [0u128; 4];
        let mut all_pieces = 0;
        for colour in Colour::ALL {
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
        for colour in Colour::ALL {
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
fn own_side(position: &Position, colour: Colour) -> u128 {
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
