//! JavaScript arguments read and checked: strings, options objects, record
//! tags; a value of the wrong type is refused in one line, never passed
//! on.

use js_sys::{Array, Object, Reflect};
use ludeme_players::{PlayerSpec, DEFAULT_ITERATIONS};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::MaybeString;

/// The most MCTS iterations a move.
const MAX_ITERATIONS: f64 = 10_000_000.0;

/// The free tags of `record`'s argument (`undefined` or `null`: none), in
/// the object's order.
pub(crate) fn read_tags(tags: &JsValue) -> Result<Vec<(String, String)>, JsError> {
    if tags.is_undefined() || tags.is_null() {
        return Ok(Vec::new());
    }
    if !tags.is_object() || Array::is_array(tags) || tags.is_function() {
        return Err(JsError::new(&format!(
            "record takes an object of tags ({{ Seats: \"...\" }}), not {}",
            describe(tags)
        )));
    }
    let mut list = Vec::new();
    for entry in Object::entries(tags.unchecked_ref()).iter() {
        let entry: Array = entry.unchecked_into();
        let name = entry.get(0).as_string().unwrap_or_default();
        let value = entry.get(1);
        let Some(value) = value.as_string() else {
            return Err(JsError::new(&format!(
                "record: the tag {name} must be a string, not {}",
                describe(&value)
            )));
        };
        list.push((name, value));
    }
    Ok(list)
}

/// A string argument, or an error naming `what` that is not one (a
/// JavaScript caller may pass anything).
pub(crate) fn text(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string, not {}", describe(value))))
}

/// An optional string argument: `undefined` and `null` are none.
pub(crate) fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}

/// Text, or `null` (where wasm-bindgen would give `undefined`).
pub(crate) fn text_or_null(text: Option<String>) -> MaybeString {
    text.map_or(JsValue::NULL, JsValue::from).unchecked_into()
}

/// A whole number option within `0..=max`, or `None` if absent.
pub(crate) fn whole_option(options: &JsValue, key: &str, max: f64) -> Result<Option<f64>, JsError> {
    let value = Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (0.0..=max).contains(&n) => Ok(Some(n)),
        _ => Err(JsError::new(&format!(
            "bestMove: {key} must be a whole number from 0 to {max}, not {}",
            describe(&value)
        ))),
    }
}

/// A JavaScript value in a message.
pub(crate) fn describe(value: &JsValue) -> String {
    if let Some(text) = value.as_string() {
        ludeme_session::quote(&text)
    } else if let Some(n) = value.as_f64() {
        n.to_string()
    } else if let Some(b) = value.as_bool() {
        b.to_string()
    } else if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else {
        let kind = value.js_typeof().as_string().unwrap_or_default();
        format!("a value of type {kind}")
    }
}

/// The player and seed of `bestMove`'s options.
pub(crate) fn read_options(options: &JsValue) -> Result<(PlayerSpec, u64), JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok((PlayerSpec::mcts(DEFAULT_ITERATIONS), 0));
    }
    if !options.is_object() {
        return Err(JsError::new(&format!(
            "bestMove takes an options object ({{ iterations, seed, player }}), not {}",
            describe(options)
        )));
    }
    let seed = whole_option(options, "seed", 2f64.powi(53))?.unwrap_or(0.0) as u64;
    let iterations = whole_option(options, "iterations", MAX_ITERATIONS)?;
    let player = Reflect::get(options, &JsValue::from_str("player")).unwrap_or(JsValue::UNDEFINED);
    let spec = if player.is_undefined() || player.is_null() {
        let iterations = iterations.map_or(DEFAULT_ITERATIONS, |n| n as u32);
        if iterations == 0 {
            return Err(JsError::new("bestMove: iterations must be at least 1"));
        }
        PlayerSpec::mcts(iterations)
    } else {
        let Some(name) = player.as_string() else {
            return Err(JsError::new(&format!(
                "bestMove: player must be a string such as \"ab:0.5s\", not {}",
                describe(&player)
            )));
        };
        name.parse()
            .map_err(|e| JsError::new(&format!("bestMove: {e}")))?
    };
    Ok((spec, seed))
}
