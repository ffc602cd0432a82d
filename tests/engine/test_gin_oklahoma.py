"""Oklahoma Gin (the rules page assets/rules/gin.en.html, "Oklahoma Gin"): the upcard sets the knock limit, a spade doubles."""

import pytest

from rummy_desktop.engine.gin import (
    DrawStock,
    GinRules,
    IllegalAction,
    Knock,
    PassUpcard,
    Phase,
    Spread,
    TakeUpcard,
    apply,
    legal_actions,
)

from gin_playout import arranged_round, card, run

OKLAHOMA = GinRules(variant="oklahoma")
KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # seat 1: all melded but K♦
DEFENDER = "KS KH QS JD 9D 3H 8S 5D 10C 3C"  # seat 0: 78, 65 after laying off 3♥ and 10♣


def oklahoma_round(upcard, rules=OKLAHOMA, **kw):
    return arranged_round(DEFENDER, KNOCKER, upcard, rules=rules, **kw)


@pytest.mark.parametrize("upcard, limit", [("2D", 2), ("7H", 7), ("9H", 9), ("10D", 10), ("JC", 10), ("KC", 10)])
def test_the_first_upcard_sets_the_largest_count_a_player_may_knock_with(upcard, limit):
    assert oklahoma_round(upcard).knock_limit == limit


def test_plain_gin_always_allows_a_knock_with_10():
    assert arranged_round(DEFENDER, KNOCKER, "2D").knock_limit == 10


def test_a_knock_above_the_upcards_value_is_refused():
    state = run(oklahoma_round("4D", stock_top="5C"), PassUpcard(), PassUpcard(), DrawStock())
    assert not [a for a in legal_actions(state) if isinstance(a, Knock)]
    with pytest.raises(IllegalAction, match="leaves 5 deadwood: too much to knock \\(at most 4"):
        apply(state, Knock(card("KD")))


def test_a_knock_up_to_the_upcards_value_is_allowed_and_the_limit_holds_all_round():
    state = run(oklahoma_round("7D"), TakeUpcard())
    assert state.knock_limit == 7  # the upcard is in a hand now; the limit stays
    assert apply(state, Knock(card("KD"))).phase is Phase.LAYOFF


def test_an_ace_upcard_means_a_player_may_only_go_gin():
    state = run(oklahoma_round("AD"), TakeUpcard())
    assert state.knock_limit == 0
    with pytest.raises(IllegalAction, match="leaves 1 deadwood: too much to knock \\(only gin"):
        apply(state, Knock(card("KD")))
    gin = run(oklahoma_round("AH", stock_top="7H"), PassUpcard(), PassUpcard(), DrawStock(), Knock(card("KD")))
    assert gin.round_result.gin


def test_a_spade_upcard_doubles_every_score_of_the_round():
    state = run(oklahoma_round("7S"), TakeUpcard(), Knock(card("KD")))
    over = apply(state, Spread((), ()))
    assert state.round_doubled and over.round_result.doubled
    assert over.round_result.points == (0, 2 * (78 - 7))


def test_a_spade_upcard_doubles_the_gin_bonus_too():
    over = run(oklahoma_round("4S"), TakeUpcard(), Knock(card("KD")))
    assert over.round_result.points == (0, 2 * (25 + 78))
    assert [(b.name, b.amount) for b in over.round_result.bonuses] == [("gin", 50)]


def test_option_off_a_spade_upcard_doubles_nothing():
    rules = GinRules(variant="oklahoma", oklahoma_spade_doubles=False)
    over = run(oklahoma_round("7S", rules=rules), TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert not over.round_result.doubled and over.round_result.points == (0, 78 - 7)


def test_an_upcard_of_another_suit_doubles_nothing():
    over = run(oklahoma_round("7D"), TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert not over.round_result.doubled and over.round_result.points == (0, 78 - 7)


def test_spades_double_only_in_oklahoma():
    assert not arranged_round(DEFENDER, KNOCKER, "7S").round_doubled


def test_option_play_to_150_instead_of_100():
    rules = GinRules(variant="oklahoma", target=150)
    over = run(oklahoma_round("7D", rules=rules, scores=((0,), (60,)), rounds_won=((0,), (1,))),
               TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert over.scores == ((0,), (131,)) and over.phase is Phase.ROUND_OVER
    to_100 = run(oklahoma_round("7D", scores=((0,), (60,)), rounds_won=((0,), (1,))),
                 TakeUpcard(), Knock(card("KD")), Spread((), ()))
    assert to_100.phase is Phase.GAME_OVER


def test_150_is_an_option_of_oklahoma_only():
    GinRules(variant="oklahoma", target=150)
    for variant in ("gin", "hollywood"):
        with pytest.raises(ValueError, match="150 is an option of Oklahoma"):
            GinRules(variant=variant, target=150)
