"""Benchmark of Gin's deadwood search (``best_melds``), the inner loop of every Gin bot decision.

Hands are drawn from the whole pack, and from the meld-rich band of ranks 4-9
(24 cards, where sets and runs compete for the same cards). The hands are
drawn before the clock starts; each kind gets an equal share of the time, and
the fastest pass over its hands is reported.
"""

from __future__ import annotations

import json
import random
import time
from typing import Callable, Sequence

from rummy_desktop.engine.cards import Card, make_deck
from rummy_desktop.engine.gin import best_melds, deadwood

__all__ = ["measure_best_melds"]

_PACK = make_deck(1, 0)
_BANDS = {"random": _PACK, "meld_rich": [c for c in _PACK if 4 <= c.rank <= 9]}
_SAMPLE = 1000


def _rate(function: Callable[[Sequence[Card]], object], hands: list[list[Card]], seconds: float) -> float:
    """Hands per second for ``function``: the fastest of repeated passes over the hands
    within ``seconds`` (as timeit does, so that other work on the machine weighs less)."""
    best = 0.0
    deadline = time.perf_counter() + seconds
    while True:
        start = time.perf_counter()
        for hand in hands:
            function(hand)
        end = time.perf_counter()
        best = max(best, len(hands) / (end - start))
        if end >= deadline:
            return best


def measure_best_melds(seconds: float, rng: random.Random) -> dict[str, float]:
    """Hands per second of ``best_melds`` (and of the ``deadwood``-only fast path).

    Keys: ``best_melds_<band>_<size>`` and ``deadwood_<band>_<size>`` for band
    ``random`` or ``meld_rich`` and size 10 or 11, in hands per second.
    """
    kinds = [(band, size) for band in _BANDS for size in (10, 11)]
    share = seconds / (2 * len(kinds))
    figures: dict[str, float] = {}
    for band, size in kinds:
        hands = [rng.sample(_BANDS[band], size) for _ in range(_SAMPLE)]
        for name, function in (("best_melds", best_melds), ("deadwood", deadwood)):
            figures[f"{name}_{band}_{size}"] = round(_rate(function, hands, share))
    return figures


if __name__ == "__main__":
    print(json.dumps(measure_best_melds(8.0, random.Random(1)), indent=1))
