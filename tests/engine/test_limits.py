"""The bounds of engine/limits.py hold every number the rules let a game reach (issue 13).

Each bound is worked out from the rules here, so that a rule change that could
pass a bound fails a test instead of making saves the app cannot open again.
"""

from __future__ import annotations

import pytest

from rummy_desktop.engine.cards import make_deck
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.gin.rules import BIG_GIN_POINTS, BOX_BONUS, GAME_BONUS, HAND_SIZE
from rummy_desktop.engine.limits import MAX_COUNT, MAX_ROUND_POINTS, MAX_ROUNDS, MAX_SCORE, MAX_TARGET
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.engine.manipulation.rules import MAX_PLAYERS, packs_and_jokers
from rummy_desktop.engine.manipulation.scoring import (
    GOING_OUT_BONUS,
    ROUND_WON_BONUS,
    TARGET_BONUS,
    UNDERCUT_BONUS,
    hand_points,
)

MOST_DEADWOOD = HAND_SIZE * 10
"""Gin: ten cards of 10 points each, the most a hand can count."""


def most_manipulation_round() -> int:
    """A winner scores the difference to each other hand; all of them hold at most every card of the game."""
    return hand_points(make_deck(*packs_and_jokers(MAX_PLAYERS))) + UNDERCUT_BONUS + GOING_OUT_BONUS


def most_gin_round() -> int:
    """A big gin against the most deadwood, doubled by a spade upcard in Oklahoma."""
    return 2 * (BIG_GIN_POINTS + MOST_DEADWOOD)


def test_no_round_scores_more_than_the_bound() -> None:
    assert most_manipulation_round() == 765
    assert most_gin_round() == 262
    assert max(most_manipulation_round(), most_gin_round()) <= MAX_ROUND_POINTS


def test_no_manipulation_total_passes_the_bound() -> None:
    """Below the target before the last round, then one round more and the end-of-game bonuses (both, with the
    option "round bonus for every player")."""
    most_bonus = TARGET_BONUS + ROUND_WON_BONUS * MAX_ROUNDS
    assert MAX_TARGET - 1 + most_manipulation_round() + most_bonus <= MAX_SCORE


def test_no_gin_total_passes_the_bound() -> None:
    """Per game: below the target, one round more; every round won scores a point, so rounds won are
    at most the points; Hoyle's bonuses (game, box per round won) doubled by a shutout; three games in Hollywood."""
    target = max(GinRules(variant="oklahoma", target=150).target, GinRules().target)
    points = target - 1 + most_gin_round()
    one_game = 2 * (points + GAME_BONUS + BOX_BONUS * points)
    assert 3 * one_game <= MAX_SCORE


def test_the_statistics_totals_cannot_overflow() -> None:
    assert MAX_SCORE * MAX_COUNT < 2**63


def test_a_manipulation_target_beyond_the_bound_cannot_be_chosen() -> None:
    assert ManipulationRules(target=MAX_TARGET).target == MAX_TARGET
    with pytest.raises(ValueError, match="from 1 to 1000"):
        ManipulationRules(target=MAX_TARGET + 1)
    with pytest.raises(ValueError, match="from 1 to 1000"):
        ManipulationRules(target=2**63)
