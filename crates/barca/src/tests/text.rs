//! The text forms: variant and option names, what serde says of the
//! rules, the error messages, and the names and debug form of the types
//! (the parsers on any text and the serde forms are the battery's).

use alloc::string::ToString;

use ludeme_core::{testing, Game, Variants};

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
    text.parse::<Position>().unwrap_err().to_string()
}

/// The message of a move-text error.
fn move_error(text: &str) -> alloc::string::String {
    text.parse::<crate::Move>().unwrap_err().to_string()
}

#[test]
fn messages_count_in_the_singular_and_the_plural() {
    assert_eq!(position_error("10 w"), "the board has 1 rank, expected 10");
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4/10 w"),
        "the board has 11 ranks, expected 10"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/1/10/10/10/3LMML3/4EE4 w"),
        "rank 6 has 1 square, expected 10"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMLL3/4EE4 w"),
        "white has 1 mouse, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMMM3/4EE4 w"),
        "white has 3 mice, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4E5 w"),
        "white has 1 elephant, expected 2 (animals are never captured)"
    );
    assert_eq!(
        position_error("4ee4/3lmml3/10/10/10/10/10/10/3LMME3/4EE4 w"),
        "white has 1 lion, expected 2 (animals are never captured)"
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
    assert_eq!(
        position_error(&alloc::format!("{board}  w")),
        "2 spaces between fields at byte 41 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(&alloc::format!(" {board}   w")),
        "3 spaces between fields at byte 42 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(&alloc::format!("{board}\tw")),
        "unexpected '\\t' at byte 41 of the position text: fields are separated by one space"
    );
    assert_eq!(
        position_error(" \n"),
        "empty position text: expected the board, a space and 'w' or 'b'"
    );
    assert_eq!(
        position_error(&alloc::format!("{board} w extra text")),
        "unexpected text after the side to move: \"extra text\""
    );
    assert!(position_error(&alloc::format!("{board} ")).starts_with("missing side"));
    // Move text: surrounding whitespace is ignored, inner whitespace named.
    assert_eq!(" e2-e5\n".parse::<crate::Move>(), "e2-e5".parse());
    assert_eq!(
        move_error("e2 - e5"),
        "unexpected ' ' at byte 2 of move \"e2 - e5\": a move has no spaces"
    );
}

#[test]
fn messages_quote_at_most_forty_characters_of_huge_input() {
    let huge = "é".repeat(50_000); // 100 KB
    let forty = "é".repeat(40);
    let positions = [
        huge.clone(),
        alloc::format!("{huge} w"),
        alloc::format!("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 {huge}"),
        alloc::format!("4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 w {huge}"),
        alloc::format!(
            "4ee4/3lmml3/10/10/{}/10/10/10/3LMML3/4EE4 w",
            "1".repeat(100_000)
        ),
        alloc::format!("{} w", "/".repeat(100_000)),
    ];
    for text in &positions {
        testing::check_short_message(&position_error(text));
    }
    assert!(position_error(&alloc::format!(
        "4ee4/3lmml3/10/10/10/10/10/10/3LMML3/4EE4 {huge}"
    ))
    .contains(&alloc::format!("\"{forty}…\"")));
    let moves = [
        huge.clone(),
        alloc::format!("e2-{huge}"),
        alloc::format!("a{}-e5", "1".repeat(100_000)),
        alloc::format!("e2-e5 {huge}"),
    ];
    for text in &moves {
        testing::check_short_message(&move_error(text));
    }
    assert_eq!(
        move_error(&alloc::format!("e2-{huge}")),
        alloc::format!(
            "bad square in move \"e2-{}…\": bad file in square name \"{forty}…\": expected a letter from 'a' to 'j'",
            "é".repeat(37)
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
