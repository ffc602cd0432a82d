"""Graphics items of a card table: a card, and the small labelled panels around the cards.

Items only draw; what a press or a drop means is decided by the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.engine.cards import Card

from .table_layout import Rect

__all__ = ["CardItem", "HoverItem", "Label", "to_qrect", "SELECTION_COLOUR", "TABLE_GREEN"]

SELECTION_COLOUR = QColor("#1e6fd9")
TABLE_GREEN = QColor("#1f5e3b")
_CARD_CORNER = 0.06
"""Corner radius in card widths, matching the art."""


def to_qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class HoverItem(QGraphicsObject):
    """A small item of its own drawing (a button, a handle) that lights up under the pointer.

    Subclasses set ``_rect`` and paint, reading ``_hover``.
    """

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._hover = False
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self._rect

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()


class CardItem(QGraphicsPixmapItem):
    """One physical card, face up (``card``) or face down (``card`` None).

    A selected card is outlined and tinted; the scene sets the pixmap whenever
    the card size or the card's look (a joker's declaration) changes.
    """

    def __init__(self, card: Card | None) -> None:
        super().__init__()
        self.card = card
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self._look: tuple[object, ...] = ()

    def show_pixmap(self, pixmap: QPixmap, look: tuple[object, ...]) -> None:
        """Set the picture unless ``look`` (what it shows, at which size) is unchanged."""
        if look != self._look:
            self._look = look
            self.setPixmap(pixmap)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.drawPixmap(0, 0, self.pixmap())
        if self.isSelected():
            rect = self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5)
            radius = rect.width() * _CARD_CORNER
            tint = QColor(SELECTION_COLOUR)
            tint.setAlpha(45)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QBrush(tint))
            painter.setPen(QPen(SELECTION_COLOUR, 3))
            painter.drawRoundedRect(rect, radius, radius)


class Label(QGraphicsSimpleTextItem):
    """Text on the table in a readable light colour, centred in a rectangle when placed."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setBrush(QBrush(QColor("#f4f1e6")))

    def place(self, rect: Rect, text: str, *, bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        font = QFont(self.font())
        font.setPixelSize(max(11, int(rect.h * 0.7)))
        font.setBold(bold)
        self.setFont(font)
        self.setText(text)
        width = self.boundingRect().width()
        x = rect.x + (rect.w - width) / 2 if align == Qt.AlignmentFlag.AlignHCenter else rect.x
        self.setPos(x, rect.y + (rect.h - self.boundingRect().height()) / 2)
