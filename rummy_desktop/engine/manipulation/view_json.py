"""A seat's view as JSON-ready values: what a program playing Manipulation reads (docs/bot-protocol.md).

Cards are written in the card notation (``"8S"``, ``"JK"``, ``"JK=7H"``)
without telling the two identical cards of a two-pack game apart: the rules
treat them alike, so a program need not track which copy is which. Its legal
actions are in the game's one action language (:mod:`.action_json`), in which
a program answers; a table it writes is matched to the view's cards there.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Iterable

from ..cards import Card
from .action_json import action_to_json
from .permissions import can_meld, legal_actions
from .rules import ManipulationRules
from .serialize import round_result_to_json
from .view import ManipulationView

__all__ = ["rules_to_json", "view_to_json"]


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def rules_to_json(rules: ManipulationRules) -> dict[str, Any]:
    """Every option of the game, by its field name (``target``, ``round_bonus_for_all``)."""
    return asdict(rules)


def view_to_json(view: ManipulationView) -> dict[str, Any]:
    """Everything ``view`` holds, plus what the seat may do now: ``legal_actions`` (melding aside) and ``can_meld``.

    A round result (only once a round is over) writes its cards as saves do
    (``8S#1`` is the second 8♠).
    """
    mine = view.current == view.seat
    return {
        "seat": view.seat,
        "rules": rules_to_json(view.rules),
        "num_players": view.num_players,
        "phase": view.phase.value,
        "current": view.current,
        "dealer": view.dealer,
        "hand": _cards(view.hand),
        "hand_counts": list(view.hand_counts),
        "table": [_cards(meld) for meld in view.table],
        "stock_count": view.stock_count,
        "draws_this_turn": view.draws_this_turn,
        "final_turns_left": view.final_turns_left,
        "round_number": view.round_number,
        "scores": list(view.scores),
        "rounds_won": list(view.rounds_won),
        "knocker": view.knocker,
        "round_result": None if view.round_result is None else round_result_to_json(view.round_result),
        "legal_actions": [action_to_json(a, copies=False) for a in legal_actions(view)] if mine else [],
        "can_meld": mine and can_meld(view),
    }
