"""Whole games in one window leave nothing of themselves behind (the memory benchmark, run short)."""

from __future__ import annotations

import gc
from pathlib import Path

from rummy_desktop.bench.memory import play_games
from rummy_desktop.engine import gin


def test_games_played_one_after_another_in_one_window_leave_no_state_behind(qapp, tmp_path: Path) -> None:
    """Computer seats only, the real round and game result dialogs answered "Next round" and "Play again",
    as docs/benchmarks.md measures it: after each game only the states of the game just ended are alive
    (the match's and the autosave's), not one per move as when PySide kept every finished task."""
    def gin_states() -> int:
        gc.collect()
        return sum(isinstance(thing, gin.GinState) for thing in gc.get_objects())

    already = gin_states()   # kept by whatever ran before in this process
    live: list[int] = []
    figures = play_games(2, "gin", tmp_path, lambda row: live.append(gin_states() - already))
    assert [row[0] for row in figures] == [1, 2]
    assert max(live) <= 3, live
