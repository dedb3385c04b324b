"""The mutation score of one cargo-mutants run, in one line.

    python3 mutants/score.py CRATE OUTCOMES_JSON [SECONDS]

caught / (caught + missed); timeouts and unviable mutants (those that do
not build) are counted apart, as cargo-mutants does.
"""

import json
import sys


def main() -> int:
    crate, path = sys.argv[1], sys.argv[2]
    seconds = sys.argv[3] if len(sys.argv) > 3 else None
    with open(path, encoding="utf-8") as f:
        outcomes = json.load(f)
    counts = {key: outcomes.get(key, 0) for key in ("caught", "missed", "timeout", "unviable")}
    tested = counts["caught"] + counts["missed"]
    score = f"{100 * counts['caught'] / tested:.1f}%" if tested else "no mutant"
    took = f", {seconds} s" if seconds else ""
    print(
        f"{crate}: {score} caught ({counts['caught']} caught, {counts['missed']} missed; "
        f"{counts['timeout']} timeouts, {counts['unviable']} unviable, "
        f"{outcomes.get('total_mutants', tested)} mutants{took})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
