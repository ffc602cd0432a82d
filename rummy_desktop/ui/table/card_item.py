"""Graphics items of a card table: a card, and the small labelled panels around the cards.

Items only draw; what a press or a drop means is decided by the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.engine.cards import Card

from .table_layout import Rect

__all__ = ["CardItem", "HoverItem", "Label", "PartText", "SelectionOutline", "to_qrect", "SELECTION_COLOUR", "TABLE_GREEN", "TURN_COLOUR"]

SELECTION_COLOUR = QColor("#1e6fd9")
TABLE_GREEN = QColor("#1f5e3b")
TURN_COLOUR = QColor("#fff1b8")
"""Marks the player to move on the table (their label's pill, the frame round your hand) and under it (the turn line)."""
_LABEL_INK = QColor("#f4f1e6")
_MARKED_INK = QColor("#1c1c1c")
_CARD_CORNER = 0.06
"""Corner radius in card widths, matching the art."""


def to_qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


class HoverItem(QGraphicsObject):
    """A small item of its own drawing (a button on the Gin table) that lights up under the pointer.

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


class SelectionOutline(QGraphicsPathItem):
    """The outline and tint over a selected card: part of the card, so what lies under the pointer there is
    the card (:meth:`CardTableScene._item_at <rummy_desktop.ui.table.table_scene.CardTableScene._item_at>`)."""


class PartText(QGraphicsSimpleTextItem):
    """Text drawn as part of its parent item (a handle's glyph): what lies under the pointer there is the
    parent, as for :class:`SelectionOutline`."""


class CardItem(QGraphicsPixmapItem):
    """One physical card, face up (``card``) or face down (``card`` None).

    A selected card is outlined and tinted; the scene sets the pixmap whenever
    the card size or the card's look (a joker's declaration) changes.

    The card is drawn by Qt alone (no Python ``paint``): a repaint of the table (a card gliding over it, a
    move) runs no Python code for it, and a new picture (the table's card size changed) is drawn once, not
    into a cached copy first (issue 29's stalls). The selection's outline is a child item, shown by
    :meth:`show_selected` (the scene calls it when the selection changes).

    Whether it can be selected changes only through :meth:`set_selectable`, never by ``setFlag``:
    see there why.
    """

    def __init__(self, card: Card | None, *, selectable: bool = True) -> None:
        super().__init__()
        self.card = card
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, selectable)
        self._look: tuple[object, ...] = ()
        self._outline: SelectionOutline | None = None
        """The selection's outline, made the first time the card is selected."""

    @property
    def selectable(self) -> bool:
        return bool(self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)

    def set_selectable(self, selectable: bool) -> None:
        """Let the card be selected or not, telling the scene's index first.

        Qt's pixmap item is half a pixel larger all round while it is selectable, and changing the
        flag does not tell the scene (no ``prepareGeometryChange``). The scene's index then went on
        filing the card under its old rectangle and took it out under the new one; where the half
        pixel crossed a border of the index's cells it kept a pointer to the card there. The Gin table
        turns your cards selectable and back at every turn: once such a card left the table and was
        deleted, the next paint of that cell read freed memory (a segmentation fault in
        ``QGraphicsView::paintEvent``, issue 33).
        """
        if selectable != self.selectable:
            self.prepareGeometryChange()
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, selectable)

    @property
    def look(self) -> tuple[object, ...]:
        """What the picture shows and at which size, as the scene last gave it (empty before)."""
        return self._look

    def show_pixmap(self, pixmap: QPixmap, look: tuple[object, ...]) -> None:
        """Set the picture unless ``look`` (what it shows, at which size) is unchanged."""
        if look != self._look:
            self._look = look
            self.setPixmap(pixmap)
            if self._outline is not None:
                self._outline.setPath(self._outline_path())

    def show_selected(self, selected: bool) -> None:
        """Outline and tint the card while it is selected."""
        if self._outline is None:
            if not selected:
                return
            self._outline = SelectionOutline(self._outline_path(), self)
            tint = QColor(SELECTION_COLOUR)
            tint.setAlpha(45)
            self._outline.setBrush(QBrush(tint))
            self._outline.setPen(QPen(SELECTION_COLOUR, 3))
        self._outline.setVisible(selected)

    @property
    def outlined(self) -> bool:
        """Whether the selection's outline shows."""
        return self._outline is not None and self._outline.isVisible()

    def _outline_path(self) -> QPainterPath:
        rect = QRectF(self.offset(), self.pixmap().deviceIndependentSize()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = rect.width() * _CARD_CORNER
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        return path


class Label(QGraphicsSimpleTextItem):
    """Text on the table in a readable light colour, centred in a rectangle when placed.

    A *marked* label (the seat whose turn it is) is dark text on a light pill, seen at a glance.
    """

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self._marked = False
        self.setBrush(QBrush(_LABEL_INK))

    @property
    def marked(self) -> bool:
        return self._marked

    def place(self, rect: Rect, text: str, *, bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
              marked: bool = False) -> None:
        font = QFont(self.font())
        font.setPixelSize(max(11, int(rect.h * 0.7)))
        font.setBold(bold or marked)
        if marked != self._marked:
            self.prepareGeometryChange()   # the pill widens the label
            self._marked = marked
        self.setBrush(QBrush(_MARKED_INK if marked else _LABEL_INK))
        self.setFont(font)
        self.setText(text)
        text_box = super().boundingRect()
        pad = self._pad() if marked else 0.0
        if align == Qt.AlignmentFlag.AlignHCenter:
            x = rect.x + (rect.w - text_box.width()) / 2
        elif align == Qt.AlignmentFlag.AlignRight:
            x = rect.right - text_box.width() - pad
        else:
            x = rect.x + pad
        self.setPos(x, rect.y + (rect.h - text_box.height()) / 2)

    def _pad(self) -> float:
        return max(4.0, super().boundingRect().height() * 0.35)

    def boundingRect(self) -> QRectF:
        box = super().boundingRect()
        if not self._marked:
            return box
        pad = self._pad()
        return box.adjusted(-pad, -pad * 0.25, pad, pad * 0.25)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._marked:
            pill = self.boundingRect()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(TURN_COLOUR))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # Qt takes no widget as well
