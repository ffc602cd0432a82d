"""What keyboard play and hints share: telling screen readers, frames over the table, finding things on it.

Graphics items are invisible to assistive technology, so the table
speaks through its view: :func:`announce` sets the view's accessible name and
description (Qt tells a screen reader of each change). :class:`OverlayFrame` is the frame drawn over cards (the
keyboard cursor, a hint's glow); it takes no part in hit testing, so a mouse
press under it still reaches the card (the table scene picks the topmost item
under the pointer).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)

from ..table.card_item import CardItem
from ..text.spoken import in_words
from ..gin.scene import GinScene
from ..table.table_scene import CardTableScene

__all__ = ["announce", "DrawnPath", "OverlayFrame", "item_rect", "visible_parts", "gin_pile_item"]


def announce(widget: QWidget, name: str, description: str) -> None:
    """Make ``name`` and ``description`` what ``widget`` says to assistive technology, and tell it so
    (cards written in signs said in words)."""
    widget.setAccessibleName(in_words(name))   # Qt tells assistive technology of each change itself
    widget.setAccessibleDescription(in_words(description))


class DrawnPath(QGraphicsPathItem):
    """A path that is drawn but never hit: presses go to the cards underneath.

    Its bounding rectangle is the path's with the pen, said here because Qt derives a path
    item's bounding rectangle from its shape, which is empty: a view on a real screen would
    then neither draw the frame nor wipe it where it was (the index finds no area for it),
    and an old frame would stay painted on the table. (A widget's ``grab()`` repaints
    everything, so only a real display showed it.)
    """

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def boundingRect(self) -> QRectF:
        half = self.pen().widthF() / 2 if self.pen().style() != Qt.PenStyle.NoPen else 0.0
        return self.path().controlPointRect().adjusted(-half, -half, half, half)


class OverlayFrame(DrawnPath):
    """A rounded frame over part of the table: a dark rim under a bright one, readable on any card.

    Two colours rather than one, so it does not rely on a hue alone (research: colour-blind
    players lose red/green halos; a dark outline stays visible).
    """

    def __init__(self, colour: QColor, z: float, fill_alpha: int = 0) -> None:
        super().__init__()
        self._colour = QColor(colour)
        self.setPen(QPen(self._colour, 3.0))
        tint = QColor(colour)
        tint.setAlpha(fill_alpha)
        self.setBrush(QBrush(tint) if fill_alpha else QBrush(Qt.BrushStyle.NoBrush))
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rim = DrawnPath(self)
        self._rim.setPen(QPen(QColor(20, 20, 20, 220), 6.5))
        self._rim.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self._rim.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def frame(self, rect: QRectF) -> None:
        """Put the frame around ``rect`` (scene coordinates)."""
        path = QPainterPath()
        outer = rect.adjusted(-3, -3, 3, 3)
        radius = min(9.0, outer.width() * 0.12, outer.height() * 0.12)
        path.addRoundedRect(outer, radius, radius)
        self.setPath(path)
        self._rim.setPath(path)


def item_rect(scene: CardTableScene, item: QGraphicsItem) -> QRectF:
    """Where ``item`` is on the table, or is flying to when cards are moving (scene coordinates)."""
    pos = scene.motion.target(item) if scene.motion is not None else item.pos()
    return QRectF(pos, item.boundingRect().size())


def visible_parts(rects: list[QRectF]) -> list[QRectF]:
    """The part of each card in a fan that the next one (to its right or below) leaves uncovered."""
    shown = []
    for i, rect in enumerate(rects):
        nxt = rects[i + 1] if i + 1 < len(rects) else None
        if nxt is not None and rect.left() < nxt.left() < rect.right() and abs(nxt.top() - rect.top()) < 1:
            rect = QRectF(rect.left(), rect.top(), nxt.left() - rect.left(), rect.height())
        elif nxt is not None and rect.top() < nxt.top() < rect.bottom() and abs(nxt.left() - rect.left()) < 1:
            rect = QRectF(rect.left(), rect.top(), rect.width(), nxt.top() - rect.top())
        shown.append(rect)
    return shown


def gin_pile_item(scene: GinScene) -> CardItem | None:
    """The top card of the Gin table's discard pile: the card lying where the layout puts the pile."""
    if scene.layout is None:
        return None
    spot = QPointF(round(scene.layout.pile.x), round(scene.layout.pile.y))
    for item in scene.card_items():
        if item.card is not None and item.isVisible() and item_rect(scene, item).topLeft() == spot:
            return item
    return None
