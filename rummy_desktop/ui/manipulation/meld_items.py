"""What the table draws around a meld: its frame (marked while illegal) with its label, its grip and its
split handles; and the tray the player's hand lies on.

The frame carries the reason a meld is not legal yet as its tooltip; cards have
no tooltip, so hovering anywhere over the meld shows it. Its label ("B") is the
name every message, hint and check gives the meld.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsPathItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem, QWidget

from rummy_desktop.controller.explain import explain

from ..table.card_item import HoverItem, to_qrect
from ..table.table_layout import MeldGeometry, Rect

__all__ = ["MeldFrame", "MeldGrip", "SplitHandle", "HandTray", "ILLEGAL_COLOUR"]

ILLEGAL_COLOUR = QColor("#e8463a")
_INK = QColor(255, 255, 255, 120)
_INK_HOVER = QColor(255, 236, 140)
_LABEL_INK = QColor(255, 255, 255, 200)


class MeldFrame(QGraphicsPathItem):
    """A rounded outline behind a meld, its label at the top left: faint when legal, red while not
    (stronger once End turn refused it).

    Everything it shows is drawn by Qt's own items (the label is a child text item), never by a Python
    ``paint``: the table makes new frames at every move, and a Python paint is a call into Python for
    each frame at each repaint, waiting for Python's lock (issue 29's stalls).
    """

    def __init__(self, meld: int, label: str, geometry: MeldGeometry, problem: str | None, refused: bool) -> None:
        super().__init__()
        self.meld = meld
        self.label = label
        self.problem = problem
        rect = to_qrect(geometry.bounds).adjusted(-4, -3, 4, 4)
        path = QPainterPath()
        radius = min(10.0, rect.height() * 0.06)
        path.addRoundedRect(rect, radius, radius)
        self.setPath(path)
        self.setZValue(-1)
        self._label_item = self._label_text(label, to_qrect(geometry.label), problem is None)
        if problem is None:
            self.setPen(QPen(QColor(255, 255, 255, 45), 1))
            self.setBrush(QBrush(QColor(0, 0, 0, 25)))
            return
        self.setToolTip(explain(problem))
        self.setPen(QPen(ILLEGAL_COLOUR, 4.0 if refused else 2.5, Qt.PenStyle.SolidLine if refused else Qt.PenStyle.DashLine))
        tint = QColor(ILLEGAL_COLOUR)
        tint.setAlpha(90 if refused else 50)
        self.setBrush(QBrush(tint))

    def _label_text(self, label: str, rect: QRectF, legal: bool) -> QGraphicsSimpleTextItem:
        """The label, bold, centred in ``rect``: light on a legal meld, red on one that is not."""
        text = QGraphicsSimpleTextItem(label, self)
        font = QFont(text.font())
        font.setPixelSize(max(9, int(rect.height() * 0.85)))
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(_LABEL_INK if legal else ILLEGAL_COLOUR.lighter(150)))
        box = text.boundingRect()
        text.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)
        return text

    @property
    def is_marked(self) -> bool:
        return self.problem is not None

    @property
    def label_item(self) -> QGraphicsSimpleTextItem:
        """The item showing the label (what a player reads)."""
        return self._label_item


class HandTray(QGraphicsPathItem):
    """The band the player's hand lies on: cards dropped on it go into the hand, never onto the table."""

    def __init__(self, area: Rect, tooltip: str) -> None:
        super().__init__()
        rect = to_qrect(area).adjusted(-6, -4, 6, 4)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        self.setPath(path)
        self.setZValue(-2)
        self.setPen(QPen(QColor(255, 255, 255, 30), 1))
        self.setBrush(QBrush(QColor(0, 0, 0, 55)))
        self.setToolTip(tooltip)


class _Handle(HoverItem):
    """A small glyph in a meld's header strip that lights up under the pointer."""

    glyph = ""

    def __init__(self, rect: Rect, tooltip: str) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, rect.w, rect.h)
        self.setPos(rect.x, rect.y)
        self.setToolTip(tooltip)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(500)
        # Painted once into a pixmap: a full table has a hundred handles, and Python paint() is slow.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._hover:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 45))
            painter.drawRoundedRect(self._rect, 3, 3)
        font = QFont(painter.font())
        font.setPixelSize(max(9, int(self._rect.height() * 0.8)))
        painter.setFont(font)
        painter.setPen(_INK_HOVER if self._hover else _INK)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.glyph)


class MeldGrip(_Handle):
    """Drag it to move the whole meld: onto another meld merges them."""

    glyph = "⠿"

    def __init__(self, meld: int, rect: Rect) -> None:
        super().__init__(rect, QCoreApplication.translate(
            "MeldGrip", "Drag to move this whole meld; drop it on another meld to merge them."))
        self.meld = meld


class SplitHandle(_Handle):
    """Between two cards of a meld: a click splits the meld there; a drag takes the cards to its right."""

    glyph = "✂"

    def __init__(self, meld: int, after: int, rect: Rect) -> None:
        super().__init__(rect, QCoreApplication.translate(
            "SplitHandle", "Click to split the meld here, or drag to move the cards to the right of it."))
        self.meld = meld
        self.after = after
        self.setCursor(Qt.CursorShape.PointingHandCursor)

