"""The course of a Gin round and game (the rules page assets/rules/gin.en.html: deal, first turn, a normal turn, knocking,
the drawn round, who deals, end of the game), played through apply/legal_actions."""

import random
import pytest

from rummy_desktop.engine.gin import (
    Discard,
    DrawDiscard,
    DrawStock,
    GinRules,
    GoBigGin,
    IllegalAction,
    Knock,
    NextRound,
    PassUpcard,
    Phase,
    Spread,
    TakeUpcard,
    apply,
    best_spread,
    legal_actions,
    new_game,
)

from gin_playout import arranged_round, card, later_in_round, run

KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"  # seat 1, the non-dealer: melds all but KD
DEFENDER = "KS KH QS JD 9D 3H 8S 5D 10C 3C"  # seat 0, the dealer: 78; 3H and 10C can be laid off


def knock_round(**kw):
    """Seat 1 takes the 2♦ upcard and knocks with 2 deadwood, discarding K♦."""
    state = arranged_round(DEFENDER, KNOCKER, "2D", **kw)
    return run(state, TakeUpcard(), Knock(card("KD")))


def test_the_first_dealer_is_chosen_at_random_and_a_seed_replays_the_deal():
    dealers = {new_game(random.Random(seed)).dealer for seed in range(20)}
    assert dealers == {0, 1}
    assert new_game(random.Random(5)) == new_game(random.Random(5))


def test_each_player_gets_ten_cards_the_next_is_turned_up_and_the_rest_is_the_stock():
    state = new_game(random.Random(1))
    assert [len(h) for h in state.hands] == [10, 10]
    assert state.discard_pile == (state.upcard,)
    assert len(state.stock) == 31
    assert len(set(state.hands[0] + state.hands[1] + state.stock + state.discard_pile)) == 52


def test_the_non_dealer_is_offered_the_upcard_first_then_the_dealer():
    state = arranged_round(DEFENDER, KNOCKER, "2D", dealer=0)
    assert state.phase is Phase.UPCARD_OFFER and state.current == 1
    assert legal_actions(state) == [TakeUpcard(), PassUpcard()]
    state = apply(state, PassUpcard())
    assert state.current == 0 and legal_actions(state) == [TakeUpcard(), PassUpcard()]


def test_if_both_pass_the_upcard_the_non_dealer_starts_by_drawing_from_the_stock():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="7D"), PassUpcard(), PassUpcard())
    assert state.current == 1 and legal_actions(state) == [DrawStock()]
    with pytest.raises(IllegalAction, match="draws from the stock"):
        apply(state, TakeUpcard())
    state = apply(state, DrawStock())
    assert card("7D") in state.hands[1] and state.phase is Phase.DISCARD


def test_a_player_who_takes_the_upcard_discards_and_then_the_other_plays_a_normal_turn():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard())
    assert state.phase is Phase.DISCARD and card("2D") in state.hands[1]
    state = apply(state, Discard(card("KD")))
    assert state.current == 0 and legal_actions(state) == [DrawStock(), DrawDiscard()]


def test_the_dealer_may_take_the_upcard_the_non_dealer_passed():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), PassUpcard(), TakeUpcard(), Discard(card("KS")))
    assert card("2D") in state.hands[0]
    assert state.current == 1 and state.phase is Phase.DRAW


def test_a_normal_turn_is_draw_from_the_stock_or_the_discard_pile_then_discard_one_card():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="7D 6S"), PassUpcard(), PassUpcard(), DrawStock())
    state = apply(state, Discard(card("KD")))
    from_pile = apply(state, DrawDiscard())
    assert card("KD") in from_pile.hands[0] and from_pile.discard_pile == (card("2D"),)
    from_stock = apply(state, DrawStock())
    assert card("6S") in from_stock.hands[0]
    after = apply(from_stock, Discard(card("6S")))
    assert after.discard_pile[-1] == card("6S") and after.current == 1


