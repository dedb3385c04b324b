// The size of the WebAssembly module that the book gives web users
// (docs/src/javascript.md: "`ludeme_wasm_bg.wasm` is about N KB (M KB
// gzipped)") against the file `bash web/build.sh` built: each figure within
// 15 % of the real one, a KB being 1,000 bytes and gzip at its default level.
//
//   bash web/build.sh && node --test web/test/size.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WASM = path.join(ROOT, "web/dist/pkg/ludeme_wasm_bg.wasm");
const PAGE = path.join(ROOT, "docs/src/javascript.md");
const TOLERANCE = 0.15;

test("the book's size of ludeme_wasm_bg.wasm is the built file's, within 15 %", () => {
  assert.ok(fs.existsSync(WASM), `no ${WASM}: run bash web/build.sh`);
  const text = fs.readFileSync(PAGE, "utf8").replace(/\s+/g, " ");
  const said = text.match(/`ludeme_wasm_bg\.wasm` is about ([\d,]+) KB \(([\d,]+) KB gzipped\)/);
  assert.ok(said, "docs/src/javascript.md no longer says `ludeme_wasm_bg.wasm` is about N KB (M KB gzipped)");
  const bytes = fs.readFileSync(WASM);
  const real = { size: bytes.length / 1000, gzipped: zlib.gzipSync(bytes).length / 1000 };
  const book = { size: Number(said[1].replace(/,/g, "")), gzipped: Number(said[2].replace(/,/g, "")) };
  console.log(`ludeme_wasm_bg.wasm: ${real.size.toFixed(0)} KB (${real.gzipped.toFixed(0)} KB gzipped); the book says ${book.size} KB (${book.gzipped} KB gzipped)`);
  for (const key of ["size", "gzipped"]) {
    assert.ok(
      Math.abs(book[key] - real[key]) <= TOLERANCE * real[key],
      `docs/src/javascript.md says ${book[key]} KB ${key === "gzipped" ? "gzipped " : ""}for ludeme_wasm_bg.wasm, ` +
        `the built file is ${real[key].toFixed(0)} KB: more than 15 % apart, say the new figure`,
    );
  }
});
