"""The generic card table: card items, the stock, the opponents' hands, selection and dragging.

Both tables (Manipulation and Gin) build on :class:`CardTableScene`. It owns
one :class:`CardItem` per physical card, draws the cards from a
:class:`CardTheme` at the size the layout chose and at the screen's pixel
ratio, and runs drag and drop in its own mouse handlers (``QDrag`` does not
work offscreen and blocks on Windows; docs/architecture.md). A subclass says what may
be picked up (:meth:`begin_drag`), what a drop means (:meth:`finish_drag`),
what a click does (:meth:`click`), and lays the table out (:meth:`lay_out`).

The scene is in view pixels (it is never scaled), so the layout decides the
card size and the cards are always drawn 1:1 and sharp.

With a :class:`CardMotion` set (``motion``), cards glide to their new places
one after another instead of jumping; a card new on the table comes from the
point a subclass names for it. :meth:`conceal` hides the faces of given cards
wherever they lie (the hands, while the hot-seat pass screen is up), through
every redraw until it is lifted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence, TypeVar

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSceneMouseEvent

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.engine.cards import Card

from .animation import CardMotion
from .card_item import SELECTION_COLOUR, TABLE_GREEN, TURN_COLOUR, CardItem, Label, PartText, SelectionOutline, to_qrect
from .card_theme import CardTheme, resized
from .pictures_ahead import PicturesAhead
from ..text.game_log_text import about, shown_name
from ..text.i18n import TranslationContext
from .table_layout import OpponentGeometry, Rect

__all__ = ["Drag", "Placement", "CardTableScene", "DRAG_THRESHOLD"]

Key = tuple[int, str, int]
_Item = TypeVar("_Item", bound=QGraphicsItem)

DRAG_THRESHOLD = 6.0
"""Pixels the pointer must move with the button down before a press becomes a drag."""

_DRAG_Z = 10_000.0


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one card goes: its rectangle, stacking order, and whether it is face up."""

    card: Card
    rect: Rect
    z: float
    face_up: bool = True


@dataclass(slots=True)
class Drag:
    """Items following the pointer, and what the subclass needs to know about them at the drop."""

    items: list[QGraphicsItem]
    payload: object
    start: QPointF
    origins: list[QPointF] = field(default_factory=list)


class CardTableWords(TranslationContext):
    """The plural messages of :class:`CardTableScene`, in a context of their own.

    ``self.tr`` in a base class looks a text up under the subclass's name (``ManipulationScene``,
    ``GinScene``) and goes on to the base class only when the text came back unchanged. A plural
    message comes back with its count filled in ("%1: 8 cards"), so the lookup stops at the
    subclass, which has no such message, and the player read English. A plural message here goes
    through this class instead (singular ones are found in the base class as they are).
    """


