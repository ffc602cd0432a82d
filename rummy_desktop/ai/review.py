"""The analysis behind the review of a finished round or game: what the best play would have scored.

:func:`analyse_turn` is the one function the review's background work calls
for each of a person's Manipulation turns (a :class:`MeldChance`): the exact
solver's best play from the same hand onto the same table, beside the play
made. It runs in a worker process (``ai/worker.py``, ``review_turn``): it takes and gives
plain values only.

The turn's draw decisions (:class:`DrawChoice`: after the first or second draw,
play now or draw again) are rated by the expert level's judgement
(:meth:`ExpertBot.waits`): given the best play at that moment, would the expert
have drawn again? A decision where no play was there to make is not one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence

from rummy_desktop.ai.manipulation_expert import ExpertBot
from rummy_desktop.ai.manipulation_levels import manipulation_bot
from rummy_desktop.ai.table_solver import Play, best_play
from rummy_desktop.engine.manipulation.replay import DrawChoice, MeldChance

__all__ = ["DrawRating", "TurnReview", "analyse_turn", "rate_draw", "points_missed", "ANALYSIS_SECONDS"]

ANALYSIS_SECONDS = 20.0
"""The most the solver may search one turn. The solver proves almost every play far sooner
(docs/benchmarks.md); past this, the best play found so far is shown, marked as not proven."""


@dataclass(frozen=True)
class DrawRating:
    """A draw decision beside the expert level's: ``best_points``, the most that could be played then."""

    choice: DrawChoice
    best_points: int
    expert_draws: bool

    @property
    def agrees(self) -> bool:
        return self.expert_draws == self.choice.drew_again


@dataclass(frozen=True)
class TurnReview:
    """One turn as reviewed: the turn, the solver's best play from its position, its draw decisions rated."""

    turn: MeldChance
    best: Play
    draws: tuple[DrawRating, ...] = ()

    @property
    def draws_unlike_expert(self) -> tuple[DrawRating, ...]:
        return tuple(rating for rating in self.draws if not rating.agrees)

    @property
    def missed(self) -> int:
        """The points the best play would have scored beyond the play made (0 when it was as good)."""
        return max(self.best.points - self.turn.points, 0)


def analyse_turn(turn: MeldChance, seconds: float = ANALYSIS_SECONDS) -> TurnReview:
    """The solver's best play for ``turn``'s hand onto its table, and its draw decisions rated, each
    search given at most ``seconds``."""
    best = best_play(turn.table, turn.hand, deadline=time.monotonic() + seconds)
    ratings = []
    for choice in turn.choices:
        # The choice to play is made at the meld chance itself: its best play is searched once.
        play = best if choice.hand == turn.hand else best_play(turn.table, choice.hand,
                                                                deadline=time.monotonic() + seconds)
        rating = rate_draw(choice, play)
        if rating is not None:
            ratings.append(rating)
    return TurnReview(turn, best, tuple(ratings))


def rate_draw(choice: DrawChoice, play: Play) -> DrawRating | None:
    """``choice`` beside the expert level's judgement, ``play`` being the best play at that moment; None
    when no play was there to make (then there was no choice)."""
    if not play.played:
        return None
    expert = manipulation_bot("expert")
    assert isinstance(expert, ExpertBot)
    return DrawRating(choice, play.points, expert.waits(choice.draws, choice.stock, choice.hand, play.played))


def points_missed(reviews: Sequence[TurnReview]) -> int:
    """The points missed over these turns."""
    return sum(review.missed for review in reviews)
