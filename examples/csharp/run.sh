#!/usr/bin/env bash
# The C# example: Ludeme.cs and Program.cs compiled with mono's mcs and run
# against the release library. Fails on any mismatch. Without mcs or mono,
# tries to install them (Debian's mono-mcs, mono-runtime); if that fails,
# says so and is skipped (exit 0).
#
#   bash examples/csharp/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

if ! command -v mcs >/dev/null 2>&1 || ! command -v mono >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo=sudo; fi
  if ! ($sudo apt-get update -q && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q mono-mcs mono-runtime) ||
    ! command -v mcs >/dev/null 2>&1 || ! command -v mono >/dev/null 2>&1; then
    echo "cannot install mono: C# example skipped"
    exit 0
  fi
fi
target="${CARGO_TARGET_DIR:-$root/target}"
case "$target" in /*) ;; *) target="$root/$target" ;; esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

cargo build --release -p ludeme-capi
mcs -warnaserror -out:"$out/ludeme_example.exe" "$here/Ludeme.cs" "$here/Program.cs"
LD_LIBRARY_PATH="$target/release${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" mono "$out/ludeme_example.exe"
