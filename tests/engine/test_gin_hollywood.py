"""Hollywood Gin (the rules page assets/rules/gin.en.html, "Hollywood Gin"): three games scored at once, in three columns."""

import pytest

from rummy_desktop.engine.gin import GinRules, Knock, Phase, Spread, TakeUpcard
from rummy_desktop.engine.gin.hollywood import games_entered

from gin_playout import arranged_round, card, run

HOLLYWOOD = GinRules(variant="hollywood")
KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # seat 1 knocks with 2 (the 2♦ upcard)
DEFENDER = "KS KH QS JD 9D 3H 8S 5D 10C 3C"  # seat 0: 78 without lay-offs
WIN = 78 - 2


def seat1_wins(scores, rounds_won, rules=HOLLYWOOD):
    state = arranged_round(DEFENDER, KNOCKER, "2D", rules=rules, scores=scores, rounds_won=rounds_won)
    return run(state, TakeUpcard(), Knock(card("KD")), Spread((), ()))


def test_scores_are_kept_in_three_columns():
    state = arranged_round(DEFENDER, KNOCKER, "2D", rules=HOLLYWOOD)
    assert state.scores == ((0, 0, 0), (0, 0, 0)) and HOLLYWOOD.games == 3


def test_a_players_first_round_won_is_scored_in_game_1():
    over = seat1_wins(((0, 0, 0), (0, 0, 0)), ((0, 0, 0), (0, 0, 0)))
    assert over.scores == ((0, 0, 0), (WIN, 0, 0)) and over.round_result.games == (0,)


def test_the_second_round_won_is_scored_in_games_1_and_2():
    over = seat1_wins(((0, 0, 0), (10, 0, 0)), ((0, 0, 0), (1, 0, 0)))
    assert over.scores == ((0, 0, 0), (10 + WIN, WIN, 0))
    assert over.rounds_won == ((0, 0, 0), (2, 1, 0))


def test_the_third_and_every_later_round_won_is_scored_in_all_three_games():
    third = seat1_wins(((0, 0, 0), (20, 10, 0)), ((0, 0, 0), (2, 1, 0)))
    assert third.scores[1] == (20 + WIN, 10 + WIN, WIN)
    later = seat1_wins(((0, 0, 0), (21, 11, 5)), ((0, 0, 0), (3, 2, 1)))
    assert later.scores[1] == (21 + WIN, 11 + WIN, 5 + WIN)


def test_the_opponents_wins_do_not_open_a_column_for_the_player():
    # Seat 0 has scored in games 1 and 2; seat 1 only in game 1: his win reaches game 2, not 3.
    over = seat1_wins(((30, 20, 0), (10, 0, 0)), ((2, 1, 0), (1, 0, 0)))
    assert over.scores == ((30, 20, 0), (10 + WIN, WIN, 0))


def test_a_game_that_is_over_takes_no_more_scores():
    over = seat1_wins(((20, 5, 0), (100, 40, 10)), ((1, 1, 0), (5, 4, 2)))
    assert over.scores[1] == (100, 40 + WIN, 10 + WIN)
    assert over.round_result.games == (1, 2)


def test_a_player_shut_out_of_game_1_makes_his_first_win_the_first_score_of_game_2():
    # Game 1 is over and seat 1 never scored in it: his win opens game 2 for him, and only game 2.
    over = seat1_wins(((105, 60, 30), (0, 0, 0)), ((4, 3, 2), (0, 0, 0)))
    assert over.scores[1] == (0, WIN, 0) and over.round_result.games == (1,)
    assert over.rounds_won[1] == (0, 1, 0)


def test_after_that_first_score_his_next_win_enters_games_2_and_3():
    over = seat1_wins(((105, 60, 30), (0, 12, 0)), ((4, 3, 2), (0, 1, 0)))
    assert over.scores[1] == (0, 12 + WIN, WIN) and over.round_result.games == (1, 2)


def test_a_player_shut_out_of_games_1_and_2_makes_his_next_win_the_first_score_of_game_3():
    assert games_entered(1, ((105, 100, 30), (0, 0, 0)), 100) == (2,)


