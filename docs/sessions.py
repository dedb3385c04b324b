#!/usr/bin/env python3
"""The command-line sessions of the README and the book, run and compared.

Every ```console block of README.md and docs/src/*.md is a session: each
line that starts with `$ ` is a command, run by bash with the `ludeme`
binary given first on PATH, standard input empty, and standard output and
error merged; the lines after it, up to the next command, are what it must
print. In those lines, `[..]` stands for any text within a line and a line
`...` for any number of lines (timings, tables too long to show).

A session stands alone: a reader may run the sessions in any order, in one
folder. So a session reads only the files it writes itself and its page's
fixtures (records to read, say: docs/sessions/PAGE/ for PAGE.md, copied in
when that folder exists), and writes its files under names no other
session uses (`--dir tables-5`, `--save two-games.txt`). Two ways to run
them check that:

- by default, each session runs in a new scratch folder of its own, with
  its page's fixtures, its commands in order: a session that needs a file
  another session writes fails;
- with `--shuffle [SEED]` (or `--shuffle=SEED`; SEED a whole number), all
  the sessions of the pages run in one shared scratch folder, as a reader
  working in one folder who reads the chapters in any order: every page's
  fixtures are copied into it first (two pages whose fixtures hold the same
  path are refused), then the sessions run in an order shuffled by SEED (a
  random one when not given; it is printed first, and again after a
  failure with the order, so that a failure can be replayed), each
  session's commands in order. A session that writes a file another
  session or a page's fixtures wrote, or writes into a folder one of them
  made, fails whatever the order; a session whose output changes with the
  files others leave fails in some orders.

A block of another kind (sh, bash, text, no language) that runs `ludeme`
is refused: every command-line session the docs show is one this script
runs. Commands that only install or build (cargo, pip, npm) stay in sh
blocks; CI runs those lines in its own steps. A ```text,synopsis block is
the commands' synopsis: it must name every command `ludeme help` lists.

    python3 docs/sessions.py path/to/ludeme [PAGE.md ...]
    python3 docs/sessions.py --shuffle [SEED] path/to/ludeme [PAGE.md ...]

Without pages, README.md and every page of docs/src/. Exits 1 with a diff
of each session whose output differs, each refused block and, under
--shuffle, each path written by two sessions; 2 when the fixtures of two
pages collide.
"""
import collections
import difflib
import os
import pathlib
import random
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


# A console block: where it is (`PAGE:LINE`), its page, and its steps (each
# command with the lines it must print).
Session = collections.namedtuple("Session", "where page steps")


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


def read_pages(page_list, env):
    """The sessions of the pages, and the failures of their other blocks."""
    sessions, failures = [], []
    for page in page_list:
        name = page.relative_to(ROOT)
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
            try:
                steps = session(body)
            except ValueError as error:
                failures.append(f"{name}:{line}: {error}")
                continue
            sessions.append(Session(f"{name}:{line}", page, steps))
    return sessions, failures


def run_session(one, folder, env):
    """The failures of a session's commands, run in order in `folder`."""
    failures = []
    for command, expected in one.steps:
        actual = run(command, folder, env)
        if not matches(expected, actual):
            diff = "\n".join(
                difflib.unified_diff(expected, actual, "the docs", "the command", lineterm="")
            )
            failures.append(f"{one.where}: $ {command}\n{diff}")
    return failures


def fixture_paths(page):
    """The paths (files and folders) of a page's fixtures, relative to its folder."""
    folder = FIXTURES / page.stem
    if not folder.is_dir():
        return []
    return sorted(path.relative_to(folder) for path in folder.rglob("*"))


def copy_fixtures(page_list, folder):
    """Copies the pages' fixtures into `folder`; returns who wrote each path.

    Exits with status 2 when two pages' fixtures hold the same path.
    """
    owners, sources = {}, {}
    for page in page_list:
        paths = fixture_paths(page)
        source = FIXTURES.relative_to(ROOT) / page.stem
        for path in paths:
            if path in sources:
                print(
                    f"docs/sessions.py: the fixtures collide: {sources[path] / path} and "
                    f"{source / path} would be one path of the shared folder; "
                    "rename one of them (and the sessions that read it)",
                    file=sys.stderr,
                )
                sys.exit(2)
        for path in paths:
            sources[path] = source
            owners[path] = f"the fixtures {source}"
        if paths:
            shutil.copytree(FIXTURES / page.stem, folder, dirs_exist_ok=True)
    return owners


