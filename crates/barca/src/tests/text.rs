//! The text forms: variant and option names, what serde says of the
//! rules, the error messages, and the names and debug form of the types
//! (the parsers on any text and the serde forms are the battery's).

use alloc::string::ToString;

use ludeme_core::{Game, Variants};

use ludeme_testing as testing;

use crate::{Position, Rules};

#[test]
fn every_variant_and_option_is_named() {
    assert_eq!(Rules::VARIANTS[0].name, "standard");
    assert_eq!(Rules::from_variant("standard"), Some(Rules::default()));
    for variant in Rules::VARIANTS {
        assert!(
            Rules::from_variant(variant.name).is_some(),
            "{}",
            variant.name
        );
        assert!(!variant.description.is_empty());
        for option in Rules::OPTIONS {
            let name = alloc::format!("{}+{}", variant.name, option.name);
            assert!(Rules::from_variant(&name).is_some(), "{name}");
            assert!(!option.description.is_empty());
        }
    }
    assert_eq!(
        Rules::from_variant("standard+no-move-draws"),
        Some(Rules::default().with_no_legal_move_loses(false))
    );
    for bad in [
        "",
        "barca",
        "Standard",
        "standard+",
        "standard+fast",
        "no-move-draws",
        "+no-move-draws",
        "standard no-move-draws",
    ] {
        assert_eq!(Rules::from_variant(bad), None, "{bad:?}");
    }
}

/// The serde forms of states, moves and rules, and the parsers on any
/// text, are the battery's, run on every game in ludeme-registry's tests;
/// here what only Barca says: the rules' field and the texts it refuses.
#[cfg(feature = "serde")]
#[test]
fn serde_names_the_rules_and_refuses_a_move_or_rules_that_do_not_read() {
    let rules = crate::Rules::default().with_no_legal_move_loses(false);
    assert_eq!(
        serde_json::to_string(&rules).unwrap(),
        r#"{"no_legal_move_loses":false}"#
    );
    assert!(serde_json::from_str::<crate::Move>("\"e2-e2\"").is_err());
    let typo = r#"{"no_legal_moves_lose":false}"#;
    assert!(serde_json::from_str::<crate::Rules>(typo).is_err());
}

/// The message of a position-text error.
fn position_error(text: &str) -> alloc::string::String {
    testing::refusal(str::parse::<Position>, text)
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    testing::check_refusals(
        str::parse::<Position>,
        &[
            ("10 w", "the board has 1 rank, expected 10"),
            (
                "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4/10 w",
                "the board has 11 ranks, expected 10",
            ),
            (
                "4ee4/3lmml3/10/10/1/10/10/10/3LMML3/4EE4 w",
                "rank 6 has 1 square, expected 10",
            ),
            (
                "4ee4/3lmml3/10/10/10/10/10/10/3LMLL3/4EE4 w",
                "white has 1 mouse, expected 2 (animals are never captured)",
            ),
            (
                "4ee4/3lmml3/10/10/10/10/10/10/3LMMM3/4EE4 w",
                "white has 3 mice, expected 2 (animals are never captured)",
            ),
            (
                "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4E5 w",
                "white has 1 elephant, expected 2 (animals are never captured)",
            ),
            (
                "4ee4/3lmml3/10/10/10/10/10/10/3LMME3/4EE4 w",
                "white has 1 lion, expected 2 (animals are never captured)",
            ),
        ],
    );
    // The article fits the animal.
    let mut p = Position::start();
    let err = p.play("e1-f3".parse().unwrap()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "an elephant can not go from e1 to f3: it moves along ranks, files and diagonals"
    );
    let err = p.play("d2-d3".parse().unwrap()).unwrap_err();
    assert!(err.to_string().starts_with("a lion can not go"), "{err}");
}

#[test]
fn surrounding_whitespace_is_ignored_and_bad_spacing_is_named() {
    // Whitespace around any text: the battery's check_surrounding_whitespace.
    // The board is 41 bytes long: the space before the side is byte 41.
    let board = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4";
    let (two_spaces, three_spaces) = (alloc::format!("{board}  w"), alloc::format!(" {board}   w"));
    let (tab, extra) = (
        alloc::format!("{board}\tw"),
        alloc::format!("{board} w extra text"),
    );
    testing::check_refusals(
        str::parse::<Position>,
        &[
            (
                &two_spaces,
                "2 spaces between fields at byte 41 of the position text: fields are separated by one space",
            ),
            (
                &three_spaces,
                "3 spaces between fields at byte 42 of the position text: fields are separated by one space",
            ),
            (
                &tab,
                "unexpected '\\t' at byte 41 of the position text: fields are separated by one space",
            ),
            (
                " \n",
                "empty position text: expected the board, a space and 'w' or 'b'",
            ),
            (
                &extra,
                "unexpected text after the side to move: \"extra text\"",
            ),
        ],
    );
    assert!(position_error(&alloc::format!("{board} ")).starts_with("missing side"));
    // Move text: surrounding whitespace is ignored, inner whitespace named.
    let message = "unexpected ' ' at byte 2 of move \"e2 - e5\": a move has no spaces";
    testing::check_inner_spaces(str::parse::<crate::Move>, "e2-e5", &[("e2 - e5", message)]);
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    testing::check_huge_fields_refused(str::parse::<Position>, &Position::start().to_string());
    let long_rank = alloc::format!(
        "4ee4/3lmml3/10/10/{}/10/10/10/3LMML3/4EE4 w",
        "1".repeat(100_000)
    );
    let slashes = alloc::format!("{} w", "/".repeat(100_000));
    testing::check_short_refusals(str::parse::<Position>, &[long_rank, slashes]);
    let board = "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4";
    let side = position_error(&testing::with_huge(&alloc::format!("{board} {{huge}}")));
    assert!(side.contains(&testing::quoted_huge()), "{side}");
    // As a move: alone, after a move, and as its destination.
    testing::check_huge_fields_refused(str::parse::<crate::Move>, "e2-e5");
    let destination = testing::with_huge("e2-{huge}");
    let long_rank = alloc::format!("a{}-e5", "1".repeat(100_000));
    testing::check_short_refusals(str::parse::<crate::Move>, &[destination.clone(), long_rank]);
    assert_eq!(
        testing::refusal(str::parse::<crate::Move>, &destination),
        alloc::format!(
            "bad square in move \"e2-{}…\": bad file in square name {}: expected a letter from 'a' to 'j'",
            "é".repeat(37),
            testing::quoted_huge()
        )
    );
}

#[test]
fn animals_and_colours_display_their_names() {
    use crate::{Animal, Colour};
    let names: alloc::vec::Vec<_> = Animal::ALL.iter().map(|a| a.to_string()).collect();
    assert_eq!(names, ["mouse", "lion", "elephant"]);
    assert_eq!(
        (Colour::White.to_string(), Colour::Black.to_string()),
        ("white".into(), "black".into())
    );
}

#[test]
fn a_position_debugs_as_its_text() {
    let p = Position::start();
    assert_eq!(alloc::format!("{p:?}"), alloc::format!("Position({p})"));
}
