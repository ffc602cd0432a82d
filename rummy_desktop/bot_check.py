"""``rummy-desktop bot-check "cmd:…"``: the reference harness for bot authors (docs/bot-protocol.md).

The program plays a few games against each computer level of its game, seats
swapped from game to game (Manipulation: the program and one level, two
seats), and the harness reports what an author needs: every fault by kind
(late, garbage, illegal, crash, gave up), the decisions the hard level played
in its place, the time its decisions took (median, 95th percentile, largest),
and per level the win rate with its 95% Wilson interval (a drawn game counts
half). Exit code 0 when the program made no fault, 1 when it made any, 2 for a
bad argument (a command line that cannot start a program is one).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any, Callable, Sequence

from rummy_desktop.ai.bots import GAMES, Bot, levels_of, make_bot
from rummy_desktop.ai.program_player import FAULTS
from rummy_desktop.ai.program_level import PROGRAM_PREFIX, program_problem
from rummy_desktop.headless import close_players, faults_of, play_game, replaced_decisions, wilson_interval

__all__ = ["bot_check", "run_bot_check"]


class _Timed:
    """A player whose every decision's time is kept (the rest is the player's own)."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.seconds: list[float] = []

    @property
    def name(self) -> str:
        return self.bot.name

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        start = time.perf_counter()
        try:
            return self.bot.choose(view, rng, deadline)
        finally:
            self.seconds.append(time.perf_counter() - start)

    def round_over(self, view: Any) -> None:
        round_over = getattr(self.bot, "round_over", None)
        if round_over is not None:
            round_over(view)

    def close(self) -> None:
        """End the program (``close_players`` ends a game's programs through this)."""
        close = getattr(self.bot, "close", None)
        if close is not None:
            close()


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bot_check(
    program: str,
    game: str,
    games: int,
    seed: int,
    levels: Sequence[str] | None = None,
    progress: Callable[[int, float], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games against each level (all of ``game``'s by default); the ``bot-check --json`` object.

    ValueError for a bad game, level or program.
    """
    if not program.startswith(PROGRAM_PREFIX):
        raise ValueError(f"the player to check is a program, written {PROGRAM_PREFIX}COMMAND, not {program!r}")
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")
    problem = program_problem(program[len(PROGRAM_PREFIX):])
    if problem:
        raise ValueError(problem)
    chosen = list(levels or levels_of(game))
    unknown = [level for level in chosen if level not in levels_of(game)]
    if unknown:
        raise ValueError(f"{game} has no level {unknown[0]!r}; choose among {', '.join(levels_of(game))}")
    faults = dict.fromkeys(FAULTS, 0)
    replaced = decisions = 0
    seconds: list[float] = []
    rows: list[dict[str, Any]] = []
    start = time.monotonic()
    for level in chosen:
        won = 0.0
        for i in range(games):
            timed = _Timed(make_bot(game, program))
            seats: list[Bot] = [timed, make_bot(game, level)]
            mine = i % 2
            if mine:
                seats.reverse()
            try:
                record = play_game(game, seats, random.Random(f"{seed}:{level}:{i // 2}"))
            finally:
                close_players(seats)
            won += (1 / len(record.winners)) if mine in record.winners else 0.0
            for kind, times in faults_of(timed.bot).items():
                faults[kind] += times
            replaced += replaced_decisions(timed.bot)
            decisions += len(timed.seconds)
            seconds += timed.seconds
            if progress is not None:
                progress(len(rows) * games + i + 1, time.monotonic() - start)
        low, high = wilson_interval(won, games)
        rows.append({"level": level, "games": games, "games_won": won, "win_rate": won / games,
                     "win_rate_ci95": [low, high]})
    ms = [1000 * s for s in seconds]
    return {
        "program": program,
        "game": game,
        "games_per_level": games,
        "seed": seed,
        "levels": rows,
        "faults": faults,
        "decisions": decisions,
        "replaced_decisions": replaced,
        "ms_per_decision": None if not ms else {
            "median": round(statistics.median(ms), 3), "p95": round(_percentile(ms, 0.95), 3),
            "max": round(max(ms), 3),
        },
        "seconds": round(time.monotonic() - start, 3),
    }


def _text(summary: dict[str, Any]) -> str:
    lines = [f"{summary['program']} at {summary['game']}: {summary['games_per_level']} games against each level, "
             f"seats swapped, seed {summary['seed']}, {summary['seconds']} s", ""]
    lines.append(f"{'level':<10}{'games':>7}{'won':>7}{'win rate (95% CI)':>26}")
    for row in summary["levels"]:
        low, high = row["win_rate_ci95"]
        rate = f"{row['win_rate']:.1%} ({low:.1%}-{high:.1%})"
        lines.append(f"{row['level']:<10}{row['games']:>7}{row['games_won']:>7g}{rate:>26}")
    counted = ", ".join(f"{kind} {n}" for kind, n in summary["faults"].items())
    lines += ["", f"faults: {counted}",
              f"decisions: {summary['decisions']}, of which the hard level played {summary['replaced_decisions']}"]
    ms = summary["ms_per_decision"]
    if ms is not None:
        lines.append(f"time per decision: median {ms['median']:.1f} ms, 95th percentile {ms['p95']:.1f} ms, "
                     f"largest {ms['max']:.1f} ms")
    return "\n".join(lines)


def run_bot_check(args: argparse.Namespace) -> int:
    """``rummy-desktop bot-check``: exit code 0 without a fault, 1 with any, 2 for bad arguments."""
    from rummy_desktop.headless import stderr_progress

    levels = [level.strip() for level in args.levels.split(",") if level.strip()] if args.levels else None
    total = args.games * len(levels or levels_of(args.game))
    try:
        summary = bot_check(args.program, args.game, args.games, args.seed, levels,
                            stderr_progress(total, "bot-check"))
    except ValueError as error:
        print(f"bot-check: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _text(summary))
    return 1 if any(summary["faults"].values()) else 0
