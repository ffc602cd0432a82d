"""The analysis behind the review of a finished round or game: what the best play would have scored.

:func:`analyse_turn` is the one function the review's background work calls
for each of a person's Manipulation turns (a :class:`MeldChance`): the exact
solver's best play from the same hand onto the same table, beside the play
made. It runs in a worker process (``ai/worker.py``, ``review_turn``): it takes and gives
plain values only.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.table_solver import Play, best_play
from rummy_desktop.engine.manipulation.replay import MeldChance

__all__ = ["TurnReview", "analyse_turn", "points_missed", "ANALYSIS_SECONDS"]

ANALYSIS_SECONDS = 20.0
"""The most the solver may search one turn. The solver proves almost every play far sooner
(docs/benchmarks.md); past this, the best play found so far is shown, marked as not proven."""


@dataclass(frozen=True)
class TurnReview:
    """One turn as reviewed: the turn, and the solver's best play from its position."""

    turn: MeldChance
    best: Play

    @property
    def missed(self) -> int:
        """The points the best play would have scored beyond the play made (0 when it was as good)."""
        return max(self.best.points - self.turn.points, 0)


def analyse_turn(turn: MeldChance, seconds: float = ANALYSIS_SECONDS) -> TurnReview:
    """The solver's best play for ``turn``'s hand onto its table, searched for at most ``seconds``."""
    return TurnReview(turn, best_play(turn.table, turn.hand, deadline=time.monotonic() + seconds))


def points_missed(reviews: Sequence[TurnReview]) -> int:
    """The points missed over these turns."""
    return sum(review.missed for review in reviews)
