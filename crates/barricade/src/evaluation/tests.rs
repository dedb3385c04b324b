//! The evaluation: shares that sum to one, exact results of finished
//! games, the mirror image, the preferences it encodes, tactical moves and
//! greedy play against the plain count (its terms against their
//! definitions in `definitions`).

use super::risk::RINGS;
use super::*;
use crate::board::reachable;
use crate::tests::{mirror, setups};
use crate::Rules;
use alloc::format;
use alloc::vec::Vec;
use ludeme_core::{random_playout, SplitMix64};
use std::println;

mod definitions;

/// An evaluation function.
type Eval = fn(&Position, Side) -> f64;

/// The move after which `eval` rates the mover's side best (ties to
/// the first).
fn greedy(p: &Position, eval: Eval) -> Move {
    let side = p.side_of_colour(p.turn());
    let mut best = (f64::NEG_INFINITY, Move::Pass);
    for mv in p.legal_moves() {
        let mut next = *p;
        next.play_unchecked(mv);
        let value = eval(&next, side);
        if value > best.0 {
            best = (value, mv);
        }
    }
    best.1
}

/// The winner of a game of greedy players: side 0 rates moves with
/// `a`, side 1 with `b`.
fn greedy_game(a: Eval, b: Eval, seed: u64) -> Option<u8> {
    let mut rng = SplitMix64::new(seed);
    let mut p = Position::start();
    for _ in 0..4000 {
        if let Some(outcome) = p.outcome() {
            return outcome.winner().map(|s| s.0);
        }
        let mv = match p.die() {
            None => p.sample_move(&mut rng).expect("a roll"),
            Some(_) if p.side_of_colour(p.turn()).0 == 0 => greedy(&p, a),
            Some(_) => greedy(&p, b),
        };
        p.play_unchecked(mv);
    }
    None
}

#[test]
fn greedy_play_with_the_evaluation_beats_the_plain_count() {
    let (evaluate, plain): (Eval, Eval) = (Position::evaluate, Position::plain_evaluate);
    let mut wins = 0;
    let games = 12;
    for seed in 0..games / 2 {
        wins += u32::from(greedy_game(evaluate, plain, seed) == Some(0));
        wins += u32::from(greedy_game(plain, evaluate, seed) == Some(1));
    }
    assert!(wins >= games as u32 * 2 / 3, "{wins} of {games}");
}

const BARRICADES: &str = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

fn at(text: &str) -> Position {
    text.parse().expect("a position")
}

/// Red's and green's pieces at the nodes listed, the start's barricades,
/// and green to move before the roll.
fn red_and_green(red: &str, green: &str) -> Position {
    at(&format!("{red} {green} - - {BARRICADES} g -"))
}

fn red(p: &Position) -> f64 {
    p.evaluate(Side(0))
}

/// Asserts that red stands better in `better` than in `worse`, by the
/// heuristic and by the plain count.
fn assert_better_for_red(better: &Position, worse: &Position) {
    assert!(red(better) > red(worse), "{better} over {worse}");
    let plain = |p: &Position| p.plain_evaluate(Side(0));
    assert!(plain(better) > plain(worse), "{better} over {worse}, plain");
}

/// Every position of a few random games under `rules`, the last one
/// finished.
fn positions(rules: &Rules, seeds: core::ops::Range<u64>) -> Vec<Position> {
    let mut all = Vec::new();
    for seed in seeds {
        let start = Position::start_with(rules);
        let game = random_playout(&start, seed, 100_000);
        let mut p = start;
        all.push(p);
        for mv in game.moves {
            p.play_unchecked(mv);
            all.push(p);
        }
        assert!(p.outcome().is_some(), "seed {seed}: the game ends");
    }
    all
}

#[test]
fn the_sides_shares_sum_to_one() {
    for rules in setups() {
        let sides = Position::start_with(&rules).side_count();
        for p in positions(&rules, 0..3) {
            for (name, eval) in [
                ("evaluate", Position::evaluate as Eval),
                ("plain_evaluate", Position::plain_evaluate),
            ] {
                let values: Vec<f64> = (0..sides as u8).map(|s| eval(&p, Side(s))).collect();
                let sum: f64 = values.iter().sum();
                assert!((sum - 1.0).abs() < 1e-9, "{name} {p}: {values:?}");
                assert!(values.iter().all(|v| (0.0..=1.0).contains(v)), "{name} {p}");
                // A side that does not play has no share.
                for absent in sides as u8..4 {
                    assert_eq!(eval(&p, Side(absent)), 0.0, "{name} {p}: side {absent}");
                }
            }
        }
        // Every side level at the start.
        let start = Position::start_with(&rules);
        for s in 0..sides as u8 {
            assert!((start.plain_evaluate(Side(s)) - 1.0 / sides as f64).abs() < 1e-12);
        }
    }
}

