//! Barricade's move space, offered to `play` by the test battery.

use alloc::vec::Vec;

use crate::board::ALL_NODES;
use crate::{Move, Node, Origin, Position};

impl Position {
    /// Every roll 0–7, `pass`, every (origin, destination) without placement,
    /// and — for the origins of the colour to move, onto each barricade —
    /// every placement node.
    pub(crate) fn candidate_moves(&self) -> Vec<Move> {
        let nodes: Vec<Node> = crate::nodes(ALL_NODES).collect();
        let origins: Vec<Origin> = core::iter::once(Origin::House)
            .chain(nodes.iter().map(|&n| Origin::Node(n)))
            .collect();
        let mut moves: Vec<Move> = (0..=7).map(Move::Roll).collect();
        moves.push(Move::Pass);
        for &from in &origins {
            for &to in &nodes {
                if from != Origin::Node(to) {
                    moves.push(Move::Go {
                        from,
                        to,
                        barricade: None,
                    });
                }
            }
        }
        let ours = self.pieces(self.turn());
        let own_origins = origins.iter().filter(|o| match o {
            Origin::House => true,
            Origin::Node(n) => ours & n.bit() != 0,
        });
        for &from in own_origins {
            for to in crate::nodes(self.barricades()) {
                for &place in &nodes {
                    moves.push(Move::Go {
                        from,
                        to,
                        barricade: Some(place),
                    });
                }
            }
        }
        moves
    }
}
