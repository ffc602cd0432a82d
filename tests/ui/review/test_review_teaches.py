"""The review says why the best play is better, names melds by the labels above them, draws the cards as
large as asked, and opens a turn's position as a puzzle."""

from __future__ import annotations

import pytest

from review_game import MISSED_ON_TURN_1
from rummy_desktop.ai.review import analyse_turn
from rummy_desktop.engine.cards import parse_cards
from rummy_desktop.engine.manipulation.replay import MeldChance
from rummy_desktop.ui.review.manipulation_page import ManipulationPage
from rummy_desktop.ui.review.meld_table import CARD_WIDTH, MeldTable
from rummy_desktop.ui.table.card_theme import CardTheme


def test_the_verdict_says_why_the_best_play_is_better_and_the_melds_carry_labels(review) -> None:
    review.index = 0
    review._show_turn()
    # Turn 1: 8♥ alone on the run A (5♥ 6♥ 7♥), where 8♥ 9♥ and three kings were worth 39 more.
    assert review.verdict.text() == (f"{MISSED_ON_TURN_1} points missed: the best play was worth more. "
                                     "It plays 4 more cards from your hand.")
    page = review.page
    assert page.start_table.labels == ("A",)
    assert page.played.labels == ("A",) and sorted(page.best.labels) == ["A", "B"]
    assert "A: " in page.start_table.accessibleName()


def test_the_card_size_control_makes_every_pane_s_cards_larger(qtbot, review) -> None:
    tables = review.page.findChildren(MeldTable)
    heights = [table.heightForWidth(2000) for table in tables]
    review.card_size.setValue(2 * CARD_WIDTH)
    assert all(table.card_width == 2 * CARD_WIDTH for table in tables)
    assert all(table.heightForWidth(2000) > height for table, height in zip(tables, heights))


def test_try_this_position_opens_the_turn_as_a_puzzle_that_plays_the_best_plays_points(qtbot, review) -> None:
    review.index = 0
    review._show_turn()
    assert review.try_button.isEnabled()
    review.try_button.click()
    window = review.puzzle_window
    assert window is not None and window.isVisible()
    turn = review.turns[0]
    puzzle = window.session.puzzle
    assert puzzle.table == turn.table and puzzle.hand == turn.hand
    assert puzzle.target == review.reviews[0].best.points == 8 + MISSED_ON_TURN_1
    assert "Your position of round 1, turn 1" in window.heading.text() and not window.chooser.isVisible()
    window.show_solution()
    qtbot.waitUntil(lambda: not window.showing_solution, timeout=10_000)
    window.check()
    assert window.verdict.text().startswith("Right!")
    window.close()


def test_a_hand_wider_than_its_pane_at_a_large_card_size_goes_on_in_the_next_row(qtbot) -> None:
    from rummy_desktop.engine.cards import parse_cards
    from rummy_desktop.ui.review.meld_table import LARGEST_CARD_WIDTH
    from rummy_desktop.ui.table.card_theme import CardTheme

    table = MeldTable(CardTheme())
    qtbot.addWidget(table)
    table.show_melds([parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS")])
    table.set_card_width(LARGEST_CARD_WIDTH)
    one_row = CardTheme.height_for(LARGEST_CARD_WIDTH)
    assert table.heightForWidth(400) > 2 * one_row
    assert all(x + table._meld_width(end - first) <= 400 for _, first, end, x, _ in table._places(400))
    assert sum(end - first for _, first, end, _, _ in table._places(400)) == 11


@pytest.mark.parametrize(("language", "listed"), [("en", "A and B"), ("he", "A ו־B"), ("mk", "A и B")],
                         indirect=["language"])
def test_the_melds_a_best_play_takes_apart_are_listed_with_the_app_s_own_and(language, listed, qtbot) -> None:
    # 5♥ and 5♣ come off the ends of A and B to make 5♠ 5♥ 5♣ with the hand: A and B are taken apart.
    table = (tuple(parse_cards("5H 6H 7H 8H")), tuple(parse_cards("5C 6C 7C 8C")))
    turn = MeldChance(1, 1, table, tuple(parse_cards("5S KS QD")), None)
    page = ManipulationPage(CardTheme())
    qtbot.addWidget(page)
    text, missed = page.verdict(analyse_turn(turn))
    assert missed and listed in "".join(char for char in text if char not in "\u2066\u2067\u2068\u2069\u200e\u200f")
