"""The game log: a dock with one readable sentence per event, newest at the bottom; and the words
of every dock's title-bar buttons in the current language (:func:`retranslate_title_buttons`).

The log keeps its events, not its sentences: each entry is a :data:`Wording`, a function that
words the event in the language of the moment. A change of language words every entry again,
so the log on screen, and what is copied, exported or saved from it, is in one language. Lines
that come as text (the log of a game loaded from a file) are kept as they are.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QPlainTextEdit, QWidget

__all__ = ["LogDock", "Wording", "retranslate_title_buttons"]

Wording = Callable[[], Sequence[str]]
"""An event of the log: called, it gives the event's lines in the current language."""
MOST_LINES = 2000
"""The log keeps the latest events up to about this many lines (a long match would grow it without end)."""

_TITLE_BUTTONS = {
    "qt_dockwidget_floatbutton": ("Float", "Undocks and re-attaches the dock widget"),
    "qt_dockwidget_closebutton": ("Close", "Closes the dock widget"),
}
"""Qt's own title-bar buttons (by the object names Qt gives them) and the accessible name and
description Qt words for them in its context "QDockWidget" (listed for the catalogues in i18n.py)."""


def retranslate_title_buttons(dock: QDockWidget) -> None:
    """The float and close buttons of ``dock``'s title bar named in the current language.

    Qt words them only when the dock is made or its buttons change (floating, features), so
    after a change of language they would keep the words of the language before.
    """
    for button in dock.findChildren(QAbstractButton, options=Qt.FindChildOption.FindDirectChildrenOnly):
        words = _TITLE_BUTTONS.get(button.objectName())
        if words is not None:
            name, description = words
            button.setAccessibleName(QCoreApplication.translate("QDockWidget", name))
            button.setAccessibleDescription(QCoreApplication.translate("QDockWidget", description))


def _as_written(text: str) -> Wording:
    """A line that came as text: the same in every language."""
    return lambda: (text,)


class LogDock(QDockWidget):
    """The log's events, worded in the current language, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._entries: list[tuple[Wording, int]] = []
        """Each event and how many lines it showed when last worded."""
        self._text = QPlainTextEdit()
        self._text.setReadOnly(True)
        # Nothing to undo in a read-only log, and Qt keeps the memory an undo history took after clear():
        # about 0.3 MB per thousand lines, a window's memory rising game after game (docs/benchmarks.md).
        self._text.setUndoRedoEnabled(False)
        self.setWidget(self._text)
        self.retranslate()

    def retranslate(self) -> None:
        """The dock's title, its title-bar buttons, the log's accessible name and every event, in the current language."""
        self.setWindowTitle(self.tr("Game log"))
        self._text.setAccessibleName(self.tr("Game log"))
        retranslate_title_buttons(self)
        worded = [(wording, list(wording())) for wording, _ in self._entries]
        self._entries = [(wording, len(lines)) for wording, lines in worded]
        self._text.setPlainText("\n".join(line for _, lines in worded for line in lines))
        self._show_latest()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add(self, event: Wording | str) -> None:
        """Log an event: worded now and again after every change of language (a text is kept as it is)."""
        wording = _as_written(event) if isinstance(event, str) else event
        lines = list(wording())
        self._entries.append((wording, len(lines)))
        for line in lines:
            self._text.appendPlainText(line)
        self._forget_oldest()
        self._show_latest()

    def clear(self) -> None:
        self._entries = []
        self._text.clear()

    def lines(self) -> list[str]:
        """The log as shown: every event's lines, in the language of the moment."""
        text = self._text.toPlainText()
        return text.splitlines() if text else []

    def _forget_oldest(self) -> None:
        """Drop the oldest events while the log holds more than :data:`MOST_LINES` lines."""
        shown = sum(count for _, count in self._entries)
        dropped = 0
        while shown - dropped > MOST_LINES and len(self._entries) > 1:
            dropped += self._entries.pop(0)[1]
        if dropped:
            cursor = self._text.textCursor()
            cursor.movePosition(cursor.MoveOperation.Start)
            cursor.movePosition(cursor.MoveOperation.NextBlock, cursor.MoveMode.KeepAnchor, dropped)
            cursor.removeSelectedText()

    def _show_latest(self) -> None:
        self._text.moveCursor(self._text.textCursor().MoveOperation.End)
        self._text.ensureCursorVisible()
