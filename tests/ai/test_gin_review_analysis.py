"""The review's analysis of a Gin decision: every alternative valued by the expert level's play-outs."""

from __future__ import annotations

from gin_review_game import GIN_DISCARD, MISTAKE, record
from rummy_desktop.ai.gin_review import analyse_decision, points_lost
from rummy_desktop.engine.gin import DrawDiscard, DrawStock, Knock
from rummy_desktop.engine.gin.replay import decisions


def test_breaking_a_gin_hand_is_a_big_mistake_and_going_gin_is_the_best_alternative() -> None:
    _, end = decisions([record()], 0)
    review = analyse_decision(end)
    best, value = review.best
    assert isinstance(best, Knock) and best.card == GIN_DISCARD and value >= 25   # the gin bonus at least
    assert MISTAKE in dict(review.values) and review.chosen_value < value
    assert review.big_mistake and review.lost == value - review.chosen_value


def test_a_draw_is_valued_as_taking_the_top_card_or_not() -> None:
    draw, _ = decisions([record()], 0)
    review = analyse_decision(draw)
    assert {action for action, _ in review.values} == {DrawDiscard(), DrawStock()}
    assert review.lost >= 0


def test_the_same_seed_gives_the_same_values_and_the_losses_add_up() -> None:
    found = decisions([record()], 0)
    first = [analyse_decision(decision, 3) for decision in found]
    assert first == [analyse_decision(decision, 3) for decision in found]
    assert points_lost(first) == sum(review.lost for review in first)
