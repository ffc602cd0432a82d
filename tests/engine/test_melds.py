"""Melds, as the rules page assets/rules/manipulation.en.html and the rules page assets/rules/gin.en.html define them."""

import pytest

from rummy_desktop.engine.cards import Face, Suit, parse_cards
from rummy_desktop.engine.melds import (
    arrange,
    declaration_options,
    is_valid_meld,
    joker_candidates,
    meld_problem,
)


def valid(text, **kw):
    return is_valid_meld(parse_cards(text), **kw)


def test_a_meld_has_at_least_three_cards():
    assert not valid("5H 6H")
    assert "at least 3" in meld_problem(parse_cards("5H 6H"))


def test_a_group_is_three_or_four_cards_of_one_rank_in_different_suits():
    assert valid("8S 8H 8D") and valid("8S 8H 8D 8C")


def test_a_group_may_never_hold_two_identical_cards():
    assert not valid("8S 8H 8S")
    assert "two 8♠" in meld_problem(parse_cards("8S 8H 8S"))


def test_a_group_has_at_most_four_cards():
    assert not valid("8S 8H 8D 8C 8S")


def test_a_sequence_is_three_or_more_of_one_suit_in_consecutive_rank():
    assert valid("5H 6H 7H") and valid("9C 10C JC QC KC")
    assert not valid("5H 6H 8H")
    assert not valid("5H 6S 7H")


def test_sequence_order_on_the_table_does_not_matter_for_legality():
    assert valid("7H 5H 6H")
    assert [str(c) for c in arrange(parse_cards("7H 5H 6H"))] == ["5H", "6H", "7H"]


def test_the_ace_is_low_or_high_in_manipulation():
    assert valid("AH 2H 3H") and valid("QH KH AH")


def test_a_sequence_does_not_turn_the_corner():
    assert not valid("KH AH 2H")
    assert "corner" in meld_problem(parse_cards("KH AH 2H"))


def test_the_longest_runs_are_ace_to_king_and_two_to_ace():
    assert valid("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    assert valid("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")


def test_ace_to_king_to_ace_is_illegal():
    assert not valid("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS")


def test_in_gin_the_ace_is_low_only():
    assert valid("AH 2H 3H", ace_high=False)
    assert not valid("QH KH AH", ace_high=False)
    assert "Q-K-A" in meld_problem(parse_cards("QH KH AH"), ace_high=False)


def test_gin_has_no_jokers():
    assert not valid("5H JK=6H 7H", jokers=False)


def test_a_joker_stands_for_its_declared_card():
    assert valid("5H JK=6H 7H")
    assert not valid("5H JK=8H 7H")


def test_a_joker_must_declare_a_card_on_the_table():
    assert not valid("5H JK 7H")
    assert "joker" in meld_problem(parse_cards("5H JK 7H"))


def test_a_jokers_declared_card_follows_the_no_identical_cards_rule():
    assert not valid("8S 8H JK=8S")
    assert valid("8S 8H JK=8C")


def test_joker_candidates_list_every_card_that_makes_the_meld_legal():
    assert joker_candidates(parse_cards("5H 6H JK")) == [Face(4, Suit.HEARTS), Face(7, Suit.HEARTS)]
    assert set(joker_candidates(parse_cards("8S 8H JK"))) == {Face(8, Suit.CLUBS), Face(8, Suit.DIAMONDS)}
    assert joker_candidates(parse_cards("5H JK 7H")) == [Face(6, Suit.HEARTS)]
    assert joker_candidates(parse_cards("QH KH JK")) == [Face(1, Suit.HEARTS), Face(11, Suit.HEARTS)]
    assert joker_candidates(parse_cards("5H 9C JK")) == []


def test_two_undeclared_jokers_get_every_legal_pair():
    options = declaration_options(parse_cards("5H JK JK"))
    assert (Face(6, Suit.HEARTS), Face(7, Suit.HEARTS)) in options
    assert all(is_valid_meld([c for c in parse_cards("5H")] +
               [parse_cards("JK")[0].declare(a), parse_cards("JK")[0].declare(b)]) for a, b in options)


@pytest.mark.parametrize("text", ["5H 7H 9H", "8S 8H 8S", "5H 6S 7D", "KH AH 2H", "5H 6H"])
def test_every_illegal_meld_gets_a_reason_in_words(text):
    reason = meld_problem(parse_cards(text))
    assert reason and reason[0].isupper() and reason.endswith(".")
