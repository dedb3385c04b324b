//! Game records: every game of every variant written and read back equal,
//! the contract's hand-written forms read, and malformed records refused
//! with the record, line and column.

use ludeme::players::PlayerSpec;
use ludeme::session::{AnySession, Setup, Turn};
use ludeme::{games, read_records, GameRecord, HistoryRules};
use proptest::prelude::*;

/// Every registered game with every variant and every option set.
fn every_variant() -> Vec<(&'static str, String)> {
    games()
        .iter()
        .flat_map(|g| g.every_variant().into_iter().map(move |v| (g.name, v)))
        .collect()
}

/// A random game of `name`/`variant` from seed `seed`, cut at `cap` plies
/// when given (the ply cap is then a history rule of the record).
fn random_game(name: &str, variant: &str, seed: u64, cap: Option<u32>) -> Box<dyn AnySession> {
    let mut setup = Setup::new(name).variant(variant);
    if let Some(cap) = cap {
        setup = setup.ply_cap(cap);
    }
    let mut game = setup.start().unwrap();
    let mut seats = game.seats(&vec![Some(PlayerSpec::Random); game.seat_count()], seed);
    while let Ok(Turn::Played { .. }) = game.step(&mut seats) {}
    game
}

#[test]
fn every_game_of_every_variant_reads_back_equal() {
    for (name, variant) in every_variant() {
        for seed in 0..3 {
            let cap = [None, Some(40), Some(7)][seed as usize % 3];
            let game = random_game(name, &variant, seed, cap);
            let mut record = GameRecord::from_session(&*game);
            record.set_tag("Seats", "random, random");
            record.set_comment(1, "the first move {with braces}");
            let text = record.to_string();
            let again: GameRecord = text
                .parse()
                .unwrap_or_else(|e| panic!("{name} {variant} seed {seed}: {e}\n{text}"));
            assert_eq!(again.tags(), record.tags(), "{name} {variant}");
            assert_eq!(again.result(), record.result());
            let replayed = again.replay().unwrap();
            assert!(replayed.same_as(&*game), "{name} {variant}");
            assert_eq!(replayed.outcome(), game.outcome(), "{name} {variant}");
            assert_eq!(replayed.history(), game.history());
            assert_eq!(
                again.moves()[0].comment.as_deref(),
                Some("the first move {with braces)")
            );
            // Written again, the same text.
            assert_eq!(again.to_string(), text);
        }
    }
}

#[test]
fn a_file_of_many_records_reads_in_order() {
    let mut text = String::new();
    let mut expected = Vec::new();
    for (seed, (name, variant)) in every_variant().into_iter().enumerate().take(8) {
        let game = random_game(name, &variant, seed as u64, Some(30));
        expected.push(game.history());
        text.push_str(&GameRecord::from_session(&*game).to_string());
        text.push('\n');
    }
    let records = read_records(&text).unwrap();
    let histories: Vec<Vec<String>> = records
        .iter()
        .map(|r| r.moves().iter().map(|m| m.text.clone()).collect())
        .collect();
    assert_eq!(histories, expected);
}

