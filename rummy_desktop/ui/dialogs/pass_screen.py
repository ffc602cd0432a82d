"""The hot-seat pass screen: between two people at one computer, nobody's cards are on view.

An opaque overlay over the whole window says "Pass to Anna" and waits for
Anna to press "I am Anna — show my hand". It shows no card and lets nothing
behind it through; the window also hides its own hand items while it is up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from rummy_desktop.controller.placeholders import fill

from ..text.game_log_text import shown_name
from ..text.plain_text import button_literal, plain_label

__all__ = ["PassScreen"]

_BACKGROUND = QColor("#17352a")
_TEXT = QColor("#f3f0e6")


class PassScreen(QWidget):
    """Covers its parent; :meth:`show_for` raises it for a player, ``revealed`` is sent when they confirm."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.name = ""
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, _BACKGROUND)
        palette.setColor(QPalette.ColorRole.WindowText, _TEXT)
        self.setPalette(palette)

        self.title = plain_label()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.hint = QLabel()
        self.button = QPushButton()
        self.button.setDefault(True)
        button_font = self.button.font()
        button_font.setPointSizeF(button_font.pointSizeF() * 1.3)
        self.button.setFont(button_font)
        self.button.setMinimumHeight(self.button.sizeHint().height() * 3 // 2)
        self.button.clicked.connect(self._reveal)
        for label in (self.title, self.hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(self.fontMetrics().height() * 2)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)

        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    def show_for(self, name: str) -> None:
        """Hide everything behind the screen until ``name`` says it is them."""
        self.name = name
        self.retranslate()
        self._cover_parent()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        """The screen's texts in the current language, for the player it was last shown for (if any yet)."""
        self.hint.setText(self.tr("Everyone else, please look away."))
        if not self.name:
            return
        shown = shown_name(self.name)
        self.title.setText(fill(self.tr("Pass to %1"), shown))
        self.button.setText(fill(self.tr("I am %1 — show my hand"), button_literal(shown)))
        self.button.setMinimumWidth(self.button.sizeHint().width() + self.fontMetrics().height() * 2)
        self.setAccessibleName(self.title.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._cover_parent()
        return False

    def _cover_parent(self) -> None:
        parent = self.parentWidget()
        assert parent is not None
        self.setGeometry(parent.rect())

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()
