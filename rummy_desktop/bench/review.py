"""Benchmark of the review's analysis: the time :func:`analyse_turn` takes per Manipulation turn.

Rounds are played by computer players (every seat at the ``medium`` level,
whose plays fall short of the best often enough to review), kept as the app
keeps them (:class:`RoundRecord`), and seat 0's turns are analysed one after
another, as the review window has them analysed: the times are those of whole
calls. Run ``python -m rummy_desktop.bench.review [--seeds N] [--rounds R]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.review import analyse_turn
from rummy_desktop.engine import manipulation
from rummy_desktop.engine.manipulation.replay import meld_chances
from rummy_desktop.engine.record import RoundRecord

__all__ = ["played_rounds", "measure_review"]


def played_rounds(seed: int, players: int, rounds: int) -> list[RoundRecord]:
    """The first ``rounds`` rounds of a game dealt from ``seed``, played by medium computer players."""
    rng = random.Random(seed)
    state = manipulation.new_game(players, rng)
    bot = make_bot("manipulation", "medium")
    kept: list[RoundRecord] = [RoundRecord(state)]
    while True:
        if state.is_round_over:
            if len(kept) == rounds or state.is_game_over:
                return kept
            state = manipulation.apply(state, manipulation.NextRound(), rng)
            kept.append(RoundRecord(state))
            continue
        action = bot.choose(manipulation.view_for(state, state.current), rng)
        state = manipulation.apply(state, action, rng)
        kept[-1] = kept[-1].with_action(action)


def measure_review(seeds: int = 4, players: int = 3, rounds: int = 2) -> dict[str, float]:
    """Seconds per turn analysed over seat 0's turns in ``seeds`` games: median, p95, max, and counts."""
    times: list[float] = []
    missed = 0
    for seed in range(seeds):
        for turn in meld_chances(played_rounds(seed, players, rounds), 0):
            start = time.perf_counter()
            review = analyse_turn(turn)
            times.append(time.perf_counter() - start)
            missed += review.missed > 0
    times.sort()
    return {
        "turns": len(times),
        "turns_with_points_missed": missed,
        "median_s": statistics.median(times),
        "p95_s": times[min(len(times) - 1, round(0.95 * (len(times) - 1)))],
        "max_s": times[-1],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print(json.dumps(measure_review(args.seeds, args.players, args.rounds)))


if __name__ == "__main__":
    main()
