// End-to-end tests of the page in web/dist (build it first: bash web/build.sh).
// Headless Debian chromium driven by playwright-core; a static server of our
// own on a free port. Each game is played to its end by clicking the board,
// the highlighted targets checked against the wasm API's move list, and the
// final status checked against `game.outcome().text`. Screenshots of each
// game mid-game go to docs/src/pictures/page-GAME.png (the book shows them). Game records ("records"): save
// (the download read back), load (pasted, a file, a bad one), browse (the
// move list's entries, live, the steps), link (the address's hash opened in
// another window), and playing from a browsed position after the
// confirmation.
//
//   cd web && npm ci && npm run test:e2e
//   CHROMIUM=/path/to/chromium npm run test:e2e   (another browser binary)
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const SHOTS = fileURLToPath(new URL("../../docs/src/pictures/", import.meta.url));
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".ts": "text/plain; charset=utf-8",
};
/** The most human moves a game may take before the test calls it stuck. */
const MAX_HUMAN_MOVES = 400;

let server;
let base;
let browser;

function serve() {
  return new Promise((resolve) => {
    const s = http.createServer((req, res) => {
      const url = new URL(req.url, "http://localhost");
      let file = path.normalize(path.join(DIST, decodeURIComponent(url.pathname)));
      if (!file.startsWith(DIST)) {
        res.writeHead(403).end();
        return;
      }
      if (url.pathname.endsWith("/")) file = path.join(file, "index.html");
      fs.readFile(file, (error, data) => {
        if (error) {
          res.writeHead(404, { "content-type": "text/plain" }).end("not found");
          return;
        }
        res.writeHead(200, {
          "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
          "cache-control": "no-store",
        });
        res.end(data);
      });
    });
    s.listen(0, "127.0.0.1", () => resolve(s));
  });
}

before(async () => {
  assert.ok(
    fs.existsSync(path.join(DIST, "pkg", "ludeme_wasm_bg.wasm")),
    "web/dist is not built: run `bash web/build.sh` first",
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await serve();
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

// ---------------------------------------------------------------- helpers

/** A new page at `query`, once the wasm package is loaded. Fails the test on page errors. */
async function open(query, viewport = { width: 900, height: 1000 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.errors = errors;
  await page.goto(`${base}/?${query}`);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 30_000 });
  return page;
}

const byTestId = (page, id) => page.locator(`[data-testid="${id}"]`);

/** The page's game state through its wasm API. */
function api(page) {
  return page.evaluate(() => {
    const g = window.ludeme.game;
    return {
      moves: g.moves(),
      position: g.position(),
      history: g.history(),
      toAct: g.toAct(),
      outcome: g.outcome(),
      state: window.ludeme.state(),
    };
  });
}

/** Waits until a person is to decide (move or roll) or the game is over. */
async function humanTurnOrEnd(page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const s = window.ludeme.state();
      return s.decider.kind === "nobody" || (s.decider.player === "human" && !s.thinking && !s.scheduled);
    },
    null,
    { timeout, polling: 20 },
  );
  return api(page);
}

function parseMove(text) {
  const m = /^([^-x/\s]+)[-x]([^-x/\s]+)(?:\/(\S+))?$/.exec(text);
  return m ? { from: m[1], to: m[2], place: m[3] ?? null } : null;
}

/** The data-square names that carry data-target="true", sorted. */
function targetsOnPage(page) {
  return page.$$eval('#board [data-target="true"]', (nodes) =>
    nodes.map((n) => n.getAttribute("data-square")).sort(),
  );
}

const sorted = (items) => [...new Set(items)].sort();

function clickSquare(page, square) {
  return page.locator(`#board [data-square="${square}"]`).first().click();
}

/**
 * Plays `move` (text) by clicking: its piece, its destination, and for a
 * Barricade move onto a barricade the barricade's new place. Checks the
 * highlighted targets against the API's moves at each step.
 */
async function clickMove(page, move, { screenshot } = {}) {
  const before = await api(page);
  assert.ok(before.moves.includes(move), `${move} is legal`);
  if (move === "pass") {
    await byTestId(page, "pass").click();
  } else {
    const { from, to, place } = parseMove(move);
    const origin = from === "h" ? `h-${before.state.colour}` : from;
    await clickSquare(page, origin);
    const fromHere = before.moves.filter((m) => parseMove(m)?.from === from);
    assert.deepEqual(
      await targetsOnPage(page),
      sorted(fromHere.map((m) => parseMove(m).to)),
      `targets of ${origin} at ${before.position}`,
    );
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
    await clickSquare(page, to);
    if (place) {
      const placements = fromHere.filter((m) => parseMove(m).to === to).map((m) => parseMove(m).place);
      assert.deepEqual(await targetsOnPage(page), sorted(placements), `placements of ${from}-${to}`);
      await clickSquare(page, place);
    }
  }
  // (A bot may already have answered: delay=0.)
  assert.deepEqual(await targetsOnPage(page), [], "no targets after a move");
  const afterMove = await api(page);
  assert.deepEqual(afterMove.history.slice(0, before.history.length + 1), [...before.history, move], `${move} was played`);
  return afterMove;
}

