//! The shared battery of ludeme-core, run on Barricade.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::testing;
use ludeme_core::{Actor, Game};
use proptest::prelude::*;

use crate::{Colour, IllegalMove, Move, Node, Origin, Players, Position, Rules};

/// Left-right mirror: column x ↔ 16 − x, red ↔ blue, green ↔ yellow.
fn mirror(p: &Position) -> Position {
    let flip = |mask: u128| {
        crate::nodes(mask).fold(0u128, |acc, n| {
            let (x, row) = n.coords();
            acc | Node::at(16 - x, row).expect("the board is symmetric").bit()
        })
    };
    let mut image = *p;
    for colour in Colour::ALL {
        image.pieces[3 - colour.index()] = flip(p.pieces[colour.index()]);
    }
    image.barricades = flip(p.barricades);
    image.in_play = (0..4).fold(0, |m, i| m | (p.in_play >> i & 1) << (3 - i));
    image.turn = Colour::from_index(3 - p.turn.index());
    image.hash = image.hash_from_scratch();
    image
}

#[test]
fn battery_on_random_games() {
    testing::check_playouts(&Position::start(), 0..3, 120, false);
}

#[test]
fn battery_under_every_player_setup_and_option() {
    let setups = [
        Rules::default()
            .with_players(Players::PairsOfFour)
            .with_protect_partners(true),
        Rules::default().with_players(Players::Individual(2)),
        Rules::default()
            .with_players(Players::Individual(3))
            .with_no_barricades_on_rows_1_and_2(true),
    ];
    for (i, rules) in setups.into_iter().enumerate() {
        testing::check_playouts(
            &Position::start_with(&rules),
            10 * i as u64..10 * i as u64 + 1,
            80,
            false,
        );
    }
}

#[test]
fn a_record_agrees_with_its_positions() {
    // No history rules: a record ends only when a piece reaches the goal.
    assert_eq!(
        ludeme_core::History::history_rules(&Position::start()),
        ludeme_core::HistoryRules::NONE
    );
    testing::check_record(&Position::start(), 0..4, 100_000);
    let four = Position::start_with(&Rules::default().with_players(Players::PairsOfFour));
    testing::check_record(&four, 4..6, 100_000);
}

#[test]
fn a_record_plays_undoes_and_refuses_after_the_goal() {
    use ludeme_core::{Record, RecordError};
    let barricades = "a3,e3,i3,m3,q3,i5,g7,k7,i9,i10,i11";
    let start: Position = format!("h13 - - - {barricades} r -").parse().unwrap();
    let mut record = Record::new(start);
    assert_eq!(
        record.play(Move::Roll(3)),
        Ok(()),
        "a roll is a move of the record"
    );
    assert_eq!(
        record.play("h13-i14".parse().unwrap()),
        Err(RecordError::Illegal(IllegalMove::WrongCount {
            from: Origin::Node("h13".parse().unwrap()),
            to: Node::GOAL,
            die: 3
        }))
    );
    assert_eq!(record.plies(), 1);
    assert_eq!(record.undo(), Some(Move::Roll(3)));
    record.play(Move::Roll(2)).unwrap();
    record.play("h13-i14".parse().unwrap()).unwrap();
    let outcome = record.outcome().unwrap();
    assert_eq!(outcome.reason(), crate::GOAL_REACHED);
    assert_eq!(
        outcome.describe(record.position()),
        "red+yellow wins (goal reached)"
    );
    assert_eq!(record.play(Move::Roll(1)), Err(RecordError::GameOver));
    assert_eq!(
        record.undo().map(|m| m.to_string()).as_deref(),
        Some("h13-i14")
    );
    assert_eq!(record.outcome(), None);
    assert_eq!(
        record.plies_since_irreversible(),
        1,
        "no move is irreversible"
    );
}

#[test]
fn random_games_end_and_keep_five_pieces_and_eleven_barricades() {
    for seed in 0..40 {
        let game = ludeme_core::random_playout(&Position::start(), seed, 100_000);
        assert_eq!(game.last.to_act(), Actor::Nobody, "seed {seed}");
        let mut p = Position::start();
        for mv in game.moves {
            p.play_unchecked(mv);
            assert_eq!(p.barricades().count_ones(), 11);
            assert_eq!(
                p.barricades() & (crate::board::ROW_1 | crate::board::GOAL_BIT),
                0
            );
            for colour in Colour::ALL {
                assert_eq!(p.pieces(colour).count_ones() + p.in_house(colour), 5);
            }
            assert_eq!(p.all_pieces() & p.barricades(), 0);
        }
    }
}

#[test]
fn the_mirror_preserves_move_counts() {
    testing::check_symmetry(&Position::start(), 0..4, 200, 2, mirror);
}

#[test]
fn the_symmetry_check_can_fail() {
    // Red's and green's entries differ: swapping only the colour to move is
    // no symmetry.
    let p: Position = "c1 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r 1"
        .parse()
        .unwrap();
    let q: Position = "c1 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 g 1"
        .parse()
        .unwrap();
    assert_ne!(ludeme_core::perft(&p, 1), ludeme_core::perft(&q, 1));
    assert_eq!(mirror(&mirror(&p)), p);
}

