"""Graphics items of the Gin table: push buttons drawn on the table, and the frame that marks a meld.

The buttons are scene items rather than widgets because the table scene takes
every mouse press itself (dragging is done in its own handlers); a press on a
button arrives at :meth:`CardTableScene.click` like any other and the scene
calls :meth:`TableButton.activate`.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from ..table.card_item import HoverItem, to_qrect
from ..table.table_layout import Rect
from .layout import button_font_px

__all__ = ["TableButton", "MeldMark", "MELD_COLOURS"]

MELD_COLOURS = (QColor("#ffd84a"), QColor("#6fd3ff"), QColor("#ff9ad5"), QColor("#9cff8a"))
"""One colour per meld, so the melds of a hand can be told apart when their cards are not side by side."""

_FACE = QColor("#f4f1e6")
_PRIMARY = QColor("#ffd84a")
_INK = QColor("#1c1c1c")
_MEASURING_PX = 100
"""The font size labels are measured at: large, so the width in ems is exact."""


class TableButton(HoverItem):
    """A labelled push button on the table; ``primary`` buttons (Knock, Gin, Done) stand out."""

    def __init__(self, name: str, on_click: Callable[[], object], *, primary: bool = False) -> None:
        super().__init__()
        self.name = name
        """A fixed identifier for tests and the window (the text is translated)."""
        self._on_click = on_click
        self._primary = primary
        self._text = ""
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(6_000)

    @property
    def text(self) -> str:
        return self._text

    def place(self, rect: Rect, text: str, tooltip: str = "") -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, rect.w, rect.h)
        self.setPos(round(rect.x), round(rect.y))
        self._text = text
        self.setToolTip(tooltip)
        self.setVisible(True)
        self.update()

    def activate(self) -> None:
        self._on_click()

    @staticmethod
    def label_ems(text: str) -> float:
        """How wide ``text`` is as a label, in ems of the labels' font (bold, the wider of its two weights)."""
        font = QFont()
        font.setPixelSize(_MEASURING_PX)
        font.setBold(True)
        return QFontMetricsF(font).horizontalAdvance(text) / _MEASURING_PX

    def label_font(self) -> QFont:
        """The font the label is drawn in: sized to the button's height, bold on a primary button."""
        font = QFont()
        font.setPixelSize(button_font_px(self._rect.height()))
        font.setBold(self._primary)
        return font

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect.adjusted(1, 1, -1, -1)
        fill = _PRIMARY if self._primary else _FACE
        painter.setBrush(QBrush(fill.lighter(112) if self._hover else fill))
        painter.setPen(QPen(QColor("#3a2f00") if self._primary else QColor("#4d4d4d"), 1.5))
        radius = rect.height() * 0.3
        painter.drawRoundedRect(rect, radius, radius)
        painter.setFont(self.label_font())
        painter.setPen(_INK)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)


class MeldMark(QGraphicsPathItem):
    """A coloured outline behind cards that form a meld together (behind the cards, so only its rim shows)."""

    def __init__(self, bounds: Rect, colour: QColor) -> None:
        super().__init__()
        rect = to_qrect(bounds).adjusted(-4, -4, 4, 4)
        path = QPainterPath()
        radius = min(10.0, rect.width() * 0.08)
        path.addRoundedRect(rect, radius, radius)
        self.setPath(path)
        self.setPen(QPen(colour, 3))
        tint = QColor(colour)
        tint.setAlpha(70)
        self.setBrush(QBrush(tint))
        self.setZValue(-1)