#[test]
fn finished_games_score_the_result_exactly() {
    let won = red_and_green("i14,c5", "e7");
    let lost = at(&format!("c5 i14,e7 - - {BARRICADES} y 3"));
    for (p, red_value) in [(won, 1.0), (lost, 0.0)] {
        assert_eq!(red(&p), red_value, "{p}");
        assert_eq!(p.evaluate(Side(1)), 1.0 - red_value, "{p}");
        assert_eq!(p.plain_evaluate(Side(0)), red_value, "{p}");
        assert_eq!(p.plain_evaluate(Side(1)), 1.0 - red_value, "{p}");
    }
    for rules in setups() {
        let sides = Position::start_with(&rules).side_count() as u8;
        for seed in 10..14 {
            let last = random_playout(&Position::start_with(&rules), seed, 100_000).last;
            let outcome = last.outcome().expect("finished");
            for s in 0..sides {
                assert_eq!(last.evaluate(Side(s)), outcome.value_for(Side(s)));
                assert_eq!(last.plain_evaluate(Side(s)), outcome.value_for(Side(s)));
            }
        }
    }
}

#[test]
fn the_mirror_image_weighs_the_same_for_the_other_side() {
    // Without the tempo (the order of turns is no mirror image).
    let params = Params {
        tempo: 0,
        ..DEFAULT
    };
    for p in positions(&Rules::default(), 20..23) {
        let (w, m) = (p.race_weights(&params), mirror(&p).race_weights(&params));
        for (a, b) in [(w[0], m[1]), (w[1], m[0])] {
            assert!((a - b).abs() <= 1e-12 * a.max(b), "{p}: {w:?} {m:?}");
        }
    }
}

#[test]
fn a_piece_nearer_the_goal_is_better() {
    assert_better_for_red(&red_and_green("g9", "e7"), &red_and_green("f7", "e7"));
    // The leading piece counts most: one piece far ahead beats two a
    // little ahead.
    let leader = red_and_green("b11", "e7,f7");
    let pair = red_and_green("g8,k8", "e7,f7");
    assert!(red(&leader) > red(&pair));
}

#[test]
fn within_six_steps_of_the_goal_every_distance_is_alike() {
    // Only the exact roll lands: 1 and 6 steps away are as good.
    assert!(CLOCK[1..=6].iter().all(|&c| c == CLOCK[1]));
    assert!(CLOCK[6] < CLOCK[7]);
    assert!(CLOCK[7..].windows(2).all(|w| w[0] < w[1]));
    // From far away, a turn per 3.5 steps (14 quarter pips).
    assert_eq!(CLOCK[40] - CLOCK[33], 28);
}

#[test]
fn one_more_piece_out_is_better() {
    assert_better_for_red(&red_and_green("c5,e6", "e7"), &red_and_green("c5", "e7"));
}

#[test]
fn a_barricade_in_front_is_worse() {
    // Red on b13, green on o13: as far from the goal; the free barricade
    // goes in front of one of them.
    let base = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11";
    let blocked = at(&format!("b13 o13 - - {base},e13 g -"));
    let free = at(&format!("b13 o13 - - {base},m13 g -"));
    assert!(red(&blocked) < red(&free));
}

#[test]
fn a_captured_barricade_goes_before_the_enemy_leader() {
    // Red takes e5's barricade; green's leader on b13 is 8 steps from
    // the goal, on row 13 (which red's pieces need only from i13 on).
    let p = at("c5 b13 - - a3,e3,i3,m3,q3,e5,g7,k7,i9,i10,i11 r 2");
    let Move::Go {
        barricade: Some(place),
        ..
    } = greedy(&p, Position::evaluate)
    else {
        panic!("red takes the barricade");
    };
    let (column, row) = place.coords();
    assert!(row == 13 && (2..8).contains(&column), "{place}");
}

#[test]
fn barricades_in_front_take_the_best_shortest_path() {
    let count = |p: &Position, node: &str| {
        let node: Node = node.parse().unwrap();
        p.barricades_in_front(usize::from(node.index()), &p.fork_costs())
    };
    let start = Position::start();
    for (node, n) in [
        ("i13", 1),
        ("a11", 1),
        ("i11", 2),
        ("i9", 4),
        ("g8", 4),
        ("i7", 5),
        ("c1", 6),
    ] {
        assert_eq!(count(&start, node), n, "{node}");
    }
    // g7's barricade moved behind: the way over g7 is free.
    let open = at("- - - - a3,e3,i3,m3,q3,c4,k7,i9,i10,i11,i13 r -");
    for (node, n) in [("h7", 4), ("i7", 4), ("j7", 5), ("k9", 4)] {
        assert_eq!(count(&open, node), n, "{node}");
    }
}

