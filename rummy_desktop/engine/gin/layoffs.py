"""Laying off on the knocker's melds, chosen to leave the defender the lowest count."""

from __future__ import annotations

from itertools import product
from typing import Iterable, Sequence

from ..cards import Card, Suit
from .deadwood import best_melds, deadwood
from .results import ShownHand

__all__ = ["best_layoff", "layoff_choices"]

Meld = tuple[Card, ...]


def _chain(held: dict[tuple[int, Suit | None], Card], suit: Suit, ranks: Iterable[int]) -> list[Card]:
    """The cards held that continue a run outwards, each needing the one before it."""
    chain = []
    for rank in ranks:
        card = held.get((rank, suit))
        if card is None:
            break
        chain.append(card)
    return chain


def layoff_choices(meld: Meld, held: Sequence[Card]) -> list[Meld]:
    """Every group of the held cards that could be laid off on this meld, none first.

    A 3-card set takes its fourth card; a run takes cards at either end, each
    laid-off card letting the next one follow (8♥ then 9♥ on a run to 7♥).
    """
    by_face = {(c.rank, c.suit): c for c in held}
    ranks = {c.rank for c in meld}
    if len(ranks) == 1:
        if len(meld) == 4:
            return [()]
        (rank,) = ranks
        present = {c.suit for c in meld}
        fourth = [by_face[(rank, s)] for s in Suit if s not in present and (rank, s) in by_face]
        return [()] + [(c,) for c in fourth]
    suit = meld[0].suit
    assert suit is not None
    below = _chain(by_face, suit, range(min(ranks) - 1, 0, -1))
    above = _chain(by_face, suit, range(max(ranks) + 1, 14))
    return [
        tuple(below[:i]) + tuple(above[:j])
        for i in range(len(below) + 1)
        for j in range(len(above) + 1)
    ]


def best_layoff(knocker_melds: Sequence[Meld], opponent_cards: Iterable[Card]) -> ShownHand:
    """``(opponent_melds, layoffs, remaining_deadwood_cards)`` giving the opponent the lowest count.

    Own melds and lay-offs are chosen together: a card that could be laid off
    may serve better in a meld of the opponent's own. ``layoffs`` pairs the
    index of a knocker's meld with the cards laid off on it. Among choices of
    equal count, the one laying off the fewest cards is taken.
    """
    cards = list(opponent_cards)
    per_meld = [layoff_choices(tuple(m), cards) for m in knocker_melds]
    best_key: tuple[int, int] | None = None
    best_combo: tuple[Meld, ...] = tuple(() for _ in per_meld)
    for combo in product(*per_meld):
        laid = {c for group in combo for c in group}
        count = sum(len(group) for group in combo)
        if len(laid) != count:
            continue  # one card offered to two melds
        key = (deadwood(c for c in cards if c not in laid), count)
        if best_key is None or key < best_key:
            best_key, best_combo = key, combo
    laid = {c for group in best_combo for c in group}
    _, melds, left = best_melds(c for c in cards if c not in laid)
    layoffs = tuple((i, group) for i, group in enumerate(best_combo) if group)
    return ShownHand(melds, layoffs, left)