def test_a_player_who_scored_in_game_1_but_was_shut_out_of_game_2_enters_game_3_next():
    # Seat 1 scored in game 1 (over); game 2 ended before his second win: game 3 is the next open game.
    assert games_entered(1, ((110, 100, 40), (20, 0, 0)), 100) == (2,)


def test_while_any_game_is_open_a_won_round_enters_one():
    assert games_entered(0, ((0, 0, 0), (100, 100, 60)), 100) == (2,)
    assert games_entered(0, ((0, 0, 0), (100, 100, 100)), 100) == ()  # the match is over


def test_each_game_ends_when_a_player_reaches_100_in_it_but_the_match_goes_on():
    over = seat1_wins(((10, 0, 0), (40, 20, 5)), ((1, 0, 0), (3, 2, 1)))
    assert over.scores[1] == (40 + WIN, 20 + WIN, 5 + WIN)
    assert over.phase is Phase.ROUND_OVER and over.game_result is None


def test_the_match_ends_when_all_three_games_are_decided():
    over = seat1_wins(((100, 60, 10), (40, 30, 25)), ((4, 3, 1), (3, 2, 1)))
    assert over.phase is Phase.GAME_OVER
    games = over.game_result.games
    assert [g.winner for g in games] == [0, 1, 1]
    assert over.game_result.winner == 1


def test_each_game_is_scored_as_a_normal_game_with_the_hoyle_bonuses_when_on():
    rules = GinRules(variant="hollywood", hoyle_bonuses=True)
    over = seat1_wins(((100, 60, 0), (40, 30, 25)), ((4, 3, 0), (3, 2, 1)), rules=rules)
    first, second, third = over.game_result.games
    assert {(b.seat, b.name, b.amount) for b in first.bonuses} == {(0, "game", 100), (0, "box", 100), (1, "box", 75)}
    assert {(b.seat, b.name, b.amount) for b in second.bonuses} == {(1, "game", 100), (0, "box", 75), (1, "box", 75)}
    shutout = 25 + WIN + 100 + 50
    assert {(b.seat, b.name, b.amount) for b in third.bonuses} == {
        (1, "game", 100),
        (1, "box", 50),
        (1, "shutout", shutout),
    }


def test_the_match_goes_to_the_higher_net_total_not_to_the_most_games_won():
    # Seat 0 won games 1 and 2 by 10 and 5; seat 1 wins game 3 by 106: 106 against 15.
    over = seat1_wins(((100, 100, 0), (90, 95, 30)), ((4, 4, 0), (3, 3, 1)))
    result = over.game_result
    assert [g.winner for g in result.games] == [0, 0, 1]
    assert result.games_won == (2, 1) and result.net_results == (10 + 5, 30 + WIN)
    assert result.winner == 1 and result.winners == (1,)


def test_each_games_net_result_is_its_winners_margin_with_the_bonuses():
    rules = GinRules(variant="hollywood", hoyle_bonuses=True)
    over = seat1_wins(((100, 100, 0), (90, 95, 30)), ((4, 4, 0), (3, 3, 1)), rules=rules)
    result = over.game_result
    assert result.net_results == tuple(
        sum(g.final[seat] - g.final[1 - seat] for g in result.games if g.winner == seat) for seat in (0, 1)
    )
    # Game 3 is a shutout for seat 1 (seat 0 won no round in it): it doubles his whole score.
    third = result.games[2]
    assert third.final == (0, 2 * (30 + WIN + 100 + 2 * 25))
    assert result.winner == 1


def test_equal_net_totals_share_the_match():
    # Seat 0 won games 1 and 2 by 50 each; seat 1 wins game 3 by exactly 100 (24 + 76).
    over = seat1_wins(((100, 100, 0), (50, 50, 100 - WIN)), ((4, 4, 0), (2, 2, 1)))
    result = over.game_result
    assert result.net_results == (100, 100)
    assert result.winners == (0, 1) and result.winner is None


def test_one_game_of_gin_is_won_by_the_player_who_reached_the_target():
    over = seat1_wins(((90,), (40,)), ((5,), (1,)), rules=GinRules())
    assert over.game_result.winners == (1,) and over.game_result.winner == 1


def test_hollywood_games_are_played_to_100():
    with pytest.raises(ValueError, match="target must be 100 in hollywood"):
        GinRules(variant="hollywood", target=150)
