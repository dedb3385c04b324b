//! Every ludeme game in JavaScript: a thin wasm-bindgen layer over the
//! facade's `GameHandle` (a session of the game's own type, chosen once by
//! name, driven by text), written once over the registry.
//!
//! ```js
//! import init, { Game, games } from "./pkg/ludeme_wasm.js";
//! await init();
//! const g = new Game("surakarta");
//! g.play("b2-b3");
//! g.bestMove({ player: "ab:0.2s" });
//! const text = g.record({ Event: "a test" });   // the game record
//! const again = Game.fromRecord(text);         // replayed, checked
//! ```
//!
//! Errors are thrown as `Error` with the command line's one-line message;
//! a refused call leaves the game unchanged. Built with `web/build.sh`.
#![cfg_attr(docsrs, feature(doc_cfg))]

use js_sys::{Array, Object, Reflect};
use ludeme_core::Actor;
use ludeme_record::GameHandle;
use ludeme_session::{AnySession, PerftDepthError, MAX_PERFT_DEPTH};
use wasm_bindgen::prelude::*;

mod args;
mod tables;
mod types;
use args::{optional_text, read_options, text, text_or_null};
pub use tables::Tables;
pub use types::{
    games, BestMoveOptionsArg, ChanceOutcomeList, GameInfoList, MaybeAnalysis, MaybeOutcome,
    MaybeString, ToAct,
};

/// A plain object from its fields.
fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (key, value) in fields {
        // Setting a property of a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object.into()
}

/// A game in progress: its position, its moves, undo, and the history rules
/// of `ludeme play` (Surakarta's 50 plies and repetition, Barca's
/// threefold repetition).
#[wasm_bindgen]
pub struct Game {
    /// The game, with the record it was read from, if it was
    /// (`Game.fromRecord`): its free tags and comments are written back by
    /// `record`.
    handle: GameHandle,
}

/// A perft depth as JavaScript gives it (any number): a whole number from
/// 0 to [`MAX_PERFT_DEPTH`].
fn perft_depth(depth: f64) -> Result<u32, PerftDepthError> {
    if depth.fract() == 0.0 && (0.0..=f64::from(MAX_PERFT_DEPTH)).contains(&depth) {
        Ok(depth as u32)
    } else {
        Err(PerftDepthError::new(format!("{depth}")))
    }
}

impl Game {
    /// The game in progress.
    pub(crate) fn session(&self) -> &dyn AnySession {
        self.handle.session()
    }

    /// The game in progress, to play on.
    fn session_mut(&mut self) -> &mut dyn AnySession {
        self.handle.session_mut()
    }
}

