"""Playing with the keyboard: a card cursor over the table, described to screen readers as it moves.

:func:`install_keyboard_play` puts an event filter on the table's view. The
cursor (a frame drawn over the table, as KDE's card games do with their
keyboard focus) moves over rows of *stops*: on the Manipulation table the rows
of melds (card by card), the freed jokers and your hand; on the Gin table the
stock, the discard pile and the table's buttons, the sort buttons, and your
hand. Left and Right move along a row, Up and Down to the nearest stop of the
row above or below. The other keys (:data:`KEYS`) send the same intents the
mouse sends: the turn controller's for Manipulation, the Gin table's own clicks
and buttons for Gin, so the rules are checked in one place and refusals are
explained the same way.

After every move and every change of the game, the view's accessible name says
where the cursor is and what is there ("Your hand, card 3 of 11: seven of
hearts, selected") and its description adds the context (the meld's cards and
whether it is legal, or the cards selected), through :func:`announce`.

The view shows one scene at a time (the window swaps the Manipulation and Gin
tables); the cursor follows whichever scene the view shows, and every new layout
of it (a resize, a change of language or card size).

The cursor shows only while the keyboard is used: it appears at the first key that
plays, and goes away at a mouse press on the table and at the start of a game, so
no frame sits on a card (hiding its rank) for someone playing with the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.explain import explain
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.melds import MeldKind, meld_kind

from .accessibility import announce, gin_pile_item, item_rect, visible_parts
from .cursor_frame import CURSOR_COLOUR, CursorFrame
from .table_access import Part, TableAccess
from .table_note import TableNote
from ..table.card_item import CardItem, to_qrect
from ..text.game_log_text import listed
from ..gin.items import TableButton
from ..gin.scene import GinScene
from ..text.i18n import spoken_card
from ..text.spoken import spoken_cards
from ..manipulation.scene import ManipulationScene
from ..table.table_scene import CardTableScene

Role = QAccessible.Role

__all__ = ["CURSOR_COLOUR", "KEYS", "KeyHelp", "KeyboardPlay", "Stop", "Row", "install_keyboard_play"]


@dataclass(frozen=True, slots=True)
class KeyHelp:
    """One line of the keyboard help: the game it applies to ("table": both), its keys, what they do."""

    game: str
    keys: tuple[str, ...]
    """Key names as ``QKeySequence`` reads them ("Left", "Space", "N")."""
    text: str
    """Untranslated; translate with ``QCoreApplication.translate("KeyboardPlay", text)``."""


def _help(game: str, keys: tuple[str, ...], text: object) -> KeyHelp:
    return KeyHelp(game, keys, str(text))  # QT_TRANSLATE_NOOP gives back the text, typed as object


KEYS: tuple[KeyHelp, ...] = (
    _help("table", ("Left", "Right"), QT_TRANSLATE_NOOP("KeyboardPlay", "Move the card cursor along a row")),
    _help("table", ("Up", "Down"), QT_TRANSLATE_NOOP("KeyboardPlay", "Move the card cursor to the row above or below")),
    _help("table", ("Space",), QT_TRANSLATE_NOOP("KeyboardPlay", "Select or deselect the card under the cursor")),
    _help("table", ("Esc",), QT_TRANSLATE_NOOP("KeyboardPlay", "Clear the selection")),
    _help("manipulation", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Move the selected cards into the meld under the cursor, after its card, or into your hand")),
    _help("manipulation", ("N",), QT_TRANSLATE_NOOP("KeyboardPlay", "Make a new meld of the selected cards")),
    _help("manipulation", ("S",), QT_TRANSLATE_NOOP("KeyboardPlay", "Split the meld under the cursor after its card")),
    _help("manipulation", ("J",), QT_TRANSLATE_NOOP("KeyboardPlay", "Choose the card the joker under the cursor stands for")),
    _help("manipulation", ("D",), QT_TRANSLATE_NOOP("KeyboardPlay", "Draw a card")),
    _help("manipulation", ("E",), QT_TRANSLATE_NOOP("KeyboardPlay", "End the turn")),
    _help("manipulation", ("K",), QT_TRANSLATE_NOOP("KeyboardPlay", "Knock")),
    _help("gin", ("D",), QT_TRANSLATE_NOOP("KeyboardPlay", "Draw from the stock")),
    _help("gin", ("P",), QT_TRANSLATE_NOOP("KeyboardPlay", "Take the card on the discard pile")),
    _help("gin", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "Discard the card under the cursor; on the stock, the pile or a button: use it")),
    _help("gin", ("Return",), QT_TRANSLATE_NOOP(
        "KeyboardPlay", "While you lay off, on the opponent's meld: lay the selected card off there")),
    _help("gin", ("K",), QT_TRANSLATE_NOOP("KeyboardPlay", "Knock (or go gin), discarding the card under the cursor")),
)
"""Every key of keyboard play, for the shortcuts dialog."""


@dataclass(frozen=True, slots=True)
class Stop:
    """A place the cursor can be: what it follows across redraws, where it is drawn, and what is said."""

    ident: tuple[Any, ...]
    """("hand", card key), ("meld", card key), ("stock",), ("button", name) ...: stable across redraws."""
    rect: QRectF
    """The part of it that shows (overlapping cards show a strip)."""
    item: QGraphicsItem | None
    name: str
    description: str


@dataclass(frozen=True, slots=True)
class Row:
    region: str
    """"table", "freed", "hand", "middle", "sort": where the cursor returns when its stop is gone."""
    stops: tuple[Stop, ...]


def _card_words(scene: CardTableScene, card: Card) -> str:
    """The card's spoken name, unless the table hides it (hot seat: the pass screen is up)."""
    return QCoreApplication.translate("KeyboardPlay", "a hidden card") if card.key in scene.concealed else spoken_card(card)


