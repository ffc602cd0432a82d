"""Cards and their notation (the scripting API, README's "For developers")."""

import random

import pytest

from rummy_desktop.engine.cards import (
    Card,
    Face,
    Suit,
    card_copy,
    card_points,
    check_copies,
    distinct_copies,
    format_cards,
    make_deck,
    parse_card,
    parse_cards,
    sort_by_rank,
    sort_by_suit,
)


def test_notation_round_trips_for_every_card_and_jokers():
    text = " ".join(str(c) for c in make_deck(1, 1))
    assert format_cards(parse_cards(text)) == text


def test_ten_may_be_written_10_or_t_and_suits_as_symbols_in_any_case():
    assert parse_cards("10h th T♥ 10♥") == [Card(10, Suit.HEARTS, copy=i) for i in range(4)]
    assert str(parse_card("qd")) == "QD"


def test_a_declared_joker_carries_its_card():
    joker = parse_card("JK=7H")
    assert joker.is_joker and joker.declared == Face(7, Suit.HEARTS)
    assert str(joker) == "JK=7H" and joker.pretty == "JK=7♥"


def test_empty_text_is_no_cards():
    assert parse_cards("") == [] and parse_cards("   ") == []


@pytest.mark.parametrize("bad", ["1S", "11H", "ZZ", "AX", "JK=", "JK=JK", "JK7H", "10", "S"])
def test_bad_card_text_is_refused_naming_the_text(bad):
    with pytest.raises(ValueError) as err:
        parse_cards(f"AS {bad} KD")
    assert bad in str(err.value)


def test_identical_cards_are_distinct_physical_copies():
    a, b = parse_cards("8S 8S")
    assert a != b and a.face == b.face and not a.same_physical(b)
    j1, j2 = parse_cards("JK JK")
    assert j1 != j2


def test_two_packs_and_two_jokers_are_106_distinct_cards():
    deck = make_deck(2, 2)
    assert len(deck) == 106 and len({c.key for c in deck}) == 106


def test_copy_aware_token_round_trips():
    for card in make_deck(2, 2):
        assert Card.from_token(card.token) == card
    with pytest.raises(ValueError):
        Card.from_token("8S")


def test_card_values_joker_25_faces_10_ace_1_others_face_value():
    values = {str(c): card_points(c) for c in parse_cards("JK KS QH JD 10C 9S 2H AS")}
    assert values == {"JK": 25, "KS": 10, "QH": 10, "JD": 10, "10C": 10, "9S": 9, "2H": 2, "AS": 1}


def test_a_real_card_cannot_declare_and_a_joker_has_no_suit():
    with pytest.raises(ValueError):
        parse_card("7H").declare(Face(8, Suit.HEARTS))
    with pytest.raises(ValueError):
        Card(0, Suit.HEARTS)


def test_sorting_keeps_every_card():
    hand = make_deck(1, 1)
    random.Random(3).shuffle(hand)
    assert sorted(sort_by_suit(hand), key=lambda c: c.key) == sorted(hand, key=lambda c: c.key)
    assert [c.rank for c in sort_by_rank(hand)][:4] == [1, 1, 1, 1]
    assert sort_by_suit(hand)[-1].is_joker


def test_equal_cards_parsed_in_different_lists_become_different_physical_cards():
    table, hand = parse_cards("7S 7C 7D"), parse_cards("7S 8S")
    (numbered_table, numbered_hand) = distinct_copies([table, hand], packs=2, jokers=2)
    assert [c.token for c in numbered_table] == ["7S#0", "7C#0", "7D#0"]
    assert [c.token for c in numbered_hand] == ["7S#1", "8S#0"]


def test_cards_that_are_already_different_physical_cards_keep_their_copies():
    cards = [Card.from_token(token) for token in ("8S#1", "JK#1")]
    assert distinct_copies([cards[:1], cards[1:]], packs=2, jokers=2) == [cards[:1], cards[1:]]


def test_more_cards_of_a_face_than_the_packs_hold_are_refused_by_name():
    with pytest.raises(ValueError, match="^8♠ is given 3 times, but the game has only 2$"):
        check_copies([parse_cards("8S 8S"), parse_cards("8S")], packs=2, jokers=2)
    with pytest.raises(ValueError, match="^this game has no JK$"):
        check_copies([parse_cards("JK")], packs=1, jokers=0)


def test_a_copy_read_from_its_text_is_the_card_with_that_copy_every_time():
    for card in make_deck(2, 2):
        read = card_copy(str(card), card.copy)
        assert read == card and read.copy == card.copy
        assert card_copy(str(card), card.copy) is read   # remembered: one object serves every reading
        assert Card.from_token(card.token) == card


@pytest.mark.parametrize("text", ["ZZ", "JK=JK", "", "11H"])
def test_a_card_text_refused_is_refused_again_not_remembered(text):
    for _ in range(2):
        with pytest.raises(ValueError):
            card_copy(text, 0)
