"""How long the GUI thread stalls while computer seats play in the window (docs/benchmarks.md).

Run: ``QT_QPA_PLATFORM=offscreen python3 -m rummy_desktop.bench.stalls [seconds] [--level LEVEL]
[--game manipulation|gin]``. For each game (both unless one is named), a window with only computer
seats (hard level unless another is named, thinking in the app's worker processes, as in the app) plays at the normal animation speed while a
16 ms QTimer on the GUI thread records the gaps between its ticks; the report gives the longest gap
and the 99th percentile, until the first round ends or the time is up. A stall is the gap minus 16 ms.
The gaps that end while a computer is thinking (from the match's ``thinking`` signal to its move)
are also given apart: they show what the thinking costs the window, without the window's own work
on each move (laying out and animating the new table).

Each gap longer than :data:`LONG_GAP_MS` is put down to the work that took most of it: run as
``main`` does, the application times every event the GUI thread dispatches (:class:`TimedApplication`)
and sorts it by :func:`kind_of_work`: painting, a computer's move (the window's work on it: the
game log, the table laid out again, the autosave asked for...), cards gliding (an animation step),
another event (named), or none (:data:`OUTSIDE`: the event loop waiting, or the process waiting
for a CPU). A line gives the GUI thread's time over the whole game by kind of work, and a last one
the GUI thread's CPU time on each computer's move (the figure a loaded machine stretches least: the
time the thread ran, not the time it waited for a core). The autosave goes to a temporary data
folder, as the app's would after every turn.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QEventLoop, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from rummy_desktop.controller import pyside_refcount  # noqa: F401  (PySide 6.12 refcount guard)
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.settings import Settings
from rummy_desktop.controller.worker_pool import ProcessWork, shared_pool, shutdown_shared_pool
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules

from ..ui.table.animation import CardMotion
from ..ui.table.card_theme import CardTheme
from ..ui.main_window import MainWindow, keep_gui_responsive

__all__ = ["Dispatch", "TimedApplication", "gap_causes", "kind_of_work", "measure", "main", "move_cpu_line",
           "time_by_kind"]

TICK_MS = 16
LONG_GAP_MS = 36.0
"""Gaps longer than this (a stall over 20 ms, issue 17's goal) are put down to a cause."""
SETTLE_MS = 500
"""The shown window's time to lay itself out and paint before the deal (and the measurement) starts."""
KEPT_MS = 0.5
"""Events dispatched in less time are not kept: their time counts to the event around them (or to
:data:`OUTSIDE`)."""
WORK_KINDS_SHOWN = 5
"""The kinds of work the report's time line names (the GUI thread's other events are many and short)."""
PAINTING = "painting"
MOVE = "a computer's move"
GLIDING = "cards gliding"
OUTSIDE = "no event (waiting)"


@dataclass(slots=True)
class Dispatch:
    """One event the GUI thread dispatched: from ``start`` to ``end`` (ms), what kind of work, and the
    events dispatched while it ran (kept when they took :data:`KEPT_MS` or more); ``cpu``: the GUI
    thread's CPU time in it (ms, events inside it included), for the events the event loop dispatched."""

    start: float
    end: float
    kind: str
    inner: list["Dispatch"] = field(default_factory=list)
    cpu: float = 0.0


def kind_of_work(receiver: QObject, event: QEvent, around: str | None) -> str:
    """What the window does when ``event`` reaches ``receiver`` inside an event of kind ``around``
    (None: dispatched by the event loop itself). Painting is painting wherever it happens; any other
    event inside one is part of that one's work."""
    kind = event.type()
    if kind in (QEvent.Type.Paint, QEvent.Type.UpdateRequest):
        return PAINTING
    if around is not None:
        return around
    if kind == QEvent.Type.MetaCall and isinstance(receiver, ProcessWork):
        return MOVE
    if kind == QEvent.Type.Timer and isinstance(receiver, QTimer) and isinstance(receiver.parent(), CardMotion):
        return GLIDING
    return f"{kind.name} to {type(receiver).__name__}"


class TimedApplication(QApplication):
    """A QApplication that times the events it dispatches (:attr:`dispatches`, outermost first)."""

    def __init__(self, argv: Sequence[str]) -> None:
        super().__init__(list(argv))
        self.dispatches: list[Dispatch] = []
        self._open: list[Dispatch] = []

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        around = self._open[-1] if self._open else None
        dispatch = Dispatch(_now_ms(), 0.0, kind_of_work(receiver, event, around.kind if around else None))
        cpu = time.thread_time() if around is None else 0.0
        self._open.append(dispatch)
        try:
            return super().notify(receiver, event)
        finally:
            self._open.pop()
            dispatch.end = _now_ms()
            if around is None:
                dispatch.cpu = (time.thread_time() - cpu) * 1000
            if dispatch.end - dispatch.start >= KEPT_MS:
                (around.inner if around is not None else self.dispatches).append(dispatch)


def _now_ms() -> float:
    return time.perf_counter() * 1000


def time_by_kind(dispatches: Sequence[Dispatch], start: float, end: float) -> dict[str, float]:
    """How the GUI thread spent the time from ``start`` to ``end`` (ms): each kind of work the time
    of its events minus the events inside them, and :data:`OUTSIDE` the time in no event."""
    spent: dict[str, float] = {}

    def count(dispatch: Dispatch) -> float:
        own = min(dispatch.end, end) - max(dispatch.start, start)
        if own <= 0:
            return 0.0
        inside = sum(count(inner) for inner in dispatch.inner)
        spent[dispatch.kind] = spent.get(dispatch.kind, 0.0) + own - inside
        return own

    busy = sum(count(dispatch) for dispatch in dispatches)
    spent[OUTSIDE] = end - start - busy
    return spent


def move_cpu_line(dispatches: Sequence[Dispatch], moves: int) -> str:
    """The GUI thread's CPU time on the computers' moves (the events the moves arrived by): in all, per
    move, and the most a move took."""
    cpu = sorted(dispatch.cpu for dispatch in dispatches if dispatch.kind == MOVE)
    if not cpu or not moves:
        return "GUI thread's CPU time on the moves: no move"
    return (f"GUI thread's CPU time on the moves: {sum(cpu):.0f} ms, {sum(cpu) / moves:.1f} ms a move "
            f"(median {statistics.median(cpu):.1f} ms, most {cpu[-1]:.1f} ms)")


def gap_causes(gaps: Sequence[tuple[float, float]], dispatches: Sequence[Dispatch],
               longer_than: float = LONG_GAP_MS) -> dict[str, tuple[int, float]]:
    """For the gaps (start, end in ms) longer than ``longer_than``: per kind of work, how many gaps it
    took the most of, and the longest of them, longest first."""
    causes: dict[str, tuple[int, float]] = {}
    for start, end in gaps:
        if end - start <= longer_than:
            continue
        spent = time_by_kind(dispatches, start, end)
        cause = max(spent, key=lambda kind: spent[kind])
        count, longest = causes.get(cause, (0, 0.0))
        causes[cause] = (count + 1, max(longest, end - start))
    return dict(sorted(causes.items(), key=lambda item: -item[1][1]))


def measure(
    rules: ManipulationRules | GinRules, players: int, seconds: float, folder: Path, level: str = "hard"
) -> dict[str, Any]:
    """Tick gaps (ms) while ``players`` computer seats of ``level`` play ``rules`` in the window; under a
    :class:`TimedApplication`, ``causes`` puts the long gaps down to the work that took them
    (:func:`gap_causes`)."""
    folder.mkdir(parents=True, exist_ok=True)
    settings = Settings(QSettings(str(folder / "bench.ini"), QSettings.Format.IniFormat), card_backs=CardTheme.backs())
    settings.animation_speed = "normal"
    seats = [Seat(f"Computer {n + 1}", level) for n in range(players)]
    window = MainWindow(seats, settings=settings, seed=1, rules=rules, start_game=False, data_dir=folder)
    window.resize(1280, 800)
    window.show()
    moves = [0]
    thinking = [False]

    def played(*args: object) -> None:
        moves[0] += 1
        thinking[0] = False

    window.match.action_played.connect(played)
    window.match.thinking.connect(lambda seat: thinking.__setitem__(0, True))
    spans: list[tuple[float, float]] = []
    thinking_gaps: list[float] = []
    last = [0.0]
    timer = QTimer()
    timer.setInterval(TICK_MS)

    def tick() -> None:
        now = _now_ms()
        spans.append((last[0], now))
        if thinking[0]:
            thinking_gaps.append(now - last[0])
        last[0] = now

    timer.timeout.connect(tick)
    loop = QEventLoop()
    window.match.state_changed.connect(lambda state: loop.quit() if state.is_round_over else None)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    settle = QEventLoop()   # the window's first layout and paint are its start-up, not a move
    QTimer.singleShot(SETTLE_MS, settle.quit)
    settle.exec()
    window.new_game(1, rules=rules)
    app = QApplication.instance()
    timed = app.dispatches if isinstance(app, TimedApplication) else None
    if timed is not None:
        timed.clear()
    last[0] = _now_ms()
    timer.start()
    started = time.monotonic()
    loop.exec()
    elapsed = time.monotonic() - started
    timer.stop()
    window.close()
    causes = gap_causes(spans, timed) if timed is not None else {}
    work = time_by_kind(timed, spans[0][0], spans[-1][1]) if timed is not None and spans else {}
    gaps = sorted(end - start for start, end in spans)
    thinking_gaps.sort()
    return {"causes": causes, "work": work, "move_cpu": move_cpu_line(timed or (), moves[0]), "moves": moves[0], "seconds": elapsed, "ticks": len(gaps), "max_ms": gaps[-1],
            "p99_ms": gaps[int(0.99 * (len(gaps) - 1))], "median_ms": statistics.median(gaps),
            "thinking_ticks": len(thinking_gaps), "thinking_max_ms": max(thinking_gaps, default=0.0),
            "thinking_p99_ms": thinking_gaps[int(0.99 * (len(thinking_gaps) - 1))] if thinking_gaps else 0.0}


def causes_line(causes: dict[str, tuple[int, float]]) -> str:
    """The long gaps by cause, in a line: how many each kind of work took most of, and the longest."""
    total = sum(count for count, _ in causes.values())
    parts = ", ".join(f"{kind} {count} (longest {longest:.1f} ms)" for kind, (count, longest) in causes.items())
    return f"gaps over {LONG_GAP_MS:.0f} ms: {total}" + (f"; by what took most of each: {parts}" if parts else "")


def work_line(work: dict[str, float]) -> str:
    """The GUI thread's time over the whole game by kind of work, the most first (ms)."""
    busy = sorted(((kind, ms) for kind, ms in work.items() if kind != OUTSIDE), key=lambda item: -item[1])
    return "time spent: " + ", ".join(f"{kind} {ms:.0f} ms" for kind, ms in busy[:WORK_KINDS_SHOWN])


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python3 -m rummy_desktop.bench.stalls", description=__doc__.split("\n")[0])
    parser.add_argument("seconds", nargs="?", type=float, default=60.0, help="the longest a game is watched")
    parser.add_argument("--level", default="hard", help="the computer seats' level (default: hard)")
    parser.add_argument("--game", choices=("manipulation", "gin"), help="measure only this game")
    return parser.parse_args(argv[1:])


def main(argv: list[str]) -> int:
    args = _arguments(argv)
    keep_gui_responsive()   # as run_gui does
    QApplication.instance() or TimedApplication(argv[:1])
    shared_pool().warm_up()   # as run_gui does once the window is shown
    cases = (("manipulation", f"Manipulation, 4 {args.level} computer seats", ManipulationRules(), 4),
             ("gin", f"Gin, 2 {args.level} computer seats", GinRules("gin"), 2))
    with tempfile.TemporaryDirectory() as folder:
        for game, title, rules, players in cases:
            if args.game not in (None, game):
                continue
            f = measure(rules, players, args.seconds, Path(folder) / game, args.level)
            print(f"{title}: {f['moves']:.0f} moves in {f['seconds']:.1f} s; gaps between 16 ms ticks: "
                  f"max {f['max_ms']:.1f} ms, p99 {f['p99_ms']:.1f} ms, median {f['median_ms']:.1f} ms "
                  f"({f['ticks']:.0f} ticks); while a computer thinks: max {f['thinking_max_ms']:.1f} ms, "
                  f"p99 {f['thinking_p99_ms']:.1f} ms ({f['thinking_ticks']:.0f} ticks)", flush=True)
            print(f"  {causes_line(f['causes'])}", flush=True)
            print(f"  {work_line(f['work'])}", flush=True)
            print(f"  {f['move_cpu']}", flush=True)
    shutdown_shared_pool()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
