//! The spec's reference numbers and a hand-made position for each rule.

use std::collections::BTreeSet;

use ludeme_barricade::{
    IllegalMove, Move, Node, Origin, PawnColour, Players, Position, Rules, GOAL_REACHED,
};
use ludeme_core::{Actor, EndReason, Game};

const BARRICADES: &str = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

fn moves(p: &Position) -> BTreeSet<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

fn set(list: &[&str]) -> BTreeSet<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn node(name: &str) -> Node {
    name.parse().unwrap()
}

#[test]
fn start_counts_per_colour_and_die_match_the_spec() {
    let distinct = [
        ('r', [1, 2, 2, 3, 3, 1]),
        ('g', [1, 2, 2, 4, 4, 2]),
        ('y', [1, 2, 2, 4, 4, 2]),
        ('b', [1, 2, 2, 3, 3, 1]),
    ];
    for (colour, counts) in distinct {
        for (die, &expected) in (1..=6).zip(counts.iter()) {
            let p: Position = format!("- - - - {BARRICADES} {colour} {die}")
                .parse()
                .unwrap();
            let pairs: BTreeSet<(Origin, Node)> = p
                .legal_moves()
                .into_iter()
                .filter_map(|m| match m {
                    Move::Go { from, to, .. } => Some((from, to)),
                    _ => None,
                })
                .collect();
            assert_eq!(pairs.len(), expected, "colour {colour}, die {die}");
        }
    }
}

#[test]
fn perft_matches_the_spec() {
    let data = include_str!("data/perft.txt");
    let checked = ludeme_testing::check_perft_file::<Position>(data);
    // The spec's four lines at least (deeper ones up to LUDEME_PERFT_LIMIT).
    assert!(checked >= 4, "{checked} lines checked");
    // Listing the placements gives the same count as counting them.
    for die_text in ["r 5", "g 5"] {
        let p: Position = format!("- - - - {BARRICADES} {die_text}").parse().unwrap();
        assert_eq!(p.legal_moves().len(), p.legal_move_count());
    }
}

#[test]
fn pieces_leave_the_house_through_their_entry() {
    let one: Position = format!("- - - - {BARRICADES} r 1").parse().unwrap();
    assert_eq!(moves(&one), set(&["h-c1"]));
    let six: Position = format!("- - - - {BARRICADES} r 6").parse().unwrap();
    assert_eq!(moves(&six), set(&["h-h1"]));
    let mut p = one;
    p.play("h-c1".parse().unwrap()).unwrap();
    assert_eq!(p.in_house(PawnColour::Red), 4);
    assert_eq!(p.turn(), PawnColour::Green);
    assert_eq!(p.die(), None);
}

#[test]
fn a_barricade_blocks_the_path_but_can_be_landed_on() {
    // a1 → a2 → a3 → b3 would pass over the barricade a3.
    let mut p: Position = format!("a1 - - - {BARRICADES} r 3").parse().unwrap();
    assert_eq!(moves(&p), set(&["h-e1", "a1-d1"]));
    let before = p;
    assert_eq!(
        p.play("a1-b3".parse().unwrap()),
        Err(IllegalMove::BarricadeInTheWay {
            from: Origin::Node(node("a1")),
            to: node("b3")
        })
    );
    assert_eq!(p, before);
    assert!(matches!(
        p.play("a1-e1".parse().unwrap()),
        Err(IllegalMove::WrongCount { .. })
    ));
    // With 2, a1 → a2 → a3 ends on the barricade: a capture with placement.
    let two: Position = format!("a1 - - - {BARRICADES} r 2").parse().unwrap();
    assert!(moves(&two).contains("a1-a3/a2"));
}

