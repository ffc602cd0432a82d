"""The one interface of every computer player, for both games.

A bot is given its seat's view of the game (never the full state: it cannot
see hidden cards), a random generator and, optionally, a deadline, and
returns one action for the engine's ``apply``::

    bot = make_bot("gin", "hard")
    action = bot.choose(view_for(state, seat), rng, deadline=time.monotonic() + 2.0)

``deadline`` is a ``time.monotonic()`` value; a bot returns a legal action
by then (the levels that search fall back to a quick move when time is up).
Given the same view and the same generator state, and no deadline, a bot
always makes the same choice.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from rummy_desktop.ai.gin_bots import gin_bot
from rummy_desktop.ai.gin_expert import ExpertPlayer
from rummy_desktop.ai.manipulation_levels import MANIPULATION_LEVELS, manipulation_bot
from rummy_desktop.ai.program_player import PROGRAM_PREFIX, ProgramPlayer

__all__ = ["Bot", "GAMES", "GIN_LEVELS", "LEVELS", "MANIPULATION_LEVELS", "PROGRAM_PREFIX", "levels_of", "make_bot"]

GAMES = ("manipulation", "gin", "oklahoma", "hollywood")
GIN_LEVELS = ("easy", "simple", "medium", "hard", "expert")
"""The Gin games' levels, weakest first as ``docs/strength.md`` measures them: ``simple`` is the
published Gin baseline player (the yardstick the hard level is measured against), and ``expert``,
measured level with ``hard``, comes last."""
LEVELS = ("beginner", "easy", "medium", "skilled", "advanced", "hard", "expert", "simple")
"""Every level of some game; :func:`levels_of` says which game has which."""


class Bot(Protocol):
    """A computer player: a name for the seat and one decision at a time."""

    @property
    def name(self) -> str:
        """The seat's name; read-only, so frozen bots (dataclasses) fit."""

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        """The action to play from this view (the seat to move's own view)."""


def levels_of(game: str) -> tuple[str, ...]:
    """The levels ``game`` is played at, weakest first."""
    return MANIPULATION_LEVELS if game == "manipulation" else GIN_LEVELS


def make_bot(game: str, level: str) -> Bot:
    """The computer player of ``level`` for ``game``; ValueError naming what is wrong.

    A level written ``cmd:COMMAND LINE`` is that program, playing over the bot
    protocol (:class:`~rummy_desktop.ai.program_player.ProgramPlayer`): it
    holds a process, so make one per seat and game, and ``close()`` it after.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    if level.startswith(PROGRAM_PREFIX):
        return ProgramPlayer(game, level[len(PROGRAM_PREFIX):])
    if level not in levels_of(game):
        raise ValueError(
            f"unknown level {level!r} for {game}; choose one of {', '.join(levels_of(game))}, "
            f"or {PROGRAM_PREFIX}COMMAND for a program"
        )
    if game == "manipulation":
        return manipulation_bot(level)
    if level == "expert":
        return ExpertPlayer()
    return gin_bot(level)
