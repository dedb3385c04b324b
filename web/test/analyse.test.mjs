// Game.analyse searches as every other front end does: for each line of
// tests/data/analyse.tsv (a position and a node budget), the last iteration
// of `ab` has exactly the move, score, nodes and depth the file gives (the
// command line, the UGI engine, the arena and Rust check the same file in
// crates/cli/tests/analyse_everywhere.rs, Python in
// crates/python/tests/test_analyse.py). With the endgame tables the page's
// build generated (web/dist/tables, up to 5 pieces) in `useTables`, what
// tests/data/analyse-tables.tsv says.
// Run after `bash web/build.sh`: `node --test web/test/analyse.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = new URL("../dist/pkg/", import.meta.url);
const { default: init, Game, Tables } = await import(new URL("ludeme_wasm.js", pkg));
await init({ module_or_path: readFileSync(fileURLToPath(new URL("ludeme_wasm_bg.wasm", pkg))) });

const FILE = fileURLToPath(new URL("../../tests/data/analyse.tsv", import.meta.url));
const TABLES_FILE = fileURLToPath(new URL("../../tests/data/analyse-tables.tsv", import.meta.url));
const TABLES_DIR = fileURLToPath(new URL("../dist/tables/", import.meta.url));

/** A file's lines: the `#` lines and empty ones skipped. */
function lines(file = FILE) {
  const out = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((text, index) => {
      if (text === "" || text.startsWith("#")) return;
      const fields = text.split("\t");
      assert.equal(fields.length, 8, `${file}:${index + 1}: ${fields.length} fields, not 8`);
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

/** The differences between each line of `file` and `analyse` of a game made by `make`. */
function differencesOf(file, lines, make) {
  const differences = [];
  for (const line of lines) {
    const game = make(line);
    const found = game.analyse(line.budget);
    game.free();
    const where = `${file}:${line.number} (${line.game} ${line.variant ?? "-"}, ${line.position}, ${line.budget} nodes)`;
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
  return differences;
}

test("Game.analyse finds what the file says on every line", () => {
  const differences = differencesOf(FILE, LINES, (line) => new Game(line.game, line.variant, line.position));
  assert.deepEqual(differences, [], `${differences.length} of ${LINES.length} lines differ`);
});

test("with the endgame tables, Game.analyse finds what the tables' file says on every line", () => {
  const names = JSON.parse(readFileSync(`${TABLES_DIR}index.json`, "utf8"));
  const tables = Tables.fromFiles(names.map((name) => ({ name, bytes: readFileSync(TABLES_DIR + name) })));
  assert.equal(tables.maxPieces, 5);
  const tableLines = lines(TABLES_FILE);
  assert.equal(tableLines.length, 30);
  const differences = differencesOf(TABLES_FILE, tableLines, (line) => {
    const game = new Game(line.game, line.variant, line.position);
    game.useTables(tables);
    return game;
  });
  assert.deepEqual(differences, [], `${differences.length} of ${tableLines.length} lines differ`);
  tables.free();
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
