"""A Manipulation Rummy action as plain JSON, and back (how a worker process hands its choice over).

Format: ``{"action": "draw"}``, ``{"action": "end_turn"}``, ``{"action": "knock"}``,
``{"action": "next_round"}``, and the meld phase with the complete new table, each
card as its :attr:`Card.token` (``JK=6H#0`` is the first joker declaring 6♥)::

    {"action": "play_melds", "table": [["5H#0", "JK=6H#0", "7H#0"], ["8S#1", "8D#0", "8C#0"]]}

Reading checks the shape only; whether the action is legal is the rules' business
(``apply`` says why not).
"""

from __future__ import annotations

from typing import Any

from ..cards import Card
from .actions import Action, Draw, EndTurn, Knock, NextRound, PlayMelds

__all__ = ["action_to_json", "action_from_json"]

_PLAIN: dict[str, type[Draw | EndTurn | Knock | NextRound]] = {
    "draw": Draw, "end_turn": EndTurn, "knock": Knock, "next_round": NextRound,
}


def action_to_json(action: Action) -> dict[str, Any]:
    """``action`` as JSON-ready values."""
    if isinstance(action, PlayMelds):
        return {"action": "play_melds", "table": [[card.token for card in meld] for meld in action.table]}
    for name, kind in _PLAIN.items():
        if type(action) is kind:
            return {"action": name}
    raise TypeError(f"not a Manipulation action: {action!r}")


def action_from_json(data: Any) -> Action:
    """The action a :func:`action_to_json` dict describes; ValueError saying what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError(f"an action is a JSON object with an \"action\" name, not {data!r}")
    name = data["action"]
    if name in _PLAIN and set(data) == {"action"}:
        return _PLAIN[name]()
    if name == "play_melds" and set(data) == {"action", "table"} and isinstance(data["table"], list):
        melds = data["table"]
        if all(isinstance(meld, list) and all(isinstance(token, str) for token in meld) for meld in melds):
            return PlayMelds(tuple(tuple(Card.from_token(token) for token in meld) for meld in melds))
    raise ValueError(f"not a Manipulation action: {data!r}")
