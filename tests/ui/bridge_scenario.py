"""A game played by keys in the real window, for the test over the real AT-SPI bridge.

``python bridge_scenario.py manipulation|gin|layoff|gin-hand|manipulation-turns|manipulation-round|gin-round|gin-game|dialogs
FOLDER``
(on an X display, with Qt's AT-SPI bridge on):
opens the game window on a known position, presses the keys of each step on the table (``QTest``, as the
keyboard sends them to the focused table), waits until the step's result shows in the game, then a
moment more for its accessibility events to reach the bus, and writes each step's name and start time
to ``FOLDER/steps.json``. :mod:`test_real_screen_reader_bridge` reads what a screen reader heard
between the steps. The ``-round`` scenarios deal a whole game against the real computer players (medium
level), and you play by keys until the round is over: the transcripts of ``docs/accessibility.md``;
``gin-game`` plays Gin to the end of the game, each round's result answered by Return (Next round). The
``dialogs`` scenario opens the dialogs of a game one after another for a screen reader to read.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (before any Qt object exists)
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine import gin
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules, Phase
from rummy_desktop.ui.main_window import MainWindow

from bridge_desktop import KEYS_BY_X
from main_window_helpers import instant_settings
from manipulation_positions import position
from test_gin_scene import anna_knocked
from test_keyboard_play import SEATS, factory, gin_state

SETTLE_MS = 400
"""After a step's result shows: time for its events to reach the bus and the recorder."""
GIN_SEATS = SEATS[:2]
REAL_SEATS = (Seat("You"), Seat("Computer 1", "medium"), Seat("Computer 2", "medium"))
"""The ``-round`` scenarios' seats: the app's own computer players, not the tests' stand-ins."""
KEY_GAP_MS = 200
X_KEY_NAMES = {Qt.Key.Key_Right: "Right", Qt.Key.Key_Left: "Left", Qt.Key.Key_Up: "Up", Qt.Key.Key_Down: "Down",
               Qt.Key.Key_Space: "space", Qt.Key.Key_Return: "Return", Qt.Key.Key_PageDown: "Next"}


def x_key_name(key: Qt.Key) -> str:
    """The X key name ``xdotool`` types for ``key``: a letter key is its small letter."""
    if Qt.Key.Key_A.value <= key.value <= Qt.Key.Key_Z.value:
        return chr(key.value).lower()
    return X_KEY_NAMES[key]

Step = tuple[str, tuple[Qt.Key, ...], Callable[[MainWindow], bool]]


def hand_at(window: MainWindow, text: str) -> int:
    """Where the card ``text`` ("5H") is in your Manipulation hand, left to right."""
    return [str(card.bare()) for card in window.controller.hand_in_order()].index(text)


