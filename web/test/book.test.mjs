// Every JavaScript example of the README and the book runs in node against
// the npm package (web/dist/npm, made by `bash web/build.sh`), as a user's
// module importing "ludeme". The blocks are found by docs/code_blocks.py.
//
//   bash web/build.sh && node --test web/test/book.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKAGE = path.resolve(process.env.NPM_PACKAGE ?? path.join(ROOT, "web/dist/npm"));

// A project whose node_modules/ludeme is the package, and one module per block.
const project = fs.mkdtempSync(path.join(os.tmpdir(), "ludeme-book-"));
fs.mkdirSync(path.join(project, "node_modules"));
fs.symlinkSync(PACKAGE, path.join(project, "node_modules", "ludeme"), "dir");
// The endgame tables the examples read from `tables/`: the page's (web/dist/tables).
fs.cpSync(path.join(ROOT, "web/dist/tables"), path.join(project, "tables"), { recursive: true });
const listed = execFileSync("python3", [path.join(ROOT, "docs/code_blocks.py"), "js", project], {
  encoding: "utf8",
});
const modules = listed.split("\n").filter((line) => line.endsWith(".mjs"));

test("the book has JavaScript examples", () => {
  assert.ok(fs.existsSync(path.join(PACKAGE, "package.json")), `no npm package at ${PACKAGE}: run bash web/build.sh`);
  assert.ok(modules.some((file) => file.includes("docs_src_javascript_")), listed);
});

for (const file of modules) {
  test(`example ${path.basename(file)} runs`, () => {
    try {
      execFileSync(process.execPath, [file], { cwd: project, encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      assert.fail(`${path.basename(file)}: ${(error.stderr || error.message).trim().split("\n").slice(0, 8).join("\n")}`);
    }
  });
}
