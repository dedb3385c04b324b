//! The shared battery of ludeme-core, run on Barricade.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use ludeme_core::testing;
use ludeme_core::{Actor, Game};
use proptest::prelude::*;

use crate::{Colour, IllegalMove, Move, Node, Origin, Players, Position, Rules};

mod actions;
mod render;

/// The player setups: pairs of two or four players, and individual games
/// of two, three and four (the last with partners protected).
pub(crate) fn setups() -> [Rules; 5] {
    let rules = Rules::default();
    [
        rules,
        rules.with_players(Players::PairsOfFour),
        rules.with_players(Players::Individual(2)),
        rules.with_players(Players::Individual(3)),
        rules
            .with_players(Players::Individual(4))
            .with_protect_partners(true),
    ]
}

/// Left-right mirror: column x ↔ 16 − x, red ↔ blue, green ↔ yellow.
pub(crate) fn mirror(p: &Position) -> Position {
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
fn the_heuristic_keeps_its_contract_along_random_games() {
    let tactical = testing::check_heuristic(&Position::start(), 0..6, 400);
    let solo = Position::start_with(&Rules::default().with_players(Players::Individual(3)));
    let individual = testing::check_heuristic(&solo, 10..12, 400);
    assert!(
        tactical > 800 && individual > 250,
        "{tactical} {individual}"
    );
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
fn the_colours_in_play_are_those_with_pieces() {
    for rules in setups() {
        let start = Position::start_with(&rules);
        for p in ludeme_core::testing::playout_states(&start, 0..2, 400) {
            // A colour in play has its five pieces on the board or in its
            // house; the others have none.
            let with_pieces = Colour::ALL.iter().fold(0u8, |mask, &colour| {
                match p.pieces(colour).count_ones() + p.in_house(colour) {
                    5 => mask | 1 << colour.index(),
                    0 => mask,
                    n => panic!("{p}: {colour:?} has {n} pieces"),
                }
            });
            assert_eq!(p.colours_in_play(), with_pieces, "{p}");
            assert_eq!(with_pieces, rules.colours_in_play(), "{p}");
            assert_ne!(with_pieces & 1 << p.turn.index(), 0, "{p}");
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

#[cfg(feature = "serde")]
#[test]
fn serde_keeps_rules_that_are_not_the_default() {
    use ludeme_core::Variants;
    for variant in [
        "individual-2",
        "individual-3",
        "pairs-4+protect-partners",
        "+no-low-barricades",
    ] {
        let rules = Rules::from_variant(variant).unwrap();
        let start = Position::start_with(&rules);
        let json = serde_json::to_string(&start).unwrap();
        assert!(json.starts_with(r#"{"rules":{"players":"#), "{json}");
        let read: Position = serde_json::from_str(&json).unwrap();
        assert_eq!(read.rules(), rules, "{json}");
        assert_eq!(read, start, "{json}");
        let bytes = postcard::to_allocvec(&start).unwrap();
        assert_eq!(postcard::from_bytes::<Position>(&bytes).unwrap(), start);
    }
    // The text of a two-colour game under the default (pairs) rules is
    // refused, as its text alone is.
    let solo = Position::start_with(&Rules::default().with_players(Players::Individual(2)));
    let text = serde_json::to_string(&solo.to_string()).unwrap();
    assert!(serde_json::from_str::<Position>(&text).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_refuses_rules_that_no_variant_gives() {
    for n in [0u8, 1, 5, 255] {
        let json = alloc::format!(r#"{{"Individual":{n}}}"#);
        let error = serde_json::from_str::<Players>(&json)
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with(&alloc::format!(
                "an individual game has 2 to 4 players, not {n}"
            )),
            "{error}"
        );
        let rules = alloc::format!(
            r#"{{"players":{json},"protect_partners":false,"no_barricades_on_rows_1_and_2":false}}"#
        );
        assert!(serde_json::from_str::<Rules>(&rules).is_err(), "{rules}");
    }
    for n in 2u8..=4 {
        let json = alloc::format!(r#"{{"Individual":{n}}}"#);
        assert_eq!(
            serde_json::from_str::<Players>(&json).unwrap(),
            Players::Individual(n)
        );
    }
    let typo =
        r#"{"players":"PairsOfTwo","protect_partner":true,"no_barricades_on_rows_1_and_2":false}"#;
    assert!(serde_json::from_str::<Rules>(typo).is_err());
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

const START_BARRICADES: &str = "a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

/// The message of a position-text error under `rules`.
fn position_error(text: &str, rules: &Rules) -> String {
    Position::from_text(text, rules).unwrap_err().to_string()
}

/// The message of a move-text error.
fn move_error(text: &str) -> String {
    text.parse::<Move>().unwrap_err().to_string()
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    let pairs = Rules::default();
    let fields = "expected 7: red green yellow blue barricades colour die";
    assert_eq!(
        position_error("-", &pairs),
        alloc::format!("position text has 1 field, {fields}")
    );
    assert_eq!(
        position_error(&alloc::format!("- - - - {START_BARRICADES} r - -"), &pairs),
        alloc::format!("position text has 8 fields, {fields}")
    );
    assert_eq!(
        position_error("- - - - a3 r -", &pairs),
        "the barricade field has 1 barricade, expected 11"
    );
    assert_eq!(
        position_error("- - - - a3,e3 r -", &pairs),
        "the barricade field has 2 barricades, expected 11"
    );
    let solo = Rules::default().with_players(Players::Individual(2));
    assert_eq!(
        position_error(&alloc::format!("- x x x {START_BARRICADES} r -"), &solo),
        "1 colour in play: an individual game needs 2 to 4"
    );
    assert_eq!(
        position_error(
            &alloc::format!("b1,c1,d1,e1,f1,g1 - - - {START_BARRICADES} r -"),
            &pairs
        ),
        "red has 6 pieces on the board, at most 5"
    );
    let mut p: Position = alloc::format!("- - - - {START_BARRICADES} r 1")
        .parse()
        .unwrap();
    let err = p.play("h-d1".parse().unwrap()).unwrap_err();
    assert_eq!(err.to_string(), "d1 is not exactly 1 step from h");
    let mut p: Position = alloc::format!("- - - - {START_BARRICADES} r 2")
        .parse()
        .unwrap();
    let err = p.play("h-f1".parse().unwrap()).unwrap_err();
    assert_eq!(err.to_string(), "f1 is not exactly 2 steps from h");
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    let start = Position::start();
    let text = start.to_string();
    for padded in [
        alloc::format!("  {text}"),
        alloc::format!("{text} "),
        alloc::format!("{text}\n"),
        alloc::format!("\t{text}\r\n"),
    ] {
        let p: Position = padded.parse().unwrap();
        assert_eq!(p, start, "{padded:?}");
        assert_eq!(p.to_string(), text, "printed canonically");
    }
    let pairs = Rules::default();
    assert_eq!(
        position_error(&alloc::format!("-  - - - {START_BARRICADES} r -"), &pairs),
        "2 spaces between fields at byte 1 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(&alloc::format!(" - - - - {START_BARRICADES} r\t-"), &pairs),
        "unexpected '\\t' at byte 46 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error("\n", &pairs),
        "empty position text: expected 7 fields: red green yellow blue barricades colour die"
    );
    // Move text: surrounding whitespace is ignored; inside, only `roll 4`
    // has a space, one.
    assert_eq!(" roll 4\n".parse::<Move>(), Ok(Move::Roll(4)));
    assert_eq!(" c1-e3/i5 ".parse::<Move>(), "c1-e3/i5".parse());
    assert_eq!(
        move_error("roll  4"),
        "unexpected ' ' at byte 5 of move \"roll  4\": the only space in a move is the one in 'roll 4'"
    );
    assert_eq!(
        move_error("h -c1"),
        "unexpected ' ' at byte 1 of move \"h -c1\": the only space in a move is the one in 'roll 4'"
    );
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    let huge = "é".repeat(50_000); // 100 KB
    let forty = "é".repeat(40);
    let pairs = Rules::default();
    for text in [
        huge.clone(),
        alloc::format!("{huge} - - - {START_BARRICADES} r -"),
        alloc::format!("- - - - {huge} r -"),
        alloc::format!("- - - - {START_BARRICADES} {huge} -"),
        alloc::format!("- - - - {START_BARRICADES} r {huge}"),
        alloc::format!("- - - - {START_BARRICADES} r - {huge}"),
        alloc::format!("{} - - - {START_BARRICADES} r -", "c1,".repeat(30_000)),
    ] {
        let message = position_error(&text, &pairs);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
    assert_eq!(
        position_error(
            &alloc::format!("- - - - {START_BARRICADES} r {huge}"),
            &pairs
        ),
        alloc::format!("bad die \"{forty}…\": expected 1 to 6, or - before the roll")
    );
    for text in [
        huge.clone(),
        alloc::format!("h-{huge}"),
        alloc::format!("c1-e3/{huge}"),
        alloc::format!("roll {huge}"),
        alloc::format!("c{}-e3", "1".repeat(100_000)),
    ] {
        let message = move_error(&text);
        assert!(message.chars().count() < 200, "{message}");
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn no_low_barricades_refuses_position_text_with_a_barricade_on_row_2() {
    let text = "- - - - a2,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -";
    assert!(Position::from_text(text, &Rules::default()).is_ok());
    let low = <Rules as ludeme_core::Variants>::from_variant("+no-low-barricades").unwrap();
    assert_eq!(
        Position::from_text(text, &low),
        Err(crate::PositionError::LowBarricade("a2".parse().unwrap()))
    );
    assert_eq!(
        position_error(text, &low),
        "a barricade on a2: under the option +no-low-barricades barricades never stand on rows 1 and 2"
    );
    // Row 1 is refused under every rule, row 3 is open under every rule.
    let row_1 = "- - - - a1,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 r -";
    assert!(position_error(row_1, &low).contains("row 1"));
    assert!(Position::from_text(&alloc::format!("- - - - {START_BARRICADES} r -"), &low).is_ok());
}

#[test]
fn a_diagram_shows_the_turn_never_the_outcome() {
    use ludeme_core::{DiagramStyle, Render};
    // Red reached the goal; green is next.
    let over: Position = "i14 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,a12 g -"
        .parse()
        .unwrap();
    assert!(over.outcome().is_some());
    let text = over.diagram(DiagramStyle::ascii());
    assert!(
        !text.contains("game over") && !text.contains("win"),
        "{text}"
    );
    assert!(!text.contains("side 0"), "{text}");
    assert_eq!(text.lines().last(), Some("green to roll"), "{text}");
    let rolled: Position = alloc::format!("- - - - {START_BARRICADES} r 5")
        .parse()
        .unwrap();
    let text = rolled.diagram(DiagramStyle::ascii());
    assert_eq!(text.lines().last(), Some("red to move, die 5"), "{text}");
}

#[test]
fn the_svg_joins_each_house_to_its_entry_node() {
    use ludeme_core::Render;
    let svg = Position::start().svg();
    // The board's 121 edges and the 4 house edges, all in one style.
    assert_eq!(svg.matches("<line").count(), 121 + 4);
    assert_eq!(
        svg.matches(r##"stroke="#7f8c8d" stroke-width="3"/>"##)
            .count(),
        121 + 4
    );
    // From the entry node (row 1, y = 498) down to the house's centre.
    for (colour, x) in Colour::ALL.into_iter().zip([102, 246, 390, 534]) {
        let (column, _) = colour.entry().coords();
        assert_eq!(30 + 36 * usize::from(column), x, "{colour}");
        let edge = alloc::format!(r#"<line class="entry" x1="{x}" y1="498" x2="{x}" y2="540""#);
        assert!(svg.contains(&edge), "{colour}: {svg}");
        let house = alloc::format!(r#"<rect class="house" x="{}" y="526""#, x - 22);
        assert!(svg.contains(&house), "{colour}: {svg}");
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_reads_each_players_value_and_refuses_an_individual_count_out_of_range() {
    for (json, players) in [
        (r#""PairsOfTwo""#, Players::PairsOfTwo),
        (r#""PairsOfFour""#, Players::PairsOfFour),
        (r#"{"Individual":2}"#, Players::Individual(2)),
        (r#"{"Individual":3}"#, Players::Individual(3)),
        (r#"{"Individual":4}"#, Players::Individual(4)),
    ] {
        assert_eq!(serde_json::from_str::<Players>(json).unwrap(), players);
    }
    for count in [0, 1, 5, 9] {
        let json = format!(r#"{{"Individual":{count}}}"#);
        let err = serde_json::from_str::<Players>(&json).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("an individual game has 2 to 4 players, not {count}"),
        );
    }
}

#[test]
fn keys_tell_positions_apart() {
    // Positions along random games under each setup, and each of them with
    // every colour in play to move, before and after every roll.
    for rules in [
        Rules::default(),
        Rules::default().with_players(Players::Individual(3)),
    ] {
        let start = Position::start_with(&rules);
        let mut states = Vec::new();
        for p in testing::playout_states(&start, 0..2, 600)
            .iter()
            .step_by(10)
        {
            let text = p.to_string();
            let board: Vec<&str> = text.split(' ').take(5).collect();
            for colour in ["r", "g", "y", "b"] {
                for die in ["-", "1", "2", "3", "4", "5", "6"] {
                    let variant = alloc::format!("{} {colour} {die}", board.join(" "));
                    states.extend(Position::from_text(&variant, &rules));
                }
            }
        }
        assert!(states.len() > 1_000, "{}", states.len());
        testing::check_keys_tell_apart(states);
    }
}

#[test]
fn a_position_debugs_as_its_text() {
    let p = Position::start();
    assert_eq!(alloc::format!("{p:?}"), alloc::format!("Position({p})"));
}