#[test]
fn captures_send_pieces_home_and_partners_can_be_protected() {
    // Red on c1 rolls 2: green's e1 and yellow's (red's partner's) a1 are in reach.
    let text = format!("c1 e1 a1 - {BARRICADES} r 2");
    let p: Position = text.parse().unwrap();
    assert_eq!(moves(&p), set(&["h-b1", "h-d1", "c1-a1", "c1-e1"]));
    let mut q = p;
    q.play("c1-e1".parse().unwrap()).unwrap();
    assert_eq!(q.in_house(PawnColour::Green), 5);
    assert_eq!(q.pieces(PawnColour::Red), node("e1").bit());
    let mut r = p;
    r.play("c1-a1".parse().unwrap()).unwrap();
    assert_eq!(r.in_house(PawnColour::Yellow), 5);

    let protected =
        Position::from_text(&text, &Rules::default().with_protect_partners(true)).unwrap();
    assert_eq!(moves(&protected), set(&["h-b1", "h-d1", "c1-e1"]));
    let mut s = protected;
    assert_eq!(
        s.play("c1-a1".parse().unwrap()),
        Err(IllegalMove::PartnerProtected(node("a1")))
    );
    // A piece of the own colour is never a target.
    let own: Position = format!("c1,e1 - - - {BARRICADES} r 2").parse().unwrap();
    let mut t = own;
    assert_eq!(
        t.play("c1-e1".parse().unwrap()),
        Err(IllegalMove::OwnPiece(node("e1")))
    );
}

#[test]
fn a_captured_barricade_may_go_to_the_vacated_origin() {
    let mut p: Position = format!("a2 - - - {BARRICADES} r 1").parse().unwrap();
    let places = p.placements(Origin::Node(node("a2")), node("a3"));
    assert_ne!(places & node("a2").bit(), 0, "the vacated origin is free");
    assert_eq!(places.count_ones(), 83);
    p.play("a2-a3/a2".parse().unwrap()).unwrap();
    assert_eq!(p.pieces(PawnColour::Red), node("a3").bit());
    assert_ne!(p.barricades() & node("a2").bit(), 0);
    assert_eq!(p.barricades().count_ones(), 11);
}

#[test]
fn placements_are_checked() {
    let p: Position = format!("a2 e5 - - {BARRICADES} r 1").parse().unwrap();
    let cases = [
        ("a2-a3", IllegalMove::PlacementMissing(node("a3"))),
        ("a2-a1/c5", IllegalMove::PlacementNotAllowed(node("a1"))),
        ("a2-a3/b1", IllegalMove::PlacementForbidden(node("b1"))),
        ("a2-a3/i14", IllegalMove::PlacementForbidden(node("i14"))),
        ("a2-a3/e3", IllegalMove::PlacementOccupied(node("e3"))),
        ("a2-a3/e5", IllegalMove::PlacementOccupied(node("e5"))),
    ];
    for (text, reason) in cases {
        let mut q = p;
        assert_eq!(q.play(text.parse().unwrap()), Err(reason), "{text}");
        assert_eq!(q, p);
    }
    // Rows 1 and 2 closed: a2 itself is no longer a place.
    let closed = Position::from_text(
        &format!("a2 e5 - - {BARRICADES} r 1"),
        &Rules::default().with_no_barricades_on_rows_1_and_2(true),
    )
    .unwrap();
    let mut q = closed;
    assert_eq!(
        q.play("a2-a3/a2".parse().unwrap()),
        Err(IllegalMove::PlacementForbidden(node("a2")))
    );
    // 112 nodes − 17 on row 1 − the goal − 11 barricades = 83 free places
    // (a3's barricade is taken but a3 then holds the piece; a2 is vacated),
    // − green's e5 = 82; closing row 2 (a2 e2 i2 m2 q2) leaves 77.
    assert_eq!(
        p.placements(Origin::Node(node("a2")), node("a3"))
            .count_ones(),
        82
    );
    assert_eq!(
        closed
            .placements(Origin::Node(node("a2")), node("a3"))
            .count_ones(),
        77
    );
}

