"""Whole games with only computer seats, through the real window and match, for every game and variant.

Animation is instant and the computer players are the quick levels, so each game takes seconds; a
16 ms timer on the GUI thread must keep ticking while they play (that it ticks, not how fast).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from main_window_helpers import ResultAnswers, window_for
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.ui.score_sheet import ScoreSheet

GAMES = [
    # Two beginners take 17 rounds to reach 150 with this seed: 75 keeps the game whole and the test short.
    pytest.param(ManipulationRules(target=75), ("beginner", "beginner"), id="manipulation-2"),
    pytest.param(ManipulationRules(), ("beginner",) * 4, id="manipulation-4"),
    pytest.param(GinRules("gin"), ("simple", "easy"), id="gin"),
    pytest.param(GinRules("oklahoma"), ("simple", "easy"), id="oklahoma"),
    pytest.param(GinRules("hollywood"), ("simple", "easy"), id="hollywood"),
]


@pytest.mark.parametrize(("rules", "levels"), GAMES)
def test_a_game_of_computers_runs_to_its_end_in_the_window(qtbot, tmp_path, monkeypatch, rules, levels):
    answers = ResultAnswers(monkeypatch, next_round=True, play_again=False)
    seats = tuple(Seat(f"Computer {n + 1}", level) for n, level in enumerate(levels))
    window = window_for(qtbot, tmp_path, seats, seed=11, pause_ms=0, rules=rules)
    window.resize(1000, 700)
    window.show()
    ticks: list[int] = []
    timer = QTimer(window)
    timer.setInterval(16)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    refusals: list[str] = []
    window.match.computer_error.connect(lambda seat, text: refusals.append(text))

    qtbot.waitUntil(lambda: len(answers.games) == 1, timeout=240_000)

    state = window.match.state
    assert state.is_game_over and answers.games == [state]
    assert not refusals
    assert ticks, "the GUI timer never ticked while the computers played"
    assert window.round_history and window.round_history[-1] == state.round_result
    assert [shown for shown, _ in answers.rounds][-1] is state          # every round was shown, the last one too
    assert len(answers.rounds) == len(window.round_history)
    assert window.game_name == window.match.game
    log = window.log.lines()
    assert log[0].startswith("New game: Computer 1, Computer 2")
    ended = "The match is over" if getattr(rules, "variant", "") == "hollywood" else "The game is over"
    assert ended in " ".join(log)
    sheet = window.findChild(ScoreSheet)
    assert sheet is window.score_sheet
    window.close()
