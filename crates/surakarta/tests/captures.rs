//! Every capture clause of the spec on hand-made positions with their exact
//! move sets, and generated captures against a naive walker built from the
//! spec's own circuit listings.

mod common;

use std::collections::BTreeSet;

use common::generated_captures;
use ludeme_core::Game;
use ludeme_surakarta::{Colour, IllegalMove, Move, Position, Rules, NO_PIECES};
use proptest::prelude::*;

fn moves(text: &str) -> Vec<String> {
    let p: Position = text.parse().unwrap();
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<Move> = list.iter().map(|m| m.parse().unwrap()).collect();
    v.sort();
    v.iter().map(|m| m.to_string()).collect()
}

#[test]
fn several_paths_to_one_target_give_one_move() {
    // b2 reaches c2 over b1 and a loop, and the other way round the circuit.
    assert_eq!(
        moves("6/6/6/6/1wb3/6 w"),
        sorted(&["b2-a1", "b2-b1", "b2-c1", "b2-a2", "b2xc2", "b2-a3", "b2-b3", "b2-c3"])
    );
}

#[test]
fn a_capture_passes_back_over_its_own_start_point() {
    // From b2 down to b1, round the loop to a2, back over b2 itself to c2;
    // and the other way, a2, loop, b1, b2 again, b3. Without the own start
    // counting as empty neither capture exists (the direct rays meet the
    // targets before any loop).
    assert_eq!(
        moves("6/6/6/1b4/1wb3/6 w"),
        sorted(&["b2-a1", "b2-b1", "b2-c1", "b2-a2", "b2xc2", "b2-a3", "b2xb3", "b2-c3"])
    );
}

#[test]
fn a_capture_the_long_way_through_four_loops() {
    // f2 can not take d2 or c2 leftwards (no loop first). Rightwards it runs
    // the whole inner circuit: loop, file e up, loop, rank 5 left, loop, file
    // b down, loop, a2, b2, and takes c2 — the first piece it meets.
    assert_eq!(
        moves("6/6/6/6/2bb1w/6 w"),
        sorted(&["f2-e1", "f2-f1", "f2-e2", "f2xc2", "f2-e3", "f2-f3"])
    );
}

#[test]
fn a_ray_blocked_before_any_loop_yields_nothing() {
    // a3 → b3 → c3 meets the enemy before any loop: no capture, and f3 behind
    // it can not be reached. The other way (loop, c1, c2) meets White's own c2.
    assert_eq!(
        moves("6/6/6/w1b2b/2w3/6 w"),
        sorted(&[
            "c2-b1", "c2-c1", "c2-d1", "a3-a2", "a3-b2", "c2-b2", "c2-d2", "a3-b3", "c2-b3",
            "c2-d3", "a3-a4", "a3-b4",
        ])
    );
}

#[test]
fn corner_points_never_capture_nor_are_captured() {
    // White on the corners with open circuits all round: only steps.
    let p: Position = "w4w/6/6/6/6/w4w w".parse().unwrap();
    assert!(p.legal_moves().iter().all(|m| !m.is_capture()));
    // Black's pieces with open circuits can not reach the corners either.
    let q: Position = "w4w/2b3/6/3b2/6/w4w b".parse().unwrap();
    assert!(q.legal_moves().iter().all(|m| !m.is_capture()));
}

#[test]
fn illegal_moves_are_named_and_leave_the_position_unchanged() {
    let cases = [
        ("6/6/6/6/2bb1w/6 w", "f2xd2", "NoLoopPassed"),
        ("6/6/6/w1b2b/2w3/6 w", "a3xf3", "PathBlocked"),
        ("b5/6/6/6/6/w5 w", "a1xa6", "NotOnCircuit"),
        ("6/6/6/6/1wb3/6 w", "b2-c2", "DestinationOccupied"),
        ("6/6/6/6/1wb3/6 w", "b2-b4", "NotAdjacent"),
        ("6/6/6/6/1wb3/6 w", "c2-c3", "NotYourPiece"),
        ("6/6/6/6/1wb3/6 w", "b2xb3", "NothingToCapture"),
        ("6/6/6/6/1wb3/6 b", "b2-b3", "NotYourPiece"),
    ];
    for (text, mv, reason) in cases {
        let mut p: Position = text.parse().unwrap();
        let before = p;
        let err = p.play(mv.parse().unwrap()).unwrap_err();
        assert!(
            format!("{err:?}").starts_with(reason),
            "{text} {mv}: {err:?}"
        );
        assert!(!err.to_string().is_empty());
        assert_eq!(p, before);
    }
    let mut orth = Position::from_text(
        "6/6/6/6/1wb3/6 w",
        &Rules::default().with_orthogonal_steps(true),
    )
    .unwrap();
    assert_eq!(
        orth.play("b2-c3".parse().unwrap()),
        Err(IllegalMove::DiagonalStep)
    );
}

