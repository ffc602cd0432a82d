"""How long a computer player takes to decide, over the same games ``rummy-desktop simulate`` plays.

``python -m rummy_desktop.bench.decisions --game gin --players expert,simple --games 200 --seed 1``
deals game *i* from ``random.Random(f"{seed}:{i}")`` and plays it with
:func:`~rummy_desktop.headless.play_game`, as ``simulate`` does, so its games
and results are those of the same ``simulate`` command; it adds the time of
every decision of each seat (median, 95th percentile, largest), and each
seat's wins. It prints a line every ``--every`` games with the figures so far,
so a long run that has to be stopped still leaves its count. ``--first``
starts at another game *i* (a series continued later plays the games it has
not played yet), and ``--deadline SECONDS`` gives every decision a deadline
that many seconds after it is asked, as the app does (``Match.think_seconds``,
2 s): the searches then stop as they do in the app, so a seed no longer
replays the same games on another machine.

Besides the levels a player can choose, ``--players`` takes the test
opponents of :data:`TEST_OPPONENTS`: ``solver`` is the exact-solver
Manipulation player issue 34 measures the expert against (the old hard: the
solver's best play every meld phase, never overlooked, and hard's calibrated
knock). Manipulation takes 2 to 5 players.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any, Sequence

from rummy_desktop.ai.bots import Bot, make_bot
from rummy_desktop.ai.manipulation_bots import ManipulationBot, whole_table
from rummy_desktop.headless import play_game, wilson_interval

__all__ = ["TEST_OPPONENTS", "TimedBot", "main"]

TEST_OPPONENTS: dict[tuple[str, str], Bot] = {
    ("manipulation", "solver"): ManipulationBot("solver", whole_table, knock_confidence=0.5),
}
"""Players that are no level of the game, by (game, name): yardsticks for measuring the levels."""


class TimedBot:
    """A bot that records how long each of its decisions takes (``perf_counter`` seconds).

    ``think_seconds``: a deadline that many seconds after each decision is asked (None: as it is given).
    """

    def __init__(self, game: str, level: str, think_seconds: float | None = None) -> None:
        self._bot = TEST_OPPONENTS.get((game, level)) or make_bot(game, level)
        self.name = self._bot.name
        self.think_seconds = think_seconds
        self.seconds: list[float] = []

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        start = time.perf_counter()
        if self.think_seconds is not None:
            deadline = time.monotonic() + self.think_seconds
        action = self._bot.choose(view, rng, deadline)
        self.seconds.append(time.perf_counter() - start)
        return action


def _times(seconds: Sequence[float]) -> str:
    ordered = sorted(seconds)
    if not ordered:
        return "no decisions"
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"{len(ordered)} decisions, median {1000 * statistics.median(ordered):.1f} ms, "
        f"p95 {1000 * p95:.1f} ms, max {1000 * ordered[-1]:.1f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rummy_desktop.bench.decisions", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="gin")
    parser.add_argument("--players", default="expert,simple", help="the levels (or test opponents), seat 0 first, as for simulate")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=10, help="print the figures so far every N games")
    parser.add_argument("--first", type=int, default=0, help="the first game i to play (games first to first+games-1)")
    parser.add_argument("--deadline", type=float, default=None, metavar="SECONDS",
                        help="give each decision a deadline SECONDS after it is asked, as the app does (2)")
    args = parser.parse_args(argv)
    levels = [p.strip() for p in args.players.split(",")]
    bots = [TimedBot(args.game, level, args.deadline) for level in levels]
    wins = [0.0] * len(bots)
    illegal = 0
    start = time.monotonic()
    for done, i in enumerate(range(args.first, args.first + args.games), start=1):
        record = play_game(args.game, bots, random.Random(f"{args.seed}:{i}"))
        for seat in record.winners:
            wins[seat] += 1 / len(record.winners)
        illegal += sum(record.illegal_actions)
        if done % args.every == 0 or done == args.games:
            low, high = wilson_interval(wins[0], done)
            print(
                f"{done} games, {time.monotonic() - start:.0f} s: {levels[0]} won {wins[0]:g} = {wins[0] / done:.1%} "
                f"({low:.1%}-{high:.1%}); wins by seat {' / '.join(f'{w:g}' for w in wins)}; "
                + "; ".join(f"{level}: {_times(bot.seconds)}" for level, bot in zip(levels, bots))
                + f"; illegal actions {illegal}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
