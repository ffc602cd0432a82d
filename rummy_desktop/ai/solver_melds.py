"""From the search's per-cell decisions to the new table, with the physical cards placed.

A meld is first built from *slots*: a copy of a face (a real card, or a
table joker that keeps standing for that face) or a free joker declared as a
face. Then physical cards fill the slots. The search only decides how many
copies of each face go into runs and into groups; within that, the original
melds are rebuilt first wherever they still fit, and those that reappear face
for face get their own cards back, so that a play disturbs the table as
little as the counts allow.
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import Iterable, Sequence

from rummy_desktop.engine.cards import Card, Face, Suit
from rummy_desktop.engine.melds import MeldKind, arrange, meld_kind

from .solver_dp import CellChoice
from .solver_groups import groups_fit, split_groups
from .solver_problem import ACE_HIGH, SUITS, face_of

__all__ = ["Shapes", "build_table", "original_shapes", "original_split"]

Slot = tuple[bool, Face]  # (is a free joker, face)
Meld = tuple[Card, ...]
Shapes = tuple[dict[int, list[tuple[int, int]]], dict[int, list[list[int]]]]
"""The table's runs per suit (first and last position) and groups per rank (their suits)."""


def _runs(copies: list[int], jokers: list[int], suit: int, originals: list[tuple[int, int]]) -> list[list[Slot]]:
    """A suit's runs from the copies and free jokers used in runs at each position (index 1..14).

    The original runs (first and last position) that still fit are carved out
    first, as long as the rest still splits into runs; the rest is rebuilt the
    way the search counted it: the oldest runs end first.
    """
    copies = list(copies)
    carved: list[list[Slot]] = []
    for first, last in sorted(originals, key=lambda run: run[0] - run[1]):
        trial = [n - (first <= p <= last) for p, n in enumerate(copies)]
        if min(trial) >= 0 and _runs_fit([c + j for c, j in zip(trial, jokers)]):
            copies = trial
            carved.append([(False, face_of(suit, p)) for p in range(first, last + 1)])
    open_runs: list[list[Slot]] = []
    done: list[list[Slot]] = []
    for p in range(1, ACE_HIGH + 1):
        count = copies[p] + jokers[p]
        open_runs.sort(key=len, reverse=True)
        ending = max(0, len(open_runs) - count)
        done += open_runs[:ending]
        open_runs = open_runs[ending:] + [[] for _ in range(count - len(open_runs) + ending)]
        items = [False] * copies[p] + [True] * jokers[p]
        for run, joker in zip(open_runs, items):
            run.append((joker, face_of(suit, p)))
    done += open_runs
    for run in done:
        if len(run) == ACE_HIGH:  # A..K..A would use the ace twice: two runs hold the same cards
            carved += [run[:7], run[7:]]
        else:
            carved.append(run)
    return carved


def _runs_fit(counts: list[int]) -> bool:
    """Do these run slots per position (index 1..14) split into runs of 3 or more?"""
    young, younger, grown = 0, 0, 0  # open runs of length 2, 1 and 3 or more
    for count in counts[1:]:
        if count < young + younger:
            return False
        going_on = min(count, young + younger + grown)
        young, younger, grown = younger, count - going_on, going_on - younger
    return young == younger == 0


def _groups(copies: list[int], jokers: int, rank: int, originals: list[list[int]]) -> list[list[Slot]]:
    """A rank's groups: original groups (their suits) that still fit first, then any split of the rest."""
    copies = list(copies)
    carved: list[list[Slot]] = []
    for suits in originals:
        trial = [n - (s in suits) for s, n in enumerate(copies)]
        if min(trial) >= 0 and groups_fit(sum(trial) + jokers, max(trial)):
            copies = trial
            carved.append([(False, face_of(s, rank)) for s in suits])
    if sum(copies) + jokers:
        carved += [
            [(False, face_of(s, rank)) for s in suits] + [(True, face_of(s, rank)) for s in declared]
            for suits, declared in split_groups(copies, jokers)
        ]
    return carved


def original_shapes(table_melds: Sequence[Sequence[Card]]) -> Shapes:
    """The table's runs per suit (first and last position) and groups per rank (their suits): what
    :func:`original_split` counts and :func:`build_table` rebuilds first (worked out once a solve)."""
    runs: dict[int, list[tuple[int, int]]] = defaultdict(list)
    groups: dict[int, list[list[int]]] = defaultdict(list)
    for meld in table_melds:
        faces = [_copy_face(c) for c in meld]
        kind = meld_kind(faces)
        if kind is MeldKind.GROUP:
            groups[faces[0].rank].append([SUITS.index(f.suit) for f in faces])
        elif kind is MeldKind.SEQUENCE:
            ranks = {f.rank for f in faces}
            positions = [ACE_HIGH if r == 1 and 13 in ranks else r for r in ranks]
            runs[SUITS.index(faces[0].suit)].append((min(positions), max(positions)))
    return runs, groups


