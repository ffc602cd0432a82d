"""Manipulation Rummy's one action language: every action as a JSON object, and back.

Saves keep their moves in it, the worker processes hand the computer's
choice over in it, and programs at the table (docs/bot-protocol.md) read
their legal actions and answer in it; ``docs/actions.schema.json`` describes
it, and a test checks it against the schema. An action is an object naming
its kind::

    {"action": "draw"}      end_turn, knock, next_round
    {"action": "meld", "table": [["5H#0", "JK=6H#0", "7H#0"], ["8S#1", "8D#0", "8C#0"]]}

``meld`` ends the meld phase with the whole new table: every meld, old and
new, every joker with the card it stands for. A card is in the card notation,
and may name which of the two identical cards of the two packs it is
(``8S#1`` is the second 8♠, ``JK=6H#0`` the first joker standing for 6♥).
Saves and the worker processes write every card with its copy; a program sees
and may write them without, and a table written so is matched to the cards
of the seat's view (:func:`action_from_json` given the view): the copies on the
table first (they must all stay there), then those in the hand; a joker
standing for what a table joker stands for is that table joker.

Reading checks the form only; whether the action is legal now is the rules'
business (``apply`` and ``check_turn_end`` say why not). Moves that saves of
format 4 wrote their own way are turned into this language by
:func:`.serialize.move_of_format_4`.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable, Sequence

from ..cards import Card, card_copy, parse_card
from .actions import Action, Draw, EndTurn, Knock, NextRound, PlayMelds
from .view import ManipulationView

__all__ = ["ACTION_NAMES", "action_from_json", "action_to_json"]

_PLAIN: dict[str, type[Draw | EndTurn | Knock | NextRound]] = {
    "draw": Draw, "end_turn": EndTurn, "knock": Knock, "next_round": NextRound,
}
ACTION_NAMES = (*_PLAIN, "meld")
"""Every value of an action's ``"action"`` key."""


def _written(cards: Iterable[Card], copies: bool) -> list[str]:
    return [card.token if copies else str(card) for card in cards]


def action_to_json(action: Action, copies: bool = True) -> dict[str, Any]:
    """``action`` as ``{"action": name}``; a meld phase also carries the whole new ``table``.

    ``copies``: each card with its copy (``8S#1``), as saves and the worker processes need; without,
    as a seat's view shows cards to a program.
    """
    if isinstance(action, PlayMelds):
        return {"action": "meld", "table": [_written(meld, copies) for meld in action.table]}
    for name, kind in _PLAIN.items():
        if isinstance(action, kind):
            return {"action": name}
    raise TypeError(f"not a Manipulation action: {action!r}")


class _Copies:
    """The physical cards a written card may be, table copies first; each handed out once."""

    def __init__(self, table: Sequence[Sequence[Card]], hand: Sequence[Card]) -> None:
        self._free: dict[tuple[int, str], list[Card]] = defaultdict(list)
        for card in [c for meld in table for c in meld] + list(hand):
            self._free[card.key[:2]].append(card)

    def take(self, written: Card, named_copy: bool) -> Card:
        free = self._free[written.key[:2]]
        if named_copy:
            index = next((i for i, c in enumerate(free) if c.copy == written.copy), None)
        else:
            index = 0 if free else None
        if index is None:
            raise ValueError(f"{written} is neither in your hand nor on the table (or is written too often)")
        found = free.pop(index)
        return found.declare(written.declared) if written.is_joker else found

    def keeping_its_card(self, written: Card) -> Card | None:
        """The free joker that stands for what ``written`` stands for already (a table joker left as it was)."""
        free = self._free[written.key[:2]]
        index = next((i for i, c in enumerate(free) if c.declared is not None and c.declared == written.declared),
                     None)
        return None if index is None else free.pop(index)


def _card(value: Any) -> tuple[Card, bool]:
    """The card written, and whether it names its copy."""
    if not isinstance(value, str):
        raise ValueError(f"a card is a string such as \"QS\", not {value!r}")
    body, sep, copy = value.rpartition("#")
    if not sep:
        return parse_card(value), False
    if copy not in ("0", "1"):
        raise ValueError(f"{value!r}: a card's copy is #0 or #1 (two packs), or not written")
    return card_copy(body, int(copy)), True


def _meld(value: Any) -> list[tuple[Card, bool]]:
    if not isinstance(value, list):
        raise ValueError(f"a meld is a list of cards such as [\"5H\", \"JK=6H\", \"7H\"], not {value!r}")
    return [_card(item) for item in value]


def action_from_json(data: Any, view: ManipulationView | None = None) -> Action:
    """The action an object of the language names; ValueError saying what is wrong with its form.

    Without ``view``, every card of a table must name its copy (as saves and the worker processes
    write it); with the seat's ``view``, each card is matched to one of the view's physical cards.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object such as {{\"action\": \"draw\"}}, not {data!r}")
    name = data.get("action")
    if name not in ACTION_NAMES:
        raise ValueError(f"unknown action {name!r}; a Manipulation action is one of {', '.join(ACTION_NAMES)}")
    extra = set(data) - {"action"} - ({"table"} if name == "meld" else set())
    if extra:
        raise ValueError(f"the action {name!r} has no {', '.join(sorted(map(repr, extra)))}")
    if name in _PLAIN:
        return _PLAIN[name]()
    table = data.get("table")
    if not isinstance(table, list):
        raise ValueError("the action \"meld\" needs the whole new \"table\": a list of melds")
    written = [_meld(meld) for meld in table]
    if view is None:
        unnamed = next((card for meld in written for card, named in meld if not named), None)
        if unnamed is not None:
            raise ValueError(f"{unnamed} does not say which copy it is (write {unnamed}#0 or {unnamed}#1)")
        return PlayMelds(tuple(tuple(card for card, _ in meld) for meld in written))
    # Cards naming their copy first, then real cards, then jokers that keep the card they stood for, then the
    # other jokers: each finds its own copy first, and a table joker left as it was stays that joker.
    copies = _Copies(view.table, view.hand)
    placed: dict[tuple[int, int], Card] = {}
    cards = [(m, i, card, named) for m, meld in enumerate(written) for i, (card, named) in enumerate(meld)]
    for m, i, card, named in cards:
        if named:
            placed[m, i] = copies.take(card, named_copy=True)
    for m, i, card, named in cards:
        if not named and not card.is_joker:
            placed[m, i] = copies.take(card, named_copy=False)
    for m, i, card, named in cards:
        if not named and card.is_joker and (kept := copies.keeping_its_card(card)) is not None:
            placed[m, i] = kept
    for m, i, card, named in cards:
        if (m, i) not in placed:
            placed[m, i] = copies.take(card, named_copy=False)
    return PlayMelds(tuple(tuple(placed[m, i] for i in range(len(meld))) for m, meld in enumerate(written)))
