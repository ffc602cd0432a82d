"""``best_play`` side by side with the best public integer program (the peer), band by band of table size.

``rummy-desktop bench --peer`` or ``python3 -m rummy_desktop.bench.solver_vs_peer``
(options: ``--runs N``, ``--backend GLPK_MI|HIGHS``, ``--json``, ``--markdown``:
the table of docs/benchmarks.md). The peer, PyPI ``rummikub-solver`` 1.0.0
with GLPK_MI (its fastest backend) by default, is installed only with the
``bench`` extra (``pip install -e .[bench]``); :mod:`rummy_desktop.bench.peer`
says how it is given our rules, our objective (points from hand, then cards,
then fewer jokers) and the smallest template family each solve needs.

The positions (:func:`bench_positions`, fixed by seeds) fall in four bands of
table size, 0-19, 20-39, 40-59 and 60 or more cards:

- *generated*: per band and per joker placement (none in play; in hand; on
  the table, declared; both) tables of random legal melds and hands of 4 to
  20 cards (:func:`rummy_desktop.bench.solver.random_position`); below 40
  table cards every other one is a one-pack game, the rest two packs; the
  largest generated tables have 60 to 90 cards; then as many again per band
  with no joker in play (:data:`JOKER_FREE_EXTRA`), so that the joker-free
  medians rest on 16 positions per band, not 8;
- *game*: positions met by the players of simulated 3-, 4- and 5-player games
  (the engine and the medium computer players, which lay off greedily and so
  fill the table: up to about 100 cards), every time a player may meld, a few
  per band and game, evenly spread.

Each position is solved by ``best_play`` (no deadline) and by the peer, one
after the other in one process pinned to one core; both objectives must be
equal. Each solve is timed in CPU time of the process (the machine is
shared: wall time counts the waits for a core too) and in wall time. The
summary gives per band, for all its positions, those with and without jokers
in play, and those from games and generated: the median of the per-position
ratio project/peer, both solvers' medians, the project's 95th percentile and
worst time; and the set's mix (jokers, aces, games) per band.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

from rummy_desktop.ai.bots import Bot, make_bot
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import Card, card_points

from .peer import BACKENDS, FASTEST_BACKEND
from .peer_tiles import Objective
from .solver import Position, random_position

__all__ = [
    "BANDS",
    "JOKER_PLACEMENTS",
    "Case",
    "Timing",
    "band_of",
    "bench_positions",
    "game_positions",
    "generated_positions",
    "time_both",
    "summarise",
    "mix",
    "markdown",
    "main",
]

BANDS = ((0, 19), (20, 39), (40, 59), (60, 200))
"""Table-size bands (cards on the table, both ends included); the last one is '60 or more'."""
JOKER_PLACEMENTS = ("none", "hand", "table", "hand+table")
GENERATED_SEED = 20261201
PER_PLACEMENT = 8
"""Generated positions per band and joker placement."""
JOKER_FREE_EXTRA = 8
"""More generated positions per band with no joker (issue 35: with 8 joker-free positions per band above
20 cards, against 42 with jokers, one position moved the joker-free medians)."""
GAME_SEEDS = {3: 1, 4: 1, 5: 2}
"""Players -> seed of the simulated game the positions come from."""
PER_GAME_BAND = 6
"""Game positions kept per game and band."""
LARGEST_TABLE = 90
GOALS = {"median_ratio": 0.5, "ours_p95_ms": 20.0, "ours_max_ms": 100.0}
"""Issue 35's goals: median ratio per band and kind, p95 and worst time over the whole set (CPU ms)."""
KINDS = ("all", "with_jokers", "without_jokers", "game", "generated")


@dataclass(frozen=True)
class Case:
    """One benchmark position and where it comes from ("generated, hand jokers", "game, 4 players")."""

    source: str
    position: Position

    @property
    def table_cards(self) -> int:
        return sum(map(len, self.position.table))

    @property
    def cards(self) -> list[Card]:
        return [*self.position.hand, *(c for meld in self.position.table for c in meld)]

    @property
    def has_jokers(self) -> bool:
        """A joker in hand or on the table."""
        return any(c.is_joker for c in self.cards)

    @property
    def has_aces(self) -> bool:
        """A real ace in hand or on the table (it may end a run low or high)."""
        return any(c.rank == 1 for c in self.cards)

    @property
    def from_game(self) -> bool:
        return self.source.startswith("game")

    def is_kind(self, kind: str) -> bool:
        """Is this case among the ``kind`` of :data:`KINDS`?"""
        return {
            "all": True,
            "with_jokers": self.has_jokers,
            "without_jokers": not self.has_jokers,
            "game": self.from_game,
            "generated": not self.from_game,
        }[kind]


def band_of(table_cards: int) -> int:
    return next(i for i, (low, high) in enumerate(BANDS) if low <= table_cards <= high)


