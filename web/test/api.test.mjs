// The JavaScript API of ludeme-wasm, against the spec's reference numbers.
// Run after `bash web/build.sh`: `node --test web/test/api.test.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = new URL("../dist/pkg/", import.meta.url);
const { default: init, Game, Tables, games } = await import(new URL("ludeme_wasm.js", pkg));
await init({ module_or_path: readFileSync(fileURLToPath(new URL("ludeme_wasm_bg.wasm", pkg))) });

const BARRICADE_START = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13";

test("games() lists every game with its variants, the default first", () => {
  const list = games();
  assert.deepEqual(list.map((g) => g.name), ["barca", "barricade", "breakthrough", "othello", "surakarta"]);
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
    [["chess"], 'unknown game "chess": available games are barca, barricade, breakthrough, othello, surakarta'],
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

// ---------------------------------------------------------------- game records

/** Every variant of every game, and each game's default variant with each option. */
function everyVariant() {
  const list = [];
  for (const info of games()) {
    for (const variant of info.variants) list.push([info.name, variant.name]);
    for (const option of info.options) list.push([info.name, `${info.variants[0].name}+${option.name}`]);
  }
  return list;
}

/** The state a record must bring back. */
function snapshot(game) {
  return {
    name: game.gameName(),
    variant: game.variantName(),
    start: game.startPosition(),
    history: game.history(),
    position: game.position(),
    toAct: game.toAct(),
    outcome: game.outcome(),
    moves: game.moves(),
  };
}

test("records: every game and variant round-trips, at every stage, to its end", () => {
  let ended = 0;
  for (const [name, variant] of everyVariant()) {
    const game = new Game(name, variant);
    const texts = [];
    for (let ply = 0; ply < 300 && !game.outcome(); ply++) {
      if (ply % 37 === 0) texts.push([game.record(), snapshot(game)]);
      game.play(game.bestMove({ player: "random", seed: ply }));
    }
    if (game.outcome()) ended++;
    texts.push([game.record(), snapshot(game)]);
    for (const [text, expected] of texts) {
      assert.ok(text.startsWith(`[Game "${name}"]\n[Variant "${variant}"]\n`), text);
      const result = expected.outcome ? (expected.outcome.winner ?? "draw") : "*";
      assert.ok(text.includes(`[Result "${result}"]\n`), text);
      if (expected.outcome) assert.ok(text.includes(`[Outcome "${expected.outcome.text}"]\n`), text);
      assert.ok(text.trimEnd().endsWith(` ${result}`) || text.endsWith(`\n${result}\n`), text);
      assert.ok(!text.includes("[Position "), "a game from the start has no Position tag");
      const again = Game.fromRecord(text);
      assert.deepEqual(snapshot(again), expected, `${name} ${variant}`);
      assert.equal(again.record(), text, "written back the same");
      // Written again after its own tags: still the same game.
      const tagged = again.record({ Seats: "human, mcts:1000", Event: "round trip" });
      assert.deepEqual(snapshot(Game.fromRecord(tagged)), expected);
      again.free();
    }
    game.free();
  }
  assert.ok(ended >= 3, `${ended} games played to their end`);
});

test("records: a game from a position, an outcome by a history rule, and a game that goes on", () => {
  // From a position: a Position tag; the end by the rules.
  const won = new Game("surakarta", undefined, "6/2b3/6/6/1w4/6 w");
  won.play("b2xc5");
  const text = won.record();
  assert.equal(
    text,
    '[Game "surakarta"]\n[Variant "standard"]\n[Position "6/2b3/6/6/1w4/6 w"]\n' +
      '[Result "white"]\n[Outcome "white wins (no pieces left)"]\n\nb2xc5 white\n',
  );
  const again = Game.fromRecord(text);
  assert.equal(again.startPosition(), "6/2b3/6/6/1w4/6 w");
  assert.deepEqual(again.outcome(), won.outcome());
  assert.deepEqual(again.history(), ["b2xc5"]);
  // Taken back, it plays on from the record's start.
  assert.equal(again.undo(), "b2xc5");
  assert.equal(again.position(), "6/2b3/6/6/1w4/6 w");

  // Barca's threefold repetition: a draw by a history rule reads back as one.
  const drawn = new Game("barca");
  for (let i = 0; i < 2; i++) for (const m of ["d2-c3", "d9-c8", "c3-d2", "c8-d9"]) drawn.play(m);
  const draw = drawn.record();
  assert.ok(draw.includes('[Result "draw"]\n[Outcome "draw (repetition)"]\n'), draw);
  assert.deepEqual(Game.fromRecord(draw).outcome(), { winner: null, reason: "repetition", text: "draw (repetition)" });

  // Barricade: the rolls are moves of the record (two words), so dice replay exactly.
  const dice = new Game("barricade", "individual-3");
  for (let ply = 0; ply < 40; ply++) dice.play(dice.bestMove({ player: "random", seed: ply }));
  const rolled = dice.record();
  assert.match(rolled, /^roll [1-6] /m);
  const replayed = Game.fromRecord(rolled);
  assert.deepEqual(replayed.history(), dice.history());
  assert.equal(replayed.position(), dice.position());
  // A loaded game plays on like any other.
  const next = replayed.moves()[0];
  replayed.play(next);
  dice.play(next);
  assert.equal(replayed.record(), dice.record());
});

test("records: the contract's form reads (tags, move numbers, comments, ; lines, rolls)", () => {
  const text = [
    '[Game "barca"]',
    '[Variant "standard"]',
    '[Seats "ab:0.1s, mcts:1000"]',
    '[Date "2026.12.01"]',
    '[Event "a \\"quoted\\" name, a \\\\ backslash"]',
    '[Result "*"]',
    "",
    "1. d2-c3 d9-c8 {a comment} 2. c3-d4 ; to the end of the line",
    "{another",
    "comment} *",
    "",
  ].join("\n");
  const game = Game.fromRecord(text);
  assert.equal(game.gameName(), "barca");
  assert.deepEqual(game.history(), ["d2-c3", "d9-c8", "c3-d4"]);
  const expected = new Game("barca");
  for (const m of ["d2-c3", "d9-c8", "c3-d4"]) expected.play(m);
  assert.equal(game.position(), expected.position());
  // Written back in the writer's form, free tags and comments kept.
  assert.equal(
    game.record(),
    [
      '[Game "barca"]',
      '[Variant "standard"]',
      '[Seats "ab:0.1s, mcts:1000"]',
      '[Date "2026.12.01"]',
      '[Event "a \\"quoted\\" name, a \\\\ backslash"]',
      '[Result "*"]',
      "",
      "d2-c3 d9-c8 {a comment} c3-d4 {another comment} *",
      "",
    ].join("\n"),
  );
  // Played on: the free tags and the comments of the moves kept stay; the result is the game's.
  game.undo();
  game.play("c3-b4");
  const on = game.record();
  assert.ok(on.includes('[Seats "ab:0.1s, mcts:1000"]\n'), on);
  assert.ok(on.includes('[Event "a \\"quoted\\" name, a \\\\ backslash"]\n'), on);
  assert.ok(on.endsWith("\nd2-c3 d9-c8 {a comment} c3-b4 *\n"), on);
  assert.deepEqual(Game.fromRecord(on).history(), ["d2-c3", "d9-c8", "c3-b4"]);

  // Barricade's chance outcome as two words, move numbers with dots, no Variant tag (the default).
  const dice = new Game("barricade");
  for (let ply = 0; ply < 6; ply++) dice.play(dice.bestMove({ player: "random", seed: ply }));
  const h = dice.history();
  const numbered = `[Game "barricade"]\n\n1. ${h[0]} ${h[1]} 1... ${h[2]}\n${h[3]} 3.${h[4]} ${h[5]} *\n`;
  const read = Game.fromRecord(numbered);
  assert.deepEqual(read.history(), h);
  assert.equal(read.variantName(), "pairs");
  assert.equal(read.position(), dice.position());
});

test("records: a decided game keeps its Termination while its moves are the record's", () => {
  const text = '[Game "surakarta"]\n[Result "black"]\n[Termination "white lost on time"]\n\nb2-b3 black\n';
  const game = Game.fromRecord(text);
  assert.equal(game.outcome(), null, "the rules did not end it");
  assert.equal(game.record(), text);
  game.play(game.moves()[0]);
  const on = game.record();
  assert.ok(!on.includes("Termination") && on.includes('[Result "*"]'), on);
  game.undo();
  assert.equal(game.record(), text, "the record's own moves again");
  assert.equal(game.clone().record(), text, "clones keep it");
});

test("records: bad records are refused in one line with the record, line and column", () => {
  const cases = [
    ['[Game "barca"]\n\nd2-d9 *\n', "record 1, line 3, column 1: illegal move d2-d9: "],
    ['[Game "barca"]\n\n1. d2-c3 zz *\n', 'record 1, line 3, column 10: not a move: bad move text "zz"'],
    ['[Game "chess"]\n\n*\n', 'record 1, line 1: unknown game "chess": available games are barca, barricade, breakthrough, othello, surakarta'],
    ['[Game "barca"]\n[Variant "tiny"]\n\n*\n', 'record 1, line 1: unknown variant "tiny" of barca'],
    ['[Variant "standard"]\n\n*\n', "record 1, line 1: the record has no Game tag"],
    ['[Game "barca"]\n[Position "xx"]\n\n*\n', 'record 1, line 1: bad position text "xx": '],
    ['[Game barca]\n\n*\n', "record 1, line 1, column 1: bad tag line "],
    ['[Game "barca"]\n[Game "barca"]\n\n*\n', "record 1, line 2, column 1: the tag Game is given twice"],
    ['[Game "barca"]\n', "record 1, line 1: missing result"],
    ['[Game "barca"]\n\nd2-c3\n', 'record 1, line 3, column 1: bad result "d2-c3": expected *, draw or a side (white, black)'],
    ['[Game "barca"]\n\nd2-c3 {never closed *\n', "record 1, line 3, column 7: a comment is not closed with }"],
    ['[Game "barca"]\n[Result "white"]\n\n*\n', 'record 1, line 4, column 1: the result "*" differs from the Result tag "white"'],
    ['[Game "barca"]\n\nwhite\n', 'record 1, line 3, column 1: the result is "white", but the replayed game goes on'],
    [
      '[Game "surakarta"]\n[Position "6/2b3/6/6/1w4/6 w"]\n\nb2xc5 *\n',
      'record 1, line 4, column 7: the result is "*", but the replayed game ended: white wins (no pieces left)',
    ],
    [
      '[Game "surakarta"]\n[Position "6/2b3/6/6/1w4/6 w"]\n[Outcome "draw (repetition)"]\n\nb2xc5 white\n',
      'record 1, line 5, column 7: the Outcome tag "draw (repetition)" differs from the replayed game\'s: white wins (no pieces left)',
    ],
    ['[Game "barca"]\n\n*\n\n[Game "barca"]\n\n*\n', "record 1: 2 records where one was expected"],
    ["", "record 1: no record: "],
  ];
  const bystander = new Game("barca");
  bystander.play("d2-c3");
  const before = snapshot(bystander);
  for (const [text, start] of cases) {
    let made;
    assert.throws(
      () => {
        made = Game.fromRecord(text);
      },
      (e) => {
        assert.ok(e instanceof Error);
        assert.ok(e.message.startsWith(start), `${JSON.stringify(text)}: ${e.message}`);
        assert.ok(!e.message.includes("\n"), e.message);
        return true;
      },
    );
    assert.equal(made, undefined, "nothing half-built is returned");
  }
  // Nothing else moved, and the next record reads.
  assert.deepEqual(snapshot(bystander), before);
  assert.deepEqual(Game.fromRecord('[Game "barca"]\n\nd2-c3 *\n').history(), ["d2-c3"]);

  // Not a string.
  for (const [value, message] of [
    [5, "the record must be a string, not 5"],
    [undefined, "the record must be a string, not undefined"],
    [null, "the record must be a string, not null"],
    [{}, "the record must be a string, not a value of type object"],
  ]) {
    assert.throws(() => Game.fromRecord(value), { message });
  }
});

test("records: record() takes free tags, an object of strings, and refuses the rest in one line", () => {
  const game = new Game("surakarta");
  game.play("b2-b3");
  assert.equal(game.record(), game.record(undefined));
  assert.equal(game.record(), game.record(null));
  assert.equal(game.record(), game.record({}));
  const text = game.record({ Seats: "human, mcts:1000", Event: 'the "club" night' });
  // The free tags come before the result, as the contract shows them.
  assert.equal(
    text,
    '[Game "surakarta"]\n[Variant "standard"]\n[Seats "human, mcts:1000"]\n' +
      '[Event "the \\"club\\" night"]\n[Result "*"]\n\nb2-b3 *\n',
  );
  const again = Game.fromRecord(text);
  assert.equal(again.record(), text, "read back, its tags are kept");
  // Replacing a tag it has.
  assert.ok(again.record({ Seats: "two people" }).includes('[Seats "two people"]\n'));
  assert.ok(!again.record({ Seats: "two people" }).includes("mcts:1000"));
  for (const [tags, message] of [
    [{ Seats: 5 }, "record: the tag Seats must be a string, not 5"],
    [{ Seats: null }, "record: the tag Seats must be a string, not null"],
    [{ Event: ["a"] }, "record: the tag Event must be a string, not a value of type object"],
    [{ "my tag": "x" }, 'record: bad tag name "my tag": letters, digits and _ only'],
    [{ "": "x" }, 'record: bad tag name "": letters, digits and _ only'],
    [{ Result: "white" }, "record: the tag Result is written by the game itself"],
    [{ Game: "barca" }, "record: the tag Game is written by the game itself"],
    [{ Termination: "forfeit" }, "record: the tag Termination is written by the game itself"],
    ["Seats", 'record takes an object of tags ({ Seats: "..." }), not "Seats"'],
    [7, 'record takes an object of tags ({ Seats: "..." }), not 7'],
    [["human"], 'record takes an object of tags ({ Seats: "..." }), not a value of type object'],
  ]) {
    assert.throws(
      () => game.record(tags),
      (e) => e instanceof Error && e.message.startsWith(message) && !e.message.includes("\n"),
      `${JSON.stringify(tags)} → ${message}`,
    );
  }
  assert.deepEqual(game.history(), ["b2-b3"]);
});

test("undoTo, startPosition, variantName", () => {
  const game = new Game("barricade", "pairs+protect-partners");
  assert.equal(game.variantName(), "pairs+protect-partners");
  const start = game.position();
  for (let ply = 0; ply < 10; ply++) game.play(game.bestMove({ player: "random", seed: ply }));
  const history = game.history();
  const at4 = game.clone();
  for (let i = 0; i < 6; i++) at4.undo();
  game.undoTo(20);
  assert.equal(game.history().length, 10, "not that far: nothing");
  game.undoTo(4);
  assert.deepEqual(game.history(), history.slice(0, 4));
  assert.equal(game.position(), at4.position());
  game.undoTo(0);
  assert.equal(game.position(), start);
  assert.equal(game.startPosition(), start);
  for (const bad of [-1, 1.5, NaN, Infinity]) {
    assert.throws(() => game.undoTo(bad), /^Error: undoTo: the ply must be a whole number from 0/);
  }
  assert.equal(new Game("surakarta", undefined, "6/2b3/6/6/1w4/6 w").startPosition(), "6/2b3/6/6/1w4/6 w");
});

test("endgame tables: fromFiles, probe, useTables, and their refusals", () => {
  const dir = fileURLToPath(new URL("../dist/tables/", import.meta.url));
  const names = JSON.parse(readFileSync(`${dir}index.json`, "utf8"));
  const tables = Tables.fromFiles(names.map((name) => ({ name, bytes: readFileSync(dir + name) })));
  assert.equal(tables.maxPieces, 5);
  assert.ok(tables.splits.includes("3v2"));
  assert.deepEqual(
    games().map((g) => [g.name, g.endgameTables]),
    [["barca", false], ["barricade", false], ["breakthrough", false], ["othello", false], ["surakarta", true]],
  );
  // White's b2 takes c5 round the loop, Black's last piece: a win in 1.
  const won = new Game("surakarta", null, "6/2b3/6/6/1w4/6 w");
  assert.deepEqual(tables.probe(won), { value: 1, dtc: 1, text: "win in 1" });
  // A cornered piece whose every step is taken: a loss in 2.
  const lost = new Game("surakarta", null, "6/6/6/6/1b4/w5 w");
  assert.deepEqual(tables.probe(lost), { value: -1, dtc: 2, text: "loss in 2" });
  // The game consults them: every player plays the tables' move.
  const corners = new Game("surakarta", null, "5b/6/6/6/6/w5 w");
  assert.equal(corners.tablesValue(), null);
  corners.useTables(tables);
  assert.deepEqual(corners.tablesValue(), { value: 1, dtc: 3, text: "win in 3" });
  const moves = ["ab:300", "mcts:50", "random", "greedy"].map((player) => corners.bestMove({ player, seed: 1 }));
  assert.equal(new Set(moves).size, 1, moves.join(" "));
  const analysis = corners.analyse("300");
  assert.deepEqual([analysis.move, analysis.depth, analysis.nodes, analysis.pv], [moves[0], 0, 0, [moves[0]]]);
  assert.deepEqual(corners.clone().tablesValue(), corners.tablesValue());
  corners.forgetTables();
  assert.equal(corners.tablesValue(), null);
  assert.ok(corners.analyse("300").depth > 0);
  // Refusals: one line each, the game unchanged.
  assert.throws(() => tables.probe(new Game("barca")), { message: "no endgame tables for barca/standard" });
  const orthogonal = new Game("surakarta", "orthogonal", "6/6/6/6/1b4/w5 w");
  assert.throws(() => orthogonal.useTables(tables), { message: "no endgame tables for surakarta/orthogonal" });
  assert.equal(orthogonal.tablesValue(), null);
  assert.throws(() => tables.probe(new Game("surakarta")), {
    message: "24 pieces on the board; the tables hold at most 5",
  });
  assert.throws(() => tables.probe(new Game("surakarta", null, "6/6/6/6/6/ww4 b")), { message: "the game is over" });
  assert.throws(() => Tables.fromFiles([]), { message: "Tables.fromFiles: no table files" });
  assert.throws(() => Tables.fromFiles("tables"), { message: "Tables.fromFiles takes an array of { name, bytes }, not \"tables\"" });
  assert.throws(() => Tables.fromFiles([{ name: "x.ldmt", bytes: "no" }]), /x\.ldmt's bytes must be a Uint8Array/);
  assert.throws(
    () => Tables.fromFiles([{ name: "junk.ldmt", bytes: new Uint8Array(200) }]),
    { message: "junk.ldmt: damaged table: not a table file (no LDMTABLE magic)" },
  );
  tables.free();
});
