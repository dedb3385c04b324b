"""Checks the links of the built book (docs/book) and of the README: every
relative link names a file that exists, and every #fragment an id in it.
Exit status 1 with one line per broken link.

    python3 docs/check_links.py docs/book
"""
import html.parser
import pathlib
import re
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("id", "name") and value:
                self.ids.add(value)
            if name in ("href", "src") and value:
                self.links.append(value)


def parse(path, cache={}):
    if path not in cache:
        page = Page()
        page.feed(path.read_text(encoding="utf-8"))
        cache[path] = page
    return cache[path]


def external(link):
    return urllib.parse.urlparse(link).scheme in ("http", "https", "mailto", "data", "javascript")


def check_book(book):
    broken = []
    for source in sorted(book.rglob("*.html")):
        if source.name in ("print.html", "404.html") or "theme" in source.parts:
            continue
        for link in parse(source).links:
            if external(link) or link.startswith("/"):
                continue
            target, _, fragment = urllib.parse.unquote(link).partition("#")
            path = (source.parent / target).resolve() if target else source
            if path.is_dir():
                path = path / "index.html"
            if not path.exists():
                broken.append(f"{source.relative_to(book)}: {link}: no such file")
            elif fragment and path.suffix == ".html" and fragment not in parse(path).ids:
                broken.append(f"{source.relative_to(book)}: {link}: no #{fragment} there")
    return broken


def check_readme():
    broken = []
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for link in re.findall(r"\]\(([^)\s]+)\)", text):
        if external(link):
            continue
        target = link.partition("#")[0]
        if target and not (ROOT / target).exists():
            broken.append(f"README.md: {link}: no such file")
    return broken


if __name__ == "__main__":
    book = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "book")
    if not (book / "index.html").exists():
        raise SystemExit(f"{book}: no built book (mdbook build docs)")
    broken = check_book(book) + check_readme()
    for line in broken:
        print(line)
    if broken:
        raise SystemExit(f"{len(broken)} broken links")
    print(f"links: {sum(1 for _ in book.rglob('*.html'))} pages of {book} and the README checked")
