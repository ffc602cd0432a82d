"""The peer: ``rummikub-solver`` 1.0.0 (PyPI), an integer program, given our rules and objective.

Installed only with the ``bench`` extra (``pip install -e .[bench]``), never
with the game. The peer is used as its author built it: a ``RuleSet`` makes a
``RummikubSolver``, which builds its cvxpy problem once, with the table and
rack counts as parameters, and solves it with one of its backends: GLPK_MI
(GLPK through ``cvxopt``, the one its documentation calls the fastest, and
the fastest on our positions too) or HiGHS (``highspy``, the one it prefers
when installed). Three things are ours (see :mod:`peer_tiles`):

- the meld templates: a ``RuleSet`` whose ``sets`` are :func:`peer_tiles.templates`
  (ace low or high, jokers anywhere) instead of Rummikub's;
- the template family: one ``RuleSet`` per number of free jokers (0 up to the
  game's jokers), each solve handed the smallest one it needs
  (:attr:`peer_tiles.PeerCase.jokers`);
- the objective: the peer's "total value" mode maximises tiles times their
  number (the sum of an outer product, tiles x 364 in 1.0.0), not our
  points-then-cards-then-jokers. So the benchmark solves the peer's own
  variables and constraints (those of its modes) under
  ``Maximize(weights @ tiles)``, the weights a cvxpy parameter (the problem is
  still compiled once), with a zero relative MIP gap: HiGHS' default gap
  (1e-4) may stop short of the tie-breaks. GLPK's default gap is zero already
  and is set to zero all the same; its objective tolerance (``tol_obj``, 1e-7
  relative) is far below one unit of the weights (the objective is under
  10**6 on every position: 25 x 31**2 per card for hands up to 30 cards).

A position with jokers on the table may take more than one solve (one per way
of freeing them, :func:`peer_tiles.peer_cases`); the peer's time is that of
all of them.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Sequence

from rummy_desktop.engine.cards import Card

from .peer_tiles import TILES, Objective, PeerCase, objective_of, peer_cases, templates, tile_weights

__all__ = ["PEER_VERSION", "BACKENDS", "FASTEST_BACKEND", "Peer"]

PEER_VERSION = "1.0.0"
EXACT = {"GLPK_MI": {"mip_gap": 0.0}, "HIGHS": {"mip_rel_gap": 0.0}}
"""Per backend, the options that keep its answer exact (no early stop within a MIP gap)."""
BACKENDS = tuple(EXACT)
FASTEST_BACKEND = "GLPK_MI"


class _Model:
    """The peer's problem for one template family (up to ``jokers`` jokers a template), compiled once."""

    def __init__(self, packs: int, jokers: int, backend: str) -> None:
        import cvxpy
        from rummikub_solver import MILPSolver, RuleSet, SolverMode

        class OurRules(RuleSet):  # type: ignore[misc, unused-ignore]  # untyped where the peer is not installed
            @cached_property
            def sets(self) -> Sequence[tuple[Any, ...]]:   # the peer's Tile is its own int type
                return templates(jokers)

        rules = OurRules(
            numbers=13, colours=4, repeats=2 * packs, jokers=packs, min_len=3, solver_backend=MILPSolver(backend)
        )
        self.solver = rules._solver
        self.weights = cvxpy.Parameter(TILES, nonneg=True)
        constraints = self.solver._problems[SolverMode.TILE_COUNT].constraints
        self.problem = cvxpy.Problem(cvxpy.Maximize(self.weights @ self.solver.tiles), constraints)
        self.options = {"solver": self.solver.backend, **EXACT[backend]}

    def played(self, case: PeerCase, weights: Any) -> list[int] | None:
        """The tiles played from the rack in the best arrangement of this case, or None if there is none."""
        import numpy as np

        self.weights.value = weights
        self.solver.table.value = np.array(case.table)
        self.solver.rack.value = np.array(case.rack)
        value: Any = self.problem.solve(**self.options)
        if value is None or not np.isfinite(value):
            return None
        chosen: Any = self.solver.tiles.value
        counts = np.rint(chosen).astype(int)
        return [t + 1 for t in range(TILES) for _ in range(counts[t])]


class Peer:
    """The peer for games of ``packs`` packs (``packs`` jokers, up to 2 real copies and 2 jokers per face)."""

    def __init__(self, packs: int, backend: str = FASTEST_BACKEND) -> None:
        import numpy as np
        from rummikub_solver import __version__

        if __version__ != PEER_VERSION:
            raise RuntimeError(f"the benchmark is written for rummikub-solver {PEER_VERSION}, not {__version__}")
        if backend not in EXACT:
            raise ValueError(f"unknown backend {backend!r}: one of {', '.join(BACKENDS)}")
        self.backend = backend
        self._models = [_Model(packs, jokers, backend) for jokers in range(packs + 1)]
        empty = PeerCase((0,) * TILES, (0,) * TILES, ())
        for model in self._models:  # the first solve of a compiled problem is slower: not to be timed
            model.played(empty, np.array(tile_weights(0), dtype=float))

    def best_objective(self, table_melds: Sequence[Sequence[Card]], hand: Sequence[Card]) -> Objective:
        """The best play's objective (points, cards, -jokers): every case solved, the best kept."""
        import numpy as np

        weights = np.array(tile_weights(len(hand)), dtype=float)
        best: Objective = (0, 0, 0)
        for case in peer_cases([c for meld in table_melds for c in meld], hand):
            played = self._models[case.jokers].played(case, weights)
            if played is not None:  # None: this way of freeing jokers leaves the table unarrangeable
                best = max(best, objective_of([*case.forced, *played]))
        return best
