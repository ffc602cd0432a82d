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

RSS alone misleads. The C allocator (glibc's malloc) keeps memory the program
freed for its next requests rather than give it back, so RSS can rise in steps
while nothing is kept alive; and RSS counts the pages of Qt's libraries and fonts
read in as new code runs. Each row therefore also gives the process's own part of
RSS (Linux's ``RssAnon``); with glibc (``mallinfo2``) the bytes the program holds
from malloc (Qt's C++ objects, Python's large objects) and the freed bytes malloc
keeps; and the memory blocks Python's own allocator has handed out
(``sys.getallocatedblocks``). A leak grows what is held; what malloc keeps free is
the allocator's, a cost of fragmentation, not something the games keep.

``--every N`` prints every N-th game only (and the last). ``--trace`` follows Python's allocations
with :mod:`tracemalloc` too: each row adds the memory Python's allocations hold, and the end lists
the places whose allocations grew most from the fifth game to the last (the allocations of C++
objects Qt makes are not among them; RSS shows those).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import resource
import sys
import tempfile
import tracemalloc
from pathlib import Path
from typing import Callable, NamedTuple, Sequence

from PySide6.QtCore import QEventLoop, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.freed_memory import glibc
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import default_rules
from rummy_desktop.controller.settings import Settings

from ..ui.main_window import MainWindow, keep_gui_responsive
from ..ui.table.card_theme import CardTheme

__all__ = ["GameFigures", "MallocFigures", "play_games", "resident_mb", "resident_anonymous_mb", "malloc_mb", "main"]

GAMES = ("manipulation", "gin", "oklahoma", "hollywood")
_ANSWER_MS = 5


class MallocFigures(NamedTuple):
    """What glibc's malloc says of its memory, in MB (10^6 bytes)."""

    held: float
    """Bytes the program holds: allocated and not freed (``uordblks + hblkhd``)."""
    kept_free: float
    """Bytes freed by the program that malloc keeps for later instead of giving back (``fordblks``)."""


class GameFigures(NamedTuple):
    """After one game."""

    game: int
    rss_mb: float
    anonymous_mb: float | None
    """The part of RSS that is the process's own (Linux), without the mapped libraries' pages."""
    python_objects: int
    """Objects Python's garbage collector tracks."""
    qobjects: int
    """QObjects under the window."""
    table_items: int
    python_blocks: int
    """Memory blocks Python's allocator has handed out and not got back (``sys.getallocatedblocks``)."""
    malloc: MallocFigures | None
    """None where the C library is not glibc 2.33 or later."""


def resident_mb() -> float:
    """The process's resident memory now (Linux), else its peak so far, in MB (10^6 bytes)."""
    total = _proc_status_mb("VmRSS")
    if total is not None:
        return total
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss   # kB on Linux, bytes on macOS
    return peak / 1e6 if sys.platform == "darwin" else peak * 1024 / 1e6


def resident_anonymous_mb() -> float | None:
    """The part of the resident memory that is the process's own (``RssAnon``: its heap, Python's
    arenas, thread stacks), not pages of the libraries and fonts it maps (which the system shares
    and may drop); None off Linux."""
    return _proc_status_mb("RssAnon")


def _proc_status_mb(field: str) -> float | None:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) * 1024 / 1e6
    except OSError:
        pass
    return None


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]


def _mallinfo2() -> Callable[[], _MallInfo2] | None:
    function = getattr(glibc(), "mallinfo2", None)   # None without glibc, or with one older than 2.33
    if function is None:
        return None
    function.restype = _MallInfo2
    function.argtypes = []
    return function


_MALLINFO2 = _mallinfo2()


def malloc_mb() -> MallocFigures | None:
    """What glibc's malloc holds for the program and keeps free, now; None without glibc 2.33+."""
    if _MALLINFO2 is None:
        return None
    info = _MALLINFO2()
    return MallocFigures((info.uordblks + info.hblkhd) / 1e6, info.fordblks / 1e6)


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
        row = GameFigures(len(figures) + 1, resident_mb(), resident_anonymous_mb(), len(gc.get_objects()),
                          len(window.findChildren(QObject)),
                          len(window.scene.items()), sys.getallocatedblocks(), malloc_mb())
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
    traced = f"  traced {tracemalloc.get_traced_memory()[0] / 1e6:6.2f} MB" if tracemalloc.is_tracing() else ""
    held = "" if row.malloc is None else f"  malloc held {row.malloc.held:6.1f} MB, kept free {row.malloc.kept_free:5.1f} MB"
    own = "" if row.anonymous_mb is None else f" (own {row.anonymous_mb:6.1f})"
    print(f"game {row.game:3d}: RSS {row.rss_mb:7.1f} MB{own}{held}  Python objects {row.python_objects:8d}  "
          f"blocks {row.python_blocks:8d}  QObjects {row.qobjects:6d}  table items {row.table_items:5d}{traced}",
          flush=True)


class _Reporter:
    """Prints every ``every``-th game's row and, when tracing, keeps the fifth game's allocations."""

    SETTLED = 5

    def __init__(self, every: int, games: int) -> None:
        self.every = every
        self.games = games
        self.settled: tracemalloc.Snapshot | None = None

    def __call__(self, row: GameFigures) -> None:
        if row.game % self.every == 0 or row.game in (1, self.SETTLED, self.games):
            _print_row(row)
        if row.game == self.SETTLED and tracemalloc.is_tracing():
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
    held = ("" if last.malloc is None or settled.malloc is None else
            f"malloc held {last.malloc.held - settled.malloc.held:+.1f} MB, "
            f"kept free {last.malloc.kept_free - settled.malloc.kept_free:+.1f} MB, ")
    own = ("" if last.anonymous_mb is None or settled.anonymous_mb is None else
           f"own {last.anonymous_mb - settled.anonymous_mb:+.1f} MB, ")
    print(f"from game {settled.game} to game {last.game}: RSS {last.rss_mb - settled.rss_mb:+.1f} MB, {own}{held}"
          f"Python objects {last.python_objects - settled.python_objects:+d}, "
          f"blocks {last.python_blocks - settled.python_blocks:+d}, "
          f"QObjects {last.qobjects - settled.qobjects:+d}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
