// The ludeme page: a game of Barca, Barricade or Surakarta on the ludeme-wasm
// package. No framework: one state object, one render function.
//
// Page contract (tests and scripts rely on it; see the design notes):
// data-square on every square, point, node and house of the board (drawn by
// the engine's SVG); data-target="true" on the legal destinations of the
// selected piece; data-testid = game, variant, seat-N, new-game, undo, board,
// status, moves, position, position-input, set-position, roll, die, pass,
// error; game records: save-record (downloads the record as a .txt file),
// record-input + load-record (paste one; record-file: open a file), each
// entry of the move list with data-ply="K" (K = plies after it: a click
// shows the position after ply K, "browsing"), live (back to the game in
// progress), browse-start, browse-back, browse-forward, play-from-here,
// browsing (the banner shown while browsing), copy-link.
//
// Browsing: the board, status and position show the position after ply K;
// no move is played there, bots wait. Playing a move (or a roll, a pass,
// "Play from here") from a browsed position asks first (window.confirm),
// then drops the later moves and goes on from there.
//
// The address's hash holds the game, so that a copied address opens the
// same game at the same ply:
//
//   #record=RECORD            the game record as Game.prototype.record()
//                             writes it (tags, moves, result),
//                             form-encoded as URLSearchParams does
//                             (spaces as "+"; "," "/" ":" left as they are)
//   &ply=K                    only while browsing: the ply shown (0: the start)
//
// e.g. #record=%5BGame+%22...%22%5D%0A...%0A%0Ad2-c3+d9-c8+*%0A&ply=1
// It is rewritten (history.replaceState) after every move and browse; a hash
// that does not read shows the reader's message and the usual start. The
// hash wins over the game, variant and position parameters below.
//
// URL parameters (all optional): game, variant, position, seats (comma
// separated, e.g. "human,mcts:200"), delay (milliseconds before a bot's move
// or roll), seed (the bots' seed).
//
// For tests and the console: window.ludeme = { game, view, Game, games, state() }.

import init, { Game, Tables, games } from "./pkg/ludeme_wasm.js";

/** The players a seat can be: a person, or a built-in player by name. */
const PLAYERS = ["human", "mcts:200", "mcts:1000", "mcts:5000", "ab:0.2s", "ab:1s"];
const PLAYER_LABELS = {
  human: "human",
  "mcts:200": "MCTS 200",
  "mcts:1000": "MCTS 1000",
  "mcts:5000": "MCTS 5000",
  "ab:0.2s": "alpha-beta 0.2 s",
  "ab:1s": "alpha-beta 1 s",
};
/** Barricade's colours by their letter in position text. */
const COLOURS = { r: "red", g: "green", y: "yellow", b: "blue" };
/** The default pause before a bot moves, so that a person can follow. */
const DEFAULT_DELAY = 350;

const byId = (id) => document.getElementById(id);
const el = {
  game: byId("game"),
  variant: byId("variant"),
  options: byId("options"),
  variantDescription: byId("variant-description"),
  seats: byId("seats"),
  newGame: byId("new-game"),
  undo: byId("undo"),
  app: byId("app"),
  status: byId("status"),
  tables: byId("tables"),
  tablesLine: byId("tables-line"),
  board: byId("board"),
  dice: byId("dice"),
  roll: byId("roll"),
  die: byId("die"),
  pass: byId("pass"),
  error: byId("error"),
  moves: byId("moves"),
  position: byId("position"),
  copyPosition: byId("copy-position"),
  positionInput: byId("position-input"),
  setPosition: byId("set-position"),
  browsing: byId("browsing"),
  browsingText: byId("browsing-text"),
  live: byId("live"),
  playFromHere: byId("play-from-here"),
  browseStart: byId("browse-start"),
  browseBack: byId("browse-back"),
  browseForward: byId("browse-forward"),
  saveRecord: byId("save-record"),
  copyLink: byId("copy-link"),
  recordFile: byId("record-file"),
  recordInput: byId("record-input"),
  loadRecord: byId("load-record"),
};

const params = new URLSearchParams(location.search);

