//! The serde forms of moves and game states (what [`crate::serde_via_text!`]
//! and [`crate::serde_state!`] implement): a move is its text; a state is its
//! text, with its rules when they are not the default ones.
//!
//! Position text does not say which rules a state is played under (an
//! `individual-2` Barricade position and a pairs one can share a text), so
//! a state whose rules are not the default carries them:
//!
//! - human-readable formats (JSON, TOML, YAML): the text alone,
//!   `"<position text>"`, when the rules are the default, otherwise an
//!   object `{"rules": <rules>, "text": "<position text>"}`; both are read;
//! - compact formats (CBOR, postcard, bincode): always the pair
//!   `(rules, text)`, which formats without type information can read back.
//!
//! Reading checks the rules (each game's `Rules` refuse values that no
//! variant gives) and parses the text under them, so whatever is read is a
//! valid state, equal to the one that was written.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::{self, Display};
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, DeserializeOwned, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::Game;

/// The struct name and field names of the state form.
const NAME: &str = "State";
const FIELDS: &[&str] = &["rules", "text"];

/// Writes a value as its text (`Display`).
///
/// # Errors
/// The serializer's.
pub fn serialize_text<T: Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(value)
}

/// Reads a value from its text (`FromStr`).
///
/// # Errors
/// The deserializer's, or the value's parse error.
pub fn deserialize_text<'de, T, D>(d: D) -> Result<T, D::Error>
where
    T: FromStr,
    T::Err: Display,
    D: Deserializer<'de>,
{
    let text = Cow::<'de, str>::deserialize(d)?;
    text.parse().map_err(de::Error::custom)
}

/// A value written as its text.
struct AsText<'a, T>(&'a T);

impl<T: Display> Serialize for AsText<'_, T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serialize_text(self.0, s)
    }
}

/// Writes a state in its serde form (see the module docs).
///
/// # Errors
/// The serializer's.
pub fn serialize_state<G, S>(state: &G, s: S) -> Result<S::Ok, S::Error>
where
    G: Game,
    G::Rules: Serialize,
    S: Serializer,
{
    let rules = state.rules();
    if s.is_human_readable() && rules == G::Rules::default() {
        return serialize_text(state, s);
    }
    let mut form = s.serialize_struct(NAME, 2)?;
    form.serialize_field("rules", &rules)?;
    form.serialize_field("text", &AsText(state))?;
    form.end()
}

/// Reads a state from its serde form (see the module docs).
///
/// # Errors
/// The deserializer's, a refused rules value, or the game's parse error of
/// the text (under the rules read).
pub fn deserialize_state<'de, G, D>(d: D) -> Result<G, D::Error>
where
    G: Game,
    G::Rules: DeserializeOwned,
    D: Deserializer<'de>,
{
    let visitor = StateVisitor::<G>(PhantomData);
    if d.is_human_readable() {
        d.deserialize_any(visitor)
    } else {
        d.deserialize_struct(NAME, FIELDS, visitor)
    }
}

/// The two fields of the object form.
#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Field {
    Rules,
    Text,
}

struct StateVisitor<G>(PhantomData<G>);

impl<G> StateVisitor<G>
where
    G: Game,
{
    fn parse<E: de::Error>(text: &str, rules: &G::Rules) -> Result<G, E> {
        G::from_text(text, rules).map_err(E::custom)
    }
}

impl<'de, G> Visitor<'de> for StateVisitor<G>
where
    G: Game,
    G::Rules: DeserializeOwned,
{
    type Value = G;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("position text, or {\"rules\": …, \"text\": \"…\"}")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<G, E> {
        Self::parse(text, &G::Rules::default())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<G, A::Error> {
        let rules: G::Rules = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let text: String = seq
            .next_element()?
            .ok_or_else(|| de::Error::invalid_length(1, &self))?;
        Self::parse(&text, &rules)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<G, A::Error> {
        let mut rules: Option<G::Rules> = None;
        let mut text: Option<String> = None;
        while let Some(field) = map.next_key()? {
            match field {
                Field::Rules if rules.is_some() => return Err(de::Error::duplicate_field("rules")),
                Field::Rules => rules = Some(map.next_value()?),
                Field::Text if text.is_some() => return Err(de::Error::duplicate_field("text")),
                Field::Text => text = Some(map.next_value()?),
            }
        }
        let rules = rules.ok_or_else(|| de::Error::missing_field("rules"))?;
        let text = text.ok_or_else(|| de::Error::missing_field("text"))?;
        Self::parse(&text, &rules)
    }
}
