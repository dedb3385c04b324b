"""The code blocks of the README and the book, by language.

Every fenced block whose info string is `rust`, `python`, `js`/`javascript`
or `c` is an example that CI runs: the Rust ones as doctests of the facade
(src/lib.rs), the Python ones by pytest (crates/python/tests/test_book.py),
the JavaScript ones by node (web/test/book.test.mjs) and the C ones by
docs/check.sh. This module finds them; run it to write one file per block:

    python3 docs/code_blocks.py LANGUAGE OUT_DIR      # prints the files written
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs" / "src").glob("*.md"))]
LANGUAGES = {"rust": "rust", "python": "python", "js": "js", "javascript": "js", "c": "c"}
EXTENSIONS = {"rust": "rs", "python": "py", "js": "mjs", "c": "c"}


def blocks(language):
    """(page, line of the opening fence, code) of every block in `language`."""
    found = []
    for page in PAGES:
        opening = None  # (line, language) of the block being read
        body = []
        for number, line in enumerate(page.read_text(encoding="utf-8").split("\n"), 1):
            if not line.startswith("```"):
                if opening is not None:
                    body.append(line)
            elif opening is None:
                info = line[3:].strip().split(",")[0].strip()
                opening, body = (number, LANGUAGES.get(info)), []
            else:
                if opening[1] == language:
                    name = page.relative_to(ROOT).as_posix()
                    found.append((name, opening[0], "\n".join(body) + "\n"))
                opening = None
        if opening is not None:
            raise SystemExit(f"{page}:{opening[0]}: a code block that is never closed")
    return found


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in EXTENSIONS:
        raise SystemExit("usage: code_blocks.py rust|python|js|c OUT_DIR")
    language, out = sys.argv[1], pathlib.Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    for page, line, code in blocks(language):
        name = f"{page.replace('/', '_').removesuffix('.md')}_{line}.{EXTENSIONS[language]}"
        (out / name).write_text(code, encoding="utf-8")
        print(out / name)
