//! The by-name types' own traits: rules by their text, states and rules as
//! keys, and (feature `serde`) their serde forms.

use std::collections::HashSet;

use ludeme_core::Variants;
use ludeme_registry::{games, AnyGame, AnyRules, GameVisitor, Registered};

/// Every game's every variant (with every set of options), by name.
fn every_rules() -> Vec<(String, AnyRules)> {
    games()
        .into_iter()
        .flat_map(|info| {
            info.every_variant().into_iter().map(move |variant| {
                let rules = AnyRules::by_name(info.name, Some(&variant)).unwrap();
                (format!("{}/{variant}", info.name), rules)
            })
        })
        .collect()
}

#[test]
fn rules_read_back_from_their_text() {
    for (name, rules) in every_rules() {
        let text = rules.to_string();
        assert_eq!(text.parse::<AnyRules>(), Ok(rules.clone()), "{name}");
        // The text names the game and a variant that gives these rules.
        let (game, variant) = text.split_once('/').unwrap();
        assert_eq!(game, rules.game_name());
        assert_eq!(AnyRules::by_name(game, Some(variant)), Ok(rules));
    }
    assert!("chess".parse::<AnyRules>().is_err());
    assert!("barca/tiny".parse::<AnyRules>().is_err());
}

#[test]
fn a_variant_name_is_the_first_that_reads_back() {
    struct Name;
    impl GameVisitor for Name {
        type Output = Option<String>;
        fn visit<G: Registered>(self, rules: G::Rules) -> Option<String> {
            rules.variant_name()
        }
    }
    for (name, rules) in every_rules() {
        let variant = rules.variant_name().unwrap();
        assert_eq!(rules.clone().visit(Name), Some(variant.clone()), "{name}");
        let info = games()
            .into_iter()
            .find(|g| g.name == rules.game_name())
            .unwrap();
        let first = info
            .every_variant()
            .into_iter()
            .find(|v| AnyRules::by_name(info.name, Some(v)).as_ref() == Ok(&rules));
        assert_eq!(Some(variant), first, "{name}");
    }
}

#[test]
fn states_and_rules_are_keys() {
    let rules: HashSet<AnyRules> = every_rules().into_iter().map(|(_, r)| r).collect();
    // Variants with options that change nothing are the same rules.
    assert!(rules.len() >= games().len());
    let mut seen = HashSet::new();
    for info in games() {
        let start = AnyGame::by_name(info.name, None, None).unwrap();
        assert!(seen.insert(start.clone()), "{}", info.name);
        assert!(!seen.insert(start), "{}", info.name);
    }
}

/// The first legal move of a state, by name.
#[cfg(feature = "serde")]
struct FirstMove;

#[cfg(feature = "serde")]
impl ludeme_registry::StateVisitor for FirstMove {
    type Output = Option<ludeme_registry::AnyMove>;
    fn visit<G: Registered>(self, state: G) -> Self::Output {
        state.legal_moves().first().map(|&mv| G::any_move(mv))
    }
}

#[cfg(feature = "serde")]
#[test]
fn states_moves_and_rules_read_back_from_json() {
    for (name, rules) in every_rules() {
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(
            serde_json::from_str::<AnyRules>(&json).unwrap(),
            rules,
            "{name}"
        );
        let state = AnyGame::start_with(&rules);
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(
            serde_json::from_str::<AnyGame>(&json).unwrap(),
            state,
            "{json}"
        );
        if let Some(mv) = state.visit(FirstMove) {
            let json = serde_json::to_string(&mv).unwrap();
            assert_eq!(
                serde_json::from_str::<ludeme_registry::AnyMove>(&json).unwrap(),
                mv
            );
        }
    }
}
