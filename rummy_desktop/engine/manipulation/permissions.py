"""Which actions each phase allows, and why an action is refused (rules/manipulation.md, "A turn").

A turn starts with a draw; after a first or second draw the player melds or
draws again; a third draw ends the turn. Without melding, a turn ends only
when no further draw is possible (empty stock: "a player whose turn needs a
further draw from an empty stock simply proceeds to the meld step") or in a
last, meld-only turn. Knocking is offered only once a turn is over, and never
in the last turns after the stock ran out.

These functions read only ``phase`` and ``stock_count``, so they work on a
state and on a player's view alike.
"""

from __future__ import annotations

from typing import Protocol

from .actions import Action, Draw, EndTurn, Knock, NextRound, PlayMelds
from .rules import KNOCK_LIMIT, Phase

__all__ = ["refusal", "legal_actions", "can_meld"]


class Position(Protocol):
    @property
    def phase(self) -> Phase: ...

    @property
    def stock_count(self) -> int: ...


_ALLOWED: dict[Phase, tuple[type, ...]] = {
    Phase.DRAW: (Draw,),
    Phase.MELD_OR_DRAW: (PlayMelds, Draw, EndTurn),
    Phase.KNOCK_DECISION: (Knock, EndTurn),
    Phase.FINAL_MELD: (PlayMelds, EndTurn),
    Phase.ROUND_OVER: (NextRound,),
    Phase.GAME_OVER: (),
}

_WHAT_NOW: dict[Phase, str] = {
    Phase.DRAW: "every turn starts with a draw from the stock",
    Phase.MELD_OR_DRAW: "meld or draw again",
    Phase.KNOCK_DECISION: "your turn is over; knock or end it",
    Phase.FINAL_MELD: "meld or end your turn",
    Phase.ROUND_OVER: "the round is over; deal the next round",
    Phase.GAME_OVER: "the game is over",
}

_VERB: dict[type, str] = {
    Draw: "draw",
    PlayMelds: "meld",
    EndTurn: "end your turn",
    Knock: "knock",
    NextRound: "deal the next round",
}


def refusal(position: Position, action_type: type) -> str | None:
    """Why an action of this type is not allowed now, or None when the phase allows it."""
    phase = position.phase
    if action_type is Draw and phase in (Phase.MELD_OR_DRAW, Phase.FINAL_MELD) and not position.stock_count:
        return "The stock is empty: no more drawing this round. Meld or end your turn."
    if action_type is EndTurn and phase is Phase.MELD_OR_DRAW and position.stock_count:
        return "A turn ends with a meld or after the third draw: meld, or draw again."
    if action_type is Knock and phase is Phase.FINAL_MELD:
        return "Nobody knocks in the last turns after the stock ran out: meld or end your turn."
    if action_type is Knock and phase in (Phase.DRAW, Phase.MELD_OR_DRAW):
        return f"You may knock only when your turn is over, with {KNOCK_LIMIT} points or less in hand."
    if action_type in _ALLOWED[phase]:
        return None
    what_now = _WHAT_NOW[phase]
    return f"You can't {_VERB.get(action_type, 'do that')} now: {what_now}."


def legal_actions(position: Position) -> list[Action]:
    """Everything the player to move may do now, except melding (see :func:`can_meld`)."""
    candidates: list[Action] = [Draw(), EndTurn(), Knock(), NextRound()]
    return [action for action in candidates if refusal(position, type(action)) is None]


def can_meld(position: Position) -> bool:
    """True when a PlayMelds may be tried now (after a first or second draw, or in a last turn)."""
    return refusal(position, PlayMelds) is None
