#!/usr/bin/env python3
"""Counts the code lines of the game crates and fails above the goals.

A code line is a non-blank line that is not a comment, before any
`#[cfg(test)]`, outside `tests.rs` files and `tests/` folders, counted on
the sources as `cargo fmt` leaves them (CI checks the formatting first).

Games written with the kit (members that depend on ludeme-kit) must stay
within KIT_GAME_LIMIT lines each. The registry's other games (written by
hand, with the shared helpers of ludeme-core and ludeme-geometry) must stay
within HAND_WRITTEN_LIMIT lines together.
"""
import json
import os
import subprocess
import sys

KIT_GAME_LIMIT = 60
HAND_WRITTEN_LIMIT = 4700


def code_lines(path):
    count = 0
    with open(path, encoding="utf-8") as source:
        for line in source:
            text = line.strip()
            if text.startswith("#[cfg(test)]"):
                break
            if text and not text.startswith("//"):
                count += 1
    return count


def crate_lines(directory):
    total = 0
    for root, folders, files in os.walk(os.path.join(directory, "src")):
        folders[:] = [folder for folder in folders if folder != "tests"]
        for name in files:
            if name.endswith(".rs") and name != "tests.rs":
                total += code_lines(os.path.join(root, name))
    return total


def main():
    metadata = json.loads(
        subprocess.check_output(["cargo", "metadata", "--no-deps", "--format-version", "1"])
    )
    packages = {package["name"]: package for package in metadata["packages"]}

    def dependencies(name):
        return {
            dependency["name"]
            for dependency in packages[name]["dependencies"]
            if dependency.get("kind") is None
        }

    games = sorted(name for name in dependencies("ludeme-registry") if name in packages and name != "ludeme-tables" and name != "ludeme-core")
    kit_games = [name for name in games if "ludeme-kit" in dependencies(name)]
    hand_written = [name for name in games if name not in kit_games]
    failed = False
    for name in kit_games:
        lines = crate_lines(os.path.dirname(packages[name]["manifest_path"]))
        verdict = "ok" if lines <= KIT_GAME_LIMIT else f"above {KIT_GAME_LIMIT}"
        print(f"{name}: {lines} code lines ({verdict})")
        failed |= lines > KIT_GAME_LIMIT
    total = 0
    for name in hand_written:
        lines = crate_lines(os.path.dirname(packages[name]["manifest_path"]))
        print(f"{name}: {lines} code lines")
        total += lines
    verdict = "ok" if total <= HAND_WRITTEN_LIMIT else f"above {HAND_WRITTEN_LIMIT}"
    print(f"{' + '.join(hand_written)}: {total} code lines together ({verdict})")
    failed |= total > HAND_WRITTEN_LIMIT
    if not kit_games:
        print("no game depends on ludeme-kit", file=sys.stderr)
        failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
