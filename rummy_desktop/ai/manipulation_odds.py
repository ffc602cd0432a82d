"""How likely a Manipulation knock is to win, from what one seat can see.

The other hands are hidden; what is known is every card not in this seat's
hand or on the table, and how many cards each opponent holds. An opponent's
hand is modelled as that many cards drawn at random from the unseen ones,
which is fair for the cards a player is left with: the ones that fit nowhere.

One thing more is known: an opponent who has ended a turn this round could
have knocked with 5 points or less, and players nearly always do. So an
opponent who has had a turn and not knocked most likely holds more than 5
points, and a knock (always at 5 or less) beats him. The model weighs the
random hand by that (Bayes' rule with :data:`PASSED_KNOCK`, the chance that a
player who may knock does not). Without it the estimate ranged from 0.2 to
0.95 for knocks that all won, in measured games (issue 21).
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from rummy_desktop.engine.cards import Card, card_points, make_deck
from rummy_desktop.engine.manipulation import ManipulationView
from rummy_desktop.engine.manipulation.rules import HAND_SIZE, KNOCK_LIMIT, packs_and_jokers

__all__ = ["PASSED_KNOCK", "unseen_cards", "chance_hand_above", "chance_knock_wins", "had_a_turn"]

PASSED_KNOCK = 0.1
"""The chance that a player who may knock (5 points or less) ends the turn without knocking."""


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


def had_a_turn(view: ManipulationView, seat: int) -> bool:
    """Whether ``seat`` has ended a turn this round, as far as the view tells.

    Play starts left of the dealer, and every turn before the stock runs out
    draws 1 to 3 cards; so more cards drawn before this turn than the seats
    before us could have drawn in the first lap means we are past it. An
    opponent after us who no longer holds the dealt hand has played too.
    """
    packs, jokers = packs_and_jokers(view.num_players)
    first = (view.dealer + 1) % view.num_players
    place = (view.seat - first) % view.num_players
    stock_at_deal = 52 * packs + jokers - HAND_SIZE * view.num_players
    drawn_before = stock_at_deal - view.stock_count - view.draws_this_turn
    if (seat - first) % view.num_players < place or drawn_before > 3 * place:
        return True
    return view.hand_counts[seat] != HAND_SIZE


def chance_knock_wins(view: ManipulationView) -> float:
    """P(every opponent holds more points than this seat), treating opponents independently.

    The knocker loses a tie. An opponent who has had a turn holds a random
    hand seen through his not knocking (see the module docstring).
    """
    mine = view.own_hand_points
    values = [card_points(c) for c in unseen_cards(view)]
    chance = 1.0
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            continue
        above = chance_hand_above(mine, count, values)
        if had_a_turn(view, seat) and mine <= KNOCK_LIMIT:
            could_knock = 1.0 - chance_hand_above(KNOCK_LIMIT, count, values)
            # P(hand <= mine | no knock): such a hand could knock, and passed.
            below = PASSED_KNOCK * (1.0 - above) / (PASSED_KNOCK * could_knock + 1.0 - could_knock)
            above = 1.0 - below
        chance *= above
    return chance
