"""A main window at a Manipulation position, with people to move only at seat 0 (the others stand-ins),
and a hint asked for on it; a Gin table with its hints."""

from __future__ import annotations

from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Match, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.ui.assist.hints import Hint, HintService
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.table.table_view import TableView

SEATS = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))


def hint_window(qtbot, state) -> MainWindow:
    """The window shown at ``state``, hints given 30 seconds (a loaded machine still finds the best play)."""
    window = MainWindow(SEATS, bot_factory=stand_in_factory, seed=2, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    window.match.resume(state, SEATS)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.hints.seconds = 30
    return window


def ask_hint(qtbot, window: MainWindow) -> Hint:
    """The hint for the position on the window's table, once it is shown."""
    with qtbot.waitSignal(window.hints.hint_ready, timeout=30000) as blocker:
        window.hints.request_hint()
    return blocker.args[0]


def gin_hints(qtbot, state: gin.GinState) -> tuple[GinScene, HintService]:
    """A Gin table on screen at ``state`` for seat 0 (nothing moves unless the test moves it), and its hints."""
    match = Match((Seat("You"), Seat("Computer", "easy")), bot_factory=stand_in_factory, pause_ms=0)
    match.resume(state)
    match.shutdown()
    controller = TurnController(match, 0, lambda faces: None)
    scene = GinScene(CardTheme())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    scene.show(match.view_for(0), ["You", "Computer"], 0)
    return scene, HintService(view, controller, seconds=30)
