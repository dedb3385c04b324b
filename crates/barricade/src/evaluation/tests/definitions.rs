//! The evaluation's terms against oracles worked out from their
//! definitions: the barricades in front by a search from the goal, the
//! capture chance by walking every roll, the race clock by solving its
//! equation, and the race weights term by term.

use alloc::vec::Vec;

use ludeme_core::Game;

use super::positions;
use crate::board::nodes;
use crate::evaluation::clock::{self, CLOCK, CLOCK_LIMIT, HOUSE_DISTANCE};
use crate::evaluation::tuning::{Params, DEFAULT, RISK_WINDOW};
use crate::tests::setups;
use crate::{Node, PawnColour, Position};

/// The steps from every node to the goal, by breadth-first search.
fn goal_distances() -> [usize; crate::board::NODE_COUNT] {
    let mut distance = [usize::MAX; crate::board::NODE_COUNT];
    distance[usize::from(Node::GOAL.index())] = 0;
    let mut frontier = Vec::from([Node::GOAL]);
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for node in frontier {
            for other in nodes(node.neighbours()) {
                let i = usize::from(other.index());
                if distance[i] == usize::MAX {
                    distance[i] = distance[usize::from(node.index())] + 1;
                    next.push(other);
                }
            }
        }
        frontier = next;
    }
    distance
}

/// The fewest barricades on a shortest path from each node to the goal,
/// the node's own included, worked out from the goal outwards.
fn fewest_barricades_in_front(p: &Position) -> [u8; crate::board::NODE_COUNT] {
    let distance = goal_distances();
    let mut by_distance: Vec<Node> = nodes(crate::board::ALL_NODES).collect();
    by_distance.sort_by_key(|n| distance[usize::from(n.index())]);
    let mut fewest = [0u8; crate::board::NODE_COUNT];
    for &node in &by_distance[1..] {
        let i = usize::from(node.index());
        let onward = nodes(node.neighbours())
            .filter(|n| distance[usize::from(n.index())] + 1 == distance[i])
            .map(|n| fewest[usize::from(n.index())])
            .min()
            .expect("a step nearer the goal");
        fewest[i] = onward + u8::from(p.barricades() & node.bit() != 0);
    }
    fewest
}

#[test]
fn barricades_in_front_are_the_fewest_on_any_shortest_path() {
    for rules in setups() {
        for p in positions(&rules, 0..2).iter().step_by(7) {
            let fewest = fewest_barricades_in_front(p);
            let costs = p.fork_costs();
            for node in nodes(crate::board::ALL_NODES) {
                let i = usize::from(node.index());
                assert_eq!(p.barricades_in_front(i, &costs), fewest[i], "{p}: {node}");
            }
        }
    }
}

/// Whether a piece on `from` can end on `to` in exactly `steps` steps,
/// never visiting a node twice and passing over no barricade.
fn walks_to(p: &Position, from: Node, to: Node, steps: usize, visited: u128) -> bool {
    if steps == 0 {
        return from == to;
    }
    nodes(from.neighbours() & !visited).any(|next| {
        let passable = next == to || p.barricades() & next.bit() == 0;
        passable && walks_to(p, next, to, steps - 1, visited | next.bit())
    })
}

/// The chance that the side's piece on `node` is captured before its side
/// moves again: each enemy colour hits with the rolls that bring one of its
/// pieces there, or one entering (the entry is the first step); the
/// colours are independent.
fn capture_chance_by_rolls(p: &Position, node: Node, side: u8) -> f64 {
    let mut safe = 1.0;
    for enemy in PawnColour::ALL.into_iter().filter(|&c| p.plays(c)) {
        if p.side_of_colour(enemy).0 == side {
            continue;
        }
        let rolls = (1..=6usize)
            .filter(|&roll| {
                nodes(p.pieces(enemy)).any(|from| walks_to(p, from, node, roll, from.bit()))
                    || p.in_house(enemy) > 0
                        && (enemy.entry() == node && roll == 1
                            || walks_to(p, enemy.entry(), node, roll - 1, enemy.entry().bit()))
            })
            .count();
        safe *= 1.0 - rolls as f64 / 6.0;
    }
    1.0 - safe
}

