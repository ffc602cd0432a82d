"""``rummy-desktop tournament``: every pair of players meets, seats swapped, and a table says who is stronger.

Each pair plays ``games`` games of a two-player game. Games ``2k`` and
``2k + 1`` are dealt from the same seed (``"SEED:k"``) with the seats
swapped, so neither player gains from the deal or from playing first, and
every pair is dealt the same cards. A player is a computer level or a program
(``cmd:COMMAND``, docs/bot-protocol.md), started afresh for each game.

Per player, and per pair: the win rate with its 95% Wilson interval (a drawn
game counts half to each), the points scored per round played, the illegal
replies (a program's late, garbage or illegal answers, its crash or its
replacement after too many faults in a row, and any action the engine refused),
the decisions the hard level played in a program's place, and the mean time a
decision took.

A player ranks on its own play: one whose decisions were more than
:data:`UNRANKED_SHARE` the hard level's (a program that crashed, or kept
failing) is listed after the ranked players, marked not ranked, whatever its
win rate: that rate is mostly the hard level's.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Callable, Sequence

from rummy_desktop.headless import (
    close_players,
    faults_of,
    play_game,
    replaced_decisions,
    seat_players,
    stderr_progress,
    wilson_interval,
)

__all__ = ["UNRANKED_SHARE", "tournament", "run_tournament"]

UNRANKED_SHARE = 0.1
"""A player whose decisions were more than this share the hard level's is not ranked."""


@dataclass
class _Tally:
    """One player's games, in one pairing or in all of them."""

    games: int = 0
    won: float = 0.0
    rounds: int = 0
    points: int = 0
    illegal: int = 0
    replaced: int = 0
    decisions: int = 0
    seconds: float = 0.0

    def add(self, other: _Tally) -> None:
        for name in ("games", "won", "rounds", "points", "illegal", "replaced", "decisions", "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def figures(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "games_won": self.won,
            "win_rate": self.won / self.games if self.games else 0.0,
            "win_rate_ci95": list(wilson_interval(self.won, self.games)),
            "points_per_round": round(self.points / self.rounds, 3) if self.rounds else 0.0,
            "illegal_replies": self.illegal,
            "decisions": self.decisions,
            "replaced_decisions": self.replaced,
            "ranked": self.replaced <= UNRANKED_SHARE * self.decisions,
            "ms_per_decision": round(1000 * self.seconds / self.decisions, 3) if self.decisions else None,
        }


def _play(game: str, seated: tuple[str, str], seed: str) -> list[_Tally]:
    """One game between the two players in these seats: a tally for each seat."""
    bots = seat_players(game, seated)
    try:
        record = play_game(game, bots, random.Random(seed))
    finally:
        close_players(bots)
    tallies = []
    for seat in (0, 1):
        refused = record.illegal_actions[seat] + sum(faults_of(bots[seat]).values())
        tallies.append(_Tally(
            games=1,
            won=(1 / len(record.winners)) if seat in record.winners else 0.0,
            rounds=record.rounds,
            points=record.final_scores[seat],
            illegal=refused,
            replaced=replaced_decisions(bots[seat]),
            decisions=record.decisions[seat],
            seconds=record.think_seconds[seat],
        ))
    return tallies


def tournament(
    game: str,
    players: Sequence[str],
    games: int,
    seed: int,
    progress: Callable[[int, float], None] | None = None,
) -> dict[str, Any]:
    """Every pair of ``players`` plays ``games`` games; the ``tournament --json`` object. ValueError for bad players."""
    if len(players) < 2:
        raise ValueError(f"a tournament needs at least 2 players, not {len(players)}")
    if len(set(players)) != len(players):
        raise ValueError("each player may be named once")
    for player in players:
        close_players(seat_players(game, [player]))  # every player is refused now, not after some games
    overall = {player: _Tally() for player in players}
    pairs = []
    start = time.monotonic()
    done = 0
    for first, second in combinations(players, 2):
        mine = {first: _Tally(), second: _Tally()}
        for i in range(games):
            seated = (first, second) if i % 2 == 0 else (second, first)
            for player, tally in zip(seated, _play(game, seated, f"{seed}:{i // 2}")):
                mine[player].add(tally)
            done += 1
            if progress is not None:
                progress(done, time.monotonic() - start)
        for player in (first, second):
            overall[player].add(mine[player])
        pairs.append({"players": [first, second], "results": [mine[first].figures(), mine[second].figures()]})
    standings = sorted(
        ({"player": player, **overall[player].figures()} for player in players),
        key=lambda row: (not row["ranked"], -row["win_rate"]),
    )
    return {
        "game": game,
        "players": list(players),
        "games_per_pair": games,
        "seed": seed,
        "standings": standings,
        "pairs": pairs,
        "illegal_replies": sum(row["illegal_replies"] for row in standings),
        "seconds": round(time.monotonic() - start, 3),
    }


def _rate(figures: dict[str, Any]) -> str:
    low, high = figures["win_rate_ci95"]
    return f"{figures['win_rate']:.1%} ({low:.1%}-{high:.1%})"


def _share(figures: dict[str, Any]) -> str:
    """The share of a player's decisions the hard level played."""
    decisions = figures["decisions"]
    return "-" if not decisions else f"{figures['replaced_decisions'] / decisions:.0%}"


def _ms(figures: dict[str, Any]) -> str:
    ms = figures["ms_per_decision"]
    return "-" if ms is None else f"{ms:.1f}"


def _text(summary: dict[str, Any]) -> str:
    width = max(8, *(len(p) + 2 for p in summary["players"]))
    head = (f"{'games':>7}{'win rate (95% CI)':>26}{'points/round':>14}{'illegal replies':>17}"
            f"{'replaced':>10}{'ms/decision':>13}")
    lines = [
        f"{summary['game']} tournament: {summary['games_per_pair']} games a pair, seats swapped, seed "
        f"{summary['seed']}, {summary['seconds']} s",
        "",
        f"{'player':<{width}}{head}",
    ]
    for row in summary["standings"]:
        lines.append(f"{row['player']:<{width}}{row['games']:>7}{_rate(row):>26}{row['points_per_round']:>14.2f}"
                     f"{row['illegal_replies']:>17}{_share(row):>10}{_ms(row):>13}")
    lines += [f"not ranked: {row['player']} (the hard level played {_share(row)} of its decisions)"
              for row in summary["standings"] if not row["ranked"]]
    lines += ["", f"{'player':<{width}}{'against':<{width}}{head}"]
    for pair in summary["pairs"]:
        for me, other, row in ((0, 1, pair["results"][0]), (1, 0, pair["results"][1])):
            lines.append(
                f"{pair['players'][me]:<{width}}{pair['players'][other]:<{width}}{row['games']:>7}{_rate(row):>26}"
                f"{row['points_per_round']:>14.2f}{row['illegal_replies']:>17}{_share(row):>10}{_ms(row):>13}"
            )
    return "\n".join(lines)


def run_tournament(args: argparse.Namespace) -> int:
    """``rummy-desktop tournament``: exit code 0, or 2 for bad arguments."""
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    pairs = len(players) * (len(players) - 1) // 2
    try:
        summary = tournament(args.game, players, args.games, args.seed,
                             stderr_progress(pairs * args.games, "tournament"))
    except ValueError as error:
        print(f"tournament: {error}", file=sys.stderr)
        return 2
    print(json.dumps(summary) if args.json else _text(summary))
    return 0
