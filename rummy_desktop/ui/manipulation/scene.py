"""The Manipulation Rummy table: melds in rows, your hand, the stock, the opponents, freed jokers.

Gestures (each one sends one intent to the :class:`TurnController`):

* drag a card (or every selected card) from your hand, a meld or the freed
  jokers onto a meld: it goes in where you drop it; onto a joker that stands
  for it: it frees the joker;
* drag cards onto empty table: a new meld;
* drag cards into your hand: reorder it, or take back a card you played this turn;
* click a ✂ handle between two cards of a meld to split it there, or drag the
  handle to carry the cards to its right elsewhere (to empty table: a split);
* drag a meld by its ⠿ grip onto another meld to merge them;
* click or Ctrl-click cards to select them, or drag a rubber band over them;
* click the stock to draw; double-click a joker you played this turn to change its card.

Melds that are not legal yet are framed in red with the reason as tooltip.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from html import escape
from typing import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem

from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import Key, TurnController
from rummy_desktop.controller.undo_commands import SnapshotCommand, StepName
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.messages import QT_TRANSLATE_NOOP

from ..table.card_item import CardItem, Label, to_qrect
from ..table.card_theme import CardTheme
from ..table.reused_items import ReusedItems
from ..text.game_log_text import round_summary, scores_line, shown_name
from .meld_items import ILLEGAL_COLOUR, HandTray, MeldFrame, MeldGrip, SplitHandle
from .meld_places import MeldPlaces
from ..table.table_layout import (
    OPPONENT_SCALE,
    FreedTarget,
    HandTarget,
    MeldTarget,
    OpponentTarget,
    Rect,
    StockTarget,
    TableLayout,
    TableSpec,
    TableTarget,
    Anchor,
    anchor_at,
    anchor_of,
    hit_test,
    card_widths_ahead,
    layout_table,
)
from ..table.table_scene import CardTableScene, Drag, Placement

__all__ = ["ManipulationScene", "CardsDrag", "MeldDrag", "TailDrag"]

_MARKER_COLOUR = QColor("#ffd84a")


@dataclass(frozen=True, slots=True)
class CardsDrag:
    keys: tuple[Key, ...]


@dataclass(frozen=True, slots=True)
class MeldDrag:
    meld: int


@dataclass(frozen=True, slots=True)
class TailDrag:
    """The cards of ``meld`` after card ``after``, carried off by a split handle."""

    meld: int
    after: int


class ManipulationScene(CardTableScene):
    """Draws the controller's working arrangement and turns gestures into its intents."""

    def __init__(self, controller: TurnController, theme: CardTheme | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(theme, parent)
        self.controller = controller
        self.layout: TableLayout | None = None
        self._decorations: list[QGraphicsItem] = []
        """What is made anew at each drawing (the freed jokers' box, the round's panel)."""
        self._tray = HandTray()
        self.addItem(self._tray)
        self._frames = ReusedItems(self, MeldFrame)
        self._grips = ReusedItems(self, MeldGrip)
        self._split_handles = ReusedItems(self, SplitHandle)
        self._marker = QGraphicsRectItem()
        self._marker.setBrush(QBrush(_MARKER_COLOUR))
        self._marker.setPen(QPen(Qt.PenStyle.NoPen))
        self._marker.setZValue(20_000)
        self._marker.hide()
        self.addItem(self._marker)
        self._freed_label = Label()
        self.addItem(self._freed_label)
        self._hand_label = Label()
        self.addItem(self._hand_label)
        self._mover_at: QPointF | None = None
        self._places = MeldPlaces()
        """Where each meld lies, kept from one drawing to the next so the table holds still."""
        self._drawn_ahead_for: tuple[TableSpec, CardTheme, float] | None = None
        """What had to fit, in which look, when the pictures at smaller sizes were last asked for (:meth:`_draw_smaller_ahead`)."""
        controller.changed.connect(self.refresh)
        self.refresh()

    # --- drawing -------------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        """The seats' names, read from the match so a new game with other seats is drawn right."""
        return [seat.name for seat in self.controller.match.seats]

    shows_stock = True
    """Whether the stock and its count are drawn (a puzzle has none)."""

    def opponent_seats(self) -> list[int]:
        """The other seats in playing order, starting with the one after you."""
        n = len(self.controller.match.seats)
        return [(self.controller.seat + i) % n for i in range(1, n)]

    def lay_out(self) -> None:
        c = self.controller
        arrangement = c.arrangement
        hand = c.hand_in_order()
        width, height = self.view_size
        state = c.match.state if c.in_play else None
        right_to_left = QGuiApplication.isRightToLeft()
        fits_for = (width, height, self.card_scale, right_to_left, self.shows_stock, len(self.opponent_seats()))
        drawing = self._places.before_drawing(arrangement, state, fits_for)
        spec = TableSpec(width, height, tuple(len(m) for m in arrangement.melds), len(hand),
                         len(self.opponent_seats()), len(arrangement.freed), self.card_scale,
                         right_to_left, top_band=self.shows_stock, **asdict(drawing))
        layout = self.layout = layout_table(spec)
        self._places.drawn(arrangement, layout)
        placements = [
            Placement(card, geometry.cards[j], 1 + j)
            for meld, geometry in zip(arrangement.melds, layout.melds)
            for j, card in enumerate(meld)
        ]
        placements += [Placement(card, rect, 1 + j) for j, (card, rect) in enumerate(zip(hand, layout.hand))]
        placements += [Placement(card, rect, 1 + j) for j, (card, rect) in enumerate(zip(arrangement.freed, layout.freed))]
        self.place_cards(placements, self._origin(layout, {card.key for card in hand}))
        self._mover_at = None
        if c.in_play:
            state = c.match.state
            seats = self.opponent_seats()
            active = seats.index(state.current) if state.current in seats and not state.is_round_over else None
            self.place_opponents(layout.opponents, [self.names[s] for s in seats],
                                 [len(state.hands[s]) for s in seats], active)
            if self.shows_stock:
                self.place_stock(layout.stock, layout.stock_label, state.stock_count)
            else:
                self.stock_item.setVisible(False)
            if active is not None and layout.opponents[active].cards:
                first = layout.opponents[active].cards[0]
                self._mover_at = QPointF(first.x, first.y)
        else:
            self.place_opponents((), (), (), None)
        self._mark_your_move(layout)
        self._decorate(layout)
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))
        self._draw_smaller_ahead(spec, layout.card_w)

    def _draw_smaller_ahead(self, spec: TableSpec, card_w: int) -> None:
        """The pictures at the smaller card sizes the next moves may bring, drawn ahead in spare moments:
        the table fills up as the game goes on, and the move after which it no longer fits at this size
        finds its cards drawn; and the other players' cards at this size, which their moves lay. Worked
        out again only when what has to fit changed."""
        asked = (spec, self.theme, self.dpr)
        if self._drawn_ahead_for == asked:
            return
        self._drawn_ahead_for = asked
        c = self.controller
        coming = [card for seat in self.opponent_seats() for card in c.match.state.hands[seat]] if c.in_play else []
        self.draw_ahead(((width, ahead) for smaller in card_widths_ahead(card_w)
                         for width, ahead in ((card_w, smaller),
                                              (int(card_w * OPPONENT_SCALE), int(smaller * OPPONENT_SCALE)))),
                        coming)

    def _mark_your_move(self, layout: TableLayout) -> None:
        """While it is the move of the person this table is for: their hand framed, and "Your turn" over it."""
        c = self.controller
        yours = c.is_my_turn() and not c.match.state.is_round_over and bool(layout.hand)
        self._hand_label.setVisible(yours)
        if not yours:
            self.mark_hand(None)
            return
        first, last = layout.hand[0], layout.hand[-1]
        self.mark_hand(Rect(first.x, first.y, last.right - first.x, first.h))
        align = Qt.AlignmentFlag.AlignRight if layout.right_to_left else Qt.AlignmentFlag.AlignLeft
        self._hand_label.place(layout.hand_label, self.turn_words(self.names[c.seat]), marked=True, align=align)

    def _put_at(self, keys: Sequence[Key], pos: QPointF) -> None:
        """The meld these cards make next is put with its first card at ``pos``."""
        if self.layout is not None:
            self._places.put(keys, anchor_at(self.layout, pos.x(), pos.y(), len(keys)))

    def _move_meld(self, meld: int, pos: QPointF) -> None:
        """Meld ``meld`` moved by its grip to lie with its first card at ``pos``: a step of its own on the
        turn's undo stack, so Undo puts it back where it lay (the cards did not change, the place did)."""
        if self.layout is None:
            return
        c = self.controller
        keys = [card.key for card in c.arrangement.melds[meld]]
        before = anchor_of(self.layout, meld)
        after = anchor_at(self.layout, pos.x(), pos.y(), len(keys))
        if after == before:
            return

        def put(anchor: Anchor) -> None:
            self._places.put(keys, anchor)
            self.refresh()

        name = StepName(QT_TRANSLATE_NOOP("ManipulationScene", "Move meld %1"), (c.arrangement.label(meld),))
        c.undo_stack.push(SnapshotCommand(put, before, after, name))

    def _origin(self, layout: TableLayout, in_hand: set[Key]) -> Callable[[Card], QPointF | None]:
        """Where a card new on the table comes from: the stock for a card drawn into your hand, the hand
        of the opponent who was playing for a card played to the table."""
        stock = QPointF(layout.stock.x, layout.stock.y)
        mover = self._mover_at

        def origin(card: Card) -> QPointF | None:
            return stock if card.key in in_hand else mover
        return origin

    def _decorate(self, layout: TableLayout) -> None:
        """Frames, grips and split handles of the melds (kept from one drawing to the next: only what changed
        is drawn again); the hand's tray; the freed-joker area; the round-over panel."""
        for item in self._decorations:
            self.removeItem(item)
        self._decorations = []
        c = self.controller
        refused = c.problem_melds()
        editable = c.can_edit
        self._tray.set_area(layout.hand_area, self.tr("Your hand"))
        for i, (frame, geometry) in enumerate(zip(self._frames.take(len(layout.melds)), layout.melds)):
            frame.set_meld(i, c.arrangement.label(i), geometry, c.meld_problem(i) if editable else None, i in refused)
        for i, (grip, geometry) in enumerate(zip(self._grips.take(len(layout.melds) if editable else 0), layout.melds)):
            grip.set_meld(i, geometry.grip)
        splits = [(i, j, rect) for i, geometry in enumerate(layout.melds) for j, rect in enumerate(geometry.splits)]
        for handle, (i, j, rect) in zip(self._split_handles.take(len(splits) if editable else 0), splits):
            handle.set_place(i, j, rect)
        self._freed_label.setVisible(layout.freed_area is not None)
        if layout.freed_area is not None:
            area = layout.freed_area
            box = QGraphicsRectItem(to_qrect(area))
            box.setPen(QPen(ILLEGAL_COLOUR, 2, Qt.PenStyle.DashLine))
            box.setBrush(QBrush(QColor(0, 0, 0, 40)))
            box.setZValue(-1)
            box.setToolTip(self.tr("A freed joker must go back into a meld before you end the turn."))
            self._add(box)
            self._freed_label.place(Rect(area.x, area.y, area.w, layout.card_w * 0.22), self.tr("Freed"),
                                    align=Qt.AlignmentFlag.AlignHCenter)
        if c.in_play and c.match.state.is_round_over:
            self._add_round_panel(layout)

    def _add(self, item: QGraphicsItem) -> None:
        self._decorations.append(item)
        self.addItem(item)

    def _add_round_panel(self, layout: TableLayout) -> None:
        state = self.controller.match.state
        text = QGraphicsTextItem()
        text.setDefaultTextColor(QColor("#1c1c1c"))
        hands = "<br>".join(
            escape(fill(self.tr("%1: %2 — %3"), shown_name(self.names[s]),
                        " ".join(c.pretty for c in hand) or self.tr("(no cards)"), state.round_result.points[s]))
            for s, hand in enumerate(state.round_result.hands)
        )
        action = self.tr("Choose Game ▸ New to play again.") if state.is_game_over else self.tr("Click Next round to deal.")
        totals = fill(self.tr("Totals: %1"), scores_line(self.names, state))
        # Plain texts (names are typed by the players) escaped into the panel's few tags.
        text.setHtml(f"<p><b>{escape(round_summary(self.names, state))}</b></p><p>{hands}</p>"
                     f"<p>{escape(totals)}</p><p>{escape(action)}</p>")
        area = layout.table
        text.setTextWidth(min(area.w * 0.8, 640))
        box = text.boundingRect().adjusted(-12, -10, 12, 10)
        x = area.x + (area.w - box.width()) / 2
        y = area.y + max(0.0, (area.h - box.height()) / 2)
        panel = QGraphicsRectItem(QRectF(0, 0, box.width(), box.height()))
        panel.setPos(x, y)
        panel.setBrush(QBrush(QColor(255, 250, 235, 240)))
        panel.setPen(QPen(QColor("#5a4a00"), 2))
        panel.setZValue(5_000)
        text.setParentItem(panel)
        text.setPos(12, 10)
        self._add(panel)

    # --- gestures -----------------------------------------------------------------------------

    @property
    def drop_marker(self) -> QGraphicsRectItem:
        """The line that shows where dragged cards would go into a meld (hidden when no drag is over one)."""
        return self._marker

    def cancel_drag(self) -> None:
        """Forget a drag in progress, and the insertion line it drew."""
        super().cancel_drag()
        self._marker.hide()

    def begin_drag(self, item: QGraphicsItem, pos: QPointF) -> Drag | None:
        c = self.controller
        if isinstance(item, CardItem) and item.card is not None and item in self.card_items():
            selected = self.selected_keys()
            keys = tuple(selected) if item.isSelected() and len(selected) > 1 else (item.card.key,)
            in_hand = {card.key for card in c.arrangement.hand}
            if not c.can_edit and not all(k in in_hand for k in keys):
                return None
            # The card under the pointer first: a meld made by the drop lies where that card was let go.
            held = [item.card.key, *(k for k in keys if k != item.card.key)]
            return Drag([self.card_item(k) for k in held], CardsDrag(keys), pos)
        if isinstance(item, MeldGrip):
            cards = [self.card_item(card.key) for card in c.arrangement.melds[item.meld]]
            return Drag([*cards, item], MeldDrag(item.meld), pos)
        if isinstance(item, SplitHandle):
            tail = c.arrangement.melds[item.meld][item.after + 1:]
            return Drag([*(self.card_item(card.key) for card in tail), item], TailDrag(item.meld, item.after), pos)
        return None

    def drag_moved(self, drag: Drag, pos: QPointF) -> None:
        layout = self.layout
        target = hit_test(layout, pos.x(), pos.y()) if layout is not None else None
        if layout is None or not isinstance(target, MeldTarget):
            self._marker.hide()
            return
        cards = layout.melds[target.meld].cards
        x = cards[target.position].x if target.position < len(cards) else cards[-1].right
        self._marker.setRect(QRectF(x - 2.5, cards[0].y - 4, 5, cards[0].h + 8))
        self._marker.show()

    def finish_drag(self, drag: Drag, pos: QPointF) -> None:
        self._marker.hide()
        target = hit_test(self.layout, pos.x(), pos.y()) if self.layout else None
        # A meld made or moved by the drop lies where its first card was let go (in the row of the pointer).
        first = drag.items[0].x() + (self.layout.card_w / 2 if self.layout else 0.0)
        done = self._drop(drag.payload, target, QPointF(first, pos.y()))
        if done:
            self.clearSelection()
        self.refresh()

    def _drop(self, payload: object, target: object, pos: QPointF) -> bool:
        c = self.controller
        if isinstance(target, StockTarget):
            self.message.emit(self.tr("Cards can't go back onto the stock."))
            return False
        if isinstance(target, OpponentTarget):
            name = shown_name(self.names[self.opponent_seats()[target.seat_index]])
            self.message.emit(fill(self.tr("Those are %1's cards: drop yours on the table or in your hand."), name))
            return False
        if isinstance(target, FreedTarget):
            self.message.emit(self.tr("Only freed jokers wait there; put cards in a meld or on empty table."))
            return False
        if isinstance(payload, CardsDrag):
            return self._drop_cards(list(payload.keys), target, pos)
        if isinstance(payload, MeldDrag):
            meld = c.arrangement.melds[payload.meld]
            if isinstance(target, TableTarget):   # moved on the table: it lies where it was dropped
                self._move_meld(payload.meld, pos)
                return True
            if isinstance(target, MeldTarget) and target.meld != payload.meld:
                return c.merge_melds(payload.meld, target.meld, target.position)
            if isinstance(target, HandTarget):
                return c.return_to_hand([card.key for card in meld], target.position)
            return False
        if isinstance(payload, TailDrag):
            tail = [card.key for card in c.arrangement.melds[payload.meld][payload.after + 1:]]
            if isinstance(target, TableTarget):
                self._put_at(tail, pos)
                return c.split_meld(payload.meld, payload.after)
            if isinstance(target, MeldTarget) and target.meld == payload.meld:
                return False
            return self._drop_cards(tail, target, pos)
        return False

    def _drop_cards(self, keys: list[Key], target: object, pos: QPointF) -> bool:
        c = self.controller
        if isinstance(target, MeldTarget):
            meld = c.arrangement.melds[target.meld]
            onto = meld[target.card].key if target.card is not None else None
            return c.move_cards(keys, target.meld, target.position, onto=onto)
        if isinstance(target, TableTarget):
            self._put_at(keys, pos)
            return c.new_meld(keys, target.position)
        if isinstance(target, HandTarget):
            return c.return_to_hand(keys, target.position)
        return False

    def click(self, item: QGraphicsItem | None, modifiers: Qt.KeyboardModifier) -> None:
        if item is self.stock_item:
            self.controller.draw()
        elif isinstance(item, SplitHandle):
            self.controller.split_meld(item.meld, item.after)
        else:
            super().click(item, modifiers)

    def double_click(self, item: QGraphicsItem | None) -> None:
        if isinstance(item, CardItem) and item.card is not None and item.card.is_joker:
            self.controller.declare_joker(item.card.key)
