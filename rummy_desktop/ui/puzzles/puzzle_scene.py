"""The table of a puzzle: the Manipulation table with its gestures, without opponents.

A puzzle's position is a game's (:func:`~rummy_desktop.controller.puzzle_session.puzzle_state`),
but nobody else plays it: the other seat, which holds no cards, is not drawn.
"""

from __future__ import annotations

from ..manipulation.scene import ManipulationScene

__all__ = ["PuzzleScene"]


class PuzzleScene(ManipulationScene):
    """:class:`ManipulationScene` for one person alone at the table."""

    def opponent_seats(self) -> list[int]:
        return []
