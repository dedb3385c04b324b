#!/usr/bin/env bash
# The wheel as a new user gets it: a fresh virtual environment whose PATH
# has no cargo or rustc, `pip install WHEEL[test]` (and `[ray]`), and pytest
# on the installed module (not the source tree). installed.sh does it.
#
#   bash crates/python/tests/wheel.sh target/wheels/ludeme-*.whl
set -euo pipefail
exec bash "$(dirname "$0")/installed.sh" wheel "${1:?usage: wheel.sh WHEEL}"
