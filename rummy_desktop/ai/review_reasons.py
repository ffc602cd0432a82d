"""Why a best play beats the play made: the facts a review's sentence is made of.

Beside the points missed, a person learns from *what* the best play does that
the play made did not: it plays more cards from the hand, it takes apart
melds the play left whole, it frees a joker from the table to use it again.
:func:`why_better` finds these by comparing the two new tables with the table
the turn started with, card by card (physical cards, so a joker declared anew
is still the same joker).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.engine.cards import Card

__all__ = ["BetterBecause", "why_better"]

Melds = Sequence[Sequence[Card]]


@dataclass(frozen=True)
class BetterBecause:
    """What the best play does beyond the play made; melds are numbered as on the turn's starting table."""

    more_cards: int
    """Hand cards the best play puts on the table beyond those the play made did (may be 0 or less)."""
    taken_apart: tuple[int, ...]
    """Melds the best play takes apart and the play made left whole."""
    jokers_freed: tuple[int, ...]
    """Melds whose joker the best play frees (declares anew elsewhere) and the play made did not."""


def _split(table: Melds, after: Melds) -> set[int]:
    where = {card.key: number for number, meld in enumerate(after) for card in meld}
    return {i for i, meld in enumerate(table) if len({where.get(card.key) for card in meld}) > 1}


def _freed(table: Melds, after: Melds) -> set[int]:
    declared = {card.key: card.declared for meld in after for card in meld if card.is_joker}
    return {i for i, meld in enumerate(table) for card in meld
            if card.is_joker and declared.get(card.key, card.declared) != card.declared}


def why_better(table: Melds, hand: Sequence[Card], played: Melds | None, best: Melds) -> BetterBecause:
    """What ``best`` (a new table from ``table`` and ``hand``) does that ``played`` (None: no play) does not."""
    made = played if played is not None else table

    def from_hand(melds: Melds) -> int:
        keys = {card.key for meld in melds for card in meld}
        return sum(1 for card in hand if card.key in keys)
    return BetterBecause(
        from_hand(best) - from_hand(made),
        tuple(sorted(_split(table, best) - _split(table, made))),
        tuple(sorted(_freed(table, best) - _freed(table, made))),
    )
