//! The barricades in front of a piece: the board's shortest paths to the
//! goal, cut at their forks, built at compile time, and the fewest
//! barricades on any of them.

use super::clock::HOUSE_DISTANCE;
use crate::board::{GOAL_DISTANCE, GRAPH, NODE_COUNT};
use crate::{Node, Position};

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

/// The slots: 0 for the goal, `i + 1` for the `i`-th fork by distance.
const SLOTS: [u8; NODE_COUNT] = SLOTS_AND_FORK_COUNT.0;

/// The number of forks of the board's shortest paths to the goal.
const FORK_COUNT: usize = SLOTS_AND_FORK_COUNT.1;

/// [`SLOTS`] and [`FORK_COUNT`], numbering the forks (the nodes with more
/// than one neighbour nearer the goal) by distance.
const SLOTS_AND_FORK_COUNT: ([u8; NODE_COUNT], usize) = {
    let mut slots = [u8::MAX; NODE_COUNT];
    slots[Node::GOAL.index() as usize] = 0;
    let mut next = 1;
    // The nodes at distance 1 from the goal, then 2, … up to the houses'.
    let mut at = 0;
    while at < HOUSE_DISTANCE * NODE_COUNT {
        let (d, node) = (at / NODE_COUNT + 1, at % NODE_COUNT);
        if GOAL_DISTANCE[node] as usize == d && nearer(node).count_ones() > 1 {
            slots[node] = next;
            next += 1;
        }
        at += 1;
    }
    (slots, next as usize - 1)
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
        (paths.chain[node], paths.end[node]) = chain_from(node);
        let slot = SLOTS[node];
        if slot != u8::MAX && slot != 0 {
            let fork = &mut paths.forks[slot as usize - 1];
            fork.node = node as u8;
            let mut ways = nearer(node);
            while ways != 0 {
                let next = ways.trailing_zeros() as usize;
                ways &= ways - 1;
                let way = fork.ways as usize;
                (fork.chains[way], fork.ends[way]) = chain_from(next);
                fork.ways += 1;
            }
        }
        node += 1;
    }
    paths
};

/// Barricades in front of every fork, by slot (0 = the goal): the fewest on
/// any shortest path from it to the goal, itself included.
type ForkCosts = [u8; FORK_COUNT + 1];

impl Position {
    /// The barricades in front of each fork ([`ForkCosts`]), worked out once
    /// per evaluation, nearest the goal first.
    #[inline]
    pub(super) fn fork_costs(&self) -> ForkCosts {
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
    pub(super) fn barricades_in_front(&self, node: usize, costs: &ForkCosts) -> u8 {
        (PATHS.chain[node] & self.barricades).count_ones() as u8
            + costs[usize::from(PATHS.end[node])]
    }
}
