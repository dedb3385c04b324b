//! The action numbering and the observation planes, checked against the
//! position text read letter by letter and the spec's fear rule, with no
//! bitboards: a wrong square, plane, flip or fear in `actions.rs` shows here.

use ludeme_barca::{Position, Rules};
use ludeme_core::{ActionSteps, Actions, Game, SplitMix64};

/// The board of a position text, `board[rank][file]` (rank 0 is rank 1),
/// and whether White is to move.
fn read_board(text: &str) -> ([[Option<char>; 10]; 10], bool) {
    let (board, side) = text.trim().split_once(' ').expect("board and side");
    let mut squares = [[None; 10]; 10];
    for (row, line) in board.split('/').enumerate() {
        let rank = 9 - row;
        let mut file = 0;
        let mut digits = String::new();
        for ch in line.chars().chain(std::iter::once('/')) {
            if ch.is_ascii_digit() {
                digits.push(ch);
                continue;
            }
            if !digits.is_empty() {
                file += digits.parse::<usize>().unwrap();
                digits.clear();
            }
            if ch != '/' {
                squares[rank][file] = Some(ch);
                file += 1;
            }
        }
        assert_eq!(file, 10, "rank {} of {text}", rank + 1);
    }
    (squares, side.starts_with('w'))
}

/// The square number of a name such as `e2` or `j10`: `rank · 10 + file`.
fn square_number(name: &str) -> u32 {
    let file = u32::from(name.as_bytes()[0] - b'a');
    let rank: u32 = name[1..].parse().unwrap();
    (rank - 1) * 10 + file
}

/// The observation the design describes, from the letters of the board.
fn expected_observation(text: &str) -> Vec<f32> {
    let (board, white_to_move) = read_board(text);
    let mut out = vec![0.0; 800];
    // Mouse, lion, elephant: the plane within a side's three, and the
    // letter of the animal each fears (spec: mouse fears lion, lion fears
    // elephant, elephant fears mouse).
    let kind = |letter: char| match letter.to_ascii_lowercase() {
        'm' => (0, 'l'),
        'l' => (1, 'e'),
        'e' => (2, 'm'),
        other => panic!("no animal {other}"),
    };
    for rank in 0..10 {
        for file in 0..10 {
            let row = if white_to_move { rank } else { 9 - rank };
            let cell = row * 10 + file;
            if matches!((rank, file), (3, 3) | (3, 6) | (6, 3) | (6, 6)) {
                out[600 + cell] = 1.0;
            }
            let Some(letter) = board[rank][file] else {
                continue;
            };
            let ours = letter.is_ascii_uppercase() == white_to_move;
            let (plane, feared) = kind(letter);
            out[(if ours { 0 } else { 300 }) + plane * 100 + cell] = 1.0;
            let near_feared_enemy = (-1i32..=1).any(|dr| {
                (-1i32..=1).any(|df| {
                    let (r, f) = (rank as i32 + dr, file as i32 + df);
                    (dr, df) != (0, 0)
                        && (0..10).contains(&r)
                        && (0..10).contains(&f)
                        && board[r as usize][f as usize].is_some_and(|other| {
                            other.is_ascii_uppercase() != letter.is_ascii_uppercase()
                                && other.to_ascii_lowercase() == feared
                        })
                })
            });
            if ours && near_feared_enemy {
                out[700 + cell] = 1.0;
            }
        }
    }
    out
}

fn observation(position: &Position) -> Vec<f32> {
    let mut out = vec![0.0; 800];
    position.observe(&[], &mut out);
    out
}

/// Positions along random games from the start, both sides to move, with
/// scared animals now and then.
fn positions_of_random_games(games: u64, plies: usize) -> Vec<Position> {
    let mut positions = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix64::new(seed);
        let mut position = Position::start();
        for _ in 0..plies {
            positions.push(position);
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = moves[(rng.next_u64() % moves.len() as u64) as usize];
            position.play(pick).unwrap();
        }
    }
    positions
}

#[test]
fn the_space_and_the_shape_are_the_designs() {
    assert_eq!(Position::num_actions(&Rules::default()), 10_000);
    assert_eq!(Position::observation_shape(&Rules::default()), [8, 10, 10]);
}

