//! The board: 112 nodes, their names and edges, and the tables of simple
//! paths of 1–6 steps that move generation indexes.

use ludeme_geometry::{GraphBoard, SquareError};

/// The number of nodes (111 plus the goal).
pub const NODE_COUNT: usize = 112;

/// The columns present on each row (1 to 14), as a bit mask of x = 0..16.
const ROWS: [u32; 14] = [
    0x1FFFF,                                 // 1: a–q
    1 | 1 << 4 | 1 << 8 | 1 << 12 | 1 << 16, // 2: a e i m q
    0x1FFFF,                                 // 3: a–q
    1 << 2 | 1 << 6 | 1 << 10 | 1 << 14,     // 4: c g k o
    0x1FFF << 2,                             // 5: c–o
    1 << 4 | 1 << 12,                        // 6: e m
    0x1FF << 4,                              // 7: e–m
    1 << 6 | 1 << 10,                        // 8: g k
    0x1F << 6,                               // 9: g–k
    1 << 8,                                  // 10: i
    0x1FFFF,                                 // 11: a–q
    1 | 1 << 16,                             // 12: a q
    0x1FFFF,                                 // 13: a–q
    1 << 8,                                  // 14: i
];

/// Node coordinates in canonical order: by row from 1 upward, then by column.
const COORDS: [(u8, u8); NODE_COUNT] = {
    let mut coords = [(0u8, 0u8); NODE_COUNT];
    let mut n = 0;
    // The grid's cells row by row, column by column.
    let mut cell = 0;
    while cell < 14 * 17 {
        let (x, y) = (cell % 17, cell / 17);
        if ROWS[y] >> x & 1 == 1 {
            coords[n] = (x as u8, y as u8);
            n += 1;
        }
        cell += 1;
    }
    assert!(n == NODE_COUNT);
    coords
};

/// The board graph.
pub(crate) const GRAPH: GraphBoard<NODE_COUNT> = GraphBoard::grid_graph(COORDS);

/// A node of the board, numbered in canonical order (row 1 upward, then
/// column `a`→`q`): `a1` is 0, the goal `i14` is 111.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Node(u8);

impl Node {
    /// The goal, `i14`.
    pub const GOAL: Node = Node(NODE_COUNT as u8 - 1);

    /// The node with index `index`, if there is one.
    pub const fn new(index: u8) -> Option<Node> {
        if (index as usize) < NODE_COUNT {
            Some(Node(index))
        } else {
            None
        }
    }

    /// The node's index (0–111).
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The node's bit in a node mask.
    #[inline]
    pub const fn bit(self) -> u128 {
        1 << self.0
    }

    /// Column (0 = `a`) and row (1-based, as in the name).
    pub const fn coords(self) -> (u8, u8) {
        let (x, y) = COORDS[self.0 as usize];
        (x, y + 1)
    }

    /// The node at a column (0 = `a`) and 1-based row, if there is one.
    pub const fn at(column: u8, row: u8) -> Option<Node> {
        // Row 0 wraps round to 255, a row the graph does not have.
        match GRAPH.node_at(column, row.wrapping_sub(1)) {
            Some(i) => Some(Node(i)),
            None => None,
        }
    }

    /// The neighbouring nodes, as a mask.
    pub const fn neighbours(self) -> u128 {
        GRAPH.neighbours(self.0)
    }
}

/// The nodes of a mask (bit `i` = node `i`), in canonical order: the one
/// loop over the set bits of a node mask. Bits above the goal's are not
/// nodes and are never visited.
///
/// ```
/// use ludeme_barricade::{nodes, Position};
/// use ludeme_core::Game;
/// let first: Vec<String> = nodes(Position::start().barricades()).take(2).map(|n| n.to_string()).collect();
/// assert_eq!(first, ["a3", "e3"]);
/// assert_eq!(nodes(Position::start().barricades()).len(), 11);
/// ```
#[inline]
pub const fn nodes(mask: u128) -> Nodes {
    Nodes(mask & ALL_NODES)
}

/// The `n`-th node (from 0) of a node mask that has more than `n` nodes,
/// without walking the nodes before it.
#[inline]
pub(crate) fn nth_node(mask: u128, n: u32) -> Node {
    Node(ludeme_core::bits::nth_set_bit(mask & ALL_NODES, n) as u8)
}

/// The iterator of [`nodes`]: the nodes of a mask, lowest index first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Nodes(u128);

impl Iterator for Nodes {
    type Item = Node;

