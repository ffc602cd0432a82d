"""packaging/build.py's helpers for the workflow: the versions it prints for the installers, the
check of an installed program, and the refusal of a .deb of anything but the one-folder bundle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from rummy_desktop import __version__

ROOT = Path(__file__).resolve().parents[2]


def build(*words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), *words], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_the_versions_for_the_installers() -> None:
    result = build("--print-versions")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines[0] == f"VERSION={__version__}"
    numbers = lines[1].removeprefix("NUMERIC_VERSION=").split(".")
    assert len(numbers) == 4 and all(n.isdigit() for n in numbers)
    assert ".".join(numbers).startswith(__version__.split("+")[0].split("rc")[0])


def test_an_installed_program_is_checked_by_its_self_test(tmp_path: Path) -> None:
    program = tmp_path / "rummy-desktop"
    program.write_text('#!/bin/sh\n[ "$1" = --self-test ] || exit 9\necho "self-test failed: no art" >&2\nexit 1\n',
                       encoding="utf-8")
    program.chmod(0o755)
    result = build("--check-program", str(program))
    assert result.returncode == 1
    assert "no art" in result.stderr and f"self-test of {program}: FAILED (exit 1)" in result.stdout


def test_a_package_is_made_of_the_one_folder_bundle_only() -> None:
    result = build("--onefile", "--deb")
    assert result.returncode == 2 and "--deb packages the one-folder bundle" in result.stderr


def test_a_release_tag_must_name_the_apps_version() -> None:
    assert build("--check-tag", f"v{__version__}").returncode == 0
    for wrong in (__version__, f"v{__version__}.1", "v0.0.0-other"):
        result = build("--check-tag", wrong)
        assert result.returncode == 1 and f"does not match the app's version {__version__}" in result.stderr


def test_builds_take_their_time_from_the_commit_and_a_fixed_hash_seed(monkeypatch) -> None:
    sys.path.insert(0, str(ROOT / "packaging"))
    import build as build_script

    committed = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True).stdout
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert build_script.reproducible_env() == {"SOURCE_DATE_EPOCH": committed.strip(), "PYTHONHASHSEED": "0"}
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert build_script.reproducible_env()["SOURCE_DATE_EPOCH"] == "1700000000"
