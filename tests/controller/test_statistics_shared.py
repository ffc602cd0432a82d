"""Two copies of the app counting into one statistics file: every count is kept, none overwritten."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from rummy_desktop.controller.statistics import StatisticsStore, record_game, record_hint

ROOT = Path(__file__).resolve().parents[2]


def a_win(stats):
    return record_game(stats, "gin", "hard", won=True, score=100)


def test_an_update_counts_on_what_another_copy_wrote_since(tmp_path: Path) -> None:
    first, second = StatisticsStore(tmp_path), StatisticsStore(tmp_path)
    assert first.load().statistics == second.load().statistics   # both copies start from the same file
    first.update([a_win])
    merged = second.update([a_win, lambda stats: record_hint(stats, "gin", "hard")]).statistics
    record = merged.get("gin", "hard")
    assert (record.games_played, record.current_streak, record.hints_used) == (2, 2, 1)
    assert StatisticsStore(tmp_path).load().statistics == merged


COUNTER = """
import sys
from pathlib import Path
from rummy_desktop.controller.statistics import StatisticsStore, record_game

store = StatisticsStore(Path(sys.argv[1]))
print("ready", flush=True)
sys.stdin.readline()   # both copies start counting at once
for _ in range(int(sys.argv[2])):
    store.update([lambda stats: record_game(stats, "gin", "hard", won=False, score=7)])
"""


def test_two_processes_counting_at_once_lose_nothing(tmp_path: Path) -> None:
    games = 25
    copies = [subprocess.Popen([sys.executable, "-c", COUNTER, str(tmp_path), str(games)], cwd=ROOT,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for _ in range(2)]
    for copy in copies:
        assert copy.stdout is not None and copy.stdout.readline() == "ready\n"
    for copy in copies:
        assert copy.stdin is not None
        copy.stdin.write("go\n")
        copy.stdin.flush()
    assert [copy.wait(timeout=120) for copy in copies] == [0, 0]
    record = StatisticsStore(tmp_path).load().statistics.get("gin", "hard")
    assert (record.games_played, record.total_score) == (2 * games, 2 * games * 7)


HOLDER = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
print("held", lock.tryLock(0), flush=True)
time.sleep(60)
"""


def test_a_lock_left_by_a_killed_copy_is_taken_over(tmp_path: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path / "statistics.json.lock")], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "held True\n"
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait()
    assert (tmp_path / "statistics.json.lock").exists()   # left behind
    StatisticsStore(tmp_path).update([a_win])
    assert StatisticsStore(tmp_path).load().statistics.get("gin", "hard").games_played == 1
