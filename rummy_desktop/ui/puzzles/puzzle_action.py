"""Game ▸ Puzzles…: opens the table puzzles window, and counts the puzzles solved in the statistics.

:class:`PuzzleService` owns the window's one :class:`PuzzleSupply` (puzzles made
in the worker processes and kept while the app runs) and the menu action. A
series opens at the puzzle after the ones of its kind solved so far.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from rummy_desktop.ai.puzzles import Puzzle
from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.statistics import Statistics

from ..table.card_theme import CardTheme
from .puzzle_window import DAILY, PuzzleWindow

__all__ = ["PuzzleService"]


class PuzzleService(QObject):
    """The puzzles' action and window; ``count(kind, seconds)`` counts a puzzle solved in the statistics."""

    def __init__(self, window: QWidget, theme: Callable[[], CardTheme], statistics: Callable[[], Statistics],
                 count: Callable[[str, float], None], settings: Settings | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._theme = theme
        self._statistics = statistics
        self._count = count
        self._settings = settings
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

    def _first_number(self, difficulty: str) -> int:
        record = self._statistics().puzzles.get(difficulty)
        return record.solved + 1 if record is not None else 1

    def open(self, parent: QWidget) -> PuzzleWindow:
        """Open the puzzles window over ``parent`` at the daily puzzle."""
        if self.puzzles is not None and self.puzzles.isVisible():
            self.puzzles.raise_()
            self.puzzles.activateWindow()
            return self.puzzles
        self.puzzles = PuzzleWindow(self.supply, self._theme(), parent, first_number=self._first_number,
                                    settings=self._settings)
        self.puzzles.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.puzzles.solved.connect(self._solved)
        self.puzzles.destroyed.connect(self._forget)
        self.puzzles.show()
        self.puzzles.open_daily()
        return self.puzzles

    def _forget(self) -> None:
        self.puzzles = None

    def _solved(self, puzzle: Puzzle, seconds: float) -> None:
        self._count(DAILY if puzzle.source.startswith(DAILY) else puzzle.difficulty, seconds)

    def shutdown(self) -> None:
        """Drop the puzzles on their way (the window closes)."""
        self.supply.shutdown()
