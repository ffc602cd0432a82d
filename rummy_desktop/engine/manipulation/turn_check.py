"""The end-of-turn check of a meld phase (the rules page assets/rules/manipulation.en.html, "What a meld phase may do", "Jokers").

The player rebuilds the table freely; only the arrangement the turn ends with
is judged, and every reason it fails is reported, not just the first:

- at least one card from the player's hand was added to the table;
- every card on the table at the start of the turn is still there (nothing
  goes back into a hand), compared as physical cards, declarations aside;
- no card comes from anywhere but the hand and the table, and none twice;
- every meld is legal (a joker's declared card counts as that card); a meld
  that only a joker fixed in an earlier turn keeps from being legal is said to
  be so, with the way to free that joker (:func:`table_meld_problem`);
- the first meld of a round, on an empty table, includes a legal meld of 3 or
  more cards from hand;
- a joker keeps its declared card unless the real card it stands for took its
  place. As intermediate arrangements may be illegal, any real card of that
  face on the final table could have been swapped in first, so the final
  table must hold at least as many real cards of a face as there are jokers
  freed from it. A freed joker must be in a legal meld again with a
  declaration, which the first rules already require.
"""

from __future__ import annotations

from collections import Counter
from typing import Collection, Iterable, Sequence

from ..cards import Card, Face
from ..melds import declaration_options, meld_problem
from ..messages import QT_TRANSLATE_NOOP, Explanation
from .actions import PlayMelds, TurnProblem, as_table
from .meld_labels import labels_in_order
from .permissions import refusal
from .state import ManipulationState
from .view import ManipulationView

__all__ = ["check_turn_end", "arrangement_problems", "table_meld_problem", "fixed_jokers"]

Table = tuple[tuple[Card, ...], ...]
Key = tuple[int, str, int]


def check_turn_end(
    position: ManipulationState | ManipulationView, new_table: Iterable[Iterable[Card]],
    labels: Sequence[str] | None = None,
) -> list[TurnProblem]:
    """Every reason ending the current turn with ``new_table`` is refused; empty when it is fine.

    ``position`` is the state, or the view of the seat to move (a computer
    player sees only that). A meld is named by its label in ``labels`` (the one framed on it), or
    A, B, C, … in table order.
    """
    problems: list[TurnProblem] = []
    reason = refusal(position, PlayMelds)
    if reason is not None:
        problems.append(TurnProblem(reason))
    if isinstance(position, ManipulationView):
        if position.seat != position.current:
            return problems + [TurnProblem(Explanation(QT_TRANSLATE_NOOP("ManipulationRules", "It is not your turn.")))]
        hand = position.hand
    else:
        hand = position.hands[position.current]
    return problems + arrangement_problems(hand, position.table, new_table, labels)


def arrangement_problems(
    hand: Sequence[Card], start_table: Iterable[Iterable[Card]], new_table: Iterable[Iterable[Card]],
    labels: Sequence[str] | None = None,
) -> list[TurnProblem]:
    """The rules of a meld phase on their own: ``hand`` and ``start_table`` as the turn found them."""
    start_table, new_table = as_table(start_table), as_table(new_table)
    named = tuple(labels) if labels is not None and len(labels) == len(new_table) else labels_in_order(len(new_table))
    return [
        *_nothing_played(hand, new_table),
        *_cards_left_behind(start_table, new_table),
        *_cards_from_nowhere(hand, start_table, new_table),
        *_illegal_melds(new_table, fixed_jokers(start_table), named),
        *_jokers_changed(start_table, new_table),
        *_no_first_meld(hand, start_table, new_table),
    ]


def _keys(cards: Iterable[Card]) -> set[tuple[int, str, int]]:
    return {card.key for card in cards}


def _melds_holding(table: Table, key: tuple[int, str, int]) -> tuple[int, ...]:
    return tuple(i for i, meld in enumerate(table) if any(card.key == key for card in meld))


def _nothing_played(hand: Sequence[Card], new_table: Table) -> list[TurnProblem]:
    in_hand = _keys(hand)
    if any(card.key in in_hand for meld in new_table for card in meld):
        return []
    return [TurnProblem(Explanation(QT_TRANSLATE_NOOP("ManipulationRules", "Play at least one card from your hand.")))]


def _cards_left_behind(start_table: Table, new_table: Table) -> list[TurnProblem]:
    on_table = _keys(card for meld in new_table for card in meld)
    problems = []
    for card in (card for meld in start_table for card in meld):
        if card.key not in on_table:
            if card.declared:
                message = Explanation(
                    QT_TRANSLATE_NOOP(
                        "ManipulationRules",
                        "The joker standing for {card} was on the table at the start of your turn and must stay there.",
                    ),
                    card=card.declared.pretty,
                )
            else:
                message = Explanation(
                    QT_TRANSLATE_NOOP(
                        "ManipulationRules", "{card} was on the table at the start of your turn and must stay there."
                    ),
                    card=card.pretty,
                )
            problems.append(TurnProblem(message))
    return problems


