"""The mutation score of cargo-mutants runs, in one line.

    python3 mutants/score.py LABEL OUTCOMES_JSON [SECONDS]
    python3 mutants/score.py LABEL OUTCOMES_JSON --history HISTORY_JSON --current LIST [--seconds S]

caught / (caught + missed); timeouts and unviable mutants (those that do
not build) are counted apart, as cargo-mutants does.

With --history, the run's outcomes (an `--iterate` run tests only the
mutants not caught before) are added to HISTORY_JSON, the last outcome of
every mutant by name, kept from run to run; the score is then that of the
mutants in LIST (`cargo mutants --list` of the tree now: names of code
that changed since are gone from it), each at its last outcome. A mutant
in LIST that no run has tested yet is counted as untested.
"""

import argparse
import json
import os
import sys

# cargo-mutants' summaries, by the names of its counts.
KINDS = {
    "CaughtMutant": "caught",
    "MissedMutant": "missed",
    "Timeout": "timeout",
    "Unviable": "unviable",
}


def run_outcomes(path: str) -> dict:
    """Each mutant's outcome in one run's outcomes.json, by name."""
    with open(path, encoding="utf-8") as f:
        outcomes = json.load(f)
    by_name = {}
    for outcome in outcomes["outcomes"]:
        mutant = outcome["scenario"]
        if isinstance(mutant, dict) and "Mutant" in mutant:
            kind = KINDS.get(outcome["summary"])
            if kind:
                by_name[mutant["Mutant"]["name"]] = kind
    return by_name


def line(label: str, counts: dict, total: int, seconds, untested: int = 0) -> str:
    tested = counts["caught"] + counts["missed"]
    score = f"{100 * counts['caught'] / tested:.1f}%" if tested else "no mutant"
    took = f", {seconds} s" if seconds else ""
    left = f", {untested} not yet tested" if untested else ""
    return (
        f"{label}: {score} caught ({counts['caught']} caught, {counts['missed']} missed; "
        f"{counts['timeout']} timeouts, {counts['unviable']} unviable, "
        f"{total} mutants{left}{took})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("label")
    parser.add_argument("outcomes")
    parser.add_argument("seconds", nargs="?")
    parser.add_argument("--seconds", dest="seconds_option")
    parser.add_argument("--history")
    parser.add_argument("--current")
    args = parser.parse_args()
    seconds = args.seconds or args.seconds_option

    if not args.history:
        with open(args.outcomes, encoding="utf-8") as f:
            outcomes = json.load(f)
        counts = {kind: outcomes.get(kind, 0) for kind in KINDS.values()}
        total = outcomes.get("total_mutants", counts["caught"] + counts["missed"])
        print(line(args.label, counts, total, seconds))
        return 0

    history = {}
    if os.path.exists(args.history):
        with open(args.history, encoding="utf-8") as f:
            history = json.load(f)
    history.update(run_outcomes(args.outcomes))
    with open(args.history, "w", encoding="utf-8") as f:
        json.dump(history, f, indent=0, sort_keys=True)
    with open(args.current, encoding="utf-8") as f:
        current = [name.strip() for name in f if name.strip()]
    counts = dict.fromkeys(KINDS.values(), 0)
    untested = 0
    for name in current:
        if name in history:
            counts[history[name]] += 1
        else:
            untested += 1
    print(line(args.label, counts, len(current), seconds, untested))
    missed = sorted(name for name in current if history.get(name) == "missed")
    for name in missed:
        print(f"  missed: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
