"""Benchmark of the exact table solver on a fixed set of positions.

The set is generated deterministically from a seed: tables of 0 to 80 cards
built from random legal melds (some with a joker standing for a card), hands
of 4 to 20 cards, one pack (2 players: 52 cards and 1 joker) or two packs
(3-5 players: 104 cards and 2 jokers), jokers in hand, on the table or in the
stock. ``python3 -m rummy_desktop.bench.solver`` prints the figures as JSON.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import Card, Face, make_deck

__all__ = ["Position", "random_position", "benchmark_positions", "measure_solver", "BENCH_SEED"]

BENCH_SEED = 20240611
BENCH_SIZE = 200


@dataclass(frozen=True)
class Position:
    table: tuple[tuple[Card, ...], ...]
    hand: tuple[Card, ...]
    packs: int


def _random_meld(rng: random.Random, stock: list[Card]) -> list[Card] | None:
    """A legal meld of real cards around a random card of ``stock`` (removed from it), or None if that failed."""
    reals = [c for c in stock if not c.is_joker]
    if not reals:
        return None
    anchor = rng.choice(reals)
    if rng.random() < 0.4:
        by_suit = {anchor.suit: anchor}
        for card in rng.sample(reals, len(reals)):
            if card.rank == anchor.rank:
                by_suit.setdefault(card.suit, card)
        if len(by_suit) < 3:
            return None
        meld = list(by_suit.values())[: rng.choice((3, 3, 4))]
    else:
        length = rng.choice((3, 3, 4, 4, 5, 6, 7))
        position = rng.choice((1, 14)) if anchor.rank == 1 else anchor.rank
        start = position - rng.randrange(length)
        if start < 1 or start + length > 15:
            return None
        meld = []
        for p in range(start, start + length):
            rank = 1 if p == 14 else p
            found = anchor if p == position else next(
                (c for c in reals if c.suit == anchor.suit and c.rank == rank), None
            )
            if found is None:
                return None
            meld.append(found)
    for card in meld:
        stock.remove(card)
    return meld


def random_position(
    rng: random.Random,
    *,
    packs: int,
    table_cards: int,
    hand_cards: int,
    table_jokers: int = 0,
    hand_jokers: int = 0,
    ranks: Sequence[int] = range(1, 14),
) -> Position:
    """A position with a table of at most (and usually exactly) ``table_cards`` cards made of legal melds.

    ``table_jokers`` jokers stand for a card in random table melds (the card
    they replace goes back to the stock). Only cards of ``ranks`` are dealt
    (a narrow window makes small positions dense).
    """
    deck = make_deck(packs, packs)
    jokers = [c for c in deck if c.is_joker]
    stock = [c for c in deck if not c.is_joker and c.rank in ranks]
    rng.shuffle(stock)
    melds: list[list[Card]] = []
    misses = 0
    while sum(map(len, melds)) < table_cards and misses < 200:
        meld = _random_meld(rng, stock)
        if meld is None or sum(map(len, melds)) + len(meld) > table_cards:
            stock += meld or []
            misses += 1
        else:
            melds.append(meld)
    for joker in jokers[:table_jokers]:
        if not melds:
            break
        meld = rng.choice(melds)
        i = rng.choice([k for k, card in enumerate(meld) if not card.is_joker])
        face = meld[i].face
        assert isinstance(face, Face)
        stock.append(meld[i])
        meld[i] = joker.declare(face)
    rng.shuffle(stock)
    hand = stock[: max(0, hand_cards - hand_jokers)] + jokers[table_jokers : table_jokers + hand_jokers]
    rng.shuffle(hand)
    return Position(tuple(tuple(m) for m in melds), tuple(hand), packs)


def benchmark_positions(count: int = BENCH_SIZE, seed: int = BENCH_SEED) -> list[Position]:
    """The fixed benchmark set: a third one pack (tables up to 40 cards), two thirds two packs (up to 80)."""
    rng = random.Random(seed)
    positions = []
    for i in range(count):
        packs = 1 if i % 3 == 0 else 2
        table = rng.randint(0, 40 if packs == 1 else 80)
        hand = rng.randint(4, 20)
        placement = [rng.choice(("table", "hand", "stock")) for _ in range(packs)]
        positions.append(
            random_position(
                rng,
                packs=packs,
                table_cards=table,
                hand_cards=hand,
                table_jokers=placement.count("table"),
                hand_jokers=placement.count("hand"),
            )
        )
    return positions


def _percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def measure_solver(positions: Sequence[Position] | None = None) -> dict[str, float | int]:
    """Time ``best_play`` on every position (the fixed set by default), one after another.

    Returns the median, 95th percentile and maximum in milliseconds, and how
    many answers are proven optimal (no deadline is given, so all should be).
    """
    chosen = list(positions) if positions is not None else benchmark_positions()
    times: list[float] = []
    optimal = 0
    for position in chosen:
        start = time.perf_counter()
        play = best_play(position.table, position.hand)
        times.append((time.perf_counter() - start) * 1000.0)
        optimal += play.optimal
    return {
        "positions": len(chosen),
        "median_ms": round(statistics.median(times), 2),
        "p95_ms": round(_percentile(times, 0.95), 2),
        "max_ms": round(max(times), 2),
        "proven_optimal": optimal,
    }


if __name__ == "__main__":
    print(json.dumps(measure_solver()))