#[test]
fn a_colour_without_a_move_passes() {
    // Each red piece sits between two barricades on a node of degree 2.
    let text = "g8,k8,i10,a12,q12 - - - g7,k7,g9,i9,k9,a11,i11,q11,a13,i13,q13 r 3";
    let mut p: Position = text.parse().unwrap();
    assert_eq!(moves(&p), set(&["pass"]));
    p.play(Move::Pass).unwrap();
    assert_eq!((p.turn(), p.die()), (PawnColour::Green, None));
    // With a 1 the barricades next door can be taken: no pass then.
    let mut q: Position = text.replace(" r 3", " r 1").parse().unwrap();
    assert!(!moves(&q).contains("pass"));
    assert_eq!(q.play(Move::Pass), Err(IllegalMove::PassNotAllowed));
}

#[test]
fn the_goal_needs_the_exact_count_and_ends_the_game() {
    let barricades = "a3,e3,i3,m3,q3,i5,g7,k7,i9,i10,i11";
    let mut three: Position = format!("h13 - - - {barricades} r 3").parse().unwrap();
    assert!(matches!(
        three.play("h13-i14".parse().unwrap()),
        Err(IllegalMove::WrongCount { .. })
    ));
    let mut two: Position = format!("h13 - - - {barricades} r 2").parse().unwrap();
    two.play("h13-i14".parse().unwrap()).unwrap();
    let outcome = two.outcome().unwrap();
    assert_eq!(outcome.reason(), GOAL_REACHED);
    assert_eq!(outcome.reason(), EndReason::Rule("goal reached"));
    assert_eq!(outcome.winner(), Some(two.side_of_colour(PawnColour::Red)));
    assert_eq!(two.to_act(), Actor::Nobody);
    assert_eq!(two.play(Move::Roll(3)), Err(IllegalMove::GameOver));
    // Yellow plays with red: the same side wins.
    assert_eq!(
        two.side_of_colour(PawnColour::Yellow),
        two.side_of_colour(PawnColour::Red)
    );
    assert_ne!(
        two.side_of_colour(PawnColour::Green),
        two.side_of_colour(PawnColour::Red)
    );
}

#[test]
fn the_die_comes_first() {
    let mut p = Position::start();
    assert_eq!(p.play("h-c1".parse().unwrap()), Err(IllegalMove::RollFirst));
    assert_eq!(p.play(Move::Roll(7)), Err(IllegalMove::BadRoll(7)));
    p.play(Move::Roll(1)).unwrap();
    assert_eq!(
        p.play(Move::Roll(1)),
        Err(IllegalMove::AlreadyRolled {
            colour: PawnColour::Red
        })
    );
    let outcomes = p.chance_outcomes();
    assert!(outcomes.is_empty());
    let start = Position::start();
    let sum: f64 = start.chance_outcomes().iter().map(|o| o.1).sum();
    assert!((sum - 1.0).abs() < 1e-12);
}

#[test]
fn seats_and_sides_follow_the_players() {
    let two = Position::start();
    assert_eq!(two.seat_count(), 2);
    let four = Position::start_with(&Rules::default().with_players(Players::PairsOfFour));
    assert_eq!(four.seat_count(), 4);
    assert_eq!(
        four.side_of(ludeme_core::Seat(0)),
        four.side_of(ludeme_core::Seat(2))
    );
    let solo = Position::start_with(&Rules::default().with_players(Players::Individual(3)));
    assert_eq!(solo.to_string(), format!("- - - x {BARRICADES} r -"));
    assert_eq!(solo.seat_count(), 3);
    assert_ne!(
        solo.side_of(ludeme_core::Seat(0)),
        solo.side_of(ludeme_core::Seat(2))
    );
    // Blue is not in play: its turn is skipped.
    let mut p = Position::from_text(&format!("- - - x {BARRICADES} y 1"), &solo.rules()).unwrap();
    p.play("h-k1".parse().unwrap()).unwrap();
    assert_eq!(p.turn(), PawnColour::Red);
    // Position text may seat any colours individually: red against yellow.
    let duel = Position::from_text(&format!("- x - x {BARRICADES} y 1"), &solo.rules()).unwrap();
    assert_eq!(duel.seat_count(), 2);
    assert_eq!(
        duel.to_act(),
        ludeme_core::Actor::Seat(ludeme_core::Seat(1))
    );
    let mut q = duel;
    q.play("h-k1".parse().unwrap()).unwrap();
    assert_eq!(q.turn(), PawnColour::Red);
    assert_eq!(q.in_house(PawnColour::Green), 0);
    assert!(Position::from_text(&format!("- x x x {BARRICADES} r 1"), &solo.rules()).is_err());
}

