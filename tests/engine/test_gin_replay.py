"""Replaying a kept Gin round: the person's decisions, each with the view it was made from."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gin_review_game import MISTAKE, record, start
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.engine.gin import Discard, DrawStock, IllegalAction, PassUpcard, Phase
from rummy_desktop.engine.gin.replay import decisions
from rummy_desktop.engine.record import RoundRecord


def test_each_draw_and_each_end_of_turn_is_a_decision_with_the_view_before_it() -> None:
    draw, end = decisions([record()], 0)
    assert draw.chosen == DrawStock() and draw.is_draw and not draw.took_top_card and len(draw.view.hand) == 10
    assert end.chosen == MISTAKE and not end.is_draw and len(end.view.hand) == 11
    assert (draw.turn, end.turn) == (1, 2) and end.round_number == 1


def test_the_other_seat_has_no_decision_yet() -> None:
    assert decisions([record()], 1) == []


def test_a_move_the_rules_refuse_stops_the_replay() -> None:
    bad = RoundRecord(record().start, (DrawStock(), Discard(parse_card("AC"))))  # not in the hand
    with pytest.raises(IllegalAction):
        decisions([bad], 0)


def test_the_forced_stock_draw_after_both_passed_the_upcard_is_no_decision() -> None:
    offer = replace(start(), phase=Phase.UPCARD_OFFER, current=0, dealer=1)
    kept = RoundRecord(offer, (PassUpcard(), PassUpcard(), DrawStock()))
    found = decisions([kept], 0)
    assert [decision.chosen for decision in found] == [PassUpcard()]
