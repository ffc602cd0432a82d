"""A short note on the table, where the player is looking: why the key just pressed did nothing.

The status bar says it too, but it is far from the cards, and on a small screen the
window can be taller than the screen and put the status bar out of sight. The note
is a label over the table's view, just above the keyboard cursor (or in the middle
of the view when there is no cursor), which goes away by itself after a few seconds
or at the next key. It takes no mouse presses: the cards under it stay playable.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

__all__ = ["TableNote", "NOTE_MS"]

NOTE_MS = 5000
"""How long a note stays: time to read two lines."""


class TableNote(QLabel):
    """Dark text box over the table view's viewport; :meth:`say` shows it near a rectangle of the scene."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self._view = view
        self.setObjectName("table-note")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setStyleSheet("QLabel#table-note { background: rgba(20, 20, 20, 235); color: #ffffff;"
                           " border: 2px solid #ffffff; border-radius: 8px; padding: 8px 12px; }")
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.setFont(font)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(NOTE_MS)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def say(self, text: str, near: QRect | None) -> None:
        """Show ``text`` just above ``near`` (view pixels; below it when there is no room above), or in
        the middle of the view."""
        viewport = self._view.viewport().rect()
        self.setText(text)
        width = min(max(240, viewport.width() * 2 // 5), viewport.width() - 16)
        self.setFixedWidth(width)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        self.setFixedHeight(height)
        if near is None:
            spot = QPoint(viewport.center().x() - width // 2, viewport.center().y() - height // 2)
        else:
            above = near.top() - height - 28
            spot = QPoint(near.center().x() - width // 2, above if above >= 4 else near.bottom() + 12)
        x = max(4, min(spot.x(), viewport.width() - width - 4))
        y = max(4, min(spot.y(), viewport.height() - height - 4))
        self.move(x, y)
        self.show()
        self.raise_()
        self._timer.start()
