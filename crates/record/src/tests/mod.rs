//! Records of a game of one's own, each word parsed once, typed faults
//! that keep the game's own errors, and bytes that are not UTF-8.

mod race;

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use ludeme_core::{Game, Variants};
use ludeme_registry::{barca, barricade, surakarta, NameError};

use crate::{read_records, read_records_bytes, records_as, records_bytes};
use crate::{GameRecord, ReadFault};
use ludeme_session::{ErrorKind, Session, SessionError};
use race::{parsed, Race, RaceRules};

/// A race to 9, won by seat 1 (black).
fn long_race() -> Session<Race> {
    let long = RaceRules::from_variant("long").expect("a variant");
    let mut game = Session::from_game(Race::start_with(&long));
    for text in ["jump 2", "+1", "jump 2", "jump 2", "+1", "+1"] {
        game.play(text).expect("a legal move");
    }
    game
}

#[test]
fn a_game_of_one_s_own_is_written_and_read_back() {
    let game = long_race();
    assert!(game.is_over());
    let record = GameRecord::from_session(&game);
    let text = record.to_string();
    assert!(
        text.starts_with("[Game \"race\"]\n[Variant \"long\"]\n"),
        "{text}"
    );
    assert!(
        text.ends_with("\n\njump 2 +1 jump 2 jump 2 +1 +1 black\n"),
        "{text}"
    );

    let again = GameRecord::parse_as::<Race>(&text).unwrap();
    assert_eq!(again, record);
    assert_eq!(again.replay_as::<Race>().unwrap().line(), game.line());
    assert_eq!(
        again.replay_to_as::<Race>(2).unwrap().history(),
        ["jump 2", "+1"]
    );
    let both = format!("{text}\n{text}");
    let games: Vec<_> = records_as::<Race>(&both).collect::<Result<_, _>>().unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].0, record);
    assert_eq!(games[1].1.line(), game.line());

    // By name, the game is not registered.
    let by_name = read_records(&text).unwrap_err();
    assert!(
        matches!(
            by_name.reason,
            ReadFault::Name(NameError::UnknownGame { .. })
        ),
        "{by_name}"
    );
}

#[test]
fn a_record_of_another_game_or_variant_is_not_read_as_one_s_own() {
    for text in [
        "[Game \"barca\"]\n\n*\n",
        "[Game \"race\"]\n[Variant \"tiny\"]\n\n*\n",
    ] {
        let refused = GameRecord::parse_as::<Race>(text).unwrap_err();
        assert!(
            matches!(refused.reason, ReadFault::OtherGame { .. }),
            "{refused}"
        );
        assert_eq!((refused.line, refused.column), (1, 0));
    }
    let barca: GameRecord = "[Game \"barca\"]\n\n*\n".parse().unwrap();
    let refused = barca.replay_as::<Race>().unwrap_err();
    assert_eq!(
        refused.to_string(),
        "record 1: a record of barca is not a game of this type"
    );
    // No Variant tag names the registry's default for the name: another
    // type's.
    let surakarta = "[Game \"surakarta\"]\n\n*\n";
    assert_eq!(
        GameRecord::parse_as::<surakarta::BasBasan>(surakarta)
            .unwrap_err()
            .to_string(),
        "record 1, line 1: a record of surakarta standard is not a game of this type"
    );
    let bas_basan = "[Game \"surakarta\"]\n[Variant \"bas-basan\"]\n\n*\n";
    assert!(GameRecord::parse_as::<surakarta::BasBasan>(bas_basan).is_ok());
}

#[test]
fn each_word_is_parsed_once() {
    let text = "[Game \"race\"]\n\n1. +1 jump {two words} 2 2. +1 *\n";
    parsed();
    let read: Vec<_> = records_as::<Race>(text).collect::<Result<_, _>>().unwrap();
    // `+1`, `jump` (refused alone), `jump 2`, `+1`.
    assert_eq!(parsed(), 4);
    let record = &read[0].0;
    let moves: Vec<&str> = record.moves().iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["+1", "jump 2", "+1"]);
    assert_eq!(read[0].1.history(), moves);
    // The words of a record already read: one parse each.
    record.replay_as::<Race>().unwrap();
    assert_eq!(parsed(), 3);
    // Writing parses nothing.
    GameRecord::from_session(&read[0].1);
    assert_eq!(parsed(), 0);
}

/// Whether a fault is the one expected.
type Expected = fn(&ReadFault) -> bool;

/// Each text is refused with the fault expected.
fn check_faults(cases: Vec<(String, Expected)>) {
    for (text, expected) in cases {
        let refused = read_records(&text).unwrap_err();
        assert!(expected(&refused.reason), "{text:?}: {refused:?}");
    }
}

