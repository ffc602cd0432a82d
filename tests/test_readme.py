"""The README's first commands work on a fresh machine, and CI runs exactly its test command.

A fresh Debian 12 or Ubuntu 24.04 refuses ``pip install`` into its own Python (PEP 668),
so both commands make a virtual environment in the clone and install only into it.
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PYTHON = ".venv/bin/python"


def readme_commands(language: str = "sh") -> list[str]:
    """The lines of the README's code blocks in ``language``, in order."""
    blocks = re.findall(rf"```{language}\n(.+?)```", (ROOT / "README.md").read_text(), re.DOTALL)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def steps(command: str) -> list[str]:
    return [step.strip() for step in re.split(r"&&|;", command)]


def test_readme_opens_with_the_install_and_launch_and_the_test_commands():
    launch, test = readme_commands()[:2]
    assert steps(launch)[-1] == f"{VENV_PYTHON} -m rummy_desktop"
    assert steps(test)[-1].startswith(f"{VENV_PYTHON} -m pytest")


def test_both_commands_make_a_virtual_environment_and_install_only_into_it():
    for command in readme_commands()[:2]:
        first, *rest = steps(command)
        assert first == "python3 -m venv .venv"
        installs = [step for step in rest if "pip install" in step]
        assert installs and all(step.startswith(f"{VENV_PYTHON} -m pip install") for step in installs)
        assert all(step.startswith(VENV_PYTHON) for step in rest)


def test_the_windows_commands_do_the_same_steps():
    """PowerShell has no ``&&`` before version 7, so the Windows form chains the same steps with ``;``."""
    windows = readme_commands("powershell")
    assert len(windows) == 2
    for posix, powershell in zip(readme_commands()[:2], windows):
        expected = posix.replace("python3 -m venv", "py -m venv").replace(VENV_PYTHON, r".venv\Scripts\python")
        assert steps(powershell) == steps(expected)


def test_the_virtual_environment_stays_out_of_git():
    assert ".venv/" in (ROOT / ".gitignore").read_text().splitlines()


def test_ci_runs_the_readme_test_command():
    test = readme_commands()[1]
    assert test in (ROOT / ".ci" / "run").read_text().splitlines()