#[test]
fn a_move_is_its_origin_times_a_hundred_plus_its_destination() {
    for position in positions_of_random_games(8, 60) {
        for mv in position.legal_moves() {
            let text = mv.to_string();
            let (from, to) = text.split_once('-').unwrap();
            let expected = square_number(from) * 100 + square_number(to);
            assert_eq!(
                position.actions_of(mv),
                ActionSteps::One(expected),
                "{text}"
            );
        }
    }
    // The corners of the numbering (the design's: a1 is square 0, j10
    // square 99), on moves that need not be legal.
    let start = Position::start();
    for (text, action) in [("a1-j10", 99), ("j10-a1", 9_900), ("j1-a10", 990)] {
        assert_eq!(
            start.actions_of(text.parse().unwrap()),
            ActionSteps::One(action),
            "{text}"
        );
    }
}

#[test]
fn the_observation_is_the_board_as_the_mover_sees_it() {
    let mut scared_seen = [false; 2];
    let mut black_seen = false;
    for position in positions_of_random_games(12, 80) {
        let text = position.to_string();
        let expected = expected_observation(&text);
        let seen = observation(&position);
        for (index, (&got, &want)) in seen.iter().zip(&expected).enumerate() {
            assert_eq!(
                got,
                want,
                "{text}: plane {}, row {}, file {}",
                index / 100,
                index / 10 % 10,
                index % 10
            );
        }
        let white = text.trim_end().ends_with('w');
        black_seen |= !white;
        scared_seen[usize::from(white)] |= expected[700..].contains(&1.0);
    }
    assert!(black_seen, "the games reach Black's view");
    assert_eq!(
        scared_seen,
        [true, true],
        "the games reach scared animals of each side"
    );
}

/// Checks that the observation of position `text` marks exactly the
/// squares of `marked`, plane by plane, as the side to move sees them
/// (Black's view: rank r is row 9 − r, files kept).
fn assert_marks_exactly(text: &str, marked: &[(usize, &[&str])]) {
    let seen = observation(&text.parse().unwrap());
    let white_view = text.ends_with('w');
    let mut count = 0;
    for &(plane, squares) in marked {
        for square in squares {
            let number = square_number(square) as usize;
            let (rank, file) = (number / 10, number % 10);
            let row = if white_view { rank } else { 9 - rank };
            assert_eq!(
                seen[plane * 100 + row * 10 + file],
                1.0,
                "{text}: plane {plane}, {square}"
            );
            count += 1;
        }
    }
    assert_eq!(
        seen.iter().sum::<f32>(),
        count as f32,
        "{text}: other squares marked"
    );
}

/// The planes 0–5 of an observation as `(plane, squares)`: the mice,
/// lions and elephants of the side to move, then those of the other side,
/// each given as `[mice, lions, elephants]`.
fn animal_planes<'a>(
    to_move: [&'a [&'a str]; 3],
    other: [&'a [&'a str]; 3],
) -> Vec<(usize, &'a [&'a str])> {
    to_move.into_iter().chain(other).enumerate().collect()
}

#[test]
fn a_hand_made_position_reads_plane_by_plane() {
    // White: mice e5 a3, lions b1 c1, elephants e1 f1; Black: lions d6 h8
    // (d6 scares the mouse on e5), mice i9 j9, elephants e10 j10.
    let board = "4e4e/8mm/7l2/10/3l6/4M5/10/M9/10/1LL1EE4";
    let white: [&[&str]; 3] = [&["e5", "a3"], &["b1", "c1"], &["e1", "f1"]];
    let black: [&[&str]; 3] = [&["i9", "j9"], &["d6", "h8"], &["e10", "j10"]];
    let holes: &[&str] = &["d4", "g4", "d7", "g7"];
    // White to move: its mouse on e5 is scared by the lion on d6.
    let mut white_to_move = animal_planes(white, black);
    white_to_move.extend([(6, holes), (7, &["e5"][..])]);
    assert_marks_exactly(&format!("{board} w"), &white_to_move);
    // Black to move: no black animal is scared.
    let mut black_to_move = animal_planes(black, white);
    black_to_move.push((6, holes));
    assert_marks_exactly(&format!("{board} b"), &black_to_move);
}
