// Types of the node entry: everything of the browser entry; the default
// export `init` resolves at once (the module is instantiated on import) and
// ignores its argument.
import type { InitInput, InitOutput } from "./ludeme_wasm.js";

export * from "./ludeme_wasm.js";

/**
 * Resolves at once: in node the WebAssembly module is instantiated when the
 * package is imported. Takes (and ignores) the browser entry's argument, so
 * code written for the browser runs unchanged.
 */
export default function init(
  module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>,
): Promise<InitOutput>;