const state = {
  /** games(): [{ name, variants: [{ name, description }] }] */
  catalogue: [],
  name: null,
  variant: null,
  /** The start position text, or null for the game's own start. */
  start: null,
  /** The Game in play (the live game, with every move). */
  game: null,
  /** Browsing: the ply shown (0: the start), or null for the live game. */
  browse: null,
  /** Browsing: a Game at the ply shown (the live game's moves taken back). */
  view: null,
  /** Whether the game was read from a record (loaded, or a link): its record keeps its own tags. */
  loaded: false,
  /** The hash this page wrote last (a different one is someone else's: it is read). */
  hash: null,
  /** Per seat: "human" or a player name. */
  seats: [],
  /** Selection: { from, moves } — the square clicked and the moves from it. */
  selected: null,
  /** A Barricade move onto a barricade: { from, to, moves } awaiting its placement. */
  pending: null,
  /** The bot's request in flight: { id } */
  thinking: null,
  /** The timer of a scheduled bot move or roll. */
  timer: null,
  seed: Number.parseInt(params.get("seed") ?? "", 10),
  delay: Number.parseInt(params.get("delay") ?? "", 10),
  /** Whether the game has a die (a chance node at its start). */
  hasDice: false,
  requestId: 0,
};
if (!Number.isFinite(state.seed)) state.seed = Math.floor(Math.random() * 2 ** 31);
if (!Number.isFinite(state.delay) || state.delay < 0) state.delay = DEFAULT_DELAY;

let worker = null;

/**
 * The endgame tables the page's build generated (web/dist/tables: the files
 * of up to 5 pieces and their list, index.json), fetched the first time a
 * game that has tables is shown: `tables` once loaded, `loading` while
 * fetching, `failed` (a message) if they could not be.
 */
const endgame = { tables: null, loading: null, failed: null };

/** Fetches the endgame tables once; renders again when they are in. */
function loadTables() {
  if (endgame.tables || endgame.loading || endgame.failed) return;
  const fetchBytes = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  endgame.loading = (async () => {
    try {
      const index = await fetch("tables/index.json");
      if (!index.ok) throw new Error(`tables/index.json: ${index.status} ${index.statusText}`);
      const names = await index.json();
      const files = await Promise.all(
        names.map(async (name) => ({ name, bytes: await fetchBytes(`tables/${name}`) })),
      );
      endgame.tables = Tables.fromFiles(files);
    } catch (error) {
      endgame.failed = String(error?.message ?? error);
    } finally {
      endgame.loading = null;
      render();
    }
  })();
}

/** What the endgame tables know of the game shown, in words ("win in 5"), or "". */
function tablesText(game) {
  const info = state.catalogue.find((g) => g.name === state.name);
  if (!info?.endgameTables) return "";
  loadTables();
  if (!endgame.tables) return "";
  try {
    return endgame.tables.probe(game).text;
  } catch {
    // Beyond the tables (more pieces), another variant, or the game's end.
    return "";
  }
}

// ---------------------------------------------------------------- helpers

/** The origin and destination of a move's text: "e2-e5", "b2xc5", "h-f1", "d3-e3/f5". */
function parseMove(text) {
  const match = /^([^-x/\s]+)[-x]([^-x/\s]+)(?:\/(\S+))?$/.exec(text);
  if (!match) return null;
  return { from: match[1], to: match[2], place: match[3] ?? null };
}

/** The game on the board: the browsed position, or the live game. */
function shown() {
  return state.view ?? state.game;
}

const browsing = () => state.browse != null;

/** The fields of position text. */
function positionFields() {
  return shown().position().trim().split(/\s+/);
}

/** Barricade: the colour to move or roll ("red"), from the position text; null elsewhere. */
function colourToMove() {
  if (!state.hasDice) return null;
  const fields = positionFields();
  return COLOURS[fields[fields.length - 2]] ?? null;
}

/** Barricade: the die in the position text (a number), or null. */
function dieValue() {
  if (!state.hasDice) return null;
  const fields = positionFields();
  const value = Number.parseInt(fields[fields.length - 1], 10);
  return Number.isFinite(value) ? value : null;
}

/** The seat a colour plays for ("yellow" → the seat named "red+yellow"), or null. */
function seatOfColour(colour) {
  if (colour == null) return null;
  for (let seat = 0; seat < shown().seatCount(); seat++) {
    if (shown().seatName(seat).split("+").includes(colour)) return seat;
  }
  return null;
}

/**
 * Who decides now: { kind: "seat", seat, player } for a seat,
 * { kind: "chance", seat, player } for a roll (the seat whose colour rolls,
 * or null), or { kind: "nobody" }.
 */
function decider() {
  const toAct = shown().toAct();
  if (toAct.kind === "seat") {
    return { kind: "seat", seat: toAct.seat, name: toAct.name, player: state.seats[toAct.seat] };
  }
  if (toAct.kind === "chance") {
    const seat = seatOfColour(colourToMove());
    let player;
    if (seat != null) player = state.seats[seat];
    else player = state.seats.every((p) => p !== "human") ? "bot" : "human";
    return { kind: "chance", seat, player };
  }
  return { kind: "nobody" };
}

const isHuman = (player) => player === "human";

function showError(message) {
  el.error.textContent = message;
  el.error.hidden = !message;
}

