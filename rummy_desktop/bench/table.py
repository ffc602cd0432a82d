"""Figures for the Manipulation table (docs/benchmarks.md): start-up time and repaint time.

``python3 -m rummy_desktop.bench.table`` prints both. Start-up runs
``python3 -m rummy_desktop`` in a fresh process with ``RUMMY_QUIT_WHEN_SHOWN``
set (``run_gui`` then prints ``shown <time.time()>`` once the window is shown
and quits) and takes that moment minus the moment the process was started.
Repaint builds a full two-pack table (about 90 cards in melds and a 12-card
hand) in the real scene and view, and times ``viewport().repaint()``
(paint and flush, synchronous; wall time, and the GUI thread's CPU time, which
other processes on a busy machine do not inflate) and a render of the view
into a ``QImage``.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace

__all__ = ["measure_launch", "measure_repaint", "main"]


def measure_launch(runs: int = 7) -> list[float]:
    """Seconds from starting ``python3 -m rummy_desktop`` to its window being shown, one per run.

    Each run has fresh settings and data folders: with the person's own, a copy of the app they have
    open would take the launch over (one data folder, one owner) and nothing would be shown."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, RUMMY_QUIT_WHEN_SHOWN="1", XDG_CONFIG_HOME=f"{home}/config",
                       XDG_DATA_HOME=f"{home}/data")
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            start = time.time()
            out = subprocess.run([sys.executable, "-m", "rummy_desktop"], env=env, capture_output=True, text=True,
                                 check=True, timeout=60).stdout
        shown = next(line for line in out.splitlines() if line.startswith("shown "))
        times.append(float(shown.split()[1]) - start)
    return times


def _full_table_state():
    from rummy_desktop.engine.cards import make_deck
    from rummy_desktop.engine.manipulation import Phase, new_game

    deck = make_deck(2, 2)
    by_key = {card.key: card for card in deck}
    melds = [
        tuple(by_key[(rank, suit, copy)] for rank in range(first, first + length))
        for copy in (0, 1) for suit in "SHDC" for first, length in ((1, 4), (5, 5), (10, 3))
    ][:23]
    on_table = {card.key for meld in melds for card in meld}
    rest = [card for card in deck if card.key not in on_table]
    state = new_game(3, random.Random(1))
    return replace(state, table=tuple(melds), hands=(tuple(rest[:12]), tuple(rest[12:22]), tuple(rest[22:32])),
                   stock=tuple(rest[32:]), current=0, phase=Phase.MELD_OR_DRAW, draws_this_turn=1)


def measure_repaint(size: tuple[int, int], runs: int = 60) -> dict[str, float]:
    """Median milliseconds to repaint and to render the full table at ``size``, with the card width used."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.controller.match import Match, Seat
    from rummy_desktop.controller.turn_controller import TurnController

    from ..ui.manipulation.scene import ManipulationScene
    from ..ui.table.table_view import TableView

    app = QApplication.instance() or QApplication([sys.argv[0]])
    state = _full_table_state()
    match = Match([Seat("You"), Seat("A", "easy"), Seat("B", "easy")], pause_ms=3_600_000)
    controller = TurnController(match, 0, lambda faces: faces[0])
    match.resume(state)
    scene = ManipulationScene(controller)
    view = TableView(scene)
    view.resize(*size)
    view.show()
    app.processEvents()
    viewport = view.viewport()
    for _ in range(5):
        viewport.repaint()

    def timed(action, clock=time.perf_counter) -> float:
        samples = []
        for _ in range(runs):
            start = clock()
            action()
            samples.append(clock() - start)
        return statistics.median(samples) * 1000

    layout = scene.layout
    if layout is None:
        raise RuntimeError(f"the table was never laid out: the view shown at {size} gave the scene no size")
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def render() -> None:
        painter = QPainter(image)
        view.render(painter)
        painter.end()

    figures = {
        "table_cards": float(sum(len(m) for m in state.table)),
        "card_width": float(layout.card_w),
        "repaint_ms": timed(viewport.repaint),
        "repaint_cpu_ms": timed(viewport.repaint, time.thread_time),
        "render_ms": timed(render),
        "relayout_ms": timed(scene.refresh),
    }
    view.close()
    match.shutdown()
    return figures


def main() -> int:
    launch = measure_launch()
    print(f"launch to window shown: median {statistics.median(launch):.3f} s "
          f"(min {min(launch):.3f}, max {max(launch):.3f}, {len(launch)} runs)")
    for size in ((1280, 800), (1920, 1080)):
        f = measure_repaint(size)
        print(f"full table {size[0]}x{size[1]} ({f['table_cards']:.0f} table cards + 12 in hand, cards "
              f"{f['card_width']:.0f} px wide): repaint {f['repaint_ms']:.2f} ms (CPU {f['repaint_cpu_ms']:.2f} ms), render to image "
              f"{f['render_ms']:.2f} ms, relayout {f['relayout_ms']:.2f} ms (medians)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