def _selected_words(scene: CardTableScene) -> str:
    cards = [item.card for item in scene.selectedItems() if isinstance(item, CardItem) and item.card is not None]
    if not cards:
        return QCoreApplication.translate("KeyboardPlay", "Nothing selected.")
    return fill(QCoreApplication.translate("KeyboardPlay", "Selected: %1"),
                listed(_card_words(scene, card) for card in cards))


def _card_stop(scene: CardTableScene, ident: tuple[Any, ...], rect: QRectF, card: Card, name: str, description: str) -> Stop:
    item = scene.card_item(card.key)
    if item.isSelected():
        name = fill(QCoreApplication.translate("KeyboardPlay", "%1, selected"), name)
    return Stop(ident, rect, item, name, description)


def _position(template: str, index: int, count: int, words: str) -> str:
    """A translated "%1 of %2: %3" template filled in with a 0-based ``index``."""
    return fill(template, index + 1, count, words)


def _hand_row(scene: CardTableScene, cards: list[Card], rects: list[QRectF]) -> Row:
    """Your hand as the cursor sees it, left to right."""
    selected = _selected_words(scene)
    template = QCoreApplication.translate("KeyboardPlay", "Your hand, card %1 of %2: %3")
    return Row("hand", tuple(
        _card_stop(scene, ("hand", card.key), rect, card,
                   _position(template, i, len(cards), _card_words(scene, card)), selected)
        for i, (card, rect) in enumerate(zip(cards, visible_parts(rects)))))


