//! The TypeScript types of the package's plain objects, and `games()`,
//! which lists the registered games in one of them.

use js_sys::Array;
use ludeme_registry::games as registry;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::object;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** A registered game and its variants, as `games()` lists them. */
export interface GameInfo {
  /** The game's name, as `new Game(name)` takes it. */
  name: string;
  /** Its variants, the default first. */
  variants: VariantInfo[];
  /** Options a variant name may carry, each as `+name` (`"pairs+protect-partners"`). */
  options: VariantInfo[];
  /** Whether the game has endgame tables (`Tables`, `Game.useTables`). */
  endgameTables: boolean;
}
/** A variant: its name and what it changes. */
export interface VariantInfo {
  name: string;
  description: string;
}
/** Who acts: a seat (number and name), chance (a die), or nobody (the game is over). */
export interface ToAct {
  kind: "seat" | "chance" | "nobody";
  seat?: number;
  name?: string;
}
/** An outcome of a chance node and its probability. */
export interface ChanceOutcome {
  move: string;
  probability: number;
}
/** How a game ended: the winning side's name (null for a draw), the reason, and the whole result in words, as the CLI prints it. */
export interface GameOutcome {
  winner: string | null;
  reason: string;
  text: string;
}
/**
 * How `bestMove` chooses: MCTS with `iterations` (default 1000) and `seed`
 * (default 0), or any built-in `player` by name: "mcts:N", "ab:0.5s",
 * "ab:20000" (nodes), "greedy", "random", "plain:D".
 */
export interface BestMoveOptions {
  iterations?: number;
  seed?: number;
  player?: string;
}
/**
 * The last iteration of `analyse`: the best move, its score for the side
 * to move (ten-thousandths of a piece; a forced result is beyond
 * ±1,000,000), the nodes searched, the depth and the principal variation.
 */
export interface Analysis {
  move: string | null;
  score: number;
  nodes: number;
  depth: number;
  pv: string[];
}
/** A table file for `Tables.fromFiles`: its name (for messages) and its bytes. */
export interface TableFile {
  name: string;
  bytes: Uint8Array | ArrayBuffer;
}
/**
 * What endgame tables know of a position for the seat to act: value 1
 * (win), 0 (draw) or -1 (loss); `dtc` the plies to the capture that
 * decides it (null when the piece count decides); `text` in words
 * ("win in 5", "draw", "loss in 8").
 */
export interface TablesValue {
  value: number;
  dtc: number | null;
  text: string;
}
/**
 * Free tags that `record` adds to the game record, each a string:
 * `{ Seats: "human, mcts:1000", Event: "club night" }`. Names are letters,
 * digits and `_`; the tags the game writes itself (`Game`, `Variant`,
 * `Position`, `PlyCap`, `Result`, `Outcome`, `Termination`) are refused.
 */
export interface RecordTags {
  [name: string]: string;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `GameInfo[]`.
    #[wasm_bindgen(typescript_type = "GameInfo[]")]
    pub type GameInfoList;
    /// `ToAct`.
    #[wasm_bindgen(typescript_type = "ToAct")]
    pub type ToAct;
    /// `ChanceOutcome[]`.
    #[wasm_bindgen(typescript_type = "ChanceOutcome[]")]
    pub type ChanceOutcomeList;
    /// `GameOutcome | null`.
    #[wasm_bindgen(typescript_type = "GameOutcome | null")]
    pub type MaybeOutcome;
    /// `string | null`.
    #[wasm_bindgen(typescript_type = "string | null")]
    pub type MaybeString;
    /// `Analysis | null`.
    #[wasm_bindgen(typescript_type = "Analysis | null")]
    pub type MaybeAnalysis;
    /// `BestMoveOptions | undefined`.
    #[wasm_bindgen(typescript_type = "BestMoveOptions | undefined")]
    pub type BestMoveOptionsArg;
}

/// Every registered game with its variants: `[{ name, variants: [{ name,
/// description }], options: [{ name, description }], endgameTables }]` (a
/// variant name may carry options: `"pairs+protect-partners"`;
/// `endgameTables`: whether the game has endgame tables, `Tables`).
#[wasm_bindgen]
pub fn games() -> GameInfoList {
    let list = Array::new();
    for info in registry() {
        let variants = Array::new();
        for variant in &info.variants {
            variants.push(&object(&[
                ("name", variant.name.into()),
                ("description", variant.description.into()),
            ]));
        }
        let options = Array::new();
        for option in &info.options {
            options.push(&object(&[
                ("name", option.name.into()),
                ("description", option.description.into()),
            ]));
        }
        list.push(&object(&[
            ("name", info.name.into()),
            ("variants", variants.into()),
            ("options", options.into()),
            ("endgameTables", info.endgame_tables.into()),
        ]));
    }
    JsValue::from(list).unchecked_into()
}
