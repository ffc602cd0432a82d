"""Minimum deadwood of a Gin hand: exact, and fast enough for a bot's inner loop.

How it works, and why it is exact:

* A hand is a bit mask, 13 bits per suit.
* Once the sets are fixed, the remaining cards meld only in runs, and runs of
  different suits never interact. Inside one suit every maximal stretch of
  consecutive ranks that is at least three long is a run by itself (a run may
  be any length), and a card in a shorter stretch can be in no run. So the
  best run coverage of a suit is a property of its mask alone, read from a
  table of 8192 entries (:data:`_SUIT_TABLE`).
* Only ranks held three or four times can form a set. Such a rank offers: no
  set, its 3-set, or (with four cards) the 4-set or any of the four 3-sets,
  the card left out staying free for a run. A hand of at most 11 cards has at
  most three such ranks, so there are at most 72 choices, fewer once the
  choices that surely lose are dropped (:func:`_set_choices`); every choice
  left is scored from the table and the best kept.

Every arrangement of minimum deadwood covers each run stretch whole (all cards
are worth at least one point), so an arrangement is determined by its choice
of sets; runs are shown as the maximal stretches (splitting a run of six into
two threes changes nothing, not even the lay-offs it accepts).

The melds and deadwood cards are built only for the winning choice. Nothing
is cached between calls: the result depends only on the cards given.
"""

from __future__ import annotations

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
    "hand_bits",
    "bits_deadwood",
]

MAX_HAND = 11
"""The most cards one call accepts (a Gin hand holds 10, or 11 after drawing)."""

_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_SLOT_BASE: dict[Suit, int] = {s: 16 * i for i, s in enumerate(_SUITS)}
"""A card's slot is ``16 * suit index + rank``: one 64-bit hand mask, 13 bits per suit."""
_SUIT_BITS = 0x1FFF
_NO_SETS = (0, 0, 0, 0)

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


def _build_table() -> list[tuple[int, tuple[tuple[int, int], ...], tuple[int, ...]]]:
    table = []
    for mask in range(1 << 13):
        runs = []
        left: list[int] = []
        for low, high in _stretches(mask):
            if high - low >= 2:
                runs.append((low, high + 1))
            else:
                left += range(low, high + 1)
        table.append((sum(face_points(r) for r in left), tuple(runs), tuple(left)))
    return table


_SUIT_TABLE = _build_table()
"""Per 13-bit suit mask: (points of the cards no run can hold, the runs as
(low rank, high rank + 1), the ranks of the cards no run can hold)."""
_UNCOVERED_POINTS = [points for points, _, _ in _SUIT_TABLE]
_RUNNABLE = [
    mask & ~sum(1 << (rank - 1) for rank in ranks) for mask, (_, _, ranks) in enumerate(_SUIT_TABLE)
]
"""Per suit mask: the bits of the cards that lie in a stretch of three or more."""


def _read(cards: Sequence[Card]) -> tuple[int, list[Card | None]]:
    """The hand as one mask of slots, and the cards by slot (ValueError for a bad Gin hand)."""
    slots: list[Card | None] = [None] * 64
    bits = 0
    try:
        for c in cards:
            slot = _SLOT_BASE[c.suit] + c.rank  # type: ignore[index]
            slots[slot] = c
            bits |= 1 << slot
    except KeyError:
        raise ValueError("Gin is played without jokers") from None
    if bits.bit_count() != len(cards):
        raise ValueError("the same card is given twice")
    if len(cards) > MAX_HAND:
        raise ValueError(f"a Gin hand has at most {MAX_HAND} cards, not {len(cards)}")
    return bits, slots


def _suit_masks(bits: int) -> tuple[int, int, int, int]:
    return (
        bits >> 1 & _SUIT_BITS,
        bits >> 17 & _SUIT_BITS,
        bits >> 33 & _SUIT_BITS,
        bits >> 49 & _SUIT_BITS,
    )


def _as_sequence(cards: Iterable[Card]) -> Sequence[Card]:
    return cards if isinstance(cards, (list, tuple)) else list(cards)


def hand_masks(cards: Iterable[Card]) -> tuple[int, int, int, int]:
    """The four suit masks of a Gin hand, bit ``rank - 1``, suits in ♠ ♥ ♣ ♦ order.

    ValueError for jokers, a card given twice, or more than 11 cards.
    """
    return _suit_masks(_read(_as_sequence(cards))[0])


def hand_bits(cards: Iterable[Card]) -> int:
    """A Gin hand as one integer: bit ``16 * suit index + rank`` per card (suits in ♠ ♥ ♣ ♦ order).

    For searches that play many hands out: adding or removing a card is one
    bit operation, and :func:`bits_deadwood` reads the deadwood straight from
    it. ValueError as for :func:`hand_masks`.
    """
    return _read(_as_sequence(cards))[0]


def bits_deadwood(bits: int) -> int:
    """The minimum deadwood of a hand given as :func:`hand_bits` (at most 11 cards, unchecked)."""
    return _masks_deadwood(*_suit_masks(bits))


