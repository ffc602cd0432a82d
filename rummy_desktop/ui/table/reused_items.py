"""Items of one kind kept on the table from one drawing to the next, instead of made anew at every move.

A move redraws the table. Items made anew at each drawing each cost the scene an insertion and a
removal in its index, and a first paint of their own (a Python ``paint`` into their cached picture,
a text laid out again), even where nothing about them changed: a few milliseconds of every move, in
the same event-loop turn as the move's own work (issue 29's stalls). Kept items are only told their
new place and look, and an item whose look did not change is not painted again. Hidden items take no
part in painting or in what lies under the pointer (``QGraphicsScene.items(pos)``, ``itemAt``); a search
of all the scene's items (``items()``) finds them, so such a search looks at the visible ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

__all__ = ["ReusedItems"]

Item = TypeVar("Item", bound=QGraphicsItem)


class ReusedItems(Generic[Item]):
    """The items of one kind on ``scene``, made by ``make`` when more are needed than were kept."""

    def __init__(self, scene: QGraphicsScene, make: Callable[[], Item]) -> None:
        self._scene = scene
        self._make = make
        self._items: list[Item] = []

    def take(self, count: int) -> list[Item]:
        """``count`` items shown on the scene, the ones kept first. The ones not needed now are hidden, not
        removed: the handles of the melds go at the end of every turn of yours and come back at the next."""
        while len(self._items) < count:
            item = self._make()
            self._scene.addItem(item)
            self._items.append(item)
        for shown, item in enumerate(self._items):
            item.setVisible(shown < count)
        return self._items[:count]