/** A bot's options for `bestMove`. */
function botOptions(player, ply) {
  const mcts = /^mcts:(\d+)$/.exec(player);
  const seed = (state.seed + ply * 7919) % 2 ** 31;
  if (mcts) return { iterations: Number(mcts[1]), seed };
  return { player, seed };
}

// ---------------------------------------------------------------- controls

function fillGames() {
  el.game.replaceChildren(
    ...state.catalogue.map((g) => new Option(g.name, g.name)),
  );
}

function fillVariants(name) {
  const info = state.catalogue.find((g) => g.name === name);
  el.variant.replaceChildren(
    ...info.variants.map((v) => {
      const option = new Option(v.name, v.name);
      option.title = v.description;
      return option;
    }),
  );
}

/** A checkbox per option of the game (a variant name carries them as `+name`). */
function fillOptions(name) {
  const info = state.catalogue.find((g) => g.name === name);
  el.options.replaceChildren(
    ...(info.options ?? []).map((o) => {
      const label = document.createElement("label");
      label.className = "option";
      label.title = o.description;
      const box = document.createElement("input");
      box.type = "checkbox";
      box.dataset.option = o.name;
      box.addEventListener("change", newGameFromControls);
      label.append(box, " " + o.name);
      return label;
    }),
  );
}

/** The variant with the options ticked: `pairs+protect-partners`. */
function chosenVariant() {
  const ticked = [...el.options.querySelectorAll("input[data-option]")]
    .filter((box) => box.checked)
    .map((box) => "+" + box.dataset.option);
  return el.variant.value + ticked.join("");
}

function describeVariant() {
  const info = state.catalogue.find((g) => g.name === el.game.value);
  const variant = info?.variants.find((v) => v.name === el.variant.value);
  el.variantDescription.textContent = variant?.description ?? "";
}

/** One seat <select> per seat, keeping the choices already made. */
function fillSeats(preset) {
  const count = state.game.seatCount();
  const seats = [];
  for (let seat = 0; seat < count; seat++) {
    seats.push(preset?.[seat] ?? state.seats[seat] ?? (seat === 0 ? "human" : "mcts:1000"));
  }
  state.seats = seats.map((p) => (PLAYERS.includes(p) ? p : "human"));
  el.seats.replaceChildren(
    ...state.seats.map((player, seat) => {
      const label = document.createElement("label");
      label.className = "seat";
      label.append(state.game.seatName(seat) + " ");
      const select = document.createElement("select");
      select.dataset.testid = `seat-${seat}`;
      select.dataset.seat = String(seat);
      for (const p of PLAYERS) select.append(new Option(PLAYER_LABELS[p], p));
      select.value = player;
      select.addEventListener("change", () => {
        state.seats[seat] = select.value;
        cancelBot();
        clearSelection();
        render();
        schedule();
      });
      label.append(select);
      return label;
    }),
  );
}

// ---------------------------------------------------------------- game life

/** Starts a game: `name` under `variant`, from `position` (null: the start). Throws on bad input. */
function startGame(name, variant, position, seatPreset) {
  const game = new Game(name, variant ?? undefined, position ?? undefined);
  adopt(game, { variant, start: position ?? null, loaded: false, seatPreset });
}

/**
 * Reads a game record (throws the reader's one-line message; nothing then
 * changes) and plays on from its end, or browses ply `ply` of it.
 */
function loadRecord(text, ply = null) {
  const game = Game.fromRecord(text);
  const name = game.gameName();
  const variant = game.variantName() || null;
  const fresh = new Game(name, variant ?? undefined);
  const start = game.startPosition() === fresh.position() ? null : game.startPosition();
  fresh.free();
  adopt(game, { variant, start, loaded: true, seatPreset: null });
  if (ply != null && ply < game.history().length) browseTo(ply);
}

/** The game, variant and options controls set to `name` and `variant` ("pairs+protect-partners"). */
function syncControls(name, variant) {
  if (el.game.value !== name || el.variant.options.length === 0) {
    el.game.value = name;
    fillVariants(name);
    fillOptions(name);
  }
  const [base, ...ticked] = (variant ?? "").split("+");
  if ([...el.variant.options].some((o) => o.value === base)) el.variant.value = base;
  for (const box of el.options.querySelectorAll("input[data-option]")) {
    box.checked = ticked.includes(box.dataset.option);
  }
  describeVariant();
}

