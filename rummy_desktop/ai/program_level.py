"""How a seat's level names a program: ``cmd:COMMAND LINE`` (docs/bot-protocol.md).

Kept apart from :mod:`rummy_desktop.ai.program_player` so the settings and the
new-game dialog can tell a program seat without loading the computer players.
"""

from __future__ import annotations

__all__ = ["PROGRAM_PREFIX", "is_program", "program_command", "program_level"]

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
