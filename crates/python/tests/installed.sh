#!/usr/bin/env bash
# A package of the Python module as a new user installs it, in a fresh
# virtual environment: `pip install PACKAGE[test]` (and `[ray]`), the
# README's one-line check, and pytest on the installed module (not the
# source tree). wheel.sh and sdist.sh call it:
#
#   bash crates/python/tests/installed.sh wheel WHEEL   # PATH without cargo or rustc
#   bash crates/python/tests/installed.sh sdist SDIST   # pip builds it with the Rust on the PATH
set -euo pipefail
usage="usage: installed.sh wheel WHEEL | installed.sh sdist SDIST"
kind="${1:?$usage}"
package="${2:?$usage}"
me="$kind.sh"
tests="$(cd "$(dirname "$0")" && pwd)"
case "$package" in /*) ;; *) package="$PWD/$package" ;; esac
python="$(command -v python3)"
work="$(mktemp -d)"
fail() { echo "$me: $*" >&2; rm -rf "$work"; exit 1; }

case "$kind" in
  wheel)
    # PATH: the venv and the system's directories, without the Rust toolchain.
    path="$work/venv/bin"
    for dir in /usr/local/bin /usr/bin /bin; do
      if [ ! -x "$dir/cargo" ] && [ ! -x "$dir/rustc" ]; then path="$path:$dir"; fi
    done
    run() { env -u CARGO_HOME -u RUSTUP_HOME PATH="$path" "$@"; }
    if run sh -c 'command -v cargo || command -v rustc' >/dev/null; then
      fail "cargo or rustc is still on the PATH ($path)"
    fi
    ;;
  sdist)
    # PATH: the venv first, then the caller's, whose cargo pip's build uses.
    path="$work/venv/bin:$PATH"
    run() { env PATH="$path" "$@"; }
    if ! run sh -c 'command -v cargo' >/dev/null; then
      fail "pip builds the sdist with cargo, which is not on the PATH"
    fi
    ;;
  *)
    fail "$usage"
    ;;
esac

"$python" -m venv "$work/venv"
run pip install -q --upgrade pip
run pip install -q "$package[test]"
# The Ray self-play example's test needs ray and pyarrow (the [ray] extra):
# said and skipped where they cannot be installed.
if ! run pip install -q "$package[ray]"; then
  echo "$me: cannot install ray and pyarrow: the Ray self-play test is skipped" >&2
fi
# The positions test_analyse.py checks Game.analyse on: the repository's
# file, named outright (a file missing there fails the test, not skips it).
export LUDEME_ANALYSE_TSV="$(cd "$tests/../../.." && pwd)/tests/data/analyse.tsv"
cd "$work" # away from the source tree: the installed module is the one tested
perft="$(run python -c "import ludeme; print(ludeme.Game('surakarta').perft(4))")"
if [ "$perft" != 111122 ]; then
  echo "$me: Game('surakarta').perft(4) printed '$perft', not 111122" >&2
  exit 1
fi
run python - "$kind" <<'PY'
import ludeme, sys, sysconfig
where = ludeme.__file__
assert where.startswith(sysconfig.get_paths()["purelib"]), f"ludeme imported from {where}, not the venv"
print(f"{sys.argv[1]}: ludeme from {where}")
PY
run python -m pytest -q -rs -p no:cacheprovider "$tests"
rm -rf "$work"
