"""A change of language reaches every text set once: the window's menus, actions, docks (and Qt's own
buttons on their title bars) and table,
the actions the app services add and their statistics window, Help ▸ Keyboard shortcuts and the
names of the undo steps; a new window names its computers in the language of the moment."""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget, QMainWindow

from main_window_helpers import instant_settings, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.statistics import Statistics, record_abandoned, record_game
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from shouting import SHOUTED_CONTEXTS, Shouting

TWO = (Seat("You"), Seat("Computer 1", "easy"))
THREE = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))


def language_changed(window: MainWindow) -> None:
    """What Qt does when a catalogue comes or goes: the window hears of it and passes it on to its children."""
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))


@contextmanager
def shouting(qapp: QApplication, window: MainWindow, contexts: Iterable[str] = SHOUTED_CONTEXTS) -> Iterator[None]:
    """The app (the texts of ``contexts``) in capitals inside the block and in English after it, both changes made live."""
    translator = Shouting(contexts)
    qapp.installTranslator(translator)
    try:
        language_changed(window)
        yield
    finally:
        qapp.removeTranslator(translator)
        language_changed(window)


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
        "title": window.windowTitle().split(" — ")[1],   # the game's name is translated in its own context
    }


def test_a_language_change_retranslates_the_window(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, TWO, bot_factory=stand_in_factory, pause_ms=0)
    english = texts(window)
    assert english["game menu"] == "&Game" and english["undo"] == "&Undo"
    with shouting(qapp, window):
        assert texts(window) == {name: text.upper() for name, text in english.items()}
    assert texts(window) == english


ButtonTexts = dict[str, tuple[str, str]]
"""A dock's title-bar buttons by object name: (accessible name, accessible description)."""


def title_button_texts(dock: QDockWidget) -> ButtonTexts:
    return {button.objectName(): (button.accessibleName(), button.accessibleDescription())
            for button in dock.findChildren(QAbstractButton)}


def qt_words_for_a_dock(qtbot) -> ButtonTexts:
    """What Qt itself puts on a new dock's title-bar buttons in the language of the moment."""
    holder = QMainWindow()
    qtbot.addWidget(holder)
    return title_button_texts(QDockWidget("Qt's own", holder))


