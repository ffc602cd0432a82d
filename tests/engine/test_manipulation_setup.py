"""the rules page assets/rules/manipulation.en.html, "Players and cards" and "Deal"."""

import random
from collections import Counter

import pytest
from manipulation_helpers import position, with_draws

from rummy_desktop.engine.cards import make_deck
from rummy_desktop.engine.manipulation import (
    Draw,
    Knock,
    ManipulationRules,
    NextRound,
    Phase,
    apply,
    new_game,
)


def all_cards(state):
    return [c for hand in state.hands for c in hand] + [c for m in state.table for c in m] + list(state.stock)


def test_two_players_play_one_pack_and_one_joker():
    cards = all_cards(new_game(2, random.Random(1)))
    assert len(cards) == 53 and sum(c.is_joker for c in cards) == 1
    assert Counter(c.key for c in cards) == Counter(c.key for c in make_deck(1, 1))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_three_to_five_players_play_two_packs_and_two_jokers(players):
    cards = all_cards(new_game(players, random.Random(players)))
    assert len(cards) == 106 and sum(c.is_joker for c in cards) == 2
    assert Counter(c.key for c in cards) == Counter(c.key for c in make_deck(2, 2))


@pytest.mark.parametrize("players", [0, 1, 6, 2.0, "3", True])
def test_the_game_is_for_two_to_five_players(players):
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_game(players, random.Random(1))


def test_the_first_dealer_is_chosen_at_random():
    dealers = {new_game(4, random.Random(seed)).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_each_player_is_dealt_ten_cards_and_the_rest_is_the_stock():
    state = new_game(5, random.Random(3))
    assert [len(h) for h in state.hands] == [10] * 5
    assert len(state.stock) == 106 - 50 and state.table == ()


def test_the_player_left_of_the_dealer_plays_first():
    for seed in range(10):
        state = new_game(3, random.Random(seed))
        assert state.current == (state.dealer + 1) % 3 and state.phase is Phase.DRAW


def test_the_same_seed_deals_the_same_game():
    assert new_game(3, random.Random(9)) == new_game(3, random.Random(9))
    assert new_game(3, random.Random(9)) != new_game(3, random.Random(10))


def test_the_game_is_played_to_150_by_default():
    assert ManipulationRules().target == 150
    with pytest.raises(ValueError):
        ManipulationRules(target=0)


def test_the_round_bonus_for_every_player_is_an_option_off_by_default():
    assert ManipulationRules().round_bonus_for_all is False
    assert ManipulationRules(round_bonus_for_all=True).round_bonus_for_all is True
    with pytest.raises(ValueError, match="on \\(True\\) or off"):
        ManipulationRules(round_bonus_for_all=1)  # type: ignore[arg-type]


def finished_round(dealer):
    state = position(["AS", "KD QD"], ("5H 6H 7H",), stock="", phase=Phase.KNOCK_DECISION, dealer=dealer)
    return apply(state, Knock())


def test_the_deal_passes_to_the_left_each_round_and_the_scores_carry_on():
    over = finished_round(dealer=1)
    assert over.phase is Phase.ROUND_OVER
    dealt = apply(over, NextRound(), random.Random(2))
    assert dealt.dealer == 0 and dealt.current == 1 and dealt.round_number == 2
    assert dealt.scores == over.scores and dealt.rounds_won == over.rounds_won
    assert dealt.round_result is None and dealt.knocker is None
    assert [len(h) for h in dealt.hands] == [10, 10] and len(dealt.stock) == 33 and dealt.table == ()


def test_play_goes_clockwise_to_the_left():
    state = with_draws(position(["AS 2D 9C", "KD QD", "JS JH"], current=2), 2)
    after = apply(state, Draw())
    assert after.current == 0 and after.phase is Phase.DRAW


def test_dealing_the_next_round_needs_a_random_generator():
    with pytest.raises(ValueError, match="random"):
        apply(finished_round(dealer=0), NextRound())
