"""A change of language reaches the texts the window set once: menus, actions, docks, the table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator

from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui.main_window import MainWindow


class Shouting(QTranslator):
    """Every text of the app in capitals: a catalogue that translates everything."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        return source.upper() if context in {"MainWindow", "LogDock", "TableView", "CardTableScene",
                                             "ManipulationScene"} else None


def texts(window: MainWindow) -> dict[str, str]:
    return {
        "game menu": window.game_menu.title(),
        "help menu": window.help_menu.title(),
        "draw": window.draw_action.text(),
        "draw tip": window.draw_action.statusTip(),
        "undo": window.undo_action.text(),
        "toolbar": window.toolbar.windowTitle(),
        "scores": window.scores_dock.windowTitle(),
        "log": window.log.windowTitle(),
        "table": window.view.accessibleName(),
        "stock": window.scene.stock_item.toolTip(),
        "title": window.windowTitle().split(" — ")[0],   # the game's name is translated in its own context
    }


def test_a_language_change_retranslates_the_window(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, (Seat("You"), Seat("Computer 1", "easy")), bot_factory=stand_in_factory,
                        pause_ms=0)
    english = texts(window)
    assert english["game menu"] == "&Game" and english["undo"] == "&Undo"
    shouting = Shouting()
    qapp.installTranslator(shouting)
    try:
        for widget in (window, window.log, window.view):   # what Qt does for every widget
            QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        assert texts(window) == {name: text.upper() for name, text in english.items()}
    finally:
        qapp.removeTranslator(shouting)
    for widget in (window, window.log, window.view):
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    assert texts(window) == english
