// The npm package `ludeme` (web/dist/npm, made by `bash web/build.sh`) as a
// new user gets it: `npm pack`, then `npm install` of the tarball into fresh
// projects in a temporary directory.
//   - the tarball: exactly the package's files; package.json's fields.
//   - node: `import { Game } from "ludeme"` without init (offline install),
//     the spec's perft numbers, a legal and an illegal move, games(), and the
//     browser-style `await init()`.
//   - TypeScript (tsc, from the registry): the types of both entries, as
//     moduleResolution "bundler" and "node16" pick them.
//   - Vite (from the registry): `vite build` of a page that imports the
//     package, served and opened in Debian's chromium (playwright-core), and
//     the same page under `vite` (the dev server): the page plays a move and
//     shows what the node API gives for the same move, without errors.
// Builds nothing Rust; needs the npm registry for vite and typescript.
//
//   bash web/build.sh && (cd web && npm ci && node --test test/npm.test.mjs)
//   NPM_PACKAGE=/other/dir node --test test/npm.test.mjs   (another package directory)
//   KEEP=1 ...                                             (keep the temporary projects)
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE = path.resolve(process.env.NPM_PACKAGE ?? path.join(ROOT, "web/dist/npm"));
/** Pinned versions of what the test projects install from the registry. */
const VITE = "8.3.8";
const TYPESCRIPT = "5.9.3";
/** The files the tarball must hold, and no others. */
const FILES = [
  "LICENSE-APACHE",
  "LICENSE-MIT",
  "README.md",
  "ludeme_wasm.d.ts",
  "ludeme_wasm.js",
  "ludeme_wasm_bg.wasm",
  "ludeme_wasm_bg.wasm.d.ts",
  "node.d.ts",
  "node.js",
  "package.json",
];
/** The spec's perft numbers from the start (../shared/spec/). */
const PERFT = [
  ["surakarta", undefined, [16, 256, 5382, 111122]],
  ["surakarta", "orthogonal", [6, 36, 402, 4460]],
  ["barca", undefined, [38, 1404, 66286]],
];
const NPM_FLAGS = ["--no-audit", "--no-fund", "--loglevel=error"];

let tmp;
let tarball;

/** Runs a command; on failure, throws one line: what failed and the last line it printed. */
function run(what, command, args, cwd, options = {}) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 << 20,
      ...options,
    });
  } catch (e) {
    const said = `${e.stderr ?? ""}\n${e.stdout ?? ""}`
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("at "));
    const reason = said.find((line) => /^(\w*Error( \[\w+\])?:|npm (error|ERR!))/.test(line)) ?? said.at(-1) ?? e.message;
    throw new Error(`${what} failed (${e.status ?? e.code ?? e.signal}): ${reason}`);
  }
}

/** Fails with one line, `message: got ACTUAL`, unless actual deep-equals expected. */
function same(actual, expected, message) {
  if (!isDeepStrictEqual(actual, expected)) {
    const got = JSON.stringify(actual) ?? String(actual);
    assert.fail(`${message}: got ${got.length > 300 ? `${got.slice(0, 300)}…` : got}`);
  }
}

/** A fresh project directory under the temporary directory, with `files` written into it. */
function project(name, files) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

before(() => {
  assert.ok(
    fs.existsSync(path.join(PACKAGE, "package.json")),
    `${PACKAGE} has no package.json: run \`bash web/build.sh\` first`,
  );
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ludeme-npm-"));
  const packed = JSON.parse(run("npm pack", "npm", ["pack", "--json", "--pack-destination", tmp], PACKAGE));
  tarball = path.join(tmp, packed[0].filename);
  assert.ok(fs.existsSync(tarball), `npm pack wrote no ${tarball}`);
});

after(() => {
  if (tmp && !process.env.KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`kept ${tmp}`);
});

// ------------------------------------------------------------ the tarball

