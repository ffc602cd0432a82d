"""What a Gin player can know of the hidden cards, read from its own view alone.

Every card is in one of four places: this seat's hand, the discard pile (seen),
the opponent's hand, or the stock. The opponent's hand is partly known: the
cards taken from the discard pile in sight (``view.opponent_taken``). The rest
of the opponent's hand and the stock are the *unknown* cards, and each gets a
weight: the chance it is in the opponent's hand.

The evidence, read without any memory of earlier turns:

* every card in the discard pile was either discarded by the opponent or
  offered to him (each of our discards was on top when he drew) and left
  there: he holds fewer cards that would meld with it;
* a card he took from the pile melds with something he holds: cards that
  would meld with it are likelier in his hand.

The weights are prior odds scaled by those factors, then normalised so they
sum to the number of hidden cards he holds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from rummy_desktop.engine.cards import Card, make_deck
from rummy_desktop.engine.gin import GinView

__all__ = ["GinKnowledge", "read_view", "meld_partners", "chance_any", "FULL_DECK"]

FULL_DECK: tuple[Card, ...] = tuple(make_deck(1, 0))

# How much a card the opponent left in the pile, or took from it, changes the
# odds that he holds a card of the same rank / one or two ranks away in suit.
_LEFT_SAME_RANK, _LEFT_NEXT, _LEFT_GAP = 0.55, 0.65, 0.85
_TOOK_SAME_RANK, _TOOK_NEXT, _TOOK_GAP = 2.5, 2.5, 1.6
_MAX_WEIGHT = 0.97


def _relation(a: Card, b: Card) -> int:
    """0: same rank; 1: same suit, adjacent; 2: same suit, one rank apart; -1: neither."""
    if a.rank == b.rank:
        return 0
    if a.suit == b.suit:
        gap = abs(a.rank - b.rank)
        if gap <= 2:
            return gap
    return -1


def meld_partners(card: Card) -> list[tuple[Card, Card]]:
    """Every pair of other cards that makes a 3-card meld with ``card`` (ace low)."""
    pairs: list[tuple[Card, Card]] = []
    mates = [c for c in FULL_DECK if c.rank == card.rank and c != card]
    pairs += [(a, b) for i, a in enumerate(mates) for b in mates[i + 1 :]]
    suited = {c.rank: c for c in FULL_DECK if c.suit == card.suit}
    r = card.rank
    for low, high in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
        if low >= 1 and high <= 13:
            pairs.append((suited[low], suited[high]))
    return pairs


@dataclass(frozen=True)
class GinKnowledge:
    """One seat's knowledge of where the cards are.

    ``weights[c]`` is the chance the unknown card ``c`` is in the opponent's
    hand; ``draw_chances[c]`` the chance it is the next card of the stock.
    """

    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    opponent_known: tuple[Card, ...]
    opponent_hidden: int
    stock_count: int
    weights: dict[Card, float]
    draw_chances: dict[Card, float]

    @property
    def unknown(self) -> list[Card]:
        return list(self.weights)

    def stock_chance(self, card: Card) -> float:
        """The chance that ``card`` is the next card drawn from the stock."""
        return self.draw_chances.get(card, 0.0)

    def holds_chance(self, card: Card) -> float:
        """The chance the opponent holds ``card`` (1 if seen taken, 0 if seen elsewhere)."""
        if card in self.opponent_known:
            return 1.0
        return self.weights.get(card, 0.0)

    def sample_opponent_hand(self, rng: random.Random) -> list[Card]:
        """A hand the opponent could hold, drawn according to the weights."""
        pool = list(self.weights)
        weights = [self.weights[c] for c in pool]
        hidden: list[Card] = []
        for _ in range(min(self.opponent_hidden, len(pool))):
            i = rng.choices(range(len(pool)), weights)[0]
            hidden.append(pool.pop(i))
            weights.pop(i)
        return [*self.opponent_known, *hidden]


def _evidence_factor(card: Card, left: Iterable[Card], took: Iterable[Card]) -> float:
    factor = 1.0
    for seen in left:
        rel = _relation(card, seen)
        if rel >= 0:
            factor *= (_LEFT_SAME_RANK, _LEFT_NEXT, _LEFT_GAP)[rel]
    for seen in took:
        rel = _relation(card, seen)
        if rel >= 0:
            factor *= (_TOOK_SAME_RANK, _TOOK_NEXT, _TOOK_GAP)[rel]
    return factor


def _normalised(raw: dict[Card, float], total: float) -> dict[Card, float]:
    """Scale ``raw`` to sum to ``total`` with no weight above the cap (capped ones fixed)."""
    weights = dict(raw)
    capped: set[Card] = set()
    for _ in range(len(weights) + 1):
        free = [c for c in weights if c not in capped]
        free_sum = sum(raw[c] for c in free)
        room = total - _MAX_WEIGHT * len(capped)
        if not free or free_sum <= 0:
            break
        scale = room / free_sum
        newly = [c for c in free if raw[c] * scale > _MAX_WEIGHT]
        for c in free:
            weights[c] = min(_MAX_WEIGHT, raw[c] * scale)
        if not newly:
            break
        capped.update(newly)
    return weights


def read_view(view: GinView, *, infer: bool = True) -> GinKnowledge:
    """Where the cards are, as far as ``view``'s seat can tell.

    ``infer=False`` gives every unknown card the same weight (a player who
    does not watch the opponent).
    """
    hand = tuple(view.hand)
    pile = tuple(view.discard_pile)
    known = tuple(view.opponent_taken)
    seen = set(hand) | set(pile) | set(known)
    unknown = [c for c in FULL_DECK if c not in seen]
    hidden = max(0, view.opponent_hand_count - len(known))
    if infer:
        raw = {c: _evidence_factor(c, pile, known) for c in unknown}
    else:
        raw = {c: 1.0 for c in unknown}
    weights = _normalised(raw, float(hidden)) if unknown else {}
    in_stock = len(weights) - sum(weights.values())
    draws = {c: (1.0 - w) / in_stock for c, w in weights.items()} if view.stock_count and in_stock > 0 else {}
    return GinKnowledge(hand, pile, known, hidden, view.stock_count, weights, draws)


def chance_any(chances: Sequence[float]) -> float:
    """P(at least one of independent events with these chances)."""
    miss = 1.0
    for p in chances:
        miss *= 1.0 - p
    return 1.0 - miss
