"""The spreads after a knock: the knocker's (as chosen, or as the app proposes it) and the defender's check.

Every legal spread of the knocker, and the check of the one he chose, are in
:mod:`.knocker_spreads`.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..cards import Card, card_points, format_cards, sort_by_suit
from ..melds import meld_problem
from ..messages import QT_TRANSLATE_NOOP, Explanation
from .actions import Spread
from .deadwood import Arrangement, all_best_arrangements, best_melds
from .layoffs import best_layoff
from .results import ShownHand

__all__ = [
    "knocker_spread",
    "spread_of",
    "spread_problem",
    "cards_problem",
    "melds_problem",
    "shown_defender_hand",
    "shown_melds",
    "shown_knocker_hand",
]

Meld = tuple[Card, ...]


def knocker_spread(knocker_cards: Sequence[Card], defender_cards: Sequence[Card]) -> Arrangement:
    """The spread the app proposes to the knocker (and shows when he chose none): lowest
    deadwood; among ties, the one that leaves the defender the highest count after his
    best lay-offs (the rules page assets/rules/gin.en.html, *resolved*).

    Gin admits no lay-offs, so then the first arrangement is shown.
    """
    arrangements = all_best_arrangements(knocker_cards)
    if arrangements[0].deadwood == 0 or len(arrangements) == 1:
        return arrangements[0]
    return max(arrangements, key=lambda a: best_layoff(a.melds, defender_cards).deadwood)


def spread_of(cards: Sequence[Card], melds: Sequence[Sequence[Card]]) -> Arrangement:
    """The arrangement showing ``melds`` with the rest of ``cards`` as deadwood (unchecked:
    :func:`.knocker_spreads.knock_spread_problem` checks a knocker's)."""
    melded = {c for meld in melds for c in meld}
    left = tuple(sort_by_suit(c for c in cards if c not in melded))
    return Arrangement(sum(card_points(c) for c in left), tuple(tuple(m) for m in melds), left)


def shown_knocker_hand(
    knocker_cards: Sequence[Card], defender_cards: Sequence[Card], melds: Sequence[Meld] | None = None
) -> ShownHand:
    """The knocker's spread as shown on the table: the ``melds`` he chose, or the proposal
    (:func:`knocker_spread`) when he chose none."""
    if melds is None:
        _, melds, left = knocker_spread(knocker_cards, defender_cards)
    else:
        _, melds, left = spread_of(knocker_cards, melds)
    return ShownHand(tuple(melds), (), left)


def shown_melds(cards: Sequence[Card]) -> ShownHand:
    """A hand spread in its best melds, with nothing laid off (after gin or big gin)."""
    _, melds, left = best_melds(cards)
    return ShownHand(melds, (), left)


def _gin_problem(meld: Sequence[Card]) -> Explanation | None:
    return meld_problem(meld, ace_high=False, jokers=False)


def cards_problem(used: Sequence[object], hand: Sequence[Card], discarded: Card | None = None) -> str | None:
    """Why the cards of a spread cannot be used: not cards, one used twice, or one not in ``hand``
    (``discarded``: the card the knocker lets go, named as such). None when they can."""
    for card in used:
        if not isinstance(card, Card):
            return f"{card!r} is not a card"
    for card, n in Counter(used).items():
        if n > 1:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "{card} is used twice in the spread"), card=card)
        if card == discarded:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "{card} is the card you discard: it cannot be spread"), card=card)
        if card not in hand:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "{card} is not in your hand"), card=card)
    return None


def melds_problem(melds: Sequence[Meld]) -> Explanation | None:
    """Why one of ``melds`` is not a Gin meld (ace low, no jokers), or None."""
    for meld in melds:
        problem = _gin_problem(meld)
        if problem and not meld:  # an empty meld (a damaged save): no cards to name
            return problem
        if problem:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "{cards} is not a meld: {problem}"), cards=format_cards(meld), problem=problem)
    return None


def spread_problem(knocker_melds: Sequence[Meld], hand: Sequence[Card], spread: Spread) -> str | None:
    """Why the defender may not spread this way, or None when the spread is legal.

    A reason is an :class:`Explanation`, except for a non-card (a programming error).
    """
    used = [c for m in spread.melds for c in m] + [c for _, cards in spread.layoffs for c in cards]
    problem = cards_problem(used, hand) or melds_problem(spread.melds)
    if problem:
        return problem
    targets = [index for index, _ in spread.layoffs]
    for index, cards in spread.layoffs:
        if type(index) is not int or not 0 <= index < len(knocker_melds):
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "there is no knocker's meld number {index} to lay off on"), index=repr(index))
        if targets.count(index) > 1:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "lay-offs on the knocker's meld number {index} must be given together"), index=index)
        if not cards:
            return Explanation(QT_TRANSLATE_NOOP("GinRules", "no cards are laid off on the knocker's meld number {index}"), index=index)
        target = knocker_melds[index]
        problem = _gin_problem(tuple(target) + tuple(cards))
        if problem:
            return Explanation(
                QT_TRANSLATE_NOOP("GinRules", "{cards} cannot be laid off on {meld}: {problem}"),
                cards=format_cards(cards),
                meld=format_cards(target),
                problem=problem,
            )
    return None


def shown_defender_hand(hand: Sequence[Card], spread: Spread) -> ShownHand:
    """The defender's hand as spread (call after :func:`spread_problem` found nothing)."""
    used = {c for m in spread.melds for c in m} | {c for _, cards in spread.layoffs for c in cards}
    return ShownHand(spread.melds, spread.layoffs, tuple(c for c in hand if c not in used))
