"""A seat's view and a player's action as JSON-ready values: what a program playing Manipulation reads and answers.

Cards are written in the card notation (``"8S"``, ``"JK"``, ``"JK=7H"``)
without telling the two identical cards of a two-pack game apart: the rules
treat them alike, so a program need not track which copy is which. Reading a
table back (:func:`action_from_json`) gives each card written the physical
copy it must be: the copies on the table first (they must all stay there),
then those in the hand; a joker declaring what a table joker declares is that
table joker.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import asdict
from typing import Any, Iterable, Sequence

from ..cards import Card, parse_card
from .actions import Action, Draw, EndTurn, Knock, NextRound, PlayMelds
from .permissions import can_meld, legal_actions
from .rules import ManipulationRules
from .serialize import round_result_to_json
from .view import ManipulationView

__all__ = ["ACTION_NAMES", "action_from_json", "action_to_json", "rules_to_json", "view_to_json"]

_PLAIN: dict[str, type] = {"draw": Draw, "end_turn": EndTurn, "knock": Knock, "next_round": NextRound}
ACTION_NAMES = (*_PLAIN, "meld")
"""Every value of an action's ``"action"`` key."""


def _cards(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def rules_to_json(rules: ManipulationRules) -> dict[str, Any]:
    """Every option of the game, by its field name (``target``, ``round_bonus_for_all``)."""
    return asdict(rules)


def action_to_json(action: Action) -> dict[str, Any]:
    """``action`` as ``{"action": name}``; a meld phase also carries the whole new ``table``."""
    if isinstance(action, PlayMelds):
        return {"action": "meld", "table": [_cards(meld) for meld in action.table]}
    for name, kind in _PLAIN.items():
        if isinstance(action, kind):
            return {"action": name}
    raise TypeError(f"not a Manipulation action: {action!r}")


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
        "legal_actions": [action_to_json(a) for a in legal_actions(view)] if mine else [],
        "can_meld": mine and can_meld(view),
    }


class _Copies:
    """The physical cards a written card may be, table copies first; each handed out once."""

    def __init__(self, table: Sequence[Sequence[Card]], hand: Sequence[Card]) -> None:
        self._free: dict[tuple[int, str], list[Card]] = defaultdict(list)
        for card in [c for meld in table for c in meld] + list(hand):
            self._free[card.key[:2]].append(card)

    def take(self, written: Card) -> Card:
        free = self._free[written.key[:2]]
        if not free:
            raise ValueError(f"{written} is neither in your hand nor on the table (or is written too often)")
        if written.is_joker:
            # The table joker keeping its declaration first, then any other joker.
            index = next((i for i, c in enumerate(free) if c.declared == written.declared), 0)
            return free.pop(index).declare(written.declared)
        return free.pop(0)


def _meld(value: Any) -> list[Card]:
    if not isinstance(value, list):
        raise ValueError(f"a meld is a list of cards such as [\"5H\", \"JK=6H\", \"7H\"], not {value!r}")
    cards = []
    for item in value:
        if not isinstance(item, str):
            raise ValueError(f"a card is a string such as \"QS\", not {item!r}")
        try:
            cards.append(parse_card(item))
        except ValueError:
            raise ValueError(f"{item!r} is not a card (e.g. AS, 10H, JK=7H)") from None
    return cards


def action_from_json(data: Any, view: ManipulationView) -> Action:
    """The action an object names, its table's cards matched to the physical cards of ``view``.

    ValueError saying what is wrong with the object; whether the action is
    legal now is the engine's question (:func:`check_turn_end` for a table).
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object such as {{\"action\": \"draw\"}}, not {data!r}")
    name = data.get("action")
    if name in _PLAIN:
        return _PLAIN[name]()
    if name != "meld":
        raise ValueError(f"unknown action {name!r}; a Manipulation action is one of {', '.join(ACTION_NAMES)}")
    table = data.get("table")
    if not isinstance(table, list):
        raise ValueError("the action \"meld\" needs the whole new \"table\": a list of melds")
    written = [_meld(meld) for meld in table]
    # Real cards first, so a joker is matched after every real card found its copy.
    copies = _Copies(view.table, view.hand)
    placed: dict[tuple[int, int], Card] = {}
    for real_first in (False, True):
        for m, meld in enumerate(written):
            for i, card in enumerate(meld):
                if card.is_joker == real_first:
                    placed[m, i] = copies.take(card)
    return PlayMelds(tuple(tuple(placed[m, i] for i in range(len(meld))) for m, meld in enumerate(written)))
