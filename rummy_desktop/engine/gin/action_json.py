"""A Gin action (Gin, Oklahoma, Hollywood) as plain JSON, and back (how a worker process hands its choice over).

Format: ``{"action": NAME}`` for ``take_upcard``, ``pass_upcard``, ``draw_stock``,
``draw_discard``, ``go_big_gin`` and ``next_round``; a card for ``discard`` and
``knock`` (``{"action": "knock", "card": "7S#0"}``, the card's :attr:`Card.token`);
and the defender's spread, melds and lay-offs (the index of the knocker's meld, the
cards laid off on it)::

    {"action": "spread", "melds": [["2C#0", "3C#0", "4C#0"]], "layoffs": [[0, ["9H#0"]]]}

Reading checks the shape only; whether the action is legal is the rules' business.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card
from .actions import (
    Action, Discard, DrawDiscard, DrawStock, GoBigGin, Knock, NextRound, PassUpcard, Spread, TakeUpcard,
)

__all__ = ["action_to_json", "action_from_json"]

_PLAIN: dict[str, type[TakeUpcard | PassUpcard | DrawStock | DrawDiscard | GoBigGin | NextRound]] = {
    "take_upcard": TakeUpcard, "pass_upcard": PassUpcard, "draw_stock": DrawStock,
    "draw_discard": DrawDiscard, "go_big_gin": GoBigGin, "next_round": NextRound,
}
_WITH_CARD: dict[str, type[Discard | Knock]] = {"discard": Discard, "knock": Knock}


def _tokens(cards: tuple[Card, ...]) -> list[str]:
    return [card.token for card in cards]


def action_to_json(action: Action) -> dict[str, Any]:
    """``action`` as JSON-ready values."""
    if isinstance(action, Spread):
        return {"action": "spread", "melds": [_tokens(meld) for meld in action.melds],
                "layoffs": [[index, _tokens(cards)] for index, cards in action.layoffs]}
    for name, with_card in _WITH_CARD.items():
        if type(action) is with_card:
            return {"action": name, "card": action.card.token}
    for name, kind in _PLAIN.items():
        if type(action) is kind:
            return {"action": name}
    raise TypeError(f"not a Gin action: {action!r}")


def _cards(value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(token, str) for token in value):
        raise ValueError(f"a list of cards, not {value!r}")
    return tuple(Card.from_token(token) for token in value)


def _layoff(value: Any) -> tuple[int, tuple[Card, ...]]:
    if not isinstance(value, list) or len(value) != 2 or type(value[0]) is not int:
        raise ValueError(f"a lay-off is [meld index, cards], not {value!r}")
    return value[0], _cards(value[1])


def action_from_json(data: Any) -> Action:
    """The action a :func:`action_to_json` dict describes; ValueError saying what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError(f"an action is a JSON object with an \"action\" name, not {data!r}")
    name, fields = data["action"], set(data) - {"action"}
    if name in _PLAIN and not fields:
        return _PLAIN[name]()
    if name in _WITH_CARD and fields == {"card"} and isinstance(data["card"], str):
        return _WITH_CARD[name](Card.from_token(data["card"]))
    if name == "spread" and fields == {"melds", "layoffs"} and isinstance(data["melds"], list) \
            and isinstance(data["layoffs"], list):
        return Spread(tuple(_cards(meld) for meld in data["melds"]), tuple(_layoff(l) for l in data["layoffs"]))
    raise ValueError(f"not a Gin action: {data!r}")
