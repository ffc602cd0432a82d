"""The headless tools: ``rummy-desktop simulate`` and ``rummy-desktop bench``.

:func:`play_game` plays one whole game between computer players. Every
action a bot chooses goes through the engine's ``apply``; an action the
engine refuses is counted as an illegal attempt and replaced by a safe legal
action, so the game always finishes. Each bot sees only its own seat's view.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from rummy_desktop.ai.bots import GAMES, Bot, make_bot
from rummy_desktop.ai.program_player import FAULTS, PROGRAM_PREFIX, program_problem
from rummy_desktop.ai.protocol import tell_round_over
from rummy_desktop.engine import gin, manipulation

__all__ = [
    "GameRecord",
    "close_players",
    "faults_of",
    "replaced_decisions",
    "play_game",
    "seat_players",
    "simulate",
    "stderr_progress",
    "run_simulate",
    "run_bench",
    "wilson_interval",
]

MAX_ACTIONS = 100_000
"""A game longer than this is a bug (a loop between bots), not a long game."""

PROGRESS_SECONDS = 5.0


@dataclass(frozen=True)
class GameRecord:
    """One finished game, seat by seat (seat i played ``bots[i]``).

    ``decisions`` and ``think_seconds`` (each seat's count of decisions and
    time spent choosing them) are measured, so they differ between replays of
    a game and are left out of comparisons.
    """

    game: str
    winners: tuple[int, ...]
    final_scores: tuple[int, ...]
    rounds_won: tuple[int, ...]
    rounds: int
    illegal_actions: tuple[int, ...]
    actions: int
    decisions: tuple[int, ...] = field(default=(), compare=False)
    think_seconds: tuple[float, ...] = field(default=(), compare=False)


@dataclass(frozen=True)
class _Engine:
    """What play_game needs from one game's rules package."""

    new_game: Callable[[random.Random, int], Any]
    apply: Callable[..., Any]
    view_for: Callable[[Any, int], Any]
    legal_actions: Callable[[Any], list[Any]]
    illegal: type[Exception]
    round_winners: Callable[[Any], Sequence[int]]
    final: Callable[[Any], tuple[tuple[int, ...], tuple[int, ...]]]


def _gin_final(state: gin.GinState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    result = state.game_result
    assert result is not None, "play_game asks for the final result of a game that is over"
    totals = [sum(g.final[seat] for g in result.games) for seat in (0, 1)]
    return result.winners, tuple(totals)


def _gin_round_winners(state: gin.GinState) -> Sequence[int]:
    result = state.round_result
    assert result is not None, "play_game asks for the winners of a round that is over"
    winner = result.winner
    return () if winner is None else (winner,)


def _gin_engine(game: str, rules: gin.GinRules | None) -> _Engine:
    chosen = rules or gin.GinRules(variant=game)
    if chosen.variant != game:
        raise ValueError(f"rules for {chosen.variant!r} given for a game of {game!r}")
    return _Engine(
        new_game=lambda rng, seats: gin.new_game(rng, chosen),
        apply=gin.apply,
        view_for=gin.view_for,
        legal_actions=gin.legal_actions,
        illegal=gin.IllegalAction,
        round_winners=_gin_round_winners,
        final=_gin_final,
    )


def _manipulation_engine(rules: manipulation.ManipulationRules | None) -> _Engine:
    chosen = rules or manipulation.ManipulationRules()
    return _Engine(
        new_game=lambda rng, seats: manipulation.new_game(seats, rng, chosen),
        apply=manipulation.apply,
        view_for=manipulation.view_for,
        legal_actions=manipulation.legal_actions,
        illegal=manipulation.IllegalAction,
        round_winners=lambda state: state.round_result.winners,
        final=lambda state: (state.game_result.winners, state.game_result.final_scores),
    )


def _engine(game: str, rules: Any) -> _Engine:
    if game == "manipulation":
        return _manipulation_engine(rules)
    if game in GAMES:
        return _gin_engine(game, rules)
    raise ValueError(f"unknown game {game!r}; choose one of {', '.join(GAMES)}")


def _safe_action(engine: _Engine, state: Any) -> Any:
    """A legal action that ends nothing early: anything but a knock if there is a choice."""
    actions = engine.legal_actions(state)
    calm = [a for a in actions if type(a).__name__ != "Knock"]
    return (calm or actions)[0]


def play_game(game: str, bots: Sequence[Bot], rng: random.Random, rules: Any = None) -> GameRecord:
    """Play one whole game of ``game`` between ``bots`` (one per seat) and return its record.

    ``rng`` deals the cards; each bot gets its own generator seeded from it,
    so a seed replays the same game. ``rules`` defaults to the standard
    rules of the game (for Gin, ``GinRules(variant=game)``).
    """
    engine = _engine(game, rules)
    seats = len(bots)
    bot_rngs = [random.Random(rng.getrandbits(64)) for _ in bots]
    state = engine.new_game(rng, seats)
    illegal = [0] * seats
    decisions = [0] * seats
    thought = [0.0] * seats
    rounds_won = [0] * seats
    rounds = actions = 0
    while not state.is_game_over:
        if state.is_round_over:
            tell_round_over(enumerate(bots), engine.view_for, state)
            rounds += 1
            for seat in engine.round_winners(state):
                rounds_won[seat] += 1
            state = engine.apply(state, _next_round(game), rng)
            continue
        seat = state.current
        view = engine.view_for(state, seat)
        asked = time.perf_counter()
        action = bots[seat].choose(view, bot_rngs[seat])
        thought[seat] += time.perf_counter() - asked
        decisions[seat] += 1
        try:
            state = engine.apply(state, action, rng)
        except engine.illegal:
            illegal[seat] += 1
            state = engine.apply(state, _safe_action(engine, state), rng)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"a game of {game} did not end after {MAX_ACTIONS} actions")
    tell_round_over(enumerate(bots), engine.view_for, state)
    rounds += 1
    for seat in engine.round_winners(state):
        rounds_won[seat] += 1
    winners, scores = engine.final(state)
    return GameRecord(
        game, tuple(winners), tuple(scores), tuple(rounds_won), rounds, tuple(illegal), actions,
        tuple(decisions), tuple(thought),
    )


