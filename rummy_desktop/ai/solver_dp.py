"""Exact search for the best play: dynamic programming over rank positions, one suit at a time.

The sweep visits positions 1..14 (14 = ace high) and, at each, the four
suits: a *cell* is one face. At a cell the search decides how many copies of
the face go into runs and into groups, how many free jokers extend runs
there, and (where table jokers stand for this face) how many of them are
freed. The state between cells is, per suit, the open runs counted by length
1, 2 and "3 or more"; a run shorter than 3 may never be abandoned, so every
card committed to a run ends in a legal run and is scored at once. Groups of
a rank only need the number of copies put in groups so far and the most of one
suit (see :mod:`solver_groups`), closed at the rank's last suit, where free
jokers may join them. Free jokers are counted as placed minus freed.

Aces are one face at two positions. The aces of a suit used low (position
1) leave a window of how many must and may be used high (position 14); the
window rides in the state only for suits where an ace-high run is possible.
Hand aces are scored optimistically at position 1 and refunded at 14 if
unused, so that partial values never under-estimate.

States are integers (bit fields below) mapped to the best partial value.
A state is dropped as soon as its value plus everything the rest of the hand
could still add cannot reach a threshold; a search with threshold ``T`` finds
the optimum exactly whenever the optimum is at least ``T``. A beam (keeping
only the best states per cell) turns the same sweep into a fast heuristic.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .solver_groups import groups_fit
from .solver_problem import ACE_HIGH, Problem, rank_at

__all__ = ["DeadlineExceeded", "CellChoice", "Solution", "TableSearch"]

# Bit layout of a state.
_RUN_BITS = 9  # per suit: n1, n2, n3 (open runs of length 1, 2, >=3), 3 bits each
_GROUP_SHIFT = 36  # copies put in groups at the current rank (4 bits), most of one suit (3 bits)
_JOKER_SHIFT = 43  # free jokers placed minus freed, offset by _JOKER_OFFSET (3 bits)
_JOKER_OFFSET = 4
_ACE_SHIFT = 46  # per suit: window of aces to use high, low (3 bits) and high (3 bits) ends
_GROUP_MASK = 0x7F << _GROUP_SHIFT
_JOKER_MASK = 7 << _JOKER_SHIFT
_DEADLINE_EVERY = 2048  # states between two looks at the clock


class DeadlineExceeded(Exception):
    """The search ran past its deadline."""


@dataclass(frozen=True, slots=True)
class CellChoice:
    """What the search decided at one cell.

    ``runs`` and ``groups`` count copies of the face (real cards and kept
    table jokers), ``run_jokers`` free jokers in runs at this cell,
    ``group_jokers`` free jokers joining the groups of this rank (only at the
    rank's last suit), ``freed`` table jokers of this face freed.
    """

    freed: int
    runs: int
    groups: int
    run_jokers: int
    group_jokers: int


@dataclass(frozen=True)
class Solution:
    value: int
    choices: dict[tuple[int, int], CellChoice]  # (position, suit) -> choice


@dataclass(frozen=True, slots=True)
class _Cell:
    position: int
    suit: int
    mask: int
    remaining: int  # most value the cells after this one can still add
    freeable_after: int  # table jokers of later cells


def _suit_shift(suit: int) -> int:
    return _RUN_BITS * suit


def _ace_shift(suit: int) -> int:
    return _ACE_SHIFT + 6 * suit


class TableSearch:
    """The sweep for one problem; transition tables are built lazily and reused across runs."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.jokers = problem.free_joker_limit
        self._group_ranks = {r for r in range(1, 14) if self._groups_possible(r)}
        self._joker_cells = {
            (p, s) for p in range(1, ACE_HIGH + 1) for s in range(4) if self._joker_fits(s, p)
        }
        self._high_aces = {s for s in range(4) if self._ace_high_possible(s)}
        self.cells = self._make_cells()
        self._tables: list[dict[int, list[tuple[int, int, CellChoice]]]] = [{} for _ in self.cells]

    # -- static facts about the position -------------------------------------------------

    def _groups_possible(self, rank: int) -> bool:
        suits = sum(1 for s in range(4) if self.problem.copies(s, rank))
        return suits >= 1 and suits + self.jokers >= 3

    def _joker_fits(self, suit: int, position: int) -> bool:
        """Could a free joker extend a run at this cell (some 3-window around it has enough cards)?"""
        if not self.jokers:
            return False
        for start in range(max(1, position - 2), min(position, ACE_HIGH - 2) + 1):
            needed = sum(
                1
                for q in range(start, start + 3)
                if q == position or not self.problem.copies(suit, rank_at(q))
            )
            if needed <= self.jokers:
                return True
        return False

    def _ace_high_possible(self, suit: int) -> bool:
        if not self.problem.copies(suit, 1):
            return False
        gaps = sum(1 for r in (12, 13) if not self.problem.copies(suit, r))
        return gaps <= self.jokers

    def _make_cells(self) -> list[_Cell]:
        prob = self.problem
        order = [(p, s) for p in range(1, ACE_HIGH + 1) for s in range(4)]
        cells = []
        for i, (p, s) in enumerate(order):
            later = order[i + 1 :]
            remaining = sum(prob.hand[t][q] * prob.weight(q) for q, t in later if q < ACE_HIGH)
            remaining += prob.hand_jokers * prob.joker_weight
            freeable = sum(prob.table_jokers[t][q] for q, t in later if q < ACE_HIGH)
            mask = (0x1FF << _suit_shift(s)) | _JOKER_MASK
            if p < ACE_HIGH and p in self._group_ranks:
                mask |= _GROUP_MASK
            if p == ACE_HIGH:
                mask |= 0x3F << _ace_shift(s)
            cells.append(_Cell(p, s, mask, remaining, freeable))
        return cells

    # -- transitions ----------------------------------------------------------------------

    def _transitions(self, index: int, local: int) -> list[tuple[int, int, CellChoice]]:
        """Every move at a cell from the state fields in ``local``: (key delta, value delta, choice)."""
        cell = self.cells[index]
        p, s = cell.position, cell.suit
        shift = _suit_shift(s)
        n1 = (local >> shift) & 7
        n2 = (local >> (shift + 3)) & 7
        n3 = (local >> (shift + 6)) & 7
        eta = ((local >> _JOKER_SHIFT) & 7) - _JOKER_OFFSET
        moves: dict[int, tuple[int, CellChoice]] = {}

        def add(new_local: int, value: int, choice: CellChoice) -> None:
            delta = new_local - local
            best = moves.get(delta)
            if best is None or value > best[0]:
                moves[delta] = (value, choice)

        joker_slots = range(self.jokers + 1) if (p, s) in self._joker_cells else range(1)
        eta_cap = self.problem.hand_jokers + cell.freeable_after
        if p == ACE_HIGH:
            a_shift = _ace_shift(s)
            low = (local >> a_shift) & 7
            high = (local >> (a_shift + 3)) & 7
            weight = self.problem.weight(1)
            for used in range(low, high + 1):
                for jr in joker_slots:
                    c = used + jr
                    if c < n1 + n2 or c > n1 + n2 + n3 or n1 or eta + jr > eta_cap:
                        continue
                    new = (eta + jr + _JOKER_OFFSET) << _JOKER_SHIFT
                    add(new, -weight * (high - used), CellChoice(0, used, 0, jr, 0))
            return [(d, v, ch) for d, (v, ch) in moves.items()]

        rank = p
        prob = self.problem
        t, h, q = prob.table[s][rank], prob.hand[s][rank], prob.table_jokers[s][rank]
        weight = prob.weight(rank)
        grouping = rank in self._group_ranks
        closing = grouping and s == 3
        total = n1 + n2 + n3
        n_group = (local >> _GROUP_SHIFT) & 15
        most = (local >> (_GROUP_SHIFT + 4)) & 7
        high_window = rank == 1 and s in self._high_aces
        for freed in range(q + 1):
            kept = q - freed
            lo, hi = max(t, freed) + kept, t + h + kept
            if lo > hi:
                continue
            for used in range(0 if high_window else lo, hi + 1):
                if high_window:
                    score = weight * h
                    window = (max(0, lo - used) | ((hi - used) << 3)) << _ace_shift(s)
                else:
                    score = weight * (used - kept - t)
                    window = 0
                for cg in range(used + 1 if grouping else 1):
                    cr = used - cg
                    for jr in joker_slots:
                        c = cr + jr
                        if c < n1 + n2:
                            continue
                        cont = min(c, total)
                        start = c - cont
                        if start and rank >= 13:
                            continue
                        eta1 = eta + jr - freed
                        if eta1 > eta_cap or start > 7 or cont - n1 > 7:
                            continue
                        runs = (start | (n1 << 3) | ((cont - n1) << 6)) << shift
                        rest = runs | window
                        ng, mo = n_group + cg, max(most, cg)
                        if not closing:
                            if ng > 15:
                                continue
                            group_bits = (ng | (mo << 4)) << _GROUP_SHIFT if grouping else 0
                            new = rest | group_bits | ((eta1 + _JOKER_OFFSET) << _JOKER_SHIFT)
                            add(new, score, CellChoice(freed, cr, cg, jr, 0))
                            continue
                        for jg in range(self.jokers + 1):
                            if eta1 + jg > eta_cap or not groups_fit(ng + jg, mo):
                                continue
                            new = rest | ((eta1 + jg + _JOKER_OFFSET) << _JOKER_SHIFT)
                            add(new, score, CellChoice(freed, cr, cg, jr, jg))
        return [(d, v, ch) for d, (v, ch) in moves.items()]

    # -- the sweep ------------------------------------------------------------------------

    def run(self, threshold: int, beam: int | None = None, deadline: float | None = None) -> Solution | None:
        """The best play worth at least ``threshold``, or None if there is none (or the beam lost it).

        With ``beam`` only that many best states survive each cell, and the
        result is a legal play but not necessarily the best one.
        """
        layer: dict[int, int] = {_JOKER_OFFSET << _JOKER_SHIFT: 0}
        history: list[dict[int, tuple[int, CellChoice]]] = []
        seen = 0
        for index, cell in enumerate(self.cells):
            if deadline is not None and time.monotonic() > deadline:
                raise DeadlineExceeded
            floor = threshold - cell.remaining
            table = self._tables[index]
            mask = cell.mask
            nxt: dict[int, int] = {}
            back: dict[int, tuple[int, CellChoice]] = {}
            for key, value in layer.items():
                seen += 1
                if deadline is not None and not seen % _DEADLINE_EVERY and time.monotonic() > deadline:
                    raise DeadlineExceeded
                local = key & mask
                moves = table.get(local)
                if moves is None:
                    moves = table[local] = self._transitions(index, local)
                for dk, dv, choice in moves:
                    nv = value + dv
                    if nv < floor:
                        continue
                    nk = key + dk
                    old = nxt.get(nk)
                    if old is None or nv > old:
                        nxt[nk] = nv
                        back[nk] = (key, choice)
            if beam is not None and len(nxt) > beam:
                kept = sorted(nxt, key=lambda k: nxt[k] + _joker_bonus(k, self.problem), reverse=True)[:beam]
                nxt = {k: nxt[k] for k in kept}
            history.append(back)
            layer = nxt
            if not layer:
                return None
        return self._best_terminal(layer, history, threshold)

    def _best_terminal(
        self, layer: dict[int, int], history: list[dict[int, tuple[int, CellChoice]]], threshold: int
    ) -> Solution | None:
        best_key, best_value = None, None
        for key, value in layer.items():
            eta = ((key >> _JOKER_SHIFT) & 7) - _JOKER_OFFSET
            if not 0 <= eta <= self.problem.hand_jokers:
                continue
            total = value + eta * self.problem.joker_weight
            if total >= threshold and (best_value is None or total > best_value):
                best_key, best_value = key, total
        if best_key is None or best_value is None:
            return None
        choices: dict[tuple[int, int], CellChoice] = {}
        key = best_key
        for index in range(len(self.cells) - 1, -1, -1):
            key, choice = history[index][key]
            cell = self.cells[index]
            choices[(cell.position, cell.suit)] = choice
        return Solution(best_value, choices)


def _joker_bonus(key: int, problem: Problem) -> int:
    eta = ((key >> _JOKER_SHIFT) & 7) - _JOKER_OFFSET
    return eta * problem.joker_weight
