//! Bas-basan sepur (7×7): captures against a naive walker whose circuits are
//! built from the spec's construction (row k left→right, column n−1−k
//! bottom→top, row n−1−k right→left, column k top→bottom, a loop after each
//! run), with and without the middle circuit.

mod common;

use std::collections::BTreeSet;

use common::generated_captures;
use ludeme_core::Game;
use ludeme_surakarta::{BasBasan, BasBasanRules, Colour};

const N: usize = 7;

fn circuit(k: usize) -> Vec<u8> {
    let p = |file: usize, rank: usize| (rank * N + file) as u8;
    let mut ring = Vec::new();
    ring.extend((0..N).map(|i| p(i, k)));
    ring.extend((0..N).map(|i| p(N - 1 - k, i)));
    ring.extend((0..N).map(|i| p(N - 1 - i, N - 1 - k)));
    ring.extend((0..N).map(|i| p(k, N - 1 - i)));
    ring
}

fn naive_captures(p: &BasBasan, middle: bool) -> BTreeSet<(u8, u8)> {
    let mut circuits = vec![circuit(1), circuit(2)];
    if middle {
        circuits.push(circuit(3));
    }
    let us = p.turn();
    let mut out = BTreeSet::new();
    for ring in &circuits {
        let len = ring.len();
        for (start, &from) in ring.iter().enumerate() {
            if p.piece_at(from) != Some(us) {
                continue;
            }
            for forward in [true, false] {
                let (mut at, mut loops) = (start, 0);
                for _ in 0..2 * len {
                    let next = if forward {
                        (at + 1) % len
                    } else {
                        (at + len - 1) % len
                    };
                    // A loop joins the last entry of a run to the first of the next.
                    let joint = if forward {
                        at % N == N - 1
                    } else {
                        next % N == N - 1
                    };
                    loops += usize::from(joint);
                    at = next;
                    let point = ring[at];
                    if point == from {
                        continue;
                    }
                    if let Some(colour) = p.piece_at(point) {
                        if colour != us && loops > 0 {
                            out.insert((from, point));
                        }
                        break;
                    }
                }
            }
        }
    }
    out
}

#[test]
fn captures_equal_the_naive_walker_along_random_games() {
    for middle in [false, true] {
        let rules = BasBasanRules::default().with_middle_circuit(middle);
        let start = BasBasan::start_with(&rules);
        assert_eq!(start.to_string(), "bbbbbbb/bbbbbbb/7/7/7/wwwwwww/wwwwwww w");
        let mut captures = 0;
        ludeme_testing::check_before_each_move(&start, 0..60, 400, |p| {
            let naive = naive_captures(p, middle);
            assert_eq!(generated_captures(p), naive, "{p}");
            captures += naive.len();
        });
        assert!(captures > 100, "only {captures} captures seen");
    }
}

#[test]
fn the_centre_lies_four_times_on_the_middle_circuit() {
    // d4 alone against a black piece on d7: with the middle circuit the
    // centre reaches d7 round a loop; without it, d4 is on no circuit.
    let text = "3b3/7/7/3w3/7/7/7 w";
    let plain = BasBasan::from_text(text, &BasBasanRules::default()).unwrap();
    assert!(generated_captures(&plain).is_empty());
    let middle =
        BasBasan::from_text(text, &BasBasanRules::default().with_middle_circuit(true)).unwrap();
    assert_eq!(generated_captures(&middle), naive_captures(&middle, true));
    assert!(!generated_captures(&middle).is_empty());
    // So d4xd7 is a capture with the middle circuit, and refused without it
    // for the reason that d4 lies on no circuit.
    let capture: <BasBasan as Game>::Move = "d4xd7".parse().unwrap();
    assert!(middle.is_legal(capture));
    let mut refused = plain;
    assert_eq!(
        refused.play(capture).unwrap_err().to_string(),
        "d4 lies on no circuit: it cannot capture"
    );
    assert_eq!(refused, plain);
    assert_eq!(middle.pieces(Colour::White).count_ones(), 1);
    // Bas-basan steps are orthogonal by default: 4 from the centre.
    assert_eq!(plain.legal_moves().len(), 4);
}