    #[inline]
    fn next(&mut self) -> Option<Node> {
        if self.0 == 0 {
            return None;
        }
        // Every bit left is a node's: `nodes` dropped the others.
        let node = Node(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(node)
    }

    #[inline]
    fn nth(&mut self, n: usize) -> Option<Node> {
        for _ in 0..n {
            self.0 &= self.0.wrapping_sub(1);
        }
        self.next()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Nodes {}

impl core::iter::FusedIterator for Nodes {}

impl core::fmt::Display for Node {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (x, y) = self.coords();
        write!(f, "{}{}", (b'a' + x) as char, y)
    }
}

impl core::str::FromStr for Node {
    type Err = SquareError;

    /// Parses a node name such as `c1` or `i14`.
    fn from_str(text: &str) -> Result<Node, SquareError> {
        GRAPH.parse_node(text).map(Node)
    }
}

/// The distance of every node from the goal, in steps.
pub(crate) const GOAL_DISTANCE: [u8; NODE_COUNT] = GRAPH.distances(NODE_COUNT as u8 - 1);

/// Row 1 (no barricade may stand there).
pub(crate) const ROW_1: u128 = (1 << 17) - 1;
/// Row 2.
pub(crate) const ROW_2: u128 = ((1 << 5) - 1) << 17;
/// The goal's bit.
pub(crate) const GOAL_BIT: u128 = 1 << (NODE_COUNT - 1);
/// Where no barricade may be placed: row 1 and the goal.
pub(crate) const CLOSED_TO_BARRICADES: u128 = ROW_1 | GOAL_BIT;
/// Every node.
pub(crate) const ALL_NODES: u128 = (1 << NODE_COUNT) - 1;

/// One simple path: its last node and the nodes it passes over (neither the
/// start nor the end).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Path {
    pub end: u8,
    pub passed: u128,
}

/// Continues a simple path from `start` that has reached `node`, having
/// visited the nodes of `visited`, by `steps` more edges: counts every
/// path so made in `count`, and writes each into `out[*count]` while `out`
/// has room (none when only counting). Neighbours are taken lowest first.
const fn extend(
    start: u8,
    node: u8,
    steps: usize,
    visited: u128,
    out: &mut [Path],
    count: &mut usize,
) {
    if steps == 0 {
        if *count < out.len() {
            let passed = visited & !(1 << start | 1 << node);
            out[*count] = Path { end: node, passed };
        }
        *count += 1;
        return;
    }
    let mut next = GRAPH.neighbours(node) & !visited;
    while next != 0 {
        let to = next.trailing_zeros() as u8;
        next &= next - 1;
        extend(start, to, steps - 1, visited | 1 << to, out, count);
    }
}

/// Walks the simple paths of every group, (start, length) in order (the
/// group `start * 6 + length - 1`): writes them into `out` while it has
/// room, and `first[group]` where each group begins; returns their number.
const fn walk_groups(out: &mut [Path], first: &mut [u16]) -> usize {
    let mut count = 0;
    let mut group = 0;
    while group < NODE_COUNT * 6 {
        if group < first.len() {
            first[group] = count as u16;
        }
        let start = (group / 6) as u8;
        extend(start, start, group % 6 + 1, 1 << start, out, &mut count);
        group += 1;
    }
    count
}

const PATH_COUNT: usize = walk_groups(&mut [], &mut []);

/// The simple-path tables: all paths of 1–6 edges from every node, grouped by
/// (start, length), with per-group unions for a fast path.
pub(crate) struct PathTables {
    pub paths: [Path; PATH_COUNT],
    /// `first[start][len]..first[start][len + 1]` (flattened) indexes `paths`.
    pub first: [u16; NODE_COUNT * 6 + 1],
    /// Per (start, len): every end, and every node any path passes over.
    pub ends: [u128; NODE_COUNT * 6],
    pub passed: [u128; NODE_COUNT * 6],
}

const fn build() -> PathTables {
    let mut tables = PathTables {
        paths: [Path { end: 0, passed: 0 }; PATH_COUNT],
        first: [0; NODE_COUNT * 6 + 1],
        ends: [0; NODE_COUNT * 6],
        passed: [0; NODE_COUNT * 6],
    };
    let count = walk_groups(&mut tables.paths, &mut tables.first);
    tables.first[NODE_COUNT * 6] = count as u16;
    let mut group = 0;
    while group < NODE_COUNT * 6 {
        let mut i = tables.first[group] as usize;
        while i < tables.first[group + 1] as usize {
            tables.ends[group] |= 1 << tables.paths[i].end;
            tables.passed[group] |= tables.paths[i].passed;
            i += 1;
        }
        group += 1;
    }
    tables
}

/// The path tables, built at compile time.
pub(crate) static PATHS: PathTables = build();

/// The nodes reachable from `start` by a simple path of exactly `len` edges
/// (1–6) that passes over no node of `blocked` (its end may be blocked).
#[inline]
pub(crate) fn reachable(start: u8, len: u8, blocked: u128) -> u128 {
    let group = start as usize * 6 + len as usize - 1;
    if PATHS.passed[group] & blocked == 0 {
        return PATHS.ends[group];
    }
    let (from, to) = (PATHS.first[group] as usize, PATHS.first[group + 1] as usize);
    let mut ends = 0;
    for path in &PATHS.paths[from..to] {
        if path.passed & blocked == 0 {
            ends |= 1 << path.end;
        }
    }
    ends
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_the_spec_shape() {
        assert_eq!(GRAPH.len(), 112);
        assert_eq!(GRAPH.edge_count(), 121);
        assert_eq!(Node::GOAL.to_string(), "i14");
        assert_eq!(
            Node::GOAL.neighbours(),
            "i13".parse::<Node>().unwrap().bit()
        );
        for (name, index) in [("a1", 0), ("q1", 16), ("a2", 17), ("q2", 21), ("a3", 22)] {
            assert_eq!(name.parse::<Node>().unwrap().index(), index);
        }
        // No diagonals: every edge joins nodes one apart in one coordinate.
        for node in nodes(ALL_NODES) {
            for m in nodes(node.neighbours()) {
                let ((x1, y1), (x2, y2)) = (node.coords(), m.coords());
                assert_eq!(x1.abs_diff(x2) + y1.abs_diff(y2), 1);
            }
        }
    }

    #[test]
    fn nodes_visits_the_node_bits_in_order() {
        assert_eq!(nodes(0).next(), None);
        assert_eq!(nodes(ALL_NODES).len(), NODE_COUNT);
        assert!(nodes(ALL_NODES).map(Node::index).eq(0..112));
        // Bits above the goal's are no nodes.
        assert_eq!(nodes(!ALL_NODES).next(), None);
        assert_eq!(nodes(u128::MAX).count(), NODE_COUNT);
        assert_eq!(nodes(u128::MAX).last(), Some(Node::GOAL));
        let mut it = nodes(1 << 3 | 1 << 7);
        assert_eq!(it.next(), Some(Node(3)));
        assert_eq!(it.next(), Some(Node(7)));
        assert_eq!((it.next(), it.next()), (None, None), "fused");
    }

    proptest::proptest! {
        #[test]
        fn nodes_are_exactly_the_set_bits(mask: u128) {
            let visited: std::vec::Vec<Node> = nodes(mask).collect();
            let expected: std::vec::Vec<Node> =
                (0..112u8).filter(|&i| mask >> i & 1 == 1).map(Node).collect();
            proptest::prop_assert_eq!(&visited, &expected);
            proptest::prop_assert_eq!(nodes(mask).len(), expected.len());
            for n in 0..expected.len() + 2 {
                proptest::prop_assert_eq!(nodes(mask).nth(n), expected.get(n).copied());
            }
        }
    }

    #[test]
    fn every_entry_is_39_steps_from_the_goal() {
        let goal = GRAPH.distances(Node::GOAL.0);
        for entry in ["c1", "g1", "k1", "o1"] {
            assert_eq!(
                goal[entry.parse::<Node>().unwrap().0 as usize],
                39,
                "{entry}"
            );
        }
    }

    #[test]
    fn the_shortest_cycle_is_12() {
        // For each edge (u, v): the shortest u–v path avoiding that edge.
        let mut girth = usize::MAX;
        for u in 0..112u8 {
            for v in nodes(GRAPH.neighbours(u)).map(Node::index) {
                // Breadth-first search from u without the edge u–v.
                let mut dist = [usize::MAX; 112];
                dist[u as usize] = 0;
                let mut queue = std::collections::VecDeque::from([u]);
                while let Some(a) = queue.pop_front() {
                    for b in nodes(GRAPH.neighbours(a)).map(Node::index) {
                        if (a, b) == (u, v) || (a, b) == (v, u) || dist[b as usize] != usize::MAX {
                            continue;
                        }
                        dist[b as usize] = dist[a as usize] + 1;
                        queue.push_back(b);
                    }
                }
                if dist[v as usize] != usize::MAX {
                    girth = girth.min(dist[v as usize] + 1);
                }
            }
        }
        assert_eq!(girth, 12);
    }

    #[test]
    fn paths_never_repeat_a_node_and_have_the_right_length() {
        for start in 0..112u8 {
            for len in 1..=6u8 {
                let group = start as usize * 6 + len as usize - 1;
                let range = PATHS.first[group] as usize..PATHS.first[group + 1] as usize;
                for path in &PATHS.paths[range.clone()] {
                    assert_eq!(path.passed.count_ones(), u32::from(len) - 1);
                    assert_eq!(path.passed & (1 << start | 1 << path.end), 0);
                }
                // With nothing blocked, the ends are exactly the table's ends;
                // with every node some path passes over blocked, exactly
                // the ends of the paths that pass over none.
                assert_eq!(reachable(start, len, 0), PATHS.ends[group]);
                let blocked = PATHS.passed[group];
                let open = PATHS.paths[range.clone()]
                    .iter()
                    .filter(|path| path.passed & blocked == 0)
                    .fold(0u128, |ends, path| ends | 1 << path.end);
                assert_eq!(reachable(start, len, blocked), open);
            }
        }
    }
}
