"""The person of the session soak: random actions on a running app, one every few tens of milliseconds.

:class:`SessionDriver` plays on whatever the app shows, as a restless person would: keys of keyboard
play, clicks, double clicks and drags on the cards, the table's buttons and empty table, new games of
every kind and level (hot-seat too), next rounds, hints, a change of language, of window size, of card
size or of animation speed, the review, the puzzles, the other windows and dialogs. A modal dialog is
answered before anything else (Enter or Escape, as a person would), as the app blocks the rest behind
it. Each action is written to a log, one line each, so the count survives a crash and the last lines
say what led to it.

It also notices a game that stopped: a computer to move and nothing played for :data:`STALL_S`
seconds (no dialog open) is logged as a stall, and a new game is dealt.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from types import TracebackType
from typing import Callable, TextIO

import shiboken6
from PySide6.QtCore import QObject, QPoint, QPointF, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QGraphicsView, QMessageBox, QWidget

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules, levels_for, seat_range
from rummy_desktop.controller.settings import ANIMATION_SPEEDS, CARD_SIZE_RANGE, GAMES, LANGUAGES

from .soak_input import KEYS, Input, Key
from ..ui.main_window import MainWindow
from ..ui.table.card_item import CardItem, HoverItem
from ..ui.table.table_scene import CardTableScene

__all__ = ["SessionDriver", "STALL_S"]

STALL_S = 90.0
"""A computer to move and no move for this long is a stalled game."""

Action = Callable[[], object]


class SessionDriver(QObject):
    """Random actions on ``window`` (and the windows it opens) every ``period_ms``, logged to ``log``."""

    acted = Signal()
    """An action is about to be done."""

    def __init__(self, window: MainWindow, rng: random.Random, log: TextIO, gestures: Input, period_ms: int) -> None:
        super().__init__(window)
        self.window = window
        self._rng = rng
        self._log = log
        self._input = gestures
        self.actions = 0
        self._modal_tries = 0
        self._last_move = time.monotonic()
        window.match.action_played.connect(self._moved)
        window.match.game_started.connect(self._moved)
        self._weights: list[tuple[Action, int]] = [
            (self._key, 40), (self._click_item, 14), (self._double_click_item, 4), (self._drag_item, 12),
            (self._click_anywhere, 4), (self._band, 2), (self._next_round, 5), (self._new_game, 3),
            (self._new_game_dialog, 1), (self._hint, 3), (self._language, 1), (self._resize, 2),
            (self._card_size, 1), (self._speed, 1), (self._review, 1), (self._puzzles, 1), (self._menu_action, 2),
            (self._button_elsewhere, 3), (self._close_other_window, 2), (self._pass_screen, 4),
        ]
        self._timer = QTimer(self)
        self._timer.setInterval(period_ms)
        self._timer.timeout.connect(self.step)
        self._previous_hook = sys.excepthook
        sys.excepthook = self._exception

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        sys.excepthook = self._previous_hook
        self._input.wait()

    def _moved(self, *args: object) -> None:
        self._last_move = time.monotonic()

    def _exception(self, kind: type[BaseException], value: BaseException, trace: TracebackType | None) -> None:
        """An exception in a Qt callback: logged as one (the app's crash guard then shows its dialog)."""
        text = "".join(traceback.format_exception(kind, value, trace)).replace("\n", "\n  ")
        self._write(f"EXCEPTION {text}")
        self._previous_hook(kind, value, trace)

    def _write(self, line: str) -> None:
        self._log.write(f"{time.time():.2f} {line}\n")
        self._log.flush()

    # --- one step ----------------------------------------------------------------------------

    def step(self) -> None:
        modal = QApplication.activeModalWidget()
        popup = QApplication.activePopupWidget()
        if popup is not None:
            self._act("close popup", popup.close)
        elif modal is not None:
            self._answer(modal)
        else:
            self._modal_tries = 0
            self._check_stall()
            actions, weights = zip(*self._weights)
            action = self._rng.choices(actions, weights)[0]
            self._act(action.__name__.strip("_").replace("_", " "), action)

    def _act(self, name: str, action: Action) -> None:
        self.actions += 1
        self._write(name)
        self.acted.emit()
        # Done from a timer of its own: an action that opens a modal dialog runs its event loop there,
        # and Qt fires no timer inside its own timeout, so this driver's would stop until it closed.
        QTimer.singleShot(0, self, action)

    def _answer(self, modal: QWidget) -> None:
        """Enter or Escape to a modal dialog; after a few tries it is closed outright."""
        self._modal_tries += 1
        if self._modal_tries > 6 and isinstance(modal, QDialog):
            self._act(f"reject {type(modal).__name__}", modal.reject)
            return
        name = "Return" if self._rng.random() < 0.6 else "Escape"
        key = next(k for k in KEYS if k.x_name == name)
        if isinstance(modal, QMessageBox) and self._rng.random() < 0.5:
            buttons = [b for b in modal.buttons() if b.isVisible() and b.isEnabled()]
            if buttons:
                button = self._rng.choice(buttons)
                self._act(f"click {type(modal).__name__} button", lambda: self._press_button(button))
                return
        self._act(f"{key.x_name} to {type(modal).__name__}", lambda: self._key_to(modal, key))

    def _key_to(self, widget: QWidget, key: Key) -> None:
        """``key`` to ``widget`` (a dialog asked for a step earlier may be gone by now)."""
        if shiboken6.isValid(widget):
            self._input.key(widget, key)

    def _check_stall(self) -> None:
        match = self.window.match
        seat = match.seat_to_act() if match.has_game else None
        if seat is None or match.seats[seat].is_human:
            self._last_move = time.monotonic()
        elif time.monotonic() - self._last_move > STALL_S:
            self._write(f"STALL {match.game}: seat {seat} did not move for {STALL_S:.0f} s")
            self._new_game()

    # --- where to act -------------------------------------------------------------------------

    def _front(self) -> QWidget:
        """The window a person would be looking at: the active one, else the main window."""
        active = QApplication.activeWindow()
        return active if active is not None and active.isVisible() else self.window

    def _view(self) -> QGraphicsView:
        """The table view of the front window (the main window's when it has none)."""
        views = [v for v in self._front().findChildren(QGraphicsView)
                 if isinstance(v.scene(), CardTableScene) and v.isVisible()]
        return self._rng.choice(views) if views else self.window.view

    def _item_spot(self, view: QGraphicsView) -> QPoint | None:
        """The middle of a random card or button of the table, in the view's viewport."""
        scene = view.scene()
        items = [i for i in scene.items() if isinstance(i, (CardItem, HoverItem)) and i.isVisible()]
        if not items:
            return None
        item = self._rng.choice(items)
        centre = item.sceneBoundingRect().center()
        return view.mapFromScene(centre + QPointF(self._rng.uniform(-4, 4), self._rng.uniform(-4, 4)))

    def _anywhere(self, view: QGraphicsView) -> QPoint:
        size = view.viewport().size()
        return QPoint(self._rng.randrange(max(1, size.width())), self._rng.randrange(max(1, size.height())))

    # --- actions ------------------------------------------------------------------------------

    def _key(self) -> None:
        view = self._view()
        self._input.key(view, self._rng.choice(KEYS))

    def _click_item(self) -> None:
        view = self._view()
        spot = self._item_spot(view)
        if spot is not None:
            self._input.click(view.viewport(), spot)

    def _double_click_item(self) -> None:
        view = self._view()
        spot = self._item_spot(view)
        if spot is not None:
            self._input.click(view.viewport(), spot, double=True)

    def _drag_item(self) -> None:
        view = self._view()
        spot = self._item_spot(view)
        if spot is not None:
            end = self._item_spot(view) if self._rng.random() < 0.6 else self._anywhere(view)
            self._input.drag(view.viewport(), spot, end or self._anywhere(view))

    def _click_anywhere(self) -> None:
        view = self._view()
        self._input.click(view.viewport(), self._anywhere(view))

    def _band(self) -> None:
        view = self._view()
        self._input.drag(view.viewport(), self._anywhere(view), self._anywhere(view))

    def _next_round(self) -> None:
        action = self.window.next_round_action
        if action.isEnabled() and action.isVisible():
            action.trigger()

    def _choice(self) -> NewGameChoice:
        game = self._rng.choice(GAMES)
        low, high = seat_range(game)
        count = self._rng.randint(low, high)
        people = 2 if self._rng.random() < 0.15 else 1
        seats = [Seat(f"Person {n + 1}") for n in range(min(people, count))]
        seats += [Seat(f"Computer {n}", self._rng.choice(levels_for(game))) for n in range(1, count - len(seats) + 1)]
        return NewGameChoice(game, tuple(seats), default_rules(game), self._rng.randrange(10**9))

    def _new_game(self) -> None:
        self.window.start_game(self._choice())

    def _new_game_dialog(self) -> None:
        self.window.new_action.trigger()   # modal: the next steps answer it (Enter deals)

    def _hint(self) -> None:
        self.window.hint_action.trigger()

    def _language(self) -> None:
        self.window.settings.language = self._rng.choice(LANGUAGES)

    def _resize(self) -> None:
        if self._rng.random() < 0.15:
            self.window.showMaximized() if not self.window.isMaximized() else self.window.showNormal()
        else:
            self.window.resize(self._rng.randint(640, 1600), self._rng.randint(480, 1000))

    def _card_size(self) -> None:
        low, high = CARD_SIZE_RANGE
        self.window.settings.card_size = self._rng.randrange(low, high + 1, 10)

    def _speed(self) -> None:
        self.window.settings.animation_speed = self._rng.choice(ANIMATION_SPEEDS)

    def _review(self) -> None:
        action = self.window.reviews.action
        if action.isEnabled():
            action.trigger()

    def _puzzles(self) -> None:
        self.window.puzzles.action.trigger()

    def _menu_action(self) -> None:
        """An action of the main window's menus (not Quit), as a person picks one."""
        menus = [self.window.game_menu, self.window.edit_menu, self.window.turn_menu, self.window.view_menu,
                 self.window.help_menu]
        actions = [a for menu in menus for a in menu.actions()
                   if a.isEnabled() and a.isVisible() and not a.isSeparator() and a is not self.window.quit_action]
        if actions:
            action = self._rng.choice(actions)
            self._write(f"NOTE {action.text()}")
            action.trigger()

    def _button_elsewhere(self) -> None:
        """A push button of a window other than the main one (the puzzles', the review's, the rules')."""
        others = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not self.window]
        buttons = [b for w in others for b in w.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            self._press_button(self._rng.choice(buttons))

    def _press_button(self, button: QAbstractButton) -> None:
        """Click ``button`` (a dialog's, asked for a step earlier, may be gone by now)."""
        if not shiboken6.isValid(button):
            return
        if button.width() > 0 and button.height() > 0:
            self._input.click(button, button.rect().center())
        else:
            button.click()

    def _close_other_window(self) -> None:
        others = [w for w in QApplication.topLevelWidgets()
                  if w.isVisible() and w is not self.window and w.isWindow() and not isinstance(w, QMessageBox)]
        if others:
            self._rng.choice(others).close()

    def _pass_screen(self) -> None:
        screen = self.window.pass_screen
        if screen.isVisible():
            self._press_button(screen.button)
