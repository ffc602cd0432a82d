"""The review's analysis of a turn: the solver's best play beside the play made, and the points missed."""

from __future__ import annotations

from review_game import MISSED_ON_TURN_1, drew_twice, record, small_play
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


def test_drawing_again_with_a_large_play_in_hand_is_unlike_the_expert_level() -> None:
    (turn,) = meld_chances([drew_twice()], 0)
    first, second = analyse_turn(turn).draws
    assert first.choice.drew_again and first.best_points == 47
    assert not first.expert_draws and not first.agrees
    assert not second.choice.drew_again and second.agrees   # after a second draw the expert plays what it can


def test_playing_a_small_play_at_once_with_a_long_stock_is_unlike_the_expert_level() -> None:
    (turn,) = meld_chances([small_play()], 0)
    review = analyse_turn(turn)
    (rating,) = review.draws
    assert rating.best_points == 4 and rating.expert_draws and not rating.agrees
    assert review.draws_unlike_expert == (rating,)


def test_a_played_turn_whose_draw_choices_match_the_expert_level_has_none_unlike() -> None:
    first, second = (analyse_turn(chance) for chance in meld_chances([record()], 0))
    assert [rating.agrees for rating in first.draws + second.draws] == [True, True]


def test_draws_with_nothing_to_play_are_no_choice() -> None:
    (computer,) = meld_chances([record()], 1)
    assert len(computer.choices) == 2 and analyse_turn(computer).draws == ()
