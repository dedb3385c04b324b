//! The fear, escape and trap rules on hand-made positions, and the generator
//! against a naive oracle written straight from the spec.

use std::collections::BTreeSet;

use ludeme_barca::{
    parse_square, square_name, Animal, Colour, IllegalMove, Move, Position, Rules, HOLES_HELD,
};
use ludeme_core::{Actor, EndReason, Game};
use proptest::prelude::*;

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap()
}

fn names(moves: impl IntoIterator<Item = Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| m.to_string()).collect()
}

fn from(p: &Position, origin: &str) -> BTreeSet<String> {
    names(
        p.legal_moves()
            .into_iter()
            .filter(|m| m.from() == sq(origin)),
    )
}

fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// Why `p` refuses the move `text`; the position stays as it was.
fn refusal(p: &Position, text: &str) -> IllegalMove {
    let mut q = *p;
    let err = q.play(text.parse().unwrap()).unwrap_err();
    assert_eq!(q, *p, "{text} changed the position it was refused in");
    err
}

/// The squares where `animal` of `colour` would stand next to no enemy it
/// fears (the spec's "safe"), square by square from the animal list.
fn naive_safe(p: &Position, animal: Animal, colour: Colour) -> u128 {
    let feared = |s: u8| p.animal_at(s) == Some((animal.fears(), colour.other()));
    let mut safe = 0;
    for s in 0..100u8 {
        let (f, r) = (i32::from(s % 10), i32::from(s / 10));
        let threatened = (-1..=1).any(|df: i32| {
            (-1..=1).any(|dr: i32| {
                let (x, y) = (f + df, r + dr);
                (df, dr) != (0, 0)
                    && (0..10).contains(&x)
                    && (0..10).contains(&y)
                    && feared((y * 10 + x) as u8)
            })
        });
        if !threatened {
            safe |= 1 << s;
        }
    }
    safe
}

/// Whether a side holds three watering holes (the game is won).
fn naive_won(p: &Position) -> bool {
    let holes = ["d4", "g4", "d7", "g7"].map(sq);
    [Colour::White, Colour::Black].into_iter().any(|colour| {
        let held = holes
            .iter()
            .filter(|&&h| matches!(p.animal_at(h), Some((_, c)) if c == colour))
            .count();
        held >= 3
    })
}

/// The directions `animal` moves in: a mouse like a rook, a lion like a
/// bishop, an elephant like a queen.
fn naive_directions(animal: Animal) -> Vec<(i32, i32)> {
    let straight = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    match animal {
        Animal::Mouse => straight.to_vec(),
        Animal::Lion => diagonal.to_vec(),
        Animal::Elephant => [straight, diagonal].concat(),
    }
}

/// An animal's square and the squares it reaches, each with whether the
/// animal would be safe there.
type Reach = (u8, Vec<(i32, i32, bool)>);

/// The spec's rules, square by square, with no bitboards.
fn naive_moves(p: &Position) -> BTreeSet<(u8, u8)> {
    let at = |f: i32, r: i32| -> Option<Option<(Animal, Colour)>> {
        ((0..10).contains(&f) && (0..10).contains(&r)).then(|| p.animal_at((r * 10 + f) as u8))
    };
    if naive_won(p) {
        return BTreeSet::new();
    }
    let us = p.turn();
    let safe = Animal::ALL.map(|animal| naive_safe(p, animal, us));
    let fears_at = |animal: Animal, f: i32, r: i32| safe[animal.index()] >> (r * 10 + f) & 1 == 0;
    let mut scared = Vec::new();
    let mut calm = Vec::new();
    let ours = (0..100u8).filter_map(|s| match p.animal_at(s) {
        Some((animal, colour)) if colour == us => Some((s, animal)),
        _ => None,
    });
    for (s, animal) in ours {
        let (f, r) = (i32::from(s % 10), i32::from(s / 10));
        let mut reach = Vec::new();
        for (df, dr) in naive_directions(animal) {
            let (mut x, mut y) = (f + df, r + dr);
            while at(x, y) == Some(None) {
                reach.push((x, y, !fears_at(animal, x, y)));
                x += df;
                y += dr;
            }
        }
        let entry = (s, reach);
        if fears_at(animal, f, r) {
            scared.push(entry);
        } else {
            calm.push(entry);
        }
    }
    // The moves of a group of animals: every one, or only those to a
    // square the animal does not fear.
    let moves_of = |group: &[Reach], only_safe: bool| -> BTreeSet<(u8, u8)> {
        let to = |x: i32, y: i32| (y * 10 + x) as u8;
        group
            .iter()
            .flat_map(|(s, reach)| {
                reach
                    .iter()
                    .filter(move |r| r.2 || !only_safe)
                    .map(move |r| (*s, to(r.0, r.1)))
            })
            .collect()
    };
    let escapes = moves_of(&scared, true);
    if !escapes.is_empty() {
        return escapes;
    }
    let mut moves = moves_of(&calm, true);
    moves.extend(moves_of(&scared, false));
    moves
}