#[test]
fn faults_of_the_text_are_typed() {
    let barca = "[Game \"barca\"]\n\n";
    check_faults(vec![
        ("[Game barca]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::BadTagLine(_))
        }),
        ("[Ga-me \"x\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::BadTagName(_))
        }),
        ("[Game \"bar\\ca\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::BadEscape(_))
        }),
        ("[Game \"a\"b\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::UnescapedQuote(_))
        }),
        ("[Game \"barca\"]\n[E \"a\rb\"]\n\n*\n".into(), |f| {
            matches!(
                f,
                ReadFault::ControlCharacter {
                    character: '\r',
                    ..
                }
            )
        }),
        ("[Game \"barca\"]\n[Game \"barca\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::RepeatedTag(_))
        }),
        (format!("{barca}d2-c3 {{open *\n"), |f| {
            matches!(f, ReadFault::UnclosedComment)
        }),
        ("[Game \"barca\"]\n".into(), |f| {
            matches!(f, ReadFault::MissingResult)
        }),
        ("[Variant \"standard\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::NoGameTag)
        }),
        ("[Game \"chess\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::Name(NameError::UnknownGame { .. }))
        }),
        ("[Game \"barca\"]\n[Variant \"tiny\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::Name(NameError::UnknownVariant { .. }))
        }),
    ]);
    let none = "".parse::<GameRecord>().unwrap_err();
    assert!(matches!(none.reason, ReadFault::NoRecord), "{none}");
    let two = format!("{barca}*\n{barca}*\n")
        .parse::<GameRecord>()
        .unwrap_err();
    assert!(matches!(two.reason, ReadFault::SeveralRecords(2)), "{two}");
}

#[test]
fn faults_of_the_game_are_typed_and_keep_its_own_errors() {
    let barca = "[Game \"barca\"]\n\n";
    let won = "[Game \"surakarta\"]\n[Position \"6/2b3/6/6/1w4/6 w\"]\n";
    check_faults(vec![
        ("[Game \"barca\"]\n[Position \"xx\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::BadPosition(own) if own.kind() == ErrorKind::Position
                && matches!(own.downcast_ref::<SessionError<barca::Position>>(), Some(SessionError::Position { .. })))
        }),
        ("[Game \"barca\"]\n[PlyCap \"many\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::BadPlyCap(_))
        }),
        (format!("{barca}zz *\n"), |f| {
            matches!(f, ReadFault::NotAMove(own) if own.kind() == ErrorKind::MoveText
                && own.downcast_ref::<SessionError<barca::Position>>().is_some_and(SessionError::is_move_text))
        }),
        (format!("{barca}d2-d9 *\n"), |f| {
            matches!(f, ReadFault::Illegal(own) if own.kind() == ErrorKind::IllegalMove
                && own.downcast_ref::<SessionError<barca::Position>>().is_some_and(SessionError::is_illegal))
        }),
        (
            format!("{barca}d2-c3\n"),
            |f| matches!(f, ReadFault::BadResult { sides, .. } if sides.len() == 2),
        ),
        ("[Game \"barca\"]\n[Result \"draw\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::ResultTagDiffers { .. })
        }),
        (
            "[Game \"barca\"]\n[PlyCap \"1\"]\n\nd2-c3 *\n".into(),
            |f| matches!(f, ReadFault::ResultDiffers { .. }),
        ),
        (format!("{won}[Outcome \"draw\"]\n\nb2xc5 white\n"), |f| {
            matches!(f, ReadFault::OutcomeDiffers { .. })
        }),
        (format!("{barca}d2-c3 white\n"), |f| {
            matches!(f, ReadFault::ResultButGoesOn(_))
        }),
        ("[Game \"barca\"]\n[Outcome \"x\"]\n\n*\n".into(), |f| {
            matches!(f, ReadFault::OutcomeButGoesOn(_))
        }),
    ]);
}

#[test]
fn bytes_that_are_not_utf8_are_refused_where_they_are() {
    let good = "[Game \"barca\"]\n\nd2-c3 *\n";
    assert_eq!(
        read_records_bytes(good.as_bytes()).unwrap(),
        read_records(good).unwrap()
    );
    // In the second record's move text, after a character of two bytes.
    let mut bytes = format!("{good}\n[Game \"barca\"]\n[Event \"é\"]\n\nd2-c3 ").into_bytes();
    let at = bytes.len();
    bytes.extend_from_slice(b"\xff *\n");
    let mut records = records_bytes(&bytes);
    assert!(records.next().unwrap().is_ok());
    let bad = records.next().unwrap().unwrap_err();
    assert_eq!((bad.record, bad.line, bad.column), (2, 8, 7));
    assert!(
        matches!(bad.reason, ReadFault::NotUtf8(byte) if byte == at + 1),
        "{bad}"
    );
    assert!(records.next().is_none());
    // In a tag: not a bad tag line.
    let bad = read_records_bytes(b"[Game \"bar\xffca\"]\n\n*\n").unwrap_err();
    assert_eq!(
        bad.to_string(),
        "record 1, line 1, column 11: the record is not UTF-8 text (byte 11)"
    );
    // After a byte-order mark: the line and column of the text, the byte
    // of the bytes.
    let bad = read_records_bytes(b"\xef\xbb\xbf\xff").unwrap_err();
    assert_eq!(
        bad.to_string(),
        "record 1, line 1, column 1: the record is not UTF-8 text (byte 4)"
    );
}

