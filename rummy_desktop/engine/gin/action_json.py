"""Gin's one action language (Gin, Oklahoma, Hollywood): every action as a JSON object, and back.

Saves keep their moves in it, the worker processes hand the computer's
choice over in it, and programs at the table (docs/bot-protocol.md) read
their legal actions and answer in it; ``docs/actions.schema.json`` describes
it, and a test checks it against the schema. An action is an object naming
its kind::

    {"action": "take_upcard"}   pass_upcard, draw_stock, draw_discard, big_gin, next_round
    {"action": "discard", "card": "QS"}
    {"action": "knock", "card": "QS"}                                the spread the app proposes
    {"action": "knock", "card": "QS", "melds": [["5H", "6H", "7H"]]} the knocker's own spread
    {"action": "spread", "melds": [["2C", "3C", "4C"]], "layoffs": [[0, ["9H"]]]}

Cards are in the card notation (``QS``, ``10H``; one pack, so no copy is
written, and ``QS#0`` is read as ``QS``). Reading checks the form only;
whether the action is legal now is the rules' business. Moves that saves of
format 4 wrote their own way are turned into this language by
:func:`.serialize.move_of_format_4`.
"""

from __future__ import annotations

from typing import Any, Sequence

from ..cards import Card, parse_card
from .actions import (
    Action, Discard, DrawDiscard, DrawStock, GoBigGin, Knock, NextRound, PassUpcard, Spread, TakeUpcard,
)

__all__ = ["ACTION_NAMES", "action_from_json", "action_to_json"]

_PLAIN: dict[str, type[TakeUpcard | PassUpcard | DrawStock | DrawDiscard | GoBigGin | NextRound]] = {
    "take_upcard": TakeUpcard, "pass_upcard": PassUpcard, "draw_stock": DrawStock,
    "draw_discard": DrawDiscard, "big_gin": GoBigGin, "next_round": NextRound,
}
_WITH_CARD: dict[str, type[Discard | Knock]] = {"discard": Discard, "knock": Knock}
ACTION_NAMES = (*_PLAIN, *_WITH_CARD, "spread")
"""Every value of an action's ``"action"`` key."""
_FIELDS = {**{name: set() for name in _PLAIN}, "discard": {"card"}, "knock": {"card", "melds"},
           "spread": {"melds", "layoffs"}}


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def action_to_json(action: Action) -> dict[str, Any]:
    """``action`` as ``{"action": name, ...}``."""
    if isinstance(action, Spread):
        return {"action": "spread", "melds": [_cards(meld) for meld in action.melds],
                "layoffs": [[index, _cards(cards)] for index, cards in action.layoffs]}
    if isinstance(action, Knock):
        written: dict[str, Any] = {"action": "knock", "card": str(action.card)}
        if action.melds is not None:
            written["melds"] = [_cards(meld) for meld in action.melds]
        return written
    if isinstance(action, Discard):
        return {"action": "discard", "card": str(action.card)}
    for name, kind in _PLAIN.items():
        if isinstance(action, kind):
            return {"action": name}
    raise TypeError(f"not a Gin action: {action!r}")


def _card(value: Any) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"a card is a string such as \"QS\", not {value!r}")
    body, sep, copy = value.rpartition("#")
    card = parse_card(body if sep else value)
    if sep and copy != "0":
        raise ValueError(f"{value!r}: Gin is played with one pack, so a card's copy is #0 or not written")
    if card.is_joker:
        raise ValueError(f"{value!r}: Gin is played without jokers")
    return card


def _card_list(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{what} is a list of cards, not {value!r}")
    return tuple(_card(item) for item in value)


def _melds(value: Any) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, list):
        raise ValueError(f"\"melds\" is a list of melds, each a list of cards, not {value!r}")
    return tuple(_card_list(meld, "a meld") for meld in value)


def _layoff(value: Any) -> tuple[int, tuple[Card, ...]]:
    if not (isinstance(value, list) and len(value) == 2 and type(value[0]) is int and value[0] >= 0):
        raise ValueError(f"a lay-off is [meld index, [cards]], not {value!r}")
    return value[0], _card_list(value[1], "a lay-off")


def action_from_json(data: Any) -> Action:
    """The action an object of the language names; ValueError saying what is wrong with its form."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object such as {{\"action\": \"draw_stock\"}}, not {data!r}")
    name = data.get("action")
    if name not in _FIELDS:
        raise ValueError(f"unknown action {name!r}; a Gin action is one of {', '.join(ACTION_NAMES)}")
    extra = set(data) - {"action"} - _FIELDS[name]
    if extra:
        raise ValueError(f"the action {name!r} has no {', '.join(sorted(map(repr, extra)))}")
    if name in _PLAIN:
        return _PLAIN[name]()
    if name == "spread":   # a list left out is empty, as version 1 of the bot protocol read it
        layoffs = data.get("layoffs", [])
        if not isinstance(layoffs, list):
            raise ValueError(f"\"layoffs\" is a list of lay-offs, not {layoffs!r}")
        return Spread(_melds(data.get("melds", [])), tuple(_layoff(item) for item in layoffs))
    if "card" not in data:
        raise ValueError(f"the action {name!r} needs a \"card\"")
    if name == "knock":
        melds = data.get("melds")
        return Knock(_card(data["card"]), None if melds is None else _melds(melds))
    return Discard(_card(data["card"]))
