#!/usr/bin/env bash
# The sdist as a new user with Rust gets it: a fresh virtual environment,
# `pip install SDIST[test]` (and `[ray]`), which builds the module with the
# cargo on the PATH, and pytest on the installed module (not the source
# tree). installed.sh does it.
#
#   maturin sdist -m crates/python/Cargo.toml --out dist
#   bash crates/python/tests/sdist.sh dist/ludeme-*.tar.gz
set -euo pipefail
exec bash "$(dirname "$0")/installed.sh" sdist "${1:?usage: sdist.sh SDIST}"