/** Makes `game` the game in play (live): `variant` as its name, `start` its start text or null. */
function adopt(game, { variant, start, loaded, seatPreset }) {
  const name = game.gameName();
  cancelBot();
  leaveBrowsing();
  const old = state.game;
  state.game = game;
  if (old !== game) old?.free();
  state.name = name;
  state.variant = variant;
  state.start = start;
  state.loaded = loaded;
  state.selected = null;
  state.pending = null;
  syncControls(name, variant);
  // A seed given in the URL replays the same dice and bots; otherwise each game has its own.
  if (!params.has("seed")) state.seed = Math.floor(Math.random() * 2 ** 31);
  seedDice(state.seed);
  const fresh = new Game(name, variant ?? undefined);
  state.hasDice = fresh.toAct().kind === "chance" || fresh.chanceOutcomes().length > 0;
  fresh.free();
  fillSeats(seatPreset);
  showError("");
  render();
  schedule();
}

function newGameFromControls() {
  try {
    startGame(el.game.value, chosenVariant(), null);
  } catch (error) {
    showError(error.message);
  }
}

function cancelBot() {
  if (state.timer != null) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  if (state.thinking) {
    // A search cannot be interrupted: the worker goes, a new one comes.
    worker?.terminate();
    worker = null;
    state.thinking = null;
  }
}

function clearSelection() {
  state.selected = null;
  state.pending = null;
}

/** Plays a move text; on refusal shows the engine's message and changes nothing. From a browsed position, asks first. */
function play(text) {
  if (browsing() && !continueFromBrowsed()) {
    clearSelection();
    render();
    return false;
  }
  try {
    state.game.play(text);
  } catch (error) {
    showError(error.message);
    return false;
  }
  showError("");
  clearSelection();
  render();
  schedule();
  return true;
}

/** Undo: back to the person's previous decision when a bot plays; one move otherwise. */
function undo() {
  if (browsing()) return;
  cancelBot();
  clearSelection();
  showError("");
  const game = state.game;
  if (game.history().length === 0) {
    render();
    schedule();
    return;
  }
  const anyHuman = state.seats.some(isHuman);
  game.undo();
  if (anyHuman) {
    while (game.history().length > 0) {
      const d = decider();
      if (d.kind === "seat" && isHuman(d.player)) break;
      game.undo();
    }
  }
  render();
  schedule();
}

