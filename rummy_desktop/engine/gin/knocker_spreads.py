"""The knocker's own spread: every arrangement he may show, and why one is refused.

The rules (assets/rules/gin.en.html): "the player who knocked arranges and spreads all his cards":
any split of his 10 cards into melds and deadwood whose deadwood is within
the knock limit. Which melds he shows matters, since the defender lays off on
them (a set of three 7s instead of a run through 7♥ can block a lay-off).

Two readings of the app (the rules pages say so):

* A hand whose cards all meld goes gin: "a hand's deadwood is always computed
  for the arrangement that minimises it", and gin is a knock with no deadwood.
  Its spread shows no deadwood; which melds it shows never matters, since
  nothing may be laid off on gin.
* Spreads that differ only in where a run is cut (3-4-5♥ and 6-7-8♥, or
  3-…-8♥ whole) are one spread: they show the same cards as melds and take
  the same lay-offs. :func:`legal_spreads` lists each once, with runs whole.
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from ..cards import Card, card_points, sort_by_suit
from ..messages import QT_TRANSLATE_NOOP, Context, Explanation
from .deadwood import Arrangement, deadwood
from .spread import cards_problem, melds_problem, spread_of

__all__ = ["legal_spreads", "knock_spread_problem", "spread_key", "knock_limit_words", "candidate_melds",
           "GinKnock"]

Meld = tuple[Card, ...]
SpreadKey = frozenset[frozenset[Card]]


class GinKnock(Context):
    """The knock refusals that count deadwood: "1 point" and "5 points" take different words."""


def knock_limit_words(limit: int) -> Explanation:
    """The round's knock limit as a refusal names it: "at most 7", or "only gin is allowed"."""
    if limit == 0:
        return Explanation(QT_TRANSLATE_NOOP("GinRules", "only gin is allowed"))
    return Explanation(QT_TRANSLATE_NOOP("GinRules", "at most {limit}"), limit=limit)


def knock_spread_problem(
    cards: Sequence[Card], melds: Sequence[Sequence[Card]], knock_limit: int, discarded: Card | None = None
) -> str | None:
    """Why the knocker may not spread his 10 ``cards`` as ``melds`` (the rest as deadwood), or None.

    ``discarded`` is the card he lets go with the knock. A reason is an
    :class:`Explanation`, except for a non-card (a programming error).
    """
    used = [c for meld in melds for c in meld]
    problem = cards_problem(used, cards, discarded) or melds_problem([tuple(m) for m in melds])
    if problem:
        return problem
    left = spread_of(cards, melds).deadwood
    if left and deadwood(cards) == 0:
        return Explanation(
            QT_TRANSLATE_NOOP("GinRules", "all your cards meld: this knock is gin, spread with no deadwood")
        )
    if left > knock_limit:
        return Explanation(
            GinKnock.QT_TR_NOOP("this spread leaves %n deadwood: too much to knock ({limit} this round)", None, left),
            limit=knock_limit_words(knock_limit),
        )
    return None


def spread_key(melds: Sequence[Sequence[Card]]) -> SpreadKey:
    """What makes two spreads of the same cards the same: their melds, with runs whole."""
    return frozenset(frozenset(meld) for meld in _whole_runs(melds))


def _is_set(meld: Sequence[Card]) -> bool:
    return len({c.rank for c in meld}) == 1


def _whole_runs(melds: Sequence[Sequence[Card]]) -> tuple[Meld, ...]:
    """The melds as shown: sets by rank, then each suit's runs joined where they touch, suit by suit."""
    sets = sorted((tuple(sort_by_suit(m)) for m in melds if _is_set(m)), key=lambda m: m[0].rank)
    runs = _stretches(sort_by_suit(c for m in melds if not _is_set(m) for c in m))
    return tuple(sets) + tuple(tuple(run) for run in runs)


def _stretches(cards: Sequence[Card]) -> list[list[Card]]:
    """Cards sorted by suit, cut where the next card does not continue a run (same suit, next rank)."""
    stretches: list[list[Card]] = []
    for card in cards:
        if stretches and stretches[-1][-1].suit == card.suit and stretches[-1][-1].rank + 1 == card.rank:
            stretches[-1].append(card)
        else:
            stretches.append([card])
    return stretches


def candidate_melds(cards: Sequence[Card]) -> list[Meld]:
    """Every set (3 or 4 cards) and every run (each stretch of 3 or more in a suit) these cards can make."""
    found: list[Meld] = []
    by_rank: dict[int, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    for same in by_rank.values():
        for size in (3, 4):
            found += combinations(same, size)
    for stretch in _stretches(sort_by_suit(cards)):
        found += [tuple(stretch[i:j]) for i in range(len(stretch)) for j in range(i + 3, len(stretch) + 1)]
    return found


def legal_spreads(cards: Sequence[Card], knock_limit: int) -> list[Arrangement]:
    """Every spread the knocker may show with these 10 cards, lowest deadwood first (each once, runs whole).

    Empty when no spread is within the limit; a hand that can go gin has only
    its spreads with no deadwood.
    """
    cards = list(cards)
    limit = 0 if deadwood(cards) == 0 else knock_limit
    position = {card: i for i, card in enumerate(cards)}
    starting_at: list[list[Meld]] = [[] for _ in cards]
    for meld in candidate_melds(cards):
        starting_at[min(position[c] for c in meld)].append(meld)
    covered = [False] * len(cards)
    found: dict[SpreadKey, Arrangement] = {}

    def walk(i: int, chosen: list[Meld], points: int) -> None:
        while i < len(cards) and covered[i]:
            i += 1
        if i == len(cards):
            melds = _whole_runs(chosen)
            found.setdefault(spread_key(melds), spread_of(cards, melds))
            return
        if points + card_points(cards[i]) <= limit:
            walk(i + 1, chosen, points + card_points(cards[i]))
        for meld in starting_at[i]:
            places = [position[c] for c in meld]
            if any(covered[p] for p in places):
                continue
            for p in places:
                covered[p] = True
            walk(i + 1, [*chosen, meld], points)
            for p in places:
                covered[p] = False

    walk(0, [], 0)
    return sorted(found.values(), key=lambda a: (a.deadwood, [[str(c) for c in m] for m in a.melds]))
