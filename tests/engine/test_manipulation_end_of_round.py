"""the rules page assets/rules/manipulation.en.html, "Ending a round" and "End of the game": knocking, going out, the stock running out."""

import random

import pytest
from manipulation_helpers import cards, melds, position, with_draws

from rummy_desktop.engine.manipulation import (
    Draw,
    EndTurn,
    IllegalAction,
    Knock,
    NextRound,
    Phase,
    PlayMelds,
    apply,
    can_meld,
    legal_actions,
)


def test_a_player_with_five_points_or_less_after_melding_may_knock():
    state = position(["5H 6H 7H 2C 3D", "KD QD"])
    after = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert after.phase is Phase.KNOCK_DECISION and after.current == 0
    assert legal_actions(after) == [EndTurn(), Knock()] and not can_meld(after)


def test_a_player_with_five_points_or_less_after_the_third_draw_may_knock():
    state = with_draws(position(["AS", "KD QD"], stock="9D 3C"), 2)
    after = apply(state, Draw())
    assert after.hands[0] == cards("AS 3C") and after.phase is Phase.KNOCK_DECISION


def test_a_player_with_more_than_five_points_cannot_knock():
    state = position(["5H 6H 7H 2C 4D", "KD QD"])
    after = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert after.phase is Phase.DRAW and after.current == 1
    with pytest.raises(IllegalAction, match="5 points or less"):
        apply(after, Knock())


def test_knocking_ends_the_round_at_once():
    state = apply(position(["5H 6H 7H 2C 3D", "KD QD"]), PlayMelds(melds("5H 6H 7H")))
    over = apply(state, Knock())
    assert over.phase is Phase.ROUND_OVER and over.knocker == 0
    assert over.round_result.knocker == 0 and over.round_result.points == (5, 20)
    assert over.current_player is None and over.is_round_over and not over.is_game_over
    assert legal_actions(over) == [NextRound()]


def test_declining_to_knock_passes_the_turn_to_the_left():
    state = apply(position(["5H 6H 7H 2C 3D", "KD QD"]), PlayMelds(melds("5H 6H 7H")))
    after = apply(state, EndTurn())
    assert after.phase is Phase.DRAW and after.current == 1 and after.knocker is None


def test_going_out_ends_the_round_at_once_and_counts_as_a_knock_with_zero():
    state = position(["8H", "KD QD"], ("5H 6H 7H",))
    over = apply(state, PlayMelds(melds("5H 6H 7H 8H")))
    assert over.phase is Phase.ROUND_OVER
    assert over.round_result.went_out == 0 and over.knocker == 0 and over.round_result.points == (0, 20)


def test_the_player_who_draws_the_last_card_finishes_the_turn_without_drawing_again():
    state = position(["5H 6H 7H KS", "KD QD"], stock="3C", phase=Phase.DRAW)
    after = apply(state, Draw())
    assert after.stock == () and after.phase is Phase.MELD_OR_DRAW
    assert legal_actions(after) == [EndTurn()] and can_meld(after)
    with pytest.raises(IllegalAction, match="stock is empty"):
        apply(after, Draw())


def test_a_turn_needing_a_further_draw_from_an_empty_stock_proceeds_to_the_meld_step():
    state = with_draws(position(["5H 6H 7H KS", "KD QD", "2S 9S"], stock=""), 2)
    melded = apply(state, PlayMelds(melds("5H 6H 7H")))
    ended = apply(state, EndTurn())
    assert melded.table == melds("5H 6H 7H") and ended.table == ()
    assert melded.phase is ended.phase is Phase.FINAL_MELD and melded.current == ended.current == 1


def test_after_the_stock_runs_out_each_player_has_one_last_turn_from_the_left_of_who_emptied_it():
    state = position(["9H 9S KS", "KD QD", "JS JH", "10C 10D"], stock="3C", phase=Phase.DRAW, current=2)
    state = apply(apply(state, Draw()), EndTurn())
    order = []
    while state.phase is Phase.FINAL_MELD:
        order.append((state.current, state.final_turns_left))
        state = apply(state, EndTurn())
    assert order == [(3, 4), (0, 3), (1, 2), (2, 1)]
    assert state.phase is Phase.ROUND_OVER and state.round_result.stock_exhausted