#[test]
fn game_over_positions_have_no_moves() {
    let no_black: Position = "6/6/6/6/1w4/6 w".parse().unwrap();
    assert!(no_black.legal_moves().is_empty());
    assert_eq!(
        no_black.outcome().unwrap().winner(),
        Some(Colour::White.side())
    );
    let no_white: Position = "6/6/6/6/1b4/6 w".parse().unwrap();
    assert_eq!(ludeme_core::perft(&no_white, 1), 0);
    assert_eq!(no_white.outcome().unwrap().reason(), NO_PIECES);
    assert_eq!(
        no_white.outcome().unwrap().reason().to_string(),
        "no pieces left"
    );
    // White on a1 is walled in by Black (which it can not capture from a
    // corner): no legal move, and Black has more pieces.
    let walled: Position = "6/6/6/6/bb4/wb4 w".parse().unwrap();
    assert!(walled.legal_moves().is_empty());
    let outcome = walled.outcome().unwrap();
    assert_eq!(outcome.reason(), ludeme_core::EndReason::NoLegalMove);
    assert_eq!(outcome.winner(), Some(Colour::Black.side()));
}

#[test]
fn a_piece_without_a_step_that_can_capture_keeps_the_game_going() {
    // White a2 is hemmed in by Black on a1, a3, b1, b2 and b3: no step.
    // Along the inner circuit's rank 2 it meets b2 before any loop; the other
    // way it runs through the loop below b1 and lands on b1: a capture.
    let p: Position = "6/6/6/bb4/wb4/bb4 w".parse().unwrap();
    let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(moves, ["a2xb1"]);
    assert!(p.has_legal_move());
    assert_eq!(p.outcome(), None);
}

#[test]
fn only_a_piece_of_the_side_to_move_has_capture_targets() {
    // White's b2 takes c5 round the inner circuit's bottom-left loop.
    let p: Position = "6/2b3/6/6/1w4/6 w".parse().unwrap();
    assert_eq!(p.capture_targets(point("b2")), 1 << point("c5"));
    // The same board with b2 empty (White keeps a piece on f1): nothing
    // from b2, though the same ray would reach c5; nothing from off the board.
    let empty: Position = "6/2b3/6/6/6/5w w".parse().unwrap();
    for from in [point("b2"), 36, 63, 64, 255] {
        assert_eq!(empty.capture_targets(from), 0, "from {from}");
    }
    // Black to move: b2 holds a piece, but not one of Black's.
    let black: Position = "6/2w3/6/6/1w4/6 b".parse().unwrap();
    assert_eq!(black.capture_targets(point("b2")), 0);
}

#[test]
fn a_move_debugs_as_its_text() {
    let capture: ludeme_surakarta::Move = "a2xb1".parse().unwrap();
    let step: ludeme_surakarta::Move = "c3-d4".parse().unwrap();
    assert_eq!(format!("{capture:?} {step:?}"), "a2xb1 c3-d4");
}

#[test]
fn position_text_errors_are_precise() {
    let cases = [
        ("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww", "missing side"),
        ("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww x", "bad side"),
        ("bbbbbb/bbbbbb/6/6/wwwwww w", "5 ranks, expected 6"),
        ("bbbbbb/bbbbbb/6/5/wwwwww/wwwwww w", "rank 3 has 5 points"),
        ("bbbbbb/bbbbbb/6/7/wwwwww/wwwwww w", "'7' on rank 3"),
        ("bbbbbb/bbbbbq/6/6/wwwwww/wwwwww w", "'q' on rank 5"),
        ("bbbbbb/bbbbbb/b5/6/wwwwww/wwwwww w", "black has 13 pieces"),
        ("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w extra", "after the side"),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "{text:?}: {err}");
    }
}