#[test]
fn position_text_errors_are_precise() {
    let cases = [
        (format!("- - - - {BARRICADES} r"), "6 fields"),
        (
            format!("z9 - - - {BARRICADES} r -"),
            "bad node \"z9\" in the red field",
        ),
        (format!("c1 c1 - - {BARRICADES} r -"), "two things on c1"),
        (format!("a3 - - - {BARRICADES} r -"), "two things on a3"),
        (
            format!("b1,c1,d1,e1,f1,g1 - - - {BARRICADES} r -"),
            "red has 6 pieces",
        ),
        ("- - - - a3,e3 r -".to_string(), "2 barricades"),
        (
            "- - - - a1,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -".to_string(),
            "barricade on a1",
        ),
        (
            "- - - - i14,e3,i3,m3,q3,g7,k7,i9,i10,i11,a3 r -".to_string(),
            "barricade on i14",
        ),
        (format!("- - - - {BARRICADES} w -"), "bad colour to move"),
        (format!("- - - - {BARRICADES} r 7"), "bad die"),
        (
            format!("- - - x {BARRICADES} r -"),
            "3 colours in play: the pairs game needs all four",
        ),
    ];
    for (text, needle) in cases {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(needle), "{text:?}: {err}");
    }
    let goal: Position = format!(
        "i14 - - - {}",
        BARRICADES.replace("i13", "i12").replace("i12", "a12") + " g -"
    )
    .parse()
    .unwrap();
    assert_eq!(
        goal.to_act(),
        Actor::Nobody,
        "a piece on the goal marks a finished game"
    );
}

#[test]
fn destinations_are_those_of_a_piece_of_the_colour_to_move_only() {
    // All five red pieces on row 1, none in the house; die 2.
    let p: Position = format!("m1,n1,o1,p1,q1 g1 - - {BARRICADES} r 2")
        .parse()
        .unwrap();
    let ends = |origin: Origin| -> BTreeSet<String> {
        ludeme_barricade::nodes(p.destinations(origin))
            .map(|n| n.to_string())
            .collect()
    };
    // Two steps from m1: l1-k1, or m2 onto the barricade m3 (n1 and o1 are
    // red's own); from q1: q2 onto the barricade q3 (p1, o1 are red's).
    assert_eq!(ends(Origin::Node(node("m1"))), set(&["k1", "m3"]));
    assert_eq!(ends(Origin::Node(node("q1"))), set(&["q3"]));
    // The house is empty: no piece enters, though c1's neighbours are free.
    assert_eq!(ends(Origin::House), set(&[]));
    // An empty node, and a node of green's (not the colour to move).
    assert_eq!(ends(Origin::Node(node("a1"))), set(&[]));
    assert_eq!(ends(Origin::Node(node("g1"))), set(&[]));
    // Before the roll, nothing.
    let unrolled: Position = format!("m1,n1,o1,p1,q1 g1 - - {BARRICADES} r -")
        .parse()
        .unwrap();
    assert_eq!(unrolled.destinations(Origin::Node(node("m1"))), 0);
}

#[test]
fn the_colours_in_play_are_the_first_in_turn_order() {
    let mask = |players| Rules::default().with_players(players).colours_in_play();
    assert_eq!(mask(Players::PairsOfTwo), 0b1111);
    assert_eq!(mask(Players::PairsOfFour), 0b1111);
    // Red and green; red, green and yellow; all four. Counts out of range
    // (which only a hand-made `Players` value can hold) are clamped to 2–4.
    for (count, expected) in [
        (0, 0b0011),
        (1, 0b0011),
        (2, 0b0011),
        (3, 0b0111),
        (4, 0b1111),
        (5, 0b1111),
        (200, 0b1111),
    ] {
        assert_eq!(mask(Players::Individual(count)), expected, "{count}");
    }
}
