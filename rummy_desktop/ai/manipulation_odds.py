"""How likely a Manipulation knock is to win, from what one seat can see.

The other hands are hidden; what is known is every card not in this seat's
hand or on the table, and how many cards each opponent holds. An opponent's
hand is modelled as that many cards drawn at random from the unseen ones,
which is fair for the cards a player is left with: the ones that fit nowhere.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from rummy_desktop.engine.cards import Card, card_points, make_deck
from rummy_desktop.engine.manipulation import ManipulationView
from rummy_desktop.engine.manipulation.rules import packs_and_jokers

__all__ = ["unseen_cards", "chance_hand_above", "chance_knock_wins"]


def unseen_cards(view: ManipulationView) -> list[Card]:
    """Every card of the game that this seat cannot see: the stock and the other hands."""
    packs, jokers = packs_and_jokers(view.num_players)
    seen = {c.key for c in view.hand} | {c.key for meld in view.table for c in meld}
    return [c for c in make_deck(packs, jokers) if c.key not in seen]


def chance_hand_above(points: int, cards: int, unseen_values: Sequence[int]) -> float:
    """P(``cards`` cards drawn from ``unseen_values`` count more than ``points``).

    The draws are treated as independent (with replacement): the pool is
    dozens of cards and a hand a few, so the error is small and the sum's
    distribution takes one short convolution per card.
    """
    if not unseen_values or cards <= 0:
        return 0.0 if cards <= 0 else 1.0
    share = {value: n / len(unseen_values) for value, n in Counter(unseen_values).items()}
    # dist[s]: chance the cards so far sum to s, for s <= points (larger sums are "above").
    dist = [1.0] + [0.0] * points
    for _ in range(cards):
        nxt = [0.0] * (points + 1)
        for total, p in enumerate(dist):
            if p:
                for value, q in share.items():
                    if total + value <= points:
                        nxt[total + value] += p * q
        dist = nxt
    return 1.0 - sum(dist)


def chance_knock_wins(view: ManipulationView) -> float:
    """P(every opponent holds more points than this seat), treating opponents independently."""
    mine = view.own_hand_points
    values = [card_points(c) for c in unseen_cards(view)]
    chance = 1.0
    for seat, count in enumerate(view.hand_counts):
        if seat != view.seat:
            chance *= chance_hand_above(mine, count, values)
    return chance
