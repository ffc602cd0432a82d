"""The project's positions as tiles of ``rummikub-solver`` (the peer), and its answers as the project's objective.

The peer (PyPI ``rummikub-solver`` 1.0.0, :mod:`rummy_desktop.bench.peer`)
solves den Hertog and Hulshof's integer program: one integer per meld
*template* (how many times it is on the new table) and one per tile (how many
copies come from the rack), with one equation per tile: the templates use
exactly the table's copies plus those taken from the rack. This module holds
everything of that comparison that needs no solver, so that it is tested
without the peer installed:

- tiles: face ``(suit, rank)`` is tile ``13 * suit + rank`` (suits in the
  order of :class:`~rummy_desktop.engine.cards.Suit`, 1..52) and the joker is
  tile 53, as in the peer's own numbering of a four-colour, 13-number game;
- templates (:func:`templates`): the peer's own set list is Rummikub's, so it
  is replaced by ours. Runs of 3 to 5 positions 1..14 of one suit, position
  14 being the ace again (Q-K-A): a high ace is the same tile as a low one,
  so the two share one equation and no ace is used twice. Groups of 3 or 4
  suits of one rank. Then every way of making up to ``jokers`` of a
  template's cards jokers (a joker may stand anywhere under our rules; the
  peer leaves out jokers at the ends of long runs and in groups of four);
- table jokers (:func:`peer_cases`): a joker on the table stands for its
  declared card and is one more copy of that tile. It may be freed when a real
  copy of that card is on the new table; it must then be placed again. The
  peer's jokers are all free, so each way of freeing is one solve: freed
  jokers are free jokers on the table, and hand cards needed to free them are
  moved to the table beforehand (they must be played) and counted in the
  objective. A way of freeing that needs no hand card is at least as good as
  keeping those jokers (a free joker can stand where it stood), so that
  keeping is not solved again;
- template family (:attr:`PeerCase.jokers`): each solve gets the smallest
  family it needs, the templates with up to as many jokers as that solve has
  free jokers (in hand and freed on the table): 197 templates without
  jokers, 727 with one, 1,257 with two. A template with more jokers than are
  in play can never be used, so leaving it out changes no answer, only the
  peer's time (its linear relaxation is weaker with joker templates);
- objective (:func:`tile_weights`): the project's, most points from hand,
  then most cards, then fewest jokers, folded into one weight per tile as
  ``best_play`` does: ``points * M**2 + M`` for a card and ``25 * M**2 + M - 1``
  for a joker, ``M`` one more than the cards in hand. The peer's "total
  value" mode counts tiles times their number (and the joker 0), which is
  another objective.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.engine.cards import JOKER_POINTS, Card, Face, Suit, face_points

__all__ = [
    "TILES",
    "JOKER_TILE",
    "Objective",
    "PeerCase",
    "tile_of",
    "face_of_tile",
    "templates",
    "tile_weights",
    "peer_cases",
    "objective_of",
]

_SUITS = tuple(Suit)
JOKER_TILE = 53
TILES = 53  # tiles 1..53; arrays below are indexed by tile - 1

Objective = tuple[int, int, int]  # (points, cards, -jokers) played from hand


def tile_of(face: Face) -> int:
    return 13 * _SUITS.index(face.suit) + face.rank


def face_of_tile(tile: int) -> Face:
    return Face((tile - 1) % 13 + 1, _SUITS[(tile - 1) // 13])


def _base_templates() -> list[tuple[int, ...]]:
    bases: list[tuple[int, ...]] = []
    for suit in range(4):
        for start in range(1, 13):
            for length in (3, 4, 5):
                if start + length - 1 <= 14:
                    bases.append(tuple(13 * suit + (1 if p == 14 else p) for p in range(start, start + length)))
    for rank in range(1, 14):
        for size in (3, 4):
            for suits in itertools.combinations(range(4), size):
                bases.append(tuple(13 * s + rank for s in suits))
    return bases


def templates(jokers: int) -> list[tuple[int, ...]]:
    """Every meld template of our rules with up to ``jokers`` jokers, as sorted tiles, without repeats."""
    found: set[tuple[int, ...]] = set()
    for base in _base_templates():
        for k in range(min(jokers, len(base) - 1) + 1):
            for swapped in itertools.combinations(range(len(base)), k):
                found.add(tuple(sorted(JOKER_TILE if i in swapped else t for i, t in enumerate(base))))
    return sorted(found)


def tile_weights(hand_size: int) -> list[int]:
    """The project's objective as one weight per tile (index tile - 1)."""
    unit = hand_size + 1
    cards = [face_points((tile - 1) % 13 + 1) * unit * unit + unit for tile in range(1, TILES)]
    return cards + [JOKER_POINTS * unit * unit + unit - 1]