/** The dice's random numbers in [0, 1): mulberry32, seeded by the page's seed. */
let diceState = 0;
function seedDice(seed) {
  diceState = seed >>> 0;
}
function random() {
  diceState = (diceState + 0x6d2b79f5) >>> 0;
  let t = diceState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A roll drawn with the chance outcomes' probabilities. */
function randomRoll() {
  const outcomes = shown().chanceOutcomes();
  let r = random();
  for (const { move, probability } of outcomes) {
    r -= probability;
    if (r < 0) return move;
  }
  return outcomes[outcomes.length - 1]?.move ?? null;
}

function roll() {
  const d = decider();
  if (d.kind !== "chance") return;
  const move = randomRoll();
  if (move) play(move);
}

/** After every change: let a bot move (or roll) if it is its turn. */
function schedule() {
  if (state.timer != null || state.thinking) return;
  // Browsing: nothing is played until the live game is back.
  if (browsing()) {
    render();
    return;
  }
  const d = decider();
  if (d.kind === "nobody" || isHuman(d.player)) {
    render();
    return;
  }
  state.timer = setTimeout(() => {
    state.timer = null;
    if (d.kind === "chance") roll();
    else askBot(d.player);
  }, state.delay);
  render();
}

function askBot(player) {
  if (!worker) {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.onmessage = onBotAnswer;
    worker.onerror = (event) => {
      showError(`the bot failed: ${event.message ?? "worker error"}`);
      worker?.terminate();
      worker = null;
      state.thinking = null;
      render();
    };
  }
  const id = ++state.requestId;
  state.thinking = { id, player };
  worker.postMessage({
    id,
    record: state.game.record(),
    options: botOptions(player, state.game.history().length),
  });
  render();
}

function onBotAnswer(event) {
  const { id, move, error } = event.data;
  if (!state.thinking || state.thinking.id !== id || browsing()) return;
  state.thinking = null;
  if (error) {
    showError(`the bot failed: ${error}`);
    render();
    return;
  }
  if (move == null) {
    render();
    return;
  }
  play(move);
}

// ---------------------------------------------------------------- the board

/** The squares a click can start from now: origin → its moves. */
function origins() {
  const map = new Map();
  for (const move of shown().moves()) {
    const parsed = parseMove(move);
    if (!parsed) continue;
    if (!map.has(parsed.from)) map.set(parsed.from, []);
    map.get(parsed.from).push(move);
  }
  return map;
}

/** The square name a click on `square` (a data-square value) starts from, if any. */
function originOf(square) {
  const house = /^h-(\w+)$/.exec(square);
  if (house) return house[1] === colourToMove() ? "h" : null;
  return square;
}

/** The data-square names to mark as targets now. */
function targets() {
  if (state.pending) {
    return new Set(state.pending.moves.map((m) => parseMove(m).place));
  }
  if (state.selected) {
    return new Set(state.selected.moves.map((m) => parseMove(m).to));
  }
  return new Set();
}

/** The data-square of a move origin ("h" → the house of the colour to move). */
function squareOfOrigin(from) {
  if (from === "h") {
    const colour = colourToMove();
    return colour ? `h-${colour}` : null;
  }
  return from;
}

function humanToMove() {
  const d = decider();
  return d.kind === "seat" && isHuman(d.player) && !state.thinking;
}

function onBoardClick(event) {
  const hit = event.target.closest?.("[data-square]");
  if (!hit || !el.board.contains(hit)) return;
  if (!humanToMove()) return;
  const square = hit.getAttribute("data-square");

  if (state.pending) {
    const move = state.pending.moves.find((m) => parseMove(m).place === square);
    if (move) {
      play(move);
      return;
    }
    state.pending = null;
  }

  if (state.selected) {
    const moves = state.selected.moves.filter((m) => parseMove(m).to === square);
    if (moves.length > 0) {
      if (moves.length === 1 && parseMove(moves[0]).place == null) {
        play(moves[0]);
      } else {
        // A move onto a barricade: now choose where the barricade goes.
        state.pending = { from: state.selected.from, to: square, moves };
        render();
      }
      return;
    }
    const again = originOf(square) === state.selected.from;
    state.selected = null;
    if (again) {
      render();
      return;
    }
  }

  const from = originOf(square);
  const moves = from == null ? undefined : origins().get(from);
  state.selected = moves ? { from, moves } : null;
  render();
}

/** Marks the squares of the board SVG: targets, selection, pending, last move; draws the highlights. */
function decorateBoard() {
  const svg = el.board.querySelector("svg");
  if (!svg) return;
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "img");
  const marks = targets();
  const selected = state.selected ? squareOfOrigin(state.selected.from) : null;
  const pendingTo = state.pending?.to ?? null;
  const last = lastMoveSquares();
  const overlay = document.createElementNS("http://www.w3.org/2000/svg", "g");
  overlay.setAttribute("class", "ludeme-overlay");
  overlay.setAttribute("pointer-events", "none");
  // Destinations that take something (Surakarta's "x"): a ring, not a dot.
  const captures = new Set(
    (state.selected && !state.pending ? state.selected.moves : [])
      .filter((m) => /^[^-x]+x/.test(m))
      .map((m) => parseMove(m).to),
  );
  const squares = svg.querySelectorAll("[data-square]");
  const clickable = humanToMove() ? origins() : new Map();
  for (const node of squares) {
    const name = node.getAttribute("data-square");
    const isTarget = marks.has(name);
    if (isTarget) node.setAttribute("data-target", "true");
    else node.removeAttribute("data-target");
    node.toggleAttribute("data-selected", name === selected || name === pendingTo);
    node.toggleAttribute("data-last", last.has(name));
    const from = originOf(name);
    node.toggleAttribute("data-movable", from != null && clickable.has(from));
    if (isTarget || name === selected || name === pendingTo || last.has(name)) {
      const box = safeBox(node);
      if (!box) continue;
      if (name === selected || name === pendingTo) overlay.append(ring(box, "ludeme-selected"));
      else if (last.has(name)) overlay.append(ring(box, "ludeme-last"));
      if (isTarget && state.pending) overlay.append(dot(box, "ludeme-place"));
      else if (isTarget && captures.has(name)) overlay.append(circleRing(box, "ludeme-capture"));
      else if (isTarget) overlay.append(dot(box, "ludeme-target"));
    }
  }
  svg.append(overlay);
}

function safeBox(node) {
  try {
    const box = node.getBBox();
    return box.width > 0 || box.height > 0 ? box : null;
  } catch {
    return null;
  }
}

function ring(box, cls) {
  const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  const pad = 1;
  r.setAttribute("x", box.x + pad);
  r.setAttribute("y", box.y + pad);
  r.setAttribute("width", Math.max(0, box.width - 2 * pad));
  r.setAttribute("height", Math.max(0, box.height - 2 * pad));
  r.setAttribute("rx", Math.min(box.width, box.height) / 6);
  r.setAttribute("class", cls);
  return r;
}

/** A circle centred on `box`: `share` of its smaller side as radius, at least `least`. */
function centredCircle(box, cls, share, least) {
  const c = document.createElementNS("http://www.w3.org/2000/svg", "circle");
  c.setAttribute("cx", box.x + box.width / 2);
  c.setAttribute("cy", box.y + box.height / 2);
  c.setAttribute("r", Math.max(least, Math.min(box.width, box.height) * share));
  c.setAttribute("class", cls);
  return c;
}