#[test]
fn the_capture_chance_counts_the_rolls_of_every_enemy_colour() {
    let mut hit = 0;
    for rules in setups() {
        for p in positions(&rules, 0..2).iter().step_by(3) {
            if p.outcome().is_some() {
                continue;
            }
            let threats = p.threats();
            for colour in PawnColour::ALL.into_iter().filter(|&c| p.plays(c)) {
                let side = p.side_of_colour(colour).0;
                for node in nodes(p.pieces(colour)) {
                    let expected = capture_chance_by_rolls(p, node, side);
                    let chance = p.capture_chance(node, side, &threats);
                    assert!(
                        (chance - expected).abs() < 1e-12,
                        "{p}: {node}: {chance} against {expected}"
                    );
                    hit += usize::from(chance > 0.0);
                }
            }
        }
    }
    assert!(hit > 100, "{hit}");
}

#[test]
fn the_race_clock_is_the_expected_turns_of_a_lone_piece() {
    // A lone piece d steps from the goal moves the roll unless it
    // overshoots, so T(d) = 1 + Σ_r T(d − r or d) / 6: solved here by
    // iterating that equation to its fixed point.
    let mut turns = [0.0f64; clock::HOUSE_DISTANCE + 1];
    for _ in 0..4_000 {
        let last = turns;
        for d in 1..=clock::HOUSE_DISTANCE {
            let next: f64 = (1..=6)
                .map(|r| if r <= d { last[d - r] } else { last[d] })
                .sum();
            turns[d] = 1.0 + next / 6.0;
        }
    }
    assert!((turns[1] - 6.0).abs() < 1e-9 && (turns[7] - 7.0).abs() < 1e-9);
    for (d, &t) in turns.iter().enumerate() {
        // In quarter pips: turns × 3.5 pips × 4, rounded.
        let quarters = (t * 3.5 * 4.0).round() as u16;
        assert_eq!(CLOCK[d], quarters, "{d} steps: {t} turns");
    }
    assert_eq!(HOUSE_DISTANCE, 40, "the entry is 39 steps from the goal");
}

#[test]
fn the_weights_fall_exponentially_with_the_clock() {
    for slope in [0.02, 0.08, 0.3] {
        let table = clock::weights(slope);
        assert_eq!(table.len(), CLOCK_LIMIT);
        for (q, &w) in table.iter().enumerate() {
            let exact = (-slope * q as f64).exp();
            assert!(
                (w - exact).abs() <= 1e-9 * exact,
                "slope {slope}, {q}: {w} against {exact}"
            );
        }
    }
}

