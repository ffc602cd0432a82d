"""The review's panes: the whole table in view, the two plays laid out alike and their differences marked,
a Gin hand sorted by its melds."""

from __future__ import annotations

from PySide6.QtWidgets import QScrollArea

from gin_review_game import record as gin_record
from review_game import record
from rummy_desktop.ai.gin_review import DecisionReview
from rummy_desktop.engine.cards import parse_cards, sort_by_rank
from rummy_desktop.engine.gin import best_melds
from rummy_desktop.engine.gin.replay import decisions
from rummy_desktop.engine.manipulation.replay import meld_chances
from rummy_desktop.ui.review.gin_page import GinPage
from rummy_desktop.ui.review.manipulation_page import ManipulationPage, hand_by_suit, in_the_order_of, not_in
from rummy_desktop.ui.table.card_theme import CardTheme

BIG_TABLE = [parse_cards(text) for text in ("AS 2S 3S", "4H 5H 6H 7H", "8C 8D 8S", "9C 9D 9H 9S", "JC QC KC",
                                            "2D 3D 4D 5D", "10H JH QH", "6C 6D 6S", "AH AC AD", "3C 4C 5C 6C 7C",
                                            "KS KD KH", "7D 8D 9D", "QS QD QH", "10C 10D 10S")]


def test_a_pane_too_low_for_a_big_table_scrolls_to_its_last_row(qtbot) -> None:
    page = ManipulationPage(CardTheme())
    qtbot.addWidget(page)
    page.resize(700, 420)
    page.show()
    page.best.show_melds(BIG_TABLE)
    qtbot.waitUntil(lambda: page.best.height() >= page.best.heightForWidth(page.best.width()))
    scroll = page.best.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    assert scroll.verticalScrollBar().maximum() > 0 and scroll.horizontalScrollBar().maximum() == 0


def test_plays_alike_lay_their_melds_out_alike_and_unlike_melds_are_outlined() -> None:
    play = [parse_cards("KC KD KS"), parse_cards("5H 6H 7H 8H")]
    best = [parse_cards("5H 6H 7H 8H 9H"), parse_cards("KS KC KD")]
    ordered = in_the_order_of(play, best)
    assert ordered == (tuple(play[0]), tuple(best[0]))
    assert not_in(play, ordered) == (ordered[1],)
    assert not_in(ordered, play) == (tuple(play[1]),)


def test_a_turn_played_as_the_best_play_shows_both_alike_with_nothing_outlined(qtbot) -> None:
    from rummy_desktop.ai.review import analyse_turn

    turn = meld_chances([record()], 0)[1]
    review = analyse_turn(turn)
    page = ManipulationPage(CardTheme())
    qtbot.addWidget(page)
    page.show_turn(turn, review)
    assert review.missed == 0
    assert page.best.melds == page.played.melds and page.best.different == page.played.different == ()


def test_the_gin_review_shows_the_hand_sorted_by_its_melds(qtbot) -> None:
    decision = decisions([gin_record()], 0)[0]
    page = GinPage(CardTheme())
    qtbot.addWidget(page)
    page.show_turn(decision, None)
    _, melds, deadwood = best_melds(decision.view.hand)
    wanted = [tuple(sort_by_rank(meld)) for meld in melds] + [tuple(sort_by_rank(deadwood))]
    assert list(page.hand.melds) == [group for group in wanted if group]
    assert list(page.hand.melds) != [tuple(decision.view.hand)]


def test_the_manipulation_hand_is_shown_a_suit_a_group_in_rank_order_jokers_last(qtbot) -> None:
    turn = meld_chances([record()], 0)[0]          # 8♥ 9♥ K♣ K♦ K♠ 2♣ and the A♠ drawn
    page = ManipulationPage(CardTheme())
    qtbot.addWidget(page)
    page.show_turn(turn, None)
    assert page.hand.melds == tuple(tuple(parse_cards(group)) for group in ("AS KS", "8H 9H", "2C KC", "KD"))


def test_grouping_a_hand_by_suit_keeps_every_card_once_and_puts_the_jokers_together_last() -> None:
    hand = parse_cards("JK 5D QS 3D JK 4S 10H")
    groups = hand_by_suit(hand)
    assert groups == (*(tuple(parse_cards(group)) for group in ("4S QS", "10H", "3D 5D")), (hand[0], hand[4]))
    assert sorted(card.key for group in groups for card in group) == sorted(card.key for card in hand)


def test_the_gin_alternatives_stand_at_the_top_of_their_box_however_tall_it_is(qtbot) -> None:
    decision = decisions([gin_record()], 0)[0]
    page = GinPage(CardTheme())
    qtbot.addWidget(page)
    page.resize(900, 900)
    page.show()
    page.show_turn(decision, DecisionReview(decision, ((decision.chosen, 1.5),)))
    table = page.alternatives
    assert table is not None
    qtbot.waitUntil(lambda: table.isVisible() and table.height() > 0)
    holder = table.parentWidget()
    assert holder.height() > 2 * table.height()                  # room to float in
    assert table.y() <= 2 * holder.layout().contentsMargins().top()   # but it stands at the top
