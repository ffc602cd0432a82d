"""The search's states: bit layout, the dominance of open runs, and layers of states with values.

A *core* state is one integer of bit fields (see :mod:`solver_dp`): per suit
the open runs of length 1, 2 and "3 or more" (``n1``, ``n2``, ``n3``, 3 bits
each), the copies put into groups at the current rank and the most of one
suit, and the free jokers placed minus the table jokers freed. A *layer* maps
each core to its values, and each value to the set of ace configurations
(bits) that reach that core with that value.
"""

from __future__ import annotations

import functools
from itertools import product

__all__ = [
    "RUN_BITS",
    "GROUP_SHIFT",
    "GROUP_MASK",
    "JOKER_SHIFT",
    "JOKER_MASK",
    "JOKER_OFFSET",
    "START",
    "MOST_RUNS",
    "OBLIGATIONS",
    "Layer",
    "suit_shift",
    "run_fields",
    "dominates",
    "dominator_deltas",
    "keep_best_values",
    "uncovered",
]

RUN_BITS = 9  # per suit: n1, n2, n3 (open runs of length 1, 2, >=3), 3 bits each
GROUP_SHIFT = 36  # copies put in groups at the current rank (4 bits), most of one suit (3 bits)
JOKER_SHIFT = 43  # free jokers placed minus freed, offset by JOKER_OFFSET (3 bits)
JOKER_OFFSET = 4
GROUP_MASK = 0x7F << GROUP_SHIFT
JOKER_MASK = 7 << JOKER_SHIFT
START = JOKER_OFFSET << JOKER_SHIFT  # no open run, no group, no joker
MOST_RUNS = 6  # open runs of one suit: two packs and two jokers make at most 4 copies of a face

Layer = dict[int, dict[int, int]]  # core -> value -> ace configurations (bit set)


def suit_shift(suit: int) -> int:
    return RUN_BITS * suit


def run_fields(state: int) -> tuple[int, int, int]:
    """(n1, n2, n3) of one suit's 9-bit runs state."""
    return state & 7, (state >> 3) & 7, (state >> 6) & 7


def dominates(a: int, b: int) -> bool:
    """Can open runs ``a`` of one suit play every continuation that runs ``b`` can?

    Match each run of ``b`` to a run of ``a`` at least as long, leaving over
    only runs of ``a`` that are already 3 long (they may stop now).
    """
    a1, a2, a3 = run_fields(a)
    b1, b2, b3 = run_fields(b)
    return (
        a1 <= b1
        and a1 + a2 <= b1 + b2
        and a3 >= b3
        and a2 + a3 >= b2 + b3
        and a1 + a2 + a3 >= b1 + b2 + b3
    )


_SUIT_STATES = [
    n1 | (n2 << 3) | (n3 << 6) for n1, n2, n3 in product(range(MOST_RUNS + 1), repeat=3) if n1 + n2 + n3 <= MOST_RUNS
]
# Cards one suit's open runs still need before they may stop: 2 per run of one card, 1 per run of two.
OBLIGATIONS = [2 * (state & 7) + ((state >> 3) & 7) for state in range(512)]


@functools.lru_cache(maxsize=None)
def dominator_deltas(suit: int, most: int) -> dict[int, list[int]]:
    """Runs states of a suit with at most ``most`` open runs, each with the key deltas to those dominating it."""
    possible = [a for a in _SUIT_STATES if sum(run_fields(a)) <= most]
    shift = suit_shift(suit)
    return {b: [(a - b) << shift for a in possible if a != b and dominates(a, b)] for b in possible}


def keep_best_values(layer: Layer, unit: int) -> None:
    """For each core, an ace configuration only needs its best value, counted in ``unit``s.

    Values that differ by less than a unit (a tie-break) are merged into the
    greatest of them, so a core never holds more values than whole units.
    """
    for core, entries in layer.items():
        if len(entries) > 1:
            kept: dict[int, int] = {}
            covered = held = 0
            whole = best = -1
            for value, bits in sorted(entries.items(), reverse=True):
                if value // unit != whole:  # a new unit: what the last one holds beyond the better ones
                    if held & ~covered:
                        kept[best] = held & ~covered
                    covered |= held
                    whole, best, held = value // unit, value, bits
                else:
                    held |= bits
            if held & ~covered:
                kept[best] = held & ~covered
            layer[core] = kept


def uncovered(entries: dict[int, int], rival: dict[int, int]) -> dict[int, int]:
    """``entries`` without the ace configurations that ``rival`` holds with as much value."""
    result = {}
    for value, bits in entries.items():
        for rival_value, rival_bits in rival.items():
            if rival_value >= value:
                bits &= ~rival_bits
        if bits:
            result[value] = bits
    return result