/// The spec's circuit listings, entry by entry (a point where a circuit
/// crosses itself is listed twice).
const CIRCUITS: [&str; 2] = [
    "a2 b2 c2 d2 e2 f2 e1 e2 e3 e4 e5 e6 f5 e5 d5 c5 b5 a5 b6 b5 b4 b3 b2 b1",
    "a3 b3 c3 d3 e3 f3 d1 d2 d3 d4 d5 d6 f4 e4 d4 c4 b4 a4 c6 c5 c4 c3 c2 c1",
];

fn point(name: &str) -> u8 {
    let b = name.as_bytes();
    (b[1] - b'1') * 6 + (b[0] - b'a')
}

fn name(point: u8) -> String {
    format!("{}{}", char::from(b'a' + point % 6), point / 6 + 1)
}

/// A naive capture ray walker written from the spec's circuit listings: from
/// every entry of `from` on a circuit, both ways, one entry at a time,
/// counting the loops passed (the turn from one segment's end into the
/// next), up to the first occupied point other than `from` itself. Each ray
/// gives the point it meets and whether it passed a loop first.
fn naive_rays(p: &Position, from: u8) -> Vec<(u8, bool)> {
    let mut rays = Vec::new();
    for circuit in CIRCUITS {
        let ring: Vec<u8> = circuit.split(' ').map(point).collect();
        for (start, _) in ring.iter().enumerate().filter(|&(_, &q)| q == from) {
            for forward in [true, false] {
                let mut at = start;
                let mut loops = 0;
                for _ in 0..ring.len() * 2 {
                    let next = if forward {
                        (at + 1) % 24
                    } else {
                        (at + 23) % 24
                    };
                    let crossing = if forward { at % 6 == 5 } else { next % 6 == 5 };
                    loops += usize::from(crossing);
                    at = next;
                    let met = ring[at];
                    if met != from && p.piece_at(met).is_some() {
                        rays.push((met, loops > 0));
                        break;
                    }
                }
            }
        }
    }
    rays
}

/// The spec's captures: a ray that passed a loop and meets an enemy.
fn naive_captures(p: &Position) -> BTreeSet<(u8, u8)> {
    let us = p.turn();
    let mut out = BTreeSet::new();
    for from in (0..36).filter(|&q| p.piece_at(q) == Some(us)) {
        for (met, looped) in naive_rays(p, from) {
            if looped && p.piece_at(met) == Some(us.other()) {
                out.insert((from, met));
            }
        }
    }
    out
}

/// Whether `a` and `b` are neighbours (`orthogonal`: sharing a side).
fn neighbours(a: u8, b: u8, orthogonal: bool) -> bool {
    let (df, dr) = ((a % 6).abs_diff(b % 6), (a / 6).abs_diff(b / 6));
    (df, dr) != (0, 0) && df <= 1 && dr <= 1 && !(orthogonal && df + dr == 2)
}

/// The spec's steps: to an empty neighbour.
fn naive_steps(p: &Position, orthogonal: bool) -> BTreeSet<(u8, u8)> {
    let us = p.turn();
    let mut out = BTreeSet::new();
    for from in (0..36).filter(|&q| p.piece_at(q) == Some(us)) {
        for to in (0..36).filter(|&q| p.piece_at(q).is_none()) {
            if neighbours(from, to, orthogonal) {
                out.insert((from, to));
            }
        }
    }
    out
}

/// The spec's legal moves of a position, and whether its game is over.
struct NaiveMoves {
    steps: BTreeSet<(u8, u8)>,
    captures: BTreeSet<(u8, u8)>,
    over: bool,
}

impl NaiveMoves {
    fn of(p: &Position, orthogonal: bool) -> Self {
        let (steps, captures) = (naive_steps(p, orthogonal), naive_captures(p));
        let side_empty = |c: Colour| (0..36).all(|q| p.piece_at(q) != Some(c));
        let over = side_empty(Colour::White)
            || side_empty(Colour::Black)
            || steps.is_empty() && captures.is_empty();
        NaiveMoves {
            steps,
            captures,
            over,
        }
    }
}

