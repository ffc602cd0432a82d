"""How far a play reaches into the table: the melds it takes apart.

A person who has learnt the game looks at a few melds at a time: "if I take
the 7♣ off that run, my 7♦ 7♥ make a group". Adding cards to a meld, or
joining two melds into one, leaves each meld's cards together; taking cards
out of a meld to use them elsewhere splits it. :func:`melds_split` counts the
melds a new table split, which is how hard the play is to see: the medium
level plays the exact solver's best play only when it splits at most two melds.
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from rummy_desktop.ai.manipulation_plays import Meld
from rummy_desktop.ai.solver_dp import TableSearch
from rummy_desktop.ai.solver_kept import KeptShapes, kept_problems
from rummy_desktop.ai.solver_problem import Problem
from rummy_desktop.engine.cards import Card, distinct_copies
from rummy_desktop.engine.manipulation.rules import MAX_PLAYERS, packs_and_jokers

__all__ = ["melds_split", "fewest_melds_split"]


def melds_split(before: Sequence[Meld], after: Sequence[Meld]) -> int:
    """How many melds of ``before`` do not lie whole inside one meld of ``after``.

    Cards are told apart by their physical identity (``Card.key``), so a
    joker that changed its declaration still counts as the same card.
    """
    where = {card.key: number for number, meld in enumerate(after) for card in meld}
    return sum(1 for meld in before if len({where.get(card.key) for card in meld}) > 1)


def fewest_melds_split(
    table: Sequence[Sequence[Card]], hand: Sequence[Card], points: int, below: int
) -> int | None:
    """The fewest melds of ``table`` that a play from ``hand`` worth at least ``points`` takes apart,
    when that is fewer than ``below``; None when every such play takes apart ``below`` or more.

    Exact: for each set of melds allowed to come apart (the smallest sets
    first), the table solver's sweep decides whether a play keeping all the
    others whole (:mod:`solver_kept`) is worth ``points``. The sets tried
    number ``C(melds, 0) + ... + C(melds, below - 1)``.
    """
    *melds, cards = distinct_copies([*table, hand], *packs_and_jokers(MAX_PLAYERS))
    for size in range(below):
        for split in combinations(range(len(melds)), size):
            if any(_reaches(problem, shapes, points - credit) for problem, shapes, credit in kept_problems(melds, cards, set(split))):
                return size
    return None


def _reaches(problem: Problem, shapes: KeptShapes, points: int) -> bool:
    """Is some play of ``problem``, around the kept melds ``shapes``, worth ``points`` or more?"""
    if points <= 0:
        return TableSearch(problem, kept=shapes).run(0) is not None
    threshold = points * problem.unit * problem.unit
    return problem.upper_bound() >= threshold and TableSearch(problem, kept=shapes).run(threshold) is not None
