//! `Tables`: endgame tables from table files' bytes (a page fetches them),
//! probed with a `Game` and handed to a game's players (`useTables`).

use std::sync::Arc;

use js_sys::{Array, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::args::{describe, text};
use crate::{object, Game};

#[wasm_bindgen]
extern "C" {
    /// `TableFile[]`.
    #[wasm_bindgen(typescript_type = "TableFile[]")]
    pub type TableFileList;
    /// `TablesValue`.
    #[wasm_bindgen(typescript_type = "TablesValue")]
    pub type TablesValueObject;
    /// `TablesValue | null`.
    #[wasm_bindgen(typescript_type = "TablesValue | null")]
    pub type MaybeTablesValue;
}

/// Endgame tables (of the games that have them: Surakarta), read from the
/// table files' bytes, as `ludeme tables generate` writes them.
#[wasm_bindgen]
pub struct Tables {
    pub(crate) tables: Arc<ludeme_tables::Tables>,
}

/// What tables know of a position, as JavaScript gets it.
pub(crate) fn value_object(value: ludeme_session::TablesValue) -> JsValue {
    let dtc = value.dtc.map_or(JsValue::NULL, |plies| plies.into());
    object(&[
        ("value", value.value.into()),
        ("dtc", dtc),
        ("text", value.to_string().into()),
    ])
}

/// One `{ name, bytes }` of `Tables.fromFiles`.
fn table_file(file: &JsValue, at: u32) -> Result<(String, Vec<u8>), JsError> {
    let field =
        |key: &str| Reflect::get(file, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    if !file.is_object() {
        return Err(JsError::new(&format!(
            "Tables.fromFiles: file {at} must be an object {{ name, bytes }}, not {}",
            describe(file)
        )));
    }
    let name = text(
        &field("name"),
        &format!("Tables.fromFiles: file {at}'s name"),
    )?;
    let bytes = field("bytes");
    let bytes = if bytes.is_instance_of::<Uint8Array>() {
        bytes.unchecked_into::<Uint8Array>()
    } else if bytes.is_instance_of::<js_sys::ArrayBuffer>() {
        Uint8Array::new(&bytes)
    } else {
        return Err(JsError::new(&format!(
            "Tables.fromFiles: {name}'s bytes must be a Uint8Array or an ArrayBuffer, not {}",
            describe(&bytes)
        )));
    };
    Ok((name, bytes.to_vec()))
}

#[wasm_bindgen]
impl Tables {
    /// The tables of table files given as `[{ name, bytes }]` (`bytes` a
    /// `Uint8Array` or `ArrayBuffer`; `name` the file's name, for
    /// messages). Throws on an empty list, a value of the wrong type, or
    /// bytes that are no whole table file (named).
    #[wasm_bindgen(js_name = fromFiles)]
    pub fn from_files(files: TableFileList) -> Result<Tables, JsError> {
        let files: JsValue = files.into();
        if !Array::is_array(&files) {
            return Err(JsError::new(&format!(
                "Tables.fromFiles takes an array of {{ name, bytes }}, not {}",
                describe(&files)
            )));
        }
        let files: Array = files.unchecked_into();
        if files.length() == 0 {
            return Err(JsError::new("Tables.fromFiles: no table files"));
        }
        let mut tables = ludeme_tables::Tables::new();
        for (at, file) in files.iter().enumerate() {
            let (name, bytes) = table_file(&file, at as u32)?;
            tables.add_bytes(name, bytes)?;
        }
        Ok(Tables {
            tables: Arc::new(tables),
        })
    }

    /// The most pieces on the board for which every split is loaded.
    #[wasm_bindgen(getter, js_name = maxPieces)]
    pub fn max_pieces(&self) -> u32 {
        self.tables.max_pieces()
    }

    /// The loaded splits (`"3v2"`: 3 pieces for the side to move, 2 for
    /// the other).
    #[wasm_bindgen(getter)]
    pub fn splits(&self) -> Vec<String> {
        self.tables
            .splits()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// What the tables know of the game's position for the seat to act, at
    /// the game's plies since its last capture: `{ value, dtc, text }`,
    /// value 1, 0 or -1, `dtc` the plies to the deciding capture (null when
    /// the piece count decides), `text` in words (`"win in 5"`,
    /// `"draw"`, `"loss in 8"`). Throws for another game or variant, a
    /// finished game, a position beyond the tables or a damaged table.
    pub fn probe(&self, game: &Game) -> Result<TablesValueObject, JsError> {
        let value = game.session().probe(&self.tables)?;
        Ok(value_object(value).unchecked_into())
    }
}
