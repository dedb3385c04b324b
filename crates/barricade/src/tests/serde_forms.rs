//! Serde (feature `serde`): the rules' fields, a text without its rules,
//! and the player setups that no variant gives.

use alloc::string::ToString;

use ludeme_core::Game;

use crate::{Players, Position, Rules};

/// The serde forms of states, moves and rules (each variant's rules kept)
/// are the battery's, run on every game in ludeme-registry's tests; here
/// what only Barricade says: the rules' first field, and the text of an
/// individual game under the default rules refused.
#[cfg(feature = "serde")]
#[test]
fn serde_writes_the_players_first_and_refuses_a_text_without_its_rules() {
    use ludeme_core::Variants;
    for variant in [
        "individual-2",
        "individual-3",
        "pairs-4+protect-partners",
        "+no-low-barricades",
    ] {
        let rules = Rules::from_variant(variant).unwrap();
        let json = serde_json::to_string(&rules).unwrap();
        assert!(json.starts_with(r#"{"players":"#), "{json}");
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