const circleRing = (box, cls) => centredCircle(box, cls, 0.44, 6);
const dot = (box, cls) => centredCircle(box, cls, 0.22, 4);

/** The squares of the last move (not a roll), for a soft highlight. */
function lastMoveSquares() {
  const history = shown().history();
  for (let i = history.length - 1; i >= 0; i--) {
    if (history[i].startsWith("roll")) continue;
    const parsed = parseMove(history[i]);
    if (!parsed) return new Set();
    const squares = new Set([parsed.to]);
    if (parsed.from !== "h") squares.add(parsed.from);
    if (parsed.place) squares.add(parsed.place);
    return squares;
  }
  return new Set();
}

// ---------------------------------------------------------------- render

function statusText() {
  const outcome = shown().outcome();
  if (outcome) return outcome.text;
  const d = decider();
  if (d.kind === "nobody") return "the game is over";
  const colour = colourToMove();
  let text;
  if (d.kind === "chance") {
    text = `${colour ?? "chance"} to roll`;
  } else {
    const who = colour ?? d.name;
    const die = dieValue();
    text = die != null ? `${who} to move, die ${die}` : `${who} to move`;
  }
  if (d.kind === "seat" && !isHuman(d.player)) {
    text += state.thinking ? ` — ${d.player} is thinking…` : ` (${d.player})`;
  } else if (d.kind === "chance" && isHuman(d.player)) {
    text += " — click Roll";
  }
  return text;
}

function render() {
  if (!state.game) return;
  const game = shown();
  const history = state.game.history();
  const outcome = game.outcome();
  const d = decider();
  const moves = game.moves();
  const plies = history.length;
  const at = state.browse ?? plies;

  // The board.
  el.board.innerHTML = game.svg();
  decorateBoard();

  // Status: at the end, the outcome text and nothing else.
  el.status.textContent = statusText();
  el.status.classList.toggle("over", outcome != null);

  // The endgame tables' value of the position, where they hold it.
  el.tables.textContent = tablesText(game);
  el.tablesLine.hidden = el.tables.textContent === "";

  // The die.
  el.dice.hidden = !state.hasDice;
  const die = dieValue();
  el.die.textContent = die != null ? String(die) : "–";
  el.die.dataset.value = die != null ? String(die) : "";
  el.roll.disabled = !(d.kind === "chance" && isHuman(d.player));
  el.pass.disabled = !(
    d.kind === "seat" && isHuman(d.player) && !state.thinking && moves.length === 1 && moves[0] === "pass"
  );

  // The move list: each entry is the position after it (a click browses there).
  let current = null;
  const items = history.map((move, i) => {
    const li = document.createElement("li");
    li.textContent = move;
    li.dataset.ply = String(i + 1);
    li.tabIndex = 0;
    li.title = `show the position after ply ${i + 1}`;
    if (move.startsWith("roll")) li.classList.add("roll-move");
    if (browsing() && i + 1 === at) {
      li.classList.add("current");
      li.setAttribute("aria-current", "step");
      current = li;
    } else if (browsing() && i + 1 > at) {
      li.classList.add("later");
    }
    return li;
  });
  el.moves.replaceChildren(...items);
  el.moves.classList.toggle("at-start", browsing() && at === 0);
  if (current) {
    el.moves.scrollTop = current.offsetTop - el.moves.clientHeight / 2;
  } else if (!browsing()) {
    el.moves.scrollTop = el.moves.scrollHeight;
  } else {
    el.moves.scrollTop = 0;
  }

  // Browsing: the banner, the way back, the steps.
  el.browsing.hidden = !browsing();
  if (browsing()) {
    el.browsingText.textContent =
      at === 0
        ? `Browsing: the start, before ply 1 of ${plies}.`
        : `Browsing: the position after ply ${at} of ${plies} (${history[at - 1]}).`;
  }
  el.browseStart.disabled = at === 0;
  el.browseBack.disabled = at === 0;
  el.browseForward.disabled = !browsing();

  // Position.
  el.position.textContent = game.position();
  el.undo.disabled = plies === 0 || browsing();

  // State for tests and styles.
  el.app.dataset.toAct = d.kind;
  el.app.dataset.player = d.player ?? "";
  el.app.dataset.busy = String(state.thinking != null || state.timer != null);
  el.app.dataset.over = String(state.game.outcome() != null);
  el.app.dataset.browsing = String(browsing());
  el.app.dataset.ply = String(at);

  writeHash();
}

// ---------------------------------------------------------------- browsing

