"""The session soak plays the real app at random, counts what it did, and tells a crash from a clean end.

A few seconds of it here (offscreen, every gesture sent to the widget): the long runs are for docs/benchmarks.md.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from rummy_desktop.bench.session_soak import Summary, count_log


def test_a_short_soak_acts_on_the_app_and_ends_without_a_crash(tmp_path: Path) -> None:
    out = tmp_path / "soak"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "rummy_desktop.bench.session_soak", "--minutes", "0.2", "--seed", "3",
                           "--period-ms", "40", "--out", str(out)], env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    summary = json.loads((out / "summary.json").read_text())
    assert (summary["sessions"], summary["crashes"], summary["exceptions"]) == (1, 0, 0)
    assert summary["actions"] >= 60, summary
    assert summary["direct_gestures"] > 0 and summary["x_gestures"] == 0   # no X display: every gesture sent to the widget
    log = (out / "actions-1.txt").read_text().splitlines()
    assert len({line.split(" ", 1)[1] for line in log}) >= 8   # many kinds of action, not one repeated
    assert "crashes 0" in done.stdout


def test_the_log_counts_actions_and_tells_exceptions_stalls_and_gestures_apart(tmp_path: Path) -> None:
    log = tmp_path / "actions.txt"
    log.write_text("1.00 key\n2.00 menu action\n2.00 NOTE &Open…\n3.00 EXCEPTION Traceback (most recent call last):\n"
                   "    File \"x.py\", line 1, in f\n  ValueError: x\n4.00 STALL gin: seat 1 did not move for 90 s\n"
                   "5.00 drag item\n6.00 INPUT x=3 direct=4\n")
    summary = Summary(seed=1)
    count_log(log, summary)
    assert (summary.actions, summary.exceptions, summary.stalls) == (3, 1, 1)
    assert (summary.x_gestures, summary.direct_gestures) == (3, 4)