def _card_part(scene: CardTableScene, stop: Stop) -> Part:
    """A card for a screen reader: named in words, selectable and selected as its item is."""
    item = stop.item
    assert isinstance(item, CardItem) and item.card is not None
    selectable = bool(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
    return Part(stop.ident, Role.ListItem, _card_words(scene, item.card), stop.rect,
                selectable=selectable, selected=item.isSelected())


def _group(ident: tuple[Any, ...], name: str, cards: list[Part]) -> Part:
    """A list of cards (a hand, a meld) lying where its cards lie."""
    rect = QRectF()
    for card in cards:
        rect = rect.united(card.rect)
    return Part(ident, Role.List, name, rect, tuple(cards))


def _common_parts(scene: CardTableScene, rows: list[Row], stock_words: str) -> tuple[list[Part], Part | None, list[Part]]:
    """What both tables have: (each opponent's card count, the stock, your hand)."""
    opponents = [Part(("opponent", i), Role.StaticText,
                      fill(QCoreApplication.translate("KeyboardPlay", "%1, to move"), text) if active else text, rect)
                 for i, (text, active, rect) in enumerate(scene.opponents())]
    stock = (Part(("stock",), Role.Button, stock_words, item_rect(scene, scene.stock_item))
             if scene.stock_item.isVisible() else None)
    hand = [_card_part(scene, stop) for row in rows if row.region == "hand" for stop in row.stops]
    return opponents, stock, [_group(("group", "hand"), QCoreApplication.translate("KeyboardPlay", "Your hand"), hand)]


class _ManipulationTable:
    """Rows and keys of the Manipulation table; every change goes through the turn controller."""

    def __init__(self, scene: ManipulationScene, owner: KeyboardPlay) -> None:
        self.scene = scene
        self.owner = owner
        self.controller = scene.controller

    def rows(self) -> list[Row]:
        scene, c, layout = self.scene, self.controller, self.scene.layout
        if layout is None:
            return []
        melds = c.arrangement.melds
        by_line: dict[float, list[tuple[float, int, Stop]]] = {}
        reading = -1 if layout.right_to_left else 1
        for m, (meld, geometry) in enumerate(zip(melds, layout.melds)):
            about = self._meld_words(m, meld)
            rects = visible_parts([to_qrect(r) for r in geometry.cards])
            for j, (card, rect) in enumerate(zip(meld, rects)):
                name = fill(QCoreApplication.translate("KeyboardPlay", "Table, meld %1 of %2, card %3 of %4: %5"),
                            m + 1, len(melds), j + 1, len(meld), _card_words(scene, card))
                stop = _card_stop(scene, ("meld", card.key), rect, card, name, about)
                by_line.setdefault(geometry.bounds.y, []).append((reading * geometry.bounds.x, j, stop))
        # a row's melds in the order they lie (a meld put somewhere on the table need not follow the one before)
        rows = [Row("table", tuple(stop for *_, stop in sorted(stops, key=lambda s: s[:2])))
                for _, stops in sorted(by_line.items())]
        freed = c.arrangement.freed
        if freed:
            about = QCoreApplication.translate("KeyboardPlay", "A freed joker must go back into a meld before you end the turn.")
            rects = visible_parts([to_qrect(r) for r in layout.freed])
            template = QCoreApplication.translate("KeyboardPlay", "Freed joker %1 of %2: %3")
            rows.append(Row("freed", tuple(
                _card_stop(scene, ("freed", card.key), rect, card,
                           _position(template, i, len(freed), _card_words(scene, card)), about)
                for i, (card, rect) in enumerate(zip(freed, rects)))))
        hand = list(c.hand_in_order())
        if hand:
            rows.append(_hand_row(scene, hand, [to_qrect(r) for r in layout.hand]))
        return rows

    def parts(self, rows: list[Row]) -> list[Part]:
        """The opponents, the stock, each meld and its cards, the freed jokers and your hand."""
        scene, c = self.scene, self.controller
        count = len(c.match.state.stock) if c.match.has_game else 0
        opponents, stock, hand = _common_parts(
            scene, rows, fill(QCoreApplication.translate("KeyboardPlay", "Stock, cards left: %1"), count))
        stops = {stop.ident: stop for row in rows for stop in row.stops}
        melds = [_group(("group", "meld", m),
                        fill(QCoreApplication.translate("KeyboardPlay", "Meld %1: %2"), m + 1, self._meld_words(m, meld)),
                        [_card_part(scene, stops[("meld", card.key)]) for card in meld if ("meld", card.key) in stops])
                 for m, meld in enumerate(c.arrangement.melds)]
        freed = [_card_part(scene, stop) for row in rows if row.region == "freed" for stop in row.stops]
        jokers = [_group(("group", "freed"), QCoreApplication.translate("KeyboardPlay", "Freed jokers"), freed)] if freed else []
        return [*opponents, *([stock] if stock else []), *melds, *jokers, *hand]

    def _meld_words(self, index: int, meld: tuple[Card, ...]) -> str:
        problem = self.controller.meld_problem(index)
        if problem is not None:
            status = fill(QCoreApplication.translate("KeyboardPlay", "not legal: %1"), explain(problem))
        else:
            faces = [card.face for card in meld if card.face is not None]
            kind = meld_kind(faces)
            status = QCoreApplication.translate("KeyboardPlay", "a group, legal") if kind is MeldKind.GROUP else QCoreApplication.translate("KeyboardPlay", "a sequence, legal")
        return fill(QCoreApplication.translate("KeyboardPlay", "%1: %2"), spoken_cards(meld), status)

    def press(self, key: int, stop: Stop | None) -> bool:
        c, scene = self.controller, self.scene
        selected = scene.selected_keys()
        if key == Qt.Key.Key_D:
            self.owner.await_new_card()
            self.owner.trigger("draw", c.draw)
        elif key == Qt.Key.Key_E:
            self.owner.trigger("end_turn", c.end_turn)
        elif key == Qt.Key.Key_K:
            self.owner.trigger("knock", c.knock)
        elif key == Qt.Key.Key_N:
            if not selected:
                self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Select cards with Space first, then press N for a new meld."))
            elif c.new_meld(selected):
                scene.clearSelection()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._put(selected, stop)
        elif key == Qt.Key.Key_S and stop is not None and stop.ident[0] == "meld":
            m, j = self._in_meld(stop)
            c.split_meld(m, j)
        elif key == Qt.Key.Key_J and stop is not None and isinstance(stop.item, CardItem):
            card = stop.item.card
            if card is not None and card.is_joker:
                c.declare_joker(card.key)
        else:
            return False
        return True

    def _in_meld(self, stop: Stop) -> tuple[int, int]:
        key = stop.ident[1]
        for m, meld in enumerate(self.controller.arrangement.melds):
            for j, card in enumerate(meld):
                if card.key == key:
                    return m, j
        raise LookupError(key)

    def _put(self, selected: list, stop: Stop | None) -> None:
        """Return: the selected cards into the meld after the card under the cursor, or into the hand."""
        c = self.controller
        if not selected:
            self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Select cards with Space first, then move the cursor where they go "
                                        "and press Return."))
            return
        if stop is None or stop.ident[0] == "freed":
            self.owner.message.emit(QCoreApplication.translate("KeyboardPlay", "Put the cursor on a meld or in your hand, then press Return."))
            return
        if stop.ident[0] == "meld":
            m, j = self._in_meld(stop)
            done = c.move_cards(selected, m, j + 1, onto=stop.ident[1])
        else:
            hand = [card.key for card in c.hand_in_order()]
            done = c.return_to_hand(selected, hand.index(stop.ident[1]))
        if done:
            self.scene.clearSelection()

    def toggle(self, stop: Stop) -> None:
        self.scene.click(stop.item, Qt.KeyboardModifier.ControlModifier)


