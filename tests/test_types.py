"""The package type-checks: mypy, with the settings in pyproject.toml's [tool.mypy], finds no error.

mypy keeps its cache in the checkout's .mypy_cache (ignored by git), the one
a plain ``python3 -m mypy`` uses too: on a clean clone it checks everything (a
few seconds), later only what changed.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_error() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, f"mypy found errors:\n{run.stdout}{run.stderr}"
