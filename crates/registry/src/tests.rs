//! The shared battery (`ludeme_core::testing`) on every registered game:
//! what every game writes the same way, checked once here, so that a game
//! inherits it by registering. Each game's own tests keep its rules.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use ludeme_testing as testing;

use crate::{games, AnyRules, GameVisitor, Registered};

/// Every registered game's every variant (with every set of options).
fn every_rules() -> Vec<AnyRules> {
    games()
        .into_iter()
        .flat_map(|info| {
            info.every_variant()
                .into_iter()
                .map(move |variant| AnyRules::by_name(info.name, Some(&variant)).unwrap())
        })
        .collect()
}

/// The parsers on text near the game's own; returns how many texts read.
struct Parsers;

impl GameVisitor for Parsers {
    type Output = usize;
    fn visit<G: Registered>(self, rules: G::Rules) -> usize {
        testing::check_parsers_on_near_texts(&G::start_with(&rules), 0..3, 60)
    }
}

#[test]
fn parsers_never_panic() {
    for rules in every_rules() {
        let read = rules.clone().visit(Parsers);
        assert!(read > 100, "{rules}: only {read} near texts read");
    }
}

/// Text with whitespace around it, and huge text, at the start and along
/// random games.
struct TextEdges;

impl GameVisitor for TextEdges {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        let start = G::start_with(&rules);
        let along = testing::playout_states(&start, 0..2, 40)
            .into_iter()
            .step_by(10);
        for state in core::iter::once(start.clone()).chain(along) {
            testing::check_surrounding_whitespace(&state);
            testing::check_messages_of_huge_texts(&state);
        }
    }
}

#[test]
fn surrounding_whitespace_is_ignored_and_huge_texts_get_short_messages() {
    for rules in every_rules() {
        rules.visit(TextEdges);
    }
}

/// The golden transcript of the game under `rules`, checked against
/// `tests/data/golden/<game>.txt`.
struct Golden {
    path: String,
}

impl GameVisitor for Golden {
    type Output = ();
    fn visit<G: Registered>(self, rules: G::Rules) {
        testing::check_golden_transcript(&G::start_with(&rules), 2026, &self.path);
    }
}

#[test]
fn the_seeded_game_of_every_game_matches_its_transcript() {
    for info in games() {
        let path = format!(
            "{}/tests/data/golden/{}.txt",
            env!("CARGO_MANIFEST_DIR"),
            info.name
        );
        AnyRules::by_name(info.name, None)
            .unwrap()
            .visit(Golden { path });
    }
}

#[cfg(feature = "serde")]
mod serde_forms {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use ludeme_testing::{self as testing, SerdeFormat};

    use super::every_rules;
    use crate::{AnyRules, Registered, SerdeForms, SerdeVisitor};

    /// JSON, a human-readable format; `Json<false>` says it is compact, for
    /// the check to refuse.
    struct Json<const HUMAN_READABLE: bool = true>;

    impl<const H: bool> SerdeFormat for Json<H> {
        const NAME: &'static str = "JSON";
        const HUMAN_READABLE: bool = H;
        fn write<T: serde::Serialize + ?Sized>(value: &T) -> Vec<u8> {
            serde_json::to_vec(value).unwrap()
        }
        fn read<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
            serde_json::from_slice(bytes).map_err(|e| e.to_string())
        }
    }

    /// Postcard, a compact format without type information.
    struct Postcard;

    impl SerdeFormat for Postcard {
        const NAME: &'static str = "postcard";
        const HUMAN_READABLE: bool = false;
        fn write<T: serde::Serialize + ?Sized>(value: &T) -> Vec<u8> {
            postcard::to_allocvec(value).unwrap()
        }
        fn read<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
            postcard::from_bytes(bytes).map_err(|e| e.to_string())
        }
    }

    /// The serde forms in format `F` of the start and the states along
    /// random games.
    struct Forms<F>(core::marker::PhantomData<F>);

    impl<F: SerdeFormat> SerdeVisitor for Forms<F> {
        type Output = ();
        fn visit<G: Registered + SerdeForms>(self, rules: G::Rules) {
            let start = G::start_with(&rules);
            testing::check_serde_forms::<G, F>(&start);
            for state in testing::playout_states(&start, 0..2, 40) {
                testing::check_serde_forms::<G, F>(&state);
            }
        }
    }

    fn check_every_game<F: SerdeFormat>() {
        for rules in every_rules() {
            rules.visit_serde(Forms::<F>(core::marker::PhantomData));
        }
    }

    #[test]
    fn serde_uses_the_text_forms_and_keeps_rules_that_are_not_the_default() {
        check_every_game::<Json<true>>();
        check_every_game::<Postcard>();
    }

    #[test]
    #[should_panic(expected = "is not written as its text and rules")]
    fn the_serde_check_can_fail() {
        AnyRules::by_name("barca", None)
            .unwrap()
            .visit_serde(Forms::<Json<false>>(core::marker::PhantomData));
    }
}