@dataclass(frozen=True)
class PeerCase:
    """One solve of the peer: the table and rack counts (index tile - 1) and the hand cards already played."""

    table: tuple[int, ...]
    rack: tuple[int, ...]
    forced: tuple[int, ...]  # tiles moved from the rack to the table to free jokers

    @property
    def jokers(self) -> int:
        """Free jokers of this solve (in the rack and freed on the table): the templates need no more."""
        return self.table[JOKER_TILE - 1] + self.rack[JOKER_TILE - 1]


def _card_tile(card: Card) -> int:
    """A real card's tile, or the joker tile."""
    return JOKER_TILE if card.is_joker else tile_of(_declared(card))


def _declared(card: Card) -> Face:
    face = card.face
    if face is None:
        raise ValueError(f"a joker on the table must have a declared card: {card!r}")
    return face


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * TILES
    for tile in tiles:
        counts[tile - 1] += 1
    return counts


def peer_cases(table_cards: Sequence[Card], hand: Sequence[Card]) -> list[PeerCase]:
    """The solves that together give the best play under our joker rules (see the module docstring)."""
    real = [_card_tile(c) for c in table_cards if not c.is_joker]
    declared = Counter(tile_of(_declared(c)) for c in table_cards if c.is_joker)
    rack = [_card_tile(c) for c in hand]
    on_table, in_hand = Counter(real), Counter(rack)
    faces = sorted(declared)
    cases = []
    for freed in itertools.product(*(range(declared[t] + 1) for t in faces)):
        forced = {t: max(0, k - on_table[t]) for t, k in zip(faces, freed)}
        if any(forced[t] > in_hand[t] for t in faces):
            continue  # not enough real cards of that face to free so many
        kept = [t for t, k in zip(faces, freed) for _ in range(declared[t] - k)]
        moved = [t for t in faces for _ in range(forced[t])]
        table = _counts(real + kept + moved)
        table[JOKER_TILE - 1] += sum(freed)
        left = _counts(rack)
        for t in moved:
            left[t - 1] -= 1
        cases.append((freed, PeerCase(tuple(table), tuple(left), tuple(moved))))
    return [case for freed, case in cases if not _needlessly_kept(freed, cases, faces, on_table)]


def _needlessly_kept(
    freed: tuple[int, ...], cases: list[tuple[tuple[int, ...], PeerCase]], faces: list[int], on_table: Counter[int]
) -> bool:
    """Is there a case freeing more jokers with no more hand cards forced (so at least as good)?"""
    for other, _ in cases:
        if other != freed and all(o >= f for o, f in zip(other, freed)):
            if all(o <= on_table[t] or o == f for t, o, f in zip(faces, other, freed)):
                return True
    return False


def objective_of(played: Sequence[int]) -> Objective:
    """The objective of these tiles played from hand."""
    points = sum(JOKER_POINTS if t == JOKER_TILE else face_points((t - 1) % 13 + 1) for t in played)
    jokers = sum(1 for t in played if t == JOKER_TILE)
    return (points, len(played), -jokers)
