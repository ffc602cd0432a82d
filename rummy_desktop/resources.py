"""Where the app's assets live: from source, installed with pip, or frozen.

The repository keeps them in the top-level ``assets/`` folder; a pip install
ships that folder as the package ``rummy_desktop.assets`` (see pyproject.toml);
a PyInstaller bundle puts it at ``<bundle>/assets``.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import resources
from pathlib import Path

__all__ = ["assets_dir", "asset_path"]


@cache
def assets_dir() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    source_tree = Path(__file__).resolve().parent.parent / "assets"
    if source_tree.is_dir():
        return source_tree
    return Path(str(resources.files("rummy_desktop.assets")))


def asset_path(*parts: str) -> Path:
    """Path of one asset, e.g. ``asset_path("cards", "classic.svg")``; FileNotFoundError if absent."""
    path = assets_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"asset {'/'.join(parts)} is missing from {assets_dir()}")
    return path
