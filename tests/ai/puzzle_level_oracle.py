"""An independent judge of a puzzle's level: the fewest table melds any play worth the target takes apart.

An integer program over physical cards (HiGHS through scipy), sharing no code
with the solver or the generator: every run (3 to 13 cards, the ace low or
high) and group (3 or 4 suits) is a *template* that may appear on the new
table a whole number of times; each card goes into one slot of one template
(table cards must, hand cards may); a table joker keeps its declared card
unless a real card of that face is on the new table, and then may fill any
slot. A table meld is *kept whole* when all its cards sit in the same
template: copies of one run template can always be dealt out so that each
kept run lies in one copy (their cards are consecutive: intervals), and kept
groups of one template need a copy each (any two of them share a suit). The
program minimises the melds not kept whole, with the hand's points played at
least the target.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from typing import Sequence

import numpy as np
from scipy.optimize import LinearConstraint, milp
from scipy.sparse import coo_matrix

from rummy_desktop.engine.cards import Card, Face, Suit, card_points

_MOST_COPIES = 4  # of one template: two packs and two jokers


def _templates() -> list[tuple[str, tuple[Face, ...]]]:
    found: list[tuple[str, tuple[Face, ...]]] = []
    for suit in Suit:
        for first in range(1, 13):
            for last in range(first + 2, min(first + 12, 14) + 1):
                found.append(("run", tuple(Face(1 if p == 14 else p, suit) for p in range(first, last + 1))))
    for rank in range(1, 14):
        for size in (3, 4):
            for suits in itertools.combinations(Suit, size):
                found.append(("group", tuple(Face(rank, s) for s in suits)))
    return found


_TEMPLATES = _templates()


def fewest_melds_taken_apart(table: Sequence[Sequence[Card]], hand: Sequence[Card], target: int) -> int | None:
    """The fewest melds of ``table`` a legal play from ``hand`` worth at least ``target`` takes apart (None: no play)."""
    cards = [c for meld in table for c in meld] + list(hand)
    meld_of = [i for i, meld in enumerate(table) for _ in meld] + [None] * len(hand)
    real_faces = {c.face for c in cards if not c.is_joker}
    jokers = sum(1 for c in cards if c.is_joker)
    templates = [
        (kind, faces) for kind, faces in _TEMPLATES
        if any(f in real_faces for f in faces) and sum(f not in real_faces for f in faces) <= jokers
    ]
    columns: list[str] = []

    def column(name: str) -> int:
        columns.append(name)
        return len(columns) - 1

    copies = [column(f"n{t}") for t in range(len(templates))]
    slots: dict[tuple[int, int], list[int]] = defaultdict(list)  # (template, slot) -> x columns
    placed: dict[int, list[int]] = defaultdict(list)  # card -> x columns
    in_template: dict[tuple[int, int], list[int]] = defaultdict(list)  # (card, template) -> x columns
    moved_off: dict[int, list[int]] = defaultdict(list)  # table joker -> x columns away from its declared card
    real_in: dict[int, list[int]] = defaultdict(list)  # template -> x columns of real cards
    for t, (_, faces) in enumerate(templates):
        for k, face in enumerate(faces):
            for c, card in enumerate(cards):
                fits = card.face == face if not card.is_joker else True
                if not fits:
                    continue
                x = column(f"x{c},{t},{k}")
                slots[(t, k)].append(x)
                placed[c].append(x)
                in_template[(c, t)].append(x)
                if card.is_joker and meld_of[c] is not None and card.face != face:
                    moved_off[c].append(x)
                if not card.is_joker:
                    real_in[t].append(x)
    freed = {c: column(f"u{c}") for c in moved_off}
    split = [column(f"y{m}") for m in range(len(table))]
    kept_in: dict[int, list[tuple[int, int]]] = defaultdict(list)  # template -> (meld, z column)
    kept_of: dict[int, list[int]] = defaultdict(list)
    for m, meld in enumerate(table):
        members = [c for c, owner in enumerate(meld_of) if owner == m]
        for t in range(len(templates)):
            if all(in_template.get((c, t)) for c in members):
                z = column(f"z{m},{t}")
                kept_in[t].append((m, z))
                kept_of[m].append(z)

    rows: list[tuple[dict[int, float], float, float]] = []
    for (t, _), xs in slots.items():  # every slot of every copy filled
        rows.append(({**{x: 1.0 for x in xs}, copies[t]: -1.0}, 0, 0))
    for t in range(len(templates)):
        if not slots.get((t, 0)) or any(not slots.get((t, k)) for k in range(len(templates[t][1]))):
            rows.append(({copies[t]: 1.0}, 0, 0))
        rows.append(({**{x: 1.0 for x in real_in[t]}, copies[t]: -1.0}, 0, np.inf))  # a real card in each copy
        if templates[t][0] == "group" and kept_in[t]:
            rows.append(({**{z: 1.0 for _, z in kept_in[t]}, copies[t]: -1.0}, -np.inf, 0))
    for c, xs in placed.items():
        on_table = meld_of[c] is not None
        rows.append(({x: 1.0 for x in xs}, 1 if on_table else 0, 1))
    for c in range(len(cards)):
        if meld_of[c] is not None and c not in placed:
            return None  # a table card with no slot at all: cannot happen on a legal table
    for c, xs in moved_off.items():
        rows.append(({**{x: 1.0 for x in xs}, freed[c]: -1.0}, -np.inf, 0))
    for face in {cards[c].face for c in freed}:  # real cards of a face on the new table >= jokers leaving it
        real = {x: 1.0 for c, card in enumerate(cards) if not card.is_joker and card.face == face for x in placed[c]}
        rows.append(({**real, **{freed[c]: -1.0 for c in freed if cards[c].face == face}}, 0, np.inf))
    for t, pairs in kept_in.items():
        for m, z in pairs:
            for c in (c for c, owner in enumerate(meld_of) if owner == m):
                rows.append(({**{x: 1.0 for x in in_template[(c, t)]}, z: -1.0}, 0, np.inf))
    for m in range(len(table)):
        rows.append(({**{z: 1.0 for z in kept_of[m]}, split[m]: 1.0}, 1, np.inf))
    points = {x: float(card_points(cards[c])) for c in range(len(cards)) if meld_of[c] is None for x in placed[c]}
    rows.append((points, target, np.inf))

    data, row_index, col_index = [], [], []
    for r, (coefficients, _, _) in enumerate(rows):
        for col, value in coefficients.items():
            row_index.append(r)
            col_index.append(col)
            data.append(value)
    matrix = coo_matrix((data, (row_index, col_index)), shape=(len(rows), len(columns))).tocsr()
    upper = np.ones(len(columns))
    upper[copies] = _MOST_COPIES
    objective = np.zeros(len(columns))
    objective[split] = 1
    result = milp(
        objective,
        integrality=np.ones(len(columns)),
        bounds=(np.zeros(len(columns)), upper),
        constraints=LinearConstraint(matrix, [lo for _, lo, _ in rows], [hi for _, _, hi in rows]),
        options={"mip_rel_gap": 0},
    )
    if result.status == 2:  # infeasible
        return None
    assert result.success, result.message
    return round(result.fun)
