"""The expert weighs melding now against drawing again, over the cards the next draw may bring
(ai/manipulation_lookahead.py)."""

import random
import time

from hypothesis import given, strategies as st

from rummy_desktop.ai.manipulation_lookahead import GO_OUT_RATE, Lookahead, go_out_rate, knock_rate
from rummy_desktop.ai.table_solver import best_play
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation.scoring import GOING_OUT_BONUS

TABLE = [tuple(parse_cards("5D 6D 7D"))]
HAND = parse_cards("9C 10C 4D 8D")
"""The best play lays 4D and 8D on the run and keeps 9C 10C: a jack of clubs would take them all."""


def draws_again(unseen, draws=1, hand=HAND, lookahead=Lookahead(guesses=2)):
    play = best_play(TABLE, hand)
    return lookahead.draws_again(TABLE, hand, play.played, draws, [10], parse_cards(unseen), random.Random(0))


def test_it_draws_again_when_the_next_card_would_take_the_whole_hand_out():
    assert sorted(str(c) for c in best_play(TABLE, HAND).played) == ["4D", "8D"]
    assert draws_again("JC 8C")


def test_it_plays_now_when_no_card_the_stock_may_hold_fits():
    assert not draws_again("KS QH KH QS", lookahead=Lookahead(guesses=4))


def test_it_never_draws_instead_of_going_out_or_after_the_last_draw_that_may_meld():
    assert not draws_again("JC 8C", hand=parse_cards("4D 8D"))
    assert not draws_again("JC 8C", draws=3)


def test_going_out_is_worth_the_bonus_and_the_other_hands_and_a_knock_the_other_hands_less_ours():
    lookahead = Lookahead()
    assert lookahead.turn_end_value(0, 0, [4, 2], 6.0) == GOING_OUT_BONUS + 36.0
    assert lookahead.turn_end_value(2, 5, [4, 2], 6.0) == 36.0 - 10


@given(
    cards=st.integers(1, 12), points=st.integers(6, 120), more=st.integers(1, 30),
    opponents=st.lists(st.integers(1, 14), min_size=1, max_size=4),
)
def test_holding_more_points_is_never_worth_more(cards, points, more, opponents):
    lookahead = Lookahead()
    assert lookahead.turn_end_value(cards, points + more, opponents, 6.5) < lookahead.turn_end_value(
        cards, points, opponents, 6.5
    )


def test_smaller_hands_go_out_more_often():
    rates = [go_out_rate(n) for n in range(12)]
    assert rates[: len(GO_OUT_RATE)] == list(GO_OUT_RATE)
    assert all(a > b for a, b in zip(rates, rates[1:len(GO_OUT_RATE) + 1]))


def test_with_three_players_or_more_small_hands_go_out_less_often_and_knock_as_often():
    # Two packs and two opponents: measured, not assumed (docs/strength.md, issue 34, the round's end by
    # the number of players). With two players the model counts going out only, as it was measured.
    for cards in range(1, 5):
        assert go_out_rate(cards, 3) < 0.7 * go_out_rate(cards, 2)
    assert all(knock_rate(cards, 2) == 0.0 for cards in range(12))
    assert all(knock_rate(cards, 3) > 0.0 for cards in range(1, 9))
    assert knock_rate(3, 3) > go_out_rate(3, 3)
    three = [(go_out_rate(n, 3), knock_rate(n, 3)) for n in range(12)]
    assert [(go_out_rate(n, 4), knock_rate(n, 4)) for n in range(12)] == three
    assert [(go_out_rate(n, 5), knock_rate(n, 5)) for n in range(12)] == three


def test_with_three_players_an_opponent_on_three_cards_makes_it_play_now_what_it_would_draw_for_with_two():
    # It lays 8D and keeps 3C 3S 8C; an 8S from the stock would lay the eights down too. Against one
    # opponent it draws for it; with three players an opponent on three cards ends the round one turn in
    # six (he knocks more often than he goes out) and a hand of three goes out half as often: it plays now.
    table = [tuple(parse_cards("5D 6D 7D")), tuple(parse_cards("JS JH JC"))]
    hand, unseen = parse_cards("3C 8D 3S 8C"), parse_cards("JD 8S 10H")
    play = best_play(table, hand)
    assert sorted(str(c) for c in play.played) == ["8D"]

    def draws(opponents):
        return Lookahead(guesses=3).draws_again(table, hand, play.played, 1, opponents, unseen, random.Random(0))

    assert draws([3]) and draws([8, 8])
    assert not draws([3, 8]) and not draws([8, 3])


def test_with_no_time_left_it_plays_now():
    play = best_play(TABLE, HAND)
    assert not Lookahead(guesses=2).draws_again(
        TABLE, HAND, play.played, 1, [10], parse_cards("JC 8C"), random.Random(0), deadline=time.monotonic() - 1
    )


def test_with_time_it_weighs_the_guesses_and_draws_as_without_a_deadline():
    play = best_play(TABLE, HAND)
    assert Lookahead(guesses=2).draws_again(
        TABLE, HAND, play.played, 1, [10], parse_cards("JC 8C"), random.Random(0), deadline=time.monotonic() + 60
    )
