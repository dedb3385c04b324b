#!/usr/bin/env bash
# The C++ example: compiled against the release library and run; then, when
# valgrind is installed, against the debug library under valgrind (0 errors,
# 0 leaks; why the debug library: see crates/capi/tests/run.sh). Fails on any
# mismatch; skipped (exit 0) without g++.
#
#   bash examples/cpp/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

if ! command -v g++ >/dev/null 2>&1; then
  echo "cpp example: g++ is not installed: skipped"
  exit 0
fi
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
compile() { # LIBRARY_DIR OUTPUT
  g++ -std=c++17 -Wall -Wextra -Werror -g -I "$root/crates/capi/include" -I "$here" \
    "$here/main.cpp" -L "$1" -lludeme -Wl,-rpath,"$1" -o "$2"
}

cargo build --release -p ludeme-capi
compile "$target/release" "$out/main_release"
"$out/main_release"

if command -v valgrind >/dev/null 2>&1; then
  cargo build -p ludeme-capi
  compile "$target/debug" "$out/main_debug"
  QUICK=1 valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --quiet "$out/main_debug" >/dev/null
  echo "cpp example: valgrind: no errors, no leaks"
else
  echo "cpp example: valgrind is not installed: run without it"
fi