#[test]
fn the_contract_s_hand_written_forms_read() {
    // Move numbers, comments kept with the move before, `;` comments, tags
    // in any order, unknown tags kept, line breaks anywhere.
    let text = "\u{feff}; a game of Surakarta\n\
        [Seats \"ab:0.1s, mcts:1000\"]\n\
        [Game \"surakarta\"]\n\
        [Date \"2026.12.01\"]\n\
        [Event \"a \\\"quoted\\\" match\"]\n\
        \n\
        1. b2-b3 e5-e4 {a quiet\n start} 2. a2-a3 ; the rest of this line is ignored\n\
        2... f5-f4 *\n";
    let record: GameRecord = text.parse().unwrap();
    assert_eq!(record.tag("Event"), Some("a \"quoted\" match"));
    assert_eq!(record.tag("Seats"), Some("ab:0.1s, mcts:1000"));
    let moves: Vec<&str> = record.moves().iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["b2-b3", "e5-e4", "a2-a3", "f5-f4"]);
    assert_eq!(record.moves()[1].comment.as_deref(), Some("a quiet  start"));
    // Comments after one move join; empty ones add nothing, so the record
    // written back reads the same.
    let text = "[Game \"surakarta\"]\n\nb2-b3 {} {first } {} { second} e5-e4 {} {third} *\n";
    let record: GameRecord = text.parse().unwrap();
    assert_eq!(record.moves()[0].comment.as_deref(), Some("first second"));
    assert_eq!(record.moves()[1].comment.as_deref(), Some("third"));
    let again: GameRecord = record.to_string().parse().unwrap();
    assert_eq!(again, record);
    assert_eq!(record.result(), "*");
    // Barricade: a roll is two words; a finished game ends with the winner.
    let won = "[Game \"barricade\"]\n[Position \"i13 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,o11 r -\"]\n\n\
        roll 1 i13-i14 red+yellow\n";
    let record: GameRecord = won.parse().unwrap();
    assert_eq!(record.moves()[0].text, "roll 1");
    assert_eq!(
        record.replay().unwrap().outcome_text().as_deref(),
        Some("red+yellow wins (goal reached)")
    );
    // Barca: the contract's outcome words.
    let barca = "[Game \"barca\"]\n[Variant \"standard\"]\n[Result \"draw\"]\n[Outcome \"draw (repetition)\"]\n\n\
        d2-c3 d9-c8 c3-d2 c8-d9 d2-c3 d9-c8 c3-d2 c8-d9 draw\n";
    let record: GameRecord = barca.parse().unwrap();
    assert_eq!(
        record.replay().unwrap().outcome_text().as_deref(),
        Some("draw (repetition)")
    );
}

#[test]
fn a_game_decided_outside_the_rules_reads_with_its_termination() {
    let mut game = Setup::new("barca").start().unwrap();
    game.play("d2-c3").unwrap();
    let mut record = GameRecord::from_session(&*game);
    record.decide("white", "black loses: illegal move e9-e1: no such path");
    let again: GameRecord = record.to_string().parse().unwrap();
    assert_eq!(again.result(), "white");
    assert_eq!(
        again.tag("Termination"),
        Some("black loses: illegal move e9-e1: no such path")
    );
}

