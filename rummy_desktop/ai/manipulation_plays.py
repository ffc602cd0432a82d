"""Cheap, greedy Manipulation plays for the easy and medium computer players.

These deliberately do less than the exact solver (``table_solver.best_play``):
new melds are found greedily from the hand alone, and the table is only ever
extended card by card, never rebuilt. That is the human-like weakness of the
lower levels: they miss rearrangements, never wrong moves.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rummy_desktop.engine.cards import Card, Suit, card_points
from rummy_desktop.engine.melds import arrange, declaration_options, is_valid_meld

Meld = tuple[Card, ...]

__all__ = ["melds_from_hand", "lay_off", "meld_points"]


def meld_points(cards: Iterable[Card]) -> int:
    return sum(card_points(c) for c in cards)


def _natural_candidates(cards: Sequence[Card]) -> list[list[Card]]:
    """Every maximal group and maximal run among these cards (no jokers)."""
    candidates: list[list[Card]] = []
    by_rank: dict[int, dict[Suit, Card]] = {}
    by_suit: dict[Suit, dict[int, Card]] = {}
    for c in cards:
        if c.is_joker:
            continue
        assert c.suit is not None
        by_rank.setdefault(c.rank, {}).setdefault(c.suit, c)
        by_suit.setdefault(c.suit, {}).setdefault(c.rank, c)
    for suits in by_rank.values():
        if len(suits) >= 3:
            candidates.append(list(suits.values()))
    for ranks in by_suit.values():
        # Positions 1..14: the ace sits at both ends; a segment never uses it twice.
        run: list[Card] = []
        for pos in range(1, 16):
            card = ranks.get(1 if pos == 14 else pos) if pos <= 14 else None
            if card is not None and not (pos == 14 and run and run[0].rank == 1):
                run.append(card)
                continue
            if len(run) >= 3:
                candidates.append(run)
            run = [card] if card is not None else []
    return candidates


def _positions(card: Card) -> tuple[int, ...]:
    return (1, 14) if card.rank == 1 else (card.rank,)


def _could_meld_with_joker(a: Card, b: Card) -> bool:
    """Two natural cards that one joker can turn into a meld."""
    if a.rank == b.rank:
        return a.suit != b.suit
    return a.suit == b.suit and any(
        1 <= abs(pa - pb) <= 2 for pa in _positions(a) for pb in _positions(b)
    )


def _joker_meld(joker: Card, cards: Sequence[Card]) -> list[Card] | None:
    """The most valuable 3-card meld of this joker and two of ``cards``, declared."""
    best: list[Card] | None = None
    naturals = [c for c in cards if not c.is_joker]
    for i, a in enumerate(naturals):
        for b in naturals[i + 1 :]:
            if not _could_meld_with_joker(a, b):
                continue
            options = declaration_options([a, b, joker])
            if not options:
                continue
            trial = [a, b, joker.declare(options[0][0])]
            if best is None or meld_points(trial) > meld_points(best):
                best = trial
    return best


def melds_from_hand(hand: Sequence[Card]) -> list[Meld]:
    """Disjoint legal melds from the hand alone, chosen greedily by points.

    Natural melds first (the most valuable one each time), then each joker
    completes the most valuable pair left.
    """
    left = list(hand)
    melds: list[Meld] = []
    while True:
        candidates = _natural_candidates(left)
        if not candidates:
            break
        pick = max(candidates, key=lambda m: (meld_points(m), len(m)))
        melds.append(tuple(arrange(pick)))
        for c in pick:
            left.remove(c)
    for joker in [c for c in left if c.is_joker]:
        meld = _joker_meld(joker, left)
        if meld is None:
            continue
        melds.append(tuple(arrange(meld)))
        for c in meld:
            left.remove(c.bare() if c.is_joker else c)
    return melds


def _extended(meld: Meld, card: Card) -> Meld | None:
    """``meld`` with ``card`` added (a joker declared as needed), or None if illegal."""
    if card.is_joker:
        options = declaration_options([*meld, card])
        if not options:
            return None
        card = card.declare(options[0][0])
    trial = [*meld, card]
    return tuple(arrange(trial)) if is_valid_meld(trial) else None


def lay_off(table: Sequence[Meld], cards: Sequence[Card]) -> tuple[list[Meld], list[Card]]:
    """Add single cards to the ends of runs and to groups, repeatedly.

    Natural cards go first, the most valuable first; jokers last, since they
    fit almost anywhere and should not take a place a natural card needs.
    Returns the new table and the cards played (a card laid off may make room
    for the next, e.g. 8♥ then 9♥ on a run ending in 7♥).
    """
    new_table = list(table)
    left = sorted(cards, key=lambda c: (c.is_joker, -card_points(c)))
    played: list[Card] = []
    progress = True
    while progress:
        progress = False
        for card in list(left):
            for i, meld in enumerate(new_table):
                grown = _extended(meld, card)
                if grown is not None:
                    new_table[i] = grown
                    left.remove(card)
                    played.append(card)
                    progress = True
                    break
    return new_table, played
