"""Exact search for the best play: dynamic programming over rank positions, one suit at a time.

The sweep visits positions 1..14 (14 = ace high) and, at each, the four
suits: a *cell* is one face. At a cell the search decides how many copies of
the face go into runs and into groups, how many free jokers extend runs
there, and (where table jokers stand for this face) how many of them are
freed. The *core* state between cells is an integer of bit fields:

- per suit, the open runs counted by length 1, 2 and "3 or more". A run
  shorter than 3 may never be abandoned, so every card committed to a run ends
  in a legal run and is scored at once;
- the copies put into groups at the current rank and the most of one suit:
  enough to tell whether they split into groups (see :mod:`solver_groups`),
  which is settled at the rank's last suit, where free jokers may join;
- free jokers placed minus table jokers freed.

Aces are one face at two positions. The aces of a suit used low (position
1) leave a *window* of how many must and may be used high (position 14).
Hand aces are scored optimistically at position 1 and refunded at 14 if
unused, so a partial value never depends on the windows; the windows of all
suits (an *ace configuration*) are then kept as a bit set per (core, value)
instead of multiplying the states.

Pruning, all exact:

- a state whose value plus everything the rest of the hand could add cannot
  reach the threshold is dropped (so a run with threshold ``T`` finds the
  optimum whenever the optimum is at least ``T``);
- a transition that leaves runs which the next two positions cannot continue,
  even with every joker still to be placed, is not generated; at the end of
  each rank the same count is made over all suits together;
- at the end of each rank, a state is dropped (for the ace configurations it
  shares) when another state is as valuable and *dominates* it in one suit:
  its runs can play every continuation the first can.

Among plays of equal value, the search prefers the one closest to the
original table: each cell whose copies are split between runs and groups as
they were adds a small tie-break to the value. The tie-break is best effort
(values of one core that differ only by it are merged), the objective exact.

A beam (keeping only the best states per cell) turns the same sweep into a
fast heuristic that still returns legal plays.
"""

from __future__ import annotations

import heapq
import time
from collections import Counter
from dataclasses import dataclass

from .solver_groups import GROUPS_FIT
from .solver_kept import KeptShapes
from .solver_problem import ACE_HIGH, Problem, rank_at
from .solver_states import (
    GROUP_MASK,
    GROUP_SHIFT,
    JOKER_MASK,
    JOKER_OFFSET,
    JOKER_SHIFT,
    MOST_RUNS,
    OBLIGATIONS,
    START,
    Layer,
    dominator_deltas,
    keep_best_values,
    run_fields,
    suit_shift,
    uncovered,
)

__all__ = ["DeadlineExceeded", "CellChoice", "Solution", "TableSearch", "TIE", "ACE_LOW_CELL", "ACE_HIGH_CELL"]

_DEADLINE_EVERY = 1024  # states between two looks at the clock
_PLAIN, ACE_LOW_CELL, ACE_HIGH_CELL = range(3)  # kinds of cell
# Values inside the search are the play's weight times TIE plus one for each cell split between runs and
# groups as on the original table: among the best plays, the one that moves the fewest cards. 56 cells < 64.
TIE = 64
_NOWHERE = -(1 << 62)  # the total of a sweep that ends in no legal play
_ENOUGH = 99  # copies ahead that no open runs can run short of

Move = tuple[int, int, "CellChoice", int]  # core delta, value delta, choice, ace operand


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
    kind: int
    mask: int
    remaining: int  # most value the cells after this one can still add
    freeable_after: int  # table jokers of later cells that can be freed
    rank_end: bool