#[test]
fn malformed_records_name_the_record_line_and_column() {
    let barca = "[Game \"barca\"]\n\n";
    let cases: Vec<(String, &str)> = vec![
        ("".into(), "record 1: no record"),
        ("\n\n".into(), "record 1: no record"),
        (format!("{barca}d2-c3\n"), "record 1, line 3, column 1: bad result \"d2-c3\""),
        ("[Game \"barca\"]\n".into(), "record 1, line 1: missing result"),
        (format!("{barca}d2-d9 *\n"), "record 1, line 3, column 1: illegal move d2-d9: "),
        (format!("{barca}d2-c3 zz *\n"), "record 1, line 3, column 7: not a move: "),
        (format!("{barca}d2-c3 {{open comment *\n"), "record 1, line 3, column 7: a comment is not closed"),
        (format!("{barca}d2-c3 white\n"), "record 1, line 3, column 7: the result is \"white\", but the replayed game goes on"),
        (format!("{barca}d2-c3 blue\n"), "record 1, line 3, column 7: bad result \"blue\": expected *, draw or a side (white, black)"),
        ("[Variant \"standard\"]\n\nd2-c3 *\n".into(), "record 1, line 1: the record has no Game tag"),
        ("[Game \"chess\"]\n\ne2-e4 *\n".into(), "record 1, line 1: unknown game \"chess\""),
        ("[Game \"barca\"]\n[Variant \"tiny\"]\n\n*\n".into(), "record 1, line 1: unknown variant \"tiny\" of barca"),
        ("[Game \"barca\"]\n[Position \"xx\"]\n\n*\n".into(), "record 1, line 1: bad position text \"xx\": "),
        ("[Game \"barca\"]\n[Game \"barca\"]\n\n*\n".into(), "record 1, line 2, column 1: the tag Game is given twice"),
        ("[Game barca]\n\n*\n".into(), "record 1, line 1, column 1: bad tag line \"[Game barca]\""),
        ("[Game \"barca\"\n\n*\n".into(), "record 1, line 1, column 1: bad tag line"),
        ("[Ga-me \"x\"]\n\n*\n".into(), "record 1, line 1, column 1: bad tag name \"Ga-me\""),
        ("[Game \"bar\\ca\"]\n\n*\n".into(), "record 1, line 1, column 1: bad escape in tag Game"),
        ("[Game \"barca\"]\n[Result \"draw\"]\n\n*\n".into(), "record 1, line 4, column 1: the result \"*\" differs from the Result tag \"draw\""),
        ("[Game \"barca\"]\n[Outcome \"white wins (watering holes held)\"]\n\n*\n".into(), "record 1, line 4, column 1: the Outcome tag"),
        ("[Game \"barca\"]\n[PlyCap \"many\"]\n\n*\n".into(), "record 1, line 1: bad PlyCap \"many\""),
        ("[Game \"barca\"]\n[PlyCap \"1\"]\n\nd2-c3 *\n".into(), "record 1, line 4, column 7: the result is \"*\", but the replayed game ended: draw (ply cap)"),
        (format!("{barca}*\n\n{barca}d2-c3 d9-c8 c3-c3 *\n"), "record 2, line 7, column 13: not a move: "),
        (format!("{barca}*\n\n[Game \"surakarta\"]\n\nb2-b3 b2-b3 *\n"), "record 2, line 7, column 7: illegal move b2-b3: "),
        ("[Game \"barca\"]\n[Event \"a\rb\"]\n\n*\n".into(), "record 1, line 2, column 1: a control character ('\\r') inside tag Event"),
        ("[Game \"barricade\"]\n\nroll 7 *\n".into(), "record 1, line 3, column 1: not a move: bad move text \"roll\""),
    ];
    assert!(cases.len() >= 20);
    for (text, start) in cases {
        let message = match read_records(&text) {
            Ok(records) if records.is_empty() => {
                text.parse::<GameRecord>().unwrap_err().to_string()
            }
            Ok(_) => panic!("{text:?} reads"),
            Err(e) => e.to_string(),
        };
        assert!(
            message.starts_with(start),
            "{text:?}:\n{message}\nexpected: {start}"
        );
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn a_ply_cap_is_kept_in_the_record() {
    let game = random_game("surakarta", "standard", 4, Some(5));
    assert_eq!(game.outcome_text().as_deref(), Some("draw (ply cap)"));
    let record = GameRecord::from_session(&*game);
    assert_eq!(record.tag("PlyCap"), Some("5"));
    let replayed = record.replay().unwrap();
    assert_eq!(
        replayed.history_rules(),
        HistoryRules::NONE
            .with_ply_cap(Some(5))
            .with_repetition(replayed.history_rules().repetition)
            .with_no_capture_limit(replayed.history_rules().no_capture_limit)
    );
    assert_eq!(record.replay_to(2).unwrap().history().len(), 2);
}

proptest! {
    #[test]
    fn any_text_reads_or_is_refused_in_one_line(text in "(\\[Game \"(barca|surakarta|barricade)\"\\]\n\n)?[ -~\n{};\\[\\]\"]{0,80}") {
        match read_records(&text) {
            Ok(records) => {
                for record in records {
                    let again: GameRecord = record.to_string().parse().unwrap();
                    prop_assert_eq!(again, record);
                }
            }
            Err(e) => prop_assert!(!e.to_string().contains('\n')),
        }
    }
}
