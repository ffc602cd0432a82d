"""The game log: a dock with one readable sentence per event, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit, QWidget

__all__ = ["LogDock"]


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._text = QPlainTextEdit()
        self._text.setReadOnly(True)
        self._text.setMaximumBlockCount(2000)
        self.setWidget(self._text)
        self.retranslate()

    def retranslate(self) -> None:
        """The dock's title and the log's accessible name, in the current language."""
        self.setWindowTitle(self.tr("Game log"))
        self._text.setAccessibleName(self.tr("Game log"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add(self, line: str) -> None:
        self._text.appendPlainText(line)
        self._text.ensureCursorVisible()

    def clear(self) -> None:
        self._text.clear()

    def lines(self) -> list[str]:
        text = self._text.toPlainText()
        return text.splitlines() if text else []
