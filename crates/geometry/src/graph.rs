//! Graph boards: nodes placed on grid coordinates, joined by edges.

use alloc::string::{String, ToString};

use crate::SquareError;

/// A board of `N ≤ 128` nodes at integer coordinates, where two nodes are
/// adjacent exactly when they differ by 1 in exactly one coordinate (no
/// diagonals). Node `i` is bit `i` of the `u128` neighbour masks.
///
/// Nodes are named like squares, column letter then 1-based row (`c1`, `i14`).
/// The constructor is a `const fn`, so a game keeps its board as a constant.
///
/// ```
/// use ludeme_geometry::GraphBoard;
/// // A path a1 - b1 - c1 and a node c2 above c1.
/// const PATH: GraphBoard<4> = GraphBoard::grid_graph([(0, 0), (1, 0), (2, 0), (2, 1)]);
/// assert_eq!(PATH.edge_count(), 3);
/// assert_eq!(PATH.degree(2), 2);
/// assert_eq!(PATH.parse_node("c2"), Ok(3));
/// assert_eq!(PATH.node_name(3), "c2");
/// assert_eq!(PATH.distances(0), [0, 1, 2, 3]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GraphBoard<const N: usize> {
    coords: [(u8, u8); N],
    neighbours: [u128; N],
}

impl<const N: usize> GraphBoard<N> {
    /// The graph of nodes at `coords` (0-based column, 0-based row) with
    /// edges between orthogonal grid neighbours.
    ///
    /// # Panics
    /// If `N > 128`, a column is beyond `z` or two nodes share a coordinate
    /// (at compile time when used in a `const`).
    pub const fn grid_graph(coords: [(u8, u8); N]) -> GraphBoard<N> {
        assert!(N <= 128, "at most 128 nodes");
        let mut neighbours = [0u128; N];
        let mut i = 0;
        while i < N {
            assert!(coords[i].0 < 26, "columns are named a to z");
            let mut j = 0;
            while j < N {
                let (xi, yi) = (coords[i].0 as i32, coords[i].1 as i32);
                let (xj, yj) = (coords[j].0 as i32, coords[j].1 as i32);
                assert!(i == j || xi != xj || yi != yj, "two nodes share a place");
                let (dx, dy) = ((xi - xj).abs(), (yi - yj).abs());
                if dx + dy == 1 {
                    neighbours[i] |= 1u128 << j;
                }
                j += 1;
            }
            i += 1;
        }
        GraphBoard { coords, neighbours }
    }

    /// The number of nodes.
    pub const fn len(&self) -> usize {
        N
    }

    /// Whether the board has no node.
    pub const fn is_empty(&self) -> bool {
        N == 0
    }

    /// The (column, row) of a node, both 0-based.
    pub const fn coords(&self, node: u8) -> (u8, u8) {
        self.coords[node as usize]
    }

    /// The mask of a node's neighbours.
    pub const fn neighbours(&self, node: u8) -> u128 {
        self.neighbours[node as usize]
    }

    /// The number of neighbours of a node.
    pub const fn degree(&self, node: u8) -> u32 {
        self.neighbours[node as usize].count_ones()
    }

    /// The number of edges.
    pub const fn edge_count(&self) -> u32 {
        let mut sum = 0;
        let mut i = 0;
        while i < N {
            sum += self.neighbours[i].count_ones();
            i += 1;
        }
        sum / 2
    }

    /// The node at a coordinate, if any.
    pub const fn node_at(&self, column: u8, row: u8) -> Option<u8> {
        let mut i = 0;
        while i < N {
            if self.coords[i].0 == column && self.coords[i].1 == row {
                return Some(i as u8);
            }
            i += 1;
        }
        None
    }

    /// The name of a node, e.g. `i14`.
    pub fn node_name(&self, node: u8) -> String {
        let (x, y) = self.coords(node);
        let mut name = String::new();
        name.push((b'a' + x) as char);
        name.push_str(&(u32::from(y) + 1).to_string());
        name
    }

    /// Parses a node name.
    ///
    /// # Errors
    /// [`SquareError`] when the text is not a letter and a 1-based row naming
    /// a node of this board.
    pub fn parse_node(&self, text: &str) -> Result<u8, SquareError> {
        let bytes = text.as_bytes();
        let Some(&first) = bytes.first() else {
            return Err(SquareError::Empty);
        };
        let max_x = self.coords.iter().map(|c| c.0).max().unwrap_or(0);
        let max_y = self.coords.iter().map(|c| c.1).max().unwrap_or(0);
        if !first.is_ascii_lowercase() || first - b'a' > max_x {
            return Err(SquareError::BadFile {
                text: text.to_string(),
                last: (b'a' + max_x) as char,
            });
        }
        let bad_rank = || SquareError::BadRank {
            text: text.to_string(),
            height: max_y + 1,
        };
        let digits = &text[1..];
        if digits.is_empty() || digits.len() > 3 || digits.starts_with('0') {
            return Err(bad_rank());
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad_rank());
        }
        let row: u32 = digits.parse().map_err(|_| bad_rank())?;
        if row == 0 || row > u32::from(max_y) + 1 {
            return Err(bad_rank());
        }
        self.node_at(first - b'a', (row - 1) as u8)
            .ok_or_else(|| SquareError::NoNode(text.to_string()))
    }

    /// Breadth-first distances in edges from `from` to every node
    /// (`u8::MAX` where unreachable); a `const fn`, for compile-time tables.
    pub const fn distances(&self, from: u8) -> [u8; N] {
        let mut dist = [u8::MAX; N];
        dist[from as usize] = 0;
        let mut frontier = 1u128 << from;
        let mut seen = frontier;
        let mut d = 0;
        while frontier != 0 {
            d += 1;
            let mut next = 0;
            let mut f = frontier;
            while f != 0 {
                next |= self.neighbours[f.trailing_zeros() as usize];
                f &= f - 1;
            }
            next &= !seen;
            seen |= next;
            let mut n = next;
            while n != 0 {
                dist[n.trailing_zeros() as usize] = d;
                n &= n - 1;
            }
            frontier = next;
        }
        dist
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_ring_has_four_edges() {
        let ring = GraphBoard::grid_graph([(0, 0), (1, 0), (1, 1), (0, 1)]);
        assert_eq!(ring.edge_count(), 4);
        assert!((0..4).all(|n| ring.degree(n) == 2));
        assert_eq!(ring.distances(0), [0, 1, 2, 1]);
    }

    #[test]
    fn names_parse_and_refuse() {
        let g = GraphBoard::grid_graph([(0, 0), (2, 13)]);
        assert_eq!(g.parse_node("c14"), Ok(1));
        assert_eq!(g.node_name(1), "c14");
        assert_eq!(g.parse_node("b1"), Err(SquareError::NoNode("b1".into())));
        assert!(matches!(
            g.parse_node("d1"),
            Err(SquareError::BadFile { .. })
        ));
        assert!(matches!(
            g.parse_node("a15"),
            Err(SquareError::BadRank { .. })
        ));
        assert_eq!(g.parse_node(""), Err(SquareError::Empty));
        assert!(g.parse_node("é1").is_err());
    }

    #[test]
    fn unreachable_nodes_have_no_distance() {
        let g = GraphBoard::grid_graph([(0, 0), (5, 5)]);
        assert_eq!(g.distances(0), [0, u8::MAX]);
    }
}
