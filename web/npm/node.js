// The package's node entry (the "node" condition of package.json's exports):
// the same API as the browser entry, ludeme_wasm.js, with the WebAssembly
// module instantiated synchronously from the file beside this one when the
// package is imported. So `new Game("barca")` works right after the import,
// and code written for the browser (`await init()`) works unchanged: the
// default export `init` resolves at once, whatever it is given.
import { readFileSync } from "node:fs";
import { initSync } from "./ludeme_wasm.js";

const output = initSync({ module: readFileSync(new URL("./ludeme_wasm_bg.wasm", import.meta.url)) });

export * from "./ludeme_wasm.js";

/** Resolves at once to the instantiated module: it is ready on import. */
export default async function init(_moduleOrPath) {
  return output;
}
