"""The peer: ``rummikub-solver`` 1.0.0 (PyPI), an integer program solved by HiGHS, given our rules and objective.

Installed only with the ``bench`` extra (``pip install -e .[bench]``), never
with the game. The peer is used as its author built it: a ``RuleSet`` makes a
``RummikubSolver``, which builds its cvxpy problem once, with the table and
rack counts as parameters, and solves it with HiGHS (``highspy``, the
backend it prefers). Two things are ours (see :mod:`peer_tiles`):

- the meld templates: a ``RuleSet`` whose ``sets`` are :func:`peer_tiles.templates`
  (ace low or high, jokers anywhere) instead of Rummikub's;
- the objective: the peer's "total value" mode maximises tiles times their
  number (the sum of an outer product, tiles x 364 in 1.0.0), not our
  points-then-cards-then-jokers. So the benchmark solves the peer's own
  variables and constraints (those of its modes) under
  ``Maximize(weights @ tiles)``, the weights a cvxpy parameter (the problem is
  still compiled once), with a zero relative MIP gap: HiGHS' default gap
  (1e-4) may stop short of the tie-breaks.

A position with jokers on the table may take more than one solve (one per way
of freeing them, :func:`peer_tiles.peer_cases`); the peer's time is that of
all of them.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Sequence

from rummy_desktop.engine.cards import Card

from .peer_tiles import TILES, Objective, objective_of, peer_cases, templates, tile_weights

__all__ = ["PEER_VERSION", "Peer"]

PEER_VERSION = "1.0.0"


class Peer:
    """The peer for games of ``packs`` packs (``packs`` jokers, up to 2 real copies and 2 jokers per face)."""

    def __init__(self, packs: int) -> None:
        import cvxpy
        import numpy
        from rummikub_solver import RuleSet, SolverMode, __version__

        if __version__ != PEER_VERSION:
            raise RuntimeError(f"the benchmark is written for rummikub-solver {PEER_VERSION}, not {__version__}")

        class OurRules(RuleSet):  # type: ignore[misc, unused-ignore]  # untyped where the peer is not installed
            @cached_property
            def sets(self) -> Sequence[tuple[Any, ...]]:   # the peer's Tile is its own int type
                return templates(packs)

        rules = OurRules(numbers=13, colours=4, repeats=2 * packs, jokers=packs, min_len=3)
        solver = rules._solver
        self._numpy = numpy
        self._solver = solver
        self._weights = cvxpy.Parameter(TILES, nonneg=True)
        constraints = solver._problems[SolverMode.TILE_COUNT].constraints
        self._problem = cvxpy.Problem(cvxpy.Maximize(self._weights @ solver.tiles), constraints)
        self.backend = solver.backend

    def best_objective(self, table_melds: Sequence[Sequence[Card]], hand: Sequence[Card]) -> Objective:
        """The best play's objective (points, cards, -jokers): every case solved, the best kept."""
        np = self._numpy
        self._weights.value = np.array(tile_weights(len(hand)), dtype=float)
        best: Objective = (0, 0, 0)
        for case in peer_cases([c for meld in table_melds for c in meld], hand):
            self._solver.table.value = np.array(case.table)
            self._solver.rack.value = np.array(case.rack)
            value: Any = self._problem.solve(solver=self.backend, mip_rel_gap=0.0)
            if value is None or not np.isfinite(value):
                continue  # this way of freeing jokers leaves the table unarrangeable
            counts = np.rint(self._solver.tiles.value).astype(int)
            played = [t + 1 for t in range(TILES) for _ in range(counts[t])]
            best = max(best, objective_of([*case.forced, *played]))
        return best
