"""Left, Right and N step through the review wherever the keyboard focus is in its window, as the README says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from review_game import record
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.ui.review.review_window import ReviewWindow


@pytest.fixture
def window(qtbot):
    analysis = ReviewAnalysis()
    window = ReviewWindow([record()], 0, analysis)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not window.analysis.running, timeout=20_000)
    yield window
    analysis.shutdown()


def focused_parts(window: ReviewWindow) -> list[QWidget]:
    """Every part of the window the keyboard focus can rest on (Tab goes there)."""
    return [part for part in window.findChildren(QWidget)
            if part.isVisibleTo(window) and part.focusPolicy() & Qt.FocusPolicy.TabFocus]


def test_the_arrows_step_from_the_close_button_which_has_the_focus_when_the_window_opens(qtbot, window) -> None:
    close = window.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.setFocus()
    qtbot.keyClick(close, Qt.Key.Key_Right)
    assert window.index == 1
    qtbot.keyClick(close, Qt.Key.Key_Left)
    assert window.index == 0


def test_the_arrows_step_wherever_the_focus_rests(qtbot, window) -> None:
    parts = focused_parts(window)
    assert parts
    for part in parts:
        part.setFocus()
        qtbot.keyClick(part, Qt.Key.Key_Right)
        assert window.index == 1, type(part).__name__
        qtbot.keyClick(part, Qt.Key.Key_Left)
        assert window.index == 0, type(part).__name__


def test_n_goes_to_the_next_turn_that_missed_points_from_the_start_again_after_the_last(qtbot, window) -> None:
    """Turn 1 missed points, turn 2 did not."""
    window.next_turn()
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.index == 0
    qtbot.keyClick(window, Qt.Key.Key_N)   # the only turn that missed points
    assert window.index == 0
