"""the rules page assets/rules/manipulation.en.html, "Card values", "Scoring a round" and "End of the game"."""

import pytest

from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation import (
    end_of_game_bonuses,
    game_result,
    score_round,
    score_round_detailed,
)
from rummy_desktop.engine.manipulation.scoring import hand_points


def hands(*texts):
    return [parse_cards(t) for t in texts]


def test_cards_left_in_hand_count_joker_25_kings_queens_jacks_10_others_face_value_ace_1():
    assert hand_points(parse_cards("JK")) == 25
    assert hand_points(parse_cards("KS QH JD")) == 30
    assert hand_points(parse_cards("2C 9D 10H")) == 21
    assert hand_points(parse_cards("AS")) == 1


def test_the_player_with_the_fewest_points_wins_the_round():
    result = score_round_detailed(hands("9C", "2C", "KD"), None, stock_exhausted=True)
    assert result.winners == (1,) and result.points == (9, 2, 10)


def test_with_two_players_the_winner_scores_the_difference():
    assert score_round(hands("AS 2S", "KD 7C"), 0) == [17 - 3, 0]


def test_with_three_to_five_players_the_winner_scores_the_sum_of_the_differences():
    assert score_round(hands("AS 2S", "KD 7C", "4H"), 0) == [(17 - 3) + (4 - 3), 0, 0]
    assert score_round(hands("3S", "KD", "4H", "QS QH", "2D"), 4) == [0, 0, 0, 0, 1 + 8 + 2 + 18]


def test_the_winner_may_be_the_knocker():
    result = score_round_detailed(hands("AS", "KD"), 0)
    assert result.winners == (0,) and result.bonuses == ()


def test_a_winner_who_is_not_the_knocker_scores_10_for_the_undercut():
    result = score_round_detailed(hands("4S", "2D", "KC"), 0)
    assert result.winners == (1,)
    assert result.bonuses == ((1, "undercut", 10),)
    assert result.scored == (0, 2 + 8 + 10, 0)


def test_if_the_knocker_ties_with_one_other_player_that_player_wins_with_the_bonus():
    result = score_round_detailed(hands("3S", "2D AC", "KC"), 0)
    assert result.winners == (1,) and result.scored == (0, 0 + 7 + 10, 0)


def test_if_the_knocker_ties_with_two_or_more_others_each_of_them_wins_with_the_bonus():
    result = score_round_detailed(hands("3S", "3D", "2C AH", "KC"), 0)
    assert result.winners == (1, 2)
    assert result.scored == (0, 7 + 10, 7 + 10, 0)
    assert result.bonuses == ((1, "undercut", 10), (2, "undercut", 10))


def test_a_tie_for_fewest_among_players_who_did_not_knock_makes_each_a_winner():
    result = score_round_detailed(hands("5S", "2D", "2C", "KC"), 0)
    assert result.winners == (1, 2) and result.scored == (0, 3 + 8 + 10, 3 + 8 + 10, 0)


def test_a_tie_for_fewest_when_the_stock_ran_out_makes_every_tied_player_a_winner():
    result = score_round_detailed(hands("2S", "2D", "KC"), None, stock_exhausted=True)
    assert result.winners == (0, 1) and result.scored == (8, 8, 0)


def test_when_the_stock_ran_out_nobody_gets_the_undercut_bonus():
    result = score_round_detailed(hands("9S", "2D", "KC"), None, stock_exhausted=True)
    assert result.bonuses == () and result.scored == (0, 7 + 8, 0) and result.knocker is None


def test_a_winner_who_went_out_scores_25_extra():
    result = score_round_detailed(hands("", "KD 7C", "4H"), 0)
    assert result.went_out == 0 and result.bonuses == ((0, "going out", 25),)
    assert result.scored == (17 + 4 + 25, 0, 0)


def test_going_out_counts_as_the_knock_even_when_nobody_is_named():
    result = score_round_detailed(hands("KD", ""), None)
    assert result.knocker == 1 and result.scored == (0, 10 + 25)


def test_players_who_do_not_win_score_nothing():
    assert score_round(hands("AS", "KD", "QD", "JD"), 0)[1:] == [0, 0, 0]


def test_nobody_can_knock_with_more_than_five_points():
    with pytest.raises(ValueError, match="5 points or less"):
        score_round(hands("AS 5D", "KD"), 0)


@pytest.mark.parametrize(
    "bad_hands, knocker",
    [(["AS"], None), (["AS"] * 6, None), (["", ""], None), (["AS", "KD"], 2), (["", "AS"], 1)],
)
def test_a_round_that_cannot_have_ended_that_way_is_refused(bad_hands, knocker):
    with pytest.raises(ValueError):
        score_round(hands(*bad_hands), knocker)


def test_equal_cards_in_different_hands_are_the_two_packs_of_three_players_or_more():
    """Hands parsed one by one: the two 8♠ of a three-player game are two cards."""
    assert score_round(hands("AS", "8S", "8S"), 0) == [(8 - 1) + (8 - 1), 0, 0]
    assert score_round(hands("JK", "JK 8S", "AS"), 2) == [0, 0, (25 - 1) + (33 - 1)]


def test_a_card_given_more_often_than_the_packs_hold_is_refused_by_name():
    with pytest.raises(ValueError, match="^8♠ is given 2 times, but the game has only 1$"):
        score_round(hands("AS", "8S 8S"), 0)  # two players: one pack
    with pytest.raises(ValueError, match="^JK is given 2 times, but the game has only 1$"):
        score_round(hands("JK", "JK AS"), None)  # and one joker
    with pytest.raises(ValueError, match="^8♠ is given 3 times, but the game has only 2$"):
        score_round(hands("AS", "8S", "8S 8S"), 0)


def test_a_round_ended_by_the_stock_has_no_knocker():
    with pytest.raises(ValueError, match="stock ran out"):
        score_round_detailed(hands("AS", "KD"), 0, stock_exhausted=True)


def test_each_player_who_reached_150_scores_100_at_the_end_of_the_game():
    assert end_of_game_bonuses([150, 160, 149], [0, 0, 0]) == [100, 100, 0]


def test_a_player_who_reached_150_scores_no_round_bonus():
    assert end_of_game_bonuses([155, 160], [3, 4]) == [100, 100]


def test_every_other_player_scores_25_for_each_round_won():
    assert end_of_game_bonuses([155, 90, 30], [3, 2, 0]) == [100, 2 * 25, 0]


def test_the_option_round_bonus_for_every_player_gives_the_25_to_those_who_reached_150_too():
    assert end_of_game_bonuses([155, 90, 30], [3, 2, 0], round_bonus_for_all=True) == [100 + 3 * 25, 2 * 25, 0]


def test_the_player_who_reached_150_can_lose_to_one_with_more_rounds_won():
    """The issue's example: 150 and 140 points with 3 and 6 rounds won end 250 to 290."""
    result = game_result([150, 140], [3, 6])
    assert result.final_scores == (250, 290) and result.winners == (1,)
    assert result.bonuses == ((0, "reached 150", 100), (1, "rounds won", 150))


def test_with_the_round_bonus_for_every_player_the_same_game_ends_325_to_290():
    result = game_result([150, 140], [3, 6], round_bonus_for_all=True)
    assert result.final_scores == (325, 290) and result.winners == (0,)


def test_equal_final_totals_share_the_win():
    assert game_result([160, 135, 10], [2, 5, 0]).winners == (0, 1)
    result = game_result([150, 150], [2, 2])
    assert result.final_scores == (250, 250) and result.winners == (0, 1)
