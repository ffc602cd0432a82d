"""Undo steps over immutable snapshots, named in the language of the moment.

A command holds the value before and after one edit and a function that puts a
value in place. Because the values are immutable, undo and redo restore them
exactly and the commands share them safely. ``QUndoStack.push`` calls
:meth:`redo` at once; the value is already "after" by then, so that first redo
only repeats it.

A step's name ("Move 7♥ onto 5♥ 6♥") is shown in the Edit menu long after the
step was made, perhaps after a change of language, so a command keeps the name
as the code wrote it (a :class:`StepName`) and :func:`rename_steps` words every
step on a stack again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from rummy_desktop.engine.messages import Template

from . import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["SnapshotCommand", "StepName", "rename_steps"]

T = TypeVar("T")


@dataclass(frozen=True)
class StepName:
    """A step's name untranslated: a marked template with ``%1``, ``%2``… and the values that fill them.

    Values are card notation (``7♥ 8♥``), the same in every language.
    """

    template: Template
    values: tuple[str, ...] = ()

    def text(self) -> str:
        """The name in the current language."""
        text = QCoreApplication.translate(self.template.context, self.template)
        for number, value in enumerate(self.values, start=1):
            text = text.replace(f"%{number}", value)
        return text


class SnapshotCommand(QUndoCommand, Generic[T]):
    """One undo step: ``restore(after)`` to redo it, ``restore(before)`` to undo it."""

    def __init__(self, restore: Callable[[T], None], before: T, after: T, name: StepName) -> None:
        super().__init__(name.text())
        self._restore = restore
        self.before = before
        self.after = after
        self.name = name

    def retranslate(self) -> None:
        """Word the step's name again in the current language."""
        self.setText(self.name.text())

    def redo(self) -> None:
        self._restore(self.after)

    def undo(self) -> None:
        self._restore(self.before)


def rename_steps(stack: QUndoStack) -> None:
    """Every step on ``stack`` named in the current language (the stack's undo and redo texts too).

    The stack does not announce renamed steps: read ``undoText()`` and ``redoText()`` afterwards.
    """
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, SnapshotCommand):
            command.retranslate()