def test_the_card_just_taken_from_the_discard_pile_may_not_be_discarded_that_turn():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard())
    assert Discard(card("2D")) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="just taken from the discard pile"):
        apply(state, Discard(card("2D")))
    with pytest.raises(IllegalAction, match="just taken from the discard pile"):
        apply(state, Knock(card("2D")))


def test_option_off_the_card_just_taken_from_the_discard_pile_may_be_thrown_back():
    rules = GinRules(discard_taken_card_forbidden=False)
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", rules=rules), TakeUpcard())
    assert Discard(card("2D")) in legal_actions(state)
    assert apply(state, Discard(card("2D"))).discard_pile == (card("2D"),)


def test_a_card_drawn_from_the_stock_may_be_discarded_at_once():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="7D"), PassUpcard(), PassUpcard(), DrawStock())
    assert Discard(card("7D")) in legal_actions(state)


def test_a_player_may_knock_when_after_the_discard_ten_cards_hold_10_or_less_deadwood():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard())
    knocks = {a.card for a in legal_actions(state) if isinstance(a, Knock)}
    assert knocks == {card("KD")}
    with pytest.raises(IllegalAction, match="leaves 17 deadwood: too much to knock"):
        apply(state, Knock(card("AS")))


def test_nobody_is_ever_required_to_knock():
    state = run(arranged_round(DEFENDER, KNOCKER, "2D"), TakeUpcard())
    assert Discard(card("KD")) in legal_actions(state)
    assert apply(state, Discard(card("KD"))).phase is Phase.DRAW


def test_after_a_knock_the_knocker_spreads_and_the_opponent_may_lay_off():
    state = knock_round()
    assert state.phase is Phase.LAYOFF and state.current == 0 and state.knocker == 1
    assert state.knocker_spread.deadwood == 2
    best = best_spread(state)
    assert legal_actions(state) == [best, Spread((), ())]
    assert sorted(str(c) for _, cards in best.layoffs for c in cards) == ["10C", "3H"]
    over = apply(state, best)
    result = over.round_result
    assert over.phase is Phase.ROUND_OVER
    assert result.knocker == 1 and not result.gin and not result.undercut
    assert result.defender_deadwood == 78 - 13 and result.points == (0, 65 - 2)
    assert over.scores == ((0,), (63,)) and over.rounds_won == ((0,), (1,))


def test_the_opponent_may_spread_any_legal_way_and_is_scored_as_he_spreads():
    state = knock_round()
    over = apply(state, Spread((), ()))
    assert over.round_result.points == (0, 78 - 2)
    with pytest.raises(IllegalAction, match="cannot be laid off"):
        apply(state, Spread((), ((0, (card("3C"),)),)))


def test_a_knock_with_no_deadwood_is_gin_and_ends_the_round_without_lay_offs():
    state = arranged_round(DEFENDER, KNOCKER, "7H")
    over = run(state, TakeUpcard(), Knock(card("KD")))
    result = over.round_result
    assert over.is_round_over and result.gin
    assert result.defender_spread.layoffs == ()
    assert result.points == (0, 25 + 78)  # 3♥ and 10♣ would fit the runs, but still count
    assert [(b.seat, b.name, b.amount) for b in result.bonuses] == [(1, "gin", 25)]


def test_big_gin_is_off_by_default():
    state = run(arranged_round(DEFENDER, "AS 2S 3S 4H 5H 6H 6C 7C 8C 9C", "5C"), TakeUpcard())
    assert GoBigGin() not in legal_actions(state)
    with pytest.raises(IllegalAction, match="option"):
        apply(state, GoBigGin())


def test_big_gin_option_all_eleven_cards_melded_score_31_plus_the_opponents_deadwood():
    rules = GinRules(big_gin=True)
    state = run(arranged_round(DEFENDER, "AS 2S 3S 4H 5H 6H 6C 7C 8C 9C", "5C", rules=rules), TakeUpcard())
    assert GoBigGin() in legal_actions(state)
    over = apply(state, GoBigGin())
    assert over.round_result.big_gin and over.round_result.points == (0, 31 + 78)
    assert len(over.hands[1]) == 11