#[test]
fn sampled_moves_are_legal_and_cover_the_placements() {
    let mut p = Position::start();
    p.play(Move::Roll(5)).unwrap();
    let mut rng = ludeme_core::SplitMix64::new(9);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..20_000 {
        let mv = p.sample_move(&mut rng).unwrap();
        assert!(p.is_legal(mv), "{mv}");
        seen.insert(mv);
    }
    assert_eq!(seen.len(), 167, "every one of the 167 moves is drawn");
}

proptest! {
    #[test]
    fn parsers_never_panic(text in "[-a-q0-9,x rgyb]{0,60}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }

    #[test]
    fn parsers_never_panic_on_any_text(text in "\\PC{0,40}") {
        testing::check_parsers_total::<Position>(&text, &Rules::default());
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_uses_the_text_forms() {
    let p = Position::start();
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(json, format!("\"{p}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    let m: Move = "c1-e3/i5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"c1-e3/i5\"");
    assert_eq!(serde_json::from_str::<Move>("\"c1-e3/i5\"").unwrap(), m);
}

#[test]
fn variant_names_are_the_facade_s() {
    use ludeme_core::Variants;
    let names: Vec<&str> = Rules::VARIANTS.iter().map(|v| v.name).collect();
    assert_eq!(
        names,
        [
            "pairs",
            "pairs-4",
            "individual-2",
            "individual-3",
            "individual-4"
        ]
    );
    let options: Vec<&str> = Rules::OPTIONS.iter().map(|v| v.name).collect();
    assert_eq!(options, ["protect-partners", "no-low-barricades"]);
    assert_eq!(Rules::VARIANTS[0].name, "pairs");
    assert_eq!(Rules::from_variant("pairs"), Some(Rules::default()));
    let players = [
        ("pairs", Players::PairsOfTwo),
        ("standard", Players::PairsOfTwo),
        ("", Players::PairsOfTwo),
        ("pairs-4", Players::PairsOfFour),
        ("individual-2", Players::Individual(2)),
        ("individual-3", Players::Individual(3)),
        ("individual-4", Players::Individual(4)),
    ];
    let options = [
        ("", false, false),
        ("+protect-partners", true, false),
        ("+no-low-barricades", false, true),
        ("+protect-partners+no-low-barricades", true, true),
        ("+no-low-barricades+protect-partners", true, true),
        ("+protect-partners+protect-partners", true, false),
    ];
    for (name, players) in players {
        for (suffix, protect, low) in options {
            let text = format!("{name}{suffix}");
            let expected = Rules::default()
                .with_players(players)
                .with_protect_partners(protect)
                .with_no_barricades_on_rows_1_and_2(low);
            assert_eq!(Rules::from_variant(&text), Some(expected), "{text:?}");
        }
    }
    for bad in [
        "pairs-2",
        "individual-1",
        "individual-5",
        "Pairs",
        "pairs+",
        "pairs+fast",
        "pairs ",
        "pairs+protect-partners+",
        "+",
        "individual",
    ] {
        assert_eq!(Rules::from_variant(bad), None, "{bad:?}");
    }
    // Every listed name is accepted, and its rules start a game.
    for variant in Rules::VARIANTS {
        let rules = Rules::from_variant(variant.name).expect("a listed variant");
        assert!(!variant.description.is_empty());
        assert_eq!(Position::start_with(&rules).rules(), rules);
    }
}

#[test]
fn seats_and_sides_are_named_by_their_colours() {
    use ludeme_core::{Outcome, Seat, Side};
    let names = |p: &Position| -> (Vec<String>, Vec<String>) {
        let seats = (0..p.seat_count())
            .map(|s| p.seat_name(Seat(s as u8)))
            .collect();
        let sides = (0..4).map(|s| Side(s).name(p)).collect();
        (seats, sides)
    };
    let strings = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let pairs = Position::start();
    assert_eq!(
        names(&pairs),
        (
            strings(&["red+yellow", "green+blue"]),
            strings(&["red+yellow", "green+blue", "", ""])
        )
    );
    let four = Position::start_with(&Rules::default().with_players(Players::PairsOfFour));
    assert_eq!(
        names(&four),
        (
            strings(&["red", "green", "yellow", "blue"]),
            strings(&["red+yellow", "green+blue", "", ""])
        )
    );
    let solo = Position::start_with(&Rules::default().with_players(Players::Individual(3)));
    assert_eq!(
        names(&solo),
        (
            strings(&["red", "green", "yellow"]),
            strings(&["red", "green", "yellow", ""])
        )
    );
    // Individually, the colours in play are the seats in turn order.
    let duel = Position::from_text(
        "- x - x a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 y 1",
        &solo.rules(),
    )
    .unwrap();
    assert_eq!(
        names(&duel),
        (
            strings(&["red", "yellow"]),
            strings(&["red", "yellow", "", ""])
        )
    );
    // The old per-game side name: the colours in play of the side, in turn
    // order, joined by `+`; the core's name of a side agrees on every setup.
    for p in [pairs, four, solo, duel] {
        for side in 0..4 {
            let old: Vec<String> = Colour::ALL
                .into_iter()
                .filter(|&c| p.plays(c) && p.side_of_colour(c) == Side(side))
                .map(|c| c.to_string())
                .collect();
            assert_eq!(Side(side).name(&p), old.join("+"), "{p} side {side}");
        }
    }
    let won = Outcome::Win {
        side: Side(1),
        reason: crate::GOAL_REACHED,
    };
    assert_eq!(won.describe(&four), "green+blue wins (goal reached)");
    assert_eq!(won.describe(&duel), "yellow wins (goal reached)");
}