/** Shows the position after ply `ply` (0: the start); the last ply is the live game. */
function browseTo(ply) {
  const plies = state.game.history().length;
  const target = Math.max(0, Math.min(ply, plies));
  if (target === plies) {
    goLive();
    return;
  }
  cancelBot();
  clearSelection();
  const view = state.game.clone();
  view.undoTo(target);
  state.view?.free();
  state.view = view;
  state.browse = target;
  render();
}

/** Drops the browsed view (nothing else). */
function leaveBrowsing() {
  state.view?.free();
  state.view = null;
  state.browse = null;
}

/** Back to the game in progress; bots carry on. */
function goLive() {
  const was = browsing();
  leaveBrowsing();
  if (was) clearSelection();
  render();
  schedule();
}

/**
 * Playing from a browsed position: asks first, then drops the moves after
 * it and makes it the live game. Whether the person agreed.
 */
function continueFromBrowsed() {
  if (!browsing()) return true;
  const plies = state.game.history().length;
  const later = plies - state.browse;
  const question =
    `Play on from ${state.browse === 0 ? "the start" : `ply ${state.browse}`}? ` +
    `The ${later === 1 ? "later move" : `${later} later moves`} will be dropped.`;
  if (!window.confirm(question)) return false;
  state.game.undoTo(state.browse);
  leaveBrowsing();
  return true;
}

function playFromHere() {
  if (!browsing()) return;
  if (continueFromBrowsed()) showError("");
  clearSelection();
  render();
  schedule();
}

// ---------------------------------------------------------------- records and links

/** The game's record: the page's own games name their seats; a record read keeps its tags. */
function recordText() {
  return state.game.record(state.loaded ? undefined : { Seats: state.seats.join(", ") });
}

/** The hash of the game now (see the top of this file). */
function hashOfGame() {
  const params = new URLSearchParams({ record: recordText() });
  if (browsing()) params.set("ply", String(state.browse));
  return "#" + params.toString().replace(/%2C/g, ",").replace(/%2F/g, "/").replace(/%3A/g, ":");
}

/**
 * Browsers limit history.replaceState (Safari: 100 calls in 30 s, then it
 * throws; Chromium: 200 in 10 s): at most this many writes in this many
 * milliseconds, then one a second (bots playing each other at full speed).
 */
const HASH_BUDGET = { writes: 60, millis: 30_000, later: 1000 };
const hashWrites = [];
let hashTimer = null;

function writeHash() {
  if (hashTimer != null) return; // a write is on its way, with the game as it will be then
  const now = performance.now();
  while (hashWrites.length > 0 && now - hashWrites[0] > HASH_BUDGET.millis) hashWrites.shift();
  if (hashWrites.length >= HASH_BUDGET.writes) {
    hashTimer = setTimeout(() => {
      hashTimer = null;
      writeHash();
    }, HASH_BUDGET.later);
    return;
  }
  const hash = hashOfGame();
  if (hash !== location.hash) {
    try {
      history.replaceState(history.state, "", hash);
      hashWrites.push(now);
    } catch {
      // Refused by the browser: the next change writes it.
    }
  }
  state.hash = location.hash;
}

/** The game in the address's hash, if it holds one: true when one was read (errors shown). */
function readHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const text = params.get("record");
  if (text == null) return false;
  const ply = Number.parseInt(params.get("ply") ?? "", 10);
  try {
    loadRecord(text, Number.isFinite(ply) && ply >= 0 ? ply : null);
    showError("");
    return true;
  } catch (error) {
    showError(`the address holds no game: ${error.message}`);
    return false;
  }
}

