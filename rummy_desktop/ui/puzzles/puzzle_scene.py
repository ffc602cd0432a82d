"""The table of a puzzle: the Manipulation table with its gestures, without opponents.

A puzzle's position is a game's (:func:`~rummy_desktop.controller.puzzle_session.puzzle_state`),
but nobody else plays it and nothing is drawn: the other seat, which holds no cards, and the
empty stock are not shown, and the melds use the whole table.
"""

from __future__ import annotations

from ..manipulation.scene import ManipulationScene

__all__ = ["PuzzleScene"]


class PuzzleScene(ManipulationScene):
    """:class:`ManipulationScene` for one person alone at the table."""

    shows_stock = False

    def opponent_seats(self) -> list[int]:
        return []
