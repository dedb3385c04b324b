//! Generated moves against a naive oracle: a depth-first walk over the board
//! graph, written from the spec without the path tables.

use std::collections::{BTreeMap, BTreeSet};

use ludeme_barricade::{Move, Node, Origin, PawnColour, Position, Rules};
use ludeme_core::Game;

fn walk(at: Node, left: u8, seen: &mut Vec<Node>, barricades: u128, ends: &mut BTreeSet<Node>) {
    if left == 0 {
        ends.insert(at);
        return;
    }
    // Passing over a barricade is forbidden; ending on one is fine.
    if seen.len() > 1 && barricades & at.bit() != 0 {
        return;
    }
    let mut next = at.neighbours();
    while next != 0 {
        let n = Node::new(next.trailing_zeros() as u8).unwrap();
        next &= next - 1;
        if !seen.contains(&n) {
            seen.push(n);
            walk(n, left - 1, seen, barricades, ends);
            seen.pop();
        }
    }
}

fn naive_moves(p: &Position) -> BTreeSet<Move> {
    let mut out = BTreeSet::new();
    let Some(die) = p.die() else { return out };
    if p.outcome().is_some() {
        return out;
    }
    let us = p.turn();
    let rules = p.rules();
    let mut origins = Vec::new();
    if p.pieces(us).count_ones() < 5 {
        origins.push(Origin::House);
    }
    for i in 0..112 {
        let n = Node::new(i).unwrap();
        if p.pieces(us) & n.bit() != 0 {
            origins.push(Origin::Node(n));
        }
    }
    for from in origins {
        let mut ends = BTreeSet::new();
        match from {
            // From the house the entry is step 1; it is never a barricade.
            Origin::House => walk(
                us.entry(),
                die - 1,
                &mut vec![us.entry()],
                p.barricades(),
                &mut ends,
            ),
            Origin::Node(n) => walk(n, die, &mut vec![n], p.barricades(), &mut ends),
        }
        // `walk` checks the barricade when leaving a node it passes over,
        // except the start itself (seen.len() == 1).
        for to in ends {
            let owner = PawnColour::ALL
                .into_iter()
                .find(|c| p.pieces(*c) & to.bit() != 0);
            if owner == Some(us) {
                continue;
            }
            if rules.protect_partners && owner.is_some_and(|o| rules.partners(us, o)) {
                continue;
            }
            if p.barricades() & to.bit() == 0 {
                out.insert(Move::Go {
                    from,
                    to,
                    barricade: None,
                });
                continue;
            }
            for i in 0..112 {
                let place = Node::new(i).unwrap();
                let (_, row) = place.coords();
                let closed_row = row == 1 || (rules.no_barricades_on_rows_1_and_2 && row == 2);
                let barricade_after = p.barricades() & place.bit() != 0 && place != to;
                let piece_after = place == to
                    || (p.all_pieces() & place.bit() != 0 && Origin::Node(place) != from);
                if !closed_row && place != Node::GOAL && !barricade_after && !piece_after {
                    out.insert(Move::Go {
                        from,
                        to,
                        barricade: Some(place),
                    });
                }
            }
        }
    }
    if out.is_empty() {
        out.insert(Move::Pass);
    }
    out
}

fn generated(p: &Position) -> BTreeSet<Move> {
    p.legal_moves().into_iter().collect()
}

/// `Position::destinations` and `Position::placements` of every origin
/// (the house and the 112 nodes) against the naive moves: the ends of an
/// origin's moves, and for each end the placements of its moves (none when
/// the end holds no barricade); with `checked_legality`, `is_legal` of the
/// moves without a placement too.
fn assert_reach_queries_agree(p: &Position, naive: &BTreeSet<Move>, checked_legality: bool) {
    let mut ends: BTreeMap<Origin, u128> = BTreeMap::new();
    let mut places: BTreeMap<(Origin, Node), u128> = BTreeMap::new();
    for m in naive {
        if let Move::Go {
            from,
            to,
            barricade,
        } = *m
        {
            *ends.entry(from).or_default() |= to.bit();
            let at = places.entry((from, to)).or_default();
            if let Some(place) = barricade {
                *at |= place.bit();
            }
        }
    }
    let origins =
        std::iter::once(Origin::House).chain((0..112).map(|i| Origin::Node(Node::new(i).unwrap())));
    for origin in origins {
        let expected = ends.get(&origin).copied().unwrap_or(0);
        assert_eq!(p.destinations(origin), expected, "{p} {origin:?}");
        if checked_legality {
            for i in 0..112 {
                let mv = Move::Go {
                    from: origin,
                    to: Node::new(i).unwrap(),
                    barricade: None,
                };
                assert_eq!(p.is_legal(mv), naive.contains(&mv), "{p} {mv}");
            }
        }
    }
    for (&(origin, to), &expected) in &places {
        assert_eq!(p.placements(origin, to), expected, "{p} {origin:?} {to}");
    }
}

#[test]
fn generation_equals_the_naive_walk_along_random_games() {
    let setups = [
        Rules::default(),
        Rules::default()
            .with_protect_partners(true)
            .with_no_barricades_on_rows_1_and_2(true),
    ];
    let mut checked = 0;
    for rules in setups {
        for seed in 0..25 {
            let game = ludeme_core::random_playout(&Position::start_with(&rules), seed, 400);
            let mut p = Position::start_with(&rules);
            for mv in game.moves {
                if p.die().is_some() {
                    let naive = naive_moves(&p);
                    assert_eq!(generated(&p), naive, "{p}");
                    assert_eq!(p.legal_move_count(), naive.len(), "{p}");
                    if checked % 7 == 0 {
                        assert_reach_queries_agree(&p, &naive, checked % 49 == 0);
                        assert_eq!(p.is_legal(Move::Pass), naive.contains(&Move::Pass), "{p}");
                    }
                    checked += 1;
                }
                p.play_unchecked(mv);
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn every_die_from_every_state_of_a_game_equals_the_naive_walk() {
    let game = ludeme_core::random_playout(&Position::start(), 77, 600);
    let mut p = Position::start();
    for mv in game.moves {
        if p.die().is_none() && p.outcome().is_none() {
            for die in 1..=6 {
                let mut rolled = p;
                rolled.play(Move::Roll(die)).unwrap();
                assert_eq!(generated(&rolled), naive_moves(&rolled), "{rolled}");
            }
        }
        p.play_unchecked(mv);
    }
}