test("package.json: name, the workspace's version, exports for node, types and browsers", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE, "package.json"), "utf8"));
  const metadata = JSON.parse(run("cargo metadata", "cargo", ["metadata", "--no-deps", "--format-version", "1"], ROOT));
  const wasm = metadata.packages.find((p) => p.name === "ludeme-wasm");
  same(pkg.name, "ludeme", "package.json: name is not ludeme");
  same(pkg.version, wasm.version, "package.json: version is not the workspace's");
  same(pkg.type, "module", 'package.json: type is not "module"');
  same(pkg.license, "MIT OR Apache-2.0", "package.json: license");
  // The repository's address only when the workspace names one: no link to
  // an address the project does not own.
  same(pkg.repository?.url, wasm.repository ? `git+${wasm.repository}.git` : undefined, "package.json: repository");
  assert.ok(pkg.description?.length > 20, "package.json: no description");
  assert.ok(pkg.keywords?.includes("wasm"), "package.json: keywords");
  assert.ok(Array.isArray(pkg.sideEffects) || pkg.sideEffects === false, "package.json: sideEffects");
  same(pkg.types, "./ludeme_wasm.d.ts", "package.json: types");
  const main = pkg.exports?.["."];
  same(
    main,
    {
      node: { types: "./node.d.ts", default: "./node.js" },
      types: "./ludeme_wasm.d.ts",
      default: "./ludeme_wasm.js",
    },
    'package.json: exports["."] is not node (types, default), types, default',
  );
  for (const file of pkg.files) assert.ok(fs.existsSync(path.join(PACKAGE, file)), `package.json: files lists missing ${file}`);
});

test("npm pack --dry-run: exactly the package's files", () => {
  const [dry] = JSON.parse(run("npm pack --dry-run", "npm", ["pack", "--dry-run", "--json"], PACKAGE));
  const files = dry.files.map((f) => f.path);
  const missing = FILES.filter((f) => !files.includes(f));
  const extra = files.filter((f) => !FILES.includes(f));
  assert.ok(missing.length === 0 && extra.length === 0, `the tarball lacks [${missing.join(", ")}], has extra [${extra.join(", ")}]`);
  const wasm = dry.files.find((f) => f.path === "ludeme_wasm_bg.wasm");
  assert.ok(wasm.size > 100_000, `ludeme_wasm_bg.wasm is only ${wasm.size} bytes`);
  same(dry.entryCount, FILES.length, "npm pack --dry-run: entry count");
  console.log(`${dry.filename}: ${dry.size} bytes packed, ${dry.unpackedSize} unpacked, ${dry.entryCount} files`);
});

// ------------------------------------------------------------------- node

const NODE_CHECK = `
import { readFileSync } from "node:fs";
import { Game, games, initSync } from "ludeme";

const out = { resolved: import.meta.resolve("ludeme"), initSync: typeof initSync };
// No init(): the node entry is ready on import.
out.games = games().map((g) => g.name);
out.variants = games().map((g) => g.variants.map((v) => v.name));
out.perft = JSON.parse(process.argv[2]).map(([name, variant, counts]) => {
  const g = new Game(name, variant);
  return counts.map((_, i) => g.perft(i + 1));
});
const g = new Game("surakarta");
out.before = g.position();
out.move = g.moves()[0];
g.play(out.move);
out.after = g.position();
out.history = g.history();
out.movesAfter = g.moves().length;
out.illegal = [];
for (const text of ["b2-b4", "a1-a2", "zz"]) {
  const position = g.position();
  const moves = g.moves().join(" ");
  try {
    g.play(text);
    out.illegal.push({ text, threw: false });
  } catch (e) {
    out.illegal.push({
      text,
      threw: true,
      isError: e instanceof Error,
      message: e.message,
      unchanged: g.position() === position && g.moves().join(" ") === moves && g.history().length === 1,
    });
  }
}
try { new Game("chess"); out.unknownGame = "no error"; } catch (e) { out.unknownGame = e.message; }
// The README's old node form still works (the argument is ignored).
const wasm = readFileSync(new URL("ludeme_wasm_bg.wasm", import.meta.resolve("ludeme/package.json")));
out.initWithBytes = typeof (await (await import("ludeme")).default({ module_or_path: wasm }));
out.afterInit = new Game("barca").perft(1);
console.log(JSON.stringify(out));
`;

