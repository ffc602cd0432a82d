"""Texts put together from pieces take their order and punctuation from the translation, not from English;
texts set once follow a change of language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.settings import Settings
from rummy_desktop.ui.assist import hints
from rummy_desktop.ui.table.card_item import Label
from rummy_desktop.ui.dialogs.error_dialog import ErrorDialog, GameSaved
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.pass_screen import PassScreen
from rummy_desktop.ui.dialogs.settings_dialog import SettingsDialog
from rummy_desktop.ui.table.table_layout import OpponentGeometry, Rect
from rummy_desktop.ui.table.table_scene import CardTableScene
from stub_translator import translations
from worker_tasks import hint_play_cut_short


def language_changed(widget: QWidget) -> None:
    """What Qt does when a catalogue comes or goes: the window hears of it and passes it on to its children."""
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


def test_the_opponent_to_play_is_marked_as_the_translation_says(qapp) -> None:
    scene = CardTableScene()
    geometry = OpponentGeometry(Rect(0, 0, 100, 100), (), Rect(0, 0, 100, 20))
    entries = {("CardTableScene", "▶ %1"): "%1 ◀", ("GameLog", "You"): "Vous"}
    with translations(qapp, entries):
        scene.place_opponents([geometry, geometry], ["Anna", "You"], [1, 7], active=1)
    labels = sorted(item.text() for item in scene.items() if isinstance(item, Label) and item.text())
    assert labels == ["Anna: 1 card", "Vous: 7 cards ◀"]


def test_the_error_dialog_puts_the_error_where_the_translation_says(qtbot: QtBot, qapp) -> None:
    template = ("ErrorDialog", "Rummy Desktop ran into a problem it did not expect:\n%1")
    with translations(qapp, {template: "%1\n— an unexpected problem."}):
        dialog = ErrorDialog("KeyError: 'lost card'", None, GameSaved.NO_GAME)
    qtbot.addWidget(dialog)
    assert dialog.message.text().startswith("KeyError: 'lost card'\n— an unexpected problem.\n\n")


def test_the_card_size_percentage_is_written_as_the_translation_says(qtbot: QtBot, qapp, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    with translations(qapp, {("SettingsDialog", " %"): "%"}):
        dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.card_size.suffix() == "%"


def test_a_hint_cut_short_says_so_where_the_translation_puts_it(qtbot: QtBot, qapp,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    seats = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
    window = MainWindow(seats, bot_factory=stand_in_factory, seed=2, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    window.match.resume(position("8H 9H 2C KS 10D 4S", ["5H 6H 7H", "JD QD KD"]), seats)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(hints, "hint_play", hint_play_cut_short)   # a module function: the worker runs it
    entries = {("HintPlan", "%1 (the best found in the time)"): "(cut short) %1", ("HintPlan", "%1. %2"): "%1) %2"}
    with translations(qapp, entries):   # a hint is worded in the language of the moment: read it in this one
        with qtbot.waitSignal(window.hints.hint_ready, timeout=30000) as arrived:
            window.hints.request_hint()
        assert arrived.args[0].text == ("(cut short) Play 8♥ 9♥ 10♦ (points: 27) in 2 steps:\n"
                                        "1) move 8♥ 9♥ from your hand to A\n2) move 10♦ from your hand to B")


def test_the_pass_screen_follows_a_change_of_language(qtbot: QtBot, qapp) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    screen = PassScreen(window)
    screen.show_for("You")
    entries = {("PassScreen", "Pass to %1"): "À %1", ("PassScreen", "Everyone else, please look away."): "Chut.",
               ("PassScreen", "I am %1 — show my hand"): "%1, c'est moi", ("GameLog", "You"): "Vous"}
    with translations(qapp, entries):
        language_changed(window)
        assert (screen.title.text(), screen.hint.text(), screen.button.text()) == ("À Vous", "Chut.", "Vous, c'est moi")
        assert screen.accessibleName() == "À Vous"
    language_changed(window)
    assert screen.title.text() == "Pass to You"
