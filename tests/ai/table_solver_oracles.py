"""Independent judges of the table solver: a legality checker, a brute force and an integer program.

None of them shares code with the solver: the checker and the brute force
read the rules through ``engine.melds`` only, and the integer program is a
count/template model (:func:`ilp_objective`), solved by HiGHS.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from typing import Sequence

import numpy as np
from scipy.optimize import LinearConstraint, milp
from scipy.sparse import lil_matrix

from rummy_desktop.engine.cards import JOKER_RANK, Card, Face, Suit, card_points
from rummy_desktop.engine.melds import declaration_options, is_valid_meld

Objective = tuple[int, int, int]  # (points, cards, -jokers) played from hand


def objective(cards: Sequence[Card]) -> Objective:
    return (
        sum(card_points(c) for c in cards),
        len(cards),
        -sum(1 for c in cards if c.is_joker),
    )


def legality_problems(table_melds, hand, play) -> list[str]:
    """Everything wrong with ``play`` as the end of a turn (the solver's "no play" included)."""
    problems: list[str] = []
    table_cards = [c for m in table_melds for c in m]
    by_key = {c.key: c for c in [*table_cards, *hand]}
    from_hand = {c.key for c in hand}
    placed = [c for m in play.melds for c in m]
    counts = Counter(c.key for c in placed)
    if any(n > 1 for n in counts.values()):
        problems.append("a physical card is placed twice")
    for c in placed:
        original = by_key.get(c.key)
        if original is None:
            problems.append(f"{c!r} comes from nowhere")
        elif original.bare() != c.bare():
            problems.append(f"{c!r} is not the card it claims to be")
    missing = [c for c in table_cards if c.key not in counts]
    if missing:
        problems.append(f"table cards left the table: {missing}")
    played_keys = {c.key for c in placed if c.key in from_hand}
    if played_keys != {c.key for c in play.played} or len(play.played) != len(played_keys):
        problems.append("play.played does not list exactly the hand cards on the table")
    if not play.played:
        if [list(m) for m in play.melds] != [list(m) for m in table_melds]:
            problems.append("no card played but the table changed")
        return problems
    for m in play.melds:
        if not is_valid_meld(list(m)):
            problems.append(f"illegal meld {' '.join(map(str, m))}")
    was = {c.key: c.declared for c in table_cards if c.is_joker}
    changed = Counter(was[c.key] for c in placed if c.key in was and c.declared != was[c.key])
    real = Counter(c.face for c in placed if not c.is_joker)
    for face, n in changed.items():
        if real[face] < n:
            problems.append(f"{n} joker(s) left {face} without the real card taking its place")
    if not table_cards and not any(
        len(m) >= 3 and all(c.key in from_hand for c in m) and is_valid_meld(list(m)) for m in play.melds
    ):
        problems.append("the first meld of the round is not made from hand")
    if play.points != sum(card_points(c) for c in play.played):
        problems.append("play.points is not the value of the played cards")
    return problems


def conservation_problems(table_melds, hand, play) -> list[str]:
    """What ``play`` lost or made up, counting cards as the caller gave them (equal cards alike).

    For positions whose lists were parsed one by one, where the table's 7♠ and
    the hand's 7♠ are equal values: the new table must hold each table card
    and each played card exactly once, the played cards must come from the
    hand, and every meld must be legal once anything is played.
    """
    problems: list[str] = []
    given = Counter(c.bare() for m in table_melds for c in m)
    played = Counter(c.bare() for c in play.played)
    placed = Counter(c.bare() for m in play.melds for c in m)
    if placed != given + played:
        lost, added = (given + played) - placed, placed - (given + played)
        problems.append(f"the table lost {sorted(map(str, lost.elements()))} and gained {sorted(map(str, added.elements()))}")
    if played - Counter(c.bare() for c in hand):
        problems.append(f"played {sorted(map(str, played.elements()))} is not part of the hand")
    if play.played and not all(is_valid_meld(list(m)) for m in play.melds):
        problems.append("an illegal meld")
    if play.points != sum(card_points(c) for c in play.played):
        problems.append("play.points is not the value of the played cards")
    return problems


# -- brute force -------------------------------------------------------------------------------

_JOKER = Card(JOKER_RANK, None)


def _card(face: Face) -> Card:
    return Card(face.rank, face.suit)


def _is_meld(faces: Sequence[Face], jokers: int) -> bool:
    cards = [_card(f) for f in faces] + [_JOKER] * jokers
    if jokers:
        return bool(declaration_options(cards))
    return is_valid_meld(cards)


@functools.lru_cache(maxsize=None)
def _partitions(faces: tuple[Face, ...], jokers: int) -> bool:
    """Can these faces and free jokers be split into legal melds? (faces sorted)"""
    if not faces:
        return jokers == 0
    first, rest = faces[0], faces[1:]
    related = [i for i, f in enumerate(rest) if f.rank == first.rank or f.suit == first.suit]
    tried: set[tuple[tuple[Face, ...], int]] = set()
    for size in range(len(related) + 1):
        for chosen in itertools.combinations(related, size):
            partners = tuple(rest[i] for i in chosen)
            for j in range(jokers + 1):
                if size + j < 2 or (partners, j) in tried:
                    continue
                tried.add((partners, j))
                if not _is_meld((first, *partners), j):
                    continue
                left = tuple(f for i, f in enumerate(rest) if i not in chosen)
                if _partitions(left, jokers - j):
                    return True
    return False


def _arrangeable(table_faces, table_jokers, hand_faces, hand_jokers) -> bool:
    real = Counter(table_faces) + Counter(hand_faces)
    for freed_mask in itertools.product((False, True), repeat=len(table_jokers)):
        freed = Counter(f for f, out in zip(table_jokers, freed_mask) if out)
        if any(real[f] < n for f, n in freed.items()):
            continue
        kept = [f for f, out in zip(table_jokers, freed_mask) if not out]
        faces = tuple(sorted([*table_faces, *hand_faces, *kept]))
        if _partitions(faces, hand_jokers + sum(freed.values())):
            return True
    return False


def brute_force_objective(table_melds, hand) -> Objective:
    """The best objective over every subset of the hand, by exhaustive partitioning."""
    table_cards = [c for m in table_melds for c in m]
    table_faces = [c.face for c in table_cards if not c.is_joker]
    table_jokers = [c.declared for c in table_cards if c.is_joker]
    hand_counts = Counter(c.face for c in hand if not c.is_joker)
    hand_jokers = sum(1 for c in hand if c.is_joker)
    faces = sorted(hand_counts)
    options = []
    for counts in itertools.product(*(range(hand_counts[f] + 1) for f in faces)):
        for jokers in range(hand_jokers + 1):
            chosen = [f for f, n in zip(faces, counts) for _ in range(n)]
            played = [_card(f) for f in chosen] + [_JOKER] * jokers
            options.append((objective(played), chosen, jokers))
    options.sort(key=lambda o: o[0], reverse=True)
    for value, chosen, jokers in options:
        if not chosen and not jokers:
            break
        if _arrangeable(table_faces, table_jokers, chosen, jokers):
            return value
    return (0, 0, 0)


def most_played(table_melds, hand, face: Face) -> int:
    """The most hand copies of ``face`` that any legal end of the turn holds, by exhaustive partitioning."""
    table_cards = [c for m in table_melds for c in m]
    table_faces = [c.face for c in table_cards if not c.is_joker]
    table_jokers = [c.declared for c in table_cards if c.is_joker]
    others = Counter(c.face for c in hand if not c.is_joker and c.face != face)
    hand_jokers = sum(1 for c in hand if c.is_joker)
    faces = sorted(others)
    for copies in range(sum(1 for c in hand if c.face == face and not c.is_joker), 0, -1):
        for counts in itertools.product(*(range(others[f] + 1) for f in faces)):
            chosen = [face] * copies + [f for f, n in zip(faces, counts) for _ in range(n)]
            if any(_arrangeable(table_faces, table_jokers, chosen, j) for j in range(hand_jokers + 1)):
                return copies
    return 0


# -- integer program -----------------------------------------------------------------------------

_SUITS = tuple(Suit)
_FACES = [Face(r, s) for s in _SUITS for r in range(1, 14)]
_INDEX = {f: i for i, f in enumerate(_FACES)}
_JOKER_ROW = len(_FACES)


def _templates(max_jokers: int) -> list[Counter]:
    """Runs of 3-5 (ace low or high) and groups of 3-4, with up to ``max_jokers`` cards made jokers."""
    bases: list[list[int]] = []
    for s in _SUITS:
        for start in range(1, 13):
            for length in (3, 4, 5):
                if start + length - 1 <= 14:
                    bases.append([_INDEX[Face(1 if p == 14 else p, s)] for p in range(start, start + length)])
    for r in range(1, 14):
        for size in (3, 4):
            for suits in itertools.combinations(_SUITS, size):
                bases.append([_INDEX[Face(r, s)] for s in suits])
    seen: set[tuple[tuple[int, int], ...]] = set()
    result = []
    for base in bases:
        for k in range(min(max_jokers, len(base) - 1) + 1):
            for swapped in itertools.combinations(range(len(base)), k):
                rows = Counter(_JOKER_ROW if i in swapped else row for i, row in enumerate(base))
                key = tuple(sorted(rows.items()))
                if key not in seen:
                    seen.add(key)
                    result.append(rows)
    return result


@functools.lru_cache(maxsize=4)
def _cached_templates(max_jokers: int) -> list[Counter]:
    return _templates(max_jokers)


def ilp_objective(table_melds, hand) -> Objective:
    """The best objective by the count/template integer program (HiGHS, zero gap)."""
    table_cards = [c for m in table_melds for c in m]
    tab = np.zeros(len(_FACES))
    for c in table_cards:
        if not c.is_joker:
            tab[_INDEX[c.face]] += 1
    table_jokers = [_INDEX[c.declared] for c in table_cards if c.is_joker]
    hand_count = np.zeros(len(_FACES))
    for c in hand:
        if not c.is_joker:
            hand_count[_INDEX[c.face]] += 1
    hand_jokers = sum(1 for c in hand if c.is_joker)
    templates = _cached_templates(hand_jokers + len(table_jokers))
    n_t, n_f, n_j = len(templates), len(_FACES), len(table_jokers)
    n = n_t + n_f + 1 + n_j  # x_t, y_f, y_joker, freed_j
    m = unit = len(hand) + 1
    weights = np.zeros(n)
    for i, f in enumerate(_FACES):
        weights[n_t + i] = card_points(_card(f)) * m * m + unit
    weights[n_t + n_f] = 25 * m * m + unit - 1
    rows = lil_matrix((n_f + 1 + n_f, n))
    lower = np.zeros(n_f + 1 + n_f)
    upper = np.zeros(n_f + 1 + n_f)
    for t, counts in enumerate(templates):
        for row, a in counts.items():
            rows[row, t] = a
    for i in range(n_f):
        rows[i, n_t + i] = -1
        lower[i] = upper[i] = tab[i]
    rows[_JOKER_ROW, n_t + n_f] = -1
    for j, face in enumerate(table_jokers):
        rows[face, n_t + n_f + 1 + j] = 1  # a freed joker is no longer a copy of its face...
        lower[face] += 1
        upper[face] += 1
        rows[_JOKER_ROW, n_t + n_f + 1 + j] = -1  # ...but a free joker that must be placed
    for i in range(n_f):  # real cards of a face on the final table >= jokers freed from it
        r = n_f + 1 + i
        rows[r, n_t + i] = 1
        lower[r], upper[r] = -tab[i], np.inf
    for j, face in enumerate(table_jokers):
        rows[n_f + 1 + face, n_t + n_f + 1 + j] = -1
    bounds_hi = np.concatenate([np.full(n_t, 4), hand_count, [hand_jokers], np.ones(n_j)])
    result = milp(
        -weights,
        integrality=np.ones(n),
        bounds=(np.zeros(n), bounds_hi),
        constraints=LinearConstraint(rows.tocsr(), lower, upper),
        options={"mip_rel_gap": 0},
    )
    assert result.success, result.message
    y = np.round(result.x[n_t : n_t + n_f + 1]).astype(int)
    played = [_card(f) for i, f in enumerate(_FACES) for _ in range(y[i])] + [_JOKER] * y[n_f]
    return objective(played)
