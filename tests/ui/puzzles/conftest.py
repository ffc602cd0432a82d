"""The puzzles window the puzzle tests play in."""

from __future__ import annotations

import pytest

from rummy_desktop.controller.puzzle_supply import PuzzleSupply
from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow


@pytest.fixture
def window(qtbot) -> PuzzleWindow:
    """An empty puzzles window, shown (a test plays a puzzle in it)."""
    window = PuzzleWindow(PuzzleSupply())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window
