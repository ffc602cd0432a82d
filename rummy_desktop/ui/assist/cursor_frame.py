"""The keyboard's card cursor as drawn: a look no other mark on the table has.

The table already draws solid outlines in many colours: yellow, blue, pink and green
round Gin's melds, pale yellow round your hand while it is your move, blue round a
selected card, orange round a hint, red round a meld that is not legal. The cursor
must not be mistaken for any of them, by colour or without it, so it is told apart
twice: a thick white frame broken into dashes over a solid black rim (no other
outline is dashed, and black and white read on any card and on the green), and an
arrow above the card pointing down at it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from .accessibility import OverlayFrame, DrawnPath

__all__ = ["CursorFrame", "CURSOR_COLOUR", "CURSOR_RIM"]

CURSOR_COLOUR = QColor("#ffffff")
CURSOR_RIM = QColor(10, 10, 10)
_Z = 25_000.0
_DASH = [2.0, 1.2]
"""Dash and gap in pen widths."""


class CursorFrame(OverlayFrame):
    """A dashed white frame on a black rim round the stop, and a white arrow above it pointing down."""

    def __init__(self) -> None:
        super().__init__(CURSOR_COLOUR, _Z)
        pen = QPen(CURSOR_COLOUR, 4.0)
        pen.setDashPattern(_DASH)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        self.setPen(pen)
        self._rim.setPen(QPen(CURSOR_RIM, 8.0))
        self._arrow = DrawnPath(self)
        self._arrow.setPen(QPen(CURSOR_RIM, 2.0))
        self._arrow.setBrush(QBrush(CURSOR_COLOUR))
        self._arrow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def frame(self, rect: QRectF) -> None:
        """Frame ``rect`` and put the arrow over its middle, just above the frame."""
        super().frame(rect)
        size = max(8.0, min(16.0, rect.width() * 0.45))
        tip = QPointF(rect.center().x(), rect.top() - 9)
        path = QPainterPath()
        path.addPolygon(QPolygonF([tip, QPointF(tip.x() - size / 2, tip.y() - size * 0.8),
                                   QPointF(tip.x() + size / 2, tip.y() - size * 0.8), tip]))
        self._arrow.setPath(path)

    @property
    def arrow(self) -> DrawnPath:
        """The arrow pointing at the stop (for tests)."""
        return self._arrow
