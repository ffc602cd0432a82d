"""The card a draw brought, said to the person who drew it, and only when nothing else names it."""

from __future__ import annotations

from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.ui.text.spoken import drawn_card_words


def test_a_drawn_card_is_named_in_words(qapp):
    before = parse_cards("5H 6H 7H")
    assert drawn_card_words(before, (*before, *parse_cards("QS"))) == "You drew the queen of spades."


def test_the_second_copy_of_a_card_counts_as_drawn(qapp):
    # Manipulation plays with two packs: a hand may hold both sevens of hearts.
    before = parse_cards("5H 6H 7H")
    second = parse_cards("7H")[0]
    assert drawn_card_words(before, (*before, second)) == "You drew the seven of hearts."


def test_nothing_is_said_when_no_single_card_was_drawn_or_the_move_named_it(qapp):
    before = parse_cards("5H 6H 7H")
    assert drawn_card_words(before, before[:2]) is None                       # a discard
    assert drawn_card_words((), parse_cards("5H 6H 7H")) is None               # a deal
    assert drawn_card_words(before, (*before, *parse_cards("QS")), "You take the Q♠ from the pile.") is None