def test_the_docks_title_bar_buttons_follow_a_language_change(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, TWO, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    docks = (window.log, window.scores_dock)
    english = qt_words_for_a_dock(qtbot)
    assert english == {"qt_dockwidget_floatbutton": ("Float", "Undocks and re-attaches the dock widget"),
                       "qt_dockwidget_closebutton": ("Close", "Closes the dock widget")}
    assert [title_button_texts(dock) for dock in docks] == [english, english]
    with shouting(qapp, window, {"QDockWidget"}):
        shouted = {button: (name.upper(), description.upper()) for button, (name, description) in english.items()}
        assert qt_words_for_a_dock(qtbot) == shouted   # the words Qt looks up, in the context it looks them up in
        assert [title_button_texts(dock) for dock in docks] == [shouted, shouted]
    assert [title_button_texts(dock) for dock in docks] == [english, english]


def service_texts(window: MainWindow) -> list[str]:
    services = window.services
    return [action.text() for action in (services.open_action, services.save_action, services.save_as_action,
                                         services.statistics_action, services.settings_action)]


def test_the_services_actions_and_the_statistics_window_follow_a_language_change(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, TWO, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    services = window.services
    services.statistics = record_abandoned(record_game(Statistics(), "manipulation", "easy", won=True, score=40),
                                           "gin", "hard")
    english = service_texts(window)
    assert english == ["&Open…", "&Save…", "Save &As…", "S&tatistics…", "S&ettings…"]
    services.statistics_action.trigger()
    first = services.statistics_dialog
    assert first is not None and first.windowTitle() == "Statistics"
    first.select("gin", "hard")
    place = first.geometry()
    with shouting(qapp, window):
        assert service_texts(window) == [text.upper() for text in english]
        shouted = services.statistics_dialog
        assert shouted is not None and shouted is not first
        assert shouted.isVisible() and not first.isVisible()
        assert shouted.windowTitle() == "STATISTICS" and shouted.geometry() == place
        assert (shouted.game_box.currentData(), shouted.opponents_box.currentData()) == ("gin", "hard")
    assert service_texts(window) == english
    again = services.statistics_dialog
    assert again is not None and again.isVisible() and again.windowTitle() == "Statistics"


def test_a_hidden_statistics_window_is_made_again_when_next_shown(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, TWO, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    services = window.services
    services.show_statistics()
    assert services.statistics_dialog is not None
    services.statistics_dialog.close()
    with shouting(qapp, window):
        assert services.statistics_dialog is None
        services.show_statistics()
        assert services.statistics_dialog.windowTitle() == "STATISTICS"


def shown_shortcuts(window: MainWindow) -> ShortcutsDialog:
    window.findChild(QAction, "keyboard-shortcuts").trigger()
    (dialog,) = [dialog for dialog in window.findChildren(ShortcutsDialog) if dialog.isVisible()]
    return dialog


def native(keys: str | QKeySequence.StandardKey) -> str:
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def test_keyboard_shortcuts_follow_a_language_change(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, TWO, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    action = window.findChild(QAction, "keyboard-shortcuts")
    assert action.text() == "&Keyboard shortcuts"
    with shouting(qapp, window):
        assert action.text() == "&KEYBOARD SHORTCUTS"
        dialog = shown_shortcuts(window)
        assert dialog.windowTitle() == "KEYBOARD SHORTCUTS"
        lines = dialog.lines()
        assert (native("Ctrl+D"), "DRAW") in lines
        assert (native(QKeySequence.StandardKey.Open), "OPEN") in lines   # an action of the services
        assert ("N", "MAKE A NEW MELD OF THE SELECTED CARDS") in lines     # keyboard play
        dialog.close()
    assert action.text() == "&Keyboard shortcuts"
    dialog = shown_shortcuts(window)
    assert dialog.windowTitle() == "Keyboard shortcuts"
    lines = dialog.lines()
    assert (native("Ctrl+D"), "Draw") in lines and (native(QKeySequence.StandardKey.Open), "Open") in lines
    assert ("N", "Make a new meld of the selected cards") in lines


def undo_texts(window: MainWindow) -> tuple[str, str]:
    return window.undo_action.text(), window.redo_action.text()


def test_undo_step_names_follow_a_language_change(qtbot, qapp, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, THREE, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    window.load_state("manipulation", THREE, position("7H 9S 9H 9D KC", ["5H 6H"]))
    window.match.shutdown()   # the computers never move
    c = window.controller
    hand = {str(card): card.key for card in c.arrangement.hand}
    assert c.move_cards([hand["7H"]], 0, 2) and c.new_meld([hand["9S"], hand["9H"], hand["9D"]])
    c.undo_stack.undo()
    assert undo_texts(window) == ("&Undo Move 7♥ onto 5♥ 6♥", "&Redo New meld 9♠ 9♥ 9♦")
    with shouting(qapp, window):
        assert undo_texts(window) == ("&UNDO MOVE 7♥ ONTO 5♥ 6♥", "&REDO NEW MELD 9♠ 9♥ 9♦")
        c.undo_stack.redo()
        assert undo_texts(window) == ("&UNDO NEW MELD 9♠ 9♥ 9♦", "&REDO")
    assert undo_texts(window) == ("&Undo New meld 9♠ 9♥ 9♦", "&Redo")
    c.undo_stack.undo()
    assert undo_texts(window) == ("&Undo Move 7♥ onto 5♥ 6♥", "&Redo New meld 9♠ 9♥ 9♦")


def test_a_window_deleted_with_steps_on_its_stack_reaches_for_nothing_already_deleted(qtbot, tmp_path) -> None:
    """While a window is deleted Qt deletes its children in the order they were made, and the undo stack,
    made with the turn controller before the actions, clears itself and says so on its way out: the window's
    undo and redo actions are named once more after its turn controller and stack are gone. Nothing run then
    may read them (pytest-qt fails the test on an exception in a Qt handler)."""
    window = MainWindow(THREE, settings=instant_settings(tmp_path), data_dir=tmp_path, bot_factory=stand_in_factory,
                        pause_ms=0, start_game=False)
    window.load_state("manipulation", THREE, position("7H 9S 9H 9D KC", ["5H 6H"]))
    window.match.shutdown()   # the computers never move
    c = window.controller
    hand = {str(card): card.key for card in c.arrangement.hand}
    assert c.move_cards([hand["7H"]], 0, 2) and c.new_meld([hand["9S"], hand["9H"], hand["9D"]])
    c.undo_stack.undo()
    assert all(undo_texts(window))   # a step to undo and one to redo: both names change as the stack clears
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))


def window_with_default_seats(qtbot, folder: Path) -> MainWindow:
    window = MainWindow(settings=instant_settings(folder), data_dir=folder, start_game=False)
    qtbot.addWidget(window)
    return window


def test_the_default_computers_are_named_in_the_language_the_window_is_made_in(qtbot, qapp, tmp_path) -> None:
    assert window_with_default_seats(qtbot, tmp_path).names == [YOU, "Computer 1", "Computer 2"]
    translator = Shouting()
    qapp.installTranslator(translator)
    try:
        shouted = window_with_default_seats(qtbot, tmp_path)
    finally:
        qapp.removeTranslator(translator)
    assert shouted.names == [YOU, "COMPUTER 1", "COMPUTER 2"]   # "You" is worded where it is shown
    assert [seat.level for seat in shouted.match.seats] == [None, "medium", "medium"]
    assert window_with_default_seats(qtbot, tmp_path).names == [YOU, "Computer 1", "Computer 2"]
