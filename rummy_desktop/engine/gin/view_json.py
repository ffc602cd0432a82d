"""A seat's view and a player's action as JSON-ready values: what a program playing Gin reads and answers.

The view holds exactly what :class:`GinView` holds (nothing hidden from the
seat), with cards in the card notation (``"10H"``); an action is an object
naming its kind, e.g. ``{"action": "discard", "card": "QS"}``. The bot
protocol (docs/bot-protocol.md) sends the one and reads the other, so its
words are defined here, next to the engine's actions, once.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Sequence

from ..cards import Card, parse_card
from .actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    GoBigGin,
    Knock,
    NextRound,
    PassUpcard,
    Spread,
    TakeUpcard,
)
from .rules import GinRules
from .serialize import round_result_to_json
from .view import GinView

__all__ = ["ACTION_NAMES", "action_from_json", "action_to_json", "rules_to_json", "view_to_json"]

_PLAIN: dict[str, type] = {
    "take_upcard": TakeUpcard,
    "pass_upcard": PassUpcard,
    "draw_stock": DrawStock,
    "draw_discard": DrawDiscard,
    "big_gin": GoBigGin,
    "next_round": NextRound,
}
_WITH_CARD: dict[str, type] = {"discard": Discard, "knock": Knock}
ACTION_NAMES = (*_PLAIN, *_WITH_CARD, "spread")
"""Every value of an action's ``"action"`` key."""


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def rules_to_json(rules: GinRules) -> dict[str, Any]:
    """Every option of the game, by its field name (``variant``, ``big_gin``, ``target``, ...)."""
    return asdict(rules)


def action_to_json(action: Action) -> dict[str, Any]:
    """``action`` as ``{"action": name, ...}``: a card for discard and knock, melds and lay-offs for a spread."""
    for name, kind in _PLAIN.items():
        if isinstance(action, kind):
            return {"action": name}
    if isinstance(action, (Discard, Knock)):
        return {"action": "discard" if isinstance(action, Discard) else "knock", "card": str(action.card)}
    if isinstance(action, Spread):
        return {
            "action": "spread",
            "melds": [_cards(meld) for meld in action.melds],
            "layoffs": [[index, _cards(cards)] for index, cards in action.layoffs],
        }
    raise TypeError(f"not a Gin action: {action!r}")


def view_to_json(view: GinView) -> dict[str, Any]:
    """Everything ``view`` holds; ``legal_actions`` (empty when it is not this seat's turn) as action objects."""
    spread = view.knocker_spread
    return {
        "seat": view.seat,
        "rules": rules_to_json(view.rules),
        "phase": view.phase.value,
        "current": view.current,
        "dealer": view.dealer,
        "hand": _cards(view.hand),
        "discard_pile": _cards(view.discard_pile),
        "stock_count": view.stock_count,
        "opponent_hand_count": view.opponent_hand_count,
        "opponent_taken": _cards(view.opponent_taken),
        "upcard": str(view.upcard),
        "upcard_passes": view.upcard_passes,
        "knock_limit": view.knock_limit,
        "round_doubled": view.round_doubled,
        "taken_from_discard": None if view.taken_from_discard is None else str(view.taken_from_discard),
        "scores": [list(column) for column in view.scores],
        "rounds_won": [list(column) for column in view.rounds_won],
        "knocker": view.knocker,
        "knocker_spread": None
        if spread is None
        else {"melds": [_cards(m) for m in spread.melds], "deadwood_cards": _cards(spread.deadwood_cards)},
        "opponent_hand": None if view.opponent_hand is None else _cards(view.opponent_hand),
        "round_result": None if view.round_result is None else round_result_to_json(view.round_result),
        "legal_actions": [action_to_json(action) for action in view.legal_actions],
    }


def _card(value: Any) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"a card is a string such as \"QS\", not {value!r}")
    try:
        return parse_card(value)
    except ValueError:
        raise ValueError(f"{value!r} is not a card (write rank then suit, e.g. AS, 10H, QD)") from None


def _card_list(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of cards, not {value!r}")
    return tuple(_card(item) for item in value)


def _spread(data: dict[str, Any]) -> Spread:
    melds = data.get("melds", [])
    layoffs = data.get("layoffs", [])
    if not isinstance(melds, list) or not isinstance(layoffs, list):
        raise ValueError("a spread's \"melds\" and \"layoffs\" must be lists")
    pairs = []
    for entry in layoffs:
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
            raise ValueError(f"a lay-off is [meld index, [cards]], not {entry!r}")
        pairs.append((entry[0], _card_list(entry[1], "a lay-off")))
    return Spread(tuple(_card_list(meld, "a meld") for meld in melds), tuple(pairs))


def action_from_json(data: Any) -> Action:
    """The action an object written by :func:`action_to_json` (or a program) names; ValueError saying what is wrong.

    Whether the action is legal now is the engine's question, not this one's.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object such as {{\"action\": \"draw_stock\"}}, not {data!r}")
    name = data.get("action")
    if name in _PLAIN:
        return _PLAIN[name]()
    if name in _WITH_CARD:
        if "card" not in data:
            raise ValueError(f"the action {name!r} needs a \"card\"")
        return _WITH_CARD[name](_card(data["card"]))
    if name == "spread":
        return _spread(data)
    raise ValueError(f"unknown action {name!r}; a Gin action is one of {', '.join(ACTION_NAMES)}")
