"""Beside the turn shown, the list of turns with the points each missed; choosing one shows it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from review_game import MISSED_ON_TURN_1
from rummy_desktop.ui.review.review_window import MISSED_BACKGROUND, MISSED_TEXT


def test_the_list_names_each_turn_with_the_points_it_missed_and_a_click_shows_it(review) -> None:
    entries = [review.turn_list.item(row).text() for row in range(review.turn_list.count())]
    assert entries == [f"Round 1, turn 1: {MISSED_ON_TURN_1} points missed", "Round 1, turn 2: best play"]
    review.turn_list.setCurrentRow(1)
    assert review.index == 1 and review.heading.text() == "Round 1, your turn 2 (2 of 2)"
    review.previous_turn()
    assert review.turn_list.currentRow() == 0


def test_the_turns_that_missed_points_are_tinted_in_the_list_as_their_verdict_is(review) -> None:
    missed, best = (review.turn_list.item(row) for row in (0, 1))
    assert missed.background().color() == QColor(MISSED_BACKGROUND)
    assert missed.foreground().color() == QColor(MISSED_TEXT)
    assert best.background().style() == Qt.BrushStyle.NoBrush