def band_name(index: int) -> str:
    low, high = BANDS[index]
    return f"{low}-{high}" if index < len(BANDS) - 1 else f"{low}+"


def generated_positions(
    seed: int = GENERATED_SEED, per_placement: int = PER_PLACEMENT, joker_free_extra: int = JOKER_FREE_EXTRA
) -> list[Case]:
    """Random legal tables in each band, for each joker placement (see the module docstring), then
    ``joker_free_extra`` more per band with no joker, drawn from a stream of their own (seed + 1) so
    that the positions before them stay the same."""
    rng = random.Random(seed)
    cases = [
        case
        for index in range(len(BANDS))
        for placement in JOKER_PLACEMENTS
        for case in _generated(rng, index, placement, per_placement)
    ]
    extra = random.Random(seed + 1)
    return cases + [case for index in range(len(BANDS)) for case in _generated(extra, index, "none", joker_free_extra)]


def _generated(rng: random.Random, band: int, placement: str, count: int) -> list[Case]:
    """``count`` random positions of one band with jokers placed as ``placement`` says."""
    low, high = BANDS[band]
    high = min(high, LARGEST_TABLE)
    cases: list[Case] = []
    while len(cases) < count:
        made = len(cases)
        packs = 1 if high < 40 and made % 2 else 2
        jokers = 1 if packs == 1 else 2
        on_table = jokers if placement == "table" else (1 if placement == "hand+table" else 0)
        in_hand = jokers if placement == "hand" else (1 if placement == "hand+table" else 0)
        if packs == 1 and placement == "hand+table":
            on_table, in_hand = (1, 0) if made % 4 == 1 else (0, 1)
        position = random_position(
            rng,
            packs=packs,
            table_cards=rng.randint(low, high),
            hand_cards=rng.randint(4, 20),
            table_jokers=on_table,
            hand_jokers=in_hand,
        )
        case = Case(f"generated, jokers: {placement}", position)
        if low <= case.table_cards <= high and (on_table == 0 or case.has_jokers):
            cases.append(case)
    return cases


class _Recorder:
    """A computer player that notes every position in which it may meld, then plays as ``bot`` would."""

    def __init__(self, bot: Bot, seen: list[Position]) -> None:
        self.bot, self.seen = bot, seen

    @property
    def name(self) -> str:
        return self.bot.name

    def choose(self, view: Any, rng: random.Random, deadline: float | None = None) -> Any:
        from rummy_desktop.engine.manipulation import Phase, can_meld

        if view.phase not in (Phase.ROUND_OVER, Phase.KNOCK_DECISION) and can_meld(view):
            self.seen.append(Position(tuple(map(tuple, view.table)), tuple(view.hand), 2))
        return self.bot.choose(view, rng)