fn generated(p: &Position) -> BTreeSet<(u8, u8)> {
    p.legal_moves().iter().map(|m| (m.from(), m.to())).collect()
}

#[test]
fn the_spec_forced_escape_has_exactly_eight_moves() {
    let p: Position = "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w"
        .parse()
        .unwrap();
    assert_eq!(
        names(p.legal_moves()),
        set(&["e6-e4", "e6-e3", "e6-e2", "e6-f6", "e6-g6", "e6-h6", "e6-i6", "e6-j6"])
    );
    assert_eq!(p.scared(), 1 << sq("e6"));
    assert_eq!(p.trapped(), 0);
    // Nothing else may move, not even to a safe square.
    let err = refusal(&p, "g2-h3");
    assert!(matches!(err, IllegalMove::MustEscape { .. }), "{err}");
    let err = refusal(&p, "e6-e5");
    assert!(
        matches!(
            err,
            IllegalMove::DestinationScared {
                feared: Animal::Lion,
                ..
            }
        ),
        "{err}"
    );
}

/// A position from animal lists like `"Ma5 Mc1 Lj5"` (White) and
/// `"lb6 ei6"` (Black).
fn board(white: &str, black: &str, turn: char) -> Position {
    let mut grid = [['.'; 10]; 10];
    for item in white.split_whitespace().chain(black.split_whitespace()) {
        let (letter, square) = item.split_at(1);
        let s = sq(square);
        grid[usize::from(s / 10)][usize::from(s % 10)] = letter.chars().next().unwrap();
    }
    let ranks: Vec<String> = (0..10)
        .rev()
        .map(|r| {
            let mut text = String::new();
            let mut run = 0;
            for c in grid[r] {
                if c == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        text += &run.to_string();
                        run = 0;
                    }
                    text.push(c);
                }
            }
            if run > 0 {
                text += &run.to_string();
            }
            text
        })
        .collect();
    format!("{} {turn}", ranks.join("/")).parse().unwrap()
}

#[test]
fn with_several_scared_animals_the_player_picks_which_escapes() {
    // White's mouse a5 fears the lion b6; White's lion j5 fears the elephant
    // i6. Both can escape: the legal moves are the escapes of both.
    let p = board("Ma5 Mc1 Lj5 La1 Ee1 Ef1", "lb6 lh10 ei6 ee10 me9 mf9", 'w');
    assert_eq!(p.scared(), 1 << sq("a5") | 1 << sq("j5"));
    assert_eq!(
        names(p.legal_moves()),
        set(&[
            "a5-a2", "a5-a3", "a5-a4", "a5-a8", "a5-a9", "a5-a10", "a5-d5", "a5-e5", "a5-f5",
            "a5-g5", "a5-h5", "a5-i5", "j5-i4", "j5-h3", "j5-g2",
        ])
    );
    assert_eq!(generated(&p), naive_moves(&p));
}

