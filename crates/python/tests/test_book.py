"""Every Python example of the README and the book runs (docs/code_blocks.py
finds them), each in a namespace of its own, against the installed module."""
import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
FINDER = ROOT / "docs" / "code_blocks.py"


def _python_blocks():
    if not FINDER.exists():  # a test tree copied away from the repository
        return []
    spec = importlib.util.spec_from_file_location("code_blocks", FINDER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.blocks("python")


BLOCKS = _python_blocks()


def test_the_book_has_python_examples():
    if not FINDER.exists():
        pytest.skip(f"{FINDER} is not here: the tests run outside the repository")
    pages = {page for page, _, _ in BLOCKS}
    assert "docs/src/python.md" in pages and "README.md" in pages, pages


@pytest.mark.parametrize(
    "page,line,code", BLOCKS, ids=[f"{page}:{line}" for page, line, _ in BLOCKS]
)
def test_example_runs(page, line, code):
    compiled = compile(code, f"{page} (the block at line {line})", "exec")
    exec(compiled, {"__name__": "__book__"})
