//! The action numbers and the observation planes, checked against the
//! layout documented in `actions.rs`, read from the moves' parts and the
//! position's public state.

use alloc::vec;
use alloc::vec::Vec;

use ludeme_core::{ActionSteps, Actions, Game};
use ludeme_testing::playout_states;

use super::{origin_node, setups};
use crate::{Move, Node, Origin, PawnColour, Position};

const PLANE: usize = 14 * 17;

/// The square of a node's plane cell: row 1 is row 0, column `a` column 0.
fn cell(node: Node) -> usize {
    let name = node.to_string();
    let column = usize::from(name.as_bytes()[0] - b'a');
    let row: usize = name[1..].parse().unwrap();
    (row - 1) * 17 + column
}

/// The observation as documented, with `pending` the node pair of a
/// piece's move decided first.
fn documented(p: &Position, pending: Option<(Node, Node)>) -> Vec<f32> {
    let mut out = vec![0.0f32; 18 * PLANE];
    let mark = |out: &mut Vec<f32>, plane: usize, node: Node| out[plane * PLANE + cell(node)] = 1.0;
    // The colours in play in turn order (red, green, yellow, blue, round)
    // from the colour to move.
    let first = PawnColour::ALL.iter().position(|&c| c == p.turn()).unwrap();
    let order: Vec<PawnColour> = (0..4)
        .map(|i| PawnColour::ALL[(first + i) % 4])
        .filter(|&c| p.plays(c))
        .collect();
    for node in crate::nodes(crate::board::ALL_NODES) {
        for (i, &colour) in order.iter().enumerate() {
            if p.piece_at(node) == Some(colour) {
                mark(&mut out, i, node);
            }
        }
        if p.barricades() & node.bit() != 0 {
            mark(&mut out, 4, node);
        }
        mark(&mut out, 5, node);
    }
    for (i, &colour) in order.iter().enumerate() {
        out[(6 + i) * PLANE..(7 + i) * PLANE].fill(p.in_house(colour) as f32 / 5.0);
    }
    if let Some(die) = p.die() {
        let plane = 10 + usize::from(die) - 1;
        out[plane * PLANE..(plane + 1) * PLANE].fill(1.0);
    }
    if let Some((from, to)) = pending {
        mark(&mut out, 16, from);
        mark(&mut out, 17, to);
    }
    out
}

/// The action numbers of `mv`, as documented: the rolls 0–5, pass 6, a
/// piece's move `7 + from · 112 + to` (the house is origin 112), then the
/// placement `12,663 + node`.
fn documented_actions(mv: Move) -> ActionSteps {
    let go = |from: Origin, to: Node| {
        let origin = origin_node(from).map_or(112, |node| u32::from(node.index()));
        7 + origin * 112 + u32::from(to.index())
    };
    let placement = |node: Node| 12_663 + u32::from(node.index());
    match mv {
        Move::Roll(die) => ActionSteps::One(u32::from(die - 1)),
        Move::Pass => ActionSteps::One(6),
        Move::Go {
            from,
            to,
            barricade: None,
        } => ActionSteps::One(go(from, to)),
        Move::Go {
            from,
            to,
            barricade: Some(node),
        } => ActionSteps::Two(go(from, to), placement(node)),
    }
}

#[test]
fn actions_and_observations_follow_the_documented_layout() {
    let mut two_step = 0;
    for rules in setups() {
        let start = Position::start_with(&rules);
        assert_eq!(Position::num_actions(&rules), 7 + 113 * 112 + 112);
        assert_eq!(Position::observation_shape(&rules), [18, 14, 17]);
        for p in playout_states(&start, 0..2, 800).iter().step_by(5) {
            let mut out = vec![0.0f32; 18 * PLANE];
            p.observe(&[], &mut out);
            assert_eq!(out, documented(p, None), "{p}");
            let mut pending_checked = 0;
            for &mv in p.legal_moves().iter() {
                let expected = documented_actions(mv);
                assert_eq!(p.actions_of(mv), expected, "{p}: {mv}");
                // The first decision of a move onto a barricade, pending:
                // checked on the first four such moves of a position.
                let (ActionSteps::Two(go, _), Move::Go { from, to, .. }) = (expected, mv) else {
                    continue;
                };
                if pending_checked == 4 {
                    continue;
                }
                pending_checked += 1;
                let from = origin_node(from).unwrap_or(p.turn().entry());
                let mut out = vec![0.0f32; 18 * PLANE];
                p.observe(&[go], &mut out);
                assert_eq!(out, documented(p, Some((from, to))), "{p}: {mv} pending");
                two_step += 1;
            }
        }
    }
    assert!(two_step > 50, "{two_step}");
}
