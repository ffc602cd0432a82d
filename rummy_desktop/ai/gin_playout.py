"""Playing the rest of a Gin round out quickly, on a deal the searcher imagines.

The review (:mod:`.gin_valuation`) judges a move by how the round ends
after it, over many guesses of the opponent's hand and of the stock's order.
Each guess is played out here by two players of the baseline's habits: take
the top discard only when it joins a meld, discard to keep the least
deadwood (the higher rank among equals), knock at the first chance. Such a
player is fast and close to how most opponents play; the searcher only needs
the *differences* between its candidate moves, which the same guesses played
the same way bring out.

Speed is the point: a search plays thousands of rounds a second. A hand is
one integer with a bit per card (:func:`~rummy_desktop.engine.gin.deadwood.hand_bits`),
a card one bit of it, so drawing and discarding are bit operations and the
deadwood is read from the engine's tables without building cards; cards
are built only to score the knock that ends a playout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.gin_knowledge import FULL_DECK
from rummy_desktop.engine.cards import Card, face_points
from rummy_desktop.engine.gin import best_layoff, best_melds, deadwood
from rummy_desktop.engine.gin.deadwood import bits_deadwood, hand_bits
from rummy_desktop.engine.gin.rules import STOCK_LEFT_FOR_A_DRAW
from rummy_desktop.engine.gin.scoring import hand_points

__all__ = ["BIT_OF", "MAX_TURNS", "Deal", "cards_of", "joins_meld_bits", "baseline_discard", "knock_points", "play_out"]

BIT_OF: dict[Card, int] = {card: hand_bits([card]) for card in FULL_DECK}
"""Each card's bit in a hand given as bits."""
_CARD_OF: dict[int, Card] = {bit: card for card, bit in BIT_OF.items()}


def cards_of(bits: int) -> list[Card]:
    """The cards of a hand given as bits."""
    cards = []
    while bits:
        bit = bits & -bits
        bits ^= bit
        cards.append(_CARD_OF[bit])
    return cards


MAX_TURNS = 80
"""Far more turns than a real round lasts (its stock holds 31 cards at the start)."""


@dataclass(frozen=True)
class Deal:
    """The round's scoring that a playout needs: the knock limit and the two bonuses."""

    knock_limit: int
    gin_bonus: int
    undercut_bonus: int


def joins_meld_bits(bits: int, card: int) -> bool:
    """True when the card (one bit) and two cards of the hand (bits) form a set or a run, ace low."""
    slot = card.bit_length() - 1
    rank, base = slot & 15, slot & ~15
    if sum(bits >> (s + rank) & 1 for s in (0, 16, 32, 48)) >= 2:
        return True
    window = ((bits >> base & 0x7FFF) << 2) >> rank & 0b11111  # ranks rank-2 .. rank+2
    return window & 0b00011 == 0b00011 or window & 0b01010 == 0b01010 or window & 0b11000 == 0b11000


_HIGH_FIRST: tuple[tuple[int, int], ...] = tuple(
    (1 << (base + rank), rank) for rank in range(13, 0, -1) for base in (0, 16, 32, 48)
)
"""Every card's bit with its rank, the highest ranks first."""


def baseline_discard(hand11: int, forbidden: int = 0) -> tuple[int, int]:
    """The card (a bit) whose discard keeps the least deadwood, the higher rank among equals; and that deadwood.

    Throwing a card saves at most its own points, so a card whose points
    cannot bring the deadwood below the best found so far is not tried;
    trying the high cards first finds a good discard early.
    """
    whole = bits_deadwood(hand11)
    best, least = 0, 1000
    allowed = hand11 & ~forbidden
    for bit, rank in _HIGH_FIRST:
        if allowed & bit and whole - min(rank, 10) < least:
            left = bits_deadwood(hand11 ^ bit)
            if left < least:
                best, least = bit, left
    return best, least


def knock_points(
    knocker10: list[Card], defender10: list[Card], deal: Deal, melds: Sequence[tuple[Card, ...]] | None = None
) -> int:
    """The round's points for a knock with these hands (negative: the defender's, after an undercut).

    The knocker shows ``melds`` (his lowest-deadwood melds when None), every
    other card deadwood; the defender lays off on them as well as he can,
    except after gin.
    """
    if melds is None:
        mine, melds, _ = best_melds(knocker10)
    else:
        melded = {c for meld in melds for c in meld}
        mine = sum(face_points(c.rank) for c in knocker10 if c not in melded)
    theirs = deadwood(defender10) if mine == 0 else best_layoff(melds, defender10).deadwood
    won, lost, _, _ = hand_points(mine, theirs, gin_bonus=deal.gin_bonus, undercut_bonus=deal.undercut_bonus)
    return won - lost


def play_out(hands: tuple[int, int], mover: int, stock: list[int], top: int, deal: Deal, first_take: bool | None = None) -> int:
    """Play the round out from a draw by ``mover``; seat 0's points (negative: seat 1's).

    ``hands`` are 10 cards each and ``stock`` (top card last, changed in
    place) holds cards, all as bits; ``top`` is the discard pile's top card.
    ``first_take`` forces the first draw (True: the top discard, False: the
    stock); None lets the baseline choose. A round that runs the stock down
    to its last two cards is drawn: 0 (also when the stock is already down
    to them: the discard before this draw ended the round). So is one that
    lasts :data:`MAX_TURNS` turns: two such players can pass the same cards
    back and forth through the discard pile for ever.
    """
    if len(stock) <= STOCK_LEFT_FOR_A_DRAW:
        return 0
    held = list(hands)
    take = first_take
    for _ in range(MAX_TURNS):
        hand = held[mover]
        if take is None:
            take = joins_meld_bits(hand, top)
        if take:
            forbidden = top
            hand |= top
        else:
            forbidden = 0
            hand |= stock.pop()
        card, least = baseline_discard(hand, forbidden)
        hand ^= card
        held[mover] = hand
        if least <= deal.knock_limit:
            points = knock_points(cards_of(hand), cards_of(held[1 - mover]), deal)
            return points if mover == 0 else -points
        if len(stock) <= STOCK_LEFT_FOR_A_DRAW:
            return 0
        top, mover, take = card, 1 - mover, None
    return 0
