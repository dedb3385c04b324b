#!/usr/bin/env bash
# The wheel as a new user gets it: a fresh virtual environment whose PATH
# has no cargo or rustc, `pip install WHEEL[test]` (and `[ray]`), and pytest on the
# installed module (not the source tree).
#
#   bash crates/python/tests/wheel.sh target/wheels/ludeme-*.whl
set -euo pipefail
wheel="${1:?usage: wheel.sh WHEEL}"
tests="$(cd "$(dirname "$0")" && pwd)"
case "$wheel" in /*) ;; *) wheel="$PWD/$wheel" ;; esac
python="$(command -v python3)"
work="$(mktemp -d)"
"$python" -m venv "$work/venv"

# PATH: the venv and the system's directories, without the Rust toolchain.
path="$work/venv/bin"
for dir in /usr/local/bin /usr/bin /bin; do
  if [ ! -x "$dir/cargo" ] && [ ! -x "$dir/rustc" ]; then path="$path:$dir"; fi
done
run() { env -u CARGO_HOME -u RUSTUP_HOME PATH="$path" "$@"; }
if run sh -c 'command -v cargo || command -v rustc' >/dev/null; then
  echo "wheel.sh: cargo or rustc is still on the PATH ($path)" >&2
  exit 1
fi

run pip install -q --upgrade pip
run pip install -q "$wheel[test]"
# The Ray self-play example's test needs ray and pyarrow (the [ray] extra):
# said and skipped where they cannot be installed.
if ! run pip install -q "$wheel[ray]"; then
  echo "wheel.sh: cannot install ray and pyarrow: the Ray self-play test is skipped" >&2
fi
cd "$work" # away from the source tree: the installed module is the one tested
run python - <<'PY'
import ludeme, sys, sysconfig
where = ludeme.__file__
assert where.startswith(sysconfig.get_paths()["purelib"]), f"ludeme imported from {where}, not the venv"
assert ludeme.Game("surakarta").perft(4) == 111122
print(f"wheel: ludeme from {where}")
PY
run python -m pytest -q -rs -p no:cacheprovider "$tests"
rm -rf "$work"