def test_big_gin_needs_every_card_melded():
    rules = GinRules(big_gin=True)
    state = run(arranged_round(DEFENDER, KNOCKER, "2D", rules=rules), TakeUpcard())
    assert GoBigGin() not in legal_actions(state)
    with pytest.raises(IllegalAction, match=r"\(deadwood: 12\)"):
        apply(state, GoBigGin())


def test_the_round_is_drawn_when_a_discard_leaves_two_cards_in_the_stock():
    state = later_in_round(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="QD"), stock_left=3)
    state = run(state, DrawStock(), Discard(card("QD")))
    assert state.phase is Phase.ROUND_OVER and state.round_result.drawn
    assert len(state.stock) == 2 and state.scores == ((0,), (0,))
    assert state.round_result.winner is None


def test_the_player_who_draws_the_last_card_but_two_may_still_knock():
    state = later_in_round(arranged_round(DEFENDER, KNOCKER, "2D", stock_top="AD"), stock_left=3)
    state = run(state, DrawStock(), Knock(card("KD")))
    assert state.phase is Phase.LAYOFF


def test_the_winner_of_a_round_deals_the_next():
    over = apply(knock_round(dealer=0), Spread((), ()))
    assert apply(over, NextRound(), random.Random(1)).dealer == 1


def test_after_an_undercut_the_opponent_won_and_deals():
    state = run(arranged_round("4S 5S 6S 7D 8D 9D JH QH KH 2H", KNOCKER, "2D"), TakeUpcard(), Knock(card("KD")))
    over = apply(state, best_spread(state))
    assert over.round_result.undercut and over.round_result.winner == 0
    assert over.round_result.points == (10, 0)  # 2 against 2: a tie is an undercut
    assert apply(over, NextRound(), random.Random(1)).dealer == 0


def test_after_a_drawn_round_the_same_dealer_deals_again():
    for dealer in (0, 1):
        state = later_in_round(arranged_round(DEFENDER, KNOCKER, "2D", dealer=dealer, stock_top="QD"), stock_left=3)
        state = run(state, DrawStock(), Discard(card("QD")))
        assert apply(state, NextRound(), random.Random(2)).dealer == dealer


def test_the_next_round_keeps_the_scores_and_needs_the_random_source():
    over = apply(knock_round(), Spread((), ()))
    with pytest.raises(IllegalAction, match="random source"):
        apply(over, NextRound())
    after = apply(over, NextRound(), random.Random(3))
    assert after.scores == over.scores and after.phase is Phase.UPCARD_OFFER
    assert after.round_result is None and after.knocker is None


def test_the_game_ends_when_a_player_reaches_100():
    near = ((0,), (40,))
    over = apply(knock_round(scores=near, rounds_won=((0,), (2,))), Spread((), ()))
    assert over.phase is Phase.GAME_OVER and over.is_game_over
    assert over.game_result.winner == 1 and over.game_result.games[0].final == (0, 116)
    assert legal_actions(over) == []
    with pytest.raises(IllegalAction, match="game is over"):
        apply(over, NextRound(), random.Random(1))


def test_below_100_the_game_goes_on():
    over = apply(knock_round(scores=((0,), (20,)), rounds_won=((0,), (1,))), Spread((), ()))
    assert over.phase is Phase.ROUND_OVER and over.scores == ((0,), (96,))


def test_an_action_out_of_turn_or_phase_is_refused_with_a_reason():
    state = arranged_round(DEFENDER, KNOCKER, "2D")
    assert issubclass(IllegalAction, ValueError)
    with pytest.raises(IllegalAction, match="upcard is on offer"):
        apply(state, DrawStock())
    with pytest.raises(IllegalAction, match="on the first turn the upcard is offered: take it or pass it"):
        apply(state, DrawDiscard())
    with pytest.raises(IllegalAction, match="upcard offer phase"):
        apply(state, Discard(card("AS")))
    taken = apply(state, TakeUpcard())
    with pytest.raises(IllegalAction, match="not in your hand"):
        apply(taken, Discard(card("KS")))
    with pytest.raises(IllegalAction, match="not a Gin action"):
        apply(taken, "discard")