def _next_round(game: str) -> Any:
    return manipulation.NextRound() if game == "manipulation" else gin.NextRound()


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a win rate of ``wins`` out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _seat_counts(game: str) -> tuple[int, int]:
    return (2, 5) if game == "manipulation" else (2, 2)


def seat_players(game: str, players: Sequence[str]) -> list[Bot]:
    """One fresh player per seat (a level, or ``cmd:COMMAND`` for a program); ValueError for a bad one.

    A program must be found before any game starts; once started, it lives
    for one game (:func:`close_players`).
    """
    for player in players:
        if player.startswith(PROGRAM_PREFIX):
            problem = program_problem(player[len(PROGRAM_PREFIX):])
            if problem:
                raise ValueError(problem)
    return [make_bot(game, player) for player in players]


def close_players(bots: Sequence[Bot]) -> None:
    """End the programs among ``bots`` (the built-in levels hold nothing to end)."""
    for bot in bots:
        close = getattr(bot, "close", None)
        if close is not None:
            close()


def faults_of(bot: Bot) -> dict[str, int]:
    """What went wrong with a program player, by cause (all 0 for a built-in level): see ``FAULTS``."""
    faults = getattr(bot, "faults", {})
    return {kind: faults.get(kind, 0) for kind in FAULTS}


def replaced_decisions(bot: Bot) -> int:
    """The decisions the hard level played for a program player (0 for a built-in level)."""
    return int(getattr(bot, "replaced_decisions", 0))


def simulate(
    game: str,
    players: Sequence[str],
    games: int,
    seed: int,
    progress: Callable[[int, float], None] | None = None,
) -> dict[str, Any]:
    """Play ``games`` games and summarise them per seat (the ``simulate --json`` object).

    Game ``i`` is dealt from ``random.Random(f"{seed}:{i}")``, so any one game
    can be replayed on its own.
    """
    low, high = _seat_counts(game)
    if not low <= len(players) <= high:
        count = str(low) if low == high else f"{low} to {high}"
        raise ValueError(f"{game} is played by {count} players, not {len(players)}")
    seat_players(game, players)  # every player is refused now, not after some games
    seats = len(players)
    won = [0.0] * seats
    rounds_won = [0] * seats
    score_sum = [0] * seats
    illegal = [0] * seats
    decisions = [0] * seats
    thought = [0.0] * seats
    faults = [dict.fromkeys(FAULTS, 0) for _ in range(seats)]
    replaced = [0] * seats
    rounds = 0
    start = time.monotonic()
    for i in range(games):
        bots = seat_players(game, players)
        try:
            record = play_game(game, bots, random.Random(f"{seed}:{i}"))
        finally:
            close_players(bots)
        for seat in record.winners:
            won[seat] += 1 / len(record.winners)
        for seat in range(seats):
            rounds_won[seat] += record.rounds_won[seat]
            score_sum[seat] += record.final_scores[seat]
            illegal[seat] += record.illegal_actions[seat]
            decisions[seat] += record.decisions[seat]
            thought[seat] += record.think_seconds[seat]
            for kind, times in faults_of(bots[seat]).items():
                faults[seat][kind] += times
            replaced[seat] += replaced_decisions(bots[seat])
        rounds += record.rounds
        if progress is not None:
            progress(i + 1, time.monotonic() - start)
    seconds = time.monotonic() - start
    return {
        "game": game,
        "players": list(players),
        "games": games,
        "seed": seed,
        "rounds": rounds,
        "seats": [
            {
                "seat": seat,
                "player": players[seat],
                "games_won": won[seat],
                "win_rate": won[seat] / games if games else 0.0,
                "win_rate_ci95": list(wilson_interval(won[seat], games)),
                "rounds_won": rounds_won[seat],
                "mean_score": score_sum[seat] / games if games else 0.0,
                "illegal_actions": illegal[seat],
                "program_faults": faults[seat],
                "replaced_decisions": replaced[seat],
                "decisions": decisions[seat],
                "ms_per_decision": round(1000 * thought[seat] / decisions[seat], 3) if decisions[seat] else None,
            }
            for seat in range(seats)
        ],
        "illegal_actions": sum(illegal),
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 3) if seconds > 0 else None,
    }


