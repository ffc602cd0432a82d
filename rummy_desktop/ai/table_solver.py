"""The exact Manipulation table solver: the legal rearrangement of the whole table that plays the most.

``best_play(table_melds, hand)`` maximises the points played from hand, then
the number of cards, then prefers fewer hand jokers (the rules page
assets/rules/manipulation.en.html).
The sweep over rank positions lives in :mod:`solver_dp`; this module runs it
in rounds, each exact for what it claims. The upper bound is the value of
every hand card that could fit in some meld at all, each face's cards cut to
the melds the new table can have for them beside the table's own copies
(:func:`solver_problem.make_problem`).

1. Depth first (:mod:`solver_depth_first`), for a play worth the upper
   bound: found, none can be better (most crowded tables end here, in a few
   milliseconds); walked to the end without one, the walk gives a lower
   upper bound, tried the same way. These walks may visit at most
   :data:`_STEPS` states together, and :data:`_LOWER_STEPS` more once the
   first bound is disproved: depth first, a wrong early turn can cost a long
   detour, which the breadth-first sweeps below never take.
2. Otherwise, with no joker in play, an exact breadth-first sweep at the
   upper bound (without jokers the sweep's states stay few, so it settles
   the bound faster than a beam); then a beam search finds a good legal
   play, kept should time run out: a narrow beam first, and with jokers in
   play, when it finds none or (on tables of 40 cards or more) its play is
   worth less than the bound, a wide one.
3. Then exact breadth-first sweeps: at the upper bound alone when no walk
   disproved it (on a crowded table the likely best play, and the sweep
   prunes hard), then from just above the beam's play, which finds the best
   play if it beats the beam's.

With a ``deadline`` (a ``time.monotonic()`` value) the best play found when
time runs out is returned with ``optimal=False``; if none was found yet, that
is the "no play" answer, which leaves the table as it was.

Callers of the scripting API parse the table's melds and the hand each on its
own, so the table's 7♠ and the hand's 7♠ both come as copy 0. Equal cards in
different lists are different physical cards, up to the two packs (and two
jokers) of the largest game; the search runs on them numbered apart
(:func:`distinct_copies`) and the play is given back in the caller's cards.
A face given more often than two packs hold raises ``ValueError``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from rummy_desktop.engine.cards import Card, card_points, distinct_copies
from rummy_desktop.engine.manipulation.rules import MAX_PLAYERS, packs_and_jokers

from .solver_depth_first import DepthFirst, OutOfSteps
from .solver_dp import DeadlineExceeded, Solution, TableSearch
from .solver_melds import Shapes, build_table, original_shapes, original_split
from .solver_problem import make_problem

__all__ = ["Play", "best_play"]

_BEAM_WIDTH = 64
_NARROW_BEAM = 16
"""The beam tried first, in about a quarter of the wide beam's time. Without jokers in play its play is
floor enough (the exact sweeps from just above it stay cheap there); with jokers it often reaches the
upper bound already on the tables where the walks ran out (nothing is left to prove then), and the wide
beam runs only when it does not, on tables of :data:`_WIDE_BEAM_FROM` cards or more."""
_WIDE_BEAM_FROM = 40
"""Table cards from which the wide beam runs after a narrow beam's play below the upper bound. On smaller
tables the exact sweeps cost little more from the narrow beam's play than from the wide one's, so the
wide beam ran for nothing: without it there the median ratio against the peer on 0-39 card tables with
jokers fell by about 0.1 (docs/benchmarks.md, issue 35's second round); without it on larger tables the
60+ card tables with jokers took twice as long. It still runs wherever the narrow beam found no play
(the sweep would start from nothing: one 20-39 card table of the benchmark took 111 ms instead of 51)."""
_STEPS = 2000
"""States the depth-first walks may visit (about 5 to 10 ms); the best trade-off on the benchmark of
docs/benchmarks.md between walks that would have succeeded and time lost before the sweeps."""
_STEPS_WITHOUT_JOKERS = 300
"""The same without jokers in play: there the breadth-first sweep at the upper bound takes 2 to 6 ms on
tables of 40 to 59 cards, less than a walk of 2,000 states that fails (6 to 13 ms), so a walk only gets
the time to find the plays it finds at once."""
_LOWER_STEPS = 100
"""Once the upper bound is disproved, the states left for walks at lower bounds: each lower bound is
mostly a little lower again (a card or a point), and on the smaller tables where that happens the
sweeps are cheap."""


Meld = tuple[Card, ...]


@dataclass(frozen=True)
class Play:
    """A new table and the hand cards it uses.

    ``melds`` holds every card that was on the table (the same physical cards;
    table jokers keep their declaration unless freed) and the ``played`` hand
    cards, jokers declared. ``optimal`` is False when a deadline cut the search
    short.
    """

    melds: tuple[Meld, ...]
    played: tuple[Card, ...]
    points: int
    optimal: bool

    @property
    def cards(self) -> int:
        return len(self.played)

    @property
    def jokers_used(self) -> int:
        """Jokers played from hand."""
        return sum(1 for c in self.played if c.is_joker)


def _no_play(table_melds: Sequence[Sequence[Card]], optimal: bool) -> Play:
    return Play(tuple(tuple(m) for m in table_melds), (), 0, optimal)


def _as_play(
    table_melds: Sequence[Sequence[Card]], shapes: Shapes, hand: Sequence[Card], solution: Solution | None, optimal: bool
) -> Play:
    if solution is None:
        return _no_play(table_melds, optimal)
    melds, played = build_table(table_melds, hand, solution.choices, shapes)
    return Play(melds, played, sum(card_points(c) for c in played), optimal)


def best_play(
    table_melds: Sequence[Sequence[Card]], hand: Sequence[Card], *, deadline: float | None = None
) -> Play:
    """The play from ``hand`` onto ``table_melds`` worth the most points (see the module docstring).

    The new table holds every card of ``table_melds`` and the ``played`` cards
    of ``hand``, no more and no fewer, as the caller gave them (a joker with
    its new declaration).
    """
    *melds, cards = distinct_copies([*table_melds, hand], *packs_and_jokers(MAX_PLAYERS))
    play = _search(melds, cards, deadline)
    given = [card for meld in table_melds for card in meld] + list(hand)
    numbered = [card for meld in melds for card in meld] + cards
    callers = {card.key: original for card, original in zip(numbered, given)}

    def as_given(card: Card) -> Card:
        original = callers[card.key]
        return replace(original, declared=card.declared) if card.is_joker else original

    return replace(
        play,
        melds=tuple(tuple(as_given(card) for card in meld) for meld in play.melds),
        played=tuple(as_given(card) for card in play.played),
    )


def _search(table_melds: Sequence[Sequence[Card]], hand: Sequence[Card], deadline: float | None) -> Play:
    """:func:`best_play` over cards that are all different physical cards."""
    table_cards = [c for meld in table_melds for c in meld]
    problem = make_problem(table_cards, hand)
    bound = problem.upper_bound()
    if bound == 0:
        return _no_play(table_melds, True)
    shapes = original_shapes(table_melds)
    search = TableSearch(problem, original_split(shapes))
    found: Solution | None = None
    walker = DepthFirst(search, _STEPS if problem.free_joker_limit else _STEPS_WITHOUT_JOKERS, deadline)
    first_bound = bound
    try:
        while True:
            found, most = walker.best(bound, bound)
            if found is not None:
                return _as_play(table_melds, shapes, hand, found, True)
            if most <= 0:
                return _no_play(table_melds, True)
            bound = most
            walker.limit(_LOWER_STEPS)
    except OutOfSteps:
        pass
    except DeadlineExceeded:
        return _no_play(table_melds, False)
    try:
        if not problem.free_joker_limit and bound == first_bound:
            # Without jokers the sweep's states stay few: at the upper bound it settles that bound faster than a beam.
            found = search.run(bound, deadline=deadline)
            if found is not None:
                return _as_play(table_melds, shapes, hand, found, True)
            bound -= 1
        found = search.run(1, beam=_NARROW_BEAM, deadline=deadline)
        if problem.free_joker_limit and (found is None or len(table_cards) >= _WIDE_BEAM_FROM and found.value < bound):
            wide = search.run(1, beam=_BEAM_WIDTH, deadline=deadline)
            if wide is not None and (found is None or wide.value > found.value):
                found = wide
        floor = found.value + 1 if found else 1
        if floor <= bound:
            # Not disproved, the upper bound is the likely best play (a crowded table): try it alone first.
            likely = search.run(bound, deadline=deadline) if bound == first_bound and floor < bound else None
            found = likely or search.run(floor, deadline=deadline) or found
    except DeadlineExceeded:
        return _as_play(table_melds, shapes, hand, found, False)
    return _as_play(table_melds, shapes, hand, found, True)