def test_the_last_turns_allow_melding_but_no_drawing():
    state = position(["5H 6H 7H KS", "KD QD"], stock="", phase=Phase.FINAL_MELD, final_turns_left=2)
    assert legal_actions(state) == [EndTurn()] and can_meld(state)
    with pytest.raises(IllegalAction, match="stock is empty"):
        apply(state, Draw())
    after = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert after.phase is Phase.FINAL_MELD and after.current == 1 and after.final_turns_left == 1


def test_nobody_knocks_in_the_last_turns():
    state = position(["5H 6H 7H AS", "KD QD"], stock="", phase=Phase.FINAL_MELD, final_turns_left=2)
    with pytest.raises(IllegalAction, match="Nobody knocks in the last turns"):
        apply(state, Knock())
    after = apply(state, PlayMelds(melds("5H 6H 7H")))
    assert after.phase is Phase.FINAL_MELD and after.current == 1


def test_the_player_who_empties_the_stock_may_still_knock_at_the_end_of_that_turn():
    state = position(["AS 2S", "KD QD", "JS JH"], stock="2C", phase=Phase.DRAW)
    ended = apply(apply(state, Draw()), EndTurn())
    assert ended.phase is Phase.KNOCK_DECISION
    knocked = apply(ended, Knock())
    assert knocked.round_result.knocker == 0 and not knocked.round_result.stock_exhausted
    declined = apply(ended, EndTurn())
    assert declined.phase is Phase.FINAL_MELD and declined.current == 1 and declined.final_turns_left == 3


def test_a_third_draw_that_empties_the_stock_ends_the_turn_and_the_last_turns_follow():
    state = with_draws(position(["9H 9S KS", "KD QD"], stock="3C"), 2)
    after = apply(state, Draw())
    assert after.phase is Phase.FINAL_MELD and after.current == 1 and after.final_turns_left == 2


def test_going_out_in_a_last_turn_ends_the_round_at_once():
    state = position(["8H", "KD QD", "2C"], ("5H 6H 7H",), stock="", phase=Phase.FINAL_MELD, final_turns_left=3)
    over = apply(state, PlayMelds(melds("5H 6H 7H 8H")))
    assert over.phase is Phase.ROUND_OVER
    assert over.round_result.went_out == 0 and not over.round_result.stock_exhausted


def test_after_the_last_turns_the_round_ends_and_hands_are_counted():
    state = position(["9H 9S", "KD QD JK", "2C"], stock="", phase=Phase.FINAL_MELD, current=2, final_turns_left=1)
    over = apply(state, EndTurn())
    assert over.phase is Phase.ROUND_OVER and over.knocker is None
    assert over.round_result.points == (18, 45, 2) and over.round_result.winners == (2,)
    assert over.scores == (0, 0, 16 + 43) and over.rounds_won == (0, 0, 1)


def test_the_game_goes_on_while_nobody_has_150():
    state = position(["AS", "KD QD"], stock="", phase=Phase.KNOCK_DECISION, scores=(100, 20))
    over = apply(state, Knock())
    assert over.scores == (119, 20) and over.phase is Phase.ROUND_OVER and over.game_result is None


def test_the_game_ends_after_a_round_in_which_someone_reaches_150():
    state = position(["AS", "KD QD"], stock="", phase=Phase.KNOCK_DECISION, scores=(140, 20), rounds_won=(3, 1))
    over = apply(state, Knock())
    assert over.scores == (159, 20) and over.phase is Phase.GAME_OVER and over.is_game_over
    assert over.game_result.final_scores == (159 + 100, 20 + 25) and over.game_result.winners == (0,)
    assert legal_actions(over) == []
    with pytest.raises(IllegalAction, match="game is over"):
        apply(over, NextRound(), random.Random(1))


def test_a_game_with_the_round_bonus_for_every_player_ends_with_it():
    state = position(["AS", "KD QD"], stock="", phase=Phase.KNOCK_DECISION, scores=(140, 20), rounds_won=(3, 1),
                     round_bonus_for_all=True)
    assert apply(state, Knock()).game_result.final_scores == (159 + 100 + 4 * 25, 20 + 25)


def test_the_target_ends_the_game_at_the_total_the_rules_give():
    state = position(["AS", "KD QD"], stock="", phase=Phase.KNOCK_DECISION, scores=(21, 0), target=40)
    assert apply(state, Knock()).phase is Phase.GAME_OVER
