#!/usr/bin/env bash
# The CI step of fuzzing: runs every fuzz target for 30 s (FUZZ_SECONDS)
# through run.sh and fails on a crash. It needs cargo-fuzz, installed from
# crates.io when missing; nightly Rust is used when it is installed, else
# the default toolchain (the targets build without a sanitizer on stable).
# When cargo-fuzz cannot be installed it says so and succeeds: fuzzing is
# an extra check, not a requirement of the build.
set -uo pipefail
cd "$(dirname "$0")"
start=$SECONDS
seconds=${FUZZ_SECONDS:-30}

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz"
  if ! nice cargo install cargo-fuzz --locked; then
    echo "fuzz: cargo-fuzz cannot be installed: fuzzing skipped"
    exit 0
  fi
fi

./run.sh "$seconds"
status=$?
echo "fuzz: CI step took $((SECONDS - start)) s"
exit "$status"