def stderr_progress(total: int, command: str = "simulate") -> Callable[[int, float], None]:
    """A progress report for ``command`` on standard error, at most every few seconds."""
    last = [0.0]

    def report(done: int, elapsed: float) -> None:
        if elapsed - last[0] >= PROGRESS_SECONDS or (done == total and last[0] > 0):
            last[0] = elapsed
            print(f"{command}: {done}/{total} games, {done / elapsed:.2f} games/s", file=sys.stderr, flush=True)

    return report


def _simulate_text(summary: dict[str, Any]) -> str:
    width = max(8, *(len(s["player"]) + 2 for s in summary["seats"]))
    lines = [
        f"{summary['game']}: {summary['games']} games, seed {summary['seed']}, {summary['rounds']} rounds, "
        f"{summary['games_per_second']} games/s",
        f"{'seat':<5}{'player':<{width}}{'games won':>10}{'win rate (95% CI)':>26}{'rounds won':>12}"
        f"{'mean score':>12}{'illegal':>9}",
    ]
    for s in summary["seats"]:
        low, high = s["win_rate_ci95"]
        rate = f"{s['win_rate']:.1%} ({low:.1%}-{high:.1%})"
        lines.append(
            f"{s['seat']:<5}{s['player']:<{width}}{s['games_won']:>10g}{rate:>26}{s['rounds_won']:>12}"
            f"{s['mean_score']:>12.1f}{s['illegal_actions']:>9}"
        )
    lines.append(f"illegal actions attempted: {summary['illegal_actions']}")
    for s in summary["seats"]:
        if s["player"].startswith(PROGRAM_PREFIX):
            counted = ", ".join(f"{kind} {n}" for kind, n in s["program_faults"].items())
            lines.append(f"seat {s['seat']}, a program: faults: {counted}; the hard level played "
                         f"{s['replaced_decisions']} of its {s['decisions']} decisions")
    return "\n".join(lines)


def run_simulate(args: argparse.Namespace) -> int:
    """``rummy-desktop simulate``: exit code 0, or 2 for bad arguments, 1 if any action was illegal."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        summary = simulate(args.game, players, args.games, args.seed, stderr_progress(args.games))
    except ValueError as error:
        print(f"simulate: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _simulate_text(summary))
    return 1 if summary["illegal_actions"] else 0


BENCH_GAMES = {"gin": ("hard", "hard"), "manipulation": ("hard", "hard", "hard")}
"""Whole games timed by ``bench``: hard players, as a player meets them (Manipulation: you and two computers)."""


QUICK_SEED = 2
"""The one game each that ``bench --quick`` plays: a smoke test of the figure, not a measurement."""


def _games_per_second(game: str, players: Sequence[str], games: int, seed: int) -> dict[str, Any]:
    summary = simulate(game, players, games, seed)
    return {
        "players": ",".join(players),
        "games": games,
        "rounds": summary["rounds"],
        "games_per_second": summary["games_per_second"],
        "illegal_actions": summary["illegal_actions"],
    }


def bench(quick: bool) -> dict[str, Any]:
    """Every figure of ``rummy-desktop bench`` (``quick``: a few seconds in all, for a smoke test)."""
    from rummy_desktop.bench.gin import measure_best_melds
    from rummy_desktop.bench.solver import benchmark_positions, measure_solver

    positions = benchmark_positions()
    return {
        "quick": quick,
        "solver": measure_solver(positions[0:30:3] if quick else positions),
        "best_melds": measure_best_melds(0.4 if quick else 8.0, random.Random(1)),
        "games": {
            game: _games_per_second(game, players, *((1, QUICK_SEED) if quick else (20, 1)))
            for game, players in BENCH_GAMES.items()
        },
    }


def _bench_text(figures: dict[str, Any]) -> str:
    solver = figures["solver"]
    lines = [
        f"table solver: {solver['positions']} positions, median {solver['median_ms']} ms, "
        f"p95 {solver['p95_ms']} ms, max {solver['max_ms']} ms",
        "best_melds, hands per second:",
        *(f"  {name}: {rate:,.0f}" for name, rate in figures["best_melds"].items()),
        "whole games:",
        *(
            f"  {game} ({g['players']}): {g['games_per_second']} games/s over {g['games']} games"
            for game, g in figures["games"].items()
        ),
    ]
    return "\n".join(lines)


def run_bench(args: argparse.Namespace) -> int:
    """``rummy-desktop bench``: print the figures (one JSON object with ``--json``); exit code 0."""
    figures = bench(args.quick)
    print(json.dumps(figures) if args.json else _bench_text(figures))
    return 0
