"""The analysis behind the review of a Gin round: each decision's alternatives, valued by playing the round out.

:func:`analyse_decision` is the one function the review's background work
calls for each of a person's Gin decisions (a :class:`GinDecision`). It values
the hard level's best alternatives, and the one chosen, by
:mod:`.gin_valuation`'s measure: the average points of the round for the seat (negative:
the opponent's) when the round is played out from there over the same guesses
of the hidden cards. A draw is valued as taking the top card or not (the
upcard offer too, though passing it there offers it to the opponent first).
The difference between the best alternative and the one chosen is what the
choice cost; a cost of :data:`BIG_MISTAKE` points or more is a big mistake.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.gin_bots import HARD_STYLE, StrategicPlayer, legal_discards
from rummy_desktop.ai.gin_knowledge import read_view
from rummy_desktop.ai.gin_valuation import draw_moves, end_turn_moves, totals
from rummy_desktop.engine.gin import Action, DrawDiscard, DrawStock, PassUpcard, TakeUpcard
from rummy_desktop.engine.gin.replay import GinDecision

__all__ = ["DecisionReview", "analyse_decision", "points_lost", "BIG_MISTAKE"]

BIG_MISTAKE = 8.0
"""Points of the round an alternative was worth on average beyond the choice made, from which the
choice is marked a big mistake: more than a typical hand's deadwood difference, well above the
noise of the guesses."""

_HARD = StrategicPlayer("hard", HARD_STYLE)
"""The hard level, whose best discards are valued besides the one chosen."""


@dataclass(frozen=True)
class DecisionReview:
    """One decision as reviewed: each alternative with its average points of the round, best first."""

    decision: GinDecision
    values: tuple[tuple[Action, float], ...]

    @property
    def chosen_value(self) -> float:
        return dict(self.values)[self.decision.chosen]

    @property
    def best(self) -> tuple[Action, float]:
        return self.values[0]

    @property
    def lost(self) -> float:
        """The average points the best alternative was worth beyond the choice made (0 when it was the best)."""
        return max(self.best[1] - self.chosen_value, 0.0)

    @property
    def big_mistake(self) -> bool:
        return self.lost >= BIG_MISTAKE


def _draw_actions(decision: GinDecision) -> tuple[Action, Action]:
    """The two draws of the moment: (take the top card, leave it)."""
    if isinstance(decision.chosen, (TakeUpcard, PassUpcard)):
        return TakeUpcard(), PassUpcard()
    return DrawDiscard(), DrawStock()


def analyse_decision(decision: GinDecision, seed: int = 0) -> DecisionReview:
    """Every alternative of ``decision`` valued by play-outs (the same for the same seed)."""
    view = decision.view
    rng = random.Random(seed)
    know = read_view(view, infer=True)
    if decision.is_draw:
        take, leave = _draw_actions(decision)
        sums, played = totals(view, rng, draw_moves(view), know)
        by_action = {take: sums[True], leave: sums[False]}
    else:
        hard_move = _HARD.end_turn(view, rng, None)
        hard_order = _HARD.ranked_discards(view.hand, legal_discards(view), know, view.knock_limit)
        moves = end_turn_moves(view, hard_order, hard_move, also=decision.chosen)
        action_sums, played = totals(view, rng, moves, know)
        by_action = dict(action_sums)
    ranked = sorted(((action, total / played) for action, total in by_action.items()), key=lambda pair: -pair[1])
    return DecisionReview(decision, tuple(ranked))


def points_lost(reviews: Sequence[DecisionReview]) -> float:
    """The average points lost over these decisions."""
    return sum(review.lost for review in reviews)