function saveRecord() {
  const text = recordText();
  const blob = new Blob([text], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${state.name}-${state.game.history().length}-plies.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function loadRecordFromInput() {
  const text = el.recordInput.value;
  if (!text.trim()) {
    showError("paste a game record first");
    return;
  }
  try {
    loadRecord(text);
    showError("");
  } catch (error) {
    showError(error.message);
  }
}

async function loadRecordFile() {
  const file = el.recordFile.files?.[0];
  if (!file) return;
  el.recordInput.value = await file.text();
  el.recordFile.value = "";
  loadRecordFromInput();
}

async function copyLink() {
  try {
    await navigator.clipboard.writeText(location.href);
    el.copyLink.textContent = "Copied";
  } catch {
    showError(`copy this address: ${location.href}`);
  }
  setTimeout(() => (el.copyLink.textContent = "Copy link"), 1200);
}

// ---------------------------------------------------------------- start

async function main() {
  try {
    await init();
  } catch (error) {
    el.status.textContent = "The WebAssembly package failed to load.";
    showError(String(error?.message ?? error));
    return;
  }
  state.catalogue = games();
  fillGames();

  const name = state.catalogue.some((g) => g.name === params.get("game"))
    ? params.get("game")
    : state.catalogue[0].name;
  el.game.value = name;
  fillVariants(name);
  fillOptions(name);
  const variant = params.get("variant");
  if (variant && [...el.variant.options].some((o) => o.value === variant)) el.variant.value = variant;
  describeVariant();
  const seatPreset = params.get("seats")?.split(",");

  // The seats first (a game from the hash keeps them), then the game.
  state.seats = seatPreset ?? [];
  if (!readHash()) {
    const message = el.error.hidden ? "" : el.error.textContent;
    try {
      startGame(name, el.variant.value, params.get("position"), seatPreset);
    } catch (error) {
      startGame(name, el.variant.value, null, seatPreset);
      showError(error.message);
    }
    if (message) showError(message);
  }

  el.game.addEventListener("change", () => {
    fillVariants(el.game.value);
    fillOptions(el.game.value);
    describeVariant();
    newGameFromControls();
  });
  el.variant.addEventListener("change", () => {
    describeVariant();
    newGameFromControls();
  });
  el.newGame.addEventListener("click", newGameFromControls);
  el.undo.addEventListener("click", undo);
  el.board.addEventListener("click", onBoardClick);
  el.roll.addEventListener("click", () => {
    const d = decider();
    if (d.kind === "chance" && isHuman(d.player)) roll();
  });
  el.pass.addEventListener("click", () => {
    if (humanToMove() && shown().moves().includes("pass")) play("pass");
  });
  el.setPosition.addEventListener("click", setPosition);
  el.positionInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") setPosition();
  });
  el.copyPosition.addEventListener("click", copyPosition);
  el.moves.addEventListener("click", (event) => {
    const li = event.target.closest?.("li[data-ply]");
    if (li) browseTo(Number(li.dataset.ply));
  });
  el.moves.addEventListener("keydown", (event) => {
    const li = event.target.closest?.("li[data-ply]");
    if (li && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      browseTo(Number(li.dataset.ply));
    }
  });
  el.live.addEventListener("click", goLive);
  el.playFromHere.addEventListener("click", playFromHere);
  el.browseStart.addEventListener("click", () => browseTo(0));
  el.browseBack.addEventListener("click", () => browseTo((state.browse ?? state.game.history().length) - 1));
  el.browseForward.addEventListener("click", () => browsing() && browseTo(state.browse + 1));
  el.saveRecord.addEventListener("click", saveRecord);
  el.copyLink.addEventListener("click", copyLink);
  el.loadRecord.addEventListener("click", loadRecordFromInput);
  el.recordFile.addEventListener("change", loadRecordFile);
  window.addEventListener("hashchange", () => {
    // A hash of someone else's (typed or pasted into the address bar).
    if (location.hash !== state.hash && readHash()) return;
    render();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      clearSelection();
      render();
      return;
    }
    // Arrows step through the moves, unless typing or choosing.
    if (event.target.closest?.("input, textarea, select") || event.altKey || event.ctrlKey || event.metaKey) return;
    const plies = state.game.history().length;
    const at = state.browse ?? plies;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: plies }[event.key];
    if (to == null || to < 0 || (to > plies)) return;
    event.preventDefault();
    browseTo(to);
  });

  window.ludeme = {
    get game() {
      return state.game;
    },
    /** The game on the board: the browsed position's, or the live game. */
    get view() {
      return shown();
    },
    Game,
    games,
    /** The endgame tables, once loaded (null before). */
    get tables() {
      return endgame.tables;
    },
    /** A snapshot of the page's state. */
    state: () => ({
      name: state.name,
      variant: state.variant,
      start: state.start,
      seats: [...state.seats],
      selected: state.selected ? { ...state.selected } : null,
      pending: state.pending ? { ...state.pending } : null,
      thinking: state.thinking != null,
      scheduled: state.timer != null,
      colour: colourToMove(),
      decider: decider(),
      browse: state.browse,
      loaded: state.loaded,
    }),
  };
  el.app.dataset.ready = "true";
}

function setPosition() {
  const text = el.positionInput.value.trim();
  if (!text) {
    showError("paste a position first");
    return;
  }
  try {
    startGame(state.name, state.variant, text);
  } catch (error) {
    showError(error.message);
  }
}

async function copyPosition() {
  const text = shown().position();
  try {
    await navigator.clipboard.writeText(text);
    el.copyPosition.textContent = "Copied";
  } catch {
    // No clipboard (plain http): select the text for Ctrl+C.
    const range = document.createRange();
    range.selectNodeContents(el.position);
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    el.copyPosition.textContent = "Selected";
  }
  setTimeout(() => (el.copyPosition.textContent = "Copy"), 1200);
}

main();