#[wasm_bindgen]
impl Game {
    /// A game by name (`games()` lists them): its start, or `position`
    /// text, under `variant` (default: the game's first).
    ///
    /// Throws on an unknown game or variant, or bad position text.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] name: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] variant: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] position: JsValue,
    ) -> Result<Game, JsError> {
        let name = text(&name, "the game's name")?;
        let variant = optional_text(&variant, "the variant")?;
        let position = optional_text(&position, "the position")?;
        let handle = GameHandle::new(&name, variant.as_deref(), position.as_deref())?;
        Ok(Game { handle })
    }

    /// The game of a record (the text of one, as `record` writes it and
    /// the contract's "Game records" describe), replayed to its end with
    /// the checked play and the record's history rules (`PlyCap`).
    ///
    /// Throws the reader's one-line message (`record 1, line 3, column 7:
    /// illegal move d2-d9: ...`) for a bad tag, an unknown or illegal
    /// move, a missing result, a result that disagrees with the replayed
    /// game, or a text of no record or of several.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    ) -> Result<Game, JsError> {
        let handle = GameHandle::from_record_text(&crate::text(&text, "the record")?)?;
        Ok(Game { handle })
    }

    /// The game record of the game so far: its `Game`, `Variant`,
    /// `Position` (when it did not begin at the variant's start), `Result`
    /// and `Outcome` tags, then the moves and the result token (`*` while
    /// it goes on). `Game.fromRecord` reads it back to the same game.
    ///
    /// A game read from a record keeps that record's free tags and
    /// comments (and, while its moves are the record's, its result and
    /// `Termination`). `tags` adds free tags (`{ Seats: "human, mcts:1000"
    /// }`), replacing any of the same name. Throws on tags that are not an
    /// object of strings, a bad tag name, or a tag the game writes itself.
    pub fn record(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "RecordTags | null")] tags: JsValue,
    ) -> Result<String, JsError> {
        let extra = args::read_tags(&tags)?;
        self.handle
            .record(extra)
            .map_err(|e| JsError::new(&format!("record: {e}")))
    }

    /// The legal moves in move text, sorted as `ludeme moves` lists them
    /// (at a chance node, its outcomes: `roll 1` … `roll 6`); empty once
    /// the game is over.
    pub fn moves(&self) -> Vec<String> {
        self.session().legal_move_texts()
    }

    /// Plays a move given as text. Throws if the text is no move or the
    /// move is illegal (or the game is over); the game is then unchanged.
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] move_text: JsValue,
    ) -> Result<(), JsError> {
        self.session_mut().play(&text(&move_text, "the move")?)?;
        Ok(())
    }

    /// Takes the last move back: its text, or `null` at the start.
    pub fn undo(&mut self) -> MaybeString {
        text_or_null(self.session_mut().undo())
    }

    /// The position text.
    pub fn position(&self) -> String {
        self.session().position()
    }

    /// The moves played so far, in move text.
    pub fn history(&self) -> Vec<String> {
        self.session().history()
    }

    /// Takes moves back until the game stands at ply `ply` (0: its start);
    /// nothing if it has not got that far. Throws unless `ply` is a whole
    /// number from 0.
    #[wasm_bindgen(js_name = undoTo)]
    pub fn undo_to(&mut self, ply: f64) -> Result<(), JsError> {
        if ply.fract() != 0.0 || ply < 0.0 {
            return Err(JsError::new(&format!(
                "undoTo: the ply must be a whole number from 0, not {ply}"
            )));
        }
        // Beyond usize (not in wasm32's reach): nothing to take back.
        if ply < usize::MAX as f64 {
            self.session_mut().undo_to(ply as usize);
        }
        Ok(())
    }

    /// The position the game began from (the variant's start, or the
    /// position text it was given), as position text.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> String {
        self.session().start_position()
    }

    /// The variant's name with its options (`"pairs+protect-partners"`), as
    /// `new Game(name, variant)` takes it and a record's `Variant` tag
    /// holds it.
    #[wasm_bindgen(js_name = variantName)]
    pub fn variant_name(&self) -> String {
        self.session().rules().variant_name().unwrap_or_default()
    }

    /// The game's name.
    #[wasm_bindgen(js_name = gameName)]
    pub fn game_name(&self) -> String {
        self.session().game_name().into()
    }

    /// The number of seats.
    #[wasm_bindgen(js_name = seatCount)]
    pub fn seat_count(&self) -> usize {
        self.session().seat_count()
    }

    /// A seat's name (`"white"`, `"red"`). Throws for a seat the game does
    /// not have.
    #[wasm_bindgen(js_name = seatName)]
    pub fn seat_name(&self, seat: f64) -> Result<String, JsError> {
        if seat.fract() != 0.0 || !(0.0..=255.0).contains(&seat) {
            let count = self.seat_count();
            return Err(JsError::new(&format!(
                "no seat {seat}: the game has seats 0 to {}",
                count - 1
            )));
        }
        Ok(self.session().seat_name(seat as usize)?)
    }

    /// Leaf nodes `depth` plies ahead (a chance outcome is one ply). Throws
    /// unless `depth` is a whole number from 0 to 20.
    pub fn perft(&self, depth: f64) -> Result<f64, JsError> {
        let depth = perft_depth(depth)?;
        Ok(self.session().perft(depth) as f64)
    }

    /// Who acts now: `{ kind: "seat", seat, name }`, `{ kind: "chance" }`
    /// or `{ kind: "nobody" }` once the game is over.
    #[wasm_bindgen(js_name = toAct)]
    pub fn to_act(&self) -> ToAct {
        let value = match self.session().to_act() {
            Actor::Seat(seat) => object(&[
                ("kind", "seat".into()),
                ("seat", seat.0.into()),
                (
                    "name",
                    self.session()
                        .seat_name(usize::from(seat.0))
                        .unwrap_or_default()
                        .into(),
                ),
            ]),
            Actor::Chance => object(&[("kind", "chance".into())]),
            _ => object(&[("kind", "nobody".into())]),
        };
        value.unchecked_into()
    }

    /// The outcomes of a chance node with their probabilities (`[{ move:
    /// "roll 1", probability: 1/6 }, …]`); empty elsewhere.
    #[wasm_bindgen(js_name = chanceOutcomes)]
    pub fn chance_outcomes(&self) -> ChanceOutcomeList {
        let list = Array::new();
        for (mv, probability) in self.session().chance_outcomes() {
            list.push(&object(&[
                ("move", mv.to_string().into()),
                ("probability", probability.into()),
            ]));
        }
        JsValue::from(list).unchecked_into()
    }

    /// `null` while the game goes on; then `{ winner, reason, text }`:
    /// the winning side's name or `null` for a draw, why the game ended,
    /// and the result as the command line prints it (`white wins (watering
    /// holes held)`).
    pub fn outcome(&self) -> MaybeOutcome {
        let value = match self.session().outcome() {
            None => JsValue::NULL,
            Some(outcome) => object(&[
                (
                    "winner",
                    self.session()
                        .winner_name()
                        .map_or(JsValue::NULL, Into::into),
                ),
                ("reason", outcome.reason().to_string().into()),
                (
                    "text",
                    self.session().outcome_text().unwrap_or_default().into(),
                ),
            ]),
        };
        value.unchecked_into()
    }

    /// The picture as SVG, as `ludeme show --svg` draws it.
    pub fn svg(&self) -> String {
        self.session().svg()
    }

    /// A built-in player's move (see `BestMoveOptions`; default MCTS with
    /// 1000 iterations), knowing the history; at a chance node, an outcome
    /// drawn with the seed; `null` once the game is over. Throws on a bad
    /// option.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(&self, options: BestMoveOptionsArg) -> Result<MaybeString, JsError> {
        let options: JsValue = options.into();
        let (player, seed) = read_options(&options)?;
        Ok(text_or_null(self.session().choose(player, seed)))
    }

    /// The alpha-beta search of the position as `ludeme analyse` runs it,
    /// knowing the history, on a budget given as the players give it
    /// (`"30000"` nodes, `"0.5s"`, `"200ms"`): its last iteration, or
    /// `null` when no seat is to act. Throws on a bad budget.
    pub fn analyse(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] budget: JsValue,
    ) -> Result<MaybeAnalysis, JsError> {
        let budget = text(&budget, "the budget")?;
        let parsed: ludeme_players::Budget = budget.parse()?;
        let value = match self.session().analyse(parsed) {
            None => JsValue::NULL,
            Some(last) => {
                let pv = Array::new();
                for mv in last.principal_variation() {
                    pv.push(&JsValue::from_str(mv));
                }
                let best = last
                    .best_move()
                    .map_or(JsValue::NULL, |mv| JsValue::from_str(mv));
                object(&[
                    ("move", best),
                    ("score", last.score().into()),
                    ("nodes", (last.nodes() as f64).into()),
                    ("depth", last.depth().into()),
                    ("pv", pv.into()),
                ])
            }
        };
        Ok(value.unchecked_into())
    }

    /// From now on `bestMove` and `analyse` consult `tables` (every
    /// built-in player plays the tables' move where they know the position,
    /// and alpha-beta and MCTS score the captures into them by their
    /// values); `forgetTables` lets them go. Throws for tables of another
    /// game or variant; the game is then unchanged.
    #[wasm_bindgen(js_name = useTables)]
    pub fn use_tables(&mut self, tables: &Tables) -> Result<(), JsError> {
        self.session_mut().use_tables(Some(&tables.tables))?;
        Ok(())
    }

    /// From now on the players consult no tables.
    #[wasm_bindgen(js_name = forgetTables)]
    pub fn forget_tables(&mut self) {
        // Without tables nothing can be refused.
        let _ = self.session_mut().use_tables(None);
    }

    /// What the tables the game consults know of its position
    /// (`{ value, dtc, text }`, as `Tables.probe` gives it), or `null`
    /// when it consults none or they do not know the position.
    #[wasm_bindgen(js_name = tablesValue)]
    pub fn tables_value(&self) -> tables::MaybeTablesValue {
        self.session()
            .known()
            .map_or(JsValue::NULL, tables::value_object)
            .unchecked_into()
    }

    /// A copy that goes its own way.
    #[wasm_bindgen(js_name = clone)]
    pub fn duplicate(&self) -> Game {
        Game {
            handle: self.handle.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_perft_depth_is_a_whole_number_from_0_to_20() {
        assert!(super::perft_depth(-1.0).is_err());
        assert!(super::perft_depth(1.5).is_err());
        assert!(super::perft_depth(21.0).is_err());
        assert_eq!(super::perft_depth(3.0).ok(), Some(3));
        assert_eq!(
            super::perft_depth(1.5).unwrap_err().to_string(),
            "perft depth must be a whole number from 0 to 20, not 1.5 (at most 20: deeper counts run for hours)"
        );
    }
}
