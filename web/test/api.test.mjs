// The JavaScript API of ludeme-wasm, against the spec's reference numbers.
// Run after `bash web/build.sh`: `node --test web/test/api.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = new URL("../dist/pkg/", import.meta.url);
const { default: init, Game, games } = await import(new URL("ludeme_wasm.js", pkg));
await init({ module_or_path: readFileSync(fileURLToPath(new URL("ludeme_wasm_bg.wasm", pkg))) });

const BARRICADE_START = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

test("games() lists every game with its variants, the default first", () => {
  const list = games();
  assert.deepEqual(list.map((g) => g.name), ["barca", "barricade", "surakarta"]);
  for (const game of list) {
    assert.ok(game.variants.length > 0, game.name);
    for (const variant of game.variants) {
      assert.equal(typeof variant.name, "string");
      assert.ok(variant.description.length > 0, variant.name);
      // Every variant opens.
      new Game(game.name, variant.name);
    }
  }
  assert.equal(list.find((g) => g.name === "surakarta").variants[0].name, "standard");
  // Options ride on a variant name.
  assert.deepEqual(list.find((g) => g.name === "barca").options.map((o) => o.name), ["no-move-draws"]);
  const barricade = list.find((g) => g.name === "barricade");
  for (const option of barricade.options) new Game("barricade", `pairs+${option.name}`);
  assert.throws(() => new Game("barricade", "pairs+fast"), /unknown variant "pairs\+fast" of barricade/);
});

test("perft 1-4 from the start matches the spec", () => {
  const cases = [
    ["barca", undefined, [38, 1404, 66286, 3046014]],
    ["surakarta", undefined, [16, 256, 5382, 111122]],
    ["surakarta", "orthogonal", [6, 36, 402, 4460]],
  ];
  for (const [name, variant, counts] of cases) {
    const game = new Game(name, variant);
    counts.forEach((count, i) => assert.equal(game.perft(i + 1), count, `${name} ${i + 1}`));
    assert.equal(game.perft(0), 1);
  }
});

test("a scared Barca mouse must escape: the spec's eight moves", () => {
  const game = new Game("barca", undefined, "4ee4/3lmm4/10/10/3lM5/10/10/10/3L1ML3/4EE4 w");
  const expected = ["e6-e4", "e6-e3", "e6-e2", "e6-f6", "e6-g6", "e6-h6", "e6-i6", "e6-j6"];
  assert.deepEqual([...game.moves()].sort(), [...expected].sort());
});

test("Barricade's start: chance to roll, then the spec's move counts per die", () => {
  for (const [colour, perDie, fives] of [
    ["r", [1, 2, 2, 3, 3, 1], 167],
    ["g", [1, 2, 2, 4, 4, 2], 168],
  ]) {
    const game = new Game("barricade", undefined, `${BARRICADE_START} ${colour} -`);
    assert.deepEqual(game.toAct(), { kind: "chance" });
    const outcomes = game.chanceOutcomes();
    assert.deepEqual(outcomes.map((o) => o.move), [1, 2, 3, 4, 5, 6].map((n) => `roll ${n}`));
    for (const o of outcomes) assert.ok(Math.abs(o.probability - 1 / 6) < 1e-12);
    assert.deepEqual(game.moves(), outcomes.map((o) => o.move));
    perDie.forEach((count, i) => {
      const rolled = game.clone();
      rolled.play(`roll ${i + 1}`);
      assert.equal(rolled.toAct().kind, "seat");
      assert.deepEqual(rolled.chanceOutcomes(), []);
      const pairs = new Set(rolled.moves().map((m) => m.split("/")[0]));
      assert.equal(pairs.size, count, `${colour} die ${i + 1}`);
      if (i === 4) assert.equal(rolled.moves().length, fives);
    });
    assert.equal(game.perft(1), 6);
  }
});

