"""Saved games the desktop hands the app: named on the command line, or sent as an open-file event.

A menu entry, a file manager or Windows' file association starts ``rummy-desktop GAME.rummy``;
macOS instead starts the app (or finds it running) and delivers a ``QFileOpenEvent`` to the
application object. Both end in :meth:`AppServices.open_file`, which refuses a damaged file with
the same message Open… gives and changes nothing.

The event is watched for with an event filter on the application, which sees every event of
every object: so it is installed only where Qt sends such events (macOS), where one Python call
per event is the price.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QWidget

from .after_first_paint import after_first_paint
from .app_services import AppServices

__all__ = ["FileOpenFilter", "FILE_OPEN_EVENTS", "open_or_deal", "watch_file_open_events"]

FILE_OPEN_EVENTS = sys.platform == "darwin"
"""Whether the desktop hands files over as open-file events (elsewhere they come on the command line)."""


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
    """The first game to show: ``saved_game`` when one was named and it opens, else ``deal()``'s.

    The named file is read once the window has painted (at once if it is on screen already): reading
    and checking a long game took longer than the window's own start, which a black frame showed."""

    def open_named(path: Path) -> None:
        if not services.open_file(path):
            deal()

    def start() -> None:
        window = cast(QWidget, services.window)
        if saved_game is None:
            deal()
        elif window.isVisible():
            open_named(saved_game)
        else:
            after_first_paint(window, lambda: open_named(saved_game))

    return start


def watch_file_open_events(services: AppServices, owner: QObject) -> FileOpenFilter:
    """Open the files of the application's open-file events from now on, while ``owner`` lives."""
    watcher = FileOpenFilter(services, owner)
    application = QCoreApplication.instance()
    if application is not None:
        application.installEventFilter(watcher)
    return watcher
