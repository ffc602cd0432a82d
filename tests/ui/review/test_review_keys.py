"""Left, Right and N step through the review wherever the keyboard focus is in its window, as the README says."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from rummy_desktop.ui.review.review_window import ReviewWindow


def focused_parts(review: ReviewWindow) -> list[QWidget]:
    """Every part of the window the keyboard focus can rest on (Tab goes there)."""
    return [part for part in review.findChildren(QWidget)
            if part.isVisibleTo(review) and part.focusPolicy() & Qt.FocusPolicy.TabFocus]


def test_the_arrows_step_from_the_close_button_which_has_the_focus_when_the_window_opens(qtbot, review) -> None:
    close = review.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close.setFocus()
    qtbot.keyClick(close, Qt.Key.Key_Right)
    assert review.index == 1
    qtbot.keyClick(close, Qt.Key.Key_Left)
    assert review.index == 0


def test_the_arrows_step_wherever_the_focus_rests(qtbot, review) -> None:
    parts = focused_parts(review)
    assert parts
    for part in parts:
        part.setFocus()
        qtbot.keyClick(part, Qt.Key.Key_Right)
        assert review.index == 1, type(part).__name__
        qtbot.keyClick(part, Qt.Key.Key_Left)
        assert review.index == 0, type(part).__name__


def test_n_goes_to_the_next_turn_that_missed_points_from_the_start_again_after_the_last(qtbot, review) -> None:
    """Turn 1 missed points, turn 2 did not."""
    review.next_turn()
    qtbot.keyClick(review, Qt.Key.Key_N)
    assert review.index == 0
    qtbot.keyClick(review, Qt.Key.Key_N)   # the only turn that missed points
    assert review.index == 0
