//! The text forms: what serde says of the rules, the error messages, and
//! the debug form (the parsers on any text and the serde forms are the
//! battery's).

use alloc::string::ToString;

use ludeme_core::Game;

use ludeme_testing as testing;

use crate::{BasBasan, Position};
#[cfg(feature = "serde")]
use crate::{BasBasanRules, Rules};

/// The serde forms of states, moves and rules, and the parsers on any
/// text, are the battery's, run on every game in ludeme-registry's tests;
/// here what only Surakarta says: the rules' fields and a move it refuses.
#[cfg(feature = "serde")]
#[test]
fn serde_names_the_rules_and_refuses_a_move_that_does_not_read() {
    let rules = Rules::default().with_orthogonal_steps(true);
    assert_eq!(
        serde_json::to_string(&rules).unwrap(),
        r#"{"orthogonal_steps":true,"middle_circuit":false}"#
    );
    assert!(serde_json::from_str::<crate::Move>("\"b2xb2\"").is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_refuses_rules_that_no_variant_gives() {
    let middle = r#"{"orthogonal_steps":false,"middle_circuit":true}"#;
    let error = serde_json::from_str::<Rules>(middle)
        .unwrap_err()
        .to_string();
    assert!(
        error.starts_with("middle_circuit needs an odd board: 6×6 has no middle line"),
        "{error}"
    );
    assert!(
        serde_json::from_str::<BasBasanRules>(middle)
            .unwrap()
            .middle_circuit
    );
    // Set by hand on 6×6 (where it is ignored), it is written as off.
    let by_hand = Rules {
        middle_circuit: true,
        ..Rules::default()
    };
    let written = serde_json::to_string(&by_hand).unwrap();
    assert_eq!(
        serde_json::from_str::<Rules>(&written).unwrap(),
        Rules::default()
    );
    let typo = r#"{"orthogonal_step":true,"middle_circuit":false}"#;
    assert!(serde_json::from_str::<Rules>(typo).is_err());
    let text = Position::start().to_string();
    for (json, wanted) in [
        (
            alloc::format!(r#"{{"rules":{middle},"text":"{text}"}}"#),
            "no middle line",
        ),
        (
            r#"{"rules":{"orthogonal_steps":true,"middle_circuit":false}}"#.into(),
            "missing field `text`",
        ),
        (
            alloc::format!(r#"{{"text":"{text}"}}"#),
            "missing field `rules`",
        ),
        (
            alloc::format!(r#"{{"text":"{text}","text":"{text}"}}"#),
            "duplicate field `text`",
        ),
        (
            alloc::format!(r#"{{"board":"{text}"}}"#),
            "unknown field `board`",
        ),
        (
            r#"{"rules":{"orthogonal_steps":true,"middle_circuit":false},"text":"w"}"#.into(),
            "missing side to move after the board",
        ),
        ("17".into(), "position text"),
    ] {
        let error = serde_json::from_str::<Position>(&json)
            .unwrap_err()
            .to_string();
        assert!(error.contains(wanted), "{json}: {error}");
        assert!(!error.contains('\n'), "{error}");
    }
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    testing::check_refusals(
        str::parse::<Position>,
        &[
            ("6 w", "the board has 1 rank, expected 6"),
            ("6/6/6/6/6 w", "the board has 5 ranks, expected 6"),
            ("6/6/6/6/6/w w", "rank 1 has 1 point, expected 6"),
            ("6/6/6/6/6/3 w", "rank 1 has 3 points, expected 6"),
            (
                "bbbbbb/bbbbbb/b5/6/wwwwww/wwwwww w",
                "black has 13 pieces, at most 12 allowed",
            ),
        ],
    );
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    // Whitespace around any text: the battery's check_surrounding_whitespace.
    testing::check_refusals(
        str::parse::<Position>,
        &[
            (
                "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww  w",
                "2 spaces between fields at byte 31 of the position text: fields are separated by one space",
            ),
            (
                "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww\nw",
                "unexpected '\\n' at byte 31 of the position text: fields are separated by one space",
            ),
            (
                "   ",
                "empty position text: expected the board, a space and 'w' or 'b'",
            ),
            (
                "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w  x",
                "2 spaces between fields at byte 33 of the position text: fields are separated by one space",
            ),
            (
                "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w x y ",
                "unexpected text after the side to move: \"x y\"",
            ),
        ],
    );
    // Bas-basan sepur reads its text the same way.
    let big = BasBasan::start();
    let printed = alloc::string::ToString::to_string(&big);
    assert_eq!(alloc::format!(" {printed}\n").parse::<BasBasan>(), Ok(big));
    // Move text: surrounding whitespace is ignored, inner whitespace named.
    let message = "unexpected ' ' at byte 2 of move \"b2 -c3\": a move has no spaces";
    testing::check_inner_spaces(str::parse::<crate::Move>, "b2xe5", &[("b2 -c3", message)]);
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    testing::check_huge_fields_refused(str::parse::<Position>, &Position::start().to_string());
    let long_rank = alloc::format!("bbbbbb/bbbbbb/6/6/wwwwww/{} w", "w".repeat(100_000));
    testing::check_short_refusals(str::parse::<Position>, &[long_rank]);
    let board = "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww";
    let side = testing::with_huge(&alloc::format!("{board} {{huge}}"));
    assert_eq!(
        testing::refusal(str::parse::<Position>, &side),
        alloc::format!(
            "bad side to move {}: expected 'w' or 'b'",
            testing::quoted_huge()
        )
    );
    // As a move: alone, after a move, and as its destination.
    testing::check_huge_fields_refused(str::parse::<crate::Move>, "b2-c3");
    let destination = testing::with_huge("b2-{huge}");
    let long_rank = alloc::format!("b{}xe5", "1".repeat(100_000));
    testing::check_short_refusals(str::parse::<crate::Move>, &[destination, long_rank]);
}

#[test]
fn a_position_debugs_as_its_size_and_text() {
    let (six, seven) = (Position::start(), BasBasan::start());
    assert_eq!(
        alloc::format!("{six:?}"),
        alloc::format!("Position<6>({six})")
    );
    assert_eq!(
        alloc::format!("{seven:?}"),
        alloc::format!("Position<7>({seven})")
    );
}
