"""The package list in pyproject.toml must name every Python package we ship."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "rummy_desktop").rglob("__init__.py")
    }
    assert on_disk <= listed, f"add to pyproject.toml: {sorted(on_disk - listed)}"
    assert "rummy_desktop.assets" in listed
