//! The text forms: the error messages, the option that refuses low
//! barricades in a position's text, and the debug form (the parsers on
//! any text are the battery's).

use alloc::string::{String, ToString};

use ludeme_core::Game;

use ludeme_testing as testing;

use super::START_BARRICADES;
use crate::{Move, Players, Position, Rules};

/// The message of a position-text error under `rules`.
fn position_error(text: &str, rules: &Rules) -> String {
    testing::refusal(|text| Position::from_text(text, rules), text)
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
    let red_six = alloc::format!("b1,c1,d1,e1,f1,g1 - - - {START_BARRICADES} r -");
    testing::check_refusals(
        |text| Position::from_text(text, &pairs),
        &[
            (
                "- - - - a3 r -",
                "the barricade field has 1 barricade, expected 11",
            ),
            (
                "- - - - a3,e3 r -",
                "the barricade field has 2 barricades, expected 11",
            ),
            (&red_six, "red has 6 pieces on the board, at most 5"),
        ],
    );
    let solo = Rules::default().with_players(Players::Individual(2));
    assert_eq!(
        position_error(&alloc::format!("- x x x {START_BARRICADES} r -"), &solo),
        "1 colour in play: an individual game needs 2 to 4"
    );
    for (die, to, message) in [
        (1, "d1", "d1 is not exactly 1 step from h"),
        (2, "f1", "f1 is not exactly 2 steps from h"),
    ] {
        let mut p: Position = alloc::format!("- - - - {START_BARRICADES} r {die}")
            .parse()
            .unwrap();
        let err = p
            .play(alloc::format!("h-{to}").parse().unwrap())
            .unwrap_err();
        assert_eq!(err.to_string(), message);
    }
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    // Whitespace around any text: the battery's check_surrounding_whitespace.
    let pairs = Rules::default();
    let two_spaces = alloc::format!("-  - - - {START_BARRICADES} r -");
    let tab = alloc::format!(" - - - - {START_BARRICADES} r\t-");
    testing::check_refusals(
        |text| Position::from_text(text, &pairs),
        &[
            (
                &two_spaces,
                "2 spaces between fields at byte 1 of the position text: fields are separated by one space",
            ),
            (
                &tab,
                "unexpected '\\t' at byte 46 of the position text: fields are separated by one space",
            ),
            (
                "\n",
                "empty position text: expected 7 fields: red green yellow blue barricades colour die",
            ),
        ],
    );
    // Move text: surrounding whitespace is ignored; inside, only `roll 4`
    // has a space, one.
    assert_eq!(" roll 4\n".parse::<Move>(), Ok(Move::Roll(4)));
    assert_eq!(" c1-e3/i5 ".parse::<Move>(), "c1-e3/i5".parse());
    testing::check_refusals(
        str::parse::<Move>,
        &[
            (
                "roll  4",
                "unexpected ' ' at byte 5 of move \"roll  4\": the only space in a move is the one in 'roll 4'",
            ),
            (
                "h -c1",
                "unexpected ' ' at byte 1 of move \"h -c1\": the only space in a move is the one in 'roll 4'",
            ),
        ],
    );
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    let pairs = Rules::default();
    let parse = |text: &str| Position::from_text(text, &pairs);
    // Alone, in place of each field and after the text.
    testing::check_huge_fields_refused(parse, &alloc::format!("- - - - {START_BARRICADES} r -"));
    let long_red = alloc::format!("{} - - - {START_BARRICADES} r -", "c1,".repeat(30_000));
    testing::check_short_refusals(parse, &[long_red]);
    let huge_die = testing::with_huge(&alloc::format!("- - - - {START_BARRICADES} r {{huge}}"));
    assert_eq!(
        position_error(&huge_die, &pairs),
        alloc::format!(
            "bad die {}: expected 1 to 6, or - before the roll",
            testing::quoted_huge()
        )
    );
    // As a move: alone, as the roll and after it, and as a destination.
    testing::check_huge_fields_refused(str::parse::<Move>, "roll 4");
    let long_column = alloc::format!("c{}-e3", "1".repeat(100_000));
    let moves = ["h-{huge}", "c1-e3/{huge}"].map(testing::with_huge);
    testing::check_short_refusals(str::parse::<Move>, &moves);
    testing::check_short_refusals(str::parse::<Move>, &[long_column]);
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
