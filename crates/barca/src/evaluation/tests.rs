//! The heuristic: symmetry, exact results, preferences, tactical moves
//! (the survey and the evaluations against their definitions in
//! `definitions`).

use alloc::format;
use alloc::vec::Vec;

use ludeme_core::{random_playout, Game, Heuristic, Side};

use super::{Board, Survey};
use crate::movegen::MoveSets;
use crate::tables::WATERING_HOLES;
use crate::{parse_square, Animal, Colour, Move, Position, Rules};

mod definitions;

const WHITE: Side = Side(0);
const BLACK: Side = Side(1);

/// A position from piece lists like `"Ma1 Mb1 Lc1 Ld1 Ee1 Ef1"` (White's
/// letters upper case, Black's lower case; any counts).
fn place(pieces: &str, turn: Colour) -> Position {
    let mut animals = [[0u128; 3]; 2];
    for piece in pieces.split_whitespace() {
        let mut chars = piece.chars();
        let (animal, colour) = Animal::from_letter(chars.next().unwrap()).unwrap();
        let square = parse_square(chars.as_str()).unwrap();
        animals[colour.index()][animal.index()] |= 1 << square;
    }
    let mut position = Position {
        animals,
        turn,
        rules: Rules::default(),
        hash: 0,
    };
    position.hash = position.hash_from_scratch();
    position
}

/// [`place`] with White to move.
fn white_on_turn(pieces: &str) -> Position {
    place(pieces, Colour::White)
}