def snapshot(folder):
    """Every path under `folder`, relative to it: a file's size and modification
    time, None for a folder."""
    found = {}
    for directory, subdirectories, files in os.walk(folder):
        here = pathlib.Path(directory).relative_to(folder)
        for name in subdirectories:
            found[here / name] = None
        for name in files:
            stat = os.lstat(os.path.join(directory, name))
            found[here / name] = (stat.st_size, stat.st_mtime_ns)
    return found


def claim(owners, before, after, where):
    """Marks the paths that the session `where` made or changed as its own.

    A failure for each such path that another session or a page's fixtures
    wrote, or that is in a folder they made.
    """
    failures, reported = [], set()
    for path, state in sorted(after.items()):
        if path in before and (state is None or before[path] == state):
            continue
        for owned in [path, *path.parents]:
            owner = owners.get(owned)
            if owner is not None and owner != where:
                if owned not in reported:
                    reported.add(owned)
                    failures.append(
                        f"{where}: writes {path if owned == path else f'into {owned}/'}, "
                        f"which {owner} wrote: each session writes under names of its own"
                    )
                break
        owners.setdefault(path, where)
    return failures


def run_apart(sessions, env):
    """Each session in a new folder with its page's fixtures."""
    failures = []
    for one in sessions:
        folder = tempfile.mkdtemp(prefix=f"ludeme-sessions-{one.page.stem}-")
        try:
            copy_fixtures([one.page], folder)
            failures += run_session(one, folder, env)
        finally:
            shutil.rmtree(folder)
    return failures


def run_together(order, page_list, env):
    """The sessions, in this order, in one folder with every page's fixtures."""
    folder = tempfile.mkdtemp(prefix="ludeme-sessions-shared-")
    try:
        owners = copy_fixtures(page_list, folder)
        failures = []
        for one in order:
            before = snapshot(folder)
            failures += run_session(one, folder, env)
            failures += claim(owners, before, snapshot(folder), one.where)
        return failures
    finally:
        shutil.rmtree(folder)


def parse(arguments):
    """(seed or None, binary, pages) from the command line; a seed of
    --shuffle without a number is drawn at random."""
    seed, rest = None, []
    arguments = list(arguments)
    while arguments:
        argument = arguments.pop(0)
        if argument == "--shuffle" or argument.startswith("--shuffle="):
            given = argument.partition("=")[2]
            if not given and arguments and arguments[0].isdigit():
                given = arguments.pop(0)
            if not given:
                given = str(random.SystemRandom().randrange(1_000_000))
            if not given.isdigit():
                sys.exit(f"docs/sessions.py: --shuffle takes a whole number, not {given!r}")
            seed = int(given)
        elif argument.startswith("-"):
            sys.exit(f"docs/sessions.py: no option {argument}\n\n{__doc__}")
        else:
            rest.append(argument)
    if not rest:
        sys.exit(__doc__)
    return seed, rest[0], rest[1:]


def main():
    seed, binary_argument, page_arguments = parse(sys.argv[1:])
    binary = pathlib.Path(binary_argument).resolve()
    if not os.access(binary, os.X_OK):
        sys.exit(f"docs/sessions.py: {binary}: not an executable")
    page_list = pages(page_arguments)
    if seed is not None:
        # First, so that the order can be replayed whatever happens next.
        replay = " ".join(["python3 docs/sessions.py --shuffle", str(seed), binary_argument,
                           *page_arguments])
        print(f"docs/sessions.py: shuffled with seed {seed} (to replay: {replay})", flush=True)
    bin_dir = tempfile.mkdtemp(prefix="ludeme-sessions-bin-")
    os.symlink(binary, os.path.join(bin_dir, "ludeme"))
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], NO_COLOR="1")
    env.pop("RUST_BACKTRACE", None)
    try:
        sessions, failures = read_pages(page_list, env)
        if seed is None:
            failures += run_apart(sessions, env)
            how = "each in a folder of its own"
        else:
            order = list(sessions)
            random.Random(seed).shuffle(order)
            failures += run_together(order, page_list, env)
            how = f"in one folder, shuffled with seed {seed}"
    finally:
        shutil.rmtree(bin_dir)
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        if seed is not None:
            where = ", ".join(one.where for one in order)
            print(f"the order of the sessions: {where}", file=sys.stderr)
            print(f"docs/sessions.py: shuffled with seed {seed} (to replay: {replay})",
                  file=sys.stderr)
        sys.exit(f"docs/sessions.py: {len(failures)} failures in the docs' sessions (above)")
    commands = sum(len(one.steps) for one in sessions)
    print(f"docs: {len(sessions)} command-line sessions, {commands} commands, {how}, "
          "as the docs show them")


if __name__ == "__main__":
    main()