test("bad text throws one-line errors and leaves the game unchanged", () => {
  const game = new Game("surakarta");
  const before = game.position();
  for (const [text, start] of [
    ["zz", "not a move: "],
    ["b2-b4", "illegal move b2-b4: "],
    ["", "not a move: "],
  ]) {
    assert.throws(() => game.play(text), (e) => {
      assert.ok(e instanceof Error);
      assert.ok(e.message.startsWith(start), e.message);
      assert.ok(!e.message.includes("\n"));
      return true;
    });
    assert.equal(game.position(), before);
    assert.deepEqual(game.history(), []);
  }
  for (const [args, start] of [
    [["chess"], 'unknown game "chess": available games are barca, barricade, surakarta'],
    [["barca", "tiny"], 'unknown variant "tiny" of barca: available variants are '],
    [["barca", undefined, "xx"], 'bad position text "xx": '],
    [["barca", null, "x".repeat(100)], `bad position text "${"x".repeat(40)}"…: `],
  ]) {
    assert.throws(() => new Game(...args), (e) => e instanceof Error && e.message.startsWith(start));
  }
  // Arguments of the wrong type are refused in words, not by a crash.
  for (const [call, message] of [
    [() => new Game(5), "the game's name must be a string, not 5"],
    [() => new Game(), "the game's name must be a string, not undefined"],
    [() => new Game("barca", 7), "the variant must be a string, not 7"],
    [() => new Game("barca", undefined, {}), "the position must be a string, not a value of type object"],
    [() => game.play(5), "the move must be a string, not 5"],
    [() => game.play(null), "the move must be a string, not null"],
  ]) {
    assert.throws(call, { message });
  }
  for (const depth of [-1, 1.5, 21, NaN]) {
    assert.throws(() => game.perft(depth), /perft depth must be a whole number from 0 to 20/);
  }
  for (const [options, message] of [
    [{ iterations: -3 }, /bestMove: iterations must be a whole number/],
    [{ iterations: 0 }, /bestMove: iterations must be at least 1/],
    [{ seed: "x" }, /bestMove: seed must be a whole number/],
    [{ player: "ab:fast" }, /bestMove: unknown player "ab:fast"/],
    [{ player: 7 }, /bestMove: player must be a string/],
    ["mcts", /bestMove takes an options object/],
  ]) {
    assert.throws(() => game.bestMove(options), message);
  }
  assert.equal(game.position(), before);
});

test("undo takes moves back, then says null", () => {
  const game = new Game("barca");
  const start = game.position();
  game.play("d2-c3");
  game.play("d9-c8");
  assert.deepEqual(game.history(), ["d2-c3", "d9-c8"]);
  assert.equal(game.undo(), "d9-c8");
  assert.equal(game.undo(), "d2-c3");
  assert.equal(game.undo(), null);
  assert.equal(game.position(), start);
});

test("the end: the outcome in the CLI's words, no moves, nobody to act", () => {
  const game = new Game("surakarta", undefined, "6/2b3/6/6/1w4/6 w");
  assert.equal(game.outcome(), null);
  assert.deepEqual(game.toAct(), { kind: "seat", seat: 0, name: "white" });
  game.play("b2xc5");
  assert.deepEqual(game.outcome(), {
    winner: "white",
    reason: "no pieces left",
    text: "white wins (no pieces left)",
  });
  assert.deepEqual(game.toAct(), { kind: "nobody" });
  assert.deepEqual(game.moves(), []);
  assert.equal(game.bestMove(), null);
  assert.throws(() => game.play("c5-c4"), { message: "illegal move c5-c4: the game is over" });
});

test("Barca's threefold repetition draws, as in ludeme play", () => {
  const game = new Game("barca");
  for (let i = 0; i < 2; i++) for (const m of ["d2-c3", "d9-c8", "c3-d2", "c8-d9"]) game.play(m);
  assert.deepEqual(game.outcome(), { winner: null, reason: "repetition", text: "draw (repetition)" });
});

test("built-in players return legal moves; clones go their own way", () => {
  for (const [name, options] of [
    ["barca", { iterations: 50, seed: 3 }],
    ["surakarta", { player: "ab:2000" }],
    ["barricade", { player: "ab:0.05s" }],
    ["barricade", undefined],
  ]) {
    const game = new Game(name);
    for (let ply = 0; ply < 6; ply++) {
      const move = game.bestMove(options);
      assert.ok(game.moves().includes(move), `${name}: ${move}`);
      const copy = game.clone();
      game.play(move);
      assert.notEqual(copy.position(), game.position());
      assert.equal(copy.history().length + 1, game.history().length);
    }
  }
  // A node budget is deterministic.
  const game = new Game("surakarta");
  assert.equal(game.bestMove({ player: "ab:5000" }), game.bestMove({ player: "ab:5000" }));
});

test("the picture names every square for clicking", () => {
  const svg = new Game("barricade").svg();
  assert.ok(svg.startsWith("<svg"));
  for (const name of ["i14", "a1", "h-red", "h-green", "h-yellow", "h-blue"]) {
    assert.ok(svg.includes(`data-square="${name}"`), name);
  }
  const game = new Game("barca");
  assert.equal(game.seatCount(), 2);
  assert.equal(game.seatName(1), "black");
  assert.throws(() => game.seatName(2), /no seat 2: the game has seats 0 to 1/);
  assert.equal(game.gameName(), "barca");
});
