"""A seat's view as JSON-ready values: what a program playing Gin reads (docs/bot-protocol.md).

The view holds exactly what :class:`GinView` holds (nothing hidden from the
seat), with cards in the card notation (``"10H"``) and its legal actions in the
game's one action language (:mod:`.action_json`), in which a program answers.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Sequence

from ..cards import Card
from .action_json import action_to_json
from .rules import GinRules
from .serialize import round_result_to_json
from .view import GinView

__all__ = ["rules_to_json", "view_to_json"]


def _cards(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def rules_to_json(rules: GinRules) -> dict[str, Any]:
    """Every option of the game, by its field name (``variant``, ``big_gin``, ``target``, ...)."""
    return asdict(rules)


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
