"""Scoring a round and the end of a game (the rules page assets/rules/gin.en.html, "Scoring a round", "End of the game")."""

import pytest

from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.gin import score_hand
from rummy_desktop.engine.gin.scoring import game_score, hand_points

KNOCKER = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C KD")  # deadwood 10 (KD)
GIN = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C 10C")
NO_MELDS = parse_cards("KS KH QS JD 9D 2H 8S 5D 2C 3C")  # 69, nothing to lay off
WITH_3H = parse_cards("3H KS KH QS JD 9D 2H 8S 5D 2C")  # 69; 3♥ fits on 4-5-6♥


def test_the_knocker_with_the_lower_count_scores_the_difference():
    assert score_hand(KNOCKER, NO_MELDS) == (59, 0)


def test_undercut_the_opponent_with_a_lower_count_scores_10_plus_the_difference():
    assert score_hand(KNOCKER, parse_cards("4S 5S 6S 7D 8D 9D JH QH KH 9S")) == (0, 11)


def test_undercut_an_equal_count_is_an_undercut_too():
    assert score_hand(KNOCKER, parse_cards("4S 5S 6S 7D 8D 9D JH QH KH 10S")) == (0, 10)


def test_undercut_bonus_option_25():
    assert score_hand(KNOCKER, parse_cards("4S 5S 6S 7D 8D 9D JH QH KH 9S"), undercut_bonus=25) == (0, 26)


def test_lay_offs_count_before_comparing_and_may_turn_a_knock_into_an_undercut():
    # 4♠ 5♠ go on A-2-3♠ and 10♣ on 7-8-9♣: the opponent keeps only 2♦.
    assert score_hand(KNOCKER, parse_cards("JH QH KH 7D 8D 9D 10C 4S 5S 2D")) == (0, 18)


def test_gin_scores_25_plus_the_opponents_deadwood():
    assert score_hand(GIN, WITH_3H) == (25 + 69, 0)


def test_gin_bonus_option_20():
    assert score_hand(GIN, WITH_3H, gin_bonus=20) == (20 + 69, 0)


def test_against_gin_the_opponent_may_not_lay_off():
    # 3♥ would fit on 4-5-6♥ after a knock, but not against gin: it still counts.
    assert score_hand(GIN, WITH_3H)[0] == 25 + 66 + 3
    knocker_with_deadwood = parse_cards("AS 2S 3S 4H 5H 6H 7C 8C 9C 2D")
    assert score_hand(knocker_with_deadwood, WITH_3H) == (69 - 3 - 2 - 2, 0)  # 3♥ then 2♥ laid off


def test_gin_cannot_be_undercut_even_by_a_hand_without_deadwood():
    assert score_hand(GIN, parse_cards("4S 5S 6S 7D 8D 9D JH QH KH 10H")) == (25, 0)


def test_big_gin_scores_31_plus_the_opponents_deadwood():
    assert hand_points(0, 40, gin_bonus=25, undercut_bonus=10, big_gin=True) == (71, 0, "big gin", 31)


def test_score_hand_refuses_hands_that_cannot_knock_or_are_not_ten_distinct_cards():
    with pytest.raises(ValueError, match="cannot knock"):
        score_hand(NO_MELDS, KNOCKER)
    with pytest.raises(ValueError, match="10 cards"):
        score_hand(KNOCKER[:9], NO_MELDS)


def test_score_hand_treats_the_two_hands_as_cards_of_one_pack_and_names_a_card_given_twice():
    """Gin has one pack: a card in both hands, or twice in one, is refused by name."""
    with pytest.raises(ValueError, match="^A♠ is given 2 times, but the game has only 1$"):
        score_hand(KNOCKER, parse_cards("AS KH QS JD 9D 2H 8S 5D 2C 3C"))
    with pytest.raises(ValueError, match="^K♠ is given 2 times"):
        score_hand(KNOCKER, parse_cards("KS KS QS JD 9D 2H 8S 5D 2C 3C"))
    with pytest.raises(ValueError, match="^this game has no JK$"):
        score_hand(KNOCKER, parse_cards("JK KH QS JD 9D 2H 8S 5D 2C 3C"))


def test_a_game_is_won_by_the_first_to_reach_the_target():
    assert game_score(0, (99, 40), (3, 2), target=100, hoyle=False) is None
    result = game_score(0, (104, 40), (4, 2), target=100, hoyle=False)
    assert result.winner == 0 and result.bonuses == () and result.final == (104, 40)


def test_hoyle_the_winner_scores_a_100_point_game_bonus_and_each_round_won_25():
    result = game_score(0, (60, 101), (2, 3), target=100, hoyle=True)
    assert {(b.seat, b.name, b.amount) for b in result.bonuses} == {
        (1, "game", 100),
        (0, "box", 50),
        (1, "box", 75),
    }
    assert result.final == (60 + 50, 101 + 100 + 75)


def test_hoyle_box_bonuses_never_count_towards_reaching_the_target():
    # 4 rounds won would be 100 in box bonuses, yet 99 points have not reached 100.
    assert game_score(0, (99, 30), (4, 1), target=100, hoyle=True) is None


def test_hoyle_shutout_a_winner_whose_opponent_won_no_round_doubles_his_whole_score():
    result = game_score(0, (0, 110), (0, 3), target=100, hoyle=True)
    assert {(b.seat, b.name, b.amount) for b in result.bonuses} == {
        (1, "game", 100),
        (1, "box", 75),
        (1, "shutout", 110 + 100 + 75),
    }
    assert result.final == (0, 2 * (110 + 100 + 75))


def test_without_hoyle_bonuses_a_shutout_scores_nothing_extra():
    assert game_score(0, (0, 110), (0, 3), target=100, hoyle=False).final == (0, 110)
