"""Why the turn can't end yet: a note laid over the top of the table, never a strip above it.

A strip above the table made the view shorter the moment a refusal came, and the
whole table shrank and moved down under the player's pointer. The note floats
over the top band (the opponents' hands) instead, clear of the stock, and lets
the mouse through, so the table keeps its size and every card stays where it was.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QLabel

__all__ = ["ProblemsNote"]

_STYLE = "QLabel { background: rgba(251, 227, 225, 235); color: #7a1610; padding: 6px 10px; border-radius: 6px; }"
_WIDTH = 0.62
"""The share of the table's width the note takes: the stock, at the far end of the top band, stays clear."""
_MARGIN = 6


class ProblemsNote(QLabel):
    """A rich-text note over the top of ``view``'s table, following the view's size."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view.viewport())
        self._over = view.viewport()
        self.setObjectName("turn-problems")
        self.setTextFormat(Qt.TextFormat.RichText)   # a list; each explanation in it is escaped
        self.setWordWrap(True)
        self.setStyleSheet(_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        view.viewport().installEventFilter(self)

    def show_text(self, text: str) -> None:
        """Show ``text`` (rich text), or hide the note when it is empty.

        The window asks after every move, mostly for no note at all: only a new text is laid out again
        (measuring rich text took a few milliseconds of each computer's move)."""
        if text == self.text() and self.isVisibleTo(self._over) == bool(text):
            return
        self.setText(text)
        self.setVisible(bool(text))
        if text:
            self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.text():
            self._place()
        return False

    def _place(self) -> None:
        area = self._over.rect()
        width = max(200, int(area.width() * _WIDTH))
        height = min(max(self.heightForWidth(width), self.minimumSizeHint().height()), area.height() // 2)
        x = area.right() - width - _MARGIN if self.isRightToLeft() else _MARGIN
        self.setGeometry(x, _MARGIN, width, height)
        self.raise_()
