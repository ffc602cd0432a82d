"""The game log: a dock with one readable sentence per event, newest at the bottom; and the words
of every dock's title-bar buttons in the current language (:func:`retranslate_title_buttons`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QPlainTextEdit, QWidget

__all__ = ["LogDock", "retranslate_title_buttons"]

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
        """The dock's title, its title-bar buttons and the log's accessible name, in the current language."""
        self.setWindowTitle(self.tr("Game log"))
        self._text.setAccessibleName(self.tr("Game log"))
        retranslate_title_buttons(self)

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