// Code written for the browser, unchanged.
const NODE_BROWSER_STYLE = `
import init, { Game, games } from "ludeme";
const output = await init();
const g = new Game("barricade", "pairs");
console.log(JSON.stringify({
  init: typeof init,
  memory: output.memory instanceof WebAssembly.Memory,
  toAct: g.toAct(),
  games: games().length,
}));
`;

let nodeDir;

test("node: npm install of the tarball offline; the API works without init()", () => {
  nodeDir = project("node-app", {
    "package.json": JSON.stringify({ name: "node-app", private: true, type: "module" }, null, 2),
    "check.mjs": NODE_CHECK,
    "browser-style.mjs": NODE_BROWSER_STYLE,
  });
  run("npm install (offline) of the tarball", "npm", ["install", "--offline", ...NPM_FLAGS, tarball], nodeDir);
  const out = JSON.parse(run("node check.mjs", process.execPath, ["check.mjs", JSON.stringify(PERFT)], nodeDir));
  assert.ok(out.resolved.endsWith("/node_modules/ludeme/node.js"), `"ludeme" resolves to ${out.resolved}, not node.js`);
  same(out.initSync, "function", "initSync is not exported");
  same(out.games, ["barca", "barricade", "breakthrough", "othello", "surakarta"], "games() does not list every game");
  assert.ok(out.variants.every((v) => v.length > 0), "a game without variants");
  PERFT.forEach(([name, variant, counts], i) =>
    same(out.perft[i], counts, `perft of ${name} ${variant ?? ""} is not the spec's`),
  );
  same(out.before, "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w", "Surakarta's start position");
  assert.notEqual(out.after, out.before, `playing ${out.move} left the position unchanged`);
  same(out.history, [out.move], "history after one move");
  assert.ok(out.movesAfter > 0, "no moves for Black after one move");
  for (const r of out.illegal) {
    assert.ok(r.threw, `play("${r.text}") did not throw`);
    assert.ok(r.isError, `play("${r.text}") threw no Error`);
    assert.match(r.message, /^(illegal move|not a move)/, `play("${r.text}") threw "${r.message}"`);
    assert.ok(r.unchanged, `play("${r.text}") changed the game`);
  }
  assert.match(out.unknownGame, /^unknown game "chess"/, `new Game("chess"): ${out.unknownGame}`);
  same(out.initWithBytes, "object", "init({ module_or_path }) did not resolve to the module");
  same(out.afterInit, 38, "Barca perft 1 after init()");
});

test("node: the browser-style `import init ...; await init()` runs unchanged", () => {
  assert.ok(nodeDir, "the node project was not made");
  const out = JSON.parse(run("node browser-style.mjs", process.execPath, ["browser-style.mjs"], nodeDir));
  same(
    out,
    { init: "function", memory: true, toAct: { kind: "chance" }, games: 5 },
    `browser-style script in node: ${JSON.stringify(out)}`,
  );
});

// ------------------------------------------------- TypeScript and Vite (registry)

const TS_CHECK = `
import init, { Game, games, type GameInfo, type InitOutput } from "ludeme";
const output: InitOutput = await init();
const list: GameInfo[] = games();
const g: Game = new Game("surakarta", undefined, undefined);
const moves: string[] = g.moves();
g.play(moves[0]);
const nodes: number = g.perft(2);
const undone: string | null = g.undo();
// The types are real, not any:
// @ts-expect-error play takes move text
g.play(3);
// @ts-expect-error a game needs a name
new Game();
// @ts-expect-error position() is text
const wrong: number = g.position();
export { output, list, nodes, undone, wrong };
`;
const tsconfig = (options) =>
  JSON.stringify({
    compilerOptions: { target: "es2022", strict: true, noEmit: true, types: [], ...options },
    files: ["check.ts"],
  });

