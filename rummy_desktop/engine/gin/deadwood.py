"""Minimum deadwood of a Gin hand: exact, and fast enough for a bot's inner loop.

How it works, and why it is exact:

* A hand is four 13-bit masks, one per suit (bit ``rank - 1``).
* Once the sets are fixed, the remaining cards meld only in runs, and runs of
  different suits never interact. Inside one suit every maximal stretch of
  consecutive ranks that is at least three long is a run by itself (a run may
  be any length), and a card in a shorter stretch can be in no run. So the
  best run coverage of a suit is a property of its mask alone, read from a
  table of 8192 entries (:data:`_UNCOVERED_POINTS`).
* Only ranks held three or four times can form a set. Such a rank offers: no
  set, its 3-set, or (with four cards) the 4-set or any of the four 3-sets,
  the card left out staying free for a run. A hand of at most 11 cards has at
  most three such ranks, so there are at most 72 choices; every choice is
  scored from the table and the best kept.

Every arrangement of minimum deadwood covers each run stretch whole (all cards
are worth at least one point), so an arrangement is determined by its choice
of sets; runs are shown as the maximal stretches (splitting a run of six into
two threes changes nothing, not even the lay-offs it accepts).

Nothing is cached between calls: the result depends only on the cards given.
"""

from __future__ import annotations

from itertools import product
from typing import Iterable, NamedTuple, Sequence

from ..cards import Card, Suit, face_points

__all__ = [
    "Arrangement",
    "MAX_HAND",
    "best_melds",
    "deadwood",
    "all_best_arrangements",
    "discard_options",
    "hand_masks",
]

MAX_HAND = 11
"""The most cards one call accepts (a Gin hand holds 10, or 11 after drawing)."""

_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_SUIT_INDEX: dict[Suit, int] = {s: i for i, s in enumerate(_SUITS)}
_SUIT_BASE: dict[Suit, int] = {s: 16 * i for i, s in enumerate(_SUITS)}

Meld = tuple[Card, ...]


class Arrangement(NamedTuple):
    """A hand laid out as melds and deadwood; unpacks as ``(deadwood, melds, deadwood_cards)``."""

    deadwood: int
    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]


def _stretches(mask: int) -> list[tuple[int, int]]:
    """Maximal runs of set bits in a 13-bit mask, as (low rank, high rank)."""
    found: list[tuple[int, int]] = []
    rank = 1
    while rank <= 13:
        if mask >> (rank - 1) & 1:
            low = rank
            while rank <= 13 and mask >> (rank - 1) & 1:
                rank += 1
            found.append((low, rank - 1))
        else:
            rank += 1
    return found


def _build_tables() -> tuple[list[int], list[tuple[tuple[int, int], ...]], list[tuple[int, ...]]]:
    uncovered_points = []
    runs = []
    uncovered_ranks = []
    for mask in range(1 << 13):
        covered = []
        left: list[int] = []
        for low, high in _stretches(mask):
            if high - low >= 2:
                covered.append((low, high))
            else:
                left += range(low, high + 1)
        uncovered_points.append(sum(face_points(r) for r in left))
        runs.append(tuple(covered))
        uncovered_ranks.append(tuple(left))
    return uncovered_points, runs, uncovered_ranks


_UNCOVERED_POINTS, _RUNS, _UNCOVERED_RANKS = _build_tables()
"""Per 13-bit suit mask: the points of the cards no run can hold, the runs as
(low, high), and the ranks of the cards no run can hold."""


def hand_masks(cards: Iterable[Card]) -> tuple[int, int, int, int]:
    """The four suit masks of a Gin hand (ValueError for jokers, duplicates, too many cards)."""
    masks = [0, 0, 0, 0]
    count = 0
    try:
        for c in cards:
            masks[_SUIT_INDEX[c.suit]] |= 1 << (c.rank - 1)  # type: ignore[index]
            count += 1
    except KeyError:
        raise ValueError("Gin is played without jokers") from None
    a, b, c_, d = masks
    if a.bit_count() + b.bit_count() + c_.bit_count() + d.bit_count() != count:
        raise ValueError("the same card is given twice")
    if count > MAX_HAND:
        raise ValueError(f"a Gin hand has at most {MAX_HAND} cards, not {count}")
    return a, b, c_, d


def _set_choices(a: int, b: int, c: int, d: int) -> list[tuple[int, int, int, int]]:
    """Every choice of sets, as the bits each suit gives up to them (no sets first)."""
    three_or_more = ((a & b) & (c | d)) | ((c & d) & (a | b))
    if not three_or_more:
        return [(0, 0, 0, 0)]
    per_rank = []
    while three_or_more:
        bit = three_or_more & -three_or_more
        three_or_more ^= bit
        held = (a & bit, b & bit, c & bit, d & bit)
        options = [(0, 0, 0, 0), held]
        if all(held):
            options += [
                tuple(0 if i == left_out else bit for i in range(4))  # type: ignore[misc]
                for left_out in range(4)
            ]
        per_rank.append(options)
    if len(per_rank) == 1:
        return per_rank[0]
    return [_merge(combo) for combo in product(*per_rank)]


