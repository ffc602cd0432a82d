"""CI must run exactly the test command the README gives to people."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands():
    return re.findall(r"```sh\n\s*(.+?)\n\s*```", (ROOT / "README.md").read_text())


def test_readme_opens_with_the_install_and_launch_and_the_test_commands():
    launch, test = readme_commands()[:2]
    assert "pip install" in launch and "rummy_desktop" in launch
    assert "pip install" in test and "pytest" in test


def test_ci_runs_the_readme_test_command():
    test = readme_commands()[1].strip()
    assert test in (ROOT / ".ci" / "run").read_text()
