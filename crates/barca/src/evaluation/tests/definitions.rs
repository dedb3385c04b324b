//! The survey's counts and both evaluations checked against their
//! definitions, worked out square by square on random games and scattered
//! positions.

use alloc::vec::Vec;

use ludeme_core::{Game, Heuristic};

use super::{place, playout_positions, survey_of, BLACK, WHITE};
use crate::evaluation::{Board, Survey};
use crate::{Animal, Colour, Position};

/// The directions an animal of `kind` moves in, as (file, rank) steps
/// of a king: a mouse the straight ones, a lion the diagonal ones, an
/// elephant all eight.
fn directions(kind: Animal) -> Vec<(i32, i32)> {
    let king = (-1..=1).flat_map(|df| (-1..=1).map(move |dr| (df, dr)));
    king.filter(|&(df, dr)| match (df != 0, dr != 0) {
        (false, false) => false,
        (true, true) => kind != Animal::Mouse,
        _ => kind != Animal::Lion,
    })
    .collect()
}

/// The survey's counts worked out from their definitions, square by
/// square: `[mobility, near, near2, scared_holders]`.
fn counts_by_definition(p: &Position, us: Colour) -> [u32; 4] {
    let at = |file: i32, rank: i32| {
        ((0..10).contains(&file) && (0..10).contains(&rank))
            .then(|| p.animal_at((rank * 10 + file) as u8))
    };
    let holes = [(3, 3), (6, 3), (3, 6), (6, 6)];
    let free_holes: Vec<(i32, i32)> = holes
        .into_iter()
        .filter(|&(f, r)| at(f, r) == Some(None))
        .collect();
    let [mut mobility, mut near, mut near2, mut scared_holders] = [0; 4];
    let ours = (0..100u8).filter_map(|square| match p.animal_at(square) {
        Some((kind, colour)) if colour == us => Some((square, kind)),
        _ => None,
    });
    for (square, kind) in ours {
        let (file, rank) = (i32::from(square % 10), i32::from(square / 10));
        // A square is dangerous next to an enemy animal this one fears.
        let dangerous = |f: i32, r: i32| {
            (-1..=1).any(|df| {
                (-1..=1).any(|dr| {
                    (df, dr) != (0, 0)
                        && at(f + df, r + dr).flatten() == Some((kind.fears(), us.other()))
                })
            })
        };
        let mut safe = Vec::new();
        for (df, dr) in directions(kind) {
            let (mut f, mut r) = (file + df, rank + dr);
            while at(f, r) == Some(None) {
                if !dangerous(f, r) {
                    safe.push((f, r));
                }
                (f, r) = (f + df, r + dr);
            }
        }
        mobility += safe.len() as u32;
        let on_hole = holes.contains(&(file, rank));
        if dangerous(file, rank) && !safe.is_empty() && on_hole {
            scared_holders += 1;
        }
        if on_hole {
            continue;
        }
        let in_line = |(f, r): (i32, i32), (hf, hr): (i32, i32)| {
            directions(kind)
                .iter()
                .any(|&(df, dr)| (1..10).any(|k| (f + k * df, r + k * dr) == (hf, hr)))
        };
        if safe.iter().any(|s| free_holes.contains(s)) {
            near += 1;
        } else if safe
            .iter()
            .any(|&s| free_holes.iter().any(|&hole| in_line(s, hole)))
        {
            near2 += 1;
        }
    }
    [mobility, near, near2, scared_holders]
}

/// Scattered positions: every animal on a random square, either side to
/// move (fear, holes held and free, near and far, on every square).
fn scattered(count: u64) -> Vec<Position> {
    let mut rng = ludeme_core::SplitMix64::new(26);
    let letters = ["E", "E", "L", "L", "M", "M", "e", "e", "l", "l", "m", "m"];
    (0..count)
        .map(|i| {
            let mut squares: Vec<u8> = (0..100).collect();
            for k in (1..squares.len()).rev() {
                squares.swap(k, (rng.next_u64() % (k as u64 + 1)) as usize);
            }
            let pieces: Vec<alloc::string::String> = letters
                .iter()
                .zip(&squares)
                .map(|(letter, &sq)| {
                    alloc::format!("{letter}{}{}", char::from(b'a' + sq % 10), sq / 10 + 1)
                })
                .collect();
            let turn = if i % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            place(&pieces.join(" "), turn)
        })
        .collect()
}

