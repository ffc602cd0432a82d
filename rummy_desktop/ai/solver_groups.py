"""Groups of one rank: when copies and jokers can be split into groups, and how.

At one rank, ``copies[s]`` cards of suit ``s`` (real cards or jokers already
standing for that face) and ``jokers`` free jokers are to be split into groups
of 3 or 4 cards of different suits. With ``G`` groups, a suit can appear at
most ``G`` times and every group holds 3 or 4 cards, so it is possible exactly
when some ``G`` has ``max(copies) <= G`` and ``3G <= total <= 4G``: dealing the
cards round-robin, suit after suit, into ``G`` groups keeps suits apart and
sizes within one of each other, and free jokers then fill the smallest groups.
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["groups_fit", "split_groups", "GROUPS_FIT"]


def _group_count(cards: int, most: int) -> int | None:
    """The fewest groups that can hold ``cards`` cards with ``most`` copies of one suit, or None."""
    if cards == 0:
        return 0
    count = max(most, -(-cards // 4))
    return count if 3 * count <= cards else None


def groups_fit(cards: int, most: int) -> bool:
    """Can ``cards`` cards (jokers included), at most ``most`` of one suit, be split into groups?"""
    return _group_count(cards, most) is not None


GROUPS_FIT = tuple(tuple(groups_fit(cards, most) for most in range(8)) for cards in range(32))
"""``GROUPS_FIT[cards][most]`` is :func:`groups_fit` (the search's group fields hold at most 15 copies and 7
of one suit; jokers on top stay under 32), looked up where the search is hot."""


def split_groups(copies: Sequence[int], jokers: int) -> list[tuple[list[int], list[int]]]:
    """Split per-suit copies and free jokers into groups.

    Returns, per group, the suits of its copies and the suits its jokers
    declare (each the first suit missing from the group, in suit order).
    """
    count = _group_count(sum(copies) + jokers, max(copies, default=0))
    if count is None:
        raise ValueError(f"copies {list(copies)} and {jokers} jokers do not split into groups")
    groups: list[list[int]] = [[] for _ in range(count)]
    dealt = [s for s in sorted(range(len(copies)), key=lambda s: -copies[s]) for _ in range(copies[s])]
    for i, suit in enumerate(dealt):
        groups[i % count].append(suit)
    declared: list[list[int]] = [[] for _ in range(count)]
    for _ in range(jokers):
        g = min(range(count), key=lambda i: len(groups[i]) + len(declared[i]))
        taken = set(groups[g]) | set(declared[g])
        declared[g].append(next(s for s in range(len(copies)) if s not in taken))
    return list(zip(groups, declared))