class TableSearch:
    """The sweep for one problem; transition tables are built lazily and reused across runs."""

    def __init__(
        self,
        problem: Problem,
        preferred: dict[tuple[int, int], tuple[int, int]] | None = None,
        kept: KeptShapes | None = None,
    ) -> None:
        """``preferred``: per cell (position, suit), the copies the original table has in runs and in groups.

        ``kept``: melds that stay whole, their cards left out of ``problem`` (see :mod:`solver_kept`).
        """
        self.problem = problem
        self.preferred = preferred or {}
        self.kept = kept or KeptShapes(Counter(), Counter(), Counter(), Counter())
        self.jokers = problem.free_joker_limit
        self._weights = [problem.weight(rank_at(p)) if p else 0 for p in range(ACE_HIGH + 1)]
        self._copies = [
            [problem.copies(s, rank_at(p)) if 1 <= p <= ACE_HIGH else 0 for p in range(ACE_HIGH + 3)] for s in range(4)
        ]
        # What the runs open at a cell can count on at the next two positions: the copies there, or,
        # where a kept run begins, as much as they need (they may join it there).
        starts = self.kept.run_starts
        self._next_copies = [
            [_ENOUGH if starts and starts[(q, s)] else n for q, n in enumerate(self._copies[s])] for s in range(4)
        ]
        self._after_copies = [
            [_ENOUGH if starts and (starts[(q, s)] or starts[(q - 1, s)]) else n for q, n in enumerate(self._copies[s])]
            for s in range(4)
        ]
        self._group_ranks = {r for r in range(1, 14) if self._groups_possible(r)}
        self._joker_cells = {
            (p, s) for p in range(1, ACE_HIGH + 1) for s in range(4) if self._joker_fits(s, p)
        }
        self._windows = [self._ace_windows(s) for s in range(4)]
        self._stride = [1, 1, 1, 1]
        for s in range(1, 4):
            self._stride[s] = self._stride[s - 1] * len(self._windows[s - 1])
        self._config_count = self._stride[3] * len(self._windows[3])
        self.cells = self._make_cells()
        self._plain_pairs = [[(jr, 0) for jr in range(n)] for n in range(self.jokers + 2)]
        self._kept_at = [  # per cell: kept runs starting and ending there, kept groups lacking it, kept real copies
            (
                self.kept.run_starts.get((cell.position, cell.suit), 0),
                self.kept.run_ends.get((cell.position, cell.suit), 0),
                self.kept.group_gaps.get((cell.position, cell.suit), 0),
                problem.kept_real[cell.suit][rank_at(cell.position)] if problem.kept_real else 0,
            )
            for cell in self.cells
        ] if kept else [(0, 0, 0, 0)] * len(self.cells)
        self._tables: list[dict[int, list[Move]]] = [{} for _ in self.cells]
        self._facts: list[tuple | None] = [None] * len(self.cells)
        self._choices: dict[tuple[int, int, int, int, int], CellChoice] = {}
        self._needs: dict[int, tuple[dict[int, int], ...]] = {}
        self._dominators: dict[int, list[dict[int, list[int]]]] = {}

    # -- static facts about the position -------------------------------------------------

    def _groups_possible(self, rank: int) -> bool:
        suits = sum(1 for s in range(4) if self.problem.copies(s, rank))
        return suits >= 1 and suits + self.jokers >= 3

    def _joker_fits(self, suit: int, position: int) -> bool:
        """Could a free joker extend a run at this cell (some 3-window around it has enough cards)?"""
        if not self.jokers:
            return False
        copies, run_cards = self._copies[suit], self.kept.run_cards
        for start in range(max(1, position - 2), min(position, ACE_HIGH - 2) + 1):
            needed = sum(
                1
                for q in range(start, start + 3)
                if q == position or not (copies[q] or run_cards and run_cards[(q, suit)])
            )
            if needed <= self.jokers:
                return True
        return False

    def _max_copies(self, suit: int, position: int) -> int:
        """Most run slots a cell can fill: every copy of the face and every free joker."""
        if position > ACE_HIGH:
            return 0
        jokers = self.jokers if (position, suit) in self._joker_cells else 0
        return self.problem.copies(suit, rank_at(position)) + self.kept.run_cards[(position, suit)] + jokers

    def _ace_window_bounds(self, suit: int) -> list[tuple[int, int]]:
        """(fewest, most) ace copies that must and may be used, for each number of freed jokers."""
        t, h, q = self.problem.table[suit][1], self.problem.hand[suit][1], self.problem.table_jokers[suit][1]
        return [(max(t, k) + q - k, t + h + q - k) for k in range(q + 1) if max(t, k) <= t + h]

    def _ace_windows(self, suit: int) -> list[tuple[int, int]]:
        """Every window of aces left for position 14 once some are used low; [(0, 0)] if none can be."""
        if not self.problem.copies(suit, 1) or self._max_copies(suit, 13) == 0 or self._max_copies(suit, 12) == 0:
            return [(0, 0)]
        windows = {(0, 0)}
        for lo, hi in self._ace_window_bounds(suit):
            for used in range(hi + 1):
                windows.add((max(0, lo - used), hi - used))
        return sorted(windows)

    def _make_cells(self) -> list[_Cell]:
        prob = self.problem
        order = [(p, s) for p in range(1, ACE_HIGH + 1) for s in range(4)]
        cells: list[_Cell] = []
        remaining = prob.upper_bound()
        freeable = prob.free_joker_limit - prob.hand_jokers
        for p, s in order:
            if p < ACE_HIGH:  # hand aces are counted at position 1 (see the module docstring)
                remaining -= prob.hand[s][p] * self._weights[p]
                freeable -= prob.freeable(s, p)
            mask = (0x1FF << suit_shift(s)) | JOKER_MASK
            if p < ACE_HIGH and p in self._group_ranks:
                mask |= GROUP_MASK
            if p == ACE_HIGH:
                kind = ACE_HIGH_CELL
            elif p == 1 and len(self._windows[s]) > 1:
                kind = ACE_LOW_CELL
            else:
                kind = _PLAIN
            later_cells = len(order) - len(cells) - 1
            cells.append(_Cell(p, s, kind, mask, remaining * TIE + later_cells, freeable, s == 3 and p < ACE_HIGH))
        return cells

    def _jokers_needed(self, suit: int, position: int, runs: int) -> int:
        """Fewest free jokers the next two positions need to continue these open runs of a suit.

        (The same count is inlined in :meth:`_transitions`, where it is hot.)
        """
        n1, n2 = runs & 7, (runs >> 3) & 7
        short_next = n1 + n2 - self._next_copies[suit][position + 1]
        short_after = n1 - self._after_copies[suit][position + 2]
        return (short_next if short_next > 0 else 0) + (short_after if short_after > 0 else 0)

    # -- what a depth-first walk (solver_depth_first) needs ---------------------------------

    start = START

    def moves(self, index: int, local: int) -> list[Move]:
        """The moves at cell ``index`` from the state fields ``local`` (``core & cell.mask``), best value first."""
        table = self._tables[index]
        moves = table.get(local)
        if moves is None:
            moves = table[local] = self._transitions(index, local)
        return moves

    def rivals(self, position: int) -> list[dict[int, list[int]]]:
        """Per suit, for each of its runs states, the key deltas to the states dominating it at ``position``'s end."""
        rivals_of = self._dominators.get(position)
        if rivals_of is None:
            rivals_of = self._dominators[position] = [self._dominators_at(s, position) for s in range(4)]
        return rivals_of

    def short_of_jokers(self, cell: _Cell, core: int) -> bool:
        """At a rank's end: do the open runs of all suits together need more jokers than are left?"""
        p = cell.position
        needs = self._needs.get(p)
        if needs is None:
            needs = self._needs[p] = ({}, {}, {}, {})
        needed = 0
        for s in range(4):
            state = (core >> (9 * s)) & 0x1FF
            if state:
                cache = needs[s]
                n = cache.get(state)
                if n is None:
                    n = cache[state] = self._jokers_needed(s, p, state)
                needed += n
        left = self.problem.hand_jokers + cell.freeable_after + JOKER_OFFSET
        return needed > left - ((core >> JOKER_SHIFT) & 7)

    def terminal_total(self, core: int, value: int) -> int:
        """The total of a finished sweep: hand jokers placed are worth their weight; jokers owed make it no play."""
        eta = ((core >> JOKER_SHIFT) & 7) - JOKER_OFFSET
        if not 0 <= eta <= self.problem.hand_jokers:
            return _NOWHERE
        return value + eta * self.problem.joker_weight * TIE

    # -- transitions ----------------------------------------------------------------------

    def _transitions(self, index: int, local: int) -> list[Move]:
        """Every move at a cell from the state fields in ``local``, best value first.

        Of the moves that lead to the same state, only the most valuable is kept
        (the first found among equals). Hot: a search builds thousands of these,
        most holding one or two moves, so the cell's facts come from
        :meth:`_cell_facts` and the loops test the cheapest conditions first.
        """
        cell = self.cells[index]
        if cell.kind == ACE_HIGH_CELL:
            return self._ace_high_moves(cell, local)
        facts = self._facts[index]
        if facts is None:
            facts = self._facts[index] = self._cell_facts(index)
        (shift, t, h, q, weight, grouping, closing, wanted, plain_pairs, joker_pairs,
         starts, ends, gaps, kept_real, eta_cap, group_jokers, copies_next, copies_after) = facts
        ace_low = cell.kind == ACE_LOW_CELL
        eta = ((local >> JOKER_SHIFT) & 7) - JOKER_OFFSET
        n_group = (local >> GROUP_SHIFT) & 15
        most = (local >> (GROUP_SHIFT + 4)) & 7
        best: dict[int | tuple[int, int], tuple[int, int, int, int, int, int]] = {}
        runs = ((local >> shift) & 7, (local >> (shift + 3)) & 7, (local >> (shift + 6)) & 7)
        for n1, n2, n3 in self._after_joining(runs, starts) if starts else (runs,):
            need, total = n1 + n2, n1 + n2 + n3
            for freed in range(q + 1):
                kept = q - freed
                lo, hi = (t if t > freed - kept_real else freed - kept_real) + kept, t + h + kept
                if lo > hi:
                    continue
                for used in range(0 if ace_low else lo, hi + 1):
                    if ace_low:
                        score = weight * h * TIE
                        ace = self._windows[cell.suit].index((max(0, lo - used), hi - used)) * self._stride[cell.suit]
                    else:
                        score = weight * (used - kept - t) * TIE
                        ace = 0
                    for in_kept in range(min(gaps, used) + 1) if gaps else (0,):  # copies laid on kept groups of three
                        room = gaps - in_kept
                        pairs = joker_pairs if room else plain_pairs  # (jr, jk): jokers in runs, on kept groups
                        for cg in range(used - in_kept + 1 if grouping else 1):
                            cr = used - in_kept - cg
                            ng = n_group + cg
                            if ng > 15 or cr + pairs[-1][0] < need:
                                continue
                            mo = most if most >= cg else cg
                            group_bits = (ng | (mo << 4)) << GROUP_SHIFT if grouping and not closing else 0
                            preferred = (cr, cg) == wanted and not freed
                            for jr, jk in pairs:
                                c = cr + jr
                                if c < need or c > MOST_RUNS or jk > room:
                                    continue
                                eta1 = eta + jr + jk - freed
                                if eta1 > eta_cap:
                                    continue
                                cont = c if c < total else total
                                # Jokers the next two positions need for these runs must still be there.
                                short_next, short_after = n1 + c - cont - copies_next, c - cont - copies_after
                                short = (short_next if short_next > 0 else 0) + (short_after if short_after > 0 else 0)
                                if short > eta_cap - eta1:
                                    continue
                                grown = cont - n1 + ends  # a kept run ending here may go on
                                rest = ((c - cont) | (n1 << 3) | ((grown if grown < MOST_RUNS else MOST_RUNS) << 6)) << shift
                                moved = rest + group_bits - local
                                for jg in group_jokers:
                                    placed = eta1 + jg
                                    if placed > eta_cap:
                                        break
                                    if closing and not GROUPS_FIT[ng + jg][mo]:
                                        continue
                                    delta = moved + ((placed + JOKER_OFFSET) << JOKER_SHIFT)
                                    key = (delta, ace) if ace_low else delta
                                    value = score + (preferred and not (jr or jg))
                                    old = best.get(key)
                                    if old is None or value > old[0]:
                                        best[key] = (value, freed, cr, cg, jr, jg)
        return self._ordered_moves(best, local, shift)

    def _ordered_moves(
        self, best: dict[int | tuple[int, int], tuple[int, int, int, int, int, int]], local: int, shift: int
    ) -> list[Move]:
        """The moves kept, best value first (the sweeps stop at the first move below their floor); among
        equals, for a depth-first walk, the move leaving the suit the fewest cards owed to short runs, then
        the fewest jokers (ties in the order found)."""
        choices = self._choices
        ranked = []
        for order, (key, (value, freed, cr, cg, jr, jg)) in enumerate(best.items()):
            delta, ace = key if isinstance(key, tuple) else (key, 0)
            choice = choices.get((freed, cr, cg, jr, jg))
            if choice is None:
                choice = choices[(freed, cr, cg, jr, jg)] = CellChoice(freed, cr, cg, jr, jg)
            obligations = OBLIGATIONS[((local + delta) >> shift) & 0x1FF]
            ranked.append((-value, obligations, jr + jg, order, (delta, value, choice, ace)))
        if len(ranked) == 1:
            return [ranked[0][-1]]
        ranked.sort()
        return [move for *_, move in ranked]

    def _cell_facts(self, index: int) -> tuple:
        """What :meth:`_transitions` needs of a cell whatever the state: its counts, weights, kept melds, jokers."""
        cell = self.cells[index]
        p, s = cell.position, cell.suit
        prob = self.problem
        joker_slots = range(self.jokers + 1) if (p, s) in self._joker_cells else range(1)
        starts, ends, gaps, kept_real = self._kept_at[index]
        grouping = p in self._group_ranks
        closing = grouping and cell.rank_end
        joker_pairs = [(jr, jk) for jr in joker_slots for jk in range(min(gaps, self.jokers) + 1)] if gaps else ()
        return (
            suit_shift(s), prob.table[s][p], prob.hand[s][p], prob.table_jokers[s][p], self._weights[p],
            grouping, closing, self.preferred.get((p, s), (0, 0)), self._plain_pairs[len(joker_slots)], joker_pairs,
            starts, ends, gaps, kept_real, prob.hand_jokers + cell.freeable_after,
            range(self.jokers + 1) if closing else range(1),
            self._next_copies[s][p + 1], self._after_copies[s][p + 2],
        )

    @staticmethod
    def _after_joining(runs: tuple[int, int, int], starts: int) -> list[tuple[int, int, int]]:
        """The open runs (n1, n2, n3) left once up to ``starts`` short ones join kept runs beginning here."""
        n1, n2, n3 = runs
        if not starts:
            return [runs]
        return [
            (n1 - a1, n2 - a2, n3)
            for a1 in range(min(n1, starts) + 1)
            for a2 in range(min(n2, starts - a1) + 1)
        ]

    def _ace_high_moves(self, cell: _Cell, local: int) -> list[Move]:
        """Runs ending on the ace high: the ace configurations allowing each count, and their refunds."""
        s = cell.suit
        shift = suit_shift(s)
        n1, n2, n3 = run_fields(local >> shift)
        eta = ((local >> JOKER_SHIFT) & 7) - JOKER_OFFSET
        if n1:
            return []
        weight = self.problem.weight(1)
        wanted = self.preferred.get((ACE_HIGH, s), (0, 0))
        windows = self._windows[s]
        joker_slots = range(self.jokers + 1) if (ACE_HIGH, s) in self._joker_cells else range(1)
        moves = []
        for used in range(max(hi for _, hi in windows) + 1):
            for jr in joker_slots:
                c = used + jr
                if c < n2 or c > n2 + n3 or eta + jr > self.problem.hand_jokers + cell.freeable_after:
                    continue
                delta = ((eta + jr + JOKER_OFFSET) << JOKER_SHIFT) - local
                for hi in sorted({hi for _, hi in windows}):
                    configs = self._configs(s, [w for w, (lo, top) in enumerate(windows) if top == hi and lo <= used <= hi])
                    if configs:
                        value = -weight * (hi - used) * TIE + ((used, 0) == wanted and not jr)
                        moves.append((delta, value, CellChoice(0, used, 0, jr, 0), configs))
        return sorted(moves, key=lambda m: -m[1])

    def _configs(self, suit: int, window_indices: list[int]) -> int:
        """The set of ace configurations whose window for ``suit`` is one of these."""
        stride, size = self._stride[suit], len(self._windows[suit])
        bits = 0
        for config in range(self._config_count):
            if (config // stride) % size in window_indices:
                bits |= 1 << config
        return bits

    # -- the sweep ------------------------------------------------------------------------

    def run(self, threshold: int, beam: int | None = None, deadline: float | None = None) -> Solution | None:
        """The best play worth at least ``threshold``, or None if there is none (or the beam lost it).

        With ``beam`` only that many best states survive each cell, and the
        result is a legal play but not necessarily the best one.
        """
        layer: Layer = {START: {0: 1}}
        history: list[Layer] = []
        for index, cell in enumerate(self.cells):
            if deadline is not None and time.monotonic() > deadline:
                raise DeadlineExceeded
            layer = self._step(index, layer, threshold * TIE - cell.remaining, deadline)
            if cell.rank_end:
                layer = self._without_dominated(self._short_of_jokers_removed(layer, cell), cell.position)
            if beam is not None and len(layer) > beam:
                layer = self._most_promising(layer, beam)
            history.append(layer)
            if not layer:
                return None
        return self._best_terminal(history, threshold)

    def _step(self, index: int, layer: Layer, floor: int, deadline: float | None) -> Layer:
        """Every state after cell ``index`` worth at least ``floor``, each with its best values."""
        cell = self.cells[index]
        table = self._tables[index]
        mask, kind = cell.mask, cell.kind
        nxt: Layer = {}
        reach = nxt.get
        for count, (core, entries) in enumerate(layer.items(), 1):
            if not count % _DEADLINE_EVERY and deadline is not None and time.monotonic() > deadline:
                raise DeadlineExceeded
            local = core & mask
            moves = table.get(local)
            if moves is None:
                moves = table[local] = self._transitions(index, local)
            for value, bits in entries.items():
                for dk, dv, _, ace in moves:  # best value first
                    nv = value + dv
                    if nv < floor:
                        break
                    if kind:  # an ace cell: the configurations shift (low) or narrow (high)
                        nb = bits << ace if kind == ACE_LOW_CELL else bits & ace
                        if not nb:
                            continue
                    else:
                        nb = bits
                    target = reach(core + dk)
                    if target is None:
                        nxt[core + dk] = {nv: nb}
                    else:
                        target[nv] = target.get(nv, 0) | nb
        keep_best_values(nxt, TIE)
        return nxt

    def _without_dominated(self, layer: Layer, position: int) -> Layer:
        """Drop what a state dominating it in one suit, with as much value, already covers."""
        rivals_of = self.rivals(position)
        result: Layer = {}
        for core, entries in layer.items():
            kept = entries
            for s in range(4):
                for delta in rivals_of[s].get((core >> (9 * s)) & 0x1FF, ()):
                    rival = layer.get(core + delta)
                    if rival is not None:
                        kept = uncovered(kept, rival)
                        if not kept:
                            break
                if not kept:
                    break
            if kept:
                result[core] = kept
        return result

    def _dominators_at(self, suit: int, position: int) -> dict[int, list[int]]:
        """For each runs state of a suit, the key deltas to the states dominating it that could exist here."""
        return dominator_deltas(suit, min(self._max_copies(suit, position), MOST_RUNS))

    def _short_of_jokers_removed(self, layer: Layer, cell: _Cell) -> Layer:
        """At a rank's end: drop states whose runs, all suits together, need more jokers than are left."""
        short = self.short_of_jokers
        return {core: entries for core, entries in layer.items() if not short(cell, core)}

    def _most_promising(self, layer: Layer, width: int) -> Layer:
        """The ``width`` states a beam keeps: most value (hand jokers counted), then fewest jokers owed
        (placed before being freed, or freed and not yet placed), fewest run obligations, most ace
        configurations still open."""

        hand_jokers = self.problem.hand_jokers
        joker_weight = self.problem.joker_weight
        ranked = []
        for order, (core, entries) in enumerate(layer.items()):
            eta = ((core >> JOKER_SHIFT) & 7) - JOKER_OFFSET
            owed = -eta if eta < 0 else (eta - hand_jokers if eta > hand_jokers else 0)  # jokers still to free or place
            played = (eta if eta < hand_jokers else hand_jokers) * joker_weight if eta > 0 else 0
            obligations = (
                OBLIGATIONS[core & 0x1FF]
                + OBLIGATIONS[(core >> 9) & 0x1FF]
                + OBLIGATIONS[(core >> 18) & 0x1FF]
                + OBLIGATIONS[(core >> 27) & 0x1FF]
            )
            value = max(entries)
            configs = max(b.bit_count() for b in entries.values()) if len(entries) > 1 else entries[value].bit_count()
            ranked.append((value // TIE + played, -owed, -obligations, configs, value % TIE, -order, core))
        return {promise[-1]: layer[promise[-1]] for promise in heapq.nlargest(width, ranked)}  # ties: first met

    def _best_terminal(self, history: list[Layer], threshold: int) -> Solution | None:
        best: tuple[int, int, int] | None = None
        for core, entries in history[-1].items():
            eta = ((core >> JOKER_SHIFT) & 7) - JOKER_OFFSET
            if not 0 <= eta <= self.problem.hand_jokers:
                continue
            for value in entries:
                total = value + eta * self.problem.joker_weight * TIE
                if total >= threshold * TIE and (best is None or total > best[0]):
                    best = (total, core, value)
        if best is None:
            return None
        total, core, value = best
        bits = history[-1][core][value]
        config = (bits & -bits).bit_length() - 1
        choices: dict[tuple[int, int], CellChoice] = {}
        start: Layer = {START: {0: 1}}
        for index in range(len(self.cells) - 1, -1, -1):
            previous = history[index - 1] if index else start
            core, value, config, choice = self._step_back(index, previous, core, value, config)
            cell = self.cells[index]
            choices[(cell.position, cell.suit)] = choice
        return Solution(total // TIE, choices)

    def _step_back(self, index: int, previous: Layer, core: int, value: int, config: int) -> tuple[int, int, int, CellChoice]:
        """A state of ``previous`` and a move at cell ``index`` that lead to (core, value, config).

        Values that differ only by the tie-break were merged, so the way back
        follows whole units, and the best tie-break among the ways there.
        """
        cell = self.cells[index]
        best: tuple[int, tuple[int, int, int, CellChoice]] | None = None
        for local, moves in self._tables[index].items():
            for dk, dv, choice, ace in moves:
                before = core - dk
                if before & cell.mask != local:
                    continue
                config_before = config
                if cell.kind == ACE_LOW_CELL:
                    config_before = config - ace
                elif cell.kind == ACE_HIGH_CELL and not ace >> config & 1:
                    continue
                whole = value // TIE - dv // TIE
                for value_before, bits in previous.get(before, {}).items():
                    if value_before // TIE != whole or config_before < 0 or not bits >> config_before & 1:
                        continue
                    if best is None or value_before + dv > best[0]:
                        best = (value_before + dv, (before, value_before, config_before, choice))
        if best is None:
            raise AssertionError("the search lost the way back to the start")
        return best[1]
