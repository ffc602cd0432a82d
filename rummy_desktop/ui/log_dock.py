"""The game log: a dock with one readable sentence per event, newest at the bottom."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QPlainTextEdit, QWidget

__all__ = ["LogDock"]


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Game log", parent)
        self.setObjectName("game-log")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        self._text = QPlainTextEdit()
        self._text.setReadOnly(True)
        self._text.setMaximumBlockCount(2000)
        self._text.setAccessibleName("Game log")
        self.setWidget(self._text)

    def add(self, line: str) -> None:
        self._text.appendPlainText(line)
        self._text.ensureCursorVisible()

    def clear(self) -> None:
        self._text.clear()

    def lines(self) -> list[str]:
        text = self._text.toPlainText()
        return text.splitlines() if text else []
