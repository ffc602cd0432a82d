"""Once the table was changed this turn, drawing is refused: Draw is off and says why, and neither the turn
line nor a hint offers a draw; with no play left from the turn's start, the hint offers Reset turn."""

from __future__ import annotations

from hint_window import ask_hint
from hint_window import hint_window as window_at
from manipulation_positions import position
from rummy_desktop.ui.main_window import MainWindow


def key(window: MainWindow, text: str):
    return next(card.key for card in window.controller.arrangement.all_cards() if str(card) == text)


def test_draw_is_off_with_the_reason_once_a_card_is_played(qtbot):
    window = window_at(qtbot, position("8H 2C KS", ["5H 6H 7H"]))
    assert window.draw_action.isEnabled() and window.draw_action.toolTip() == "Draw a card from the stock"
    assert "draw" in window.turn_label.text()
    assert window.controller.move_cards([key(window, "8H")], 0, 3)
    assert not window.draw_action.isEnabled()
    tip = window.draw_action.toolTip()
    assert tip == "You changed the table: end the turn to play it, or reset the turn to draw again."
    assert window.draw_action.statusTip() == tip
    assert "draw" not in window.turn_label.text().lower()
    assert "Reset turn" in window.turn_label.text()
    window.reset_action.trigger()
    assert window.draw_action.isEnabled() and "draw" in window.turn_label.text()


def test_with_no_play_after_a_change_the_hint_offers_reset_turn_not_a_draw(qtbot):
    window = window_at(qtbot, position("2C KS 9D", ["5H 6H 7H 8H"]))
    assert window.controller.split_meld(0, 1)   # 5♥ 6♥ | 7♥ 8♥: the table is changed, nothing can be played
    text = ask_hint(qtbot, window).text
    assert "draw" not in text.lower() and "Reset turn" in text
    assert window.reset_action.isEnabled() and not window.draw_action.isEnabled()
