"""The Debian package's manual page (packaging/man_page.py): every option and command of the app's
command line is on it, and man formats it without a warning, as lintian checks."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from rummy_desktop.app import build_parser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
from man_page import man_page, roff  # noqa: E402


def formatted(page: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """The page as ``man`` shows it, with groff's warnings on (lintian's own command)."""
    path = tmp_path / "rummy-desktop.6"
    path.write_text(page, encoding="utf-8")
    return subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(path)],
                          capture_output=True, text=True, env={"LC_ALL": "C.UTF-8", "MANWIDTH": "80", "PATH": "/usr/bin:/bin"})


def shown(page: str, tmp_path: Path) -> str:
    path = tmp_path / "shown.6"
    path.write_text(page, encoding="utf-8")
    result = subprocess.run(["man", "-l", str(path)], capture_output=True, text=True,
                            env={"LC_ALL": "C.UTF-8", "MANWIDTH": "1000", "PATH": "/usr/bin:/bin"}, check=True)
    return result.stdout


def test_man_formats_the_page_without_a_warning(tmp_path: Path) -> None:
    result = formatted(man_page("0.1.0", "2026-12-02", "/usr/lib/rummy-desktop/_internal/licenses"), tmp_path)
    assert result.returncode == 0 and result.stderr == "", result.stderr


def test_the_page_names_every_option_and_command_with_its_help(tmp_path: Path) -> None:
    text = shown(man_page("0.1.0", "2026-12-02", "/usr/lib/x/licenses"), tmp_path)
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    assert set(commands) == {"simulate", "tournament", "bot-check", "bench"}
    for command_parser in [parser, *commands.values()]:
        for action in command_parser._actions:
            for name in action.option_strings:
                assert name in text, name
    for name in commands:
        assert f"\n   {name}\n" in text, name
    assert "--self-test\n" in text and "exit 0 if all is well" in text
    assert "(default: manipulation)" in text          # help fields filled in as --help does
    assert "/usr/lib/x/licenses/" in text and "Rummy Desktop 0.1.0" in text


def test_a_line_starting_with_a_dot_is_text_not_a_request(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser(prog="x", description="First line.\n.SH NOT A HEADING\n'quoted -x \\n")
    parser.add_argument("--flag", action="store_true", help="a flag")
    text = shown(man_page("1", "2026-01-01", "/l", parser), tmp_path)
    assert ".SH NOT A HEADING" in text and "'quoted -x \\n" in text
    assert roff("-a\\b") == "\\-a\\eb"
