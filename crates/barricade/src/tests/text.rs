//! The text forms: the error messages, the option that refuses low
//! barricades in a position's text, and the debug form (the parsers on
//! any text are the battery's).

use alloc::string::{String, ToString};

use ludeme_core::{testing, Game};

use super::START_BARRICADES;
use crate::{Move, Players, Position, Rules};

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
    // Whitespace around any text: the battery's check_surrounding_whitespace.
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
        testing::check_short_message(&position_error(&text, &pairs));
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
        testing::check_short_message(&move_error(&text));
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
fn a_position_debugs_as_its_text() {
    let p = Position::start();
    assert_eq!(alloc::format!("{p:?}"), alloc::format!("Position({p})"));
}
