#!/usr/bin/env bash
# Builds the npm package `ludeme` from the wasm-bindgen output (--target web)
# into a directory ready for `npm pack` or `npm publish`:
#
#   bash web/npm/build.sh [PKG [OUT]]    # defaults: web/dist/pkg web/dist/npm
#   (cd web/dist/npm && npm pack)        # writes ludeme-VERSION.tgz
#
# web/build.sh runs it. The package: the browser/bundler entry ludeme_wasm.js
# (the `default` export condition), the node entry node.js (the `node`
# condition: the wasm instantiated synchronously on import), their types,
# README.md and the licenses. Version, license and repository (if any) come from the
# workspace (`cargo metadata`), the rest from package.template.json.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
pkg="$(realpath "${1:-$root/web/dist/pkg}")"
out="${2:-$root/web/dist/npm}"

for file in ludeme_wasm.js ludeme_wasm.d.ts ludeme_wasm_bg.wasm ludeme_wasm_bg.wasm.d.ts; do
  [ -f "$pkg/$file" ] || { echo "web/npm/build.sh: $pkg/$file is missing: run bash web/build.sh" >&2; exit 1; }
done

rm -rf "$out"
mkdir -p "$out"
cp "$pkg"/ludeme_wasm.js "$pkg"/ludeme_wasm.d.ts "$pkg"/ludeme_wasm_bg.wasm "$pkg"/ludeme_wasm_bg.wasm.d.ts "$out"/
cp "$here"/node.js "$here"/node.d.ts "$here"/README.md "$out"/
cp "$root"/LICENSE-MIT "$root"/LICENSE-APACHE "$out"/

(cd "$root" && cargo metadata --no-deps --format-version 1) | python3 -c '
import json, sys
template, out = sys.argv[1], sys.argv[2]
wasm = next(p for p in json.load(sys.stdin)["packages"] if p["name"] == "ludeme-wasm")
rest = json.load(open(template))
package = {
    "name": rest.pop("name"),
    "version": wasm["version"],
    "description": rest.pop("description"),
    "license": wasm["license"],
    **rest,
}
# The address of the repository, its home page and issues, once the workspace
# names one (it names none while the project owns no public address).
if wasm.get("repository"):
    package["repository"] = {"type": "git", "url": "git+" + wasm["repository"] + ".git", "directory": "web/npm"}
    package["homepage"] = wasm["repository"] + "#readme"
    package["bugs"] = {"url": wasm["repository"] + "/issues"}
with open(out, "w") as f:
    json.dump(package, f, indent=2)
    f.write("\n")
print(out + ": " + package["name"] + " " + package["version"])
' "$here/package.template.json" "$out/package.json"
