"""The ``rummy-desktop(6)`` manual page of the Debian package, written from the app's own command line.

Every option and command comes from ``rummy_desktop.app.build_parser()`` with its help text, so the
page says what ``rummy-desktop --help`` says and cannot fall behind it. The page is roff for the
``man`` macros (``man -l rummy-desktop.6`` shows it); ``packaging/linux_package.py`` puts it, gzipped,
in ``/usr/share/man/man6/``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from rummy_desktop.app import build_parser  # noqa: E402


def roff(text: str) -> str:
    """``text`` as roff running text: backslashes and hyphens escaped, no line read as a request."""
    escaped = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in escaped.splitlines())


def _value_name(action: argparse.Action) -> str:
    """What an option takes, as ``--help`` shows it ("N", "{gin,...}"), or "" for a flag."""
    if action.nargs == 0:
        return ""
    if action.metavar:
        return str(action.metavar)
    if action.choices:
        return "{" + ",".join(map(str, action.choices)) + "}"
    return action.dest.upper()


def _help(action: argparse.Action, prog: str) -> str:
    """The action's help with its ``%(default)s``-style fields filled in, as argparse does."""
    return (action.help or "") % {**vars(action), "prog": prog}


def _items(parser: argparse.ArgumentParser) -> list[str]:
    """A ``.TP`` paragraph for each option and argument of ``parser`` (no sub-commands)."""
    lines = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        value = _value_name(action)
        if action.option_strings:
            names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings)
            term = f"{names} \\fI{roff(value)}\\fR" if value else names
        else:
            term = f"\\fI{roff(value)}\\fR"
        lines += [".TP", term, roff(_help(action, parser.prog))]
    return lines


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The sub-commands' parsers by name."""
    return {name: sub for action in parser._actions if isinstance(action, argparse._SubParsersAction)
            for name, sub in action.choices.items()}


def man_page(version: str, date: str, licences: str, parser: argparse.ArgumentParser | None = None) -> str:
    """The page for ``version`` released on ``date`` (YYYY-MM-DD), of ``parser`` (the app's by default);
    ``licences``: the folder of the bundle's licence texts."""
    parser = parser or build_parser()
    commands = _commands(parser)
    lines = [
        f'.TH RUMMY\\-DESKTOP 6 "{date}" "Rummy Desktop {roff(version)}" "Games"',
        ".SH NAME",
        "rummy\\-desktop \\- Manipulation Rummy and Gin Rummy against the computer or with friends",
        ".SH SYNOPSIS",
        ".B rummy\\-desktop",
        "[\\fIOPTION\\fR]... [\\fIGAME\\fB.rummy\\fR]",
        ".br",
        ".B rummy\\-desktop",
        f"{{{roff('|'.join(commands))}}} [\\fIOPTION\\fR]...",
        ".SH DESCRIPTION",
        roff(parser.description or ""),
        ".PP",
        roff("A GAME.rummy file named on the command line opens in the window (a file manager starts the game "
             "so); when the game already runs, its window opens it instead."),
        ".SH OPTIONS",
        *_items(parser),
        ".SH COMMANDS",
    ]
    for name, command in commands.items():
        lines += [".SS " + roff(name), roff(command.description or ""), *_items(command)]
    lines += [
        ".SH FILES",
        ".TP",
        "\\fI/usr/share/doc/rummy\\-desktop/copyright\\fR",
        roff("The licences of the game and of the libraries it carries (Qt, PySide6, Python, ICU), whose full "
             f"texts are in {licences}/."),
    ]
    return "\n".join(lines) + "\n"
