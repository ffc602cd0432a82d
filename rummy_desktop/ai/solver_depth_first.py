"""The sweep of :mod:`solver_dp` walked depth first, as a branch and bound: the best play worth at least a goal.

:class:`TableSearch` walks the cells breadth first: every state of a cell
before any of the next, so it knows of no play before the whole sweep is
done. On a crowded table the best play is mostly the upper bound itself
(every hand card that fits anywhere), and one path of good moves reaches it:
depth first, the most valuable move first (and among those, the one leaving
the fewest cards owed to short runs), finds that path after a few hundred
states instead of tens of thousands.

It stays exact. A move is skipped only when the value so far plus all that
the rest of the hand could add falls short of the goal; each play found
raises the goal to one weight unit above it (so among plays of one weight
the first found is kept: the tie-break is best effort, as in
:mod:`solver_dp`). A state (cell, core, ace configurations) walked to the end
is remembered with the most it can add (an upper bound, *fail-soft*), and a
state whose runs some remembered state's runs dominate (at a rank's end, see
:meth:`TableSearch.rivals`) can add no more than that one. The bounds hold
for any goal, so one :class:`DepthFirst` serves a series of searches with
falling starting goals, and a search that finds nothing returns the most any
play could be worth.
"""

from __future__ import annotations

import time

from .solver_dp import ACE_HIGH_CELL, ACE_LOW_CELL, TIE, CellChoice, DeadlineExceeded, Solution, TableSearch

__all__ = ["DepthFirst", "OutOfSteps"]

_DEADLINE_EVERY = 1024  # states between two looks at the clock


class OutOfSteps(Exception):
    """The walks visited more states than they were allowed."""


class _Reached(Exception):
    """A play worth the most any play can be worth was found: nothing is left to look for."""


class DepthFirst:
    """Branch-and-bound walks over one :class:`TableSearch`'s cells and moves, sharing what they learnt."""

    def __init__(self, search: TableSearch, steps: int | None = None, deadline: float | None = None) -> None:
        """``steps`` caps the states all walks together may visit (:class:`OutOfSteps` past it)."""
        self.search = search
        # (cell index, core) -> [(most the cells from there can add, ace configurations it holds for)]
        self._failed: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self._path: list[CellChoice] = [CellChoice(0, 0, 0, 0, 0)] * len(search.cells)
        self._best: tuple[int, list[CellChoice]] | None = None
        self._goal = 0
        self._ceiling = 0
        self._steps = steps if steps is not None else -1
        self._deadline = deadline
        self._countdown = _DEADLINE_EVERY

    def best(self, start: int, ceiling: int) -> tuple[Solution | None, int]:
        """The best play worth at least ``start`` if there is one, else None and the most a play can be worth.

        ``ceiling`` is an upper bound of every play (weight units): a play
        worth it ends the walk at once.
        """
        self._goal, self._ceiling, self._best = start * TIE, ceiling, None
        try:
            most = self._walk(0, self.search.start, 0, 1)
        except _Reached:
            most = 0
        found = self.incumbent()
        return (found, found.value) if found is not None else (None, most // TIE)

    def limit(self, steps: int) -> None:
        """Let the walks from now on visit at most ``steps`` more states."""
        self._steps = min(self._steps, steps) if self._steps > 0 else steps

    def incumbent(self) -> Solution | None:
        """The best play the last walk found so far (when it was cut short)."""
        if self._best is None:
            return None
        total, path = self._best
        return Solution(total // TIE, {(c.position, c.suit): path[i] for i, c in enumerate(self.search.cells)})

    def _tick(self) -> None:
        self._steps -= 1
        if not self._steps:
            raise OutOfSteps
        self._countdown -= 1
        if not self._countdown:
            self._countdown = _DEADLINE_EVERY
            if self._deadline is not None and time.monotonic() > self._deadline:
                raise DeadlineExceeded

    def _found(self, total: int) -> None:
        self._best = (total, list(self._path))
        if total // TIE >= self._ceiling:
            raise _Reached
        self._goal = (total // TIE + 1) * TIE

    def _known_short(self, index: int, core: int, value: int, bits: int) -> tuple[int, int]:
        """The ace configurations of ``bits`` not known to fall short of the goal here, and the most the others reach."""
        most = -1
        records = self._failed.get((index, core))
        if records is not None:
            goal = self._goal
            for add, held in records:
                if bits & held and value + add < goal:
                    bits &= ~held
                    most = max(most, value + add)
        return bits, most

    def _dominated_short(self, index: int, core: int, value: int, bits: int) -> int | None:
        """After a rank's end: the most reached from here if a state whose runs dominate these falls short of the goal."""
        rivals = self.search.rivals(self.search.cells[index - 1].position)
        failed, goal = self._failed, self._goal
        for s in range(4):
            for delta in rivals[s].get((core >> (9 * s)) & 0x1FF, ()):
                records = failed.get((index, core + delta))
                if records is not None:
                    for add, held in records:
                        if bits & ~held == 0 and value + add < goal:
                            return value + add
        return None

    def _walk(self, index: int, core: int, value: int, bits: int) -> int:
        """The most a play through state (cell ``index``, ``core``, ``value``, ace ``bits``) can be worth (an upper bound).

        Every play through it worth the goal or more is found (:meth:`_found`) on the way.
        """
        search = self.search
        if index == len(search.cells):
            total = search.terminal_total(core, value)
            if total >= self._goal:
                self._found(total)
            return total
        bits, best = self._known_short(index, core, value, bits)
        if not bits:
            return best
        self._tick()
        cell = search.cells[index]
        kind = cell.kind
        local = core & cell.mask
        moves = search.moves(index, local)
        floor = self._goal - cell.remaining
        rank_end = cell.rank_end
        for delta, gain, choice, ace in moves:  # best value first
            after = value + gain
            if after < floor:
                best = max(best, after + cell.remaining)
                break
            if kind == ACE_LOW_CELL:  # the configurations shift to the windows these aces leave
                nbits = bits << ace
            elif kind == ACE_HIGH_CELL:  # only the configurations allowing this many
                nbits = bits & ace
                if not nbits:
                    continue
            else:
                nbits = bits
            nxt = core + delta
            if rank_end:
                if search.short_of_jokers(cell, nxt):
                    continue
                reached = self._dominated_short(index + 1, nxt, after, nbits)
                if reached is not None:
                    best = max(best, reached)
                    continue
            self._path[index] = choice
            reached = self._walk(index + 1, nxt, after, nbits)
            if reached > best:
                best = reached
            floor = self._goal - cell.remaining  # a play found on the way raised the goal
        self._failed.setdefault((index, core), []).append((best - value, bits))
        return best
