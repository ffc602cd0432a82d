"""Whole games in one window leave nothing of themselves behind (the memory benchmark, run short)."""

from __future__ import annotations

import gc
from pathlib import Path

from rummy_desktop.bench.memory import play_games
from rummy_desktop.engine import gin
from rummy_desktop.engine.record import RoundRecord


def test_games_played_one_after_another_in_one_window_leave_no_state_behind(qapp, tmp_path: Path) -> None:
    """Computer seats only, the real round and game result dialogs answered "Next round" and "Play again",
    as docs/benchmarks.md measures it: after each game only the states of the game just ended are alive
    (the match's and the autosave's, and the start of each of its rounds, kept for its review), not one
    per move as when PySide kept every finished task."""
    def gin_states() -> int:
        gc.collect()
        return sum(isinstance(thing, gin.GinState) for thing in gc.get_objects())

    def kept_rounds() -> int:
        """The rounds of the game just ended kept for its review, each from the state it started at."""
        return sum(isinstance(thing, RoundRecord) for thing in gc.get_objects())

    already = gin_states() - kept_rounds()   # kept by whatever ran before in this process
    live: list[int] = []
    figures = play_games(2, "gin", tmp_path, lambda row: live.append(gin_states() - kept_rounds() - already))
    assert [row.game for row in figures] == [1, 2]
    assert max(live) <= 3, live
