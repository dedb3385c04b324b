#!/usr/bin/env bash
# The book as CI checks it: built by mdBook (installed when missing), its
# links and the README's checked (and every absolute link of the book, the
# Markdown files and the doc comments against docs/check_links.py's list of
# hosts the docs may cite), every page included in the facade's
# doctests (so every Rust example runs under `cargo test`), and every C
# example compiled against libludeme and run (under valgrind when it is
# installed, on the unoptimised library). The Python examples run in the pytest suite
# (crates/python/tests/test_book.py), the JavaScript ones in node
# (web/test/book.test.mjs).
#
#   bash docs/check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# mdBook's one version: installed when missing, and the one the book's
# contributing page tells a contributor to install.
mdbook_version=0.5.4
if ! grep -qF "cargo install --locked mdbook --version $mdbook_version" docs/src/contributing.md; then
  echo "docs/check.sh: docs/src/contributing.md does not install mdbook $mdbook_version" >&2
  exit 1
fi
if ! command -v mdbook >/dev/null 2>&1; then
  cargo install --locked mdbook --version "$mdbook_version"
fi
# No merge left half done: a conflict marker at the start of a line of any
# tracked file (a stale one once stood in the Python page).
if git grep -nE '^(<{7}|>{7}|={7})( |$)' -- . ':!docs/check.sh'; then
  echo "docs/check.sh: conflict markers (above)" >&2
  exit 1
fi

mdbook build docs
python3 docs/check_links.py docs/book

# Every page of the book is a doctest module of the facade.
for page in docs/src/*.md; do
  [ "$(basename "$page")" = SUMMARY.md ] && continue
  if ! grep -qF "include_str!(\"../$page\")" src/lib.rs; then
    echo "docs/check.sh: $page is not included in src/lib.rs's book module: its Rust examples would not run" >&2
    exit 1
  fi
done

# "Writing a game" shows Breakthrough's crate whole: the page's first Rust
# block, but for its hidden lines, is crates/breakthrough/src/lib.rs but for
# the crate's documentation and attributes.
python3 - <<'CHECK'
import pathlib, re
page = pathlib.Path("docs/src/writing-a-game.md").read_text(encoding="utf-8")
block = re.search(r"^```rust\n(.*?)^```$", page, re.S | re.M).group(1)
shown = [line for line in block.split("\n") if not line.startswith("# ")]
source = pathlib.Path("crates/breakthrough/src/lib.rs").read_text(encoding="utf-8").split("\n")
code = [line for line in source if not line.startswith(("//!", "#!["))]
while code and not code[0].strip():
    code.pop(0)
if "\n".join(shown).strip() != "\n".join(code).strip():
    raise SystemExit("docs/check.sh: docs/src/writing-a-game.md does not show crates/breakthrough/src/lib.rs as it is")
print("book: Breakthrough's crate shown as it is")
CHECK

# The C examples, each a whole program, against the unoptimised library (as
# the C tests run under valgrind: crates/capi/tests/run.sh says why).
cargo build -p ludeme-capi
target_dir=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
count=0
for example in $(python3 docs/code_blocks.py c "$work"); do
  program="${example%.c}"
  cc -std=c11 -Wall -Wextra -Werror "$example" -I crates/capi/include \
    -L "$target_dir/debug" -lludeme -Wl,-rpath,"$target_dir/debug" -o "$program"
  if command -v valgrind >/dev/null 2>&1; then
    valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
      "$program" > "$program.out"
  else
    "$program" > "$program.out"
  fi
  echo "C example $(basename "$example"): ran ($(wc -l < "$program.out") lines of output)"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "docs/check.sh: no C example found" >&2; exit 1; }
echo "book: built, links checked, $count C examples run"