def _cards_from_nowhere(hand: Sequence[Card], start_table: Table, new_table: Table) -> list[TurnProblem]:
    known = _keys(hand) | _keys(card for meld in start_table for card in meld)
    places: dict[tuple[int, str, int], list[int]] = {}
    names: dict[tuple[int, str, int], str] = {}
    for i, meld in enumerate(new_table):
        for card in meld:
            places.setdefault(card.key, []).append(i)
            names.setdefault(card.key, card.bare().pretty)
    problems = []
    for key, melds in places.items():
        where = tuple(sorted(set(melds)))
        if key not in known:
            problems.append(TurnProblem(Explanation(
                QT_TRANSLATE_NOOP("ManipulationRules", "{card} is neither in your hand nor on the table."),
                card=names[key],
            ), where))
        elif len(melds) > 1:
            problems.append(TurnProblem(Explanation(
                QT_TRANSLATE_NOOP("ManipulationRules", "The same {card} is on the table twice."), card=names[key]
            ), where))
    return problems


def fixed_jokers(start_table: Iterable[Iterable[Card]]) -> frozenset[Key]:
    """The jokers whose card is fixed: those declared on the table as the turn began (rules: "Jokers")."""
    return frozenset(card.key for meld in start_table for card in meld if card.is_joker and card.declared)


def table_meld_problem(meld: Sequence[Card], fixed: Collection[Key]) -> Explanation | None:
    """Why a meld on the table is not legal, in words a player can act on; None if it is legal.

    When the meld would be legal if a joker of ``fixed`` (:func:`fixed_jokers`) stood for another
    card, the reason is that joker: its card is fixed, and the real card freeing it is the way on
    (not the general "one rank or one suit in sequence" of :func:`meld_problem`).
    """
    problem = meld_problem(meld)
    stuck = [card for card in meld if card.key in fixed and card.is_joker and card.declared]
    if problem is None or not stuck:
        return problem
    for joker in stuck:
        if declaration_options([card.declare(None) if card is joker else card for card in meld]):
            return _fixed_joker_reason(joker)
    if declaration_options([card.declare(None) if card in stuck else card for card in meld]):
        return _fixed_joker_reason(stuck[0])
    return problem


def _fixed_joker_reason(joker: Card) -> Explanation:
    assert joker.declared is not None
    return Explanation(
        QT_TRANSLATE_NOOP(
            "ManipulationRules",
            "The joker here has stood for {card} since an earlier turn and keeps that card, so it can't be "
            "another card in this meld. To free it, put the real {card} in its place.",
        ),
        card=joker.declared.pretty,
    )


def _illegal_melds(new_table: Table, fixed: frozenset[Key], labels: Sequence[str]) -> list[TurnProblem]:
    problems = []
    for i, (meld, label) in enumerate(zip(new_table, labels)):
        problem = table_meld_problem(meld, fixed)
        if problem is not None:
            problems.append(TurnProblem(Explanation(
                QT_TRANSLATE_NOOP("ManipulationRules", "Meld {meld}: {problem}"),
                meld=label,
                problem=problem.in_sentence(),
            ), (i,)))
    return problems


def _jokers_changed(start_table: Table, new_table: Table) -> list[TurnProblem]:
    was_declared = {card.key: card.declared for meld in start_table for card in meld if card.is_joker}
    changed: dict[Face, list[Card]] = {}
    for meld in new_table:
        for card in meld:
            old = was_declared.get(card.key)
            if old is not None and card.declared != old:
                changed.setdefault(old, []).append(card)
    real = Counter(card.face for meld in new_table for card in meld if not card.is_joker)
    problems = []
    for face, jokers in changed.items():
        if real[face] >= len(jokers):
            continue
        for joker in jokers:
            problems.append(
                TurnProblem(
                    Explanation(
                        QT_TRANSLATE_NOOP(
                            "ManipulationRules",
                            "The joker standing for {card} can only change when the real {card} takes its place.",
                        ),
                        card=face.pretty,
                    ),
                    _melds_holding(new_table, joker.key),
                )
            )
    return problems


def _no_first_meld(hand: Sequence[Card], start_table: Table, new_table: Table) -> list[TurnProblem]:
    if start_table:
        return []
    in_hand = _keys(hand)
    for meld in new_table:
        if _keys(meld) <= in_hand and meld_problem(meld) is None:
            return []
    return [TurnProblem(Explanation(QT_TRANSLATE_NOOP(
        "ManipulationRules", "The first meld of the round must be a legal meld of 3 or more cards from your hand."
    )))]
