"""Judging Gin hands: what the next draw may bring, what a discard may give away,
and what a knock is likely to score.

All of it is read from a :class:`GinKnowledge` (one seat's view), and all of
it is built on the engine's exact and fast deadwood functions: one 11-card
``discard_options`` call costs about 10 microseconds, so a hand's outlook over
every unknown card is a fraction of a millisecond.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.gin_knowledge import GinKnowledge, chance_any, meld_partners
from rummy_desktop.engine.cards import Card, face_points
from rummy_desktop.engine.gin import Arrangement, best_layoff, deadwood, discard_options

__all__ = ["Outlook", "outlook", "feed_risk", "spread_values", "undercut_chance", "opponent_draws"]

INITIAL_STOCK = 31
"""52 cards less two hands of 10 and the upcard."""


@dataclass(frozen=True)
class Outlook:
    """A 10-card hand now and after one more draw from the stock.

    ``gain``: the deadwood the next draw is expected to save (with the best
    discard after it). ``knock_chance``: the chance that draw lets the hand
    knock within ``knock_limit`` (gin included).
    """

    deadwood: int
    gain: float
    knock_chance: float


def best_after(hand: Sequence[Card]) -> int:
    """The least deadwood an 11-card hand keeps after its best discard."""
    return min(left for _, left in discard_options(hand))


def outlook(hand10: Sequence[Card], know: GinKnowledge, knock_limit: int) -> Outlook:
    """The hand's outlook over every card the stock may give next.

    A card that can join no meld with the hand (no card of its rank, none of
    its suit within two ranks) needs no search: it stays deadwood, so the
    best discard after it either throws it back or sheds the hand's most
    relieving card, which is the same for every such card.
    """
    hand = list(hand10)
    base = deadwood(hand)
    relief = max(base - deadwood(hand[:i] + hand[i + 1 :]) for i in range(len(hand)))
    ranks = {c.rank for c in hand}
    near = {(c.suit, c.rank + step) for c in hand for step in (-2, -1, 1, 2)}
    gain = knock = 0.0
    for card, p in know.draw_chances.items():
        if card.rank in ranks or (card.suit, card.rank) in near:
            after = best_after([*hand, card])
        else:
            after = min(base, base - relief + face_points(card.rank))
        gain += p * (base - after)
        if after <= knock_limit:
            knock += p
    return Outlook(base, gain, knock)


def feed_risk(card: Card, know: GinKnowledge) -> float:
    """The chance the opponent holds two cards that make a meld with ``card``."""
    return chance_any([know.holds_chance(a) * know.holds_chance(b) for a, b in meld_partners(card)])


def opponent_draws(stock_count: int, opponent_known: int) -> int:
    """About how many cards the opponent has drawn this round."""
    return (INITIAL_STOCK - stock_count + 1) // 2 + opponent_known


def _likely_opponent_hand(know: GinKnowledge, rng: random.Random, draws: int) -> list[Card]:
    """A hand the opponent could hold: sampled by the weights, then improved draw by draw.

    A sampled hand alone is as poor as a fresh deal; a real opponent has kept
    the best of every card drawn, so each draw is added and the worst card
    dropped, as a sound player would.
    """
    hand = know.sample_opponent_hand(rng)
    pool = [c for c in know.weights if c not in hand]
    for card in rng.sample(pool, min(draws, len(pool))):
        options = discard_options([*hand, card])
        worst, _ = min(options, key=lambda option: option[1])
        hand = [c for c in hand + [card] if c != worst]
    return hand


def spread_values(
    spreads: Sequence[Arrangement], know: GinKnowledge, undercut_bonus: int, rng: random.Random, samples: int
) -> list[float]:
    """The expected score of knocking with each of these spreads of one hand (positive: the knocker gains).

    The opponent's hand is sampled ``samples`` times, the same hands for every
    spread; each lays off as well as it can on the spread's melds. A spread
    with no deadwood is gin: nothing can go wrong, it is worth infinity.
    """
    hands = _likely_opponent_hands(know, rng, samples) if any(s.deadwood for s in spreads) else []
    values = []
    for spread in spreads:
        if spread.deadwood == 0:
            values.append(float("inf"))
            continue
        mine, total = spread.deadwood, 0.0
        for hand in hands:
            theirs = best_layoff(spread.melds, hand).deadwood
            total += theirs - mine if theirs > mine else -(undercut_bonus + mine - theirs)
        values.append(total / samples)
    return values


def undercut_chance(spread: Arrangement, know: GinKnowledge, rng: random.Random, samples: int) -> float:
    """The chance that the opponent undercuts a knock with this spread: his deadwood, once he laid off
    as well as he can, no higher than the knocker's; over ``samples`` sampled hands as
    :func:`spread_values` draws them. Gin (no deadwood) is never undercut."""
    if spread.deadwood == 0:
        return 0.0
    hands = _likely_opponent_hands(know, rng, samples)
    return sum(1 for hand in hands if best_layoff(spread.melds, hand).deadwood <= spread.deadwood) / samples


def _likely_opponent_hands(know: GinKnowledge, rng: random.Random, samples: int) -> list[list[Card]]:
    draws = min(10, opponent_draws(know.stock_count, len(know.opponent_known)))
    return [_likely_opponent_hand(know, rng, draws) for _ in range(samples)]
