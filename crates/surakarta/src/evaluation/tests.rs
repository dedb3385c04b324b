use alloc::vec::Vec;

use ludeme_core::{random_playout, Game, Heuristic, Side, Variants};

use super::*;
use crate::{BasBasan, BasBasanRules, Move, Position, Rules, RulesOn};

/// Every position of a few random playouts from `start` (the finished
/// last ones included).
fn playout_positions<const N: usize>(start: &PositionOn<N>, games: u64) -> Vec<PositionOn<N>> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let playout = random_playout(start, seed, 400);
        let mut p = *start;
        positions.push(p);
        for &mv in &playout.moves {
            p.play_unchecked(mv);
            positions.push(p);
        }
    }
    positions
}

/// A 6×6 position from its text.
fn six(text: &str) -> Position {
    text.parse().expect("a 6×6 position")
}

fn starts() -> (Vec<Position>, Vec<BasBasan>) {
    let six = Rules::VARIANTS
        .iter()
        .map(|v| Position::start_with(&Rules::from_variant(v.name).unwrap()))
        .collect();
    let seven = BasBasanRules::VARIANTS
        .iter()
        .map(|v| BasBasan::start_with(&BasBasanRules::from_variant(v.name).unwrap()))
        .collect();
    (six, seven)
}

fn check_symmetric_and_exact<const N: usize>(start: &PositionOn<N>) -> usize {
    let mut finished = 0;
    for p in playout_positions(start, 16) {
        for f in [PositionOn::<N>::evaluate, PositionOn::<N>::plain_evaluate] {
            let (white, black) = (f(&p, Side(0)), f(&p, Side(1)));
            assert!(
                (white + black - 1.0).abs() < 1e-12,
                "{p}: {white} + {black}"
            );
            assert!((0.0..=1.0).contains(&white), "{p}: {white}");
            match p.outcome() {
                Some(outcome) => {
                    assert_eq!(white, outcome.value_for(Side(0)), "{p}");
                    assert_eq!(black, outcome.value_for(Side(1)), "{p}");
                }
                None => assert!(0.0 < white && white < 1.0, "{p}: {white}"),
            }
        }
        finished += usize::from(p.outcome().is_some());
    }
    finished
}

#[test]
fn the_sides_values_add_up_to_one_and_finished_games_are_exact() {
    let (six, seven) = starts();
    let mut finished = 0;
    for start in &six {
        finished += check_symmetric_and_exact(start);
    }
    for start in &seven {
        finished += check_symmetric_and_exact(start);
    }
    // Random games end (no pieces or no move) often enough to test.
    assert!(finished > 0);
}

#[test]
fn the_start_is_level() {
    let (six, seven) = starts();
    for p in &six {
        assert!((p.plain_evaluate(Side(0)) - 0.5).abs() < 1e-12);
        // White moves first: level material, a little mobility.
        assert!((p.evaluate(Side(0)) - 0.5).abs() < 0.05);
    }
    for p in &seven {
        assert!((p.plain_evaluate(Side(1)) - 0.5).abs() < 1e-12);
        assert!((p.evaluate(Side(1)) - 0.5).abs() < 0.05);
    }
}

#[test]
fn finished_positions_give_the_result() {
    let no_pieces = six("6/6/6/6/1w4/6 b");
    // The side to move may be the one with pieces (a position set up).
    let none_left = six("6/6/6/6/1w4/6 w");
    let walled = six("6/6/6/6/bb4/wb4 w");
    let seven: BasBasan = "7/7/7/7/7/1b5/7 w".parse().unwrap();
    for (p, white) in [(no_pieces, 1.0), (none_left, 1.0), (walled, 0.0)] {
        assert_eq!(p.evaluate(Side(0)), white, "{p}");
        assert_eq!(p.evaluate(Side(1)), 1.0 - white, "{p}");
        assert_eq!(p.plain_evaluate(Side(0)), white, "{p}");
    }
    assert_eq!(seven.evaluate(Side(1)), 1.0);
    assert_eq!(seven.plain_evaluate(Side(0)), 0.0);
}

#[test]
fn a_piece_more_is_better_and_more_so_when_few_are_left() {
    // Pieces in the corners: no circuit, so no attacks.
    let two = six("b5/6/6/6/6/w4w w");
    let one = six("b5/6/6/6/6/w5 w");
    assert!(two.evaluate(Side(0)) > one.evaluate(Side(0)));
    assert!(two.evaluate(Side(0)) > 0.6);
    assert!(two.plain_evaluate(Side(0)) > one.plain_evaluate(Side(0)));
    assert!(two.evaluate(Side(1)) < 0.5);
    assert!(material(2, 1, 24) > material(12, 11, 24));
    assert!(material(12, 11, 24) > 0.0);
    assert_eq!(material(11, 12, 24), -material(12, 11, 24));
    assert_eq!(material(7, 7, 24), 0.0);
    // A piece more on the full board (d3, attacked by nobody yet).
    let start = Position::start();
    let up = start.put(Colour::White, 14);
    assert!(up.evaluate(Side(0)) > start.evaluate(Side(0)) + 0.1);
}

