"""Game ▸ Copy game log and Game ▸ Export game log…: the log as plain text, on the clipboard or in a file.

The text is the log as the player reads it, one event per line, in the language each line
was written in. A file is written atomically (a crash leaves the old file or the new one,
never half of it); a file the system refuses is said so in the player's words and the log,
which lives in the window, loses nothing.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QObject, QStandardPaths
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.safe_files import write_file_atomically
from rummy_desktop.controller.os_errors import os_error_reason
from rummy_desktop.controller.placeholders import fill

from . import app_services
from .log_dock import LogDock

__all__ = ["LogExport", "log_text"]


def log_text(lines: list[str]) -> str:
    """The log's lines as a text file holds them: each ended by a newline."""
    return "".join(line + "\n" for line in lines)


class LogExport(QObject):
    """The two actions on ``log``; ``ask_path`` (tests replace it) asks where to export."""

    def __init__(self, log: LogDock, parent: QWidget, show_message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._log = log
        self._widget = parent
        self._show_message = show_message
        self.separator = QAction(parent)
        """Sets the two actions apart from the game's files in a menu."""
        self.separator.setSeparator(True)
        self.copy_action = QAction(parent)
        self.copy_action.triggered.connect(self.copy)
        self.export_action = QAction(parent)
        self.export_action.triggered.connect(self.ask_export)
        self.ask_path: Callable[[], Path | None] = self._ask_path
        self._name_actions()

    def _name_actions(self) -> None:
        self.copy_action.setText(self.tr("&Copy game log"))
        self.export_action.setText(self.tr("E&xport game log…"))

    def event(self, event: QEvent) -> bool:
        """A change of language (passed on by the window, whose child this is) renames the actions."""
        if event.type() == QEvent.Type.LanguageChange:
            self._name_actions()
        return super().event(event)

    def copy(self) -> None:
        """Put the whole log on the clipboard."""
        QGuiApplication.clipboard().setText(log_text(self._log.lines()))
        self._show_message(self.tr("The game log is on the clipboard."))

    def ask_export(self) -> None:
        """Ask for a file name, then write the log there."""
        path = self.ask_path()
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> bool:
        """Write the log to ``path`` (replacing it); a refusal is shown and changes nothing. True when written."""
        try:
            write_file_atomically(path, log_text(self._log.lines()).encode("utf-8"))
        except OSError as error:
            app_services.warn(self._widget, self.tr("Export game log"),
                              fill(self.tr("The game log could not be saved to %1: %2."),
                                   str(path), explain(os_error_reason(error))))
            return False
        self._show_message(fill(self.tr("Game log saved to %1."), str(path)))
        return True

    def _ask_path(self) -> Path | None:
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(documents) if documents else Path.home()
        suggested = folder / f"rummy-game-log-{date.today().isoformat()}.txt"
        name, _ = QFileDialog.getSaveFileName(self._widget, self.tr("Export game log"), str(suggested),
                                              self.tr("Text files (*.txt);;All files (*)"))
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(".txt")
