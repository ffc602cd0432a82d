"""Real mouse drags on the table view, each checked against the engine state after End turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from manipulation_positions import position, table_of
from rummy_desktop.engine.cards import parse_card
from rummy_desktop.engine.manipulation import Phase
from table_player import Table


def test_drag_a_card_from_the_hand_onto_a_meld(qtbot):
    t = Table(qtbot, position("8H KS QS", ["5H 6H 7H"]))
    t.drag(t.grab_point(t.card("8H")), t.after_meld(0))
    assert t.melds() == [["5H", "6H", "7H", "8H"]]
    assert t.card("8H").sceneBoundingRect().top() < t.scene.layout.hand_area.y   # it moved up to the meld
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["5H 6H 7H 8H"]
    assert t.match.state.current == 1


def test_a_card_dropped_between_two_cards_goes_in_there(qtbot):
    t = Table(qtbot, position("6H KS QS", ["5H 7H 8H"]))
    seven = t.scene.layout.melds[0].cards[1]
    t.drag(t.grab_point(t.card("6H")), QPointF(seven.x + 3, seven.center[1]))
    assert t.melds() == [["5H", "6H", "7H", "8H"]]


def test_select_three_cards_and_drag_them_to_empty_table_as_a_new_meld(qtbot):
    t = Table(qtbot, position("9S KC 9H QC 9D"))
    for text in ("9S", "9H", "9D"):
        t.click(t.grab_point(t.card(text)), Qt.KeyboardModifier.ControlModifier)
    assert len(t.scene.selected_keys()) == 3
    t.drag(t.grab_point(t.card("9H")), t.empty_table())
    assert t.melds() == [["9S", "9H", "9D"]]
    assert t.scene.selected_keys() == []
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["9D 9H 9S"]


def test_a_new_meld_lands_where_it_is_dropped_and_stays_there(qtbot):
    t = Table(qtbot, position("9S KC 9H 9D AD", ["3C 4C 5C", "JD QD KD"]))
    table = t.scene.layout.table
    spot = QPointF(table.x + table.w * 0.6, table.y + table.h * 0.7)      # empty table, far from the melds
    for text in ("9S", "9H", "9D"):
        t.click(t.grab_point(t.card(text)), Qt.KeyboardModifier.ControlModifier)
    grabbed = t.grab_point(t.card("9S"))
    t.drag(grabbed, spot)
    assert t.melds() == [["3C", "4C", "5C"], ["JD", "QD", "KD"], ["9S", "9H", "9D"]]
    first = t.card("9S").sceneBoundingRect()
    let_go = spot.x() - (grabbed.x() - t.scene.layout.hand[0].x)   # where the first card was when let go
    assert abs(first.left() - let_go) < 4 and first.top() - 30 <= spot.y() <= first.bottom()
    t.drag(t.grab_point(t.card("AD")), t.after_meld(1))              # the table changes elsewhere
    assert t.card("9S").sceneBoundingRect() == first
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["3C 4C 5C", "9D 9H 9S", "AD JD KD QD"]


def test_a_meld_dragged_by_its_grip_onto_empty_table_moves_there(qtbot):
    t = Table(qtbot, position("9S KC", ["3C 4C 5C", "JD QD KD"]))
    table = t.scene.layout.table
    spot = QPointF(table.x + table.w * 0.75, table.y + table.h * 0.8)   # the meld let go clear of the other
    grip = t.grip(0).sceneBoundingRect()
    start = t.card("3C").sceneBoundingRect()
    t.drag(grip.center(), spot)
    assert t.melds() == [["3C", "4C", "5C"], ["JD", "QD", "KD"]]     # the same melds, one of them elsewhere
    three = t.card("3C").sceneBoundingRect()
    assert abs(three.left() - (start.left() + spot.x() - grip.center().x())) < 4   # where it was let go
    assert t.card("JD").sceneBoundingRect().left() < three.left()


def test_a_rubber_band_over_empty_table_and_cards_selects_them(qtbot):
    t = Table(qtbot, position("9S KC 9H", ["3C 4C 5C"]))
    meld = t.scene.layout.melds[0].bounds
    t.drag(QPointF(meld.x - 5, meld.bottom + 8), QPointF(meld.right + 30, meld.y + meld.h / 2))
    assert len(t.scene.selected_keys()) == 3


def test_drag_a_split_handle_to_empty_table_splits_the_meld(qtbot):
    t = Table(qtbot, position("6C 9C KD", ["3C 4C 5C 6C 7C 8C"]))
    t.drag(t.grab_point(t.split_handle(0, 2)), t.empty_table())
    assert t.melds() == [["3C", "4C", "5C"], ["6C", "7C", "8C"]]
    t.drag(t.grab_point(t.card("6C", 0)), t.after_meld(0))
    t.drag(t.grab_point(t.card("9C")), t.after_meld(1))
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["3C 4C 5C 6C", "6C 7C 8C 9C"]


def test_a_click_on_a_split_handle_splits_the_meld(qtbot):
    t = Table(qtbot, position("KD", ["3C 4C 5C 6C 7C 8C"]))
    t.click(t.grab_point(t.split_handle(0, 1)))
    assert t.melds() == [["3C", "4C"], ["5C", "6C", "7C", "8C"]]
    assert t.controller.undo_stack.undoText() == "Split 3♣ 4♣ 5♣ 6♣ 7♣ 8♣"


def test_drag_a_meld_by_its_grip_onto_another_to_merge_them(qtbot):
    t = Table(qtbot, position("9H KS", ["3H 4H 5H", "6H 7H 8H"]))
    t.drag(t.grab_point(t.grip(1)), t.after_meld(0))
    assert t.melds() == [["3H", "4H", "5H", "6H", "7H", "8H"]]
    t.drag(t.grab_point(t.card("9H")), t.after_meld(0))
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["3H 4H 5H 6H 7H 8H 9H"]


def test_drag_a_card_from_one_meld_to_another(qtbot):
    t = Table(qtbot, position("5S KD", ["5H 5C 5D 5S", "2S 3S 4S"]))
    t.drag(t.grab_point(t.card("5S", 1)), t.after_meld(1))
    assert t.melds() == [["5H", "5C", "5D"], ["2S", "3S", "4S", "5S"]]


def test_an_illegal_meld_is_marked_with_its_reason_until_it_is_fixed(qtbot):
    t = Table(qtbot, position("2S 8H KS", ["5H 6H 7H"]))
    assert not any(f.is_marked for f in t.frames())
    t.drag(t.grab_point(t.card("2S")), t.empty_table())
    marked = [f for f in t.frames() if f.is_marked]
    assert [f.meld for f in marked] == [1]
    assert marked[0].toolTip() == t.controller.meld_problem(1)
    assert "at least 3 cards" in marked[0].toolTip()
    # hovering the card shows the frame's tooltip: the card on top has none of its own
    under = t.scene.items(t.grab_point(t.card("2S")))
    assert next(i for i in under if i.toolTip()) is marked[0]


def test_a_refused_end_of_turn_leaves_the_table_as_it_is_with_the_melds_marked(qtbot):
    state = position("2S 8H KS", ["5H 6H 7H"])
    t = Table(qtbot, state)
    t.drag(t.grab_point(t.card("2S")), t.after_meld(0))
    assert not t.controller.end_turn()
    assert t.match.state is state
    assert t.melds() == [["5H", "6H", "7H", "2S"]]
    assert t.controller.problem_melds() == {0}
    assert [f.meld for f in t.frames() if f.is_marked] == [0]


def test_a_card_dropped_on_the_stock_snaps_back_with_a_message(qtbot):
    t = Table(qtbot, position("8H KS", ["5H 6H 7H"]))
    home = t.card("8H").pos()
    t.drag(t.grab_point(t.card("8H")), t.scene.stock_item.sceneBoundingRect().center())
    assert t.card("8H").pos() == home
    assert "stock" in t.messages[-1]
    assert t.controller.undo_stack.count() == 0


def test_a_table_card_dragged_into_the_hand_snaps_back_with_a_message(qtbot):
    t = Table(qtbot, position("8H KS", ["5H 6H 7H"]))
    hand = t.scene.layout.hand[-1]
    t.drag(t.grab_point(t.card("5H")), QPointF(hand.right - 5, hand.center[1]))
    assert t.melds() == [["5H", "6H", "7H"]]
    assert "stays on the table" in t.messages[-1]


def test_cards_in_the_hand_reorder_by_dragging(qtbot):
    t = Table(qtbot, position("AS 2S 3S"))
    last = t.scene.layout.hand[-1]
    t.drag(t.grab_point(t.card("AS")), QPointF(last.right - 5, last.center[1]))
    assert [str(c) for c in t.controller.hand_in_order()] == ["2S", "3S", "AS"]
    assert t.card("AS").x() > t.card("3S").x()


def test_clicking_the_stock_draws(qtbot):
    t = Table(qtbot, position("AS 2S 3S", phase=Phase.DRAW))
    t.click(t.scene.stock_item.sceneBoundingRect().center())
    assert t.match.state.draws_this_turn == 1
    assert len(t.controller.hand_in_order()) == 4


def test_cards_follow_the_window_size(qtbot):
    t = Table(qtbot, position("AS 2S 3S", ["5H 6H 7H"]))
    big = t.card("AS").sceneBoundingRect().width()
    t.view.resize(900, 600)
    qtbot.waitUntil(lambda: t.card("AS").sceneBoundingRect().width() < big)
    assert t.card("AS").sceneBoundingRect().bottom() <= t.view.viewport().height()


# --- jokers ----------------------------------------------------------------------------------


def test_a_joker_dropped_where_several_cards_fit_asks_and_shows_the_choice(qtbot):
    t = Table(qtbot, position("JK KS QS", ["5H 6H 7H"]), answer="8H")
    t.drag(t.grab_point(t.card("JK")), t.after_meld(0))
    assert t.asked == [["4H", "8H"]]
    assert t.melds() == [["5H", "6H", "7H", "JK=8H"]]
    assert t.card("JK").card.declared == parse_card("8H").face   # the item draws the declared card
    assert t.controller.end_turn()
    assert table_of(t.match.state) == ["5H 6H 7H JK=8H"]


def test_a_joker_dropped_where_one_card_fits_does_not_ask(qtbot):
    t = Table(qtbot, position("JK KS QS", ["5H 7H"]), answer="8H")
    seven = t.scene.layout.melds[0].cards[1]
    t.drag(t.grab_point(t.card("JK")), QPointF(seven.x + 3, seven.center[1]))
    assert t.asked == []
    assert t.melds() == [["5H", "JK=6H", "7H"]]


@pytest.mark.parametrize("source", ["hand", "meld"])
def test_freeing_a_joker_with_its_real_card_end_to_end(qtbot, source):
    table = ["5H JK=6H 7H"] + (["6H 6C 6D"] if source == "meld" else [])
    hand = "9S 9D KS" + (" 6S" if source == "meld" else " 6H")
    t = Table(qtbot, position(hand, table), answer="9C")
    real_six = t.card("6H")
    t.drag(t.grab_point(real_six), t.grab_point(t.card("JK")))
    assert t.melds()[0] == ["5H", "6H", "7H"]
    assert [str(c) for c in t.controller.arrangement.freed] == ["JK"]
    freed = t.scene.layout.freed[0]
    assert t.card("JK").pos() == QPointF(round(freed.x), round(freed.y))
    assert not t.controller.end_turn()
    assert any("freed joker" in p.message for p in t.controller.problems)
    if source == "meld":   # the group 6C 6D needs the 6S from hand now
        t.drag(t.grab_point(t.card("6S")), t.after_meld(1))
    t.click(t.grab_point(t.card("9S")))
    t.click(t.grab_point(t.card("9D")), Qt.KeyboardModifier.ControlModifier)
    t.click(t.grab_point(t.card("JK")), Qt.KeyboardModifier.ControlModifier)
    t.drag(t.grab_point(t.card("9S")), t.empty_table())
    assert t.asked == [["9C", "9H"]]
    assert t.scene.layout.freed_area is None
    assert t.controller.end_turn()
    expected = ["5H 6H 7H", "9D 9S JK=9C"] + (["6C 6D 6S"] if source == "meld" else [])
    assert table_of(t.match.state) == sorted(expected)
