"""Undo steps over immutable snapshots.

A command holds the value before and after one edit and a function that puts a
value in place. Because the values are immutable, undo and redo restore them
exactly and the commands share them safely. ``QUndoStack.push`` calls
:meth:`redo` at once; the value is already "after" by then, so that first redo
only repeats it.
"""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

from PySide6.QtGui import QUndoCommand

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["SnapshotCommand"]

T = TypeVar("T")


class SnapshotCommand(QUndoCommand, Generic[T]):
    """One undo step: ``restore(after)`` to redo it, ``restore(before)`` to undo it."""

    def __init__(self, restore: Callable[[T], None], before: T, after: T, text: str) -> None:
        super().__init__(text)
        self._restore = restore
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._restore(self.after)

    def undo(self) -> None:
        self._restore(self.before)
