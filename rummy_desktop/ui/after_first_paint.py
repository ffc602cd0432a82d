"""Run something once a window is on screen: after its first paint, not merely after ``show()``.

``show()`` only asks for the window to appear; it is painted later, from the event loop, and a
``QTimer.singleShot(0, ...)`` set just after ``show()`` fires before that paint. Slow work started
there (reading and checking a long game's autosave) would leave the window an empty black frame
until it ends. :func:`after_first_paint` waits for the window's first paint event and starts the
work from the event loop once that paint is done (Qt paints a window and all its children in one
pass before it returns to the loop).
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["after_first_paint"]


class _FirstPaint(QObject):
    """Watches ``window`` for its first paint, then calls ``then`` once, from the event loop."""

    def __init__(self, window: QWidget, then: Callable[[], object]) -> None:
        super().__init__(window)   # goes with the window: nothing is called for a window closed unpainted
        self._then = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._call)
        return False

    def _call(self) -> None:
        self._then()


def after_first_paint(window: QWidget, then: Callable[[], object]) -> None:
    """Call ``then`` once ``window``, about to be shown, has been painted for the first time."""
    _FirstPaint(window, then)
