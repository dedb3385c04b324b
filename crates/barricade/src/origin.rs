//! Where a piece starts its move: its house or a node ([`Origin`]).

use core::fmt;

use crate::Node;

/// Where a piece starts its move: its house or a node.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Origin {
    /// The colour's house (pieces there are interchangeable).
    House,
    /// A node of the board.
    Node(Node),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::House => f.write_str("h"),
            Origin::Node(node) => node.fmt(f),
        }
    }
}