#[test]
fn trapped_animals_move_anywhere_and_the_others_normally() {
    // White's mouse a1 fears the lion b2; every square it reaches (a2–a6, a7
    // is White's) is next to the lion b2 or b5, and b1 is White's: trapped.
    let p = board("Ma1 Mj10 Lb1 Lj1 Ea7 Ef1", "lb2 lb5 ee10 ef10 me8 mf8", 'w');
    assert_eq!(p.scared(), 1 << sq("a1"));
    assert_eq!(p.trapped(), 1 << sq("a1"));
    assert_eq!(
        from(&p, "a1"),
        set(&["a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6"])
    );
    // The unscared animals move as usual, to safe squares only: the mouse j10
    // may not stop next to a lion, the elephant a7 not next to a mouse.
    assert!(!from(&p, "j10").is_empty());
    assert!(!from(&p, "a7").is_empty());
    for m in p.legal_moves().iter().filter(|m| m.from() != sq("a1")) {
        assert_eq!(p.safe_squares(m.from()) >> m.to() & 1, 1, "{m}");
    }
    assert_eq!(generated(&p), naive_moves(&p));
    // The trapped mouse's moves leave it scared: allowed, and optional.
    let mut q = p;
    q.play("a1-a3".parse().unwrap()).unwrap();
    q.play("e10-e9".parse().unwrap()).unwrap();
    assert_ne!(q.scared_of(Colour::White) & 1 << sq("a3"), 0);
}

#[test]
fn an_animal_with_no_move_at_all_is_trapped() {
    // The mouse a1 fears the lion b2 and is boxed in by its own lion a2 and
    // elephant b1: trapped, without a single move.
    let p = board("Ma1 Mj10 La2 Lj1 Eb1 Ef1", "lb2 lh5 ee10 ef10 me8 mf8", 'w');
    assert_eq!(p.trapped(), 1 << sq("a1"));
    assert_eq!(p.destinations(sq("a1")), 0);
    assert!(!p.legal_moves().is_empty());
    assert_eq!(generated(&p), naive_moves(&p));
    let mut q = p;
    assert!(matches!(
        q.play("a1-a3".parse().unwrap()),
        Err(IllegalMove::Blocked { .. })
    ));
}

#[test]
fn a_win_stands_even_when_the_winner_is_scared() {
    // White holds d4 and g4. Its mouse g9 fears the lion h10 and its lion d4
    // fears the elephant c5; the mouse escapes to g7, the third hole: White
    // wins at once, with its lion still scared.
    let mut p = board("Mg9 Ma1 Ld4 Lj1 Eg4 Ea10", "lh10 la5 ec5 ej5 me9 mf9", 'w');
    assert!(p.legal_moves().iter().any(|m| m.to_string() == "g9-g7"));
    p.play("g9-g7".parse().unwrap()).unwrap();
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winner(), Some(Colour::White.side()));
    assert_eq!(outcome.reason(), HOLES_HELD);
    assert_eq!(outcome.reason().to_string(), "watering holes held");
    assert!(p.legal_moves().is_empty());
    assert_eq!(ludeme_core::perft(&p, 1), 0);
    assert_eq!(p.to_act(), Actor::Nobody);
    assert_ne!(p.scared_of(Colour::White) & 1 << sq("d4"), 0);
    assert_eq!(p.play("a5-a6".parse().unwrap()), Err(IllegalMove::GameOver));
}

#[test]
fn no_legal_move_at_all_loses_or_draws_by_the_rules() {
    let text = "10/10/10/10/10/10/10/mmll6/MMLe6/LEEe6 w";
    let p: Position = text.parse().unwrap();
    assert!(p.legal_moves().is_empty());
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::NoLegalMove);
    assert_eq!(outcome.winner(), Some(Colour::Black.side()));
    let lenient =
        Position::from_text(text, &Rules::default().with_no_legal_move_loses(false)).unwrap();
    assert_eq!(lenient.outcome().unwrap().winner(), None);
    assert_eq!(lenient.to_act(), Actor::Nobody);
    // Every move is refused because the game is over.
    let mut q = p;
    assert_eq!(q.play("a1-a5".parse().unwrap()), Err(IllegalMove::GameOver));
}

