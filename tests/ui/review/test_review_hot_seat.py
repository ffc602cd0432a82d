"""In hot-seat, the review is of the person at the screen: their own turns, never another person's hand."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QInputDialog

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.manipulation import Phase


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


def _hot_seat_game_just_over(qtbot, tmp_path, monkeypatch):
    """Ann and Bo at one computer: the first to play draws three times (a turn with meld chances), the
    other has played nothing, and the game is over."""
    ResultAnswers(monkeypatch)
    window = window_for(qtbot, tmp_path, (Seat("Ann"), Seat("Bo")), bot_factory=stand_in_factory, pause_ms=0, seed=5)
    window.show()
    first = window.match.seat_to_act()
    window.pass_screen.button.click()
    for _ in range(3):
        window.draw_action.trigger()
    window.pass_screen.button.click()
    window.match._state = replace(window.match.state, phase=Phase.GAME_OVER)
    return window, first


def _answer_whose_turns(monkeypatch, answer: str | None) -> list[list[str]]:
    """Answer the question of whose turns to review with ``answer`` (None: Cancel); the names offered."""
    offered: list[list[str]] = []

    def get_item(parent, title, label, items, current, editable):
        offered.append(list(items))
        return (answer or "", answer is not None)

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    return offered


def _reviewed_turns(qtbot, review) -> list:
    qtbot.waitUntil(lambda: not review.analysis.running, timeout=20_000)
    qtbot.waitUntil(lambda: review.status.text() != "Replaying the game…", timeout=20_000)
    turns = list(review.turns)
    review.close()
    return turns


def test_after_a_hot_seat_game_each_person_chooses_to_review_their_own_turns(qtbot, tmp_path, monkeypatch) -> None:
    window, first = _hot_seat_game_just_over(qtbot, tmp_path, monkeypatch)
    names = ("Ann", "Bo")
    offered = _answer_whose_turns(monkeypatch, names[first])
    review = window.reviews.open(window)
    assert offered == [["Ann", "Bo"]]
    assert review is not None and _reviewed_turns(qtbot, review)   # the first person's meld chances
    _answer_whose_turns(monkeypatch, names[1 - first])
    review = window.reviews.open(window)
    assert review is not None and _reviewed_turns(qtbot, review) == []   # the other played nothing


def test_declining_to_choose_opens_no_review(qtbot, tmp_path, monkeypatch) -> None:
    window, _ = _hot_seat_game_just_over(qtbot, tmp_path, monkeypatch)
    offered = _answer_whose_turns(monkeypatch, None)
    assert window.reviews.open(window) is None and offered
