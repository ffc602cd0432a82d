"""Building main windows for tests: settings in a temporary file, instant animation, no dialog ever waits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine import manipulation
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.dialogs.game_result_dialog import GameResultDialog
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog


def instant_settings(folder: Path, **values: Any) -> Settings:
    """Settings in ``folder``: instant animation unless told otherwise, plus ``values``."""
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), card_backs=CardTheme.backs())
    settings.animation_speed = "instant"
    for name, value in values.items():
        setattr(settings, name, value)
    return settings


class ResultAnswers:
    """Stands in for the round and game result dialogs: records what they were shown, answers as told."""

    def __init__(self, monkeypatch, next_round: bool = True, play_again: bool = False) -> None:
        self.rounds: list[Any] = []
        self.games: list[Any] = []
        self.reviews: list[Any] = []
        """What each dialog's Review button would have called (None: no button)."""
        self.next_round, self.play_again = next_round, play_again
        monkeypatch.setattr(RoundResultDialog, "ask", classmethod(self._round))
        monkeypatch.setattr(GameResultDialog, "ask", classmethod(self._game))

    def _round(self, cls, parent, state, names, rounds=(), theme=None, *, review=None) -> bool:
        self.rounds.append((state, tuple(rounds)))
        self.reviews.append(review)
        return self.next_round

    def _game(self, cls, parent, state, names, *, review=None) -> bool:
        self.games.append(state)
        self.reviews.append(review)
        return self.play_again


def window_for(qtbot, tmp_path: Path, seats, **kwargs: Any) -> MainWindow:
    settings = kwargs.pop("settings", None) or instant_settings(tmp_path)
    window = MainWindow(seats, settings=settings, data_dir=tmp_path, **kwargs)
    qtbot.addWidget(window)
    return window


def play_turns(qtbot, window: MainWindow, turns: int) -> None:
    """Play ``turns`` of the person's (seat 0) Manipulation turns (draw, or end the turn); the computers
    answer in between."""
    match = window.match
    for _ in range(turns):
        qtbot.waitUntil(lambda: match.seat_to_act() == 0, timeout=5000)
        seat_before = match.seat_to_act()
        while match.seat_to_act() == seat_before:
            legal = manipulation.legal_actions(match.state)
            match.play(manipulation.Draw() if manipulation.Draw() in legal else manipulation.EndTurn())
    qtbot.waitUntil(lambda: match.seat_to_act() == 0, timeout=5000)
