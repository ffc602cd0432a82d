"""How long the GUI thread stalls while computer seats play in the window (docs/benchmarks.md).

Run: ``QT_QPA_PLATFORM=offscreen python3 -m rummy_desktop.bench.stalls [seconds] [--level LEVEL]
[--game manipulation|gin]``. For each game (both unless one is named), a window with only computer
seats (hard level unless another is named, thinking in the app's worker processes, as in the app) plays at the normal animation speed while a
16 ms QTimer on the GUI thread records the gaps between its ticks; the report gives the longest gap
and the 99th percentile, until the first round ends or the time is up. A stall is the gap minus 16 ms.
The gaps that end while a computer is thinking (from the match's ``thinking`` signal to its move)
are also given apart: they show what the thinking costs the window, without the window's own work
on each move (laying out and animating the new table).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.worker_pool import shared_pool, shutdown_shared_pool
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules

from ..ui.table.card_theme import CardTheme
from ..ui.main_window import MainWindow, keep_gui_responsive

__all__ = ["measure", "main"]

TICK_MS = 16


def measure(
    rules: ManipulationRules | GinRules, players: int, seconds: float, folder: Path, level: str = "hard"
) -> dict[str, float]:
    """Tick gaps (ms) while ``players`` computer seats of ``level`` play ``rules`` in the window."""
    settings = Settings(QSettings(str(folder / "bench.ini"), QSettings.Format.IniFormat), card_backs=CardTheme.backs())
    settings.animation_speed = "normal"
    seats = [Seat(f"Computer {n + 1}", level) for n in range(players)]
    window = MainWindow(seats, settings=settings, seed=1, rules=rules, start_game=False)
    window.resize(1280, 800)
    window.show()
    moves = [0]
    thinking = [False]

    def played(*args: object) -> None:
        moves[0] += 1
        thinking[0] = False

    window.match.action_played.connect(played)
    window.match.thinking.connect(lambda seat: thinking.__setitem__(0, True))
    gaps: list[float] = []
    thinking_gaps: list[float] = []
    clock = QElapsedTimer()
    timer = QTimer()
    timer.setInterval(TICK_MS)

    def tick() -> None:
        gaps.append(clock.nsecsElapsed() / 1e6)
        if thinking[0]:
            thinking_gaps.append(gaps[-1])
        clock.restart()

    timer.timeout.connect(tick)
    loop = QEventLoop()
    window.match.state_changed.connect(lambda state: loop.quit() if state.is_round_over else None)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    window.new_game(1, rules=rules)
    clock.start()
    timer.start()
    started = time.monotonic()
    loop.exec()
    elapsed = time.monotonic() - started
    timer.stop()
    window.close()
    gaps.sort()
    thinking_gaps.sort()
    return {"moves": moves[0], "seconds": elapsed, "ticks": len(gaps), "max_ms": gaps[-1],
            "p99_ms": gaps[int(0.99 * (len(gaps) - 1))], "median_ms": statistics.median(gaps),
            "thinking_ticks": len(thinking_gaps), "thinking_max_ms": max(thinking_gaps, default=0.0),
            "thinking_p99_ms": thinking_gaps[int(0.99 * (len(thinking_gaps) - 1))] if thinking_gaps else 0.0}


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m rummy_desktop.bench.stalls", description=__doc__.split("\n")[0])
    parser.add_argument("seconds", nargs="?", type=float, default=60.0, help="the longest a game is watched")
    parser.add_argument("--level", default="hard", help="the computer seats' level (default: hard)")
    parser.add_argument("--game", choices=("manipulation", "gin"), help="measure only this game")
    return parser.parse_args(argv[1:])


def main(argv: list[str]) -> int:
    args = _arguments(argv)
    keep_gui_responsive()   # as run_gui does
    QApplication.instance() or QApplication(argv[:1])
    shared_pool().warm_up()   # as run_gui does once the window is shown
    cases = (("manipulation", f"Manipulation, 4 {args.level} computer seats", ManipulationRules(), 4),
             ("gin", f"Gin, 2 {args.level} computer seats", GinRules("gin"), 2))
    with tempfile.TemporaryDirectory() as folder:
        for game, title, rules, players in cases:
            if args.game not in (None, game):
                continue
            f = measure(rules, players, args.seconds, Path(folder), args.level)
            print(f"{title}: {f['moves']:.0f} moves in {f['seconds']:.1f} s; gaps between 16 ms ticks: "
                  f"max {f['max_ms']:.1f} ms, p99 {f['p99_ms']:.1f} ms, median {f['median_ms']:.1f} ms "
                  f"({f['ticks']:.0f} ticks); while a computer thinks: max {f['thinking_max_ms']:.1f} ms, "
                  f"p99 {f['thinking_p99_ms']:.1f} ms ({f['thinking_ticks']:.0f} ticks)", flush=True)
    shutdown_shared_pool()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
