#!/usr/bin/env bash
# A full mutation run by hand: cargo-mutants changes the code of a crate one
# place at a time and runs that crate's own tests; a mutant that survives
# ("missed") is a behaviour no test pins down.
#
#   bash mutants/run.sh [CRATE ...]    (default: the rules crates, the core
#                                       and the players)
#
# Each crate's results go to mutants/out/CRATE/mutants.out (outcomes.json,
# caught.txt, missed.txt, timeout.txt, unviable.txt); the last line for
# each is its score: caught / (caught + missed), timeouts and unviable
# mutants counted apart. Settings (exclusions with their reasons, the
# profile, the timeouts) are in .cargo/mutants.toml. JOBS (default 2) builds
# and tests that many mutants at once; SHARD=K/N tests the K-th of N shares
# of each crate's mutants (a long run spread over several sittings).
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
  out="mutants/out/$crate${SHARD:+-${SHARD/\//-of-}}"
  mkdir -p "$out"
  start=$SECONDS
  # cargo-mutants exits non-zero when a mutant is missed or times out; the
  # score below says which.
  cargo mutants --package "$crate" --jobs "${JOBS:-2}" ${SHARD:+--shard "$SHARD"} \
    --output "$out" || true
  python3 mutants/score.py "$crate" "$out/mutants.out/outcomes.json" "$((SECONDS - start))"
done
