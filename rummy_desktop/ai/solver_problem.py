"""The table solver's view of a position: how many copies of each face there are, and what they are worth.

The solver reasons about *faces*, not physical cards: two identical cards,
or a real card and a table joker standing for it, are interchangeable copies.
Rank positions run 1..14, position 14 being the ace played high (Q-K-A); an
ace is one face that may sit at position 1 or 14.

The objective is lexicographic (most points from hand, then most cards, then
fewest hand jokers) and is folded into one integer weight per card:
``points * M**2 + M`` for a real card and ``25 * M**2 + M - 1`` for a joker,
with ``M`` larger than the number of cards in hand, so that no amount of the
lower criteria can outweigh one point of the higher one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

from rummy_desktop.engine.cards import JOKER_POINTS, Card, Face, Suit, face_points

__all__ = ["SUITS", "ACE_HIGH", "Problem", "rank_at", "face_of", "make_problem"]

SUITS: tuple[Suit, ...] = tuple(Suit)
ACE_HIGH = 14

Grid = tuple[tuple[int, ...], ...]  # [suit index][rank 1..13], index 0 unused


def rank_at(position: int) -> int:
    """The rank of the cards at a rank position (position 14 is the ace again)."""
    return 1 if position == ACE_HIGH else position


@dataclass(frozen=True)
class Problem:
    """Counts per face: ``table`` real cards, ``hand`` real cards, ``table_jokers`` jokers declared as it.

    ``hand`` counts only hand cards that could possibly be played (see
    :func:`make_problem`); the others can never reach the table.
    """

    table: Grid
    hand: Grid
    table_jokers: Grid
    hand_jokers: int
    unit: int  # M in the module docstring
    kept_real: Grid | None = None
    """Real cards of melds that must stay whole (:mod:`solver_kept`): not placed by the search, but each
    one on the new table lets a joker standing for its face be freed."""

    def weight(self, rank: int) -> int:
        return face_points(rank) * self.unit * self.unit + self.unit

    @property
    def joker_weight(self) -> int:
        return JOKER_POINTS * self.unit * self.unit + self.unit - 1

    def freeable(self, suit: int, rank: int) -> int:
        """Table jokers standing for this face that can be freed: one real copy on the new table frees one.

        A joker with no real copy of its card anywhere (table or playable hand) stays where it is, a
        copy of that face like any other; counting it as a free joker let the search try every placement
        of a joker it could never free.
        """
        kept = self.kept_real[suit][rank] if self.kept_real else 0
        return min(self.table_jokers[suit][rank], self.table[suit][rank] + self.hand[suit][rank] + kept)

    @cached_property
    def free_joker_limit(self) -> int:
        """Most jokers that can be declared freely this turn: hand jokers and every freeable table joker.

        Cached: the search and the bounds ask for it often (a frozen dataclass keeps it in its ``__dict__``).
        """
        return self.hand_jokers + sum(self.freeable(s, r) for s in range(4) for r in range(1, 14))

    def copies(self, suit: int, rank: int) -> int:
        """Every copy of a face that could be on the final table (real cards and jokers standing for it)."""
        return self.table[suit][rank] + self.hand[suit][rank] + self.table_jokers[suit][rank]

    def upper_bound(self) -> int:
        """Weight of playing every playable hand card and joker."""
        cards = sum(n * self.weight(r) for row in self.hand for r, n in enumerate(row) if n)
        return cards + self.hand_jokers * self.joker_weight


def _grid() -> list[list[int]]:
    return [[0] * 14 for _ in SUITS]


def _freeze(grid: list[list[int]]) -> Grid:
    return tuple(tuple(row) for row in grid)


def make_problem(table_cards: Sequence[Card], hand: Sequence[Card]) -> Problem:
    """Count the faces of a position; hand cards that fit in no meld at all are left out, and each face's
    hand cards are cut to the room the new table has for them (:func:`_with_room_counted`)."""
    table, hand_grid, table_jokers = _grid(), _grid(), _grid()
    hand_jokers = 0
    for card in table_cards:
        face = card.face
        if face is None:
            raise ValueError(f"a joker on the table must have a declared card: {card!r}")
        target = table_jokers if card.is_joker else table
        target[SUITS.index(face.suit)][face.rank] += 1
    for card in hand:
        if card.is_joker:
            hand_jokers += 1
        else:
            assert card.suit is not None
            hand_grid[SUITS.index(card.suit)][card.rank] += 1
    unit = len(hand) + 1
    raw = Problem(_freeze(table), _freeze(hand_grid), _freeze(table_jokers), hand_jokers, unit)
    # A hand card of a table joker's face always fits beside the joker's meld mates, so leaving out the
    # cards that fit nowhere frees no fewer jokers (on a legal table) than ``raw`` counts.
    playable = _grid()
    for s in range(4):
        for r in range(1, 14):
            if raw.hand[s][r] and _fits_somewhere(raw, s, r):
                playable[s][r] = raw.hand[s][r]
    return _with_room_counted(Problem(raw.table, _freeze(playable), raw.table_jokers, hand_jokers, unit))


def _with_room_counted(problem: Problem) -> Problem:
    """``problem`` with each face's hand cards cut to the room the new table can have for them.

    Every copy of a face on the new table is in a meld of its own (a run or a group holds a face once),
    and the table's real copies of it must all be there, so the hand can add at most the melds that can
    hold the face less the table's copies (:func:`_hand_room`). This sees a conflict over table
    cards that :func:`_fits_somewhere` does not: a second 8H fits beside the table's 9H 10H only if the
    table's own 8H does not need them. The melds are counted with the hand as cut so far, so the cut is
    repeated until nothing changes (each cut holds in every legal new table, so the next count holds too).
    """
    hand = [list(row) for row in problem.hand]
    while True:
        changed = False
        for s in range(4):
            for r in range(1, 14):
                if hand[s][r]:
                    room = _hand_room(problem, s, r)
                    if room < hand[s][r]:
                        hand[s][r] = room
                        changed = True
        if not changed:
            return problem
        problem = Problem(problem.table, _freeze(hand), problem.table_jokers, problem.hand_jokers, problem.unit)


def _hand_room(problem: Problem, suit: int, rank: int) -> int:
    """Most hand cards of this face a new table can hold.

    Each copy of the face on the new table is in a meld of its own, and the table's real copies must all
    be there: the hand gets the melds that can hold the face (:func:`_melds_without_free_jokers`, and one
    more for each free joker) less the table's copies.
    """
    room = _melds_without_free_jokers(problem, suit, rank) + problem.free_joker_limit - problem.table[suit][rank]
    return min(problem.hand[suit][rank], room) if room > 0 else 0


def _melds_without_free_jokers(problem: Problem, suit: int, rank: int) -> int:
    """Most melds without a free joker that can hold a card of this face (an upper bound).

    A run through position p holds a card at p-1 or p+1, at p-2 or p+1, and at p-1 or p+2 (it is three
    long), each card in one meld only; a group holding the suit holds two other suits of the rank, at
    most one of them the suit with the most copies. Without free jokers those cards are copies of their
    faces (real cards and table jokers standing for them).
    """

    def at(position: int) -> int:
        return problem.copies(suit, rank_at(position)) if 1 <= position <= ACE_HIGH else 0

    runs = 0
    for p in (1, ACE_HIGH) if rank == 1 else (rank,):
        runs += min(at(p - 1) + at(p + 1), at(p - 2) + at(p + 1), at(p - 1) + at(p + 2))
    others = [problem.copies(s, rank) for s in range(4) if s != suit]
    return runs + min(sum(others) // 2, sum(others) - max(others))


def _fits_somewhere(problem: Problem, suit: int, rank: int) -> bool:
    """Could a card of this face be in any meld at all, given every copy and joker that exists?

    A necessary condition only (it ignores that other cards are needed elsewhere),
    which is what an upper bound needs.
    """
    jokers = problem.free_joker_limit
    others = sum(1 for s in range(4) if s != suit and problem.copies(s, rank))
    if others + jokers >= 2:
        return True
    positions = (1, ACE_HIGH) if rank == 1 else (rank,)
    for p in positions:
        for start in range(max(1, p - 2), min(p, ACE_HIGH - 2) + 1):
            gaps = sum(
                1
                for q in range(start, start + 3)
                if q != p and not problem.copies(suit, rank_at(q))
            )
            if gaps <= jokers:
                return True
    return False


_FACE_AT = [[Face(rank_at(p), suit) if p else None for p in range(ACE_HIGH + 1)] for suit in SUITS]


def face_of(suit: int, position: int) -> Face:
    face = _FACE_AT[suit][position]
    if face is None:
        raise ValueError("rank positions run from 1 to 14")
    return face
