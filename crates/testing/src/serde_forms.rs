//! Checks of the serde forms (feature `serde`): a state, a move and rules
//! read back as themselves, in the form that [`ludeme_core::serde_form`] gives.

use std::string::{String, ToString};
use std::vec::Vec;

use serde::de::DeserializeOwned;
use serde::Serialize;

use ludeme_core::Game;

/// A serde format for [`check_serde_forms`], which a test implements with
/// the format's crate (`serde_json`, `postcard` …): the battery itself
/// depends on none.
pub trait SerdeFormat {
    /// The format's name, for messages.
    const NAME: &'static str;
    /// Whether the format is human-readable (serde's `is_human_readable`):
    /// a state under its default rules is then written as its text alone.
    const HUMAN_READABLE: bool;

    /// Writes `value` in the format.
    ///
    /// # Panics
    /// When the format cannot write it.
    fn write<T: Serialize + ?Sized>(value: &T) -> Vec<u8>;

    /// Reads a `T` from `bytes`.
    ///
    /// # Errors
    /// The format's message when `bytes` are no `T`.
    fn read<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String>;
}

/// The object form of a state (`ludeme_core::serde_form`): its rules and its
/// text.
#[derive(Serialize)]
#[serde(rename = "State")]
struct StateForm<'a, R> {
    rules: &'a R,
    text: &'a str,
}

/// Checks the serde forms of `state`, its rules and its legal moves in the
/// format `F`, as [`ludeme_core::serde_state!`] and [`ludeme_core::serde_via_text!`]
/// write them: a state is its text alone where the format is human-readable
/// and the rules are the default, otherwise the object `{"rules": …,
/// "text": …}`; each move is its text; each reads back as itself (a state
/// with its rules).
///
/// # Panics
/// Naming the format and the state, move or rules whose form differs or
/// does not read back.
pub fn check_serde_forms<G, F>(state: &G)
where
    G: Game + Serialize + DeserializeOwned,
    G::Move: Serialize + DeserializeOwned,
    G::Rules: Serialize + DeserializeOwned,
    F: SerdeFormat,
{
    let (name, text, rules) = (F::NAME, state.to_string(), state.rules());
    let written = F::write(state);
    let expected = if F::HUMAN_READABLE && rules == G::Rules::default() {
        F::write(text.as_str())
    } else {
        F::write(&StateForm {
            rules: &rules,
            text: &text,
        })
    };
    assert!(
        written == expected,
        "{name}: {state} under {rules:?} is not written as its text and rules"
    );
    let read: G = F::read(&written)
        .unwrap_or_else(|e| panic!("{name}: {state} under {rules:?} does not read back: {e}"));
    assert_eq!(read.rules(), rules, "{name}: the rules of {state}");
    assert_eq!(&read, state, "{name}: {state} reads back as another state");
    let read: G::Rules = F::read(&F::write(&rules))
        .unwrap_or_else(|e| panic!("{name}: the rules {rules:?} do not read back: {e}"));
    assert_eq!(read, rules, "{name}: the rules read back as others");
    for &mv in state.legal_moves().iter() {
        let written = F::write(&mv);
        assert!(
            written == F::write(mv.to_string().as_str()),
            "{name}: the move {mv} is not written as its text"
        );
        let read: G::Move = F::read(&written)
            .unwrap_or_else(|e| panic!("{name}: the move {mv} does not read back: {e}"));
        assert_eq!(read, mv, "{name}: the move {mv} reads back as another");
    }
}
