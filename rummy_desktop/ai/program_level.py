"""How a seat's level names a program: ``cmd:COMMAND LINE`` (docs/bot-protocol.md), and whether it can start.

Kept apart from :mod:`rummy_desktop.ai.program_player` so the settings, the
new-game dialog and the command line can tell a program seat, and check its
command line, without loading the computer players.
"""

from __future__ import annotations

import os
import shlex
import shutil
from dataclasses import dataclass

__all__ = [
    "PROGRAM_PREFIX",
    "CommandProblem",
    "command_problem",
    "command_words",
    "is_program",
    "program_command",
    "program_level",
    "program_problem",
]

PROGRAM_PREFIX = "cmd:"
"""A player written ``cmd:COMMAND LINE`` (``simulate --players``, a seat's level) is that program."""


def is_program(level: str | None) -> bool:
    """True for a level that names a program rather than a computer level."""
    return level is not None and level.startswith(PROGRAM_PREFIX)


def program_command(level: str) -> str:
    """The command line a program level names."""
    return level[len(PROGRAM_PREFIX):]


def program_level(command: str) -> str:
    """The level naming the program started by ``command``."""
    return PROGRAM_PREFIX + command


def command_words(command: str) -> list[str]:
    """The program and its arguments, split as the platform's shell would; ValueError for an empty or broken line."""
    try:
        words = shlex.split(command, posix=os.name != "nt")
    except ValueError as error:
        raise ValueError(f"the command line {command!r} cannot be read: {error}") from None
    if not words:
        raise ValueError("the command line of a program player is empty")
    return words


@dataclass(frozen=True)
class CommandProblem:
    """Why a command line cannot start a program: ``kind`` for the window's own words, ``text`` for the tools.

    Kinds: ``empty``, ``unreadable`` (a quote left open, a backslash at the end),
    ``not found``, ``not executable`` (a file that is there but may not be run).
    """

    kind: str
    text: str


def command_problem(command: str) -> CommandProblem | None:
    """What stops ``command`` from starting a program, or None.

    Only the program's name is checked (on the search path, or as a file): a
    program found may still fail at once, which the game then reports.
    """
    if not command.strip():
        return CommandProblem("empty", "the command line of a program player is empty")
    try:
        program = command_words(command)[0]
    except ValueError as error:
        return CommandProblem("unreadable", f"{error} (a quote is not closed, or it ends in a backslash)")
    if shutil.which(program) is not None:
        return None
    if os.sep in program or (os.altsep is not None and os.altsep in program) or os.path.exists(program):
        if os.path.isfile(program):
            return CommandProblem(
                "not executable",
                f"the file {program!r} is there but is not executable: make it executable (chmod +x), "
                f"or start it with its interpreter (python3 {program})",
            )
        if os.path.isdir(program):
            return CommandProblem("not executable", f"{program!r} is a folder, not a program")
    return CommandProblem(
        "not found", f"no program {program!r} was found (give its full path, or a command on the search path)"
    )


def program_problem(command: str) -> str:
    """Why ``command`` cannot start a program, in English for the command-line tools, or ``""``."""
    problem = command_problem(command)
    return "" if problem is None else problem.text