// The page: plays Surakarta's first legal move and shows the result; any
// failure goes to data-testid="error". Top-level await, as the contract's code.
const INDEX_HTML = `<!doctype html>
<html>
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>ludeme from npm</title></head>
<body>
<pre data-testid="before"></pre><pre data-testid="move"></pre><pre data-testid="after"></pre>
<pre data-testid="moves"></pre><pre data-testid="illegal"></pre><pre data-testid="error"></pre>
<script type="module" src="/main.js"></script>
</body>
</html>
`;
const MAIN_JS = `import init, { Game } from "ludeme";

const show = (id, text) => (document.querySelector(\`[data-testid=\${id}]\`).textContent = String(text));
try {
  await init();
  const g = new Game("surakarta");
  show("before", g.position());
  const move = g.moves()[0];
  g.play(move);
  show("move", move);
  show("after", g.position());
  show("moves", g.moves().length);
  try {
    g.play("a1-a2");
    show("illegal", "no error");
  } catch (e) {
    show("illegal", e.message);
  }
  document.body.dataset.state = "done";
} catch (e) {
  show("error", e?.stack ?? e);
  document.body.dataset.state = "error";
}
`;

let viteDir;
let browser;

async function launch() {
  browser ??= await chromium.launch({
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
  return browser;
}

after(async () => {
  await browser?.close();
});

/** What the node entry of the package gives for the page's move. */
async function expected() {
  const { Game } = await import(pathToFileURL(path.join(PACKAGE, "node.js")));
  const g = new Game("surakarta");
  const before = g.position();
  const move = g.moves()[0];
  g.play(move);
  return { before, move, after: g.position(), moves: String(g.moves().length) };
}

/** Opens `url` in chromium, waits for the page to finish, fails on any console error, page error or failed request. */
async function checkPage(url, label) {
  const context = await (await launch()).newContext();
  const page = await context.newPage();
  const problems = [];
  const wasm = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    if (new URL(r.url()).pathname.endsWith(".wasm")) wasm.push(r.headers()["content-type"]);
  });
  try {
    await page.goto(url);
    await page.waitForSelector("body[data-state]", { timeout: 30_000 }).catch(() => {
      throw new Error(`${label}: the page did not finish in 30 s (${problems[0] ?? "no error seen"})`);
    });
    const text = async (id) => (await page.textContent(`[data-testid=${id}]`)).trim();
    const error = await text("error");
    assert.ok(error === "", `${label}: the page failed: ${error.split("\n")[0]}`);
    assert.ok(problems.length === 0, `${label}: ${problems[0]}`);
    same(wasm, ["application/wasm"], `${label}: the wasm was fetched ${wasm.length} times, as ${wasm}`);
    const want = await expected();
    for (const id of ["before", "move", "after", "moves"]) {
      same(await text(id), want[id], `${label}: the page's ${id} is not the node API's`);
    }
    assert.notEqual(want.after, want.before);
    assert.match(await text("illegal"), /^illegal move a1-a2: /, `${label}: an illegal move in the page`);
  } finally {
    await context.close();
  }
}

test("vite and typescript: a fresh project installs the tarball and pinned vite, typescript", { timeout: 300_000 }, () => {
  viteDir = project("vite-app", {
    "package.json": JSON.stringify(
      {
        name: "vite-app",
        private: true,
        type: "module",
        devDependencies: { vite: VITE, typescript: TYPESCRIPT },
      },
      null,
      2,
    ),
    "index.html": INDEX_HTML,
    "main.js": MAIN_JS,
    "check.ts": TS_CHECK,
    // As bundlers resolve (the "types"/"default" conditions): the browser entry's types, checked too.
    "tsconfig.json": tsconfig({ module: "esnext", moduleResolution: "bundler", lib: ["esnext", "dom"], skipLibCheck: false }),
    // As node resolves (the "node" condition); wasm-bindgen's .d.ts names DOM
    // types (Response, WebAssembly), so without lib "dom" skipLibCheck (tsc --init's default).
    "tsconfig.node.json": tsconfig({ module: "node16", moduleResolution: "node16", lib: ["esnext"], skipLibCheck: true }),
  });
  run(`npm install of the tarball, vite@${VITE} and typescript@${TYPESCRIPT}`, "npm", ["install", ...NPM_FLAGS, tarball], viteDir, {
    timeout: 240_000,
  });
  const installed = JSON.parse(fs.readFileSync(path.join(viteDir, "node_modules/ludeme/package.json"), "utf8"));
  same(installed.name, "ludeme", "node_modules/ludeme/package.json: name");
});

