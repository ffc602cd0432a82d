"""Screenshots of the window's game flow for people to look at (saved when RUMMY_SHOTS_DIR is set)."""

from __future__ import annotations

from main_window_helpers import ResultAnswers, window_for
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog
from shots import save_shot


def test_the_new_game_dialog_over_the_window(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, (Seat("You"), Seat("Computer 1", "easy")), pause_ms=60_000, seed=3)
    window.show()
    qtbot.waitExposed(window)
    dialog = NewGameDialog(window.settings, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.parent() is window
    save_shot(dialog, "window-new-game-dialog")
    save_shot(window, "window-manipulation-start")
    dialog.close()


def test_a_hollywood_game_fills_three_columns_and_its_round_result_shows_every_hand(qtbot, tmp_path, monkeypatch):
    answers = ResultAnswers(monkeypatch, next_round=True)
    seats = (Seat("You", "simple"), Seat("Anna", "easy"))
    window = window_for(qtbot, tmp_path, seats, pause_ms=0, seed=4, rules=GinRules("hollywood"))
    window.resize(1280, 820)
    window.show()
    qtbot.waitUntil(lambda: len(answers.rounds) >= 4, timeout=60_000)
    window.close()
    state, rounds = answers.rounds[3]
    window.score_sheet.show_state(state, window.names, rounds)
    assert len(state.scores[0]) == 3 and window.round_history[:4] == list(rounds)
    save_shot(window.scores_dock, "window-hollywood-sheet")
    dialog = RoundResultDialog(state, window.names, rounds, window, window.theme)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(dialog.report.seats) == 2
    save_shot(dialog, "window-round-result")
    dialog.close()