#[test]
fn the_by_name_replay_is_the_game_s_own_handed_over() {
    let text = "[Game \"barricade\"]\n[Position \"i13 - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,o11 r -\"]\n\n\
        roll 1 i13-i14 red+yellow\n";
    let record: GameRecord = text.parse().unwrap();
    for ply in 0..4 {
        let by_name = record.replay_to(ply).unwrap();
        let own = record.replay_to_as::<barricade::Position>(ply).unwrap();
        assert_eq!(by_name.history(), own.history());
        assert_eq!(by_name.position(), own.position());
        assert_eq!(by_name.outcome(), own.outcome());
        assert_eq!(by_name.history_rules(), own.line().rules());
    }
    // A record edited into one that disagrees with its game: no lines.
    let mut edited = record.clone();
    edited.set_tag("Result", "draw");
    let refused = edited.replay().unwrap_err();
    assert!(
        matches!(refused.reason, ReadFault::ResultTagDiffers { .. }),
        "{refused}"
    );
    assert_eq!((refused.record, refused.line, refused.column), (1, 0, 0));
}

/// The session of the game's own type under `rules`, begun at `position`
/// with `cap`, after `moves`: its record.
struct Typed<'a> {
    position: &'a str,
    cap: Option<u32>,
    moves: &'a [String],
}

impl ludeme_registry::GameVisitor for Typed<'_> {
    type Output = GameRecord;

    fn visit<G: ludeme_registry::Registered>(self, rules: G::Rules) -> GameRecord {
        let start = G::from_text(self.position, &rules).expect("the by-name game's position");
        let history = start.history_rules().with_ply_cap(self.cap);
        let mut game = Session::with_rules(start, history);
        for mv in self.moves {
            game.play(mv).expect("the by-name game's move");
        }
        GameRecord::from_session(&game)
    }
}

#[test]
fn a_game_chosen_by_name_writes_the_record_of_its_own_type() {
    let mut random = ludeme_core::SplitMix64::new(7);
    for info in ludeme_registry::games() {
        for variant in info.every_variant() {
            for (cap, from_ply) in [(None, 0), (Some(30), 0), (None, 3)] {
                // A pseudo-random game by name, begun at its start or at
                // its position after `from_ply` plies (a Position tag).
                let mut game = ludeme_session::Setup::new(info.name)
                    .variant(&variant)
                    .start()
                    .expect("a registered variant");
                for _ in 0..from_ply {
                    let moves = game.legal_move_texts();
                    game.play(&moves[0]).expect("a legal move");
                }
                let position = game.position();
                let setup = ludeme_session::Setup::new(info.name)
                    .variant(&variant)
                    .position(&position);
                let setup = match cap {
                    Some(cap) => setup.ply_cap(cap),
                    None => setup,
                };
                let mut game = setup.start().expect("its own position");
                while !game.is_over() && game.history().len() < 60 {
                    let moves = game.legal_move_texts();
                    let pick = random.below(moves.len() as u64) as usize;
                    game.play(&moves[pick]).expect("a legal move");
                }
                let by_name = GameRecord::from_session(&*game);
                let typed = game.rules().visit(Typed {
                    position: &position,
                    cap,
                    moves: &game.history(),
                });
                assert_eq!(by_name, typed, "{} {variant}", info.name);
                assert_eq!(by_name.tag("Position").is_some(), from_ply > 0);
                assert_eq!(by_name.tag("PlyCap"), cap.map(|c| c.to_string()).as_deref());
            }
        }
    }
}

#[test]
fn by_name_and_by_type_a_record_is_refused_for_the_same_first_fault() {
    let both = "[Game \"barca\"]\n[Position \"xx\"]\n[PlyCap \"many\"]\n\n*\n";
    let by_name = read_records(both).unwrap_err();
    let by_type = records_as::<barca::Position>(both)
        .next()
        .unwrap()
        .unwrap_err();
    assert!(
        matches!(by_name.reason, ReadFault::BadPosition(_)),
        "{by_name}"
    );
    assert_eq!(by_name.to_string(), by_type.to_string());
    let cap = "[Game \"barca\"]\n[PlyCap \"many\"]\n\n*\n";
    let by_name = read_records(cap).unwrap_err();
    let by_type = records_as::<barca::Position>(cap)
        .next()
        .unwrap()
        .unwrap_err();
    assert!(
        matches!(by_name.reason, ReadFault::BadPlyCap(_)),
        "{by_name}"
    );
    assert_eq!(by_name.to_string(), by_type.to_string());
}
