"""A data folder the app cannot write (a read-only disk, a folder gone with its drive): play goes on,
the player is told once, and nothing ends in the crash dialog.

The folder is made read-only by :func:`read_only_disk.make_read_only` (tests run as root, whom
``chmod`` does not stop): every change in it fails with ``EROFS``, removing a missing file too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.manipulation_helpers import cards, position
from main_window_helpers import ResultAnswers, instant_settings, play_turns
from manipulation_positions import stand_in_factory
from read_only_disk import make_read_only
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.manipulation import PlayMelds
from rummy_desktop.ui import app_services
from rummy_desktop.ui.app_services import AppServices
from rummy_desktop.ui.main_window import MainWindow

SEATS = (Seat("You"), Seat("Ada", "easy"), Seat("Bo", "easy"))
LAST_TURN_SEATS = (Seat("Ada", "easy"), Seat("Bo", "easy"), Seat("You"), Seat("Cy", "easy"))


def window_over(qtbot: QtBot, settings_folder: Path, data_dir: Path) -> tuple[MainWindow, AppServices]:
    window = MainWindow(SEATS, settings=instant_settings(settings_folder), data_dir=data_dir,
                        bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    return window, window.services


def told(monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> list[str]:
    """Every message the window shows from now on: in its status bar or in a warning box."""
    messages: list[str] = []
    monkeypatch.setattr(app_services, "warn", lambda parent, title, text: messages.append(text))
    show_message = window.show_message
    window.show_message = lambda text: messages.append(text) or show_message(text)  # type: ignore[method-assign]
    return messages


@pytest.mark.parametrize("folder", ["read-only", "vanished"])
def test_a_whole_game_is_played_and_counted_with_one_message(qtbot: QtBot, tmp_path: Path, monkeypatch,
                                                             folder: str) -> None:
    (tmp_path / "settings").mkdir()
    disk = tmp_path / "disk"
    disk.mkdir()
    data_dir = disk if folder == "read-only" else disk / "RummyDesktop"
    make_read_only(monkeypatch, disk)
    answers = ResultAnswers(monkeypatch, play_again=False)
    window, services = window_over(qtbot, tmp_path / "settings", data_dir)
    messages = told(monkeypatch, window)
    window.match.new_game(11)
    play_turns(qtbot, window, 4)   # an autosave after every turn, each refused
    services.wait_for_autosave()
    # The person (seat 2) melds the last three cards past 150: the round and the game end.
    window.match.resume(position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2,
                                 scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1)), LAST_TURN_SEATS)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    qtbot.waitUntil(lambda: len(answers.games) == 1)
    assert window.match.state.is_game_over
    record = services.statistics.get("manipulation", "easy")   # counted on in memory
    assert (record.games_played, record.games_won, record.games_abandoned) == (1, 1, 1)
    # The last turn's position is made up (its deck is not whole): its autosave is refused for that, in the
    # status bar, as before. Every refusal of the disk is said once, in one message.
    about_the_disk = [message for message in messages if "is not valid" not in message]
    assert len(about_the_disk) == 1, messages
    assert str(data_dir) in about_the_disk[0] and "read-only" in about_the_disk[0]
    assert not data_dir.exists() or list(data_dir.iterdir()) == []


def test_declining_the_resume_in_a_read_only_folder_deals_a_game(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "settings").mkdir()
    data_dir = tmp_path / "data"
    window, _ = window_over(qtbot, tmp_path / "settings", data_dir)
    window.match.new_game(3)
    play_turns(qtbot, window, 1)
    window.close()
    make_read_only(monkeypatch, data_dir)
    again, services = window_over(qtbot, tmp_path / "settings", data_dir)
    messages = told(monkeypatch, again)
    services.ask_resume = lambda save: False
    services.offer_resume(lambda: again.match.new_game(4))
    assert again.match.has_game and again.match.seed == 4
    play_turns(qtbot, again, 2)
    services.wait_for_autosave()
    assert len(messages) == 1, messages
    assert str(data_dir) in messages[0]
