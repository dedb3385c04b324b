#!/usr/bin/env bash
# CI's mutation check: cargo-mutants on the code that the commit being
# checked changed (`git diff HEAD~1`; MUTANTS_BASE to diff against another
# commit) in the rules crates, the core and the players, each mutant tested
# by its own crate's tests. A mutant that survives fails the step.
#
# MUTANTS_SECONDS (default 900) bounds the step: a change too large to
# mutate in that time is cut there, said so, and judged on the mutants it
# got through (the full run by hand is `bash mutants/run.sh`). When
# cargo-mutants cannot be installed, or there is no commit to diff against,
# the step says so and succeeds: it checks the tests, not the build.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bound=${MUTANTS_SECONDS:-900}
base=${MUTANTS_BASE:-HEAD~1}
crates=(ludeme-surakarta ludeme-barca ludeme-barricade ludeme-core ludeme-kit ludeme-breakthrough ludeme-othello ludeme-players)

if ! git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
  echo "mutants: no commit $base to diff against (a shallow clone?): mutation check skipped"
  exit 0
fi
if ! cargo mutants --version >/dev/null 2>&1; then
  echo "== installing cargo-mutants"
  if ! nice cargo install --locked cargo-mutants; then
    echo "mutants: cargo-mutants cannot be installed: mutation check skipped"
    exit 0
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git diff "$base" HEAD > "$work/change.diff"
echo "mutants: the change against $(git rev-parse --short "$base"): $(git diff --shortstat "$base" HEAD)"
packages=()
for crate in "${crates[@]}"; do packages+=(--package "$crate"); done

# The unmutated tests already passed in this CI run: no baseline run, and a
# fixed timeout a mutant instead of one scaled from it (a crate's tests take
# 2–5 s here; a mutant still running after 60 s loops forever).
timeout --signal=INT --kill-after=60 "$bound" \
  cargo mutants --in-diff "$work/change.diff" "${packages[@]}" \
  --baseline=skip --timeout 60 --jobs 2 --output "$work"
status=$?
out="$work/mutants.out"
for kind in missed timeout unviable; do
  if [ -s "$out/$kind.txt" ]; then
    echo "mutants: $kind:"
    sed 's/^/  /' "$out/$kind.txt"
  fi
done
if [ -f "$out/outcomes.json" ]; then
  python3 mutants/score.py "the change" "$out/outcomes.json" "$((SECONDS - start))"
fi
case $status in
  0) echo "mutants: every mutant of the change was caught (or the change has none)" ;;
  2) echo "mutants: FAILED: a mutant of the change survives its crate's tests (above)"; exit 1 ;;
  3) echo "mutants: some mutants hung the tests until the timeout (counted apart, as caught by no test but not survivors)" ;;
  124 | 130)
    if [ -s "$out/missed.txt" ]; then
      echo "mutants: FAILED: cut at ${bound} s, and a mutant survives (above)"
      exit 1
    fi
    echo "mutants: cut at ${bound} s with no survivor among the mutants tested: run bash mutants/run.sh by hand"
    ;;
  *) echo "mutants: FAILED: cargo mutants exited with $status"; exit 1 ;;
esac
echo "mutants: CI step took $((SECONDS - start)) s"