#[test]
fn a_hanging_piece_is_nearly_lost_when_the_opponent_moves() {
    // b2 and c5 attack each other round the inner circuit's loops.
    let white_moves = six("6/2b3/6/6/1w4/6 w");
    let black_moves = six("6/2b3/6/6/1w4/6 b");
    assert!(white_moves.evaluate(Side(0)) > 0.6);
    assert!(black_moves.evaluate(Side(0)) < 0.4);
    // The plain count sees none of it.
    for p in [white_moves, black_moves] {
        assert_eq!(p.plain_evaluate(Side(0)), 0.5, "{p}");
    }
}

#[test]
fn a_defended_piece_is_less_bad_than_a_hanging_one() {
    // Black c5 attacks White b2; Black to move. With White's second
    // piece on e1, b2 and e1 guard each other round the inner circuit;
    // on a1 (no circuit) it guards nothing.
    let defended = six("6/2b3/6/6/1w4/4w1 b");
    let hanging = six("6/2b3/6/6/1w4/w5 b");
    let reach = defended.reaches(&mut [0; crate::movegen::MAX_KEPT_PIECES]);
    assert_eq!(reach[0].guards, 1 << 7 | 1 << 4);
    assert_eq!(reach[1].attacks, 1 << 7 | 1 << 4);
    assert_eq!(
        hanging.reaches(&mut [0; crate::movegen::MAX_KEPT_PIECES])[0].guards,
        0
    );
    assert!(defended.evaluate(Side(0)) > hanging.evaluate(Side(0)));
}

/// Per colour: the enemy pieces and the own pieces that its pieces'
/// rays meet after a loop, traced piece by piece.
fn traced<const N: usize>(p: &PositionOn<N>) -> [(u64, u64); 2] {
    let rings = p.rings();
    let counts = p.entry_counts();
    [Colour::White, Colour::Black].map(|colour| {
        let own = p.pieces(colour);
        let mut seen = 0;
        for from in (0..N * N).filter(|&from| own >> from & 1 == 1) {
            seen |= PositionOn::<N>::looped_ray_ends(&rings, counts[from] as usize, from);
        }
        (seen & p.pieces(colour.other()), seen & own)
    })
}

fn check_reach<const N: usize>(p: &PositionOn<N>) {
    let reach = p.reaches(&mut [0; crate::movegen::MAX_KEPT_PIECES]);
    let traced = traced(p);
    for colour in [Colour::White, Colour::Black] {
        let (attacks, guards) = traced[colour.index()];
        assert_eq!(reach[colour.index()].attacks, attacks, "{p} {colour}");
        assert_eq!(reach[colour.index()].guards, guards, "{p} {colour}");
    }
    let mover = reach[p.turn().index()];
    let captures = p
        .legal_moves()
        .iter()
        .filter(|m| m.is_capture())
        .fold(0, |targets, m| targets | 1u64 << m.to());
    assert_eq!(mover.attacks, captures, "{p}");
    if p.pieces(Colour::White) != 0 && p.pieces(Colour::Black) != 0 {
        // (A side without pieces ends the game before anyone moves.)
        assert_eq!(mover.moves == 0, p.legal_move_count() == 0, "{p}");
    }
}

