"""The crash dialog says what happened, whether the game was saved, and where the report is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from rummy_desktop.ui.dialogs import error_dialog
from rummy_desktop.ui.dialogs.error_dialog import ErrorDialog, GameSaved

LOG = Path("/data/logs/crash-20250131-201500-000001.log")


def make(qtbot: QtBot, saved: GameSaved, log: Path | None = LOG) -> ErrorDialog:
    dialog = ErrorDialog("KeyError: 'lost card'", log, saved)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize(
    ("saved", "words"),
    [
        (GameSaved.SAVED, "Your game was saved and can be resumed"),
        (GameSaved.NOT_SAVED, "could not be saved"),
        (GameSaved.NO_GAME, "You can go on playing"),
    ],
)
def test_the_message_says_what_happened_and_what_became_of_the_game(
    qtbot: QtBot, saved: GameSaved, words: str
) -> None:
    dialog = make(qtbot, saved)
    text = dialog.message.text()
    assert "KeyError: 'lost card'" in text and words in text and str(LOG) in text
    if saved is GameSaved.NO_GAME:
        assert "saved" not in text


def test_without_a_report_it_says_so(qtbot: QtBot) -> None:
    dialog = make(qtbot, GameSaved.SAVED, log=None)
    assert "No report could be written" in dialog.message.text()
    assert not dialog.open_folder_button.isEnabled()


def test_continue_and_quit(qtbot: QtBot) -> None:
    going_on = make(qtbot, GameSaved.SAVED)
    going_on.continue_button.click()
    assert going_on.result() == QDialog.DialogCode.Accepted and not going_on.quit_chosen
    leaving = make(qtbot, GameSaved.SAVED)
    leaving.quit_button.click()
    assert leaving.quit_chosen


def test_the_reports_folder_can_be_opened(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(error_dialog.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    dialog = make(qtbot, GameSaved.SAVED)
    dialog.open_folder_button.click()
    assert opened == [QUrl.fromLocalFile("/data/logs")]


def test_ask_waits_for_the_player_and_says_whether_to_quit(qtbot: QtBot) -> None:
    def choose(quit_app: bool) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ErrorDialog)
        (dialog.quit_button if quit_app else dialog.continue_button).click()

    QTimer.singleShot(0, lambda: choose(True))
    assert ErrorDialog.ask("ValueError: x", LOG, GameSaved.SAVED) is True
    QTimer.singleShot(0, lambda: choose(False))
    assert ErrorDialog.ask("ValueError: x", LOG, GameSaved.SAVED) is False
