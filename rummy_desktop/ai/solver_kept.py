"""Melds the table solver must keep whole: the shapes its sweep works around.

A meld *kept whole* ends the turn with all its cards inside one meld of the
new table (:func:`manipulation_reach.melds_split` does not count it). It may
grow: a run takes cards at either end, a group of three a fourth suit. Two
kept melds never need to be joined: whatever lies between them can be added to
one of them instead, so each kept meld is its own meld on the new table.

The sweep of :mod:`solver_dp` therefore leaves the kept melds' cards out of
its counts and, per cell, knows where kept runs begin (open runs of the suit
ending just before may join them: cards laid on the low end), where they end
(a run of three or more continues from there: cards laid on the high end), and
which kept groups of three lack this suit. A joker in a kept meld keeps its
declared card, or gives way to its real card and stays in the meld with
another (:func:`kept_problems` tries both); the real cards of kept melds
count as the real card that frees a joker standing for it elsewhere (the
rules allow any real card of the new table).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from itertools import combinations, product
from typing import Iterator, Sequence

from rummy_desktop.engine.cards import Card, Face, face_points
from rummy_desktop.engine.melds import MeldKind, meld_kind

from .solver_problem import ACE_HIGH, SUITS, Problem, make_problem

__all__ = ["KeptShapes", "kept_problems"]

Cell = tuple[int, int]  # (position 1..14, suit index)


@dataclass(frozen=True)
class KeptShapes:
    """Per cell: kept runs beginning and ending there, kept groups of three lacking its suit, kept run cards."""

    run_starts: Counter[Cell]
    run_ends: Counter[Cell]
    group_gaps: Counter[Cell]
    run_cards: Counter[Cell]


def _face(card: Card) -> Face:
    face = card.face
    if face is None:
        raise ValueError(f"a joker on the table must have a declared card: {card!r}")
    return face


def _run_span(faces: Sequence[Face]) -> tuple[int, int]:
    """First and last position of a run (its ace at 14 when the run holds a king)."""
    ranks = {f.rank for f in faces}
    positions = [ACE_HIGH if r == 1 and 13 in ranks else r for r in ranks]
    return min(positions), max(positions)


@dataclass(frozen=True)
class _Shape:
    """A kept meld as it lies on the new table: a run from ``first`` to ``last``, or a group lacking ``gap``."""

    suit: int
    first: int
    last: int
    gap: int | None  # groups only: the suit still missing (None for a run, or a group of four)
    group: bool


def _shape(faces: Sequence[Face]) -> _Shape:
    kind = meld_kind(faces)
    if kind is MeldKind.SEQUENCE:
        first, last = _run_span(faces)
        return _Shape(SUITS.index(faces[0].suit), first, last, None, False)
    if kind is MeldKind.GROUP:
        missing = set(SUITS) - {f.suit for f in faces}
        gap = SUITS.index(missing.pop()) if len(missing) == 1 else None
        return _Shape(0, faces[0].rank, faces[0].rank, gap, True)
    raise ValueError(f"not a meld: {' '.join(str(f) for f in faces)}")


def _traded(shape: _Shape, jokers: int) -> Iterator[_Shape]:
    """The shapes a kept meld can take when ``jokers`` of its jokers give way to their real cards and,
    declared again, stay in it: a run's at its ends, a group's as its missing suit."""
    if shape.group:
        if jokers == 1 and shape.gap is not None:
            yield replace(shape, gap=None)
        return
    for low in range(jokers + 1):
        first, last = shape.first - low, shape.last + jokers - low
        if first >= 1 and last <= ACE_HIGH and last - first < 13:
            yield replace(shape, first=first, last=last)


def kept_problems(
    table_melds: Sequence[Sequence[Card]], hand: Sequence[Card], split: set[int]
) -> Iterator[tuple[Problem, KeptShapes, int]]:
    """The solver's problems when only the melds numbered in ``split`` may be taken apart, with the
    points a play of each must add to be worth as much as the whole play.

    One problem per way of trading the jokers of kept melds in place (none
    traded: the points are all the play's); a real card that takes a joker's
    place comes from the hand (its points already played) or from a meld taken
    apart. Every card of ``table_melds`` and ``hand`` must be a different
    physical card (as :func:`table_solver.best_play` numbers them).
    """
    whole = make_problem([c for meld in table_melds for c in meld], hand)  # which hand cards could fit at all
    loose = make_problem([c for i, meld in enumerate(table_melds) if i in split for c in meld], hand)
    kept_real = [[0] * 14 for _ in SUITS]
    options: list[list[tuple[_Shape, tuple[Face, ...]]]] = []
    for i, meld in enumerate(table_melds):
        if i in split:
            continue
        faces = [_face(c) for c in meld]
        for card, face in zip(meld, faces):
            if not card.is_joker:
                kept_real[SUITS.index(face.suit)][face.rank] += 1
        jokers = tuple(face for card, face in zip(meld, faces) if card.is_joker)
        shape = _shape(faces)
        choices: list[tuple[_Shape, tuple[Face, ...]]] = [(shape, ())]
        for size in range(1, len(jokers) + 1):
            for traded in combinations(jokers, size):
                choices += [(other, traded) for other in _traded(shape, size)]
        options.append(choices)
    for chosen in product(*options):
        needed = Counter(face for _, traded in chosen for face in traded)
        for sources in product(*(range(n + 1) for n in needed.values())):  # how many of each from hand
            table_grid = [list(row) for row in loose.table]
            hand_grid = [list(row) for row in whole.hand]
            credit = 0
            for (face, n), from_hand in zip(needed.items(), sources):
                s = SUITS.index(face.suit)
                hand_grid[s][face.rank] -= from_hand
                table_grid[s][face.rank] -= n - from_hand
                credit += from_hand * face_points(face.rank)
            if any(n < 0 for row in table_grid + hand_grid for n in row):
                continue
            problem = replace(
                loose,
                table=tuple(tuple(row) for row in table_grid),
                hand=tuple(tuple(row) for row in hand_grid),
                kept_real=tuple(tuple(row) for row in kept_real),
            )
            yield problem, _kept_shapes([shape for shape, _ in chosen]), credit


def _kept_shapes(shapes: Sequence[_Shape]) -> KeptShapes:
    kept = KeptShapes(Counter(), Counter(), Counter(), Counter())
    for shape in shapes:
        if shape.group:
            if shape.gap is not None:
                kept.group_gaps[(shape.first, shape.gap)] += 1
            continue
        kept.run_starts[(shape.first, shape.suit)] += 1
        kept.run_ends[(shape.last, shape.suit)] += 1
        for p in range(shape.first, shape.last + 1):
            kept.run_cards[(p, shape.suit)] += 1
    return kept
