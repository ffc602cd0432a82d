"""The review window: a constructed game with known points missed, stepping by keyboard, cancel on close."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMenu

from engine.manipulation_helpers import cards, position
from main_window_helpers import ResultAnswers, play_turns, window_for
from manipulation_positions import stand_in_factory
from review_game import MISSED_ON_TURN_1, PLAYED, a_save_with_moves, drew_twice, record, small_play
from worker_tasks import review_turn_held, review_turn_noting_pid
from rummy_desktop.controller import review_analysis
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.review_analysis import ReviewAnalysis
from rummy_desktop.controller.worker_pool import Task
from rummy_desktop.controller.saves import read_save, write_save
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import PlayMelds, apply
from rummy_desktop.ui.review.review_window import ReviewWindow


@pytest.fixture
def analyses():
    """The analyses the test made: each is waited for when the test ends, before its thread could outlive it."""
    made: list[ReviewAnalysis] = []
    yield made
    for analysis in made:
        analysis.shutdown()


def review_of(qtbot, analyses: list[ReviewAnalysis], analysis: ReviewAnalysis | None = None) -> ReviewWindow:
    """The review of the constructed game, shown."""
    analysis = analysis or ReviewAnalysis()
    analyses.append(analysis)
    window = ReviewWindow([record()], 0, analysis)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_review_marks_the_turn_that_missed_points_and_sums_them_up(qtbot, analyses) -> None:
    window = review_of(qtbot, analyses)
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not window.analysis.running, timeout=20_000)
    assert [review.turn.points for review in window.reviews.values()] == list(PLAYED)
    assert window.index == 0
    assert window.verdict.text() == (f"{MISSED_ON_TURN_1} points missed: the best play was worth more. "
                                     "It plays 4 more cards from your hand.")
    assert window.page.played_points.text() == "8 points played from hand"
    assert window.page.best_points.text() == "47 points played from hand"
    shown = {frozenset(card.key for card in meld) for meld in window.page.best.melds}
    assert shown == {frozenset(card.key for card in parse_cards(meld)) for meld in ("5H 6H 7H 8H 9H", "KC KD KS")}
    assert window.summary.text() == (f"Points missed in the game: {MISSED_ON_TURN_1} (round 1: {MISSED_ON_TURN_1})\n"
                                     "Draw decisions unlike the expert level's: 0 of 2.")
    assert window.progress.value() == window.progress.maximum() == 2
    # All done: the progress bar and Stop give their line to the panes; the status says so.
    qtbot.waitUntil(lambda: window.status.text() == "Every turn is analysed.")
    assert not window.progress.isVisibleTo(window) and not window.stop_button.isVisibleTo(window)


def test_left_and_right_step_through_the_turns(qtbot, analyses) -> None:
    window = review_of(qtbot, analyses)
    qtbot.waitUntil(lambda: len(window.turns) == 2, timeout=20_000)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.index == 1
    assert window.heading.text() == "Round 1, your turn 2 (2 of 2)"
    qtbot.keyClick(window, Qt.Key.Key_Right)   # already the last turn
    assert window.index == 1
    qtbot.waitUntil(lambda: 1 in window.reviews, timeout=20_000)
    assert window.verdict.text() == "Best play: nothing missed."
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.index == 0 and window.heading.text() == "Round 1, your turn 1 (1 of 2)"


def test_closing_the_window_cancels_the_analysis(qtbot, analyses, monkeypatch, tmp_path: Path) -> None:
    """The first turn's search, in a worker process, is held until the window has closed: its result is
    dropped and no turn after it is sent."""
    started, release = tmp_path / "started", tmp_path / "release"
    asked = []

    def held(game, turn, index):
        asked.append(index)
        return Task(review_turn_held, (str(started), str(release), turn, 20.0))

    monkeypatch.setattr(review_analysis, "analysis_task", held)
    analysis = ReviewAnalysis()
    window = review_of(qtbot, analyses, analysis)
    qtbot.waitUntil(started.exists, timeout=60_000)
    window.close()
    assert not analysis.running
    release.write_text("go", encoding="utf-8")
    qtbot.wait(1500)   # the held turn finishes in its process; its result is dropped and nothing follows it
    assert asked == [0] and window.reviews == {}


def test_the_turns_are_analysed_in_a_worker_process(qtbot, analyses, monkeypatch, tmp_path: Path) -> None:
    marker = tmp_path / "pid"
    real = review_analysis.analysis_task

    def noting(game, turn, index):
        task = real(game, turn, index)
        return Task(review_turn_noting_pid, (str(marker), *task.args))

    monkeypatch.setattr(review_analysis, "analysis_task", noting)
    window = review_of(qtbot, analyses)
    qtbot.waitUntil(lambda: 0 in window.reviews, timeout=60_000)
    assert int(marker.read_text(encoding="utf-8")) != os.getpid()
    assert window.reviews[0].missed == MISSED_ON_TURN_1


def test_stop_keeps_the_turns_analysed_so_far(qtbot, analyses) -> None:
    window = review_of(qtbot, analyses)
    qtbot.waitUntil(lambda: 0 in window.reviews, timeout=20_000)
    window.stop_button.click()
    assert not window.analysis.running and not window.stop_button.isEnabled()
    assert window.status.text() in ("The analysis was stopped.", "Every turn is analysed.")
    assert window.verdict.text().startswith(f"{MISSED_ON_TURN_1} points missed")


def test_a_saved_game_is_reviewed_from_the_game_menu(qtbot, tmp_path: Path, monkeypatch) -> None:
    """A save holding the constructed round, opened, then Game ▸ Review…: the same points missed."""
    ResultAnswers(monkeypatch)
    window = window_for(qtbot, tmp_path, [Seat("You"), Seat("Bot", "medium")], bot_factory=stand_in_factory,
                        pause_ms=60_000)
    write_save(tmp_path / "game.json", a_save_with_moves())
    window.services.load(read_save(tmp_path / "game.json"))
    game_menu = window.game_menu
    assert isinstance(game_menu, QMenu) and window.reviews.action in game_menu.actions()
    assert window.reviews.action.isEnabled()
    window.reviews.action.trigger()
    review = window.reviews.review
    assert review is not None
    qtbot.waitUntil(lambda: len(review.reviews) == 2, timeout=20_000)
    assert review.reviews[0].missed == MISSED_ON_TURN_1
    review.close()


def _replayed_to(rounds) -> object:
    """The state the kept rounds end at, replayed through the engine."""
    state = None
    for record_ in rounds:
        state = record_.start
        for action in record_.actions:
            state = apply(state, action)
    return state


def test_the_moves_kept_replay_to_the_game_in_the_window_after_a_save_and_load(qtbot, tmp_path: Path,
                                                                              monkeypatch) -> None:
    ResultAnswers(monkeypatch)
    window = window_for(qtbot, tmp_path, [Seat("You"), Seat("Bot", "medium")], bot_factory=stand_in_factory,
                        pause_ms=0, seed=4)
    play_turns(qtbot, window, 2)
    save = window.services.current_save()
    assert sum(len(r.actions) for r in save.moves) >= 4
    assert _replayed_to(save.moves) == window.match.state
    write_save(tmp_path / "game.json", save)
    window.services.load(read_save(tmp_path / "game.json"))
    play_turns(qtbot, window, 1)
    moves = window.services.current_save().moves
    kept = len(save.moves[0].actions)
    assert moves[0].start == save.moves[0].start and moves[0].actions[:kept] == save.moves[0].actions
    assert len(moves[0].actions) > kept
    assert _replayed_to(moves) == window.match.state


def test_a_round_result_offers_the_review_opened_at_that_round(qtbot, tmp_path: Path, monkeypatch) -> None:
    answers = ResultAnswers(monkeypatch, next_round=False)
    seats = [Seat("You"), Seat("Bot", "medium")]
    window = window_for(qtbot, tmp_path, seats, bot_factory=stand_in_factory, pause_ms=60_000)
    window.match.resume(position(["5H 6H 7H", "KD QC 9S"], current=0), seats)
    window.match.play(PlayMelds([cards("5H 6H 7H")]))
    qtbot.waitUntil(lambda: len(answers.rounds) == 1, timeout=5000)
    offered = answers.reviews[-1]
    assert offered is not None
    review = offered(window)
    qtbot.waitUntil(lambda: len(review.reviews) == 1 and not review.analysis.running, timeout=20_000)
    assert review.turns[0].points == 18 and review.reviews[0].missed == 0
    assert review.verdict.text() == "Best play: nothing missed."
    review.close()


def test_a_game_of_computers_only_is_not_reviewed(qtbot, tmp_path: Path) -> None:
    window = window_for(qtbot, tmp_path, [Seat("Ann", "medium"), Seat("Bot", "medium")],
                        bot_factory=stand_in_factory, pause_ms=60_000)
    assert not window.reviews.action.isEnabled() and window.reviews.offer() is None


def test_a_gin_review_marks_the_big_mistake(qtbot, analyses) -> None:
    from gin_review_game import record as gin_record

    analysis = ReviewAnalysis()
    analyses.append(analysis)
    window = ReviewWindow([gin_record()], 0, analysis, game="gin")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: len(window.reviews) == 2 and not analysis.running, timeout=30_000)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.heading.text() == "Round 1, your decision 2 (2 of 2)"
    assert window.verdict.text().startswith("Big mistake: ")
    assert window.page.alternatives is not None
    texts = [label.text() for label in window.page.alternatives.findChildren(QLabel)]
    assert "Knock, discarding 9♣" in texts and "Discard 7♠ (your choice)" in texts
    assert window.summary.text().endswith(" 1 big mistake (each worth 8 points or more).")


@pytest.mark.parametrize("game, note", [
    (drew_twice, "After draw 1 you drew again where the expert level plays (the best play was worth 47 then)."),
    (small_play, "After draw 1 you played where the expert level draws again: the best play was worth only 4"),
])
def test_a_draw_decision_unlike_the_expert_levels_is_said_and_marked(qtbot, analyses, game, note) -> None:
    analysis = ReviewAnalysis()
    analyses.append(analysis)
    window = ReviewWindow([game()], 0, analysis)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: 0 in window.reviews, timeout=60_000)
    assert note in window.verdict.text()
    assert "#fdf0d5" in window.verdict.styleSheet()   # marked as a turn with something missed
    assert window.summary.text().endswith("Draw decisions unlike the expert level's: 1 of " +
                                          str(len(window.reviews[0].draws)) + ".")
    # In the list of turns too, tinted: the play was the best there was, so the entry names the draw decision.
    assert window.reviews[0].missed == 0
    assert window.turn_list.item(0).text() == "Round 1, turn 1: a draw decision unlike the expert level's"