/// Each side's race weight as the documentation of [`Position::evaluate`]
/// and [`Params`] words it, from the oracles above: every piece weighs
/// `weights[clock]`, its clock in quarter pips being the lone piece's
/// expected turns from its distance (40 steps in the house) plus the
/// barricade cost per barricade in front, plus its colour's share of the
/// tempo by its place in turn order (the colour on turn none); a piece
/// within the risk window of its colour's leader and more than half the
/// window ahead of the house loses `risk × chance × (weight − house's)`.
/// Also counts how often a piece stood on each edge of the window with
/// something at stake, and how often a clock ran past the table's end:
/// `[leader's edge, house's edge, past the end]`.
fn documented_race_weights(p: &Position, params: &Params, edges: &mut [usize; 3]) -> [f64; 4] {
    let fewest = fewest_barricades_in_front(p);
    let distance = goal_distances();
    let in_play: Vec<PawnColour> = (0..4)
        .map(|k| PawnColour::ALL[(p.turn.index() + k) % 4])
        .filter(|&c| p.plays(c))
        .collect();
    let mut weights = [0.0; 4];
    for (place, &colour) in in_play.iter().enumerate() {
        let tempo = usize::from(params.tempo) * place / in_play.len();
        let mut clock = |steps: usize, node: Node| {
            let in_front = usize::from(fewest[usize::from(node.index())]);
            let q = usize::from(CLOCK[steps]) + usize::from(params.barricade) * in_front + tempo;
            edges[2] += usize::from(q >= CLOCK_LIMIT);
            q.min(CLOCK_LIMIT - 1)
        };
        let house_clock = clock(40, colour.entry());
        let house = params.weights[house_clock];
        let clocks: Vec<(Node, usize)> = nodes(p.pieces(colour))
            .map(|node| (node, clock(distance[usize::from(node.index())], node)))
            .collect();
        let leader = clocks.iter().map(|&(_, q)| q).fold(house_clock, usize::min);
        let side = p.side_of_colour(colour).0;
        let mut weight = f64::from(p.in_house(colour)) * house;
        for (node, q) in clocks {
            let w = params.weights[q];
            let chance = capture_chance_by_rolls(p, node, side);
            if chance > 0.0 && w != house {
                edges[0] += usize::from(q == leader + RISK_WINDOW);
                edges[1] += usize::from(q + RISK_WINDOW / 2 == house_clock);
            }
            let at_risk = q <= leader + RISK_WINDOW && q + RISK_WINDOW / 2 < house_clock;
            weight += if at_risk {
                w - params.risk * chance * (w - house)
            } else {
                w
            };
        }
        weights[usize::from(side)] += weight;
    }
    weights
}

#[test]
fn the_race_weights_add_up_the_documented_terms() {
    static GENTLE: clock::Weights = clock::weights(0.01);
    let knobs = [
        DEFAULT,
        // A dearer barricade and a longer tempo, whose clocks also run
        // past the end of the weight table.
        Params {
            weights: &GENTLE,
            barricade: 200,
            tempo: 36,
            risk: 0.5,
        },
        Params {
            tempo: 0,
            risk: 1.0,
            ..DEFAULT
        },
    ];
    let mut edges = [0; 3];
    for rules in setups() {
        for p in positions(&rules, 30..31).iter().step_by(3) {
            for params in &knobs {
                let expected = documented_race_weights(p, params, &mut edges);
                let weights = p.race_weights(params);
                for (w, e) in weights.iter().zip(expected) {
                    assert!(
                        (w - e).abs() <= 1e-12 * e.abs(),
                        "{p}: {weights:?} against {expected:?}"
                    );
                }
            }
        }
    }
    // Both edges of the risk window were met, with something at stake, and
    // the end of the table.
    assert!(edges.iter().all(|&n| n > 0), "{edges:?}");
}

#[test]
fn the_default_knobs_are_the_documented_ones() {
    // Each piece weighs e^(-0.08 × clock) for a clock in pips; the table
    // is by quarter pip.
    for (q, &w) in DEFAULT.weights.iter().enumerate() {
        let exact = (-0.08 * q as f64 / 4.0).exp();
        assert!(
            (w - exact).abs() <= 1e-9 * exact,
            "{q}: {w} against {exact}"
        );
    }
    // A turn (3.5 pips) ahead is 1.32 times the weight.
    let turn_ahead = DEFAULT.weights[0] / DEFAULT.weights[14];
    assert!((turn_ahead - 1.32).abs() < 0.005, "{turn_ahead}");
    // ¾ pip per barricade, 3 pips of tempo, ¾ of the progress at risk,
    // within 2 turns (7 pips) of the leader: in quarter pips.
    assert_eq!(DEFAULT.barricade, 3);
    assert_eq!(DEFAULT.tempo, 3 * 4);
    assert_eq!(DEFAULT.risk, 0.75);
    assert_eq!(RISK_WINDOW, 7 * 4);
}
