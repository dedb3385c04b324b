// The ludeme page: a game of Barca, Barricade or Surakarta on the ludeme-wasm
// package. No framework: one state object, one render function.
//
// Page contract (tests and scripts rely on it; see the design notes):
// data-square on every square, point, node and house of the board (drawn by
// the engine's SVG); data-target="true" on the legal destinations of the
// selected piece; data-testid = game, variant, seat-N, new-game, undo, board,
// status, moves, position, position-input, set-position, roll, die, pass,
// error.
//
// URL parameters (all optional): game, variant, position, seats (comma
// separated, e.g. "human,mcts:200"), delay (milliseconds before a bot's move
// or roll), seed (the bots' seed).
//
// For tests and the console: window.ludeme = { game, Game, games, state() }.

import init, { Game, games } from "./pkg/ludeme_wasm.js";

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
};

const params = new URLSearchParams(location.search);

const state = {
  /** games(): [{ name, variants: [{ name, description }] }] */
  catalogue: [],
  name: null,
  variant: null,
  /** The start position text, or null for the game's own start. */
  start: null,
  /** The Game in play. */
  game: null,
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

// ---------------------------------------------------------------- helpers

/** The origin and destination of a move's text: "e2-e5", "b2xc5", "h-f1", "d3-e3/f5". */
function parseMove(text) {
  const match = /^([^-x/\s]+)[-x]([^-x/\s]+)(?:\/(\S+))?$/.exec(text);
  if (!match) return null;
  return { from: match[1], to: match[2], place: match[3] ?? null };
}

/** The fields of position text. */
function positionFields() {
  return state.game.position().trim().split(/\s+/);
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
  for (let seat = 0; seat < state.game.seatCount(); seat++) {
    if (state.game.seatName(seat).split("+").includes(colour)) return seat;
  }
  return null;
}

/**
 * Who decides now: { kind: "seat", seat, player } for a seat,
 * { kind: "chance", seat, player } for a roll (the seat whose colour rolls,
 * or null), or { kind: "nobody" }.
 */
function decider() {
  const toAct = state.game.toAct();
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
  cancelBot();
  const old = state.game;
  state.game = game;
  old?.free();
  state.name = name;
  state.variant = variant;
  state.start = position;
  state.selected = null;
  state.pending = null;
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

/** Plays a move text; on refusal shows the engine's message and changes nothing. */
function play(text) {
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
  const outcomes = state.game.chanceOutcomes();
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
    name: state.name,
    variant: state.variant,
    position: state.start,
    history: state.game.history(),
    options: botOptions(player, state.game.history().length),
  });
  render();
}

function onBotAnswer(event) {
  const { id, move, error } = event.data;
  if (!state.thinking || state.thinking.id !== id) return;
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
  for (const move of state.game.moves()) {
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
  const history = state.game.history();
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
  const outcome = state.game.outcome();
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
  const game = state.game;
  if (!game) return;
  const history = game.history();
  const outcome = game.outcome();
  const d = decider();
  const moves = game.moves();

  // The board.
  el.board.innerHTML = game.svg();
  decorateBoard();

  // Status: at the end, the outcome text and nothing else.
  el.status.textContent = statusText();
  el.status.classList.toggle("over", outcome != null);

  // The die.
  el.dice.hidden = !state.hasDice;
  const die = dieValue();
  el.die.textContent = die != null ? String(die) : "–";
  el.die.dataset.value = die != null ? String(die) : "";
  el.roll.disabled = !(d.kind === "chance" && isHuman(d.player));
  el.pass.disabled = !(
    d.kind === "seat" && isHuman(d.player) && !state.thinking && moves.length === 1 && moves[0] === "pass"
  );

  // The move list.
  const items = history.map((move, ply) => {
    const li = document.createElement("li");
    li.textContent = move;
    li.dataset.ply = String(ply);
    if (move.startsWith("roll")) li.className = "roll-move";
    return li;
  });
  el.moves.replaceChildren(...items);
  el.moves.scrollTop = el.moves.scrollHeight;

  // Position.
  el.position.textContent = game.position();
  el.undo.disabled = history.length === 0;

  // State for tests and styles.
  el.app.dataset.toAct = d.kind;
  el.app.dataset.player = d.player ?? "";
  el.app.dataset.busy = String(state.thinking != null || state.timer != null);
  el.app.dataset.over = String(outcome != null);
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

  try {
    startGame(name, el.variant.value, params.get("position"), seatPreset);
  } catch (error) {
    startGame(name, el.variant.value, null, seatPreset);
    showError(error.message);
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
    if (humanToMove() && state.game.moves().includes("pass")) play("pass");
  });
  el.setPosition.addEventListener("click", setPosition);
  el.positionInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") setPosition();
  });
  el.copyPosition.addEventListener("click", copyPosition);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      clearSelection();
      render();
    }
  });

  window.ludeme = {
    get game() {
      return state.game;
    },
    Game,
    games,
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
  const text = state.game.position();
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
