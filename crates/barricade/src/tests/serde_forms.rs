//! Serde (feature `serde`): the text forms, rules that are not the
//! default, and the player setups that no variant gives.

use alloc::string::ToString;

use ludeme_core::Game;

use crate::{Move, Players, Position, Rules};

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