def manipulation_steps(window: MainWindow) -> tuple[list[Step], Callable[[str], tuple[Qt.Key, ...]]]:
    def mine() -> bool:
        return window.match.seat_to_act() == 0

    def to_card(text: str) -> tuple[Qt.Key, ...]:
        here = window.keyboard.stop.ident if window.keyboard.stop is not None else None
        keys = [c.key for c in window.controller.hand_in_order()]
        at = keys.index(here[1]) if here is not None and here[1] in keys else 0
        step = hand_at(window, text) - at
        return (Qt.Key.Key_Right,) * step if step >= 0 else (Qt.Key.Key_Left,) * -step

    return [
        ("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
        ("end refused", (Qt.Key.Key_E,), lambda w: True),
        ("draw", (Qt.Key.Key_D,), lambda w: len(w.controller.arrangement.hand) == 6),
        ("to five of hearts", (), lambda w: True),   # keys worked out when the step runs (see run)
        ("select five", (Qt.Key.Key_Space,), lambda w: len(w.scene.selected_keys()) == 1),
        ("to six of hearts", (), lambda w: True),
        ("select six", (Qt.Key.Key_Space,), lambda w: len(w.scene.selected_keys()) == 2),
        ("to seven of hearts", (), lambda w: True),
        ("select seven", (Qt.Key.Key_Space,), lambda w: len(w.scene.selected_keys()) == 3),
        ("new meld", (Qt.Key.Key_N,), lambda w: len(w.controller.arrangement.melds) == 2),
        ("read table", (Qt.Key.Key_T,), lambda w: True),
        ("read hand", (Qt.Key.Key_Y,), lambda w: True),
        ("end turn", (Qt.Key.Key_E,), lambda w: not mine()),
        ("computers", (), lambda w: mine() and not w.announcer.waiting),
        ("read log", (Qt.Key.Key_L,), lambda w: True),
        ("read scores", (Qt.Key.Key_C,), lambda w: True),
        ("next area", (Qt.Key.Key_PageDown,), lambda w: True),
    ], to_card


def gin_steps() -> list[Step]:
    return [
        ("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
        ("draw", (Qt.Key.Key_D,), lambda w: len(w.match.state.hands[0]) == 11),
        ("read hand", (Qt.Key.Key_Y,), lambda w: True),
        ("read table", (Qt.Key.Key_T,), lambda w: True),
        ("discard", (Qt.Key.Key_Return,), lambda w: len(w.match.state.hands[0]) == 10),
        ("computer", (), lambda w: w.match.seat_to_act() == 0 and w.match.state.phase is gin.Phase.DRAW
         and not w.announcer.waiting),
    ]


def gin_hand_steps() -> list[Step]:
    """A whole Gin hand: draw from the stock and discard what came, until the round is over (the stand-in
    computer never knocks: the stock runs out)."""
    return [("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
            ("read hand", (Qt.Key.Key_Y,), lambda w: True),
            *[("turn", (Qt.Key.Key_D, Qt.Key.Key_Return), lambda w: w.match.state.is_round_over
               or (w.match.seat_to_act() == 0 and not w.announcer.waiting))] * 40]


def manipulation_turns_steps() -> list[Step]:
    """Several Manipulation turns of three draws each (the third ends the turn), reading the table between."""
    return [("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
            *[step for _ in range(4) for step in (
                ("read table", (Qt.Key.Key_T,), lambda w: True),
                ("draws", (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_D),
                 lambda w: w.match.seat_to_act() == 0 and not w.announcer.waiting))]]


def manipulation_round_steps() -> list[Step]:
    """A whole round against real computers: you read your hand, then each turn draw (D; the third draw
    ends the turn), or end the turn (E) once the stock is empty, until the round is over; the round's
    result is read, then closed."""
    return [("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
            ("read hand", (Qt.Key.Key_Y,), lambda w: True),
            *[("turn", (), lambda w: w.match.state.is_round_over
               or (w.match.seat_to_act() == 0 and not w.announcer.waiting))] * 80]


def manipulation_turn_keys(window: MainWindow) -> tuple[Qt.Key, ...]:
    """Your turn's keys in the whole round: three draws while the stock lasts, then End turn."""
    return (Qt.Key.Key_D,) * 3 if window.match.state.stock else (Qt.Key.Key_E,)


def gin_round_steps(readings: int = 40) -> list[Step]:
    """A whole Gin hand against a real computer, by keys (:func:`gin_turn_keys`), reading your hand before every
    second turn (``readings`` times at most), until the round is over."""
    turn: Step = ("turn", (), lambda w: w.match.state.is_round_over
                  or (w.match.seat_to_act() == 0 and not w.announcer.waiting))
    return [("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
            *[step for _ in range(readings) for step in (("read hand", (Qt.Key.Key_Y,), lambda w: True), turn, turn)]]


def gin_turn_keys(window: MainWindow) -> tuple[Qt.Key, ...]:
    """Your keys now in a whole Gin hand: pass on the upcard when it is offered (X); draw from the stock (D)
    and discard what came; after the computer knocks, walk the cursor to Done (one arrow a step) and press
    it (spread, laying nothing off)."""
    state = window.match.state
    if window.match.seat_to_act() != 0 or state.is_round_over:
        return ()
    if state.phase is gin.Phase.UPCARD_OFFER and state.upcard_passes < 2:
        return (Qt.Key.Key_X,)
    if state.phase is gin.Phase.LAYOFF:
        keys = window.keyboard
        if keys.stop is not None and keys.stop.ident == ("button", "done"):
            return (Qt.Key.Key_Return,)
        table = keys._table()
        rows = [[stop.ident for stop in row.stops] for row in table.rows()] if table is not None else []
        here = next((n for n, row in enumerate(rows) if keys.stop is not None and keys.stop.ident in row), 0)
        there = next((n for n, row in enumerate(rows) if ("button", "done") in row), here)
        if here != there:
            return (Qt.Key.Key_Down if there > here else Qt.Key.Key_Up,)
        at = rows[here].index(keys.stop.ident) if keys.stop is not None else 0
        return (Qt.Key.Key_Right if rows[here].index(("button", "done")) > at else Qt.Key.Key_Left,)
    return (Qt.Key.Key_D, Qt.Key.Key_Return)


def layoff_steps() -> list[Step]:
    return [
        ("first arrow", (Qt.Key.Key_Right,), lambda w: w.keyboard.active),
        ("enter on a card", (Qt.Key.Key_Return,), lambda w: len(w.scene_for_game().selected_keys()) == 1),
        ("knock key", (Qt.Key.Key_K,), lambda w: True),
    ]


DIALOGS_HEARD = (("en", "joker"), ("en", "new game: Manipulation, five seats"), ("en", "settings"),
                 ("en", "knocker's spread"), ("en", "round result: five players"),
                 ("en", "round result: Gin knock with lay-offs"), ("en", "game result: five players"),
                 ("en", "game result: Hollywood"), ("he", "joker"),
                 ("he", "knocker's spread"))
"""The ``dialogs`` scenario: (language, dialog of ``every_dialog.DIALOGS``), each opened for a screen reader
to read, then closed."""
DIALOG_READ_MS = 8000
"""Long enough for Orca, which falls behind on the hundreds of events a dialog opening sends, to read it."""


class _Keeper:
    """Stands in for pytest-qt's ``qtbot`` in ``every_dialog``'s builders: keeps what they make alive."""

    def __init__(self) -> None:
        self.kept: list[object] = []

    def addWidget(self, widget: object) -> None:  # noqa: N802 - pytest-qt's name
        self.kept.append(widget)


def open_dialogs(app: QApplication, folder: Path) -> None:
    """Open each dialog of :data:`DIALOGS_HEARD` in turn, as a window of its own that has the focus."""
    from every_dialog import DIALOGS   # the dialogs scenario only
    from rummy_desktop.ui.text.i18n import install_language

    keeper, queue, shown = _Keeper(), list(DIALOGS_HEARD), []
    translators: list[object] = []

    def next_dialog() -> None:
        for dialog in shown:
            dialog.close()
        shown.clear()
        for translator in translators:
            app.removeTranslator(translator)
        if not queue:
            app.quit()
            return
        language, name = queue.pop(0)
        translators[:] = install_language(app, language)
        dialog = DIALOGS[name](keeper, folder, language)
        dialog.show()
        dialog.activateWindow()
        shown.append(dialog)
        # Orca's first contact with the app (reading its whole tree) takes it many seconds more
        QTimer.singleShot(DIALOG_READ_MS * (3 if len(queue) == len(DIALOGS_HEARD) - 1 else 1), next_dialog)

    QTimer.singleShot(1500, next_dialog)
    app.exec()


def run(game: str, folder: Path) -> None:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([sys.argv[0]])
    if game == "dialogs":
        open_dialogs(app, folder)
        (folder / "steps.json").write_text("[]", encoding="utf-8")
        return
    if game in ("manipulation", "manipulation-turns"):
        window = MainWindow(SEATS, bot_factory=factory, seed=2, pause_ms=0, start_game=False,
                            settings=instant_settings(folder), data_dir=folder)
        window.match.resume(position("5H 6H 7H 2C KS", ["9S 10S JS"], phase=Phase.DRAW), SEATS)
        steps, to_card = manipulation_steps(window)
        if game == "manipulation-turns":
            steps = manipulation_turns_steps()
    elif game.endswith("-round") or game == "gin-game":   # a real deal, the real computer players
        manipulation = game == "manipulation-round"
        seats = REAL_SEATS if manipulation else REAL_SEATS[:2]
        window = MainWindow(seats, seed=11, pause_ms=0, start_game=False, settings=instant_settings(folder),
                            data_dir=folder)
        window.new_game(11, rules=ManipulationRules() if manipulation else GinRules("gin"))
        steps, to_card = (manipulation_round_steps() if manipulation
                           else gin_round_steps(250 if game == "gin-game" else 40)), None
    else:
        window = MainWindow(GIN_SEATS, bot_factory=factory, seed=2, pause_ms=0, start_game=False,
                            settings=instant_settings(folder), data_dir=folder)
        window.match.resume(anna_knocked() if game == "layoff" else gin_state(5), GIN_SEATS)
        steps, to_card = {"gin": gin_steps, "gin-hand": gin_hand_steps, "layoff": layoff_steps}[game](), None
    if not (game.endswith("-round") or game == "gin-game"):
        # the positions hold part of a deck only, which the autosave refuses, and says so at every move
        window.services.autosave_writer.failed.disconnect()
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    done: list[dict[str, object]] = []
    queue = list(steps)
    by_x = bool(os.environ.get(KEYS_BY_X))

    def next_step() -> None:
        if not queue:
            (folder / "steps.json").write_text(json.dumps(done), encoding="utf-8")
            app.quit()
            return
        name, keys, finished = queue.pop(0)
        if window.match.state.is_round_over and game == "gin-game" and not window.match.state.is_game_over:
            QTimer.singleShot(4000, next_round)   # the round's result is read, then Return deals the next
            return
        if window.match.state.is_round_over:   # the round's result is up: it is read, then closed
            QTimer.singleShot(4000, close_result)
            queue.clear()
            return
        if name.startswith("to ") and to_card is not None:
            keys = to_card({"five": "5H", "six": "6H", "seven": "7H"}[name.split()[1]])
        elif game == "manipulation-round" and name == "turn":
            keys = manipulation_turn_keys(window)
        elif game in ("gin-round", "gin-game") and name == "turn":
            keys = gin_turn_keys(window)
        done.append({"step": name, "t": time.time()})
        press(list(keys), finished)

    def press(keys: list[Qt.Key], finished: Callable[[MainWindow], bool]) -> None:
        """The keys a fifth of a second apart, as a person types them."""
        if keys:
            key = keys.pop(0)
            if by_x:
                subprocess.run(["xdotool", "key", "--clearmodifiers", x_key_name(key)], check=True, timeout=10)
            else:
                QTest.keyClick(window.view, key)
            QTimer.singleShot(KEY_GAP_MS, lambda: press(keys, finished))
        else:
            wait(finished, time.monotonic() + 20)

    def wait(finished: Callable[[MainWindow], bool], deadline: float) -> None:
        if finished(window) or time.monotonic() > deadline:
            QTimer.singleShot(SETTLE_MS, next_step)
        else:
            QTimer.singleShot(50, lambda: wait(finished, deadline))

    def next_round() -> None:
        """Return on the round's result (its default button, Next round), as a player presses it."""
        dialog = app.activeModalWidget()
        done.append({"step": "next round", "t": time.time()})
        if by_x:
            subprocess.run(["xdotool", "key", "--clearmodifiers", "Return"], check=True, timeout=10)
        elif dialog is not None:
            QTest.keyClick(dialog, Qt.Key.Key_Return)
        wait(lambda w: not w.match.state.is_round_over, time.monotonic() + 20)

    def close_result() -> None:
        dialog = app.activeModalWidget()
        if dialog is not None:
            dialog.close()
        # At the game's end its result opens next: read before the window goes (the window gone as it opened,
        # Orca found the dialog and its button with no names: the app no longer answered)
        QTimer.singleShot(4000 if window.match.state.is_game_over else 500, next_step)

    QTimer.singleShot(1500, next_step)   # the window shown, the bridge registered with the bus
    app.exec()
    window.match.shutdown()


if __name__ == "__main__":
    run(sys.argv[1], Path(sys.argv[2]))
