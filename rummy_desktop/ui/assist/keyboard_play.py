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

This module holds :class:`KeyboardPlay`, the cursor itself: where it is, how it
moves, which keys it takes. Each table's rows and keys are in
``manipulation_keys`` and ``gin_keys``; the stops and the helpers both tables
build them with in ``cursor_stops`` (and their parts for screen readers in
``stop_parts``); the key help in ``key_help``. The names other code uses
(:data:`KEYS`, :class:`Stop`, :class:`Row` ...) are importable from here too.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QGraphicsView, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.placeholders import fill
from rummy_desktop.controller.turn_controller import TurnController

from .accessibility import announce
from .cursor_frame import CURSOR_COLOUR, CursorFrame
from .cursor_stops import Row, Stop, card_words
from .gin_keys import GinKeys
from .key_help import KEYS, KeyHelp
from .read_aloud import Readers, area_of, read_key
from .manipulation_keys import ManipulationKeys
from .table_access import TableAccess
from .table_note import TableNote
from ..gin.scene import GinScene
from ..manipulation.scene import ManipulationScene
from ..table.card_item import CardItem
from ..table.table_scene import CardTableScene

__all__ = ["CURSOR_COLOUR", "KEYS", "KeyHelp", "KeyboardPlay", "Stop", "Row", "install_keyboard_play", "step_back"]


_Table = ManipulationKeys | GinKeys


