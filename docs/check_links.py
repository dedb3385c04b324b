"""Checks the links of the built book (docs/book) and of the README: every
relative link names a file that exists, and every #fragment an id in it.

And the absolute links, wherever a reader meets them: every http(s) link of
the built book (href and src), and every http(s) address in the prose of the
Markdown files of the repository (README.md, CHANGELOG.md, the crates' and
the npm package's READMEs, the book's sources; outside code blocks and code
spans), of the Rust doc comments (`//!`, `///`) and of the manifests'
`homepage`, `repository` and `documentation` fields, must go to a host of
ALLOWED below (and, for some hosts, under a given path): addresses that
exist and that the docs cite. The project owns no address yet, so a link to
a `ludeme` repository or package page fails here.

Exit status 1 with one line per broken link.

    python3 docs/check_links.py docs/book
"""
import fnmatch
import html.parser
import pathlib
import re
import subprocess
import sys
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent

# The hosts the docs may link to, each with the path prefixes allowed there
# (None: any path). A new citation adds its host here, once it is checked to
# exist and to be the source the docs mean.
ALLOWED = {
    "keepachangelog.com": None,  # CHANGELOG.md's format
    "semver.org": None,  # CHANGELOG.md's versioning
    "no-color.org": None,  # NO_COLOR (ludeme-cli)
    "www.cantate.be": ["/Fishtest/"],  # Van den Bergh's GSPRT note (ludeme-stats, the referee)
    "rust-lang.github.io": ["/mdBook/"],  # the book's builder (contributing)
    "github.com": ["/rust-fuzz/cargo-fuzz"],  # other projects' repositories only
}
# An absolute address in text: up to a space, a quote, a bracket or a
# backquote, and without the punctuation that ends a sentence.
ADDRESS = re.compile(r"https?://[^\s<>()\[\]\"'`]+")


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


def unknown_host(link):
    """Why `link` may not be cited, or None if its host is allowed."""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme not in ("http", "https"):
        return None
    host = (parts.hostname or "").lower()
    if host not in ALLOWED:
        return f"{host or link}: not a host the docs may link to (docs/check_links.py's ALLOWED)"
    prefixes = ALLOWED[host]
    if prefixes is not None and not any(parts.path.startswith(p) for p in prefixes):
        return f"{host}{parts.path}: not a path of {host} the docs may link to (docs/check_links.py's ALLOWED)"
    return None


def check_book_hosts(book):
    broken = []
    for source in sorted(book.rglob("*.html")):
        if "theme" in source.parts:
            continue
        for link in parse(source).links:
            why = unknown_host(link)
            if why:
                broken.append(f"{source.relative_to(book)}: {link}: {why}")
    return broken


def prose(markdown):
    """`markdown` without its fenced code blocks and code spans (each line
    kept, blank if need be, so that line numbers stay)."""
    lines, fence = [], None
    for line in markdown.split("\n"):
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if fence is None and marker:
            fence = marker.group(1)
            lines.append("")
        elif fence is not None:
            if stripped.startswith(fence):
                fence = None
            lines.append("")
        else:
            lines.append(line)
    text = "\n".join(lines)
    # Code spans, which may run over a line break.
    return re.sub(r"(`+)(?:(?!\1).)+?\1", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)


def addresses(text):
    """(line, address) of each absolute address in `text`."""
    for match in ADDRESS.finditer(text):
        yield text.count("\n", 0, match.start()) + 1, match.group(0).rstrip(".,;:!?")


def tracked(*patterns):
    """The repository's files whose names match `patterns` (those git tracks
    or would, or by walking the tree outside target/, node_modules/ and the
    built book when git cannot say)."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT, capture_output=True, check=True,
        ).stdout
        paths = [ROOT / name for name in sorted(set(out.decode().split("\0")) - {""})]
    except (OSError, subprocess.CalledProcessError):
        skip = {"target", "node_modules", ".git", "book", "dist"}
        paths = [p for p in sorted(ROOT.rglob("*")) if not skip & set(p.relative_to(ROOT).parts)]
    return [p for p in paths if p.is_file() and any(fnmatch.fnmatch(p.name, n) for n in patterns)]


def doc_comments(source):
    """The Markdown of a Rust file's doc comments (`//!`, `///`), with every
    other line blank so that line numbers stay."""
    lines = []
    for line in source.split("\n"):
        match = re.match(r"\s*//[/!](?![/!])\s?(.*)", line)
        lines.append(match.group(1) if match else "")
    return "\n".join(lines)


def check_sources():
    """The absolute addresses of the Markdown files, the Rust doc comments
    and the manifests' link fields."""
    broken = []
    for path in tracked("*.md"):
        for line, link in addresses(prose(path.read_text(encoding="utf-8"))):
            why = unknown_host(link)
            if why:
                broken.append(f"{path.relative_to(ROOT)}:{line}: {link}: {why}")
    for path in tracked("*.rs"):
        for line, link in addresses(prose(doc_comments(path.read_text(encoding="utf-8")))):
            why = unknown_host(link)
            if why:
                broken.append(f"{path.relative_to(ROOT)}:{line}: {link}: {why}")
    field = re.compile(r"^\s*(homepage|repository|documentation)\s*=\s*\"([^\"]*)\"", re.M)
    for path in tracked("Cargo.toml", "pyproject.toml"):
        text = path.read_text(encoding="utf-8")
        for match in field.finditer(text):
            why = unknown_host(match.group(2))
            if why:
                line = text.count("\n", 0, match.start()) + 1
                broken.append(f"{path.relative_to(ROOT)}:{line}: {match.group(1)} = {match.group(2)}: {why}")
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
    broken = check_book(book) + check_readme() + check_book_hosts(book) + check_sources()
    for line in broken:
        print(line)
    if broken:
        raise SystemExit(f"{len(broken)} broken links")
    print(
        f"links: {sum(1 for _ in book.rglob('*.html'))} pages of {book} and the README checked;"
        " absolute links of the book, the Markdown files, the doc comments and the manifests"
        f" all go to allowed hosts ({', '.join(sorted(ALLOWED))})"
    )
