"""Grids of labels that a screen reader is told are tables (the result dialogs' score tables, the score sheet).

Orca reads a dialog as it opens by its title and every loose label of three words or more in it, top to
bottom, skipping what is inside a table. The score tables are grids of plain labels, so it read their cells
as loose text: "★ Computer 1 +260 = 260 260 ★, winner". Marked here, a grid says it is a table; its cells
are still there to browse one by one, and the words of the table go in a sentence of its heading's
(``dialogs/result_words.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["read_as_table"]

_TABLE = "readAsTable"
"""The property of a widget a screen reader is told is a table."""


def _interface(key: str, target: QObject) -> QAccessibleInterface | None:
    if isinstance(target, QWidget) and target.property(_TABLE):
        return QAccessibleWidget(target, QAccessible.Role.Table)
    return None


_installed = False


def read_as_table(widget: QWidget) -> None:
    """Tell assistive technology that ``widget`` (a grid of labels) is a table."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_interface)
        _installed = True
    widget.setProperty(_TABLE, True)
