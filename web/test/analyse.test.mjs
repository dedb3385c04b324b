// Game.analyse searches as every other front end does: for each line of
// tests/data/analyse.tsv (a position and a node budget), the last iteration
// of `ab` has exactly the move, score, nodes and depth the file gives (the
// command line, the UGI engine, the arena and Rust check the same file in
// crates/cli/tests/analyse_everywhere.rs, Python in
// crates/python/tests/test_analyse.py).
// Run after `bash web/build.sh`: `node --test web/test/analyse.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = new URL("../dist/pkg/", import.meta.url);
const { default: init, Game } = await import(new URL("ludeme_wasm.js", pkg));
await init({ module_or_path: readFileSync(fileURLToPath(new URL("ludeme_wasm_bg.wasm", pkg))) });

const FILE = fileURLToPath(new URL("../../tests/data/analyse.tsv", import.meta.url));

/** The file's lines: the `#` lines and empty ones skipped. */
function lines() {
  const out = [];
  readFileSync(FILE, "utf8")
    .split("\n")
    .forEach((text, index) => {
      if (text === "" || text.startsWith("#")) return;
      const fields = text.split("\t");
      assert.equal(fields.length, 8, `${FILE}:${index + 1}: ${fields.length} fields, not 8`);
      const [game, variant, position, budget, move, score, nodes, depth] = fields;
      out.push({
        number: index + 1,
        game,
        variant: variant === "-" ? undefined : variant,
        position,
        budget,
        expected: { move, score: Number(score), nodes: Number(nodes), depth: Number(depth) },
      });
    });
  return out;
}

const LINES = lines();

test("the file holds twenty positions of every game", () => {
  for (const game of ["barca", "barricade", "surakarta"]) {
    const count = LINES.filter((line) => line.game === game && line.variant === undefined).length;
    assert.ok(count >= 20, `${game}: ${count} lines`);
  }
});

test("Game.analyse finds what the file says on every line", () => {
  const differences = [];
  for (const line of LINES) {
    const game = new Game(line.game, line.variant, line.position);
    const found = game.analyse(line.budget);
    game.free();
    const where = `${FILE}:${line.number} (${line.game} ${line.variant ?? "-"}, ${line.position}, ${line.budget} nodes)`;
    if (found === null) {
      differences.push(`${where}: no seat acts`);
      continue;
    }
    const got = { move: found.move, score: found.score, nodes: found.nodes, depth: found.depth };
    try {
      assert.deepEqual(got, line.expected);
      assert.equal(found.pv[0], found.move);
    } catch {
      differences.push(`${where}: found ${JSON.stringify(got)}, the file says ${JSON.stringify(line.expected)}`);
    }
  }
  assert.deepEqual(differences, [], `${differences.length} of ${LINES.length} lines differ`);
});

test("a bad budget throws, saying what a budget is", () => {
  const game = new Game("surakarta");
  for (const budget of ["fast", "0", "-5", "2h", "1e9s"]) {
    assert.throws(() => game.analyse(budget), {
      message: `bad budget "${budget}": expected a node count (30000) or a time (0.5s, 200ms)`,
    });
  }
  game.free();
});
