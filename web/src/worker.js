// The bots' thread: loads the ludeme-wasm package and answers one question,
// "which move?", so that the page never freezes while a bot thinks.
//
// Request:  { id, record, options }
//   record         the game so far as a game record (`game.record()`): the game,
//                  variant, start and moves, replayed so that history rules
//                  (repetition, ply limits, a record's PlyCap) hold
//   options        `bestMove`'s options: { iterations, seed } or { player }
// Answer:   { id, move } (move text, or null when the game is over)
//        or { id, error } (the message of the Error thrown)
import init, { Game } from "./pkg/ludeme_wasm.js";

const ready = init();

self.onmessage = async (event) => {
  const { id, record, options } = event.data;
  let game = null;
  try {
    await ready;
    game = Game.fromRecord(record);
    const started = performance.now();
    const move = game.bestMove(options);
    self.postMessage({ id, move: move ?? null, millis: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  } finally {
    game?.free();
  }
};
