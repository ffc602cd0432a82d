"""A person's decisions in a round of Gin, found by replaying the kept rounds.

A *decision* is a moment the seat chose among alternatives: a draw (take the
upcard or the top discard, or not) or the end of its turn (which card to
throw, or to knock). Each holds the seat's view just before it and the
action chosen; the review judges the alternatives from that view alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..record import RoundRecord
from .actions import Action, Discard, DrawDiscard, DrawStock, Knock, PassUpcard, TakeUpcard
from .game import apply, legal_actions
from .state import GinState
from .view import GinView, view_for

__all__ = ["GinDecision", "decisions"]

_DRAWS = (TakeUpcard, PassUpcard, DrawStock, DrawDiscard)
_ENDS = (Discard, Knock)


@dataclass(frozen=True)
class GinDecision:
    """One decision of a seat: its view before it and the action chosen.

    ``round_number`` counts the rounds kept from 1; ``turn`` counts the seat's
    decisions in that round from 1.
    """

    round_number: int
    turn: int
    view: GinView
    chosen: Action

    @property
    def is_draw(self) -> bool:
        return isinstance(self.chosen, _DRAWS)

    @property
    def took_top_card(self) -> bool:
        """A draw that took the upcard or the top discard."""
        return isinstance(self.chosen, (TakeUpcard, DrawDiscard))


def _a_choice(state: GinState, action: Action) -> bool:
    """Whether the seat had another way to draw (after both passed the upcard, the stock is the only one);
    ending a turn is always a choice."""
    if isinstance(action, _ENDS):
        return True
    return sum(isinstance(legal, _DRAWS) for legal in legal_actions(state)) > 1


def decisions(rounds: Sequence[RoundRecord], seat: int) -> list[GinDecision]:
    """Every draw that was a choice and every end of turn of ``seat``, in the order played (going big
    gin and the defender's spread are not among them)."""
    found: list[GinDecision] = []
    for number, record in enumerate(rounds, start=1):
        turn = 0
        for before, action, _ in record.steps(apply):
            if before.current_player == seat and isinstance(action, _DRAWS + _ENDS) and _a_choice(before, action):
                turn += 1
                found.append(GinDecision(number, turn, view_for(before, seat), action))
    return found
