"""Benchmark of the review's analysis: the time per Manipulation turn and per Gin decision.

Rounds are played by computer players (Manipulation: every seat at the
``medium`` level, whose plays fall short of the best often enough to review;
Gin: two ``hard`` players), kept as the app keeps them (:class:`RoundRecord`),
and seat 0's turns are analysed one after another, as the review window has
them analysed (:func:`analyse_turn`, :func:`analyse_decision`): the times are
those of whole calls.
Run ``python -m rummy_desktop.bench.review [--game gin] [--seeds N] [--rounds R]``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from rummy_desktop.ai.bots import make_bot
from rummy_desktop.ai.gin_review import analyse_decision
from rummy_desktop.ai.review import analyse_turn
from rummy_desktop.engine import gin, manipulation
from rummy_desktop.engine.gin.replay import decisions
from rummy_desktop.engine.manipulation.replay import meld_chances
from rummy_desktop.engine.record import RoundRecord

__all__ = ["played_rounds", "played_gin_rounds", "measure_review", "measure_gin_review"]


def _kept_rounds(engine: Any, state: Any, bot: Any, rng: random.Random, rounds: int) -> list[RoundRecord]:
    """The first ``rounds`` rounds from ``state`` (a new game of ``engine``, the module of its rules)
    played by ``bot`` at every seat, kept as the app keeps them."""
    kept: list[RoundRecord] = [RoundRecord(state)]
    while True:
        if state.is_round_over:
            if len(kept) == rounds or state.is_game_over:
                return kept
            state = engine.apply(state, engine.NextRound(), rng)
            kept.append(RoundRecord(state))
            continue
        action = bot.choose(engine.view_for(state, state.current_player), rng)
        state = engine.apply(state, action, rng)
        kept[-1] = kept[-1].with_action(action)


def played_rounds(seed: int, players: int, rounds: int) -> list[RoundRecord]:
    """The first ``rounds`` rounds of a game dealt from ``seed``, played by medium computer players."""
    rng = random.Random(seed)
    return _kept_rounds(manipulation, manipulation.new_game(players, rng), make_bot("manipulation", "medium"), rng,
                        rounds)


def played_gin_rounds(seed: int, rounds: int) -> list[RoundRecord]:
    """The first ``rounds`` rounds of a Gin game dealt from ``seed``, played by two hard computer players."""
    rng = random.Random(seed)
    return _kept_rounds(gin, gin.new_game(rng), make_bot("gin", "hard"), rng, rounds)


def _spread(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {
        "median_s": statistics.median(times),
        "p95_s": times[min(len(times) - 1, round(0.95 * (len(times) - 1)))],
        "max_s": times[-1],
    }


def measure_gin_review(seeds: int = 4, rounds: int = 3) -> dict[str, float]:
    """Seconds per decision analysed over seat 0's decisions in ``seeds`` Gin games: median, p95, max, counts."""
    times: list[float] = []
    big = 0
    for seed in range(seeds):
        for index, decision in enumerate(decisions(played_gin_rounds(seed, rounds), 0)):
            start = time.perf_counter()
            review = analyse_decision(decision, index)
            times.append(time.perf_counter() - start)
            big += review.big_mistake
    return {"decisions": len(times), "big_mistakes": big, **_spread(times)}


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
    return {"turns": len(times), "turns_with_points_missed": missed, **_spread(times)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("manipulation", "gin"), default="manipulation")
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--players", type=int, default=3, help="Manipulation only")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    if args.game == "gin":
        print(json.dumps(measure_gin_review(args.seeds, args.rounds)))
    else:
        print(json.dumps(measure_review(args.seeds, args.players, args.rounds)))


if __name__ == "__main__":
    main()
