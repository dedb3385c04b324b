//! The names of the variants and options, and of the seats and sides by
//! their colours under every player setup.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::Game;

use crate::{PawnColour, Players, Position, Rules};

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
            let old: Vec<String> = PawnColour::ALL
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