/** Clicks the die; returns the roll played. */
async function clickRoll(page) {
  const before = await api(page);
  assert.equal(before.toAct.kind, "chance");
  await byTestId(page, "roll").click();
  const afterRoll = await api(page);
  assert.equal(afterRoll.history.length, before.history.length + 1);
  const rolled = afterRoll.history.at(-1);
  assert.match(rolled, /^roll [1-6]$/);
  assert.equal(await byTestId(page, "die").textContent(), rolled.slice(5));
  return rolled;
}

/**
 * Plays to the end: the person's moves by clicks (chosen by `choose`), the
 * bots' by themselves. Returns the final API state.
 */
async function playToEnd(page, choose, { screenshot, screenshotAt = 4 } = {}) {
  let humanMoves = 0;
  for (;;) {
    const s = await humanTurnOrEnd(page);
    if (s.toAct.kind === "nobody") return s;
    assert.ok(humanMoves++ < MAX_HUMAN_MOVES, "the game ends");
    if (s.toAct.kind === "chance") {
      await clickRoll(page);
      continue;
    }
    const move = await choose(page, s);
    await clickMove(page, move, { screenshot: humanMoves === screenshotAt ? screenshot : undefined });
  }
}

/** The end: the status holds the outcome text and nothing else. */
async function checkEnd(page) {
  const s = await api(page);
  assert.ok(s.outcome, "the game is over");
  assert.equal((await byTestId(page, "status").textContent()).trim(), s.outcome.text);
  assert.equal(await byTestId(page, "position").textContent(), s.position);
  const listed = await byTestId(page, "moves").locator("li").allTextContents();
  assert.deepEqual(listed, s.history);
  assert.deepEqual(page.errors, []);
  return s;
}

/** A move the page's own engine picks (for the scripted person). */
function enginePick(player) {
  return (page, s) =>
    page.evaluate(
      ([player, seed]) => window.ludeme.game.bestMove({ player, seed }),
      [player, s.history.length],
    );
}

// ---------------------------------------------------------------- tests

