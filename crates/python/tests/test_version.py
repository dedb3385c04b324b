"""`ludeme.__version__` is the crate's version, as the repository's
Cargo.toml files give it (crates/python/Cargo.toml, or the workspace's
when the crate takes the workspace's), and the installed package's.

The Cargo.toml files are found from this test's place in the repository;
a test tree copied away from it skips, saying so."""
import importlib.metadata
import pathlib

import pytest
from packaging.version import Version

import ludeme

try:
    import tomllib  # Python 3.11 and newer
except ModuleNotFoundError:  # Python 3.10
    tomllib = pytest.importorskip(
        "tomli", reason="reading Cargo.toml needs tomllib (Python 3.11) or tomli"
    )

HERE = pathlib.Path(__file__).resolve()
# The repository: three levels above crates/python/tests.
ROOT = HERE.parents[3] if len(HERE.parents) > 3 else HERE.parent
CRATE_TOML = ROOT / "crates" / "python" / "Cargo.toml"
WORKSPACE_TOML = ROOT / "Cargo.toml"


def _read_toml(path):
    with path.open("rb") as file:
        return tomllib.load(file)


def _crate_version():
    """The version crates/python/Cargo.toml gives, following
    `version.workspace = true` to the workspace's Cargo.toml."""
    version = _read_toml(CRATE_TOML)["package"]["version"]
    if isinstance(version, dict):
        assert version == {"workspace": True}, f"{CRATE_TOML}: version is {version!r}"
        version = _read_toml(WORKSPACE_TOML)["workspace"]["package"]["version"]
    return version


def test_version_is_the_crates():
    if not CRATE_TOML.is_file():
        pytest.skip(f"{CRATE_TOML} is not here: the tests run outside the repository")
    assert isinstance(ludeme.__version__, str)
    assert ludeme.__version__ == _crate_version()


def test_version_is_the_installed_packages():
    # maturin writes the crate's version in Python's spelling (PEP 440):
    # the same version, whatever the spelling of a pre-release.
    installed = importlib.metadata.version("ludeme")
    assert Version(ludeme.__version__) == Version(installed), (ludeme.__version__, installed)


def test_version_is_the_native_modules():
    assert ludeme.__version__ == ludeme._ludeme.__version__