class CardTableScene(QGraphicsScene):
    """Cards on a green table, picked up and dropped with the mouse."""

    message = Signal(str)
    """A short note for the status bar, e.g. why a drop snapped back."""
    laid_out = Signal()
    """The table was laid out and drawn again: whatever is drawn over it (a hint, the keyboard
    cursor) finds its cards' new places."""

    def __init__(self, theme: CardTheme | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.theme = theme or CardTheme()
        self.setBackgroundBrush(QBrush(TABLE_GREEN))
        self.view_size = (900.0, 600.0)
        self.dpr = 1.0
        self.card_scale = 1.0
        """The player's card size: the layout's card width is multiplied by it, as far as the table fits."""
        self._cards: dict[Key, CardItem] = {}
        self._backs: list[CardItem] = []
        self._press: tuple[QGraphicsItem | None, QPointF, Qt.KeyboardModifier] | None = None
        self._drag: Drag | None = None
        self._band: QGraphicsRectItem | None = None
        self._stock_item = CardItem(None, selectable=False)
        self._stock_item.setToolTip(self._stock_tip())
        self._stock_item.setCursor(Qt.CursorShape.PointingHandCursor)
        self._stock_label = Label()
        self.addItem(self._stock_item)
        self.addItem(self._stock_label)
        self._opponent_labels: list[Label] = []
        self._opponent_words: list[tuple[str, bool]] = []
        self._hand_mark = QGraphicsPathItem()
        self._hand_mark.setPen(QPen(TURN_COLOUR, 2.5))
        glow = QColor(TURN_COLOUR)
        glow.setAlpha(45)
        self._hand_mark.setBrush(QBrush(glow))
        self._hand_mark.setZValue(-3)
        self._hand_mark.hide()
        self.addItem(self._hand_mark)
        self.motion: CardMotion | None = None
        self._concealed: frozenset[Key] = frozenset()
        self._ahead = PicturesAhead(self)
        self.selectionChanged.connect(self._outline_selected)

    # --- size and look -----------------------------------------------------------------------

    def set_view(self, width: float, height: float, dpr: float) -> None:
        """The view's size in pixels and its screen's pixel ratio: lay the table out again."""
        self.view_size = (max(1.0, width), max(1.0, height))
        self.dpr = dpr
        self._refresh_in_place()

    def set_card_scale(self, scale: float) -> None:
        """Cards ``scale`` times the size the layout would choose (1.5: the Card size setting's 150 %)."""
        if scale <= 0:
            raise ValueError(f"a card scale must be positive, not {scale}")
        self.card_scale = scale
        self._refresh_in_place()

    def _refresh_in_place(self) -> None:
        """Lay out again with every card put in its new place at once.

        A new size of the window or of the cards is no move of the game: cards gliding
        across the table then (from the corner where they waited before the window had
        its size, at start-up) would only hide the table for a moment.
        """
        motion, self.motion = self.motion, None
        if motion is not None:
            motion.finish()
        try:
            self.refresh()
        finally:
            self.motion = motion

    def refresh(self) -> None:
        """Lay out and redraw everything from the current game (a drag in progress is dropped), then
        say so (:attr:`laid_out`)."""
        self.cancel_drag()
        self.lay_out()
        self.laid_out.emit()

    def lay_out(self) -> None:
        """Place every item for the current game (each table does its own)."""

    def retranslate(self) -> None:
        """The texts in the current language: the stock's tooltip, set once, then the table redrawn."""
        self._stock_item.setToolTip(self._stock_tip())
        self.refresh()

    def _stock_tip(self) -> str:
        """The stock's tooltip: how this table draws a card."""
        return self.tr("The stock: click it to draw a card.")

    def cancel_drag(self) -> None:
        """Forget a drag or a rubber band in progress (the table is being redrawn under it)."""
        self._drag = None
        self._press = None
        if self._band is not None:
            self.removeItem(self._band)
            self._band = None

    def _draw(self, item: CardItem, face_up: bool, width: int) -> None:
        """Show the card's picture at ``width``; a face shown at another size before and not drawn at this
        one yet is its old picture scaled until the GUI thread has a moment to draw it (:meth:`_stand_in`)."""
        shown = item.card if face_up else None
        look = (shown, width, self.dpr, self.theme)
        if look == item.look:
            return
        if shown is not None and item.look[:1] == (shown,) and item.look[2:] == look[2:] \
                and not self.theme.is_drawn(shown, width, self.dpr):
            self._stand_in(item, shown, width)
        else:
            item.show_pixmap(self.theme.pixmap(shown, width, self.dpr), look)

    def _stand_in(self, item: CardItem, card: Card, width: int) -> None:
        """Show the item's picture of ``card`` scaled to ``width``, and have the true one drawn soon.

        A move that shrinks a full table needs a new picture of every card on it: drawn there and then,
        they were the costliest moves of a game (issue 29's stalls, docs/benchmarks.md).
        """
        dpr, theme = self.dpr, self.theme
        look = (card, width, dpr, theme)
        item.show_pixmap(resized(item.pixmap(), width, dpr), look)

        def draw_true_picture() -> None:
            if item.look == look and item.scene() is self:
                item.setPixmap(theme.pixmap(card, width, dpr))

        self._ahead.soon(draw_true_picture)

    def draw_ahead(self, widths: Iterable[tuple[int, int]], coming: Iterable[Card] = ()) -> None:
        """Have pictures drawn in the GUI thread's spare moments, ahead of need.

        ``widths`` pairs a card width shown now with a width it may have once the next layout picks a
        smaller card; a move that brings the table to that size then finds the pictures drawn.
        ``coming`` are cards that may come onto the table face up (the other players' hands): drawn at
        the widths faces are shown at now, a move that lays them finds them drawn too (only there: at
        every size ahead they would crowd the nearest sizes out of the store). Which pictures are
        missing is worked out in a spare moment as well, not now.
        """
        pairs, cards = tuple(widths), tuple(coming)
        self._ahead.want([lambda: self._ahead.want(self._missing_pictures(pairs, cards))])

    def _missing_pictures(self, widths: Sequence[tuple[int, int]], coming: Sequence[Card]) -> list[Callable[[], None]]:
        """Jobs drawing what :meth:`draw_ahead` asks for that is not drawn yet, nearest sizes first."""
        shown_at: dict[int, set[Card | None]] = {}
        for item in (*self._cards.values(), *self._backs, self._stock_item):
            if item.look:
                shown, width, dpr, theme = item.look
                if dpr == self.dpr and theme is self.theme:
                    shown_at.setdefault(width, set()).add(shown)  # type: ignore[arg-type]
        faces_at = {width for width, shown in shown_at.items() if shown - {None}}
        coming_faces = set(coming)
        jobs: list[Callable[[], None]] = []
        for now in sorted(faces_at):
            jobs += self.theme.draw_ahead(coming_faces, now, self.dpr)
        for now, ahead in widths:
            jobs += self.theme.draw_ahead(shown_at.get(now, ()), ahead, self.dpr)
        return jobs

    @property
    def pictures_ahead(self) -> PicturesAhead:
        """Draws the pictures :meth:`draw_ahead` asks for."""
        return self._ahead

    # --- cards --------------------------------------------------------------------------------

    def card_item(self, key: Key) -> CardItem:
        return self._cards[key]

    def card_items(self) -> Iterable[CardItem]:
        return self._cards.values()

    def _outline_selected(self) -> None:
        """The selected cards outlined, the others not (a card draws no outline of its own)."""
        for item in self._cards.values():
            item.show_selected(item.isSelected())

    def place_cards(self, placements: Sequence[Placement],
                    origin: Callable[[Card], QPointF | None] | None = None) -> None:
        """Show exactly these cards where the placements say (cards not listed leave the table).

        With ``motion`` set, cards that change place glide there card by card, and a card new on
        the table sets off from ``origin(card)`` (None: it appears in place).
        """
        wanted = {p.card.key for p in placements}
        for key in [k for k in self._cards if k not in wanted]:
            gone = self._cards.pop(key)
            if self.motion is not None:
                self.motion.stop(gone)
            self.removeItem(gone)
        flights: list[tuple[CardItem, QPointF, QPointF | None]] = []
        for p in placements:
            item = self._cards.get(p.card.key)
            start = None
            target = QPointF(round(p.rect.x), round(p.rect.y))
            if item is None:
                item = CardItem(p.card)
                self._cards[p.card.key] = item
                self.addItem(item)
                start = origin(p.card) if origin is not None else None
                if start is None:
                    item.setPos(target)   # appears in place rather than gliding in from the scene's corner
            item.card = p.card
            self._draw(item, p.face_up and p.card.key not in self._concealed, int(p.rect.w))
            item.setVisible(p.card.key not in self._concealed)
            item.setZValue(p.z)
            if self.motion is None:
                item.setPos(target)
            elif start is not None or self.motion.target(item) != target:
                flights.append((item, target, start))
        if self.motion is not None and flights:
            step = self.motion.stagger_ms(len(flights))
            for n, (item, target, start) in enumerate(flights):
                self.motion.move(item, target, n * step, start)

    def conceal(self, keys: Iterable[Key]) -> None:
        """Hide these cards (and show every other card again at the next redraw)."""
        self._concealed = frozenset(keys)
        for key, item in self._cards.items():
            if key in self._concealed:
                item.setVisible(False)
                self._draw(item, False, max(1, int(item.boundingRect().width())))

    @property
    def concealed(self) -> frozenset[Key]:
        return self._concealed

    def place_stock(self, rect: Rect, label: Rect, count: int) -> None:
        self._stock_item.setVisible(count > 0)
        self._draw(self._stock_item, False, int(rect.w))
        self._stock_item.setPos(round(rect.x), round(rect.y))
        self._stock_label.place(label, fill(self.tr("Stock: %1"), count), align=Qt.AlignmentFlag.AlignHCenter)

    @property
    def stock_item(self) -> CardItem:
        return self._stock_item

    def place_opponents(self, geometries: Sequence[OpponentGeometry], names: Sequence[str],
                        counts: Sequence[int], active: int | None) -> None:
        """Each opponent's hand as a fan of backs (at most as many as the layout has room for).

        The table keeps exactly the backs and labels of these opponents: a game with fewer seats
        than the last one leaves nothing of the seats gone.
        """
        fans = [(z, rect) for geometry, count in zip(geometries, counts) for z, rect in enumerate(geometry.cards[:count])]
        self._backs = self._sized(self._backs, len(fans), self._new_back)
        self._opponent_labels = self._sized(self._opponent_labels, len(geometries), Label)
        for back, (z, rect) in zip(self._backs, fans):
            self._draw(back, False, int(rect.w))
            back.setPos(round(rect.x), round(rect.y))
            back.setZValue(z)
        self._opponent_words = []
        for i, (geometry, name, count) in enumerate(zip(geometries, names, counts)):
            text = fill(CardTableWords.tr("%1: %n cards", None, count), shown_name(name))
            self._opponent_words.append((text, i == active))
            if i == active:
                #: The label of the opponent whose turn it is: %1 is "Anna: 7 cards". Point the arrow at it.
                text = fill(self.tr("▶ %1"), text)
            self._opponent_labels[i].place(geometry.label, text, marked=i == active)

    def opponents(self) -> list[tuple[str, bool, QRectF]]:
        """Each opponent as the table shows them: "Anna: 7 cards", whether it is their move, where it says so."""
        return [(text, active, label.sceneBoundingRect())
                for (text, active), label in zip(self._opponent_words, self._opponent_labels)]

    def mark_hand(self, area: Rect | None) -> None:
        """Frame the hand lying in ``area``: it is the move of the person at this computer (None: it is not)."""
        self._hand_mark.setVisible(area is not None)
        if area is not None:
            rect = to_qrect(area).adjusted(-5, -5, 5, 5)
            path = QPainterPath()
            path.addRoundedRect(rect, 8, 8)
            self._hand_mark.setPath(path)

    @property
    def hand_mark(self) -> QGraphicsPathItem:
        """The frame round your hand while it is your move."""
        return self._hand_mark

    def turn_words(self, name: str) -> str:
        """"Your turn", or the turn of the person named ``name`` at a shared computer ("Anna's turn")."""
        return about(name, self.tr("Your turn"), fill(self.tr("%1's turn"), shown_name(name)))

    def _sized(self, items: list[_Item], count: int, make: Callable[[], _Item]) -> list[_Item]:
        """``items`` grown to ``count`` new items added to the table, or cut to it with the rest taken off."""
        for item in items[count:]:
            self.removeItem(item)
        kept = items[:count]
        while len(kept) < count:
            kept.append(make())
            self.addItem(kept[-1])
        return kept

    @staticmethod
    def _new_back() -> CardItem:
        return CardItem(None, selectable=False)

    # --- selection ----------------------------------------------------------------------------

    def selected_keys(self) -> list[Key]:
        """Selected cards, left to right and top to bottom as they lie on the table."""
        picked = [(i, i.card.key) for i in self.selectedItems() if isinstance(i, CardItem) and i.card is not None]
        picked.sort(key=lambda pair: (round(pair[0].y() / max(1.0, pair[0].boundingRect().height() * 0.5)),
                                      pair[0].x()))
        return [key for _, key in picked]

    # --- what subclasses decide ---------------------------------------------------------------

    def begin_drag(self, item: QGraphicsItem, pos: QPointF) -> Drag | None:
        """What pressing on ``item`` and moving picks up (None: nothing)."""
        return None

    def drag_moved(self, drag: Drag, pos: QPointF) -> None:
        """The pointer moved with ``drag``: a chance to show where it would land."""

    def finish_drag(self, drag: Drag, pos: QPointF) -> None:
        """The drop; the subclass sends the intent and redraws (a refused drop snaps back)."""

    def click(self, item: QGraphicsItem | None, modifiers: Qt.KeyboardModifier) -> None:
        """A press and release without moving: by default, select the card (Ctrl adds to the selection)."""
        additive = bool(modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier))
        if isinstance(item, CardItem) and item.selectable:
            if additive:
                item.setSelected(not item.isSelected())
            else:
                alone = item.isSelected() and len(self.selectedItems()) == 1
                self.clearSelection()
                item.setSelected(not alone)
        elif not additive:
            self.clearSelection()

    def double_click(self, item: QGraphicsItem | None) -> None:
        """A double click on ``item``."""

    # --- mouse: press, drag or rubber band, release --------------------------------------------

    def _item_at(self, pos: QPointF) -> QGraphicsItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if item.isVisible() and item is not self._band and not isinstance(item, Label):
                return item.parentItem() if isinstance(item, (SelectionOutline, PartText)) else item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._drag is not None:
            event.ignore()
            return
        self._press = (self._item_at(event.scenePos()), event.scenePos(), event.modifiers())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is not None and self._drag is None and self._band is None:
            item, start, _ = self._press
            if (pos - start).manhattanLength() >= DRAG_THRESHOLD:
                self._drag = self.begin_drag(item, start) if item is not None else None
                if self._drag is not None:
                    self._lift(self._drag)
                elif item is None or not isinstance(item, CardItem):
                    self._start_band(start)
        if self._drag is not None:
            delta = pos - self._drag.start
            for item, origin in zip(self._drag.items, self._drag.origins):
                item.setPos(origin + delta)
            self.drag_moved(self._drag, pos)
        elif self._band is not None and self._press is not None:
            self._band.setRect(QRectF(self._press[1], pos).normalized())
        else:
            super().mouseMoveEvent(event)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        press, drag, band = self._press, self._drag, self._band
        self._press = self._drag = self._band = None
        if drag is not None:
            self.finish_drag(drag, event.scenePos())
        elif band is not None:
            self._select_in(band.rect(), press[2] if press else Qt.KeyboardModifier.NoModifier)
            self.removeItem(band)
        elif press is not None:
            self.click(press[0], press[2])
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.double_click(self._item_at(event.scenePos()))
        event.accept()

    def _lift(self, drag: Drag) -> None:
        if self.motion is not None:
            for item in drag.items:
                self.motion.stop(item)
        drag.origins = [item.pos() for item in drag.items]
        for n, item in enumerate(drag.items):
            item.setZValue(_DRAG_Z + n)

    def _start_band(self, start: QPointF) -> None:
        self._band = QGraphicsRectItem(QRectF(start, start))
        colour = QColor(SELECTION_COLOUR)
        self._band.setPen(QPen(colour, 1.5, Qt.PenStyle.DashLine))
        colour.setAlpha(40)
        self._band.setBrush(QBrush(colour))
        self._band.setZValue(_DRAG_Z * 2)
        self.addItem(self._band)

    def _select_in(self, rect: QRectF, modifiers: Qt.KeyboardModifier) -> None:
        if not modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier):
            self.clearSelection()
        for item in self.items(rect, Qt.ItemSelectionMode.IntersectsItemShape):
            if isinstance(item, CardItem) and item.selectable:
                item.setSelected(True)