#[test]
fn the_survey_counts_by_the_definitions() {
    let mut seen = [0u32; 4];
    for p in playout_positions(10).into_iter().chain(scattered(3_000)) {
        let board = Board::of(&p);
        for colour in [Colour::White, Colour::Black] {
            let survey = survey_of(&p, colour, &board);
            let found = [
                survey.mobility,
                survey.near,
                survey.near2,
                survey.scared_holders,
            ];
            let expected = counts_by_definition(&p, colour);
            assert_eq!(
                found, expected,
                "{p}, {colour}: [mobility, near, near2, scared holders]"
            );
            for (total, count) in seen.iter_mut().zip(expected) {
                *total += count;
            }
        }
    }
    assert!(seen.iter().all(|&total| total > 100), "{seen:?}");
}

/// The weight of the documented term `name` (the values are the tuner's,
/// in `weights.rs`; the terms are what this test checks).
fn weight(name: &str) -> f64 {
    let weights = crate::weights::WEIGHTS;
    weights
        .iter()
        .find(|w| w.name == name)
        .unwrap_or_else(|| panic!("no weight {name}"))
        .value
}

/// One side's points, from the terms the heuristic documents.
fn documented_points(survey: &Survey, board: &Board, to_move: bool) -> f64 {
    let held = f64::from(survey.held);
    let threats = (survey.legal_off_holes & board.free_holes).count_ones();
    let mut points = weight("hole") * held;
    if survey.held >= 2 {
        points += weight("two_holes");
        if threats > 0 {
            points += weight(match (to_move, threats) {
                (true, _) => "win_next",
                (false, 1) => "single_threat",
                (false, _) => "double_threat",
            });
        }
    }
    if threats > 0 {
        points += weight("threat") + weight("more_threats") * f64::from(threats - 1);
    }
    points += weight("near") * f64::from(survey.near) + weight("near2") * f64::from(survey.near2);
    points += weight("scared") * f64::from(survey.scared)
        + weight("trapped") * f64::from(survey.trapped)
        + weight("scared_holder") * f64::from(survey.scared_holders);
    points + weight("mobility") * f64::from(survey.mobility)
}

/// `½ + ½ · y / (half + |y|)`, `y = x · (1 + |x| / stretch)`, as documented.
fn documented_squash(x: f64, half: f64, stretch: f64) -> f64 {
    let magnitude = x.abs();
    let y = magnitude * (1.0 + magnitude / stretch);
    0.5 + 0.5 * x.signum() * y / (half + y)
}

#[test]
fn both_evaluations_follow_their_documented_formulas() {
    let mut two_held = 0;
    for p in playout_positions(10).into_iter().chain(scattered(3_000)) {
        if p.outcome().is_some() {
            continue;
        }
        let board = Board::of(&p);
        let [white, black] = [Colour::White, Colour::Black].map(|c| survey_of(&p, c, &board));
        let white_to_move = p.turn() == Colour::White;
        let points = documented_points(&white, &board, white_to_move)
            - documented_points(&black, &board, !white_to_move);
        two_held += usize::from(white.held >= 2 || black.held >= 2);
        // The terms the tuner reads give the same score with the weights.
        let mut terms = [f64::NAN; 13];
        assert!(p.terms(&mut terms), "{p}");
        let from_terms: f64 = p
            .weights()
            .iter()
            .zip(terms)
            .map(|(w, t)| w.value * t)
            .sum();
        assert!(
            (from_terms - points).abs() < 1e-9,
            "{p}: {from_terms} against {points}"
        );
        let plain = |us: &Survey, them: &Survey| {
            10 * us.held as i32
                + (us.legal & board.free_holes).count_ones() as i32
                + them.scared as i32
        };
        let difference = plain(&white, &black) - plain(&black, &white);
        for (side, sign) in [(WHITE, 1), (BLACK, -1)] {
            let expected = documented_squash(f64::from(sign) * points, 200.0, 300.0);
            let value = p.evaluate(side);
            assert!(
                (value - expected).abs() < 1e-12,
                "{p}: {value} against {expected}"
            );
            let expected = documented_squash(f64::from(sign * difference), 10.0, f64::INFINITY);
            let value = p.plain_evaluate(side);
            assert!(
                (value - expected).abs() < 1e-12,
                "{p}: plain {value} against {expected}"
            );
        }
    }
    assert!(two_held > 50, "{two_held}");
}