describe("page", () => {
  test("controls: games, variants, seats", async () => {
    const page = await open("game=surakarta&delay=0");
    const games = await byTestId(page, "game").locator("option").allTextContents();
    assert.deepEqual(games, ["barca", "barricade", "breakthrough", "othello", "surakarta"]);
    const variants = await byTestId(page, "variant").locator("option").evaluateAll((o) => o.map((x) => x.value));
    const expected = await page.evaluate(() => window.ludeme.games().find((g) => g.name === "surakarta").variants.map((v) => v.name));
    assert.deepEqual(variants, expected);
    const seats = await byTestId(page, "seat-0").locator("option").evaluateAll((o) => o.map((x) => x.value));
    assert.deepEqual(seats, ["human", "mcts:200", "mcts:1000", "mcts:5000", "ab:0.2s", "ab:1s"]);
    assert.equal(await byTestId(page, "seat-1").count(), 1);
    assert.equal(await byTestId(page, "seat-2").count(), 0);

    // Switching the game starts it, with its own seats.
    await byTestId(page, "game").selectOption("barricade");
    assert.equal(await page.evaluate(() => window.ludeme.game.gameName()), "barricade");
    await byTestId(page, "variant").selectOption("individual-4");
    assert.equal(await page.locator('[data-testid^="seat-"]').count(), 4);
    assert.equal(await byTestId(page, "status").textContent(), "red to roll — click Roll");

    // Options are ticked onto the variant: `individual-4+no-low-barricades`.
    const options = await page.$$eval("[data-option]", (n) => n.map((x) => x.dataset.option));
    assert.deepEqual(options, ["protect-partners", "no-low-barricades"]);
    await page.locator('[data-option="no-low-barricades"]').check();
    assert.equal(await page.evaluate(() => window.ludeme.state().variant), "individual-4+no-low-barricades");

    // Every square of every game is clickable by name.
    for (const name of ["barca", "surakarta", "barricade"]) {
      await byTestId(page, "game").selectOption(name);
      const squares = await page.$$eval("#board [data-square]", (n) => n.map((x) => x.getAttribute("data-square")));
      assert.ok(squares.length >= 36, `${name} has data-square elements`);
      assert.equal(new Set(squares).size, squares.length, `${name}: data-square names are unique`);
    }
    const houses = await page.$$eval('#board [data-square^="h-"]', (n) => n.map((x) => x.getAttribute("data-square")).sort());
    assert.deepEqual(houses, ["h-blue", "h-green", "h-red", "h-yellow"]);
    await page.context().close();
  });

  test("barca: a person against mcts:200 to the end, undo, screenshot", async () => {
    const page = await open("game=barca&seats=human,mcts:200&delay=0&seed=7");
    assert.equal(await byTestId(page, "status").textContent(), "white to move");

    // Clicking a square with no piece of the side to move selects nothing.
    await clickSquare(page, "e5");
    assert.deepEqual(await targetsOnPage(page), []);
    // Clicking the selected piece again drops the selection.
    await clickSquare(page, "d2");
    assert.ok((await targetsOnPage(page)).length > 0);
    await clickSquare(page, "d2");
    assert.deepEqual(await targetsOnPage(page), []);

    // Two moves, the bot answering; then undo takes back to the person's last decision.
    let s = await humanTurnOrEnd(page);
    await clickMove(page, s.moves[0]);
    s = await humanTurnOrEnd(page);
    assert.equal(s.history.length, 2, "the bot answered");
    const beforeSecond = s;
    await clickMove(page, s.moves[s.moves.length - 1]);
    s = await humanTurnOrEnd(page);
    assert.equal(s.history.length, 4);
    await byTestId(page, "undo").click();
    s = await humanTurnOrEnd(page);
    assert.equal(s.history.length, 2);
    assert.equal(s.position, beforeSecond.position);
    assert.equal(await byTestId(page, "position").textContent(), beforeSecond.position);
    assert.deepEqual(await byTestId(page, "moves").locator("li").allTextContents(), beforeSecond.history);

    await playToEnd(page, enginePick("greedy"), { screenshot: path.join(SHOTS, "page-barca.png"), screenshotAt: 3 });
    const end = await checkEnd(page);
    assert.ok(end.history.length > 4);
    await page.context().close();
  });

  test("surakarta: a person against mcts:200 to the end; positions pasted", async () => {
    const page = await open("game=surakarta&seats=mcts:200,human&delay=0&seed=3");
    // The bot (white) opens by itself.
    let s = await humanTurnOrEnd(page);
    assert.equal(s.history.length, 1);
    assert.equal(s.toAct.seat, 1);

    // A bad position: the error is shown, nothing changes.
    await byTestId(page, "position-input").fill("this is no position");
    await byTestId(page, "set-position").click();
    const error = byTestId(page, "error");
    assert.ok(await error.isVisible());
    const message = await error.textContent();
    assert.ok(message.length > 5, message);
    const unchanged = await api(page);
    assert.equal(unchanged.position, s.position);
    assert.deepEqual(unchanged.history, s.history);
    assert.equal(await byTestId(page, "position").textContent(), s.position);

    // A good one: a position a few plies into a game, black to move.
    const pasted = await page.evaluate(() => {
      const g = new window.ludeme.Game("surakarta");
      for (const m of ["b2-b3", "b5-b4", "c2-c3"]) g.play(m);
      const text = g.position();
      g.free();
      return text;
    });
    await byTestId(page, "position-input").fill(pasted);
    await byTestId(page, "set-position").click();
    s = await humanTurnOrEnd(page);
    assert.ok(!(await error.isVisible()));
    assert.equal(s.position, pasted);
    assert.deepEqual(s.history, []);
    assert.equal(await byTestId(page, "position").textContent(), pasted);
    assert.equal(await byTestId(page, "status").textContent(), "black to move");

    // Captures highlight too: play to the end, preferring captures.
    const preferCapture = (_page, st) => st.moves.find((m) => m.includes("x")) ?? st.moves[0];
    await playToEnd(page, preferCapture, { screenshot: path.join(SHOTS, "page-surakarta.png"), screenshotAt: 5 });
    await checkEnd(page);
    await page.context().close();
  });

  test("endgame tables: the value of a position in the tables, nothing beyond them", async () => {
    const page = await open("game=surakarta&seats=human,human&delay=0");
    const tables = byTestId(page, "tables");
    // The start: 24 pieces, beyond the tables of up to 5.
    assert.equal(await tables.textContent(), "");
    assert.ok(!(await tables.isVisible()));
    // Four pieces, White to move: `ludeme tables probe` says win, dtc 1
    // (d3 takes f3, and Black has no answer).
    await byTestId(page, "position-input").fill("6/5b/6/3w1b/6/2w3 w");
    await byTestId(page, "set-position").click();
    await page.waitForFunction(() => document.querySelector('[data-testid="tables"]').textContent !== "", null, {
      timeout: 30_000,
    });
    assert.equal(await tables.textContent(), "win in 1");
    assert.ok(await tables.isVisible());
    // A cornered white piece whose every step is taken: a loss in 2.
    await byTestId(page, "position-input").fill("6/6/6/6/1b4/w5 w");
    await byTestId(page, "set-position").click();
    await page.waitForFunction(() => document.querySelector('[data-testid="tables"]').textContent === "loss in 2");
    // A game without tables: empty again.
    await page.selectOption('[data-testid="game"]', "barca");
    await byTestId(page, "new-game").click();
    await page.waitForFunction(() => window.ludeme.state().name === "barca");
    assert.equal(await tables.textContent(), "");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("barricade: rolls, house, barricade placement by clicks at the start", async () => {
    const page = await open("game=barricade&seats=human,human&delay=0");
    assert.equal(await byTestId(page, "status").textContent(), "red to roll — click Roll");
    assert.equal(await byTestId(page, "die").textContent(), "–");
    assert.ok(await byTestId(page, "pass").isDisabled());
    // A real roll at the start, then a piece out of the house.
    await clickRoll(page);
    let s = await api(page);
    const die = s.history.at(-1).slice(5);
    assert.equal(await byTestId(page, "status").textContent(), `red to move, die ${die}`);
    // The other houses select nothing.
    await clickSquare(page, "h-green");
    assert.deepEqual(await targetsOnPage(page), []);
    s = await clickMove(page, s.moves[0]);
    assert.equal(await byTestId(page, "die").textContent(), "–");
    assert.equal(await byTestId(page, "status").textContent(), "green to roll — click Roll");

    // A move onto a barricade: pasted with the die set, yellow out of its house onto m3.
    const position = "- - - - a3,e3,i3,m3,q3,g7,k7,i9,i10,i11,i13 y 5";
    await byTestId(page, "position-input").fill(position);
    await byTestId(page, "set-position").click();
    s = await humanTurnOrEnd(page);
    assert.equal(s.position, position);
    const onto = s.moves.filter((m) => m.includes("/"));
    assert.ok(onto.length > 1, `moves onto a barricade from ${position}`);
    // Escape after choosing the destination drops the half-made move.
    const first = parseMove(onto[0]);
    await clickSquare(page, "h-yellow");
    await clickSquare(page, first.to);
    assert.ok((await targetsOnPage(page)).includes(first.place));
    await page.keyboard.press("Escape");
    assert.deepEqual(await targetsOnPage(page), []);
    assert.deepEqual((await api(page)).history, []);
    s = await clickMove(page, onto[onto.length - 1]);
    assert.equal(s.history.at(-1), onto[onto.length - 1]);
    const { place } = parseMove(onto[onto.length - 1]);
    assert.ok(s.position.split(" ")[4].split(",").includes(place), "the barricade moved");

    // Undo with two people: one move back.
    await byTestId(page, "undo").click();
    s = await api(page);
    assert.equal(s.position, position);

    // Every red piece shut in by barricades, a 6 rolled: pass is the only move.
    const shut = "a12,q12,i10,c4,g4 - - - a11,a13,q11,q13,i9,i11,c3,c5,g3,g5,k7 r 6";
    await byTestId(page, "position-input").fill(shut);
    await byTestId(page, "set-position").click();
    s = await api(page);
    assert.deepEqual(s.moves, ["pass"]);
    assert.ok(await byTestId(page, "roll").isDisabled());
    assert.ok(await byTestId(page, "pass").isEnabled());
    await clickSquare(page, "a12");
    assert.deepEqual(await targetsOnPage(page), []);
    s = await clickMove(page, "pass");
    assert.equal(await byTestId(page, "status").textContent(), "green to roll — click Roll");
    assert.ok(await byTestId(page, "pass").isDisabled());
    assert.ok(await byTestId(page, "roll").isEnabled());
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("barricade: a person against mcts:200, the whole game by clicks, screenshot", async () => {
    const page = await open("game=barricade&seats=human,mcts:200&delay=0&seed=5");
    // The person rolls by clicking and plays greedy moves by clicking; the
    // bots roll and move by themselves.
    const greedy = enginePick("greedy");
    let passes = 0;
    const choose = async (p, st) => {
      if (st.moves.length === 1 && st.moves[0] === "pass") {
        assert.ok(await byTestId(p, "pass").isEnabled());
        passes++;
        return "pass";
      }
      assert.ok(await byTestId(p, "pass").isDisabled());
      return greedy(p, st);
    };
    await playToEnd(page, choose, { screenshot: path.join(SHOTS, "page-barricade.png"), screenshotAt: 60 });
    const s = await checkEnd(page);
    assert.ok(s.history.filter((m) => /^roll/.test(m)).length > 20);
    assert.ok(s.history.some((m) => m.includes("/")), "barricades were moved");
    console.log(`barricade: ${s.history.length} plies, ${passes} passes by the person, ${s.outcome.text}`);
    await page.context().close();
  });

  test("bots: alpha-beta by time; undo while a bot thinks", async () => {
    const page = await open("game=barca&seats=human,ab:0.2s&delay=0&seed=2");
    let s = await humanTurnOrEnd(page);
    await clickMove(page, s.moves[0]);
    s = await humanTurnOrEnd(page);
    assert.equal(s.history.length, 2, "alpha-beta answered");

    // A slow bot: undo while it thinks takes the person's move back, and no
    // late answer arrives.
    await byTestId(page, "seat-1").selectOption("mcts:5000");
    const start = s;
    await clickMove(page, s.moves[1]);
    await page.waitForFunction(
      () =>
        window.ludeme.state().thinking &&
        /mcts:5000 is thinking/.test(document.querySelector('[data-testid="status"]').textContent),
    );
    await byTestId(page, "undo").click();
    s = await api(page);
    assert.equal(s.position, start.position);
    assert.equal(await byTestId(page, "status").textContent(), "white to move");
    await page.waitForTimeout(2500);
    assert.deepEqual((await api(page)).history, start.history);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("two bots play each other to the end", async () => {
    const page = await open("game=surakarta&variant=orthogonal&seats=mcts:200,mcts:200&delay=0&seed=11");
    await page.waitForSelector('#app[data-over="true"]', { timeout: 90_000 });
    const s = await checkEnd(page);
    assert.ok(s.history.length > 10);
    await page.context().close();
  });

  test("phone width: the board scales, nothing overflows", async () => {
    const page = await open("game=barricade&seats=human,mcts:200&delay=0", { width: 375, height: 740 });
    const sizes = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      board: document.querySelector("#board svg").getBoundingClientRect().width,
    }));
    assert.ok(sizes.page <= 375, `page width ${sizes.page}`);
    assert.ok(sizes.board <= 375 && sizes.board > 300, `board width ${sizes.board}`);
    await clickRoll(page);
    const s = await api(page);
    await clickMove(page, s.moves[0]);
    await page.context().close();
  });
});

// ---------------------------------------------------------------- game records

/** A new page at a whole address (a copied link), once the wasm package is loaded. */
async function openAddress(address, viewport = { width: 900, height: 1000 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.errors = errors;
  await page.goto(address);
  await page.waitForSelector('#app[data-ready="true"]', { timeout: 30_000 });
  return page;
}

/** A game played by the page's own engine in the page (random moves): its record, and its position after each ply. */
function recordOf(page, name, variant, plies) {
  return page.evaluate(
    ([name, variant, plies]) => {
      const g = new window.ludeme.Game(name, variant);
      const positions = [g.position()];
      for (let ply = 0; ply < plies && !g.outcome(); ply++) {
        g.play(g.bestMove({ player: "random", seed: ply }));
        positions.push(g.position());
      }
      const result = { text: g.record(), history: g.history(), positions };
      g.free();
      return result;
    },
    [name, variant, plies],
  );
}

/** What the page shows: the position text, the move list (texts and data-ply), browsing or not, the ply shown. */
async function shownOnPage(page) {
  return {
    position: await byTestId(page, "position").textContent(),
    moves: await byTestId(page, "moves").locator("li").allTextContents(),
    plies: await byTestId(page, "moves").locator("li").evaluateAll((n) => n.map((x) => x.dataset.ply)),
    browsing: await page.locator("#app").getAttribute("data-browsing"),
    ply: await page.locator("#app").getAttribute("data-ply"),
    current: await byTestId(page, "moves").locator("li.current").evaluateAll((n) => n.map((x) => x.dataset.ply)),
    banner: await byTestId(page, "browsing").isVisible(),
  };
}

/** The hash's parameters: { record, ply }. */
function hashOf(page) {
  return page.evaluate(() => {
    const params = new URLSearchParams(location.hash.slice(1));
    return { record: params.get("record"), ply: params.get("ply") };
  });
}

describe("records", () => {
  test("save: the download is the game's record, and reads back to the moves played", async () => {
    const page = await open("game=surakarta&seats=human,human&delay=0");
    const played = [];
    for (let i = 0; i < 5; i++) {
      const s = await humanTurnOrEnd(page);
      const move = s.moves[(i * 7) % s.moves.length];
      await clickMove(page, move);
      played.push(move);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), byTestId(page, "save-record").click()]);
    assert.match(download.suggestedFilename(), /\.txt$/);
    const text = fs.readFileSync(await download.path(), "utf8");
    assert.ok(text.startsWith('[Game "surakarta"]\n[Variant "standard"]\n[Seats "human, human"]\n[Result "*"]\n'), text);
    const read = await page.evaluate((text) => {
      const g = window.ludeme.Game.fromRecord(text);
      const r = { history: g.history(), position: g.position() };
      g.free();
      return r;
    }, text);
    assert.deepEqual(read.history, played);
    assert.equal(read.position, (await api(page)).position);
    // The address holds the same record (without the ply: the game is live).
    const hash = await hashOf(page);
    assert.equal(hash.record, text);
    assert.equal(hash.ply, null);

    // A finished game: the record ends with the result and its Outcome tag.
    await byTestId(page, "position-input").fill("6/2b3/6/6/1w4/6 w");
    await byTestId(page, "set-position").click();
    await clickMove(page, "b2xc5");
    const [done] = await Promise.all([page.waitForEvent("download"), byTestId(page, "save-record").click()]);
    const finished = fs.readFileSync(await done.path(), "utf8");
    assert.ok(finished.includes('[Position "6/2b3/6/6/1w4/6 w"]\n'), finished);
    assert.ok(finished.includes('[Outcome "white wins (no pieces left)"]\n'), finished);
    assert.ok(finished.endsWith("\nb2xc5 white\n"), finished);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("load: a pasted record, its position and move list; a bad one refused in one line", async () => {
    const page = await open("game=barca&seats=human,human&delay=0");
    const game = await recordOf(page, "barricade", "individual-3", 30);
    await byTestId(page, "record-input").fill(game.text);
    await byTestId(page, "load-record").click();
    let shown = await shownOnPage(page);
    assert.equal(shown.position, game.positions.at(-1));
    assert.deepEqual(shown.moves, game.history);
    assert.deepEqual(shown.plies, game.history.map((_, i) => String(i + 1)));
    assert.equal(shown.browsing, "false");
    assert.equal(await byTestId(page, "game").inputValue(), "barricade");
    assert.equal(await byTestId(page, "variant").inputValue(), "individual-3");
    assert.equal(await page.locator('[data-testid^="seat-"]').count(), 3);
    assert.deepEqual((await api(page)).history, game.history);
    assert.ok(!(await byTestId(page, "error").isVisible()));

    // A bad record: the reader's message where the page shows errors; nothing changes.
    const bad = game.text.replace(/\n\n(\S+ \S+) (\S+)/, "\n\n$1 e14-e15");
    await byTestId(page, "record-input").fill(bad);
    await byTestId(page, "load-record").click();
    const error = byTestId(page, "error");
    assert.ok(await error.isVisible());
    const message = await error.textContent();
    assert.match(message, /^record 1, line \d+, column \d+: /);
    assert.ok(!message.includes("\n"), message);
    shown = await shownOnPage(page);
    assert.equal(shown.position, game.positions.at(-1));
    assert.deepEqual(shown.moves, game.history);

    // A record of the contract's form, with comments and move numbers, from a position.
    await byTestId(page, "record-input").fill(
      '[Game "surakarta"]\n[Variant "orthogonal"]\n[Event "by hand"]\n[Result "*"]\n\n1. b2-b3 {a start} b5-b4 ; a line comment\n*\n',
    );
    await byTestId(page, "load-record").click();
    assert.ok(!(await error.isVisible()));
    shown = await shownOnPage(page);
    assert.deepEqual(shown.moves, ["b2-b3", "b5-b4"]);
    assert.equal(await byTestId(page, "variant").inputValue(), "orthogonal");
    // Saved again, it keeps its tags and comment.
    const [download] = await Promise.all([page.waitForEvent("download"), byTestId(page, "save-record").click()]);
    const text = fs.readFileSync(await download.path(), "utf8");
    assert.ok(text.includes('[Event "by hand"]\n') && text.includes("b2-b3 {a start} b5-b4 *"), text);

    // A file, through the file input.
    await byTestId(page, "record-file").setInputFiles({ name: "game.txt", mimeType: "text/plain", buffer: Buffer.from(game.text) });
    await page.waitForFunction((n) => window.ludeme.game.history().length === n, game.history.length);
    assert.equal(await byTestId(page, "position").textContent(), game.positions.at(-1));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("browse: a move list entry shows the position after it; live goes back; bots wait", async () => {
    const page = await open("game=barca&seats=human,mcts:200&delay=0&seed=4");
    const game = await recordOf(page, "barca", "standard", 12);
    await byTestId(page, "record-input").fill(game.text);
    await byTestId(page, "load-record").click();
    // The live game: the person (white) to move after 12 plies.
    let shown = await shownOnPage(page);
    assert.equal(shown.position, game.positions[12]);

    await byTestId(page, "moves").locator('li[data-ply="5"]').click();
    shown = await shownOnPage(page);
    assert.equal(shown.position, game.positions[5]);
    assert.equal(shown.browsing, "true");
    assert.equal(shown.ply, "5");
    assert.deepEqual(shown.current, ["5"]);
    assert.ok(shown.banner, "the browsing banner is shown");
    assert.match(await byTestId(page, "browsing").textContent(), /after ply 5 of 12/);
    assert.deepEqual(shown.moves, game.history, "the move list stays whole");
    assert.equal((await hashOf(page)).ply, "5");
    // The board is the browsed position: the bot's side is to move there, yet the bot waits.
    assert.equal((await api(page)).state.decider.player, "mcts:200");
    await page.waitForTimeout(700);
    assert.deepEqual((await api(page)).history, game.history, "nothing is played while browsing");
    assert.ok(await byTestId(page, "undo").isDisabled());

    // Steps: back, forward, the start; the arrows.
    await byTestId(page, "browse-back").click();
    assert.equal(await byTestId(page, "position").textContent(), game.positions[4]);
    await byTestId(page, "browse-forward").click();
    await byTestId(page, "browse-forward").click();
    assert.equal(await byTestId(page, "position").textContent(), game.positions[6]);
    await byTestId(page, "browse-start").click();
    assert.equal(await byTestId(page, "position").textContent(), game.positions[0]);
    assert.equal((await hashOf(page)).ply, "0");
    await page.keyboard.press("ArrowRight");
    assert.equal(await byTestId(page, "position").textContent(), game.positions[1]);

    // Live: back to the game in progress.
    await byTestId(page, "live").click();
    shown = await shownOnPage(page);
    assert.equal(shown.position, game.positions[12]);
    assert.equal(shown.browsing, "false");
    assert.ok(!shown.banner);
    assert.deepEqual(shown.current, []);
    assert.equal((await hashOf(page)).ply, null);
    // The last entry is the live game itself.
    await byTestId(page, "moves").locator('li[data-ply="12"]').click();
    assert.equal((await shownOnPage(page)).browsing, "false");
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("link: a copied address opens the same game at the same ply", async () => {
    const page = await open("game=barricade&seats=human,human&delay=0");
    const game = await recordOf(page, "barricade", "pairs", 25);
    await byTestId(page, "record-input").fill(game.text);
    await byTestId(page, "load-record").click();
    await byTestId(page, "moves").locator('li[data-ply="9"]').click();
    const address = page.url();
    assert.match(address, /#record=.*&ply=9$/);

    // Another browser window: the same game, browsing the same ply.
    const other = await openAddress(address);
    let shown = await shownOnPage(other);
    assert.equal(shown.position, game.positions[9]);
    assert.equal(shown.browsing, "true");
    assert.deepEqual(shown.current, ["9"]);
    assert.deepEqual(shown.moves, game.history);
    assert.equal(await byTestId(other, "game").inputValue(), "barricade");
    assert.equal(other.url(), address, "the address stays as it was");
    await byTestId(other, "live").click();
    assert.equal(await byTestId(other, "position").textContent(), game.positions[25]);
    await other.context().close();

    // A live game's address, updated after each move.
    await byTestId(page, "live").click();
    const s = await humanTurnOrEnd(page);
    if (s.toAct.kind === "chance") await clickRoll(page);
    else await clickMove(page, s.moves[0]);
    const after = await api(page);
    const third = await openAddress(page.url());
    shown = await shownOnPage(third);
    assert.equal(shown.position, after.position);
    assert.deepEqual(shown.moves, after.history);
    assert.equal(shown.browsing, "false");
    await third.context().close();

    // A hash that does not read: the reader's message, and the usual start.
    const broken = await openAddress(`${base}/?game=surakarta&delay=0#record=${encodeURIComponent('[Game "barca"]\n\nd2-d9 *\n')}`);
    assert.match(await byTestId(broken, "error").textContent(), /record 1, line 3, column 1: illegal move d2-d9/);
    assert.equal(await broken.evaluate(() => window.ludeme.game.gameName()), "surakarta");
    assert.deepEqual(broken.errors, []);
    await broken.context().close();

    // The address changed by hand in the same window: that game.
    await page.evaluate((hash) => (location.hash = hash), new URL(address).hash);
    await page.waitForFunction(() => window.ludeme.state().browse === 9);
    assert.equal(await byTestId(page, "position").textContent(), game.positions[9]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test("play from a browsed position: after the confirmation, the later moves are dropped", async () => {
    const page = await open("game=surakarta&seats=human,human&delay=0");
    const game = await recordOf(page, "surakarta", "standard", 8);
    await byTestId(page, "record-input").fill(game.text);
    await byTestId(page, "load-record").click();
    await byTestId(page, "moves").locator('li[data-ply="4"]').click();
    // White to move at ply 4: a move of the browsed position, not of the live game.
    const { view, from } = await page.evaluate(() => {
      const v = window.ludeme.view;
      const moves = v.moves();
      return { view: { moves, position: v.position() }, from: moves.at(-1).split(/[-x]/)[0] };
    });
    assert.equal(view.position, game.positions[4]);
    const move = view.moves.filter((m) => m.startsWith(from)).at(-1);
    const to = parseMove(move).to;
    const dialogs = [];

    // Declined: nothing changes, still browsing.
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss();
    });
    await clickSquare(page, from);
    assert.deepEqual(await targetsOnPage(page), sorted(view.moves.filter((m) => m.startsWith(from)).map((m) => parseMove(m).to)));
    await clickSquare(page, to);
    assert.equal(dialogs.length, 1);
    assert.match(dialogs[0], /4 later moves will be dropped/);
    let shown = await shownOnPage(page);
    assert.deepEqual(shown.moves, game.history);
    assert.equal(shown.browsing, "true");
    assert.equal(shown.position, game.positions[4]);
    assert.deepEqual(await targetsOnPage(page), []);

    // Accepted: the game goes on from ply 4 with the new move, live.
    page.once("dialog", (dialog) => {
      dialogs.push(dialog.message());
      dialog.accept();
    });
    await clickSquare(page, from);
    await clickSquare(page, to);
    assert.equal(dialogs.length, 2);
    shown = await shownOnPage(page);
    assert.deepEqual(shown.moves, [...game.history.slice(0, 4), move]);
    assert.equal(shown.browsing, "false");
    const s = await api(page);
    assert.deepEqual(s.history, [...game.history.slice(0, 4), move]);
    assert.equal(shown.position, s.position);
    assert.ok((await hashOf(page)).record.endsWith(`${move} *\n`));

    // "Play from here" with a bot to move there: the bot then plays on.
    await byTestId(page, "seat-1").selectOption("mcts:200");
    await byTestId(page, "moves").locator('li[data-ply="1"]').click();
    page.once("dialog", (dialog) => dialog.accept());
    await byTestId(page, "play-from-here").click();
    const on = await humanTurnOrEnd(page);
    assert.equal(on.history.length, 2, "the bot answered from ply 1");
    assert.equal(on.history[0], game.history[0]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
});

// ---------------------------------------------------------------- the book offline

const BOOK = fileURLToPath(new URL("../../docs/book/", import.meta.url));
const bookBuilt = fs.existsSync(path.join(BOOK, "index.html"));

describe("the book, opened from the disk with no network", () => {
  test(
    "every picture of every page loads",
    { skip: !bookBuilt && "docs/book is not built: mdbook build docs (CI builds it first)" },
    async () => {
      const pages = fs.readdirSync(BOOK).filter((name) => name.endsWith(".html"));
      const context = await browser.newContext();
      // Only files from the disk: any other request is refused.
      const refused = [];
      await context.route("**/*", (route) => {
        const url = route.request().url();
        if (url.startsWith("file:")) return route.continue();
        refused.push(url);
        return route.abort();
      });
      const page = await context.newPage();
      const broken = [];
      let pictures = 0;
      for (const name of pages) {
        const html = fs.readFileSync(path.join(BOOK, name), "utf8");
        if (!html.includes("<img")) continue;
        await page.goto(`file://${path.join(BOOK, name)}`, { waitUntil: "load" });
        const images = await page.$$eval("main img", (imgs) =>
          imgs.map((img) => ({ src: img.getAttribute("src"), loaded: img.complete && img.naturalWidth > 0 })),
        );
        pictures += images.length;
        for (const image of images) if (!image.loaded) broken.push(`${name}: ${image.src}`);
      }
      await context.close();
      assert.ok(pictures >= 6, `only ${pictures} pictures found in the book`);
      assert.deepEqual(broken, [], "pictures that do not load");
      const images = refused.filter((url) => /\.(png|svg|jpe?g|gif|webp)(\?|$)/.test(url));
      assert.deepEqual(images, [], "pictures the book asks of the network");
    },
  );
});
