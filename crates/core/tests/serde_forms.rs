//! The serde forms of a game's state through its text, on the dice race.
#![cfg(feature = "serde")]

use std::string::{String, ToString};

use postcard::ser_flavors::Flavor;

use ludeme_core::serde_form::{deserialize_state, serialize_state};
use ludeme_core::Game;
use ludeme_testing::demo::{DiceRace, RaceRules};

fn json(state: &DiceRace) -> String {
    let mut out = std::vec::Vec::new();
    serialize_state(state, &mut serde_json::Serializer::new(&mut out)).unwrap();
    String::from_utf8(out).unwrap()
}

fn from_json(text: &str) -> Result<DiceRace, String> {
    deserialize_state(&mut serde_json::Deserializer::from_str(text)).map_err(|e| e.to_string())
}

fn long(text: &str) -> DiceRace {
    DiceRace::from_text(text, &RaceRules { goal: 16 }).unwrap()
}

#[test]
fn a_state_is_its_text_with_its_rules_when_they_are_not_the_default() {
    let start = DiceRace::start();
    assert_eq!(json(&start), r#""0,0,0 0 -""#);
    assert_eq!(from_json(r#""0,0,0 0 -""#), Ok(start));
    let state = long("9,3,12 2 1");
    let written = json(&state);
    assert_eq!(written, r#"{"rules":{"goal":16},"text":"9,3,12 2 1"}"#);
    assert_eq!(from_json(&written), Ok(state));
    // The fields in either order, or as a sequence.
    assert_eq!(
        from_json(r#"{"text":"9,3,12 2 1","rules":{"goal":16}}"#),
        Ok(state)
    );
    assert_eq!(from_json(r#"[{"goal":16},"9,3,12 2 1"]"#), Ok(state));
}

#[test]
fn a_compact_format_always_carries_the_rules() {
    for state in [DiceRace::start(), long("9,3,12 2 1")] {
        let mut out = std::vec::Vec::new();
        let mut writer = postcard::Serializer {
            output: postcard::ser_flavors::AllocVec::new(),
        };
        serialize_state(&state, &mut writer).unwrap();
        out.extend(writer.output.finalize().unwrap());
        let text = state.to_string();
        // The rules (the goal, one byte), then the text with its length.
        assert_eq!(out[0], state.rules().goal, "{state}");
        assert_eq!(&out[2..], text.as_bytes(), "{state}");
        let mut reader = postcard::Deserializer::from_bytes(&out);
        let read: DiceRace = deserialize_state(&mut reader).unwrap();
        assert_eq!(read, state);
    }
}

#[test]
fn a_bad_form_is_refused_with_what_was_expected() {
    let refused = [
        (
            r#"{"rules":{"goal":16},"rules":{"goal":5},"text":"0,0,0 0 -"}"#,
            "duplicate field `rules`",
        ),
        (
            r#"{"rules":{"goal":16},"text":"0,0,0 0 -","text":"0,0,0 0 -"}"#,
            "duplicate field `text`",
        ),
        (r#"{"text":"0,0,0 0 -"}"#, "missing field `rules`"),
        (r#"{"rules":{"goal":16}}"#, "missing field `text`"),
        (r#"[{"goal":16}]"#, "invalid length 1"),
        (
            "7",
            r#"expected position text, or {"rules": …, "text": "…"}"#,
        ),
    ];
    for (text, error) in refused {
        let got = from_json(text).unwrap_err();
        assert!(got.contains(error), "{text}: {got}");
    }
}
