"""The status line: whose turn it is, in the second person when it is the person at this computer's seat."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from engine.gin_playout import arranged_round, card, run
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Match, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.ui.turn_status import gin_turn_status, turn_status


@pytest.mark.parametrize(
    "names, status",
    [(("You", "Ann", "Ben"), "You are playing…"), (("Ada", "Ann", "Ben"), "Ada is playing…")],
)
def test_whose_turn_it_is_at_the_manipulation_table(qtbot: QtBot, names, status) -> None:
    match = Match(tuple(Seat(name) for name in names), bot_factory=stand_in_factory, pause_ms=0)
    match.resume(position("8H 2C KS", ["5H 6H 7H"], seat=0))
    match.shutdown()
    controller = TurnController(match, 1, lambda faces: None)  # the status line of seat 1, while seat 0 plays
    assert turn_status(controller, names) == status


@pytest.mark.parametrize(
    "names, status",
    [(("You", "Anna"), "You are playing…"), (("Bo", "Anna"), "Bo is playing…")],
)
def test_whose_turn_it_is_at_the_gin_table(names, status) -> None:
    state = replace(gin.new_game(random.Random(11)), phase=gin.Phase.DRAW, current=0)
    assert gin_turn_status(state, 1, names) == status


@pytest.mark.parametrize(
    "names, status",
    [
        (("You", "Anna"), "Anna knocked: spread your melds and lay off what you can, then press Done."),
        (("Bo", "You"), "You knocked: spread your melds and lay off what you can, then press Done."),
    ],
)
def test_the_lay_off_status_names_the_knocker(names, status) -> None:
    state = arranged_round("4H 8H 9H 10C JC QC 2D 3S 6D 7D", "5H 6H 7H 9S 9D 9C KC KD KH 2C", "KS", stock_top="AC")
    state = run(state, gin.PassUpcard(), gin.PassUpcard(), gin.DrawStock(), gin.Knock(card("AC")))
    assert state.phase is gin.Phase.LAYOFF and state.knocker == 1
    assert gin_turn_status(state, 0, names) == status
