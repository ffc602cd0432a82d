"""What each seat may see (docs/architecture.md: a computer player sees only its seat's view)."""

import random
from dataclasses import is_dataclass

import pytest
from manipulation_helpers import melds, position

from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import Knock, Phase, apply, can_meld, legal_actions, new_game, view_for


def test_a_view_shows_its_own_hand_the_table_and_only_counts_of_hidden_cards():
    state = position(["5H 6H 7H 2C", "KD QD", "JS"], ("9S 9D 9C",))
    view = view_for(state, 1)
    assert view.hand == state.hands[1] and view.table == melds("9S 9D 9C")
    assert view.hand_counts == (4, 2, 1) and view.stock_count == len(state.stock)
    assert view.own_hand_points == 20
    hidden = {c.key for seat in (0, 2) for c in state.hands[seat]} | {c.key for c in state.stock}
    assert not {c.key for c in cards_in(view)} & hidden


def cards_in(value):
    """Every card anywhere inside a view."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from cards_in(item)
    elif is_dataclass(value):
        for name in value.__dataclass_fields__:
            yield from cards_in(getattr(value, name))


def test_other_hands_are_revealed_only_once_the_round_is_over():
    state = position(["AS", "KD QD"], stock="", phase=Phase.KNOCK_DECISION)
    assert view_for(state, 1).round_result is None
    over = apply(state, Knock())
    assert view_for(over, 1).round_result.hands == over.hands
    assert {c.key for c in cards_in(view_for(over, 1))} >= {c.key for c in over.hands[0]}


def test_a_view_answers_what_its_seat_may_do():
    state = new_game(3, random.Random(2))
    view = view_for(state, state.current)
    assert legal_actions(view) == legal_actions(state) and can_meld(view) == can_meld(state)
    assert view.current_player == state.current_player


@pytest.mark.parametrize("seat", [-1, 3, "0", None])
def test_a_view_is_for_a_seat_at_the_table(seat):
    with pytest.raises(ValueError):
        view_for(new_game(3, random.Random(2)), seat)