class _GinTable:
    """Rows and keys of the Gin table; every action goes through the table's own clicks and buttons."""

    def __init__(self, scene: GinScene, owner: KeyboardPlay) -> None:
        self.scene = scene
        self.owner = owner

    def rows(self) -> list[Row]:
        scene, layout = self.scene, self.scene.layout
        if layout is None:
            return []
        middle: list[Stop] = []
        state = self.owner.controller.match.state
        if scene.stock_item.isVisible():
            count = len(state.stock)
            middle.append(Stop(("stock",), item_rect(scene, scene.stock_item), scene.stock_item,
                               fill(QCoreApplication.translate("KeyboardPlay", "Stock, cards left: %1"), count), ""))
        pile = gin_pile_item(scene)
        if pile is not None and pile.card is not None:
            middle.append(Stop(("pile",), item_rect(scene, pile), pile,
                               fill(QCoreApplication.translate("KeyboardPlay", "Discard pile: %1"),
                                    _card_words(scene, pile.card)), ""))
        melds = scene.layoff_melds()
        template = QCoreApplication.translate("KeyboardPlay", "Meld %1 of %2 to lay off on: %3")
        middle += [Stop(("layoff", i), rect, None, _position(template, i, len(melds), spoken_cards(cards)),
                        _selected_words(scene))
                   for i, (cards, rect) in enumerate(melds)]
        buttons = sorted((item for item in scene.items() if isinstance(item, TableButton) and item.isVisible()),
                         key=lambda b: (b.y(), b.x()))
        sorts = [b for b in buttons if b.name in GinScene.SORTS]
        middle += [self._button_stop(b) for b in buttons if b not in sorts]
        hand_lines = {round(r.y) for group in layout.hand for r in group}
        cards = sorted((item for item in scene.hand_items() if round(item_rect(scene, item).y()) in hand_lines),
                       key=lambda item: item_rect(scene, item).x())
        rows = [Row("middle", tuple(middle)), Row("sort", tuple(self._button_stop(b) for b in sorts)),
                _hand_row(scene, [item.card for item in cards if item.card is not None],
                          [item_rect(scene, item) for item in cards if item.card is not None])]
        return [row for row in rows if row.stops]

    def parts(self, rows: list[Row]) -> list[Part]:
        """The opponent, the stock and the discard pile, the knocker's melds while you lay off, the
        table's buttons and your hand."""
        scene = self.scene
        opponents, stock, hand = _common_parts(scene, rows, next(
            (stop.name for row in rows for stop in row.stops if stop.ident == ("stock",)), ""))
        middle: list[Part] = []
        melds = scene.layoff_melds()
        for row in rows:
            for stop in row.stops:
                kind = stop.ident[0]
                if kind in ("pile", "button"):
                    middle.append(Part(stop.ident, Role.Button, stop.name, stop.rect))
                elif kind == "layoff":
                    items = [scene.card_item(card.key) for card in melds[stop.ident[1]][0]]
                    rects = visible_parts([item_rect(scene, item) for item in items])
                    middle.append(_group(stop.ident, stop.name, [
                        _card_part(scene, Stop(("layoff card", item.card.key if item.card else None), rect, item, "", ""))
                        for item, rect in zip(items, rects)]))
        return [*opponents, *([stock] if stock else []), *middle, *hand]

    def _button_stop(self, button: TableButton) -> Stop:
        return Stop(("button", button.name), item_rect(self.scene, button), button,
                    fill(QCoreApplication.translate("KeyboardPlay", "Button: %1"), button.text), button.toolTip())

    def press(self, key: int, stop: Stop | None) -> bool:
        scene = self.scene
        plain = Qt.KeyboardModifier.NoModifier
        if key == Qt.Key.Key_D:
            self.owner.await_new_card()
            scene.click(scene.stock_item, plain)
        elif key == Qt.Key.Key_P:
            pile = gin_pile_item(scene)
            if pile is not None:
                self.owner.await_new_card()
                scene.click(pile, plain)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and stop is not None:
            if stop.ident[0] == "hand":
                scene.double_click(stop.item)
            elif stop.ident[0] == "layoff":
                scene.lay_off_selected(stop.ident[1])
            else:
                if stop.ident[0] in ("stock", "pile"):
                    self.owner.await_new_card()
                scene.click(stop.item, plain)
        elif key == Qt.Key.Key_K:
            if stop is not None and stop.ident[0] == "hand" and isinstance(stop.item, CardItem):
                scene.clearSelection()
                stop.item.setSelected(True)
            knock = scene.button("knock")
            if knock.isVisible():
                knock.activate()
            else:
                self.owner.message.emit(scene.knock_refusal())
        else:
            return False
        return True

    def toggle(self, stop: Stop) -> None:
        self.scene.click(stop.item, Qt.KeyboardModifier.NoModifier)


