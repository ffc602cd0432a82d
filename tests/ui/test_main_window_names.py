"""The window's own texts about seats: names as typed, and "You" for the sentinel seat in the language of the moment."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine.manipulation import Draw
from rummy_desktop.ui import main_window
from rummy_desktop.ui.text.game_log_text import YOU
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from stub_translator import translations

NAME = "<b>Bo</b> & <i>"
"""A name a player may type: tags and an ampersand."""
TI = {("NewGameDialog", "You"): "Ti", ("GameLog", "You"): "Ti"}
"""A language whose word for "You" is "Ti", in the new-game dialog and wherever a seat is named."""


def language_changed(window: MainWindow) -> None:
    """What Qt does when a catalogue comes or goes: the window hears of it and passes it on."""
    QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))


def window_with(qtbot: QtBot, tmp_path: Path, seats: tuple[Seat, ...], **kwargs) -> MainWindow:
    return window_for(qtbot, tmp_path, seats, bot_factory=stand_in_factory, pause_ms=0, **kwargs)


def passed_to(qtbot: QtBot, tmp_path: Path, seats: tuple[Seat, ...]) -> MainWindow:
    """Two people at the window on screen, the first turn waiting behind the pass screen for the first of them."""
    window = window_with(qtbot, tmp_path, seats, start_game=False)
    window.show()
    qtbot.waitExposed(window)
    window.match.resume(position("8H KS", ["5H 6H 7H"], players=2), seats)   # seat 0 is to play
    assert window.pass_screen.name == seats[0].name
    return window


def test_the_status_bar_shows_a_name_as_typed(qtbot: QtBot, tmp_path: Path) -> None:
    window = passed_to(qtbot, tmp_path, (Seat(NAME), Seat("Ann")))
    assert window.turn_label.text() == f"Pass the computer to {NAME}."
    assert window.turn_label.textFormat() == window.rules_label.textFormat() == Qt.TextFormat.PlainText


def test_the_status_bar_words_you_in_the_language_of_the_moment(qtbot: QtBot, qapp, tmp_path: Path) -> None:
    window = passed_to(qtbot, tmp_path, (Seat(YOU), Seat("Ann")))
    with translations(qapp, TI):
        language_changed(window)
        assert window.turn_label.text() == "Pass the computer to Ti."
    language_changed(window)
    assert window.turn_label.text() == "Pass the computer to You."


def test_the_reasons_a_turn_cannot_end_show_as_they_read(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    reason = "<b>Bo</b> & <i> 7♥"
    monkeypatch.setattr(main_window, "explain", lambda message: reason)
    window = window_with(qtbot, tmp_path, (Seat(YOU), Seat("Ann", "easy")), start_game=False)
    window.match.resume(position("2S 3D KS", ["5H 6H 7H"], players=2))
    window.controller.new_meld([card.key for card in window.controller.arrangement.hand if str(card) == "3D"])
    window.end_turn_action.trigger()
    assert not window.problems.isHidden() and window.problems.textFormat() == Qt.TextFormat.RichText
    shown = QTextDocumentFragment.fromHtml(window.problems.text()).toPlainText()
    assert shown.splitlines()[1:] == [reason]


def test_a_computer_error_names_the_seat_once(qtbot: QtBot, tmp_path: Path) -> None:
    """The reason is filled in after the name: a name holding "%2" keeps it."""
    window = window_with(qtbot, tmp_path, (Seat(YOU), Seat("50%2", "easy")), start_game=False)
    window.match.computer_error.emit(1, "a reason")
    assert window.log.lines()[-1] == "50%2 tried a move the rules refuse (a reason) and plays safe instead."


def test_a_game_from_the_dialog_in_another_language_speaks_to_you(qtbot: QtBot, qapp, tmp_path: Path,
                                                                   monkeypatch) -> None:
    """The dialog offers "Ti" for the first seat and deals it as the sentinel: "Ti" in the lists,
    the second person in the log, and "You" once the language is English again."""
    ResultAnswers(monkeypatch)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    with translations(qapp, TI):
        dialog = NewGameDialog(settings)
        qtbot.addWidget(dialog)
        dialog.seed.setText("3")
        dialog.accept()
        window = window_with(qtbot, tmp_path, dialog.chosen.seats, start_game=False)
        window.start_game(dialog.chosen)
        assert window.names[0] == YOU
        assert window.log.lines()[0].startswith("New game: Ti, Computer 1, Computer 2.")
        qtbot.waitUntil(lambda: window.match.seat_to_act() == 0, timeout=5000)
        window.match.play(Draw())
        assert window.log.lines()[-1] == "You draw a card."
        assert "Ti" in sheet_texts(window)
    language_changed(window)
    assert "You" in sheet_texts(window) and "Ti" not in sheet_texts(window)


def sheet_texts(window: MainWindow) -> list[str]:
    return [label.text() for label in window.score_sheet.findChildren(QLabel)]


def test_the_turn_line_stays_on_view_while_a_message_or_a_status_tip_shows(qtbot, tmp_path) -> None:
    window = window_for(qtbot, tmp_path, (Seat("You"), Seat("Ada", "easy")), bot_factory=stand_in_factory,
                        pause_ms=0)
    window.show_message("Your statistics file was damaged.")   # given before the window shows
    window.show()
    qtbot.waitExposed(window)
    line = window.turn_label.text()
    assert line and window.turn_label.isVisible()
    assert window.statusBar().currentMessage() == "Your statistics file was damaged."
    window.statusBar().showMessage(window.sort_suit_action.statusTip())   # what hovering a button does
    assert window.turn_label.isVisible() and window.turn_label.text() == line
    assert not window.statusBar().isAncestorOf(window.turn_label)
