"""the rules page assets/rules/manipulation.en.html, "A turn": draw one, two or three cards; meld after the first or second."""

import random

import pytest
from manipulation_helpers import melds, position, with_draws

from rummy_desktop.engine.manipulation import (
    Draw,
    EndTurn,
    IllegalAction,
    Knock,
    NextRound,
    Phase,
    PlayMelds,
    apply,
    can_meld,
    legal_actions,
    new_game,
)


def test_a_turn_starts_with_a_draw_of_the_top_card_of_the_stock():
    state = new_game(3, random.Random(4))
    seat, top = state.current, state.stock[-1]
    after = apply(state, Draw())
    assert after.hands[seat] == state.hands[seat] + (top,)
    assert after.stock == state.stock[:-1]
    assert after.phase is Phase.MELD_OR_DRAW and after.current == seat


def test_a_player_may_not_meld_or_end_the_turn_before_drawing():
    state = new_game(2, random.Random(5))
    assert not can_meld(state)
    assert legal_actions(state) == [Draw()]
    with pytest.raises(IllegalAction, match="starts with a draw"):
        apply(state, EndTurn())


def test_after_the_first_draw_the_player_may_meld_or_draw_again():
    state = position(["5H 6H 7H KS", "9C 9D"], phase=Phase.MELD_OR_DRAW)
    assert can_meld(state) and legal_actions(state) == [Draw()]
    assert apply(state, Draw()).phase is Phase.MELD_OR_DRAW


def test_after_the_second_draw_the_player_may_meld_or_draw_again():
    state = with_draws(position(["5H 6H 7H KS", "9C 9D"]), 2)
    assert can_meld(state) and legal_actions(state) == [Draw()]
    melded = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert melded.table == melds("5H 6H 7H")


def test_a_third_draw_ends_the_turn_without_melding():
    state = with_draws(position(["5H 6H 7H KS", "9C 9D KD"]), 2)
    after = apply(state, Draw())
    assert after.current == 1 and after.phase is Phase.DRAW
    assert len(after.hands[0]) == 5 and after.table == ()


def test_three_draws_from_a_new_deal_pass_the_turn_to_the_left():
    state = new_game(4, random.Random(11))
    seat = state.current
    for _ in range(3):
        state = apply(state, Draw())
    assert state.current == (seat + 1) % 4 and state.phase is Phase.DRAW
    assert len(state.hands[seat]) == 13


def test_melding_ends_the_turn_with_no_further_draw():
    state = position(["5H 6H 7H KS", "9C 9D KD"])
    after = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert after.current == 1 and after.phase is Phase.DRAW and after.draws_this_turn == 0


def test_a_turn_cannot_end_without_a_meld_while_the_stock_has_cards():
    state = position(["5H 6H 7H KS", "9C 9D KD"])
    assert EndTurn() not in legal_actions(state)
    with pytest.raises(IllegalAction, match="after the third draw"):
        apply(state, EndTurn())


def test_an_illegal_action_says_why_and_leaves_the_state_as_it_was():
    state = position(["5H 6H 7H KS", "9C 9D KD"])
    with pytest.raises(IllegalAction) as refused:
        apply(state, PlayMelds(melds("5H 6H 7H", "KS")))
    assert "Meld B: a meld needs at least 3 cards; this one has 1." in str(refused.value)
    assert isinstance(refused.value, ValueError)
    assert refused.value.reasons and refused.value.problems
    assert state == position(["5H 6H 7H KS", "9C 9D KD"])


def test_only_the_seat_to_move_has_actions_and_knocking_waits_for_the_end_of_a_turn():
    state = position(["5H 6H 7H KS", "9C 9D KD"])
    with pytest.raises(IllegalAction, match="only when your turn is over"):
        apply(state, Knock())
    with pytest.raises(IllegalAction, match="can't deal the next round"):
        apply(state, NextRound(), random.Random(1))


def test_something_that_is_not_an_action_is_a_type_error():
    with pytest.raises(TypeError):
        apply(position(["5H 6H 7H", "9C 9D KD"]), "draw")
