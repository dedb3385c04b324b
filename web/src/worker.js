// The bots' thread: loads the ludeme-wasm package and answers one question,
// "which move?", so that the page never freezes while a bot thinks.
//
// Request:  { id, name, variant, position, history, options }
//   name, variant  the game and variant, as `new Game(name, variant)` takes them
//   position       the start position text (null: the game's start)
//   history        the moves played from there, in move text; they are replayed
//                  so that history rules (repetition, ply limits) hold
//   options        `bestMove`'s options: { iterations, seed } or { player }
// Answer:   { id, move } (move text, or null when the game is over)
//        or { id, error } (the message of the Error thrown)
import init, { Game } from "./pkg/ludeme_wasm.js";

const ready = init();

self.onmessage = async (event) => {
  const { id, name, variant, position, history, options } = event.data;
  let game = null;
  try {
    await ready;
    game = new Game(name, variant ?? undefined, position ?? undefined);
    for (const move of history) game.play(move);
    const started = performance.now();
    const move = game.bestMove(options);
    self.postMessage({ id, move: move ?? null, millis: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  } finally {
    game?.free();
  }
};
