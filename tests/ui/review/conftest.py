"""The review window the review tests step through."""

from __future__ import annotations

import pytest

from review_game import record
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.ui.review.review_window import ReviewWindow


@pytest.fixture
def review(qtbot):
    """The review of the short game with points missed on turn 1, shown and analysed to the end."""
    analysis = ReviewAnalysis()
    window = ReviewWindow([record()], 0, analysis)
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not window.analysis.running, timeout=20_000)
    yield window
    analysis.shutdown()
