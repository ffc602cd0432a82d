"""What the table draws around a meld: its frame (marked while illegal) with its label, its grip and its
split handles; and the tray the player's hand lies on.

The frame carries the reason a meld is not legal yet as its tooltip; cards have
no tooltip, so hovering anywhere over the meld shows it. Its label ("B") is the
name every message, hint and check gives the meld.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSceneHoverEvent, QGraphicsSimpleTextItem

from rummy_desktop.controller.explain import explain
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP, Template

from ..table.card_item import PartText, to_qrect
from ..table.table_layout import MeldGeometry, Rect

__all__ = ["MeldFrame", "MeldGrip", "SplitHandle", "HandTray", "ILLEGAL_COLOUR"]

ILLEGAL_COLOUR = QColor("#e8463a")
_INK = QColor(255, 255, 255, 120)
_INK_HOVER = QColor(255, 236, 140)
_GLOW = QColor(255, 255, 255, 45)
_LABEL_INK = QColor(255, 255, 255, 200)


class MeldFrame(QGraphicsPathItem):
    """A rounded outline behind a meld, its label at the top left: faint when legal, red while not
    (stronger once End turn refused it).

    Everything it shows is drawn by Qt's own items (the label is a child text item), never by a Python
    ``paint``: a Python paint is a call into Python for each frame at each repaint, waiting for Python's
    lock (issue 29's stalls). The table keeps its frames from one move to the next (:meth:`set_meld`).
    """

    def __init__(self) -> None:
        super().__init__()
        self.meld = 0
        self.label = ""
        self.problem: str | None = None
        self._look: tuple[object, ...] = ()
        self.setZValue(-1)
        self._label_item = QGraphicsSimpleTextItem(self)

    def set_meld(self, meld: int, label: str, geometry: MeldGeometry, problem: str | None, refused: bool) -> None:
        """Frame meld number ``meld`` (shown as ``label``) at ``geometry``; ``problem``: why it is not legal
        yet (None while legal, or while the table can't be changed). Nothing is redrawn if none of it changed."""
        self.meld = meld
        reason = explain(problem) if problem is not None else ""   # in the language of the moment
        look = (label, geometry.bounds, geometry.label, problem, reason, refused)
        if look == self._look:
            return
        self._look = look
        self.label = label
        self.problem = problem
        rect = to_qrect(geometry.bounds).adjusted(-4, -3, 4, 4)
        path = QPainterPath()
        radius = min(10.0, rect.height() * 0.06)
        path.addRoundedRect(rect, radius, radius)
        self.setPath(path)
        self._show_label(label, to_qrect(geometry.label), problem is None)
        if problem is None:
            self.setToolTip("")
            self.setPen(QPen(QColor(255, 255, 255, 45), 1))
            self.setBrush(QBrush(QColor(0, 0, 0, 25)))
            return
        self.setToolTip(reason)
        self.setPen(QPen(ILLEGAL_COLOUR, 4.0 if refused else 2.5, Qt.PenStyle.SolidLine if refused else Qt.PenStyle.DashLine))
        tint = QColor(ILLEGAL_COLOUR)
        tint.setAlpha(90 if refused else 50)
        self.setBrush(QBrush(tint))

    def _show_label(self, label: str, rect: QRectF, legal: bool) -> None:
        """The label, bold, centred in ``rect``: light on a legal meld, red on one that is not."""
        text = self._label_item
        text.setText(label)
        font = QFont(text.font())
        font.setPixelSize(max(9, int(rect.height() * 0.85)))
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QBrush(_LABEL_INK if legal else ILLEGAL_COLOUR.lighter(150)))
        box = text.boundingRect()
        text.setPos(rect.center().x() - box.width() / 2, rect.center().y() - box.height() / 2)

    @property
    def is_marked(self) -> bool:
        return self.problem is not None

    @property
    def label_item(self) -> QGraphicsSimpleTextItem:
        """The item showing the label (what a player reads)."""
        return self._label_item


class HandTray(QGraphicsPathItem):
    """The band the player's hand lies on: cards dropped on it go into the hand, never onto the table."""

    def __init__(self) -> None:
        super().__init__()
        self._area: Rect | None = None
        self.setZValue(-2)
        self.setPen(QPen(QColor(255, 255, 255, 30), 1))
        self.setBrush(QBrush(QColor(0, 0, 0, 55)))

    def set_area(self, area: Rect, tooltip: str) -> None:
        """Lie under ``area``; redrawn only if the area changed."""
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        if area == self._area:
            return
        self._area = area
        rect = to_qrect(area).adjusted(-6, -4, 6, 4)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        self.setPath(path)


class _Handle(QGraphicsPathItem):
    """A small glyph in a meld's header strip that lights up under the pointer.

    Drawn by Qt's own items, like the frame: the handle is a rounded path, filled only under the pointer,
    and its glyph a child text item. A handle painted by Python into a cached picture had that picture
    drawn again whenever the handle was shown again or resized, a call into Python each (3 ms more for a
    repaint of a full table's 55 handles; issue 29's stalls).
    """

    glyph = ""
    tooltip = Template("", "")
    """What the handle does (marked for translation; said in the language of the moment)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setZValue(500)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.hovered = False
        self._size = (0.0, 0.0)
        self._glyph = PartText(self.glyph, self)
        self._glyph.setBrush(QBrush(_INK))

    def place(self, rect: Rect) -> None:
        """Lie in ``rect``: only a new size makes the glyph again."""
        tooltip = QCoreApplication.translate(self.tooltip.context, self.tooltip)
        if tooltip != self.toolTip():
            self.setToolTip(tooltip)
        if (rect.w, rect.h) != self._size:
            self._size = (rect.w, rect.h)
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, rect.w, rect.h), 3, 3)
            self.setPath(path)
            font = QFont(self._glyph.font())
            font.setPixelSize(max(9, int(rect.h * 0.8)))
            self._glyph.setFont(font)
            box = self._glyph.boundingRect()
            self._glyph.setPos((rect.w - box.width()) / 2, (rect.h - box.height()) / 2)
        self.setPos(rect.x, rect.y)

    @property
    def glyph_item(self) -> QGraphicsSimpleTextItem:
        """The item showing the glyph (what a player sees)."""
        return self._glyph

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._light(True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._light(False)

    def _light(self, on: bool) -> None:
        self.hovered = on
        self.setBrush(QBrush(_GLOW) if on else QBrush(Qt.BrushStyle.NoBrush))
        self._glyph.setBrush(QBrush(_INK_HOVER if on else _INK))


class MeldGrip(_Handle):
    """Drag it to move the whole meld: onto another meld merges them."""

    glyph = "⠿"
    tooltip = QT_TRANSLATE_NOOP("MeldGrip", "Drag to move this whole meld; drop it on another meld to merge them.")

    def __init__(self) -> None:
        super().__init__()
        self.meld = 0

    def set_meld(self, meld: int, rect: Rect) -> None:
        """The grip of meld number ``meld``, in ``rect``."""
        self.meld = meld
        self.place(rect)


class SplitHandle(_Handle):
    """Between two cards of a meld: a click splits the meld there; a drag takes the cards to its right."""

    glyph = "✂"
    tooltip = QT_TRANSLATE_NOOP(
        "SplitHandle", "Click to split the meld here, or drag to move the cards to the right of it.")

    def __init__(self) -> None:
        super().__init__()
        self.meld = 0
        self.after = 0
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_place(self, meld: int, after: int, rect: Rect) -> None:
        """The handle between card ``after`` and the next of meld number ``meld``, in ``rect``."""
        self.meld = meld
        self.after = after
        self.place(rect)