#[test]
fn open_paths_are_the_moves_of_one_roll() {
    for p in positions(&Rules::default(), 30..31).iter().step_by(5) {
        for (from, rings) in RINGS.iter().enumerate() {
            for (steps, &ring) in rings.iter().enumerate().skip(1) {
                let ends = reachable(from as u8, steps as u8, p.barricades());
                for to in nodes(ring) {
                    let to = usize::from(to.index());
                    let open = ends & 1 << to != 0;
                    assert_eq!(
                        p.open_path(from, to, steps),
                        open,
                        "{p}: {from} {to} {steps}"
                    );
                }
                // Simple paths of up to 6 steps are shortest paths.
                assert_eq!(ends & !ring, 0);
            }
        }
    }
}

#[test]
fn a_piece_in_range_of_an_enemy_is_worse() {
    // Green's second piece one step behind red's only piece on k9, or
    // as far behind on g8 with the barricade on i9 in between. (Red's
    // piece threatens green's as much, but that one counts for less
    // beside green's leader.)
    let threatened = red_and_green("k9", "b13,k8");
    let safe = red_and_green("k9", "b13,g8");
    assert!(red(&threatened) < red(&safe));
    let chance =
        |p: &Position, node: &str| p.capture_chance(node.parse().unwrap(), 0, &p.threats());
    assert!((chance(&threatened, "k9") - 1.0 / 6.0).abs() < 1e-12);
    assert_eq!(chance(&safe, "k9"), 0.0);
    // A partner is no threat.
    let partner = at(&format!("k9 - k8 - {BARRICADES} g -"));
    assert_eq!(chance(&partner, "k9"), 0.0);
    // Pieces at home threaten the nodes near their entry: f1 is the
    // second step from green's house (roll 2), k1 the fifth from green's
    // and from blue's.
    let near_entries = at(&format!("f1,k1 - - - {BARRICADES} r -"));
    assert!((chance(&near_entries, "f1") - 1.0 / 6.0).abs() < 1e-12);
    assert!((chance(&near_entries, "k1") - 11.0 / 36.0).abs() < 1e-12);
}

#[test]
fn the_colour_on_turn_has_the_tempo() {
    let green_to_move = red_and_green("e7", "m7");
    let red_to_move = at(&format!("e7 m7 - - {BARRICADES} r -"));
    assert!(red(&red_to_move) > 0.5 && red(&green_to_move) < 0.5);
}

#[test]
fn tactical_moves_capture_an_enemy_or_reach_the_goal() {
    let base = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,a12";
    let p = at(&format!("h13,c5,d3 e5 d5 - {base} r 2"));
    let tactical = |text: &str| p.is_tactical(text.parse().unwrap());
    assert!(tactical("h13-i14"), "onto the goal");
    assert!(tactical("c5-e5"), "onto green");
    assert!(!tactical("c5-d5"), "onto the partner");
    assert!(!tactical("c5-c4"), "onto a free node");
    assert!(!tactical("d3-e3/f5"), "onto a barricade");
    assert!(!tactical("roll 1") && !tactical("pass"));
    // Individually, every other colour is an enemy.
    let solo = Position::from_text(
        &format!("c5 e5 d5 x {base} r 1"),
        &Rules::default().with_players(Players::Individual(3)),
    )
    .unwrap();
    assert!(solo.is_tactical("c5-d5".parse().unwrap()));
}

/// Nanoseconds per call over the positions of a few random games:
/// `cargo test --release -p ludeme-barricade --lib speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn speed() {
    use core::hint::black_box;
    let all = positions(&Rules::default(), 0..8);
    let in_play: Vec<Position> = all.into_iter().filter(|p| p.outcome().is_none()).collect();
    for (name, eval) in [
        ("evaluate", Position::evaluate as Eval),
        ("plain_evaluate", Position::plain_evaluate),
    ] {
        let rounds = std::env::var("ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(200);
        let started = std::time::Instant::now();
        let mut sum = 0.0;
        for _ in 0..rounds {
            for p in &in_play {
                sum += eval(black_box(p), Side(0));
            }
        }
        let calls = (rounds * in_play.len()) as f64;
        let ns = started.elapsed().as_nanos() as f64 / calls;
        println!(
            "{name}: {ns:.1} ns per call over {} positions ({sum:.0})",
            in_play.len()
        );
    }
    let moves: Vec<(Position, Move)> = in_play
        .iter()
        .flat_map(|p| p.legal_moves().into_iter().take(20).map(|mv| (*p, mv)))
        .collect();
    let started = std::time::Instant::now();
    let tactical = moves
        .iter()
        .filter(|(p, mv)| black_box(p).is_tactical(*mv))
        .count();
    let ns = started.elapsed().as_nanos() as f64 / moves.len() as f64;
    println!(
        "is_tactical: {ns:.1} ns per call ({tactical} of {})",
        moves.len()
    );
}