class KeyboardPlay(QObject):
    """The card cursor of one view: keys in, intents out, and what the cursor is on told to screen readers.

    ``actions`` are the window's own actions for "draw", "end_turn" and "knock": when given
    (and enabled) a key triggers them, so the keyboard gets the window's confirmation
    dialogs too; otherwise the key calls the turn controller.
    """

    message = Signal(str)
    """Why a key did nothing (for the status bar)."""
    told = Signal(str)
    """What a key did, or what it read out, for a screen reader (said at once)."""

    def __init__(self, view: QGraphicsView, controller: TurnController,
                 actions: Mapping[str, QAction] | None = None, parent: QObject | None = None,
                 readers: Readers | None = None) -> None:
        super().__init__(parent if parent is not None else view)
        self.view = view
        self.controller = controller
        self._actions = dict(actions or {})
        self.readers = readers if readers is not None else Readers()
        """What the reading keys read besides the table (the scores, the game log)."""
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
        controller.match.game_started.connect(self._new_game)
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
        """Hide the cursor until the keyboard is used again (the mouse took over, or a game began): the table
        is again what a screen reader finds focused, under its own name (not the card it last had)."""
        self._active = False
        self.cursor.hide()
        announce(self.view, QCoreApplication.translate("TableView", "Card table"), "")

    def _new_game(self) -> None:
        """A new game: the cursor forgets where it was, and no part of the last game's table stays for a
        screen reader to find (it read a card of the last game at the start of the next)."""
        self.put_away()
        self._ident, self._region, self._region_row, self._column, self._row_idents = (), "hand", 0, 0, ()
        self.access.show([], None, tell_focus=False)
        QTimer.singleShot(0, self, self._sync_if_shown)

    def speaker(self) -> QWidget | None:
        """What a screen reader has its focus on when the table has the keyboard: the part under the cursor,
        else the table (None: the focus is elsewhere in the window)."""
        if not self.view.hasFocus():
            return None
        current = self.access.current
        return current if current is not None and self._active else self.view

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
            return ManipulationKeys(scene, self)
        if isinstance(scene, GinScene):
            return GinKeys(scene, self)
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

    def _settle(self, rows: list[Row], r: int, c: int, again: bool = False) -> None:
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
        table = self._table() if QAccessible.isActive() else None   # parts only for someone who reads them
        self.access.show(table.parts(rows) if table is not None else [],
                         self._stop.ident if self._stop is not None and self._active else None,
                         tell_focus=self._active and self.view.hasFocus(), again=again,
                         # after the focus went to the stop's part: the table's new name is then no news to a
                         # screen reader (said while the table had the focus, it was read out before the card)
                         after_focus=self._name_view)
        if self._stop is not None and self._active:
            self.view.ensureVisible(self._stop.rect, 8, 8)

    def _name_view(self) -> None:
        """The table's name and description say where the cursor is (for tests, and readers that read the view)."""
        if self._stop is not None and self._active:
            announce(self.view, self._stop.name, self._stop.description)

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

    def _jump(self, forward: bool, rows: list[Row]) -> None:
        """To the first stop of the next (or the previous) area of the table: your hand, the melds, the stock,
        the discard pile, the buttons."""
        firsts: dict[str, tuple[int, int]] = {}
        for r, row in enumerate(rows):
            for c, stop in enumerate(row.stops):
                firsts.setdefault(area_of(stop), (r, c))
        areas = list(firsts)
        here = area_of(self._stop) if self._stop is not None else areas[0]
        at = areas.index(here) if here in areas else 0
        self._settle(rows, *firsts[areas[(at + (1 if forward else -1)) % len(areas)]])

    def _tell_selection(self, table: _Table, item: CardItem) -> None:
        """Space's result: "seven of hearts selected, 2 selected"."""
        assert item.card is not None
        count = sum(1 for other in table.scene.selectedItems() if isinstance(other, CardItem))
        template = (QCoreApplication.translate("KeyboardPlay", "%1 selected, %2 selected") if item.isSelected()
                    else QCoreApplication.translate("KeyboardPlay", "%1 deselected, %2 selected"))
        self.told.emit(fill(template, card_words(table.scene, item.card), count))

    # --- keys ----------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                return self._key(event)
            if event.type() == QEvent.Type.FocusIn and (self._active or QAccessible.isActive()):
                QTimer.singleShot(0, self, self._focus_back)
        elif watched is self._viewport and event.type() == QEvent.Type.MouseButtonPress:
            self.put_away()
        return False

    def _focus_back(self) -> None:
        """The table has the keyboard again (a dialog closed): a screen reader is told the cursor's part has
        the focus, not the table it just announced."""
        self._follow_scene()
        if isinstance(self.view.scene(), CardTableScene) and (self._active or QAccessible.isActive()):
            rows = self._rows()
            self._settle(rows, *self._locate(rows), again=True)

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
                self.told.emit(step_back(self.controller.undo_stack, event.matches(QKeySequence.StandardKey.Undo)))
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
            if rows and was_active:
                self._move(key, rows)
            elif rows:   # the first key shows where the cursor is, on the first card, without moving it
                self._settle(rows, *self._locate(rows))
            return True
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            if rows:
                self._jump(key == Qt.Key.Key_PageDown, rows)
            return True
        self._settle(rows, *self._locate(rows))
        stop = self._stop
        said = read_key(key, event.modifiers(), table, rows, self.readers)
        if said is not None:
            self.told.emit(said)
            return True
        if key == Qt.Key.Key_Space:
            if stop is not None and isinstance(stop.item, CardItem) and stop.item.card is not None:
                table.toggle(stop)
                self._tell_selection(table, stop.item)
        elif key == Qt.Key.Key_Escape:
            table.scene.clearSelection()
            self.told.emit(QCoreApplication.translate("KeyboardPlay", "Nothing selected."))
        elif not table.press(key, stop):
            self._active = was_active   # a key keyboard play does not use brings no cursor
            self.cursor.setVisible(was_active)
            return False
        self.sync()
        self._awaited = None   # the draw came in, or was refused
        return True


def step_back(stack: QUndoStack, undo: bool) -> str:
    """Undo (or redo) the last step of the turn on ``stack``; what was undone, in words for a screen reader."""
    step = stack.undoText() if undo else stack.redoText()
    if not step:
        return QCoreApplication.translate("KeyboardPlay", "Nothing to undo.")
    if undo:
        stack.undo()
        return fill(QCoreApplication.translate("KeyboardPlay", "Undone: %1"), step)
    stack.redo()
    return fill(QCoreApplication.translate("KeyboardPlay", "Redone: %1"), step)


def install_keyboard_play(view: QGraphicsView, controller: TurnController,
                          actions: Mapping[str, QAction] | None = None, readers: Readers | None = None) -> KeyboardPlay:
    """Keyboard play on ``view`` (whichever table it shows); kept alive by the view."""
    return KeyboardPlay(view, controller, actions, readers=readers)
