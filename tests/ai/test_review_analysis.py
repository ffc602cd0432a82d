"""The review's analysis of a turn: the solver's best play beside the play made, and the points missed."""

from __future__ import annotations

from review_game import MISSED_ON_TURN_1, record
from rummy_desktop.ai.review import analyse_turn, points_missed
from rummy_desktop.engine.manipulation.replay import meld_chances


def test_a_turn_that_played_less_than_the_best_play_misses_the_difference() -> None:
    first, second = (analyse_turn(chance) for chance in meld_chances([record()], 0))
    assert first.best.points == 47 and first.best.optimal
    assert first.missed == MISSED_ON_TURN_1
    assert second.missed == 0


def test_the_points_missed_add_up_over_the_turns() -> None:
    reviews = [analyse_turn(chance) for chance in meld_chances([record()], 0)]
    assert points_missed(reviews) == MISSED_ON_TURN_1


def test_the_best_play_of_each_turn_of_a_played_round_is_legal_and_never_worth_less_than_the_play_made() -> None:
    """Seat 0's first turns of a round played by medium computer players (the benchmark's game)."""
    from rummy_desktop.bench.review import played_rounds
    from rummy_desktop.engine.manipulation import arrangement_problems

    for chance in meld_chances(played_rounds(1, 3, 1), 0)[:8]:
        review = analyse_turn(chance)
        assert review.best.optimal and review.best.points >= chance.points
        if review.best.played:
            assert arrangement_problems(chance.hand, chance.table, review.best.melds) == []