test("typescript: the types of the browser entry (bundler) and the node entry (node16)", () => {
  assert.ok(viteDir, "the vite project was not made");
  const tsc = path.join(viteDir, "node_modules/typescript/bin/tsc");
  const bundler = run("tsc -p tsconfig.json (bundler)", process.execPath, [tsc, "-p", "tsconfig.json", "--listFiles"], viteDir);
  assert.match(bundler, /node_modules\/ludeme\/ludeme_wasm\.d\.ts/, "bundler resolution did not read ludeme_wasm.d.ts");
  assert.doesNotMatch(bundler, /node_modules\/ludeme\/node\.d\.ts/, "bundler resolution read the node entry's types");
  const node = run("tsc -p tsconfig.node.json (node16)", process.execPath, [tsc, "-p", "tsconfig.node.json", "--listFiles"], viteDir);
  assert.match(node, /node_modules\/ludeme\/node\.d\.ts/, "node16 resolution did not read node.d.ts");
});

test("vite build: the page plays a move in chromium, as the node API does", { timeout: 120_000 }, async () => {
  assert.ok(viteDir, "the vite project was not made");
  run("vite build", process.execPath, [path.join(viteDir, "node_modules/vite/bin/vite.js"), "build"], viteDir);
  const dist = path.join(viteDir, "dist");
  const assets = fs.readdirSync(path.join(dist, "assets"));
  const wasm = assets.filter((f) => f.endsWith(".wasm"));
  same(wasm.length, 1, `vite build emitted ${wasm.length} .wasm assets: ${assets.join(", ")}`);
  assert.ok(
    fs.readFileSync(path.join(dist, "assets", wasm[0])).equals(fs.readFileSync(path.join(PACKAGE, "ludeme_wasm_bg.wasm"))),
    "the emitted wasm is not the package's",
  );
  const server = await serve(dist);
  try {
    await checkPage(`http://127.0.0.1:${server.address().port}/`, "vite build");
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("vite dev server: the same page plays the same move", { timeout: 120_000 }, async () => {
  assert.ok(viteDir, "the vite project was not made");
  const port = await freePort();
  const dev = spawn(
    process.execPath,
    [path.join(viteDir, "node_modules/vite/bin/vite.js"), "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: viteDir, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } },
  );
  try {
    await new Promise((resolve, reject) => {
      let said = "";
      const timer = setTimeout(() => reject(new Error(`vite did not start in 30 s: ${said.trim().split("\n").at(-1)}`)), 30_000);
      const listen = (chunk) => {
        said += chunk;
        if (said.includes(`http://127.0.0.1:${port}/`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev.stdout.on("data", listen);
      dev.stderr.on("data", listen);
      dev.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`vite exited (${code}): ${said.trim().split("\n").at(-1)}`));
      });
    });
    await checkPage(`http://127.0.0.1:${port}/`, "vite dev");
  } finally {
    dev.removeAllListeners("exit");
    if (dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once("exit", resolve));
      dev.kill();
      await exited;
    }
  }
});

// ---------------------------------------------------------------- helpers

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
};

/** A static server of `dir` on a free port. */
function serve(dir) {
  return new Promise((resolve) => {
    const s = http.createServer((req, res) => {
      const url = new URL(req.url, "http://localhost");
      let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
      if (!file.startsWith(dir)) return res.writeHead(403).end();
      if (url.pathname.endsWith("/")) file = path.join(file, "index.html");
      fs.readFile(file, (error, data) => {
        if (error) return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
        res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(data);
      });
    });
    s.listen(0, "127.0.0.1", () => resolve(s));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
