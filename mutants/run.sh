#!/usr/bin/env bash
# A full mutation run by hand: cargo-mutants changes the code of a crate one
# place at a time and runs that crate's own tests; a mutant that survives
# ("missed") is a behaviour no test pins down.
#
#   bash mutants/run.sh [CRATE ...]    (default: the rules crates, the core
#                                       and the players)
#
# Each crate's results go to mutants/out/CRATE/mutants.out (outcomes.json,
# caught.txt, missed.txt, timeout.txt, unviable.txt), and every mutant's
# last outcome to mutants/out/CRATE/history.json. The last lines for each
# crate are its score over the mutants of the tree now, each at its last
# outcome: caught / (caught + missed), timeouts and unviable mutants
# counted apart, and the names of the missed ones.
#
# ITERATE=1 tests only the mutants that no earlier run of the crate caught,
# found unviable or cut at the timeout: after adding tests, the survivors
# again, and any mutant of code changed since. (A mutant that hung the
# tests before hangs them again, at 20 s or more each; RETIME=1 tests those
# again too.) SHARD=K/N tests the K-th of N shares of
# the crate's mutants (a long run spread over several sittings; the
# history gathers them). FILES="movegen.rs game.rs" tests only the mutants
# of the files whose paths match those globs (the code that matters most
# first, when a crate takes longer than a sitting). JOBS (default 2) builds and tests that many
# mutants at once. Settings (exclusions with their reasons, the profile,
# the timeouts) are in .cargo/mutants.toml.
set -euo pipefail
cd "$(dirname "$0")/.."

crates=("$@")
if [ ${#crates[@]} -eq 0 ]; then
  crates=(ludeme-surakarta ludeme-barca ludeme-barricade ludeme-core ludeme-players)
fi
if ! cargo mutants --version >/dev/null 2>&1; then
  echo "cargo-mutants is missing: cargo install --locked cargo-mutants" >&2
  exit 2
fi

for crate in "${crates[@]}"; do
  out="mutants/out/$crate"
  history="$out/history.json"
  mkdir -p "$out/mutants.out"
  options=(--package "$crate" --jobs "${JOBS:-2}" --output "$out")
  if [ -n "${SHARD:-}" ]; then options+=(--shard "$SHARD"); fi
  for file in ${FILES:-}; do options+=(--file "$file"); done
  if [ -n "${ITERATE:-}" ] && [ -f "$history" ]; then
    # cargo-mutants skips the mutants that the last run's caught.txt and
    # unviable.txt name: those of every run so far (and its timeouts, which
    # caught.txt then names too, unless RETIME is set).
    skipped_as_caught=caught
    if [ -z "${RETIME:-}" ]; then skipped_as_caught=caught,timeout; fi
    for kind in caught unviable; do
      kinds=$kind
      if [ "$kind" = caught ]; then kinds=$skipped_as_caught; fi
      python3 -c 'import json, sys
for name, kind in sorted(json.load(open(sys.argv[1])).items()):
    if kind in sys.argv[2].split(","):
        print(name)' "$history" "$kinds" > "$out/mutants.out/$kind.txt"
    done
    options+=(--iterate)
  fi
  start=$SECONDS
  # cargo-mutants exits non-zero when a mutant is missed or times out; the
  # score below says which.
  cargo mutants "${options[@]}" || true
  cargo mutants --list --package "$crate" > "$out/current.txt"
  python3 mutants/score.py "$crate" "$out/mutants.out/outcomes.json" \
    --history "$history" --current "$out/current.txt" --seconds "$((SECONDS - start))"
done
