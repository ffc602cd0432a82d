"""Which actions each phase allows, and why an action is refused (the rules page assets/rules/manipulation.en.html, "A turn").

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

from ..messages import QT_TRANSLATE_NOOP, Explanation, Template
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

_WHAT_NOW: dict[Phase, Template] = {
    Phase.DRAW: QT_TRANSLATE_NOOP("ManipulationRules", "every turn starts with a draw from the stock"),
    Phase.MELD_OR_DRAW: QT_TRANSLATE_NOOP("ManipulationRules", "meld or draw again"),
    Phase.KNOCK_DECISION: QT_TRANSLATE_NOOP("ManipulationRules", "your turn is over; knock or end it"),
    Phase.FINAL_MELD: QT_TRANSLATE_NOOP("ManipulationRules", "meld or end your turn"),
    Phase.ROUND_OVER: QT_TRANSLATE_NOOP("ManipulationRules", "the round is over; deal the next round"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("ManipulationRules", "the game is over"),
}
"""What the player may do in each phase, quoted in "You can't ... now: {what_now}"."""

_VERB: dict[type, Template] = {
    Draw: QT_TRANSLATE_NOOP("ManipulationRules", "draw"),
    PlayMelds: QT_TRANSLATE_NOOP("ManipulationRules", "meld"),
    EndTurn: QT_TRANSLATE_NOOP("ManipulationRules", "end your turn"),
    Knock: QT_TRANSLATE_NOOP("ManipulationRules", "knock"),
    NextRound: QT_TRANSLATE_NOOP("ManipulationRules", "deal the next round"),
}
"""The action refused, quoted in "You can't {verb} now: ..."."""

_DO_THAT = QT_TRANSLATE_NOOP("ManipulationRules", "do that")


def refusal(position: Position, action_type: type) -> Explanation | None:
    """Why an action of this type is not allowed now, or None when the phase allows it."""
    phase = position.phase
    if action_type is Draw and phase in (Phase.MELD_OR_DRAW, Phase.FINAL_MELD) and not position.stock_count:
        return Explanation(
            QT_TRANSLATE_NOOP("ManipulationRules", "The stock is empty: no more drawing this round. Meld or end your turn.")
        )
    if action_type is EndTurn and phase is Phase.MELD_OR_DRAW and position.stock_count:
        return Explanation(
            QT_TRANSLATE_NOOP("ManipulationRules", "A turn ends with a meld or after the third draw: meld, or draw again.")
        )
    if action_type is Knock and phase is Phase.FINAL_MELD:
        return Explanation(
            QT_TRANSLATE_NOOP(
                "ManipulationRules", "Nobody knocks in the last turns after the stock ran out: meld or end your turn."
            )
        )
    if action_type is Knock and phase in (Phase.DRAW, Phase.MELD_OR_DRAW):
        return Explanation(
            QT_TRANSLATE_NOOP(
                "ManipulationRules", "You may knock only when your turn is over, with {limit} points or less in hand."
            ),
            limit=KNOCK_LIMIT,
        )
    if action_type in _ALLOWED[phase]:
        return None
    return Explanation(
        QT_TRANSLATE_NOOP("ManipulationRules", "You can't {verb} now: {what_now}."),
        verb=Explanation(_VERB.get(action_type, _DO_THAT)),
        what_now=Explanation(_WHAT_NOW[phase]),
    )


def legal_actions(position: Position) -> list[Action]:
    """Everything the player to move may do now, except melding (see :func:`can_meld`)."""
    candidates: list[Action] = [Draw(), EndTurn(), Knock(), NextRound()]
    return [action for action in candidates if refusal(position, type(action)) is None]


def can_meld(position: Position) -> bool:
    """True when a PlayMelds may be tried now (after a first or second draw, or in a last turn)."""
    return refusal(position, PlayMelds) is None
