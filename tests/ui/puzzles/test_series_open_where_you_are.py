"""Reopening continues where the person is: a series chosen in the list at its first puzzle not yet solved
(not at the number shown before), and after today's daily puzzle is solved, at the next of its series."""

from __future__ import annotations

import dataclasses
import datetime

from PySide6.QtWidgets import QWidget

from main_window_helpers import instant_settings
from rummy_desktop.ai.puzzles import DAILY_DIFFICULTY, series_puzzle
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.statistics import Statistics
from rummy_desktop.ui.puzzles.puzzle_action import PuzzleService
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow
from rummy_desktop.ui.table.card_theme import CardTheme


class Supply(PuzzleSupply):
    """Notes the puzzles asked for and makes none."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    def ask(self, source: str, difficulty: str) -> None:
        self.asked.append(source)

    def prepare(self, source: str, difficulty: str) -> None:
        pass


def test_choosing_a_series_in_the_list_opens_its_first_unsolved_puzzle(qtbot) -> None:
    solved = {"easy": 4, "medium": 0, "hard": 2}
    supply = Supply()
    window = PuzzleWindow(supply, first_number=lambda kind: solved[kind] + 1)
    qtbot.addWidget(window)
    window.show()
    window.open_daily()
    for kind, number in (("easy", 5), ("hard", 3), ("medium", 1)):
        index = window.chooser.findData(kind)
        window.chooser.setCurrentIndex(index)
        window.chooser.activated.emit(index)
        assert supply.asked[-1] == f"series:{kind}:{number}"
        assert window.number.value() == number


def test_once_the_daily_puzzle_is_solved_the_puzzles_open_at_its_series_next_unsolved(qtbot, tmp_path) -> None:
    today = datetime.date(2026, 12, 7)
    settings = instant_settings(tmp_path)
    parent = QWidget()
    qtbot.addWidget(parent)
    counted: list[str] = []
    solved_medium = Statistics()
    service = PuzzleService(parent, CardTheme, lambda: solved_medium, lambda kind, seconds: counted.append(kind),
                            settings, today=lambda: today)
    service.supply = supply = Supply()
    window = service.open(parent)
    assert supply.asked == ["daily:2026-12-07"]
    window.solved.emit(dataclasses.replace(series_puzzle(2, "easy"), source="daily:2026-12-07"), 30.0)
    assert counted == ["daily"] and settings.daily_puzzle_solved == "2026-12-07"
    window.close()
    qtbot.waitUntil(lambda: service.puzzles is None)
    service.open(parent)
    assert supply.asked[-1] == f"series:{DAILY_DIFFICULTY}:1"
    today = datetime.date(2026, 12, 8)   # a new day, a new daily puzzle
    service.puzzles.close()
    qtbot.waitUntil(lambda: service.puzzles is None)
    service.open(parent)
    assert supply.asked[-1] == "daily:2026-12-08"


def test_a_solved_puzzle_is_marked_and_a_series_opens_at_its_first_unsolved_one(qtbot, tmp_path) -> None:
    settings = instant_settings(tmp_path)
    settings.daily_puzzle_solved = "2026-12-07"
    settings.solved_puzzles = {"medium": frozenset({1, 2, 4})}
    parent = QWidget()
    qtbot.addWidget(parent)
    solved_before = Statistics()
    service = PuzzleService(parent, CardTheme, lambda: solved_before, lambda kind, seconds: None, settings,
                            today=lambda: datetime.date(2026, 12, 7))
    service.supply = supply = Supply()
    window = service.open(parent)
    assert supply.asked[-1] == "series:medium:3" and window.number.text() == "3"
    third = series_puzzle(3, "medium")
    window.play(third)
    assert "✓" not in window.heading.text()
    window.solved.emit(third, 40.0)
    assert settings.solved_puzzles == {"medium": frozenset({1, 2, 3, 4})}
    assert window.number.text() == "3 ✓" and "3, medium ✓" in window.heading.text()
    window.number.setValue(5)
    assert window.number.text() == "5"
    window.close()
    qtbot.waitUntil(lambda: service.puzzles is None)
    service.open(parent)
    assert supply.asked[-1] == "series:medium:5"
    easy = service.puzzles.chooser.findData("easy")
    service.puzzles.chooser.setCurrentIndex(easy)
    service.puzzles.chooser.activated.emit(easy)
    assert supply.asked[-1] == "series:easy:1"
