"""The moves of a game as played, kept so that the game can be replayed and reviewed.

A game is kept round by round: each :class:`RoundRecord` holds the state the
round started from (the deal, or the position a saved game was resumed at) and
every action played in it, in order, up to the round's end. Dealing the next
round is not kept as an action: the next record starts from the new deal, so a
round replays without the random generator that shuffled it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator

__all__ = ["RoundRecord"]


@dataclass(frozen=True)
class RoundRecord:
    """One round: the engine state it started from and the engine's actions played from there."""

    start: Any
    actions: tuple[Any, ...] = ()

    def with_action(self, action: Any) -> "RoundRecord":
        return RoundRecord(self.start, (*self.actions, action))

    def steps(self, apply: Callable[[Any, Any], Any]) -> Iterator[tuple[Any, Any, Any]]:
        """Each (state before, action, state after) of the round, played by its game's ``apply`` (which
        raises ``IllegalAction`` at a move the rules refuse)."""
        state = self.start
        for action in self.actions:
            after = apply(state, action)
            yield state, action, after
            state = after
