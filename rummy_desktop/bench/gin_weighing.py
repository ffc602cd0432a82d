"""How long the Gin expert's weighing of a knock takes on one core and on two (``ai/second_core.py``).

``python -m rummy_desktop.bench.gin_weighing --positions 30 --runs 5`` plays
seeded games of the expert against hard until ``positions`` weighings have
come up, keeps them, and then times each one searched in full (all its guesses,
with no early stop and no time budget) with ``cores=1`` and ``cores=2``, in
turn, ``runs`` times. It prints, for each, the median time a weighing took,
its smallest and largest over the positions (each position's median of
the runs), and the ratio of the two medians. The helper process is started
and has answered before any timing begins.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from typing import Sequence

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_expert import SECOND_CORE, ExpertPlayer, Search, Verdict, Weighing
from rummy_desktop.ai.second_core import helper_process_id
from rummy_desktop.headless import play_game

__all__ = ["collect_weighings", "time_weighings", "main"]

FULL = Search(budget=3600.0, z=float("inf"))
"""The default search with nothing to end it before all its guesses."""


class _Recording(ExpertPlayer):
    """The expert, on one core, keeping every weighing it makes."""

    def __init__(self) -> None:
        super().__init__(search=Search(cores=1))
        self.weighings: list[Weighing] = []

    def compare(self, weighing: Weighing, rng: random.Random, stop: float | None = None) -> Verdict:
        self.weighings.append(weighing)
        return super().compare(weighing, rng, stop)


def collect_weighings(count: int, seed: int = 1) -> list[Weighing]:
    """The first ``count`` weighings of games of the expert against hard dealt from ``f"{seed}:{i}"``."""
    expert = _Recording()
    game = 0
    while len(expert.weighings) < count:
        play_game("gin", [expert, make_bot("gin", "hard")], random.Random(f"{seed}:{game}"))
        game += 1
    return expert.weighings[:count]


def time_weighings(weighings: Sequence[Weighing], cores: int, runs: int) -> list[float]:
    """Each weighing's median time (seconds) searched in full with ``cores``, over ``runs`` runs."""
    player = ExpertPlayer(search=replace(FULL, cores=cores))
    medians = []
    for index, weighing in enumerate(weighings):
        times = []
        for run in range(runs):
            start = time.perf_counter()
            player.compare(weighing, random.Random(f"{index}:{run}"))
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    return medians


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rummy_desktop.bench.gin_weighing",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    weighings = collect_weighings(args.positions, args.seed)
    helper = helper_process_id(SECOND_CORE, 120.0)
    print(f"{len(weighings)} weighings of {FULL.guesses} guesses, {args.runs} runs each; helper process: {helper or 'none'}")
    medians = {}
    for cores in (1, 2):
        times = time_weighings(weighings, cores, args.runs)
        medians[cores] = statistics.median(times)
        print(f"cores={cores}: median {medians[cores] * 1000:.1f} ms "
              f"(positions {min(times) * 1000:.1f} - {max(times) * 1000:.1f} ms)")
    print(f"two cores / one core: {medians[2] / medians[1]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
