"""Game ▸ Puzzles…: opens the table puzzles window, and counts the puzzles solved in the statistics.

:class:`PuzzleService` owns the window's one :class:`PuzzleSupply` (puzzles made
in the worker processes and kept while the app runs) and the menu action. A
series opens at its first puzzle not solved (``Settings.solved_puzzles``, marked ✓ in the window); the
window opens at the daily puzzle until it is solved that day (``Settings.daily_puzzle_solved``), then at
its series.
"""

from __future__ import annotations

import datetime
from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from rummy_desktop.ai.puzzles import DAILY_DIFFICULTY, Puzzle
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.statistics import Statistics

from ..table.card_theme import CardTheme
from .puzzle_window import DAILY, PuzzleWindow

__all__ = ["PuzzleService"]


class PuzzleService(QObject):
    """The puzzles' action and window; ``count(kind, seconds)`` counts a puzzle solved in the statistics."""

    def __init__(self, window: QWidget, theme: Callable[[], CardTheme], statistics: Callable[[], Statistics],
                 count: Callable[[str, float], None], settings: Settings | None = None,
                 today: Callable[[], datetime.date] = datetime.date.today) -> None:
        super().__init__(window)
        self._window = window
        self._theme = theme
        self._statistics = statistics
        self._count = count
        self._settings = settings
        self._today = today
        self.supply = PuzzleSupply(parent=self)
        self.action = QAction(window)
        self.action.triggered.connect(lambda: self.open(window))
        self.puzzles: PuzzleWindow | None = None
        """The puzzles window last opened (tests look at it)."""
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Pu&zzles…"))
        self.action.setStatusTip(self.tr("Rearrange a table to play the most points: a daily puzzle and numbered series"))

    def event(self, event: QEvent) -> bool:
        """A change of language reaches this child of the window too: the action is named again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def _solved_numbers(self, difficulty: str) -> frozenset[int]:
        return self._settings.solved_puzzles.get(difficulty, frozenset()) if self._settings is not None else frozenset()

    def _first_number(self, difficulty: str) -> int:
        """The first puzzle of the series not solved; with none marked solved (statistics from before the
        marks), the one after as many as the statistics count."""
        solved = self._solved_numbers(difficulty)
        if not solved:
            record = self._statistics().puzzles.get(difficulty)
            return record.solved + 1 if record is not None else 1
        return next(n for n in range(1, len(solved) + 2) if n not in solved)

    def open(self, parent: QWidget) -> PuzzleWindow:
        """Open the puzzles window over ``parent`` at the daily puzzle, or, once that is solved today, at the
        first unsolved puzzle of the daily puzzle's series."""
        if self.puzzles is not None and self.puzzles.isVisible():
            self.puzzles.raise_()
            self.puzzles.activateWindow()
            return self.puzzles
        self.puzzles = PuzzleWindow(self.supply, self._theme(), parent, first_number=self._first_number,
                                    settings=self._settings, today=self._today, solved=self._solved_numbers)
        self.puzzles.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.puzzles.solved.connect(self._solved)
        self.puzzles.destroyed.connect(self._forget)
        self.puzzles.show()
        if self._settings is not None and self._settings.daily_puzzle_solved == self._today().isoformat():
            self.puzzles.open_series(DAILY_DIFFICULTY)   # today's is done: the next unsolved of its level
        else:
            self.puzzles.open_daily()
        return self.puzzles

    def _forget(self) -> None:
        self.puzzles = None

    def _solved(self, puzzle: Puzzle, seconds: float) -> None:
        daily = puzzle.source.startswith(DAILY)
        self._count(DAILY if daily else puzzle.difficulty, seconds)
        if daily and self._settings is not None:
            self._settings.daily_puzzle_solved = puzzle.source.partition(":")[2]
        elif self._settings is not None:
            number = int(puzzle.source.rpartition(":")[2])
            solved = self._settings.solved_puzzles
            self._settings.solved_puzzles = {**solved, puzzle.difficulty: solved.get(puzzle.difficulty, frozenset()) | {number}}
        if self.puzzles is not None:
            self.puzzles.mark_solved()

    def shutdown(self) -> None:
        """Drop the puzzles on their way (the window closes)."""
        self.supply.shutdown()
