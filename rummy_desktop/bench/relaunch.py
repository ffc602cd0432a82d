"""A relaunch with an unfinished game: how long the window takes to be painted (docs/benchmarks.md, issue 33).

``python3 -m rummy_desktop.bench.relaunch [runs]`` starts ``python3 -m rummy_desktop`` ``runs`` times
with no autosave, ``runs`` times with the autosave of a long game (two-player Manipulation Rummy played
by the easy computer players to the last round before its end, every move kept, a line of log per move)
and ``runs`` times with the largest autosave the reader accepts (that game's moves kept over and over, to
95 % of the size limit), taken in turn so that the machine's load falls on all alike. Each launch gets
fresh, temporary settings and data folders (``XDG_CONFIG_HOME``, ``XDG_DATA_HOME``). Qt's offscreen
platform is used unless ``QT_QPA_PLATFORM`` says otherwise.

Each launch runs the app's own ``main`` behind a probe (:data:`_PROBE`) that notes the moment the
main window is first painted and the moment "Resume the game?" is asked (answered Resume), and ends
the app once both are known (the first alone without an autosave). The figures are those moments minus
the moment the process was started. The probe knows only ``rummy_desktop.app.main`` and the main
window's class name, so the same file times an older copy of the app too (run it from that copy's
folder: ``python3 <this copy>/rummy_desktop/bench/relaunch.py``).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

__all__ = ["long_game_autosave", "largest_autosave", "measure", "main"]

_FOLDERS = ("XDG_CONFIG_HOME", "XDG_DATA_HOME")

_PROBE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

seen = {}

def report(what):
    if what not in seen:
        seen[what] = time.time()
        print(what, f"{seen[what]:.6f}", flush=True)

class Probe(QObject):
    def eventFilter(self, watched, event):
        kind = event.type()
        if kind == QEvent.Type.Paint and watched.metaObject().className() == "MainWindow":
            report("painted")
        elif kind == QEvent.Type.Show and isinstance(watched, QMessageBox) and "asked" not in seen:
            report("asked")
            QTimer.singleShot(0, lambda: watched.button(QMessageBox.StandardButton.Yes).click())
        if "painted" in seen and ("asked" in seen or not WAIT_FOR_QUESTION):
            QTimer.singleShot(0, QApplication.instance().quit)
        return False

WAIT_FOR_QUESTION = sys.argv[1] == "question"
probe = Probe()
real_init = QApplication.__init__

def init(self, *args):
    real_init(self, *args)
    self.installEventFilter(probe)

QApplication.__init__ = init
from rummy_desktop.app import main
sys.argv = [sys.argv[0]]
main([])
"""


def long_game_autosave(folder: Path, seed: int = 5) -> Path:
    """The autosave of a long game in ``folder``, as the app keeps it (``autosave.json``): two-player
    Manipulation Rummy played by the easy computer players to the last round before its end."""
    from rummy_desktop.controller.game_record import kept_as_played
    from rummy_desktop.controller.saves import Autosaves, SaveGame, Seat

    kept = list(kept_as_played(_easy_game(random.Random(seed))))
    last = kept[-1]
    log = tuple(f"Move {number}." for number in range(1, len(kept) + 1))
    seats = (Seat("You", "human"), Seat("Anna", "computer", "easy"))
    save = SaveGame("manipulation", seats, seed, last.state, "2026-12-07T04:00:00+00:00", last.round_scores, log,
                    rounds=last.rounds, moves=last.moves)
    autosaves = Autosaves(folder)
    autosaves.autosave(save)
    return autosaves.path


def _easy_game(rng: random.Random) -> Iterator[tuple[Any, Any, Any]]:
    """Each step of a two-player Manipulation game of the easy computer players, up to its last round's end."""
    from rummy_desktop.ai.bots import make_bot
    from rummy_desktop.engine import manipulation

    bots = [make_bot("manipulation", "easy") for _ in range(2)]
    state = manipulation.new_game(2, rng)
    while True:
        if state.phase is manipulation.Phase.ROUND_OVER:
            action: manipulation.Action = manipulation.NextRound()
        else:
            action = bots[state.current].choose(manipulation.view_for(state, state.current), rng, None)
        after = manipulation.apply(state, action, rng)
        if after.is_game_over:
            return
        yield state, action, after
        state = after


def largest_autosave(folder: Path, long_game: Path) -> Path:
    """The autosave of ``long_game`` with its rounds' moves kept over and over, to near the size the
    reader accepts (:data:`~rummy_desktop.controller.saves.MAX_SAVE_BYTES`): the longest a read can take."""
    from dataclasses import replace

    from rummy_desktop.controller.saves import MAX_SAVE_BYTES, Autosaves, default_format, read_save

    save = read_save(long_game)
    size = len(default_format().dumps(save).encode("utf-8"))
    moves_size = size - len(default_format().dumps(replace(save, moves=())).encode("utf-8"))
    copies = int((MAX_SAVE_BYTES * 0.95 - size) // moves_size)
    autosaves = Autosaves(folder)
    autosaves.autosave(replace(save, moves=save.moves * copies))
    return autosaves.path


def _launch(autosave: Path | None) -> dict[str, float]:
    """Seconds from the start of the process to each moment the probe noted, in fresh folders."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, **{name: str(Path(home) / name) for name in _FOLDERS})
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if autosave is not None:
            data = Path(home) / "XDG_DATA_HOME" / "RummyDesktop" / "rummy_desktop"
            data.mkdir(parents=True)
            (data / autosave.name).write_bytes(autosave.read_bytes())
        start = time.time()
        out = subprocess.run([sys.executable, "-c", _PROBE, "question" if autosave else "deal"], env=env,
                             capture_output=True, text=True, check=True, timeout=120).stdout
    return {line.split()[0]: float(line.split()[1]) - start for line in out.splitlines()
            if line.split()[:1] in (["painted"], ["asked"])}


def measure(runs: int) -> dict[str, list[float]]:
    """Seconds to the window painted without an autosave; to it painted and to the question with the long
    game's autosave and with the largest."""
    times: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        long_game = long_game_autosave(Path(folder, "long"))
        autosaves = {"long game": long_game, "largest": largest_autosave(Path(folder, "largest"), long_game)}
        for name, path in autosaves.items():
            print(f"{name} autosave: {path.stat().st_size / 1024:.0f} kB", flush=True)
        for _ in range(runs):
            times.setdefault("first launch: painted", []).append(_launch(None)["painted"])
            for name, path in autosaves.items():
                relaunch = _launch(path)
                for moment in ("painted", "asked"):
                    times.setdefault(f"relaunch, {name}: {moment}", []).append(relaunch[moment])
    return times


def main() -> int:
    """Print each figure as a row of docs/benchmarks.md's table: median (range)."""
    times = measure(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
    for kind, seconds in times.items():
        print(f"| {kind} | {statistics.median(seconds):.2f} s ({min(seconds):.2f} to {max(seconds):.2f}) |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
