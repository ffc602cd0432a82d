"""Two copies of the app over one data folder: one game, one owner, and every finished game counted."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine.manipulation_helpers import cards, position
from main_window_helpers import ResultAnswers, instant_settings
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.statistics import StatisticsStore
from rummy_desktop.engine.manipulation import PlayMelds
from rummy_desktop.ui.main_window import MainWindow

SEATS = (Seat("Ada", "easy"), Seat("Bo", "easy"), Seat("You"), Seat("Cy", "easy"))


def window_over(qtbot: QtBot, data_dir: Path, settings_folder: Path) -> MainWindow:
    settings_folder.mkdir(exist_ok=True)
    window = MainWindow(SEATS, settings=instant_settings(settings_folder), data_dir=data_dir,
                        bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    return window


def win_the_game(window: MainWindow) -> None:
    """The person (seat 2) melds the last three cards past 150: the round and the game end."""
    window.match.resume(position(["KD QC 9S", "8C 8D", "5H 6H 7H", "JS 4C 2D"], current=2,
                                 scores=(40, 90, 140, 30), rounds_won=(1, 3, 4, 1)), SEATS)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    assert window.match.state.is_game_over


def test_games_finished_in_two_copies_are_all_counted(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:
    ResultAnswers(monkeypatch, play_again=False)
    first = window_over(qtbot, tmp_path, tmp_path / "first")
    second = window_over(qtbot, tmp_path, tmp_path / "second")   # started before the first finished a game
    win_the_game(first)
    win_the_game(second)
    win_the_game(first)
    on_disk = StatisticsStore(tmp_path).load().statistics.get("manipulation", "easy")
    assert (on_disk.games_played, on_disk.games_won, on_disk.rounds_played) == (3, 3, 3)
    assert on_disk.best_streak == 3
    assert first.services.statistics.get("manipulation", "easy") == on_disk   # what its window shows
