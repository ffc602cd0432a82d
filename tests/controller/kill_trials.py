"""Kill a process that saves, autosaves and counts statistics in a loop, at random moments, and look at its files.

Each trial forks a child that writes the three files of one folder over and over
(the player's ``game.rummy``, ``autosave.json`` and ``statistics.json``, each with
its ``.bak``), waits until the child has written each of them once, lets it run
for a random moment more and kills it with ``SIGKILL``. Then it notes what a
player would find: each file missing, each that does not open, and whether a
temporary file was left behind; and it saves once more, as the app would next
time, to see whether the leftovers go.

``tests/controller/test_killed_saves.py`` runs it; run alone, it prints the counts
(also for another copy of the app: ``PYTHONPATH=/work/main python3 this_file 200``)::

    python3 tests/controller/kill_trials.py [trials]
"""

from __future__ import annotations

import os
import random
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from rummy_desktop.controller.saves import Autosaves, SaveError, SaveGame, Seat, default_format, read_save, write_save
from rummy_desktop.controller.statistics import Statistics, StatisticsStore, record_hint
from rummy_desktop.engine import manipulation

GAME = "game.rummy"
FILES = (GAME, "autosave.json", "statistics.json")
EXPECTED = frozenset(FILES + tuple(name + ".bak" for name in FILES))
LONGEST_RUN_SECONDS = 0.05
"""The child is killed at a random moment up to this long after it wrote every file once."""


@dataclass
class Counts:
    """What the trials found; a file is counted under its name."""

    trials: int = 0
    missing: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FILES, 0))
    unreadable: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FILES, 0))
    left_behind: int = 0
    """Trials after which a file other than the six expected was in the folder (a save stopped midway)."""
    left_after_next_save: int = 0
    """Trials after which such a file was still there once the next save was done."""


def the_saves() -> tuple[SaveGame, ...]:
    """Three different saves of a real game, the longest about 300 kB, so that a kill often lands mid-write."""
    state = manipulation.new_game(3, random.Random(11))
    seats = (Seat("You", "human"), Seat("Ada", "computer", "easy"), Seat("Bo", "computer", "hard"))
    return tuple(
        SaveGame("manipulation", seats, seed, state, "2025-03-01T10:00:00+00:00",
                 log=tuple(f"Line {n} of game {seed}: Ada draws a card." for n in range(lines)))
        for seed, lines in ((1, 10), (2, 3000), (3, 7000))
    )


def _save_forever(folder: Path, saves: tuple[SaveGame, ...], report: int) -> NoReturn:
    """The child: save, autosave and count a hint, again and again; a byte to the parent after each round."""
    autosaves, store, statistics = Autosaves(folder), StatisticsStore(folder), Statistics()
    number = 0
    while True:
        save = saves[number % len(saves)]
        write_save(folder / GAME, save)
        autosaves.autosave(save)
        statistics = record_hint(statistics, "manipulation", "easy")
        store.save(statistics)
        os.write(report, b".")
        number += 1


def _kill_while_saving(folder: Path, saves: tuple[SaveGame, ...], rng: random.Random) -> None:
    read_fd, write_fd = os.pipe()  # the child writes a byte after each round of saves; the parent reads
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.close(read_fd)
            _save_forever(folder, saves, write_fd)
        finally:
            os._exit(1)
    os.close(write_fd)
    try:
        if os.read(read_fd, 1) != b".":
            raise RuntimeError("the saving child stopped before it had saved once")
        time.sleep(rng.uniform(0, LONGEST_RUN_SECONDS))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    finally:
        os.close(read_fd)


def _readable(path: Path) -> bool:
    try:
        if path.name == "statistics.json":
            return StatisticsStore(path.parent).load().damage is None
        read_save(path)
    except SaveError:
        return False
    return True


def _strangers(folder: Path) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name not in EXPECTED)


def run_trials(folder: Path, trials: int, seed: int = 0) -> Counts:
    """Kill a saving child ``trials`` times over ``folder`` and count what a player would have lost."""
    rng = random.Random(seed)
    saves = the_saves()
    default_format()  # built before forking, so each child starts saving at once
    counts = Counts()
    for _ in range(trials):
        _kill_while_saving(folder, saves, rng)
        counts.trials += 1
        counts.left_behind += bool(_strangers(folder))
        for name in FILES:
            path = folder / name
            if not path.exists():
                counts.missing[name] += 1
            elif not _readable(path):
                counts.unreadable[name] += 1
        write_save(folder / GAME, saves[0])  # the next save, as the app makes it the next time
        counts.left_after_next_save += bool(_strangers(folder))
    return counts


def main() -> None:
    trials = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    with tempfile.TemporaryDirectory() as folder:
        started = time.monotonic()
        counts = run_trials(Path(folder), trials)
        print(f"{counts.trials} kills in {time.monotonic() - started:.1f} s")
    print(f"missing: {counts.missing}")
    print(f"not opening: {counts.unreadable}")
    print(f"temporary files left by the kill: {counts.left_behind} trials; "
          f"still there after the next save: {counts.left_after_next_save}")


if __name__ == "__main__":
    main()