#[test]
fn illegal_moves_are_named() {
    let p = Position::start();
    let cases = [
        ("e5-e6", "NotYourAnimal"),
        ("e9-e8", "NotYourAnimal"),
        ("d2-d5", "WrongDirection"),
        ("e2-f3", "WrongDirection"),
        ("e1-e2", "DestinationOccupied"),
        ("e1-e3", "Blocked"),
    ];
    for (mv, reason) in cases {
        let err = refusal(&p, mv);
        assert!(format!("{err:?}").starts_with(reason), "{mv}: {err:?}");
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn position_text_errors_are_precise() {
    let cases = [
        ("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4", "missing side"),
        ("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 x", "bad side"),
        ("4ee4/3lmml3/10/10/10/10/10/3LMML3/4EE4 w", "9 ranks"),
        (
            "4ee4/3lmml3/10/10/9/10/10/10/3LMML3/4EE4 w",
            "rank 6 has 9 squares",
        ),
        (
            "4ee4/3lmml3/10/10/11/10/10/10/3LMML3/4EE4 w",
            "\"11\" on rank 6",
        ),
        (
            "4ee4/3lmml3/10/10/010/10/10/10/3LMML3/4EE4 w",
            "\"010\" on rank 6",
        ),
        (
            "4ee4/3lmml3/10/10/4x5/10/10/10/3LMML3/4EE4 w",
            "'x' on rank 6",
        ),
        (
            "4ee4/3lmml3/10/10/4E5/10/10/10/3LMML3/4EE4 w",
            "white has 3 elephants",
        ),
        (
            "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/5E4 w",
            "white has 1 elephant",
        ),
        (
            "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w w",
            "after the side",
        ),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "{text:?}: {err}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// Twelve animals on random distinct squares, either side to move.
    #[test]
    fn generation_equals_the_naive_oracle(squares in proptest::sample::subsequence((0u8..100).collect::<Vec<_>>(), 12), order in Just(()).prop_perturb(|_, mut rng| { let mut v: Vec<usize> = (0..12).collect(); for i in (1..12).rev() { v.swap(i, rng.random_range(0..=i)); } v }), black: bool) {
        let letters = ['M', 'M', 'L', 'L', 'E', 'E', 'm', 'm', 'l', 'l', 'e', 'e'];
        let list: Vec<String> = order.iter().enumerate().map(|(i, &k)| format!("{}{}", letters[i], square_name(squares[k]))).collect();
        let p = board(&list[..6].join(" "), &list[6..].join(" "), if black { 'b' } else { 'w' });
        prop_assert_eq!(generated(&p), naive_moves(&p), "{}", p);
        prop_assert_eq!(p.legal_move_count(), naive_moves(&p).len());
    }
}

#[test]
fn generation_equals_the_naive_oracle_along_random_games() {
    ludeme_testing::check_before_each_move(&Position::start(), 0..100, 300, |p| {
        assert_eq!(generated(p), naive_moves(p), "{p}");
    });
}

/// A position with the twelve animals on random distinct squares.
fn scattered(rng: &mut ludeme_core::SplitMix64) -> Position {
    let mut taken = BTreeSet::new();
    let mut place = |letters: &str| -> String {
        letters
            .chars()
            .map(|letter| loop {
                let square = rng.below(100) as u8;
                if taken.insert(square) {
                    return format!("{letter}{}", square_name(square));
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let white = place("EELLMM");
    let black = place("eellmm");
    board(&white, &black, if rng.below(2) == 0 { 'w' } else { 'b' })
}

#[test]
fn the_heuristic_keeps_its_contract_on_scattered_boards() {
    let mut rng = ludeme_core::SplitMix64::new(7);
    let mut tactical = 0;
    for _ in 0..20_000 {
        tactical += ludeme_testing::check_heuristic_at(&scattered(&mut rng));
    }
    assert!(tactical > 20_000, "{tactical}");
}

/// The name of a square, as errors carry it.
fn named(square: &str) -> ludeme_geometry::SquareName {
    square_name(sq(square))
}

#[test]
fn safe_squares_and_destinations_agree_with_the_spec_on_scattered_boards() {
    let mut rng = ludeme_core::SplitMix64::new(11);
    let mut moving = 0;
    for _ in 0..2_000 {
        let p = scattered(&mut rng);
        let legal = naive_moves(&p);
        for s in 0..100u8 {
            let expected_safe = match p.animal_at(s) {
                None => 0,
                Some((animal, colour)) => naive_safe(&p, animal, colour),
            };
            assert_eq!(p.safe_squares(s), expected_safe, "{p} {}", square_name(s));
            let expected_destinations = legal
                .iter()
                .filter(|&&(from, _)| from == s)
                .fold(0u128, |bits, &(_, to)| bits | 1 << to);
            assert_eq!(
                p.destinations(s),
                expected_destinations,
                "{p} {}",
                square_name(s)
            );
            moving += usize::from(expected_destinations != 0);
        }
    }
    assert!(moving > 2_000, "{moving}");
}

/// `text` (animal lists, moves, squares) reflected left to right: file a
/// becomes j, b becomes i, and so on; ranks stay.
fn mirrored(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len())
        .map(|i| {
            let c = chars[i];
            let file =
                ('a'..='j').contains(&c) && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if file {
                char::from(b'a' + b'j' - c as u8)
            } else {
                c
            }
        })
        .collect()
}

#[test]
fn the_escaper_is_named_whichever_animal_the_refused_move_was_of() {
    // White: the mouse a1 is trapped (the lion b2 scares it, and every
    // square it reaches, a2–a6, is next to the lion b2 or b5); the elephant
    // e5 is scared by the mouse e6 and can escape; the lion j10 is scared by
    // the elephant i9 and cannot move at all. The other three are calm. So
    // rule 1: the elephant e5 must escape, and it is the only animal that
    // may. Mirrored too, so that the trapped mover is not on square 0.
    for mirror in [false, true] {
        let flip = |text: &str| {
            if mirror {
                mirrored(text)
            } else {
                text.to_string()
            }
        };
        let p = board(
            &flip("Ma1 Mc10 Lb1 Lj10 Ea7 Ee5"),
            &flip("lb2 lb5 ei9 ea10 me6 mj1"),
            'w',
        );
        assert_eq!(
            p.scared(),
            1 << sq(&flip("a1")) | 1 << sq(&flip("e5")) | 1 << sq(&flip("j10"))
        );
        assert_eq!(p.trapped(), 1 << sq(&flip("a1")) | 1 << sq(&flip("j10")));
        assert!(p.legal_moves().iter().all(|m| m.from() == sq(&flip("e5"))));
        // The trapped mouse, to squares it reaches; a calm mouse, elephant
        // and lion to safe squares: each is refused for the escape.
        for refused in ["a1-a4", "a1-a2", "c10-c9", "a7-a8", "b1-c2"] {
            let refused = flip(refused);
            assert_eq!(
                refusal(&p, &refused),
                IllegalMove::MustEscape {
                    escaper: named(&flip("e5"))
                },
                "{refused}"
            );
        }
    }
}

#[test]
fn a_blocked_slide_names_the_first_animal_in_the_way() {
    let p = board("Ma1 Mj1 Lc1 Lj10 Ea10 Ej5", "ma5 mh7 lg7 lf4 ee1 ed7", 'w');
    // (move, the first occupied square on the way): the eight directions,
    // the blocker of either side, next to the mover or farther off.
    let cases = [
        ("a1-a9", "a5"),
        ("a10-a2", "a5"),
        ("a1-d1", "c1"),
        ("j1-b1", "e1"),
        ("c1-h6", "f4"),
        ("j10-e5", "g7"),
        ("j5-e10", "h7"),
        ("a10-f5", "d7"),
    ];
    for (mv, blocker) in cases {
        let (from, to) = mv.split_once('-').unwrap();
        assert_eq!(
            refusal(&p, mv),
            IllegalMove::Blocked {
                from: named(from),
                to: named(to),
                blocker: named(blocker)
            },
            "{mv}"
        );
    }
}

#[test]
fn a_stop_next_to_a_feared_enemy_names_the_animal_the_square_and_the_fear() {
    // No White animal is scared: rule 2, and each move below stops next to
    // an enemy the mover fears.
    let p = board("Me2 Mf2 Ld2 Lg3 Ee1 Ef1", "le6 lg9 ee10 eb5 me9 mh4", 'w');
    assert_eq!(p.scared(), 0);
    let cases = [
        ("e2-e5", Animal::Mouse, "e5", Animal::Lion),
        ("f2-f5", Animal::Mouse, "f5", Animal::Lion),
        ("d2-b4", Animal::Lion, "b4", Animal::Elephant),
        ("f1-h3", Animal::Elephant, "h3", Animal::Mouse),
    ];
    for (mv, animal, square, feared) in cases {
        assert_eq!(
            refusal(&p, mv),
            IllegalMove::DestinationScared {
                animal,
                square: named(square),
                feared
            },
            "{mv}"
        );
    }
}

#[test]
fn a_move_debugs_as_its_text() {
    let mv: Move = "e2-e5".parse().unwrap();
    assert_eq!(format!("{mv:?}"), "e2-e5");
    assert_eq!(format!("{:?}", [mv]), "[e2-e5]");
}
