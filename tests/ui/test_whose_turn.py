"""Whose turn it is, and what End turn does, at a glance.

The player to move is marked on the table itself (an opponent's label, or your hand with "Your turn"
over it), the turn line under the table stays on view whatever the status bar shows, at a shared
computer it names the person, and End turn says what it will do or, while it can do nothing, why.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.card_item import Label
from shots import save_shot

THREE = (Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy"))


def open_window(qtbot, tmp_path, seats=THREE, **kwargs) -> MainWindow:
    """The window for ``seats``, shown, no game dealt; by default the computers never move."""
    window = window_for(qtbot, tmp_path, seats, **{"pause_ms": 10**6, "start_game": False, **kwargs})
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def deal(window: MainWindow, game: str, seats, to_move: int) -> None:
    """A deal of ``game`` in which seat ``to_move`` moves first."""
    for seed in range(100):
        window.start_game(NewGameChoice(game, seats, default_rules(game), seed))
        if window.match.seat_to_act() == to_move:
            window.motion.finish()
            return
    raise AssertionError(f"no deal of {game} lets seat {to_move} start")


def marked_labels(window: MainWindow) -> list[str]:
    return [item.text() for item in window.view.scene().items()
            if isinstance(item, Label) and item.isVisible() and item.marked]


def test_an_opponents_turn_marks_their_label_and_not_your_hand(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    deal(window, "manipulation", THREE, to_move=2)
    assert marked_labels(window) == ["▶ Ben: 10 cards"]
    assert not window.scene.hand_mark.isVisible()
    assert window.turn_label.text() == "Ben is playing…" and not window.turn_label.yours
    qtbot.wait(30)   # the toolbar and status bar lay themselves out
    save_shot(window, "whose-turn-opponent")


def test_your_turn_frames_your_hand_under_your_turn(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    deal(window, "manipulation", THREE, to_move=0)
    assert marked_labels(window) == ["Your turn"]
    hand = [window.scene.card_item(card.key).sceneBoundingRect() for card in window.controller.hand_in_order()]
    frame = window.scene.hand_mark.sceneBoundingRect()
    assert window.scene.hand_mark.isVisible() and all(frame.contains(card) for card in hand)
    assert window.turn_label.yours and window.turn_label.text().startswith("Your turn: draw a card")
    qtbot.wait(30)   # the toolbar and status bar lay themselves out
    save_shot(window, "whose-turn-yours")


def test_the_gin_table_marks_the_player_to_move_too(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, (Seat("You"), Seat("Anna", "easy")))
    deal(window, "gin", (Seat("You"), Seat("Anna", "easy")), to_move=0)
    scene = window.view.scene()
    assert scene.hand_label.marked and scene.hand_label.text() == f"Your turn · {scene.deadwood_line}"
    assert scene.hand_mark.isVisible()
    qtbot.wait(30)   # the toolbar and status bar lay themselves out
    save_shot(window, "whose-turn-gin-yours")
    deal(window, "gin", (Seat("You"), Seat("Anna", "easy")), to_move=1)
    assert marked_labels(window) == ["▶ Anna: 10 cards"]
    assert scene.hand_label.text() == scene.deadwood_line and not scene.hand_mark.isVisible()


def test_at_a_shared_computer_the_table_and_the_turn_line_name_the_person(qtbot, tmp_path):
    people = (Seat("Anna"), Seat("Ben"))
    window = open_window(qtbot, tmp_path, people)
    deal(window, "manipulation", people, to_move=0)
    window.pass_screen.button.click()
    assert marked_labels(window) == ["Anna's turn"]
    assert window.turn_label.text().startswith("Anna — Your turn: draw a card")
    qtbot.wait(30)   # the toolbar and status bar lay themselves out
    save_shot(window, "whose-turn-hot-seat")


def test_the_turn_line_stays_while_the_pointer_is_over_a_button(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    deal(window, "manipulation", THREE, to_move=0)
    line = window.turn_label.text()
    button = window.toolbar.widgetForAction(window.sort_suit_action)
    QTest.mouseMove(button, QPoint(8, 8))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == "Sort your hand by suit")
    assert window.turn_label.isVisible() and window.turn_label.text() == line
    qtbot.wait(30)   # the toolbar and status bar lay themselves out
    save_shot(window, "whose-turn-while-hovering")


@pytest.fixture
def table(qtbot, tmp_path, monkeypatch) -> MainWindow:
    ResultAnswers(monkeypatch)
    return open_window(qtbot, tmp_path, bot_factory=stand_in_factory, pause_ms=0)


def hand_key(window: MainWindow, text: str):
    return next(card.key for card in window.controller.arrangement.hand if str(card) == text)


def test_end_turn_with_nothing_played_while_a_draw_is_due_is_off_and_says_why(table, qtbot):
    table.load_state("manipulation", THREE, position("8S 2C KS", ["5S 6S 7S"]))
    table.match.shutdown()
    assert not table.end_turn_action.isEnabled()
    assert table.end_turn_action.toolTip() == table.end_turn_action.statusTip() == (
        "You haven't played anything: put cards from your hand on the table, or draw again.")
    assert table.draw_action.isEnabled()
    qtbot.wait(30)
    save_shot(table, "end-turn-off-with-its-reason")


def test_end_turn_says_it_plays_the_table_and_does(table):
    state = position("8S 2C KS", ["5S 6S 7S"])
    table.load_state("manipulation", THREE, state)
    table.match.shutdown()
    assert table.controller.move_cards([hand_key(table, "8S")], 0, 3)
    assert table.end_turn_action.isEnabled()
    assert table.end_turn_action.toolTip() == "Play the table as it is now and end your turn"
    table.end_turn_action.trigger()
    assert [[str(card) for card in meld] for meld in table.match.state.table] == [["5S", "6S", "7S", "8S"]]
    assert table.match.state.current == 1


def test_end_turn_says_it_ends_the_turn_without_knocking_and_does(table):
    table.load_state("manipulation", THREE, position("2S AC", ["5H 6H 7H"], phase=Phase.KNOCK_DECISION))
    table.match.shutdown()
    assert table.end_turn_action.toolTip() == "End your turn without knocking, and play on"
    table.end_turn_action.trigger()
    assert table.match.state.current == 1 and not table.match.state.is_round_over


def test_end_turn_says_it_ends_the_turn_without_melding_and_does(table):
    table.load_state("manipulation", THREE, position("8H KS", ["5H 6H 7H"], phase=Phase.FINAL_MELD))
    table.match.shutdown()
    assert table.end_turn_action.isEnabled()
    assert table.end_turn_action.toolTip() == "End your turn without melding"
    table.end_turn_action.trigger()
    assert table.match.state.current == 1 and len(table.match.state.hands[0]) == 2


def test_the_keyboards_end_turn_key_says_why_it_cannot(table, qtbot):
    table.load_state("manipulation", THREE, position("8S 2C KS", ["5S 6S 7S"]))
    table.match.shutdown()
    qtbot.keyClick(table.view, Qt.Key.Key_E)
    assert "draw again" in table.statusBar().currentMessage()
