"""Gin melds and deadwood (the rules page assets/rules/gin.en.html, "Cards" and "Melds"), checked against a brute force."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rummy_desktop.engine.cards import make_deck, parse_cards
from rummy_desktop.engine.gin import all_best_arrangements, best_melds, deadwood, discard_options
from rummy_desktop.engine.gin.deadwood import bits_deadwood, hand_bits
from rummy_desktop.engine.melds import is_valid_meld

from gin_oracle import brute_deadwood, optimal_arrangements

DECK = make_deck(1, 0)
NARROW = [c for c in DECK if 4 <= c.rank <= 9]  # meld-rich: arrangements compete
HIGH = [c for c in DECK if c.rank >= 8]
DENSEST = [c for c in DECK if 5 <= c.rank <= 8]  # 16 cards: most ranks held three or four times


def dw(text):
    return deadwood(parse_cards(text))


def test_face_cards_count_ten_number_cards_their_value_and_the_ace_one():
    assert dw("KS") == 10 and dw("QH") == 10 and dw("JD") == 10 and dw("10C") == 10
    assert dw("7S") == 7 and dw("AS") == 1
    assert dw("AS 5H KD") == 16


def test_a_set_is_three_or_four_cards_of_one_rank():
    assert dw("9S 9H 9D") == 0
    assert dw("9S 9H 9D 9C") == 0
    assert dw("9S 9H") == 18


def test_a_run_is_three_or_more_cards_of_one_suit_in_sequence():
    assert dw("4H 5H 6H") == 0
    assert dw("4H 5H 6H 7H 8H 9H 10H JH QH KH") == 0
    assert dw("4H 5H 7H") == 16
    assert dw("4H 5S 6H") == 15


def test_the_ace_is_low_so_ace_two_three_is_a_run():
    assert dw("AC 2C 3C") == 0


def test_the_ace_is_never_high_so_queen_king_ace_is_not_a_run():
    assert dw("QC KC AC") == 21
    assert dw("KC AC 2C") == 13


def test_a_card_belongs_to_only_one_meld():
    # 7S could complete the set or the run, not both: one of them stays short.
    assert dw("7S 7H 7D 5S 6S") == 11
    points, melds, left = best_melds(parse_cards("7S 7H 7D 5S 6S"))
    assert points == 11 and len(melds) == 1 and sorted(map(str, left)) == ["5S", "6S"]


def test_a_card_of_a_four_card_set_may_serve_in_a_run_instead():
    points, melds, left = best_melds(parse_cards("7S 7H 7D 7C 8S 9S"))
    assert points == 0 and left == ()
    assert sorted(len(m) for m in melds) == [3, 3]


def test_deadwood_uses_the_arrangement_that_minimises_it():
    # The 4-set leaves 5C 6C 10H (21); lending 4C to a run leaves only 10H.
    hand = parse_cards("4S 4H 4C 4D 5C 6C 5D 6D 7D 10H")
    assert deadwood(hand) == brute_deadwood(hand)
    assert deadwood(hand) == 10


def test_with_eleven_cards_all_of_them_count_but_the_best_discard_leaves_less():
    hand = parse_cards("5S 6S 5C 6C 7C 8C 6D 7D 8D 5H 8H")
    assert best_melds(hand).deadwood == 14
    options = dict(discard_options(hand))
    assert min(options.values()) == 6
    assert options[parse_cards("8H")[0]] == 6


def test_tying_arrangements_are_all_listed():
    hand = parse_cards("5S 6S 5C 6C 7C 8C 6D 7D 8D 5H 8H")
    arrangements = all_best_arrangements(hand)
    assert len(arrangements) == 2
    assert {a.deadwood for a in arrangements} == {14}
    assert {tuple(sorted(str(c) for c in a.deadwood_cards)) for a in arrangements} == {
        ("6S", "8H"),
        ("7C", "7D"),
    }


def test_best_melds_returns_points_melds_and_deadwood_cards():
    points, melds, left = best_melds(parse_cards("AS 2S 3S 9H 9D 9C KD QD 4C 7H"))
    assert points == 31
    assert {frozenset(map(str, m)) for m in melds} == {
        frozenset({"AS", "2S", "3S"}),
        frozenset({"9H", "9D", "9C"}),
    }
    assert sorted(map(str, left)) == ["4C", "7H", "KD", "QD"]


@pytest.mark.parametrize(
    "text, reason",
    [("5H JK 7H", "jokers"), ("5H 5H 6H", "twice"), (" ".join(str(c) for c in DECK[:12]), "at most 11")],
)
def test_gin_hands_hold_no_jokers_no_duplicates_and_at_most_eleven_cards(text, reason):
    with pytest.raises(ValueError, match=reason):
        deadwood(parse_cards(text))


def test_discard_options_need_eleven_cards():
    with pytest.raises(ValueError, match="11-card"):
        discard_options(DECK[:10])


def hands(pool, sizes=(10, 11)):
    return st.sampled_from(sizes).flatmap(
        lambda n: st.lists(st.sampled_from(pool), min_size=n, max_size=n, unique=True)
    )


def check_arrangement(cards, arrangement):
    points, melds, left = arrangement
    placed = [c for m in melds for c in m] + list(left)
    assert sorted(placed, key=str) == sorted(cards, key=str)
    assert all(is_valid_meld(m, ace_high=False, jokers=False) for m in melds)
    assert points == deadwood(left)


@settings(max_examples=150, deadline=None)
@given(hands(DECK, sizes=(3, 7, 10, 11)))
def test_deadwood_equals_a_brute_force_on_random_hands(cards):
    assert deadwood(cards) == brute_deadwood(cards)
    check_arrangement(cards, best_melds(cards))


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands(NARROW), hands(HIGH), hands(DENSEST)))
def test_deadwood_equals_a_brute_force_on_meld_rich_hands(cards):
    expected, optimal = optimal_arrangements(cards)
    assert deadwood(cards) == expected
    arrangements = all_best_arrangements(cards)
    for arrangement in arrangements:
        check_arrangement(cards, arrangement)
        assert arrangement.deadwood == expected

    def sets_of(melds):
        return frozenset(frozenset(m) for m in melds if len({c.rank for c in m}) == 1)

    assert {sets_of(a.melds) for a in arrangements} == {sets_of(m) for m in optimal}


@settings(max_examples=60, deadline=None)
@given(st.one_of(hands(NARROW, sizes=(11,)), hands(DECK, sizes=(11,))))
def test_each_discard_option_is_the_deadwood_left_by_that_discard(cards):
    for card, points in discard_options(cards):
        assert points == brute_deadwood([c for c in cards if c != card])


@settings(max_examples=100, deadline=None)
@given(st.one_of(hands(NARROW), hands(DECK, sizes=(3, 10, 11))))
def test_a_hand_as_bits_has_one_bit_per_card_and_the_same_deadwood(cards):
    bits = hand_bits(cards)
    assert bits.bit_count() == len(cards)
    assert bits == sum(hand_bits([c]) for c in cards)
    assert bits_deadwood(bits) == deadwood(cards)


def test_results_do_not_depend_on_earlier_calls():
    rng = random.Random(7)
    sample = [rng.sample(NARROW, 10) for _ in range(50)]
    first = [best_melds(h) for h in sample]
    assert [best_melds(h) for h in reversed(sample)] == first[::-1]
