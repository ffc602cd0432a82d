"""Saved games the desktop hands the app: named on the command line, or sent as an open-file event.

A menu entry, a file manager or Windows' file association starts ``rummy-desktop GAME.rummy``;
macOS instead starts the app (or finds it running) and delivers a ``QFileOpenEvent`` to the
application object. Both end in :meth:`AppServices.open_file`, which refuses a damaged file with
the same message Open… gives and changes nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from .app_services import AppServices

__all__ = ["FileOpenFilter", "open_or_deal"]


class FileOpenFilter(QObject):
    """Watches the application for the desktop's open-file events and opens each file as Open… would
    (asking first when a game is under way). Install it on the QApplication; it lives with its parent."""

    def __init__(self, services: AppServices, parent: QObject) -> None:
        super().__init__(parent)
        self._services = services

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if event.file():
                self._services.open_requested(Path(event.file()))
                return True
        return super().eventFilter(watched, event)


def open_or_deal(services: AppServices, saved_game: Path | None, deal: Callable[[], object]) -> Callable[[], None]:
    """The first game to show: ``saved_game`` when one was named and it opens, else ``deal()``'s."""

    def start() -> None:
        if saved_game is None or not services.open_file(saved_game):
            deal()

    return start