def _merge(combo: Sequence[tuple[int, int, int, int]]) -> tuple[int, int, int, int]:
    x0 = x1 = x2 = x3 = 0
    for y0, y1, y2, y3 in combo:
        x0 |= y0
        x1 |= y1
        x2 |= y2
        x3 |= y3
    return x0, x1, x2, x3


def _masks_deadwood(a: int, b: int, c: int, d: int) -> int:
    table = _UNCOVERED_POINTS
    three_or_more = ((a & b) & (c | d)) | ((c & d) & (a | b))
    if not three_or_more:
        return table[a] + table[b] + table[c] + table[d]
    return min(
        table[a ^ x0] + table[b ^ x1] + table[c ^ x2] + table[d ^ x3]
        for x0, x1, x2, x3 in _set_choices(a, b, c, d)
    )


def deadwood(cards: Iterable[Card]) -> int:
    """The minimum deadwood count of these cards, all of them melded as well as possible."""
    return _masks_deadwood(*hand_masks(cards))


def _arrangement(
    cards: Sequence[Card], masks: tuple[int, int, int, int], sets: tuple[int, int, int, int]
) -> Arrangement:
    """Melds and deadwood for one choice of sets (runs are the maximal stretches left).

    Sets come first by rank, then runs and deadwood suit by suit (as sort_by_suit).
    """
    at: list[Card | None] = [None] * 64  # at[16 * suit + rank]
    for c in cards:
        at[_SUIT_BASE[c.suit] + c.rank] = c  # type: ignore[index]
    melds: list[Meld] = []
    set_ranks = sets[0] | sets[1] | sets[2] | sets[3]
    while set_ranks:
        bit = set_ranks & -set_ranks
        set_ranks ^= bit
        rank = bit.bit_length()
        melds.append(tuple(at[16 * s + rank] for s in range(4) if sets[s] & bit))  # type: ignore[misc]
    points = 0
    left: list[Card] = []
    for s in range(4):
        rest = masks[s] ^ sets[s]
        base = 16 * s
        points += _UNCOVERED_POINTS[rest]
        for low, high in _RUNS[rest]:
            melds.append(tuple(at[base + low : base + high + 1]))  # type: ignore[arg-type]
        left += [at[base + r] for r in _UNCOVERED_RANKS[rest]]  # type: ignore[misc]
    return Arrangement(points, tuple(melds), tuple(left))


def all_best_arrangements(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement reaching the minimum deadwood (one per choice of sets).

    Needed by the resolved spread rule: among tying arrangements the knocker
    shows the one that leaves the opponent the highest count.
    """
    cards = list(cards)
    masks = hand_masks(cards)
    table = _UNCOVERED_POINTS
    a, b, c, d = masks
    scored = [
        (table[a ^ x0] + table[b ^ x1] + table[c ^ x2] + table[d ^ x3], (x0, x1, x2, x3))
        for x0, x1, x2, x3 in _set_choices(a, b, c, d)
    ]
    least = min(points for points, _ in scored)
    return [_arrangement(cards, masks, sets) for points, sets in scored if points == least]


def best_melds(cards: Iterable[Card]) -> Arrangement:
    """``(deadwood_points, melds, deadwood_cards)`` of the best arrangement of all these cards.

    Ace low only, no jokers. Where arrangements tie, the first in a fixed order
    is returned (fewest sets first); :func:`all_best_arrangements` lists them all.
    """
    cards = list(cards)
    masks = hand_masks(cards)
    a, b, c, d = masks
    table = _UNCOVERED_POINTS
    best_sets = (0, 0, 0, 0)
    best = 1 << 30
    for x0, x1, x2, x3 in _set_choices(a, b, c, d):
        points = table[a ^ x0] + table[b ^ x1] + table[c ^ x2] + table[d ^ x3]
        if points < best:
            best, best_sets = points, (x0, x1, x2, x3)
    return _arrangement(cards, masks, best_sets)


def discard_options(cards11: Iterable[Card]) -> list[tuple[Card, int]]:
    """Each card of an 11-card hand with the minimum deadwood left after discarding it."""
    cards = list(cards11)
    if len(cards) != MAX_HAND:
        raise ValueError(f"discard options need an 11-card hand, not {len(cards)} cards")
    masks = list(hand_masks(cards))
    options = []
    for card in cards:
        s = _SUIT_INDEX[card.suit]  # type: ignore[index]
        bit = 1 << (card.rank - 1)
        masks[s] ^= bit
        options.append((card, _masks_deadwood(*masks)))
        masks[s] ^= bit
    return options