def game_positions(seeds: dict[int, int] | None = None, per_band: int = PER_GAME_BAND) -> list[Case]:
    """Positions met in simulated games, ``per_band`` per game and band, evenly spread over the game."""
    from rummy_desktop.headless import play_game

    cases = []
    for players, seed in (seeds or GAME_SEEDS).items():
        seen: list[Position] = []
        play_game("manipulation", [_Recorder(make_bot("manipulation", "beginner"), seen) for _ in range(players)], random.Random(seed))
        for index in range(len(BANDS)):
            inside = [p for p in seen if band_of(sum(map(len, p.table))) == index]
            step = max(1, len(inside) // per_band)
            cases += [Case(f"game, {players} players", p) for p in inside[::step][:per_band]]
    return cases


def bench_positions() -> list[Case]:
    """The fixed benchmark set: generated positions, then positions from games."""
    return generated_positions() + game_positions()


@dataclass(frozen=True)
class Timing:
    """One position solved by both: CPU and wall milliseconds, and each one's objective."""

    case: Case
    ours_cpu: float
    ours_wall: float
    peer_cpu: float
    peer_wall: float
    ours: Objective
    peer: Objective

    @property
    def ratio(self) -> float:
        return self.ours_cpu / self.peer_cpu


def _objective(cards: Sequence[Card]) -> Objective:
    """Points, cards and jokers (negated) played from hand: what both solvers maximise in this order."""
    return (sum(card_points(c) for c in cards), len(cards), -sum(1 for c in cards if c.is_joker))


PeerSolve = Callable[[Position], Objective]


def _timed(solve: Callable[[], Objective]) -> tuple[float, float, Objective]:
    cpu, wall = time.process_time(), time.perf_counter()
    result = solve()
    return (time.process_time() - cpu) * 1000.0, (time.perf_counter() - wall) * 1000.0, result


def time_both(cases: Sequence[Case], peer: PeerSolve) -> list[Timing]:
    """Solve every case with ``best_play`` and then with ``peer``; ValueError on the first disagreement."""
    timings = []
    for case in cases:
        p = case.position
        ours_cpu, ours_wall, ours = _timed(lambda: _objective(best_play(p.table, p.hand).played))
        peer_cpu, peer_wall, theirs = _timed(lambda: peer(p))
        if ours != theirs:
            raise ValueError(f"best_play found {ours}, the peer {theirs} on {case}")
        timings.append(Timing(case, ours_cpu, ours_wall, peer_cpu, peer_wall, ours, theirs))
    return timings


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _figures(timings: Sequence[Timing]) -> dict[str, Any]:
    return {
        "positions": len(timings),
        "median_ratio": round(statistics.median(t.ratio for t in timings), 3),
        "ours_median_ms": round(statistics.median(t.ours_cpu for t in timings), 2),
        "peer_median_ms": round(statistics.median(t.peer_cpu for t in timings), 2),
        "ours_p95_ms": round(percentile([t.ours_cpu for t in timings], 0.95), 2),
        "ours_max_ms": round(max(t.ours_cpu for t in timings), 2),
        "ours_median_wall_ms": round(statistics.median(t.ours_wall for t in timings), 2),
        "peer_median_wall_ms": round(statistics.median(t.peer_wall for t in timings), 2),
    }


def _by_band(cases: Sequence[Case]) -> dict[str, list[int]]:
    """Band name -> indices of its cases, bands in order, empty ones left out."""
    found: dict[str, list[int]] = {}
    for index in range(len(BANDS)):
        inside = [i for i, case in enumerate(cases) if band_of(case.table_cards) == index]
        if inside:
            found[band_name(index)] = inside
    return found


def summarise(timings: Sequence[Timing]) -> dict[str, Any]:
    """Per band and kind (:data:`KINDS`), and over the whole set (CPU milliseconds unless named wall)."""
    bands: dict[str, Any] = {}
    for band, indices in _by_band([t.case for t in timings]).items():
        inside = [timings[i] for i in indices]
        parts = {kind: [t for t in inside if t.case.is_kind(kind)] for kind in KINDS}
        bands[band] = {kind: _figures(part) for kind, part in parts.items() if part}
    return {"bands": bands, "whole_set": _figures(timings)}


def mix(cases: Sequence[Case]) -> dict[str, dict[str, int]]:
    """Per band (and "all"): how many positions, with jokers, without, with aces, from games, generated."""

    def counts(part: Sequence[Case]) -> dict[str, int]:
        return {
            "positions": len(part),
            "with_jokers": sum(c.has_jokers for c in part),
            "without_jokers": sum(not c.has_jokers for c in part),
            "with_aces": sum(c.has_aces for c in part),
            "game": sum(c.from_game for c in part),
            "generated": sum(not c.from_game for c in part),
        }

    found = {band: counts([cases[i] for i in indices]) for band, indices in _by_band(cases).items()}
    return {**found, "all": counts(cases)}


def _pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def _peer_solver(backend: str = FASTEST_BACKEND) -> PeerSolve:
    from .peer import Peer

    peers = {packs: Peer(packs, backend) for packs in (1, 2)}
    return lambda position: peers[position.packs].best_objective(position.table, position.hand)


@contextlib.contextmanager
def _quiet_stdout() -> Iterator[None]:
    """Nothing written to the standard output reaches it, not even from C (HiGHS greets on its first solve)."""
    sys.stdout.flush()
    saved = os.dup(1)
    with open(os.devnull, "w") as sink:
        os.dup2(sink.fileno(), 1)
        try:
            yield
        finally:
            os.dup2(saved, 1)
            os.close(saved)


def run(runs: int = 1, backend: str = FASTEST_BACKEND) -> dict[str, Any]:
    """Every figure, ``runs`` times over the whole set (after a warm-up of both solvers), and the load around."""
    load_before = os.getloadavg()[0]
    with _quiet_stdout():
        peer = _peer_solver(backend)
    _pin_to_one_core()
    cases = bench_positions()
    with _quiet_stdout():
        time_both(cases[:4], peer)  # warm-up: imports, the peer's first calls, caches
    results = [summarise(time_both(cases, peer)) for _ in range(runs)]
    return {
        "positions": len(cases),
        "backend": backend,
        "mix": mix(cases),
        "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        "runs": results,
    }


def _span(values: Sequence[float], digits: int) -> str:
    """One value, or the range ``low-high`` over the runs."""
    low, high = f"{min(values):.{digits}f}", f"{max(values):.{digits}f}"
    return low if low == high else f"{low}-{high}"


def _missed(figure: str, values: Sequence[float]) -> str:
    """The worst run's value against the goal: ``met`` or by how much it is missed."""
    worst = max(values)
    return "met" if worst <= GOALS[figure] else f"missed by {worst - GOALS[figure]:.{2 if figure == 'median_ratio' else 1}f}"


_COLUMNS = (
    ("median ratio", "median_ratio", 2),
    ("ours, median ms", "ours_median_ms", 1),
    ("peer, median ms", "peer_median_ms", 1),
    ("ours, p95 ms", "ours_p95_ms", 1),
    ("ours, worst ms", "ours_max_ms", 1),
)


def markdown(figures: dict[str, Any]) -> str:
    """The table of docs/benchmarks.md: the mix, then per band and kind every figure (ranges over the runs)."""
    runs = figures["runs"]
    lines = [
        f"best_play against rummikub-solver 1.0.0 with {figures['backend']}: {figures['positions']} positions, "
        f"{len(runs)} run(s), CPU ms on one core, load average {figures['load_average'][0]} before and "
        f"{figures['load_average'][1]} after; both objectives equal on every position of every run.",
        "",
        "| table cards | positions | with jokers | without | with aces | from games | generated |",
        "|---|---|---|---|---|---|---|",
    ]
    for band, counts in figures["mix"].items():
        lines.append(f"| {band} | " + " | ".join(str(n) for n in list(counts.values())) + " |")
    lines += [
        "",
        "| table cards | positions | " + " | ".join(title for title, _, _ in _COLUMNS) + " | ratio goal 0.5 |",
        "|---|---|" + "---|" * len(_COLUMNS) + "---|",
    ]
    for band, parts in runs[0]["bands"].items():
        for kind, first in parts.items():
            cells = [_span([r["bands"][band][kind][key] for r in runs], digits) for _, key, digits in _COLUMNS]
            ratios = [r["bands"][band][kind]["median_ratio"] for r in runs]
            label = band if kind == "all" else f"{band}, {kind.replace('_', ' ')}"
            lines.append(f"| {label} | {first['positions']} | " + " | ".join(cells) + f" | {_missed('median_ratio', ratios)} |")
    whole = [r["whole_set"] for r in runs]
    lines += [
        "",
        f"Whole set: median ratio {_span([w['median_ratio'] for w in whole], 2)}; "
        + "; ".join(
            f"ours {name} {_span([w[key] for w in whole], 1)} ms (goal {GOALS[key]:g}: {_missed(key, [w[key] for w in whole])})"
            for name, key in (("p95", "ours_p95_ms"), ("worst", "ours_max_ms"))
        )
        + ".",
    ]
    return "\n".join(lines)


def _text(figures: dict[str, Any]) -> str:
    lines = [
        f"best_play vs rummikub-solver 1.0.0 ({figures['backend']}), {figures['positions']} positions, CPU ms, one core"
    ]
    for number, result in enumerate(figures["runs"], 1):
        lines.append(f"run {number}:")
        lines.append(f"  {'band':<8}{'kind':<16}{'n':>4}{'ratio':>8}{'ours':>9}{'peer':>9}{'ours p95':>10}")
        for band, parts in result["bands"].items():
            for kind, f in parts.items():
                lines.append(
                    f"  {band:<8}{kind:<16}{f['positions']:>4}{f['median_ratio']:>8.2f}"
                    f"{f['ours_median_ms']:>9.1f}{f['peer_median_ms']:>9.1f}{f['ours_p95_ms']:>10.1f}"
                )
        whole = result["whole_set"]
        lines.append(
            f"  whole set: ratio {whole['median_ratio']:.2f}, ours p95 {whole['ours_p95_ms']:.1f} ms, "
            f"max {whole['ours_max_ms']:.1f} ms"
        )
    return "\n".join(lines)


def run_from_command_line(runs: int, as_json: bool, backend: str = FASTEST_BACKEND, as_markdown: bool = False) -> int:
    """Print the figures; exit code 2, with what to install, when the peer is missing."""
    if runs < 1:
        print("bench: --runs must be at least 1", file=sys.stderr)
        return 2
    try:
        figures = run(runs, backend)
    except ModuleNotFoundError as missing:
        print(
            f"bench --peer: {missing.name} is not installed; it comes with the bench extra: pip install -e '.[bench]'",
            file=sys.stderr,
        )
        return 2
    print(json.dumps(figures) if as_json else markdown(figures) if as_markdown else _text(figures))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m rummy_desktop.bench.solver_vs_peer", description=__doc__)
    parser.add_argument("--runs", type=int, default=1, help="passes over the whole set")
    parser.add_argument(
        "--backend", choices=BACKENDS, default=FASTEST_BACKEND, help="the peer's solver (default: %(default)s, its fastest)"
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print one JSON object")
    output.add_argument("--markdown", action="store_true", help="print the tables of docs/benchmarks.md")
    args = parser.parse_args(argv)
    return run_from_command_line(args.runs, args.json, args.backend, args.markdown)


if __name__ == "__main__":
    raise SystemExit(main())
