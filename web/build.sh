#!/usr/bin/env bash
# Builds the web page into web/dist/: index.html, its scripts, and pkg/ (the
# ludeme-wasm package: ludeme_wasm.js, ludeme_wasm_bg.wasm, .d.ts); and the
# npm package `ludeme` into web/dist/npm/ (web/npm/build.sh; then
# `cd web/dist/npm && npm pack` makes the tarball).
# Installs what it needs: the wasm32 target, and the wasm-bindgen CLI of
# exactly the version in Cargo.lock (unless the PATH has it) into Cargo's
# bin folder, where it is run by its path.
#
#   bash web/build.sh && python3 -m http.server -d web/dist
set -euo pipefail
cd "$(dirname "$0")/.."

echo "rustup target add wasm32-unknown-unknown (the WebAssembly target; nothing to do if it is installed)"
rustup target add wasm32-unknown-unknown

metadata=$(cargo metadata --format-version 1 --locked)
version=$(python3 -c '
import json, sys
print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "wasm-bindgen"))' <<<"$metadata")
# Where Cargo builds (CARGO_TARGET_DIR or the workspace's target/).
target_dir=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])' <<<"$metadata")
# The wasm-bindgen CLI of that version: the one on the PATH if it is that
# version, else the one in Cargo's bin folder (installed there if missing),
# run by its path: that folder need not be on the PATH (with a CARGO_HOME
# of one's own, say).
is_wanted() { [ "$("$1" --version 2>/dev/null)" = "wasm-bindgen $version" ]; }
wasm_bindgen=wasm-bindgen
if ! is_wanted "$wasm_bindgen"; then
  install_root="${CARGO_INSTALL_ROOT:-${CARGO_HOME:-$HOME/.cargo}}"
  wasm_bindgen="$install_root/bin/wasm-bindgen"
  if ! is_wanted "$wasm_bindgen"; then
    echo "cargo install wasm-bindgen-cli $version into $install_root"
    cargo install wasm-bindgen-cli --version "=$version" --locked --root "$install_root"
  fi
  if ! is_wanted "$wasm_bindgen"; then
    echo "$wasm_bindgen is not wasm-bindgen $version after cargo install" >&2
    exit 1
  fi
fi

cargo build --locked -p ludeme-wasm --target wasm32-unknown-unknown --profile wasm
rm -rf web/dist
mkdir -p web/dist
"$wasm_bindgen" --target web --out-dir web/dist/pkg \
  "$target_dir/wasm32-unknown-unknown/wasm/ludeme_wasm.wasm"
cp web/src/* web/dist/
# The endgame tables the page fetches when a game with tables is shown: every
# file of up to 5 pieces (about 4 MB), and their list.
cargo run --locked -q -p ludeme-cli -- tables generate surakarta --pieces 5 --dir web/dist/tables > /dev/null
python3 -c '
import json, os, sys
names = sorted(n for n in os.listdir(sys.argv[1]) if n.endswith(".ldmt"))
json.dump(names, open(os.path.join(sys.argv[1], "index.json"), "w"))' web/dist/tables
bash web/npm/build.sh web/dist/pkg web/dist/npm
echo "web/dist is ready: python3 -m http.server -d web/dist"
