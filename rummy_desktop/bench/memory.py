"""Memory over many whole games in one window (docs/benchmarks.md): does it level off?

Run: ``QT_QPA_PLATFORM=offscreen python3 -m rummy_desktop.bench.memory [games] [--game NAME] [--every N] [--trace]``.
One window seats only computer players (easy, so a game takes seconds), with
instant animation and no pause between moves, and plays ``games`` whole games
(30 by default) one after the other, the way a player who always presses "Play
again" would: the real round and game result dialogs are shown and answered.
After each game the script collects garbage and prints the process's resident
memory (RSS), the number of objects Python's garbage collector tracks, the
QObjects under the window and the items on its table. A leak shows as a column
that keeps growing game after game; memory that levels off stops growing after
the first few games (caches, the computer players' tables and Qt's own pools
fill up first).

``--every N`` prints every N-th game only (and the last). ``--trace`` follows Python's allocations
with :mod:`tracemalloc` too: each row adds the memory Python's allocations hold, and the end lists
the places whose allocations grew most from the fifth game to the last (the allocations of C++
objects Qt makes are not among them; RSS shows those).
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import tempfile
import tracemalloc
from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtCore import QEventLoop, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import default_rules
from rummy_desktop.controller.settings import Settings

from ..ui.main_window import MainWindow, keep_gui_responsive
from ..ui.table.card_theme import CardTheme

__all__ = ["GameFigures", "play_games", "resident_mb", "main"]

GAMES = ("manipulation", "gin", "oklahoma", "hollywood")
_ANSWER_MS = 5


class GameFigures(tuple[int, float, int, int, int]):
    """After one game: (game number, RSS in MB, Python objects, QObjects under the window, table items)."""

    __slots__ = ()


def resident_mb() -> float:
    """The process's resident memory now (Linux), else its peak so far, in MB (10^6 bytes)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024 / 1e6
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss   # kB on Linux, bytes on macOS
    return peak / 1e6 if sys.platform == "darwin" else peak * 1024 / 1e6


def _answer_dialogs(keep_playing: list[bool]) -> None:
    """Press the default answer of whatever dialog waits: Next round, and Play again while games remain."""
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog):
        if keep_playing[0]:
            dialog.accept()
        else:
            dialog.reject()


def play_games(games: int, game: str, folder: Path,
               report: Callable[[GameFigures], object] = print) -> list[GameFigures]:
    """Play ``games`` computer-only games of ``game`` in one window; ``report`` gets each game's figures."""
    settings = Settings(QSettings(str(folder / "bench.ini"), QSettings.Format.IniFormat), card_backs=CardTheme.backs())
    settings.animation_speed = "instant"
    rules = default_rules(game)
    players = 3 if game == "manipulation" else 2
    seats = [Seat(f"Computer {n + 1}", "easy") for n in range(players)]
    window = MainWindow(seats, settings=settings, data_dir=folder, seed=1, pause_ms=0, rules=rules,
                        start_game=False)
    window.show()
    figures: list[GameFigures] = []
    keep_playing = [True]
    loop = QEventLoop()
    answer = QTimer()
    answer.setInterval(_ANSWER_MS)
    answer.timeout.connect(lambda: _answer_dialogs(keep_playing))

    def game_over(state: object) -> None:
        if not getattr(state, "is_game_over"):
            return
        gc.collect()
        row = GameFigures((len(figures) + 1, resident_mb(), len(gc.get_objects()),
                           len(window.findChildren(QObject)), len(window.scene.items())))
        figures.append(row)
        report(row)
        if len(figures) >= games:
            keep_playing[0] = False
            QTimer.singleShot(0, loop.quit)

    window.match.state_changed.connect(game_over)
    answer.start()
    window.new_game(1, rules=rules)
    loop.exec()
    answer.stop()
    window.close()
    return figures


def _print_row(row: GameFigures) -> None:
    number, rss, objects, qobjects, items = row
    traced = f"  traced {tracemalloc.get_traced_memory()[0] / 1e6:6.2f} MB" if tracemalloc.is_tracing() else ""
    print(f"game {number:3d}: RSS {rss:7.1f} MB  Python objects {objects:8d}  QObjects {qobjects:6d}  "
          f"table items {items:5d}{traced}", flush=True)


class _Reporter:
    """Prints every ``every``-th game's row and, when tracing, keeps the fifth game's allocations."""

    SETTLED = 5

    def __init__(self, every: int, games: int) -> None:
        self.every = every
        self.games = games
        self.settled: tracemalloc.Snapshot | None = None

    def __call__(self, row: GameFigures) -> None:
        if row[0] % self.every == 0 or row[0] in (1, self.SETTLED, self.games):
            _print_row(row)
        if row[0] == self.SETTLED and tracemalloc.is_tracing():
            self.settled = tracemalloc.take_snapshot()

    def print_growth(self, most: int = 10) -> None:
        """The places whose Python allocations grew most since the fifth game."""
        if self.settled is None:
            return
        ours = [tracemalloc.Filter(False, tracemalloc.__file__)]
        growth = tracemalloc.take_snapshot().filter_traces(ours).compare_to(self.settled.filter_traces(ours),
                                                                           "lineno")
        print(f"Python allocations grown most since game {self.SETTLED}:")
        for stat in growth[:most]:
            print(f"  {stat.size_diff / 1e3:+9.1f} kB {stat.count_diff:+7d} blocks  {stat.traceback[0]}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m rummy_desktop.bench.memory",
                                     description="Memory after each of many computer-only games in one window.")
    parser.add_argument("games", type=int, nargs="?", default=30, help="games to play (default 30)")
    parser.add_argument("--game", choices=GAMES, default="manipulation", help="the game played (default manipulation)")
    parser.add_argument("--every", type=int, default=1, help="print every N-th game only (default 1)")
    parser.add_argument("--trace", action="store_true", help="follow Python's allocations with tracemalloc")
    args = parser.parse_args(argv)
    if args.games < 1 or args.every < 1:
        parser.error("play at least one game, print at least every game")
    keep_gui_responsive()   # as run_gui does
    QApplication.instance() or QApplication(sys.argv[:1])
    if args.trace:
        tracemalloc.start()
    reporter = _Reporter(args.every, args.games)
    with tempfile.TemporaryDirectory() as folder:
        figures = play_games(args.games, args.game, Path(folder), reporter)
    reporter.print_growth()
    settled = figures[min(4, len(figures) - 1)]
    last = figures[-1]
    print(f"from game {settled[0]} to game {last[0]}: RSS {last[1] - settled[1]:+.1f} MB, "
          f"Python objects {last[2] - settled[2]:+d}, QObjects {last[3] - settled[3]:+d}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
