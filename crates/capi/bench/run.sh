#!/usr/bin/env bash
# The C API's cost against the Rust calls it wraps: bench/plies.c on the
# release library and its twin examples/plies.rs, in one run, alternating.
#
#   bash crates/capi/bench/run.sh [SECONDS]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
seconds="${1:-1}"
target="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release -p ludeme-capi --example plies
out="$(mktemp -d)"
cc -std=c11 -O2 -Wall -Wextra -Werror -I "$here/include" "$here/bench/plies.c" \
  -L "$target/release" -lludeme -Wl,-rpath,"$target/release" -o "$out/plies"
"$out/plies" "$seconds"
"$target/release/examples/plies" "$seconds"
rm -rf "$out"
