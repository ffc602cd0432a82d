"""The game log can be copied or exported as text, and a refused file loses nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QGuiApplication

from main_window_helpers import window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.ui import app_services
from rummy_desktop.ui.log_export import log_text
from shouting import Shouting

SEATS = (Seat("You"), Seat("Ada", "easy"))


def a_window(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, SEATS, bot_factory=stand_in_factory, pause_ms=0)
    window.log.add("Ada drew a card.")
    window.log.add("You played 7♥ 8♥ 9♥.")
    return window


def test_the_actions_are_in_the_game_menu(qtbot, tmp_path) -> None:
    window = a_window(qtbot, tmp_path)
    actions = window.game_menu.actions()
    assert window.log_export.copy_action in actions and window.log_export.export_action in actions


def test_copying_puts_every_line_of_the_log_on_the_clipboard(qtbot, tmp_path) -> None:
    window = a_window(qtbot, tmp_path)
    window.log_export.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == log_text(window.log.lines())
    assert QGuiApplication.clipboard().text().endswith("Ada drew a card.\nYou played 7♥ 8♥ 9♥.\n")


def test_exporting_writes_the_log_as_utf8_text(qtbot, tmp_path) -> None:
    window = a_window(qtbot, tmp_path)
    path = tmp_path / "log.txt"
    window.log_export.ask_path = lambda: path
    window.log_export.export_action.trigger()
    assert path.read_text(encoding="utf-8").splitlines() == window.log.lines()
    assert "7♥" in path.read_text(encoding="utf-8")


def test_a_refused_file_is_said_in_words_and_the_log_stays(qtbot, tmp_path, monkeypatch) -> None:
    window = a_window(qtbot, tmp_path)
    before = window.log.lines()
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: warnings.append((title, text)))
    folder_in_the_way = tmp_path / "taken.txt"
    folder_in_the_way.mkdir()
    assert not window.log_export.export_to(folder_in_the_way)
    assert warnings == [("Export game log",
                         f"The game log could not be saved to {folder_in_the_way}: "
                         "there is a folder where the file should be.")]
    assert folder_in_the_way.is_dir() and window.log.lines() == before


def test_cancelling_the_file_dialog_writes_nothing(qtbot, tmp_path) -> None:
    window = a_window(qtbot, tmp_path)
    window.log_export.ask_path = lambda: None
    window.log_export.export_action.trigger()
    assert not list(Path(tmp_path).glob("*.txt"))


def test_the_actions_follow_a_change_of_language(qtbot, qapp, tmp_path) -> None:
    window = a_window(qtbot, tmp_path)
    english = (window.log_export.copy_action.text(), window.log_export.export_action.text())
    shouting = Shouting(("LogExport",))
    qapp.installTranslator(shouting)
    try:
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))   # Qt passes it on to children
        assert (window.log_export.copy_action.text(), window.log_export.export_action.text()) == tuple(
            text.upper() for text in english)
    finally:
        qapp.removeTranslator(shouting)