_Table = _ManipulationTable | _GinTable


class KeyboardPlay(QObject):
    """The card cursor of one view: keys in, intents out, and what the cursor is on told to screen readers.

    ``actions`` are the window's own actions for "draw", "end_turn" and "knock": when given
    (and enabled) a key triggers them, so the keyboard gets the window's confirmation
    dialogs too; otherwise the key calls the turn controller.
    """

    message = Signal(str)
    """Why a key did nothing (for the status bar)."""

    def __init__(self, view: QGraphicsView, controller: TurnController,
                 actions: Mapping[str, QAction] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else view)
        self.view = view
        self.controller = controller
        self._actions = dict(actions or {})
        self.cursor = CursorFrame()
        self.cursor.hide()
        self._active = False
        """The keyboard is in use: the cursor shows, and changes are announced."""
        self._followed: set[CardTableScene] = set()
        self._ident: tuple[Any, ...] = ()
        self._region = "hand"
        self._region_row = 0
        self._column = 0
        self._stop: Stop | None = None
        self._row_idents: tuple[tuple[Any, ...], ...] = ()
        """The stops of the cursor's row when it was last put: where to go when its own stop leaves."""
        self._awaited: frozenset[tuple[Any, ...]] | None = None
        """Your hand before a draw: the cursor goes to the card that comes in."""
        self.access = TableAccess(view)
        """The table's parts as a screen reader browses them."""
        self.note = TableNote(view)
        """Why a key did nothing, said on the table near the cursor."""
        self._pressing = False
        self.message.connect(self._heard)
        controller.message.connect(self._heard)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        controller.changed.connect(self.sync)
        controller.match.state_changed.connect(self.sync)
        controller.match.game_started.connect(self.put_away)
        self.sync()   # the table's parts for screen readers, from the start

    # --- what tests and the window read --------------------------------------------------------

    @property
    def stop(self) -> Stop | None:
        """Where the cursor is (None: nothing on the table to be on)."""
        return self._stop

    @property
    def active(self) -> bool:
        """The keyboard is in use: the cursor shows."""
        return self._active

    def put_away(self) -> None:
        """Hide the cursor until the keyboard is used again (the mouse took over, or a game began)."""
        self._active = False
        self.cursor.hide()

    def trigger(self, name: str, fallback: Callable[[], object]) -> None:
        """Run the window's action ``name`` if it was given and is enabled, else ``fallback``."""
        action = self._actions.get(name)
        if action is not None and action.isEnabled() and action.isVisible():
            action.trigger()
        else:
            fallback()

    # --- the cursor ----------------------------------------------------------------------------

    def _table(self) -> _Table | None:
        scene = self.view.scene()
        if isinstance(scene, CardTableScene) and scene not in self._followed:
            self._followed.add(scene)
            scene.laid_out.connect(self.sync)
            scene.selectionChanged.connect(self._selection_changed)
            scene.message.connect(self._heard)
        if isinstance(scene, ManipulationScene):
            return _ManipulationTable(scene, self)
        if isinstance(scene, GinScene):
            return _GinTable(scene, self)
        return None

    def _selection_changed(self) -> None:
        """Cards were selected or let go (by the mouse too): their states are told once the event is over
        (a scene being deleted lets its selection go, and is no table to sync with then)."""
        QTimer.singleShot(0, self, self._sync_if_shown)

    def _sync_if_shown(self) -> None:
        if isinstance(self.view.scene(), CardTableScene):
            self.sync()

    def sync(self) -> None:
        """Put the cursor back on its stop after the table changed (or nearby if the stop is gone).

        Nothing to do while the keyboard is not in use and no assistive technology listens: the cursor
        is hidden, and the next key finds its place anew. (Working out every stop at each change of the
        table took a tenth of a game between computers.)
        """
        self._follow_scene()
        if not self._active and not QAccessible.isActive():
            return
        rows = self._rows()
        self._settle(rows, *self._locate(rows))

    def await_new_card(self) -> None:
        """A card is about to come into your hand (a draw): put the cursor on it when it does."""
        self._awaited = frozenset(stop.ident for row in self._rows() if row.region == "hand" for stop in row.stops)

    def _rows(self) -> list[Row]:
        table = self._table()
        return table.rows() if table is not None else []

    def _locate(self, rows: list[Row]) -> tuple[int, int]:
        """Where the cursor goes in ``rows``: a card just drawn, else its own stop, else the stop next
        to it that is still there (the cards after it first: after N the cursor stays where the new
        meld's cards left the hand), else the same place in a row of its kind."""
        where = {stop.ident: (r, c) for r, row in enumerate(rows) for c, stop in enumerate(row.stops)}
        if self._awaited is not None:
            new = [ident for ident in where if ident[0] == "hand" and ident not in self._awaited]
            if new:
                self._awaited = None
                return where[new[0]]
        if self._ident in where:
            return where[self._ident]
        if self._ident in self._row_idents:
            at = self._row_idents.index(self._ident)
            for ident in (*self._row_idents[at + 1:], *reversed(self._row_idents[:at])):
                if ident in where:
                    return where[ident]
        same = [r for r, row in enumerate(rows) if row.region == self._region]
        r = same[min(self._region_row, len(same) - 1)] if same else len(rows) - 1
        return r, min(self._column, len(rows[r].stops) - 1) if rows else 0

    def _follow_scene(self) -> None:
        """The cursor goes with the table the view shows."""
        scene = self.view.scene()
        if self.cursor.scene() is not scene:
            if self.cursor.scene() is not None:
                self.cursor.scene().removeItem(self.cursor)
            if scene is not None:
                scene.addItem(self.cursor)

    def _settle(self, rows: list[Row], r: int, c: int) -> None:
        self._follow_scene()
        if not rows:
            self._stop = None
            self.cursor.hide()
        else:
            row = rows[r]
            stop = self._stop = row.stops[c]
            self._ident, self._region, self._column = stop.ident, row.region, c
            self._row_idents = tuple(s.ident for s in row.stops)
            self._region_row = [x for x in rows if x.region == row.region].index(row)
            self.cursor.frame(stop.rect)
            self.cursor.setVisible(self._active)
            if self._active:
                announce(self.view, stop.name, stop.description)
                self.view.ensureVisible(stop.rect, 8, 8)
        table = self._table() if QAccessible.isActive() else None   # parts only for someone who reads them
        self.access.show(table.parts(rows) if table is not None else [],
                         self._stop.ident if self._stop is not None and self._active else None,
                         tell_focus=self._active and self.view.hasFocus())

    def _move(self, key: int, rows: list[Row]) -> None:
        r, c = self._locate(rows)
        if key == Qt.Key.Key_Left:
            c = max(0, c - 1)
        elif key == Qt.Key.Key_Right:
            c = min(len(rows[r].stops) - 1, c + 1)
        else:
            x = rows[r].stops[c].rect.center().x()
            r = max(0, r - 1) if key == Qt.Key.Key_Up else min(len(rows) - 1, r + 1)
            c = min(range(len(rows[r].stops)), key=lambda i: abs(rows[r].stops[i].rect.center().x() - x))
        self._settle(rows, r, c)

    # --- keys ----------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self._key(event)
            if event.type() == QEvent.Type.FocusIn and (self._active or QAccessible.isActive()):
                QTimer.singleShot(0, self, self.sync)
        elif watched is self._viewport and event.type() == QEvent.Type.MouseButtonPress:
            self.put_away()
        return False

    def _heard(self, text: str) -> None:
        """A refusal or a note from the table: on the table too when a key of keyboard play caused it."""
        if self._pressing and text:
            near = self._stop.rect if self._stop is not None and self._active else None
            self.note.say(text, self.view.mapFromScene(near).boundingRect() if near is not None else None)

    def _key(self, event: QKeyEvent) -> bool:
        self.note.hide()
        self._pressing = True
        try:
            return self._handle(event)
        finally:
            self._pressing = False

    def _handle(self, event: QKeyEvent) -> bool:
        if event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
            if isinstance(self.view.scene(), ManipulationScene):
                stack = self.controller.undo_stack
                if event.matches(QKeySequence.StandardKey.Undo):
                    stack.undo()
                else:
                    stack.redo()
                return True
            return False
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier):
            return False
        table = self._table()
        if table is None:
            return False
        key = event.key()
        was_active, self._active = self._active, True
        rows = table.rows()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            if rows:
                self._move(key, rows)
            return True
        self._settle(rows, *self._locate(rows))
        stop = self._stop
        if key == Qt.Key.Key_Space:
            if stop is not None and isinstance(stop.item, CardItem):
                table.toggle(stop)
        elif key == Qt.Key.Key_Escape:
            table.scene.clearSelection()
        elif not table.press(key, stop):
            self._active = was_active   # a key keyboard play does not use brings no cursor
            self.cursor.setVisible(was_active)
            return False
        self.sync()
        self._awaited = None   # the draw came in, or was refused
        return True


def install_keyboard_play(view: QGraphicsView, controller: TurnController,
                          actions: Mapping[str, QAction] | None = None) -> KeyboardPlay:
    """Keyboard play on ``view`` (whichever table it shows); kept alive by the view."""
    return KeyboardPlay(view, controller, actions)
