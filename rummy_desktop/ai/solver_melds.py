"""From the search's per-cell decisions to the new table, with the physical cards placed.

A meld is first built from *slots*: a copy of a face (a real card, or a
table joker that keeps standing for that face) or a free joker declared as a
face. Then physical cards fill the slots. Original melds whose cards all stay
in the same shape are given back their own cards, so a play that only adds
to the table leaves the untouched melds as they were.
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import Iterable, Sequence

from rummy_desktop.engine.cards import Card, Face
from rummy_desktop.engine.melds import arrange

from .solver_dp import CellChoice
from .solver_groups import split_groups
from .solver_problem import ACE_HIGH, face_of

__all__ = ["build_table"]

Slot = tuple[bool, Face]  # (is a free joker, face)
Meld = tuple[Card, ...]


def _runs(choices: dict[tuple[int, int], CellChoice], suit: int) -> list[list[Slot]]:
    """The suit's runs, rebuilt the way the search counted them: the oldest runs end first."""
    open_runs: list[list[Slot]] = []
    done: list[list[Slot]] = []
    for p in range(1, ACE_HIGH + 1):
        choice = choices[(p, suit)]
        count = choice.runs + choice.run_jokers
        open_runs.sort(key=len, reverse=True)
        ending = max(0, len(open_runs) - count)
        done += open_runs[:ending]
        open_runs = open_runs[ending:] + [[] for _ in range(count - len(open_runs) + ending)]
        items = [False] * choice.runs + [True] * choice.run_jokers
        for run, joker in zip(open_runs, items):
            run.append((joker, face_of(suit, p)))
    done += open_runs
    result = []
    for run in done:
        if len(run) == ACE_HIGH:  # A..K..A would use the ace twice: two runs hold the same cards
            result += [run[:7], run[7:]]
        else:
            result.append(run)
    return result


def _groups(choices: dict[tuple[int, int], CellChoice], rank: int) -> list[list[Slot]]:
    copies = [choices[(rank, s)].groups for s in range(4)]
    jokers = choices[(rank, 3)].group_jokers
    if not sum(copies) + jokers:
        return []
    return [
        [(False, face_of(s, rank)) for s in suits] + [(True, face_of(s, rank)) for s in declared]
        for suits, declared in split_groups(copies, jokers)
    ]


def _slot_melds(choices: dict[tuple[int, int], CellChoice]) -> list[list[Slot]]:
    melds = [run for s in range(4) for run in _runs(choices, s)]
    melds += [group for r in range(1, 14) for group in _groups(choices, r)]
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
) -> tuple[tuple[Meld, ...], tuple[Card, ...]]:
    """The new table and the cards it takes from hand (in hand order)."""
    slot_melds = _slot_melds(choices)
    table_cards = [c for meld in table_melds for c in meld]
    freed_count = {
        face_of(s, p): choices[(p, s)].freed for p in range(1, ACE_HIGH) for s in range(4)
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
    unmatched: dict[tuple[Face, ...], list[int]] = defaultdict(list)
    for i, slots in enumerate(slot_melds):
        if not any(joker for joker, _ in slots):
            unmatched[tuple(sorted(face for _, face in slots))].append(i)
    kept: list[Meld] = []
    taken: set[int] = set()
    for original in table_melds:
        faces = tuple(sorted(_copy_face(c) for c in original))
        candidates = unmatched.get(faces)
        if not candidates or not _all_in_pools(original, pools):
            continue
        taken.add(candidates.pop())
        for card in original:
            pools[_copy_face(card)].remove(card)
        kept.append(tuple(original))
    return kept, [m for i, m in enumerate(slot_melds) if i not in taken]


def _all_in_pools(meld: Iterable[Card], pools: dict[Face, deque[Card]]) -> bool:
    return all(card in pools.get(_copy_face(card), ()) for card in meld)

