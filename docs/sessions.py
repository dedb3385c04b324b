#!/usr/bin/env python3
"""The command-line sessions of the README and the book, run and compared.

Every ```console block of README.md and docs/src/*.md is a session: each
line that starts with `$ ` is a command, run by bash in the page's own
scratch directory (shared by the page's sessions, in order, so that a file
one command saves is there for the next), with the `ludeme` binary given
first on PATH, standard input empty, and standard output and error merged;
the lines after it, up to the next command, are what it must print. In
those lines, `[..]` stands for any text within a line and a line `...` for
any number of lines (timings, tables too long to show). A page's files
(records to read, say) are copied into its directory from
docs/sessions/PAGE/ when that folder exists.

A block of another kind (sh, bash, text, no language) that runs `ludeme`
is refused: every command-line session the docs show is one this script
runs. Commands that only install or build (cargo, pip, npm) stay in sh
blocks; CI runs those lines in its own steps. A ```text,synopsis block is
the commands' synopsis: it must name every command `ludeme help` lists.

    python3 docs/sessions.py path/to/ludeme [PAGE.md ...]

Exits 1 with a diff of each session whose output differs, or of each
refused block.
"""
import difflib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "docs" / "sessions"
FENCE = re.compile(r"^(```+)\s*([^\n`]*)\n(.*?)^\1\s*$", re.S | re.M)
# A command that runs the binary: `ludeme …` at the start of a line or
# after a pipe, `;`, `&&` or `$ `.
RUNS_LUDEME = re.compile(r"(^|[|;&]\s*|\$ )ludeme\s", re.M)
TIMEOUT = 300
# The blocks that could show a shell: a console session or a block to copy.
SHELLS = {"", "sh", "bash", "shell", "text"}


def pages(arguments):
    if arguments:
        return [pathlib.Path(a).resolve() for a in arguments]
    return [ROOT / "README.md"] + sorted((ROOT / "docs" / "src").glob("*.md"))


def blocks(text):
    """(line number, language, body) of each fenced block."""
    for match in FENCE.finditer(text):
        info = match.group(2).strip()
        language = re.split(r"[\s,]", info, maxsplit=1)[0] if info else ""
        line = text.count("\n", 0, match.start()) + 1
        yield line, language, match.group(3)


def info_words(page, line):
    """The words of the info string of the fence on `line` of `page`."""
    fence = page.read_text().split("\n")[line - 1]
    return re.split(r"[\s,]+", fence.lstrip("`").strip())


def unlisted_commands(body, env, where):
    """A failure for each command of `ludeme help` the synopsis leaves out."""
    listing = subprocess.run(
        ["ludeme", "help"], env=env, stdout=subprocess.PIPE, check=True, text=True
    ).stdout
    commands = re.search(r"^Commands:\n(.*?)^\S", listing, re.S | re.M).group(1)
    names = [line.split()[0] for line in commands.splitlines() if line.strip()]
    named = set(re.findall(r"\bludeme (\w+)", body))
    return [f"{where}: the synopsis leaves out `ludeme {n}`" for n in names if n not in named]


def session(body):
    """The commands of a console block, each with the lines it must print."""
    steps = []
    for line in body.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], []))
        elif steps:
            steps[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"output before the first command: {line!r}")
    return steps


def line_matches(expected, actual):
    if "[..]" not in expected:
        return expected == actual
    parts = [re.escape(part) for part in expected.split("[..]")]
    return re.fullmatch(".*".join(parts), actual) is not None


def matches(expected, actual):
    """Whether `actual` lines are `expected` with its elisions filled."""
    if not expected:
        return not actual
    head, rest = expected[0], expected[1:]
    if head == "...":
        return any(matches(rest, actual[i:]) for i in range(len(actual) + 1))
    return bool(actual) and line_matches(head, actual[0]) and matches(rest, actual[1:])


def run(command, cwd, env):
    try:
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            timeout=TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        return [f"(no end within {TIMEOUT} s)"]
    output = done.stdout.decode("utf-8", "replace").rstrip("\n")
    return output.split("\n") if output else []


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = pathlib.Path(sys.argv[1]).resolve()
    if not os.access(binary, os.X_OK):
        sys.exit(f"docs/sessions.py: {binary}: not an executable")
    bin_dir = tempfile.mkdtemp(prefix="ludeme-sessions-bin-")
    os.symlink(binary, os.path.join(bin_dir, "ludeme"))
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], NO_COLOR="1")
    env.pop("RUST_BACKTRACE", None)
    failures, commands, count = [], 0, 0
    for page in pages(sys.argv[2:]):
        name = page.relative_to(ROOT)
        scratch = tempfile.mkdtemp(prefix=f"ludeme-sessions-{page.stem}-")
        fixtures = FIXTURES / page.stem
        if fixtures.is_dir():
            shutil.copytree(fixtures, scratch, dirs_exist_ok=True)
        for line, language, body in blocks(page.read_text()):
            if "synopsis" in info_words(page, line):
                failures += unlisted_commands(body, env, f"{name}:{line}")
                continue
            if language != "console":
                if language in SHELLS and RUNS_LUDEME.search(body):
                    failures.append(
                        f"{name}:{line}: a {language or 'plain'} block runs ludeme: "
                        "write it as a ```console session (`$ ` before each command, "
                        "its output after it)"
                    )
                continue
            count += 1
            try:
                steps = session(body)
            except ValueError as error:
                failures.append(f"{name}:{line}: {error}")
                continue
            for command, expected in steps:
                commands += 1
                actual = run(command, scratch, env)
                if not matches(expected, actual):
                    diff = "\n".join(
                        difflib.unified_diff(
                            expected, actual, "the docs", "the command", lineterm=""
                        )
                    )
                    failures.append(f"{name}:{line}: $ {command}\n{diff}")
        shutil.rmtree(scratch)
    shutil.rmtree(bin_dir)
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        sys.exit(f"docs/sessions.py: {len(failures)} of the docs' sessions differ")
    print(f"docs: {count} command-line sessions, {commands} commands, as the docs show them")


if __name__ == "__main__":
    main()
