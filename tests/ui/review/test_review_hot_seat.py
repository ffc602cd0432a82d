"""In hot-seat, the review is of the person at the screen: their own turns, never another person's hand."""

from __future__ import annotations

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat


def test_the_person_whose_turn_it_is_reviews_their_own_turns_and_no_progress_shows_before_any(
        qtbot, tmp_path, monkeypatch) -> None:
    ResultAnswers(monkeypatch)
    window = window_for(qtbot, tmp_path, (Seat("Ann"), Seat("Bo")), bot_factory=stand_in_factory, pause_ms=0, seed=5)
    window.show()
    first = window.match.seat_to_act()
    window.pass_screen.button.click()
    for _ in range(3):                                       # three draws and nothing played: the turn is over
        window.draw_action.trigger()
    other = 1 - first
    assert window.match.seat_to_act() == other
    window.pass_screen.button.click()
    review = window.reviews.open(window)
    assert review is not None
    qtbot.waitUntil(lambda: not review.analysis.running, timeout=20_000)
    qtbot.waitUntil(lambda: review.status.text() != "Replaying the game…", timeout=20_000)
    assert review.turns == [] and review.status.text() == "You have not played a turn yet."
    assert not review.progress.isVisibleTo(review)
    review.close()
