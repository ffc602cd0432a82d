"""A puzzle the worker could not make says so in one short heading: the window stays within the screen."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from rummy_desktop.ui.puzzles.puzzle_window import PuzzleWindow

WORKER_FAILURE = ("RuntimeError: \n        An attempt has been made to start a new process before the\n"
                  "        current process has finished its bootstrapping phase.\n\n" * 6)
"""A worker's long, many-lined reason (Python's multiprocessing has ones like it)."""


def test_a_long_reason_makes_one_wrapped_heading_and_the_window_no_taller(qtbot, window: PuzzleWindow) -> None:
    window.resize(960, 660)
    QApplication.processEvents()
    window.supply.failed.emit(WORKER_FAILURE)
    QApplication.processEvents()
    heading = window.heading.text()
    assert "\n" not in heading and len(heading) < 250
    assert heading.startswith("The puzzle could not be made: RuntimeError: An attempt has been made")
    assert window.heading.toolTip() == WORKER_FAILURE
    needed = window.minimumSizeHint()
    assert needed.height() <= 660 and needed.width() <= 960, needed.toTuple()
