#!/usr/bin/env bash
# Builds the web page into web/dist/: index.html, its scripts, and pkg/ (the
# ludeme-wasm package: ludeme_wasm.js, ludeme_wasm_bg.wasm, .d.ts); and the
# npm package `ludeme` into web/dist/npm/ (web/npm/build.sh; then
# `cd web/dist/npm && npm pack` makes the tarball).
# Installs what it needs: the wasm32 target, and the wasm-bindgen CLI of
# exactly the version in Cargo.lock.
#
#   bash web/build.sh && python3 -m http.server -d web/dist
set -euo pipefail
cd "$(dirname "$0")/.."

rustup target add wasm32-unknown-unknown

metadata=$(cargo metadata --format-version 1 --locked)
version=$(python3 -c '
import json, sys
print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "wasm-bindgen"))' <<<"$metadata")
# Where Cargo builds (CARGO_TARGET_DIR or the workspace's target/).
target_dir=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])' <<<"$metadata")
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
  cargo install wasm-bindgen-cli --version "=$version" --locked
fi

cargo build --locked -p ludeme-wasm --target wasm32-unknown-unknown --profile wasm
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --out-dir web/dist/pkg \
  "$target_dir/wasm32-unknown-unknown/wasm/ludeme_wasm.wasm"
cp web/src/* web/dist/
bash web/npm/build.sh web/dist/pkg web/dist/npm
echo "web/dist is ready: python3 -m http.server -d web/dist"
