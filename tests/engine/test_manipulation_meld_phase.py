"""the rules page assets/rules/manipulation.en.html, "What a meld phase may do": the check when a player ends the turn by melding."""

import pytest
from manipulation_helpers import cards, melds, messages, position

from rummy_desktop.engine.manipulation import (
    IllegalAction,
    Phase,
    PlayMelds,
    apply,
    check_turn_end,
    view_for,
)

TABLE = ("5H 6H 7H", "9S 9D 9C")


def test_a_meld_must_add_at_least_one_card_from_hand():
    state = position(["8H KS", "2D 2S"], TABLE)
    assert "Play at least one card from your hand." in messages(check_turn_end(state, melds(*TABLE)))


def test_rearranging_the_table_and_undoing_it_all_is_not_a_meld():
    state = position(["4S KS", "2D 2S"], ("5H 6H 7H 8H", "9S 9D 9C"))
    rebuilt = melds("8H 7H 6H 5H", "9C 9D 9S")
    with pytest.raises(IllegalAction, match="Play at least one card"):
        apply(state, PlayMelds(rebuilt))


def test_playing_a_card_from_hand_onto_a_meld_ends_the_turn_and_leaves_the_hand():
    state = position(["8H KS", "2D 2S"], TABLE)
    after = apply(state, PlayMelds(melds("5H 6H 7H 8H", "9S 9D 9C")))
    assert after.hands[0] == cards("KS")
    assert after.table == melds("5H 6H 7H 8H", "9S 9D 9C")


def test_no_card_on_the_table_at_the_start_of_the_turn_may_leave_it():
    state = position(["8H KS", "2D 2S"], ("5H 6H 7H 8H", "9S 9D 9C"))
    problems = messages(check_turn_end(state, melds("6H 7H 8H", "9S 9D 9C KS")))
    assert "5♥ was on the table at the start of your turn and must stay there." in problems


def test_nothing_on_the_table_goes_back_into_a_hand():
    state = position(["8H KS", "2D 2S"], ("5H 6H 7H 8H", "9S 9D 9C"))
    with pytest.raises(IllegalAction, match="5♥ was on the table"):
        apply(state, PlayMelds(melds("6H 7H 8H", "9S 9D 9C", "KS KH KD")))


def test_every_card_on_the_table_must_be_in_a_legal_meld():
    state = position(["8H KS", "2D 2S"], TABLE)
    problems = check_turn_end(state, melds("5H 6H 7H", "9S 9D 9C", "8H KS"))
    assert [(p.message, p.melds) for p in problems if p.melds] == [
        ("Meld C: a meld needs at least 3 cards; this one has 2.", (2,))
    ]


def test_a_problem_names_the_meld_to_highlight_and_says_what_is_missing():
    state = position(["9H KS", "2D 2S"], TABLE)
    problems = check_turn_end(state, melds("9S 9D 9C", "5H 6H 7H 9H"))
    assert [(p.message, p.melds) for p in problems] == [
        ("Meld B: a sequence needs consecutive cards: 8♥ missing.", (1,))
    ]


def test_melds_on_the_table_may_be_split_merged_extended_and_rebuilt():
    state = position(["8H 9H 4S", "2D 2S"], ("5H 6H 7H", "10H JH QH", "9S 9D 9C"))
    rebuilt = melds("5H 6H 7H 8H 9H 10H JH QH", "9S 9D 9C")
    assert check_turn_end(state, rebuilt) == []
    split = melds("5H 6H 7H", "8H 9H 10H", "JH QH KH")
    assert "KH" not in "8H 9H 4S"
    assert "K♥ is neither in your hand nor on the table." in messages(check_turn_end(state, split))
    regroup = melds("5H 6H 7H", "8H 9H 10H JH QH", "9S 9D 9C")
    assert check_turn_end(state, regroup) == []


def test_a_card_that_is_in_no_hand_and_not_on_the_table_cannot_be_played():
    state = position(["8H KS", "2D 2S"], TABLE)
    problems = check_turn_end(state, melds("5H 6H 7H 8H", "9S 9D 9C", "2D 3D 4D"))
    assert "2♦ is neither in your hand nor on the table." in messages(problems)


def test_a_card_cannot_be_played_twice():
    state = position(["8H KS", "2D 2S"], TABLE)
    problems = check_turn_end(state, melds("5H 6H 7H 8H", "9S 9D 9C", "6S 7S 8H"))
    assert ("The same 8♥ is on the table twice.", (0, 2)) in [(p.message, p.melds) for p in problems]


def test_identical_cards_of_two_packs_are_told_apart():
    state = position(["8H#1 KS", "2D 2S", "3D 3S"], ("5H 6H 7H", "9S 9D 9C"), stock="8H 4C")
    assert check_turn_end(state, melds("5H 6H 7H 8H#1", "9S 9D 9C")) == []
    assert "8♥ is neither in your hand nor on the table." in messages(
        check_turn_end(state, melds("5H 6H 7H 8H", "9S 9D 9C"))
    )


def test_the_first_meld_of_the_round_must_be_a_legal_meld_of_three_cards_from_hand():
    state = position(["5H 6H 7H 8S KS", "2D 2S"])
    assert check_turn_end(state, melds("5H 6H 7H")) == []
    assert (
        "The first meld of the round must be a legal meld of 3 or more cards from your hand."
        in messages(check_turn_end(state, melds("5H 6H")))
    )


def test_the_end_of_turn_check_returns_every_reason_it_fails():
    state = position(["8H KS", "2D 2S"], ("5H 6H 7H", "9S 9D 9C 9H"))
    problems = messages(check_turn_end(state, melds("5H 6H 7H", "9S 9D 2D")))
    assert problems == [
        "Play at least one card from your hand.",
        "9♣ was on the table at the start of your turn and must stay there.",
        "9♥ was on the table at the start of your turn and must stay there.",
        "2♦ is neither in your hand nor on the table.",
        "Meld B: cards in a meld must be one rank (a group of different suits) or one suit in sequence (a run).",
    ]


def test_melding_is_refused_when_the_turn_does_not_allow_it():
    state = position(["8H KS", "2D 2S"], TABLE, phase=Phase.DRAW)
    assert messages(check_turn_end(state, melds("5H 6H 7H 8H", "9S 9D 9C"))) == [
        "You can't meld now: every turn starts with a draw from the stock."
    ]


def test_the_seat_to_move_can_check_a_table_from_its_own_view():
    state = position(["8H KS", "2D 2S"], TABLE)
    good = melds("5H 6H 7H 8H", "9S 9D 9C")
    assert check_turn_end(view_for(state, 0), good) == []
    assert messages(check_turn_end(view_for(state, 1), good)) == ["It is not your turn."]
