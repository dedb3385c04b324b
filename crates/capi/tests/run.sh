#!/usr/bin/env bash
# The C API's checks: the header is current (cbindgen, when installed); the
# endgame tables of up to 4 and 5 pieces generated for the C tests (by the release
# command line); the C tests against the optimised library as install.sh
# installs it, linked through pkg-config on the shared and on the static
# library; and against the unoptimised library under valgrind (0 errors, 0
# leaks), or without it where valgrind is not installed (said so). When
# tests/data/analyse.tsv is there (at the repository's root), the optimised
# runs also check that ludeme_game_analyse gives each of its lines, and of
# analyse-tables.tsv's with the tables of up to 5 pieces (not
# under valgrind, where the unoptimised search would take long: the
# analyses of the C tests run there).
#
#   bash crates/capi/tests/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

if command -v cbindgen >/dev/null 2>&1; then
  fresh="$(mktemp)"
  (cd "$here" && cbindgen --config cbindgen.toml --quiet --output "$fresh")
  if ! diff -u "$here/include/ludeme.h" "$fresh"; then
    echo "capi: include/ludeme.h is stale: run (cd crates/capi && cbindgen --config cbindgen.toml --output include/ludeme.h)"
    exit 1
  fi
  rm -f "$fresh"
  echo "capi: the header is current"
else
  echo "capi: cbindgen is not installed: the header check is skipped"
fi

target="${CARGO_TARGET_DIR:-$root/target}"
out="$(mktemp -d)"
test_c=("$here"/tests/*.c) # ludeme_test.c (main), error_codes.c, analyse.c, tables.c
analyse_tsv=()
if [ -f "$root/tests/data/analyse.tsv" ]; then
  analyse_tsv=("$root/tests/data/analyse.tsv" "$root/tests/data/analyse-tables.tsv")
  echo "capi: the analyses of tests/data/analyse.tsv and analyse-tables.tsv are checked"
else
  echo "capi: tests/data/analyse.tsv is not there: its check is skipped"
fi
warnings=(-std=c11 -Wall -Wextra -Werror)

# The endgame tables tables.c opens, probes and consults: those of up to 4
# pieces, made by the command line as users make them (in a fraction of a
# second), beside an empty directory and a table file that is not one.
cargo build --locked --release -p ludeme-cli
export LUDEME_TEST_DIR="$out/tables-test"
mkdir -p "$LUDEME_TEST_DIR/tables" "$LUDEME_TEST_DIR/empty" "$LUDEME_TEST_DIR/damaged"
"$target/release/ludeme" tables generate surakarta --pieces 4 --dir "$LUDEME_TEST_DIR/tables" > /dev/null
"$target/release/ludeme" tables generate surakarta --pieces 5 --dir "$LUDEME_TEST_DIR/tables-5" > /dev/null
printf 'not a table\n' > "$LUDEME_TEST_DIR/damaged/surakarta-1v1.ldmt"
echo "capi: the endgame tables of up to 4 and 5 pieces generated (ludeme tables generate)"

# As users get it: installed by install.sh (into a scratch prefix), found by
# pkg-config, linked on the shared library and on the static one.
PREFIX="$out/prefix" bash "$here/install.sh" > /dev/null
export PKG_CONFIG_PATH="$out/prefix/lib/pkgconfig"
if command -v pkg-config >/dev/null 2>&1; then
  # shellcheck disable=SC2046 # pkg-config's words are separate arguments
  cc "${warnings[@]}" "${test_c[@]}" -o "$out/ludeme_test_shared" $(pkg-config --cflags --libs ludeme)
  # shellcheck disable=SC2046
  cc "${warnings[@]}" "${test_c[@]}" -o "$out/ludeme_test_static" $(pkg-config --cflags ludeme) \
    $(pkg-config --variable=static_libs ludeme)
  echo "capi: shared library (pkg-config --cflags --libs ludeme)"
  LD_LIBRARY_PATH="$out/prefix/lib" "$out/ludeme_test_shared" "${analyse_tsv[@]}"
  echo "capi: static library (pkg-config --variable=static_libs ludeme)"
  "$out/ludeme_test_static" "${analyse_tsv[@]}"
else
  echo "capi: pkg-config is not installed: the installed library is linked by hand"
  cc "${warnings[@]}" "${test_c[@]}" -o "$out/ludeme_test_shared" -I "$out/prefix/include" \
    -L "$out/prefix/lib" -lludeme -Wl,-rpath,"$out/prefix/lib"
  "$out/ludeme_test_shared" "${analyse_tsv[@]}"
fi

# Under valgrind: the unoptimised library. Memcheck reports a "conditional
# jump on an uninitialised value" inside the optimised library where LLVM
# reads an enum's unused payload bytes (Barricade's `Option<Node>` when it
# is None) ahead of the branch that makes them irrelevant: a known false
# positive of optimised code, absent from the debug build, which runs the
# same checks. The optimised library runs them too, natively.
cargo build -p ludeme-capi
cc "${warnings[@]}" -I "$here/include" "${test_c[@]}" -L "$target/debug" -lludeme \
  -Wl,-rpath,"$target/debug" -o "$out/ludeme_test"
if command -v valgrind >/dev/null 2>&1; then
  echo "capi: the unoptimised library under valgrind"
  valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
    --quiet "$out/ludeme_test"
  echo "capi: valgrind: no errors, no leaks"
else
  echo "capi: valgrind is not installed: the C tests run without it"
  "$out/ludeme_test"
fi
rm -rf "$out"