def original_split(shapes: Shapes) -> dict[tuple[int, int], tuple[int, int]]:
    """Per cell (position, suit): how many copies the table's ``shapes`` have in runs and in groups."""
    runs, groups = shapes
    in_runs: dict[tuple[int, int], int] = defaultdict(int)
    in_groups: dict[tuple[int, int], int] = defaultdict(int)
    for s, spans in runs.items():
        for first, last in spans:
            for p in range(first, last + 1):
                in_runs[(p, s)] += 1
    for r, suit_lists in groups.items():
        for suits in suit_lists:
            for s in suits:
                in_groups[(r, s)] += 1
    return {cell: (in_runs[cell], in_groups[cell]) for cell in set(in_runs) | set(in_groups)}


def _slot_melds(choices: dict[tuple[int, int], CellChoice], shapes: Shapes) -> list[list[Slot]]:
    original_runs, original_groups = shapes
    melds: list[list[Slot]] = []
    for s in range(4):
        cells = [choices[(p, s)] for p in range(1, ACE_HIGH + 1)]
        copies = [0] + [c.runs for c in cells]
        jokers = [0] + [c.run_jokers for c in cells]
        melds += _runs(copies, jokers, s, original_runs[s])
    for r in range(1, 14):
        copies = [choices[(r, s)].groups for s in range(4)]
        melds += _groups(copies, choices[(r, 3)].group_jokers, r, original_groups[r])
    if any(len(m) < 3 for m in melds):
        raise AssertionError("the search produced a meld shorter than 3 cards")
    return melds


def _copy_face(card: Card) -> Face:
    face = card.face
    assert face is not None
    return face


def build_table(
    table_melds: Sequence[Sequence[Card]],
    hand: Sequence[Card],
    choices: dict[tuple[int, int], CellChoice],
    shapes: Shapes,
) -> tuple[tuple[Meld, ...], tuple[Card, ...]]:
    """The new table and the cards it takes from hand (in hand order); ``shapes`` are ``table_melds``'
    (:func:`original_shapes`)."""
    slot_melds = _slot_melds(choices, shapes)
    table_cards = [c for meld in table_melds for c in meld]
    freed_count = {  # table jokers freed, per face that has one
        face: choices[(face.rank, SUITS.index(face.suit))].freed
        for face in {_copy_face(card) for card in table_cards if card.is_joker}
    }
    freed: list[Card] = []
    copies: dict[Face, list[Card]] = defaultdict(list)
    for card in table_cards:
        if not card.is_joker:
            copies[_copy_face(card)].append(card)
    for card in table_cards:
        if card.is_joker:
            face = _copy_face(card)
            if freed_count.get(face, 0) > sum(1 for j in freed if j.declared == face):
                freed.append(card)
            else:
                copies[face].append(card)
    for card in hand:
        if not card.is_joker:
            copies[_copy_face(card)].append(card)
    needed: dict[Face, int] = defaultdict(int)
    for meld in slot_melds:
        for joker, face in meld:
            if not joker:
                needed[face] += 1
    pools = {face: deque(copies[face][:n]) for face, n in needed.items()}
    jokers = deque(freed + [c for c in hand if c.is_joker])

    kept, rebuilt = _keep_original_melds(table_melds, slot_melds, pools)
    new_melds: list[Meld] = list(kept)
    for meld in rebuilt:
        cards = []
        for joker, face in meld:
            cards.append(jokers.popleft().declare(face) if joker else pools[face].popleft())
        new_melds.append(tuple(arrange(cards)))
    in_hand = {c.key for c in hand}
    on_table = {c.key for meld in new_melds for c in meld}
    played = tuple(c for c in hand if c.key in on_table and c.key in in_hand)
    return tuple(new_melds), played


def _keep_original_melds(
    table_melds: Sequence[Sequence[Card]],
    slot_melds: list[list[Slot]],
    pools: dict[Face, deque[Card]],
) -> tuple[list[Meld], list[list[Slot]]]:
    """Original melds that reappear face for face get their own cards back; the rest are rebuilt."""
    unmatched: dict[tuple[tuple[int, Suit], ...], list[int]] = defaultdict(list)
    for i, slots in enumerate(slot_melds):
        if not any(joker for joker, _ in slots):
            unmatched[_faces_key(face for _, face in slots)].append(i)
    kept: list[Meld] = []
    taken: set[int] = set()
    for original in table_melds:
        candidates = unmatched.get(_faces_key(_copy_face(c) for c in original))
        if not candidates or not _all_in_pools(original, pools):
            continue
        taken.add(candidates.pop())
        for card in original:
            pools[_copy_face(card)].remove(card)
        kept.append(tuple(original))
    return kept, [m for i, m in enumerate(slot_melds) if i not in taken]


def _faces_key(faces: Iterable[Face]) -> tuple[tuple[int, Suit], ...]:
    """The same for the same faces in any order (cheaper than sorting the faces themselves)."""
    return tuple(sorted((face.rank, face.suit) for face in faces))


def _all_in_pools(meld: Iterable[Card], pools: dict[Face, deque[Card]]) -> bool:
    return all(card in pools.get(_copy_face(card), ()) for card in meld)