/// Why the spec refuses `mv` here, as the message of the error it names
/// (`None`: legal), worked out from the naive walker and the board alone.
fn naive_refusal(p: &Position, legal: &NaiveMoves, mv: Move) -> Option<String> {
    let (from, to, us) = (mv.from(), mv.to(), p.turn());
    let pair = (from, to);
    let NaiveMoves {
        steps,
        captures,
        over,
    } = legal;
    if *over {
        return Some("the game is over".into());
    }
    if p.piece_at(from) != Some(us) {
        return Some(format!("no {us} piece on {}", name(from)));
    }
    if !mv.is_capture() {
        return if steps.contains(&pair) {
            None
        } else if !neighbours(from, to, false) && from != to {
            Some(format!("{} is not next to {}", name(to), name(from)))
        } else if p.piece_at(to).is_some() {
            Some(format!(
                "{} is occupied: a step needs an empty point",
                name(to)
            ))
        } else {
            Some("diagonal steps are not allowed under these rules".into())
        };
    }
    if captures.contains(&pair) {
        return None;
    }
    if p.piece_at(to) != Some(us.other()) {
        return Some(format!("a capture needs an enemy piece on {}", name(to)));
    }
    let rays = naive_rays(p, from);
    if rays.is_empty()
        && !CIRCUITS
            .iter()
            .any(|c| c.split(' ').any(|q| point(q) == from))
    {
        return Some(format!(
            "{} lies on no circuit: it cannot capture",
            name(from)
        ));
    }
    if rays.contains(&(to, false)) {
        Some(format!(
            "the path from {} reaches {} without passing a loop",
            name(from),
            name(to)
        ))
    } else {
        Some(format!(
            "every circuit path from {} is blocked before {}",
            name(from),
            name(to)
        ))
    }
}

/// Every step and capture between any two points of `p`, refused or played
/// as the spec says; a refused move leaves the position as it was.
fn check_refusals(p: &Position, orthogonal: bool) {
    let legal = NaiveMoves::of(p, orthogonal);
    for from in 0..36 {
        for to in 0..36 {
            for mv in [Move::step(from, to), Move::capture(from, to)] {
                let expected = naive_refusal(p, &legal, mv);
                let mut played = *p;
                let got = played.play(mv).err().map(|e| e.to_string());
                assert_eq!(got, expected, "{p} {mv}");
                assert_eq!(p.is_legal(mv), expected.is_none(), "{p} {mv}");
                if got.is_some() {
                    assert_eq!(played, *p, "{p} {mv}");
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    #[test]
    fn captures_equal_the_naive_walker(white in 0u64..(1 << 36), black in 0u64..(1 << 36), black_to_move: bool) {
        let mut p = Position::empty(if black_to_move { Colour::Black } else { Colour::White }, Rules::default());
        // Sparse random boards: keep a third of the bits of each.
        let thin = white & (white >> 1) & black.rotate_left(7);
        let black = black & (black >> 2) & !thin & white.rotate_left(11);
        for point in 0..36u8 {
            if thin >> point & 1 == 1 {
                p = p.put(Colour::White, point);
            } else if black >> point & 1 == 1 {
                p = p.put(Colour::Black, point);
            }
        }
        prop_assume!(p.pieces(Colour::White).count_ones() <= 12 && p.pieces(Colour::Black).count_ones() <= 12);
        prop_assume!(p.pieces(Colour::White) != 0 && p.pieces(Colour::Black) != 0);
        prop_assert_eq!(generated_captures(&p), naive_captures(&p), "{}", p);
        prop_assert!(generated_captures(&p).iter().all(|&(a, b)| ![0, 5, 30, 35].contains(&a) && ![0, 5, 30, 35].contains(&b)));
    }
}

#[test]
fn every_move_is_refused_for_the_spec_reason_along_random_games() {
    for orthogonal in [false, true] {
        let rules = Rules::default().with_orthogonal_steps(orthogonal);
        let start = Position::start_with(&rules);
        for seed in 0..6 {
            let game = ludeme_core::random_playout(&start, seed, 300);
            let mut p = start;
            for (ply, mv) in game.moves.into_iter().enumerate() {
                if ply % 7 == 0 {
                    check_refusals(&p, orthogonal);
                }
                p.play_unchecked(mv);
            }
            check_refusals(&p, orthogonal);
        }
    }
    // Over for want of pieces, over for want of a move, and a lone capture.
    for text in [
        "6/6/6/6/1w4/6 w",
        "6/6/6/6/bb4/wb4 w",
        "6/6/6/bb4/wb4/bb4 w",
    ] {
        check_refusals(&text.parse().unwrap(), false);
    }
}

#[test]
fn captures_equal_the_naive_walker_along_random_games() {
    ludeme_testing::check_before_each_move(&Position::start(), 0..200, 300, |p| {
        assert_eq!(generated_captures(p), naive_captures(p), "{p}");
    });
}