/// [`place`] with Black to move.
fn black_on_turn(pieces: &str) -> Position {
    place(pieces, Colour::Black)
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// Every position of a few random games from the start, the last included.
fn playout_positions(games: u64) -> Vec<Position> {
    let start = Position::start();
    let mut positions = Vec::new();
    for seed in 0..games {
        let game = random_playout(&start, seed, 1_000);
        let mut position = start;
        positions.push(position);
        for &m in &game.moves {
            position.play_unchecked(m);
            positions.push(position);
        }
    }
    positions
}

#[test]
fn both_sides_add_up_to_one_and_finished_games_give_the_result() {
    let mut finished = 0;
    for p in playout_positions(40) {
        for eval in [Position::evaluate, Position::plain_evaluate] {
            let (white, black) = (eval(&p, WHITE), eval(&p, BLACK));
            assert!((0.0..=1.0).contains(&white), "{p}: {white}");
            assert!(
                (white + black - 1.0).abs() < 1e-12,
                "{p}: {white} + {black}"
            );
            if let Some(outcome) = p.outcome() {
                assert_eq!(white, outcome.value_for(WHITE), "{p}");
                assert_eq!(black, outcome.value_for(BLACK), "{p}");
            } else {
                assert!(0.0 < white && white < 1.0, "{p}: {white}");
            }
        }
        finished += usize::from(p.outcome().is_some());
    }
    assert!(finished >= 3, "only {finished} random games were won");
}

/// The survey of `colour`, its move sets left out.
fn survey_of(position: &Position, colour: Colour, board: &Board) -> Survey {
    let mut unused = MoveSets::EMPTY;
    position.survey(colour, board, &mut unused)
}

#[test]
fn the_start_is_level() {
    let start = Position::start();
    assert_eq!(start.evaluate(WHITE), 0.5);
    assert_eq!(start.plain_evaluate(BLACK), 0.5);
}

#[test]
fn the_survey_finds_the_legal_moves_of_either_side() {
    for p in playout_positions(20) {
        if p.winner().is_some() {
            continue;
        }
        let board = Board::of(&p);
        for colour in [Colour::White, Colour::Black] {
            let mut q = p;
            q.turn = colour;
            let (mut sets, mut again) = (MoveSets::EMPTY, MoveSets::EMPTY);
            let survey = q.survey(colour, &board, &mut sets);
            assert_eq!(survey, p.survey(colour, &board, &mut again));
            assert_eq!(sets, q.move_sets(), "{q}");
            assert_eq!(again, sets, "{q}");
            let moves = q.legal_moves();
            let all = moves.iter().fold(0u128, |acc, m| acc | 1 << m.to());
            let off_holes = moves
                .iter()
                .filter(|m| WATERING_HOLES >> m.from() & 1 == 0)
                .fold(0u128, |acc, m| acc | 1 << m.to());
            assert_eq!(survey.legal, all, "{q}");
            assert_eq!(survey.legal_off_holes, off_holes, "{q}");
            assert_eq!(survey.held, q.holes_held(colour));
            assert_eq!(survey.scared, q.scared_of(colour).count_ones(), "{q}");
            assert_eq!(survey.trapped, q.trapped().count_ones(), "{q}");
        }
    }
}

#[test]
fn a_side_without_a_move_gets_the_exact_result() {
    // White's six animals are boxed in at a1–c2 by Black's.
    let pieces = "Ea1 Eb1 Mc1 Ma2 Lb2 Lc2 md1 ma3 lc3 ld3 eb3 ej10";
    let boxed = place(pieces, Colour::White);
    assert!(boxed.legal_moves().is_empty());
    assert_eq!(boxed.evaluate(WHITE), 0.0);
    assert_eq!(boxed.evaluate(BLACK), 1.0);
    assert_eq!(boxed.plain_evaluate(WHITE), 0.0);
    let mut drawn = boxed;
    drawn.rules = Rules::default().with_no_legal_move_loses(false);
    assert_eq!(drawn.evaluate(WHITE), 0.5);
    assert_eq!(drawn.plain_evaluate(BLACK), 0.5);
}

#[test]
fn three_holes_held_is_won_for_either_side() {
    let pieces = "Md4 Mg4 Ld7 La1 Ej1 Ea10 ma9 mj9 la8 lj8 ej10 ea6";
    for turn in [Colour::White, Colour::Black] {
        let won = place(pieces, turn);
        assert_eq!(won.evaluate(WHITE), 1.0);
        assert_eq!(won.evaluate(BLACK), 0.0);
        assert_eq!(won.plain_evaluate(WHITE), 1.0);
    }
}

/// Black's animals, scattered along the top edges away from everything.
const BLACK_FAR: &str = "ma10 mj10 lb10 li10 ec10 eh10";

#[test]
fn one_more_hole_held_is_better() {
    for turn in [Colour::White, Colour::Black] {
        let on_hole = place(&format!("Md4 Mj1 La1 Lb1 Ec1 Ed1 {BLACK_FAR}"), turn);
        let off_hole = place(&format!("Mj3 Mj1 La1 Lb1 Ec1 Ed1 {BLACK_FAR}"), turn);
        // How much better is the tuner's (weights.rs); better it is.
        let (a, b) = (on_hole.evaluate(WHITE), off_hole.evaluate(WHITE));
        assert!(a > b + 0.01, "{a} {b}");
        assert!(on_hole.plain_evaluate(WHITE) > off_hole.plain_evaluate(WHITE));
        assert!(on_hole.evaluate(WHITE) > 0.5, "{}", on_hole.evaluate(WHITE));
    }
}

#[test]
fn two_holes_and_a_free_one_in_reach_wins_for_the_side_to_move() {
    // White holds d4 and g4, and its mouse on a7 runs along rank 7 to d7.
    let pieces = format!("Md4 Ma7 Lg4 Lb1 Ec1 Ej1 {BLACK_FAR}");
    let white_to_move = place(&pieces, Colour::White);
    let black_to_move = place(&pieces, Colour::Black);
    assert!(white_to_move.is_legal(mv("a7-d7")));
    assert!(
        white_to_move.evaluate(WHITE) > 0.95,
        "{}",
        white_to_move.evaluate(WHITE)
    );
    // Black to move can still parry: good for White, less so.
    let parry = black_to_move.evaluate(WHITE);
    assert!(
        parry > 0.8 && parry < white_to_move.evaluate(WHITE),
        "{parry}"
    );
    // Without the threat (the mouse out of line) White stands worse.
    let no_threat = black_on_turn(&format!("Md4 Mb6 Lg4 Lb1 Ec1 Ej1 {BLACK_FAR}"));
    assert!(no_threat.evaluate(WHITE) < parry);
}

#[test]
fn an_animal_nearer_a_free_hole_is_better() {
    // White's mouse on j7 slides along rank 7 to g7: one move from a hole;
    // on j8 it is two moves away (by j7 or g8).
    let near = black_on_turn(&format!("Mj7 Mj1 La1 Lb1 Ec1 Ed1 {BLACK_FAR}"));
    let two = black_on_turn(&format!("Mj8 Mj1 La1 Lb1 Ec1 Ed1 {BLACK_FAR}"));
    let near_survey = survey_of(&near, Colour::White, &Board::of(&near));
    let two_survey = survey_of(&two, Colour::White, &Board::of(&two));
    assert_eq!(near_survey.near, two_survey.near + 1);
    assert_eq!(near_survey.near2 + 1, two_survey.near2);
    assert!(near.evaluate(WHITE) > two.evaluate(WHITE));
}

#[test]
fn scared_animals_cost_and_trapped_ones_cost_more() {
    // White's elephant on e5, Black's mice nearby or not.
    let calm = white_on_turn("Ee5 Ej1 Ma1 Mb1 Lc1 Ld1 ma10 mj10 lb10 li10 ec10 eh10");
    let scared = white_on_turn("Ee5 Ej1 Ma1 Mb1 Lc1 Ld1 mf6 mj10 lb10 li10 ec10 eh10");
    assert_eq!(scared.scared_of(Colour::White).count_ones(), 1);
    assert!(calm.evaluate(WHITE) > scared.evaluate(WHITE));
    assert!(calm.plain_evaluate(WHITE) > scared.plain_evaluate(WHITE));
    // White's mouse in the corner a1, walled in by its own lion on b1 and
    // elephant on a2, next to Black's lion on b2: scared and trapped. No
    // white animal can reach a free hole either way.
    let trapped = white_on_turn("Ma1 Lb1 Ea2 Mj5 Lj2 Ej3 mj10 mi10 lb2 li9 ec10 eh10");
    // With the lion on a3 instead, the mouse escapes along rank 1.
    let loose = white_on_turn("Ma1 La3 Ea2 Mj5 Lj2 Ej3 mj10 mi10 lb2 li9 ec10 eh10");
    assert_eq!(trapped.trapped().count_ones(), 1);
    assert_eq!(loose.trapped(), 0);
    assert_eq!(loose.scared().count_ones(), 1);
    assert!(loose.evaluate(WHITE) > trapped.evaluate(WHITE));
    // The trapped animal itself costs points.
    let board = Board::of(&trapped);
    let survey = survey_of(&trapped, Colour::White, &board);
    let freed = Survey {
        trapped: 0,
        ..survey
    };
    assert!(survey.points(&board, true) < freed.points(&board, true));
}

#[test]
fn taking_a_hole_or_scaring_its_holder_is_tactical() {
    // White: mouse d1 (d4 up its file), lion h1; Black's elephant holds g7.
    let p = white_on_turn("Md1 Mj1 Lh1 La1 Ec1 Ej3 ma10 mj10 lb10 li10 eg7 ec10");
    assert!(p.is_tactical(mv("d1-d4")), "lands on a hole");
    assert!(!p.is_tactical(mv("d1-d3")));
    // The mouse on f1 to f6 lands next to g7, to f5 not.
    let q = white_on_turn("Mf1 Mj1 Lh1 La1 Ec1 Ej3 ma10 mj10 lb10 li10 eg7 ec10");
    assert!(q.is_tactical(mv("f1-f6")), "scares the elephant on g7");
    assert!(!q.is_tactical(mv("f1-f5")));
    // Scaring an elephant off the holes is quiet, unless Black holds two.
    let r = white_on_turn("Mf1 Mj1 Lh1 La1 Ec1 Ej3 ma10 mj10 lb10 li10 eg8 ec10");
    assert!(!r.is_tactical(mv("f1-f7")));
    let s = white_on_turn("Mf1 Mj1 Lh1 La1 Ec1 Ej3 md7 mj10 lb10 li10 eg8 ed4");
    assert!(s.is_tactical(mv("f1-f7")), "parries a two-hole race");
}

/// `cargo test --release -p ludeme-barca -- --ignored --nocapture
/// evaluation_speed`: nanoseconds per call over the positions of random
/// games.
#[cfg(feature = "std")]
#[test]
#[ignore = "a timing, not a check"]
fn evaluation_speed() {
    use core::hint::black_box;
    use std::time::Instant;
    let positions = playout_positions(20);
    let time = |name: &str, f: &dyn Fn(&Position) -> f64| {
        // Fewer under callgrind: `BARCA_ROUNDS=1`.
        let rounds: usize = std::env::var("BARCA_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(50);
        let start = Instant::now();
        let mut sum = 0.0;
        for _ in 0..rounds {
            for p in &positions {
                sum += f(black_box(p));
            }
        }
        let ns = start.elapsed().as_nanos() as f64 / (rounds * positions.len()) as f64;
        std::println!(
            "{name}: {ns:.1} ns a call over {} positions ({sum:.0})",
            positions.len()
        );
    };
    time("evaluate", &|p| p.evaluate(WHITE));
    time("plain_evaluate", &|p| p.plain_evaluate(WHITE));
    time("legal_move_count (reference)", &|p| {
        p.legal_move_count() as f64
    });
    time("outcome (reference)", &|p| {
        f64::from(u8::from(p.outcome().is_some()))
    });
    let moves: Vec<(Position, Move)> = positions
        .iter()
        .flat_map(|p| p.legal_moves().into_iter().map(move |m| (*p, m)))
        .collect();
    let start = Instant::now();
    let tactical = moves
        .iter()
        .filter(|(p, m)| black_box(p).is_tactical(*m))
        .count();
    let ns = start.elapsed().as_nanos() as f64 / moves.len() as f64;
    std::println!(
        "is_tactical: {ns:.1} ns a call; {tactical} of {} moves ({:.1}%)",
        moves.len(),
        100.0 * tactical as f64 / moves.len() as f64
    );
}

#[test]
fn a_side_may_pass_unless_an_animal_of_it_is_scared() {
    let mut passes = 0;
    for p in playout_positions(6) {
        match p.passed() {
            Some(passed) => {
                assert!(p.outcome().is_none() && p.scared() == 0, "{p}");
                assert_eq!(passed.turn(), p.turn().other());
                assert_eq!(passed.animals, p.animals);
                assert_eq!(passed.zobrist(), passed.hash_from_scratch(), "{p}");
                passes += 1;
            }
            None => assert!(p.winner().is_some() || p.scared() != 0, "{p}"),
        }
    }
    assert!(passes > 100, "{passes}");
}
