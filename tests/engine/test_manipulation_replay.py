"""Replaying a kept round: the person's meld chances, what they played and what it scored."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.manipulation_helpers import cards, melds
from review_game import PLAYED, drew_twice, record, start
from rummy_desktop.engine.manipulation import Draw, IllegalAction, PlayMelds
from rummy_desktop.engine.manipulation.replay import DrawChoice, meld_chances


def test_each_turn_of_the_seat_is_a_chance_with_the_hand_after_its_draws() -> None:
    first, second = meld_chances([record()], 0)
    assert first.table == melds("5H 6H 7H") and first.hand == cards("8H 9H KC KD KS 2C AS")
    assert second.table == melds("5H 6H 7H 8H") and second.hand == cards("9H KC KD KS 2C AS 4S")
    assert (first.turn, second.turn) == (1, 2)


def test_a_chance_scores_the_points_played_from_hand() -> None:
    assert tuple(chance.points for chance in meld_chances([record()], 0)) == PLAYED
    assert meld_chances([record()], 0)[0].played_cards == cards("8H")


def test_a_turn_ended_by_the_third_draw_is_a_chance_at_the_second_draw_with_nothing_played() -> None:
    (chance,) = meld_chances([record()], 1)
    assert chance.played is None and chance.points == 0
    assert chance.hand == cards("2D 7C 9S 5S QD JD")


def test_a_move_the_rules_refuse_stops_the_replay() -> None:
    bad = replace(record(), actions=(Draw(), PlayMelds(melds("5H 6H 7H 8H 9S"))))
    with pytest.raises(IllegalAction):
        meld_chances([bad], 0)



def test_a_turn_keeps_its_draw_choices_and_what_was_chosen() -> None:
    first, _ = meld_chances([record()], 0)
    assert first.choices == (DrawChoice(1, len(start().stock) - 1, first.hand, drew_again=False),)
    (computer,) = meld_chances([record()], 1)
    assert [(choice.draws, choice.drew_again) for choice in computer.choices] == [(1, True), (2, True)]


def test_drawing_again_then_playing_is_two_choices_the_first_hand_without_the_second_card() -> None:
    (turn,) = meld_chances([drew_twice()], 0)
    first, second = turn.choices
    assert (first.draws, first.drew_again, second.draws, second.drew_again) == (1, True, 2, False)
    assert first.hand == cards("8H 9H KC KD KS 2C AS") and second.hand == turn.hand == first.hand + cards("QD")
