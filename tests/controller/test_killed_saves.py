"""A save, an autosave or a statistics update killed at any moment loses nothing (issue 13).

A child process saving in a loop is killed with ``SIGKILL`` at random moments
(:mod:`kill_trials`); after every kill the player's files are there and open,
with the old content or the new, and the next save removes what the killed one
left behind.
"""

from __future__ import annotations

from pathlib import Path

from kill_trials import FILES, run_trials

TRIALS = 60


def test_a_save_killed_at_any_moment_leaves_every_file_whole(tmp_path: Path) -> None:
    counts = run_trials(tmp_path, TRIALS, seed=13)
    assert counts.trials == TRIALS
    assert counts.missing == dict.fromkeys(FILES, 0)
    assert counts.unreadable == dict.fromkeys(FILES, 0)
    assert counts.left_behind > 0, "no kill landed in the middle of a save: the test proved nothing"
    assert counts.left_after_next_save == 0