/// A xorshift generator of the test boards, from `seed` (not 0).
fn xorshift(mut x: u64) -> impl FnMut() -> u64 {
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// Random boards of every density, `tries` of them.
fn random_boards<const N: usize>(rules: &RulesOn<N>, tries: usize) -> Vec<PositionOn<N>> {
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    (0..tries)
        .map(|i| {
            let all = (1u64 << (N * N)) - 1;
            // Thin the board out by 0 to 3 random masks.
            let occupied = (0..i % 4).fold(next() & all, |o, _| o & next());
            let white = occupied & next();
            let turn = if i % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            PositionOn::from_parts(white, occupied & !white, turn, *rules)
        })
        .collect()
}

#[test]
fn the_circuit_scan_finds_what_tracing_each_piece_finds() {
    let (six, seven) = starts();
    for start in &six {
        for p in playout_positions(start, 8) {
            check_reach(&p);
        }
        for p in random_boards(&start.rules(), 4000) {
            check_reach(&p);
        }
    }
    for start in &seven {
        for p in playout_positions(start, 8) {
            check_reach(&p);
        }
        for p in random_boards(&start.rules(), 4000) {
            check_reach(&p);
        }
    }
}

#[test]
fn captures_are_tactical() {
    let p = six("6/2b3/6/6/1w4/6 w");
    let capture: Move = "b2xc5".parse().unwrap();
    let step: Move = "b2-c3".parse().unwrap();
    assert!(p.is_tactical(capture));
    assert!(!p.is_tactical(step));
    assert!(p.legal_moves().contains(&capture));
    let seven: BasBasan = BasBasan::start();
    assert!(seven
        .legal_moves()
        .iter()
        .all(|&m| seven.is_tactical(m) == m.is_capture()));
}

/// `cargo test -p ludeme-surakarta --release --lib -- --ignored
/// --nocapture evaluation_speed`: nanoseconds per `evaluate` over the
/// positions of 200 random playouts (about 49,000), beside
/// `plain_evaluate` and `legal_move_count` for scale.
#[test]
#[cfg(feature = "std")]
#[ignore = "a timing, not a check"]
fn evaluation_speed() {
    use std::time::Instant;
    let positions = playout_positions(&Position::start(), 200);
    // Fewer under callgrind: `ROUNDS=1 valgrind --tool=callgrind …`.
    let rounds: usize = std::env::var("ROUNDS").map_or(200, |r| r.parse().unwrap());
    let time = |f: fn(&Position, Side) -> f64| {
        let begin = Instant::now();
        let mut sum = 0.0;
        for _ in 0..rounds {
            for p in &positions {
                sum += f(core::hint::black_box(p), Side(0));
            }
        }
        core::hint::black_box(sum);
        begin.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64
    };
    let evaluate = time(Position::evaluate);
    let plain = time(Position::plain_evaluate);
    let count = time(|p, _| p.legal_move_count() as f64);
    let pieces: u32 = positions.iter().map(|p| p.occupied().count_ones()).sum();
    std::println!(
        "{} positions, {:.1} pieces on average: evaluate {evaluate:.1} ns, \
         plain_evaluate {plain:.1} ns, legal_move_count {count:.1} ns",
        positions.len(),
        f64::from(pieces) / positions.len() as f64,
    );
}

/// What `colour` can do, from its legal moves with it to move: the enemy
/// pieces it can capture, its own pieces it could recapture on (each in
/// turn swapped for an enemy piece), and its steps plus capturable pieces.
fn reach_by_moves<const N: usize>(p: &PositionOn<N>, colour: Colour) -> (u64, u64, u32) {
    let side = |q: &PositionOn<N>| {
        let moves = q.legal_moves();
        let targets = moves
            .iter()
            .filter(|m| m.is_capture())
            .fold(0u64, |t, m| t | 1 << m.to());
        let steps = moves.iter().filter(|m| !m.is_capture()).count() as u32;
        (targets, steps)
    };
    let own = p.pieces(colour);
    let with = |white: u64, black: u64| PositionOn::from_parts(white, black, colour, p.rules());
    let (white, black) = (p.pieces(Colour::White), p.pieces(Colour::Black));
    let (attacks, steps) = side(&with(white, black));
    let mut guards = 0;
    for point in (0..N * N).filter(|&point| own >> point & 1 == 1) {
        let bit = 1u64 << point;
        let swapped = match colour {
            Colour::White => with(white & !bit, black | bit),
            Colour::Black => with(white | bit, black & !bit),
        };
        if side(&swapped).0 & bit != 0 {
            guards |= bit;
        }
    }
    (attacks, guards, steps + attacks.count_ones())
}

/// The documented worth of `attacker`'s attacks on the other side.
fn documented_threats(attacks: u64, defender_guards: u64, to_move: bool) -> f64 {
    let hanging = f64::from((attacks & !defender_guards).count_ones());
    let defended = f64::from((attacks & defender_guards).count_ones());
    if to_move {
        0.8 * hanging.min(1.0) + 0.15 * (hanging - 1.0).max(0.0) + 0.1 * defended
    } else {
        0.15 * hanging + if hanging >= 2.0 { 0.45 } else { 0.0 } + 0.05 * defended
    }
}

fn check_documented_evaluation<const N: usize>(p: &PositionOn<N>) -> bool {
    if p.outcome().is_some() {
        return false;
    }
    let [(wa, wg, wm), (ba, bg, bm)] = [Colour::White, Colour::Black].map(|c| reach_by_moves(p, c));
    let white_to_move = p.turn() == Colour::White;
    let (own, theirs) = (
        f64::from(p.pieces(Colour::White).count_ones()),
        f64::from(p.pieces(Colour::Black).count_ones()),
    );
    let start = 4.0 * N as f64;
    let score = (own - theirs) * (0.7 + 0.3 * start / (own + theirs))
        + documented_threats(wa, bg, white_to_move)
        - documented_threats(ba, wg, !white_to_move)
        + 0.05 * (f64::from(wm) - f64::from(bm));
    for (side, s) in [(Side(0), score), (Side(1), -score)] {
        let expected = 0.5 + 0.5 * s / (2.0 + s.abs());
        let value = p.evaluate(side);
        assert!(
            (value - expected).abs() < 1e-12,
            "{p}: {value} against {expected}"
        );
        let diff = if side == Side(0) {
            own - theirs
        } else {
            theirs - own
        };
        let plain = 0.5 + 0.5 * diff / (2.0 + diff.abs());
        assert!((p.plain_evaluate(side) - plain).abs() < 1e-12, "{p}: plain");
    }
    wg != 0 || bg != 0
}

#[test]
fn the_evaluation_follows_its_documented_terms() {
    let (six, seven) = starts();
    let mut guarded = 0;
    for start in &six {
        for p in playout_positions(start, 4)
            .iter()
            .chain(&random_boards(&start.rules(), 300))
        {
            guarded += usize::from(check_documented_evaluation(p));
        }
    }
    for start in &seven {
        for p in playout_positions(start, 4)
            .iter()
            .chain(&random_boards(&start.rules(), 300))
        {
            guarded += usize::from(check_documented_evaluation(p));
        }
    }
    assert!(guarded > 100, "{guarded}");
}

/// Crowded boards: some 20 White pieces (more than the captures kept per
/// piece on the stack) among a few Black ones, White to move.
fn crowded_boards<const N: usize>(rules: &RulesOn<N>, count: usize) -> Vec<PositionOn<N>> {
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    let all = (1u64 << (N * N)) - 1;
    (0..count)
        .map(|_| {
            let occupied = (next() | next()) & all;
            let white = occupied & (next() | next());
            PositionOn::from_parts(white, occupied & !white, Colour::White, *rules)
        })
        .collect()
}

/// Checks that the stand-pat value is the evaluation and that the moves
/// it lists are the captures among the legal moves, in their order.
fn check_stand_pat<const N: usize>(p: &PositionOn<N>) {
    if p.outcome().is_some() {
        return;
    }
    let captures: Vec<MoveOn<N>> = p
        .legal_moves()
        .into_iter()
        .filter(|mv| p.piece_at(mv.to()) == Some(p.turn().other()))
        .collect();
    for side in [Side(0), Side(1)] {
        for yardstick in Yardstick::BOTH {
            let plain = yardstick == Yardstick::Plain;
            let mut moves = Default::default();
            let value = p.stand_pat(side, yardstick, &mut moves, |_| true);
            let expected = if plain {
                p.plain_evaluate(side)
            } else {
                p.evaluate(side)
            };
            assert_eq!(value, expected, "{p}");
            assert_eq!(&moves[..], &captures[..], "{p}: plain {plain}");
        }
    }
}

/// [`check_stand_pat`] along games from `start` and on crowded boards of
/// its rules; the number of those with more than 16 White pieces.
fn check_stand_pat_from<const N: usize>(start: &PositionOn<N>) -> usize {
    for p in playout_positions(start, 2) {
        check_stand_pat(&p);
    }
    let crowded = crowded_boards(&start.rules(), 200);
    for p in &crowded {
        check_stand_pat(p);
    }
    crowded
        .iter()
        .filter(|p| p.pieces(Colour::White).count_ones() > 16)
        .count()
}

#[test]
fn stand_pat_lists_the_captures_among_the_legal_moves() {
    let (six, seven) = starts();
    let crowded: usize = six.iter().map(check_stand_pat_from).sum::<usize>()
        + seven.iter().map(check_stand_pat_from).sum::<usize>();
    assert!(crowded > 100, "{crowded}");
}

mod tuning;

#[test]
fn the_moves_left_are_the_pieces_on_the_board_less_two() {
    assert_eq!(Position::start().moves_left(), Some(22));
    assert_eq!(six("b5/1b4/6/6/4w1/4ww w").moves_left(), Some(3));
    assert_eq!(six("6/2b3/6/6/1w4/6 w").moves_left(), Some(0));
    // Bas-basan sepur: 14 pieces a side (spec, Variants).
    assert_eq!(BasBasan::start().moves_left(), Some(14 + 14 - 2));
}
