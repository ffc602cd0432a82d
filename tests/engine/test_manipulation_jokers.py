"""the rules page assets/rules/manipulation.en.html, "Jokers": declared cards, and when a declaration may change."""

import pytest
from manipulation_helpers import cards, melds, messages, position

from rummy_desktop.engine.manipulation import IllegalAction, PlayMelds, apply, check_turn_end


def test_a_joker_played_from_hand_must_be_declared():
    state = position(["JK 8H KS", "2D 2S"], ("5H 6H 7H",))
    problems = check_turn_end(state, melds("5H 6H 7H JK"))
    assert [(p.message, p.melds) for p in problems] == [
        ("Meld A: a joker here has not been told which card it stands for.", (0,))
    ]


def test_a_joker_stands_for_the_rank_and_suit_it_declares():
    state = position(["JK 8H KS", "2D 2S"], ("5H 6H 7H",))
    after = apply(state, PlayMelds(melds("5H 6H 7H JK=8H")))
    assert after.table == melds("5H 6H 7H JK=8H") and after.table[0][3].declared == cards("8H")[0].face
    assert after.hands[0] == cards("8H KS")


def test_a_joker_may_not_declare_a_card_that_makes_its_meld_illegal():
    state = position(["JK 8H KS", "2D 2S"], ("5H 6H 7H",))
    assert "Meld A: a sequence needs consecutive cards: 8♥ missing." in messages(
        check_turn_end(state, melds("5H 6H 7H JK=9H"))
    )


def test_a_joker_may_not_declare_a_card_already_in_its_group():
    state = position(["JK KS", "2D 2S"], ("9S 9D 9C",))
    assert "Meld A: a group can't hold two 9♠: its cards must all be different suits." in messages(
        check_turn_end(state, melds("9S 9D 9C JK=9S"))
    )


def test_a_joker_keeps_its_declared_card_once_the_turn_it_was_played_in_has_ended():
    state = position(["4H KS", "2D 2S"], ("5H JK=6H 7H",))
    problems = check_turn_end(state, melds("4H 5H JK=3H 7H"))
    assert "The joker standing for 6♥ can only change when the real 6♥ takes its place." in messages(problems)


def test_a_joker_may_move_to_another_meld_keeping_its_declared_card():
    state = position(["5H 7H KS", "2D 2S"], ("3S 4S 5S 6S", "6D 6C JK=6H"))
    moved = melds("3S 4S 5S", "6D 6C 6S", "5H JK=6H 7H")
    assert check_turn_end(state, moved) == []


def test_a_fixed_joker_that_does_not_fit_where_it_was_moved_is_named_with_how_to_free_it():
    state = position(["4H KS", "2D 2S"], ("5H 6H 7H JK=8H", "9S 9D 9C"))
    problems = check_turn_end(state, melds("4H 5H 6H 7H", "9S 9D 9C JK=8H"))
    assert [(p.message, p.melds) for p in problems] == [
        ("Meld B: the joker here has stood for 8♥ since an earlier turn and keeps that card, so it can't be "
         "another card in this meld. To free it, put the real 8♥ in its place.", (1,))
    ]


def test_a_meld_no_card_of_its_fixed_joker_could_save_gets_the_general_reason():
    state = position(["4H KS", "2D 2S"], ("5H 6H 7H JK=8H", "9S 9D 5C"))
    problems = check_turn_end(state, melds("4H 5H 6H 7H", "9S 9D 5C JK=8H"))
    assert [p.message for p in problems] == [
        "Meld B: cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run)."
    ]


def test_a_joker_is_freed_when_the_real_card_from_hand_replaces_it():
    state = position(["6H KS", "2D 2S"], ("5H JK=6H 7H", "9S 9D 9C"))
    after = apply(state, PlayMelds(melds("5H 6H 7H", "9S 9D 9C JK=9H")))
    assert after.hands[0] == cards("KS")


def test_the_real_card_freeing_a_joker_may_come_from_another_meld():
    state = position(["8H KS", "2D 2S", "3D 3S"], ("5H JK=6H 7H", "6H#1 6S 6D 6C", "9S 9D 9C"))
    rebuilt = melds("5H 6H#1 7H 8H", "6S 6D 6C", "9S 9D 9C JK=9H")
    assert check_turn_end(state, rebuilt) == []


def test_a_freed_joker_may_not_go_back_to_a_hand():
    state = position(["6H KS", "2D 2S"], ("5H JK=6H 7H",))
    with pytest.raises(IllegalAction, match="joker standing for 6♥ was on the table"):
        apply(state, PlayMelds(melds("5H 6H 7H")))


def test_a_freed_joker_must_be_used_again_in_a_legal_meld():
    state = position(["6H KS", "2D 2S"], ("5H JK=6H 7H",))
    problems = check_turn_end(state, melds("5H 6H 7H", "JK=KH KS"))
    assert [p.melds for p in problems] == [(1,)]


def test_two_jokers_standing_for_the_same_card_need_two_real_cards_to_change():
    table = ("5H JK=6H 7H", "5H#1 JK=6H#1 7H#1")
    state = position(["6H KS KD", "2D 2S", "3D 3S"], table)
    both = melds("5H 6H 7H", "5H#1 JK=4H#1 7H#1", "KS KD JK=KH")
    problems = check_turn_end(state, both)
    assert "The joker standing for 6♥ can only change when the real 6♥ takes its place." in messages(problems)
    assert {p.melds for p in problems} >= {(1,), (2,)}
    one = melds("5H 6H 7H", "5H#1 JK=6H#1 7H#1", "KS KD JK=KH")
    assert check_turn_end(state, one) == []
