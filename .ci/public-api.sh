#!/usr/bin/env bash
# The public API of every library crate of the workspace, as `cargo
# public-api` lists it (from nightly rustdoc JSON, every feature on, blanket
# and auto-trait impls left out), against the files in public-api/ (one per
# crate): a change of the code's public API fails until its file says the
# same; and every commit that changed one of those files changed
# CHANGELOG.md too (a change of the API has its CHANGELOG line).
#
#   bash .ci/public-api.sh           # check
#   bash .ci/public-api.sh --bless   # write the files anew from the code
set -euo pipefail
cd "$(dirname "$0")/.."

bless=false
if [ "${1:-}" = "--bless" ]; then
  bless=true
fi

# The library crates (a `lib` target), from cargo's own list.
mapfile -t crates < <(cargo metadata --format-version 1 --no-deps --locked | python3 -c '
import json, sys
for package in json.load(sys.stdin)["packages"]:
    if any(target["kind"] == ["lib"] for target in package["targets"]):
        print(package["name"])' | sort)

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
differ=0
for crate in "${crates[@]}"; do
  listed="$scratch/$crate.txt"
  if ! cargo public-api --color never -p "$crate" --all-features -ss > "$listed" 2> "$scratch/$crate.log"; then
    cat "$scratch/$crate.log" >&2
    echo "public-api: cargo public-api failed on $crate" >&2
    exit 1
  fi
  file="public-api/$crate.txt"
  if $bless; then
    cp "$listed" "$file"
  elif ! diff -u "$file" "$listed" > "$scratch/$crate.diff"; then
    echo "public-api: $crate's public API is not $file's (bash .ci/public-api.sh --bless writes it; add its CHANGELOG line):"
    head -n 60 "$scratch/$crate.diff"
    differ=1
  fi
done
if $bless; then
  echo "public-api: ${#crates[@]} files written in public-api/"
  exit 0
fi
if [ "$differ" -ne 0 ]; then
  exit 1
fi
echo "public-api: the public API of ${#crates[@]} library crates is the files'"

# Every commit that changed a file of public-api/ changed CHANGELOG.md.
missing=0
while read -r commit; do
  if ! git diff-tree --no-commit-id --name-only -r "$commit" | grep -qx "CHANGELOG.md"; then
    echo "public-api: commit $(git log -1 --format='%h %s' "$commit" | cut -c1-100) changes public-api/ but not CHANGELOG.md"
    missing=1
  fi
done < <(git log --format=%H -- public-api)
if [ "$missing" -ne 0 ]; then
  exit 1
fi
echo "public-api: every change of public-api/ has its CHANGELOG.md change"