def _set_choices(a: int, b: int, c: int, d: int) -> list[tuple[int, int, int, int]]:
    """The choices of sets worth scoring, as the bits each suit gives up to them.

    A choice is skipped only when another beats it for sure: a card that lies
    in no stretch of three in its suit can never join a run, so leaving it out
    of a set only adds deadwood. Hence a 3-card rank may go without a set only
    if one of its cards could run; a 4-card rank may leave out of its set only
    a card that could run, and go without a set only if two of them could.
    Fewer sets come first.
    """
    three_or_more = ((a & b) & (c | d)) | ((c & d) & (a | b))
    if not three_or_more:
        return [_NO_SETS]
    runnable = (_RUNNABLE[a], _RUNNABLE[b], _RUNNABLE[c], _RUNNABLE[d])
    choices = [_NO_SETS]
    while three_or_more:
        bit = three_or_more & -three_or_more
        three_or_more ^= bit
        held = (a & bit, b & bit, c & bit, d & bit)
        could_run = [s for s in range(4) if runnable[s] & bit]
        options = [held]
        if all(held):
            options += [
                (0 if out == 0 else bit, 0 if out == 1 else bit, 0 if out == 2 else bit, 0 if out == 3 else bit)
                for out in could_run
            ]
            if len(could_run) >= 2:
                options.insert(0, _NO_SETS)
        elif could_run:
            options.insert(0, _NO_SETS)
        choices = [
            (x0 | y0, x1 | y1, x2 | y2, x3 | y3)
            for x0, x1, x2, x3 in choices
            for y0, y1, y2, y3 in options
        ]
    return choices


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
    slots: list[Card | None], masks: tuple[int, int, int, int], sets: tuple[int, int, int, int]
) -> Arrangement:
    """Melds and deadwood for one choice of sets (runs are the maximal stretches left).

    Sets come first by rank, then runs and deadwood suit by suit (as sort_by_suit).
    """
    melds: list[Meld] = []
    if sets != _NO_SETS:
        set_ranks = sets[0] | sets[1] | sets[2] | sets[3]
        while set_ranks:
            bit = set_ranks & -set_ranks
            set_ranks ^= bit
            rank = bit.bit_length()
            melds.append(tuple(slots[16 * s + rank] for s in range(4) if sets[s] & bit))  # type: ignore[misc]
    points = 0
    left: list[Card] = []
    base = 0
    for s in range(4):
        uncovered, runs, ranks = _SUIT_TABLE[masks[s] ^ sets[s]]
        points += uncovered
        for low, end in runs:
            melds.append(tuple(slots[base + low : base + end]))  # type: ignore[arg-type]
        for rank in ranks:
            left.append(slots[base + rank])  # type: ignore[arg-type]
        base += 16
    return Arrangement(points, tuple(melds), tuple(left))


def all_best_arrangements(cards: Iterable[Card]) -> list[Arrangement]:
    """Every arrangement reaching the minimum deadwood (one per choice of sets).

    Needed by the resolved spread rule: among tying arrangements the knocker
    shows the one that leaves the opponent the highest count.
    """
    bits, slots = _read(_as_sequence(cards))
    masks = _suit_masks(bits)
    a, b, c, d = masks
    table = _UNCOVERED_POINTS
    scored = [
        (table[a ^ x0] + table[b ^ x1] + table[c ^ x2] + table[d ^ x3], (x0, x1, x2, x3))
        for x0, x1, x2, x3 in _set_choices(a, b, c, d)
    ]
    least = min(points for points, _ in scored)
    return [_arrangement(slots, masks, sets) for points, sets in scored if points == least]


def best_melds(cards: Iterable[Card]) -> Arrangement:
    """``(deadwood_points, melds, deadwood_cards)`` of the best arrangement of all these cards.

    Ace low only, no jokers. Where arrangements tie, the first in a fixed order
    is returned (fewest sets first); :func:`all_best_arrangements` lists them all.
    """
    bits, slots = _read(_as_sequence(cards))
    masks = _suit_masks(bits)
    a, b, c, d = masks
    three_or_more = ((a & b) & (c | d)) | ((c & d) & (a | b))
    if not three_or_more:
        return _arrangement(slots, masks, _NO_SETS)
    table = _UNCOVERED_POINTS
    best_sets = _NO_SETS
    best = 1 << 30
    for x0, x1, x2, x3 in _set_choices(a, b, c, d):
        points = table[a ^ x0] + table[b ^ x1] + table[c ^ x2] + table[d ^ x3]
        if points < best:
            best, best_sets = points, (x0, x1, x2, x3)
    return _arrangement(slots, masks, best_sets)


def discard_options(cards11: Iterable[Card]) -> list[tuple[Card, int]]:
    """Each card of an 11-card hand with the minimum deadwood left after discarding it."""
    cards = _as_sequence(cards11)
    if len(cards) != MAX_HAND:
        raise ValueError(f"discard options need an 11-card hand, not {len(cards)} cards")
    bits, _ = _read(cards)
    options = []
    for card in cards:
        slot = _SLOT_BASE[card.suit] + card.rank  # type: ignore[index]
        options.append((card, _masks_deadwood(*_suit_masks(bits ^ (1 << slot)))))
    return options
