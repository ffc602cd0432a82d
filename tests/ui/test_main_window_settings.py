"""Settings the window shows at once: the card look on every table, the card size, the end-of-turn question."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import position, stand_in_factory, table_of
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import Suit
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.manipulation.scene import ManipulationScene
from shots import save_shot
from test_card_theme import INDEX_CORNER, count_pixels, is_green

THREE = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))
TWO = (Seat("You"), Seat("Anna", "easy"))


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> MainWindow:
    ResultAnswers(monkeypatch)
    shown = window_for(qtbot, tmp_path, THREE, bot_factory=stand_in_factory, pause_ms=0, start_game=False)
    shown.resize(1280, 800)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def hand_items(window: MainWindow) -> list[CardItem]:
    hand = {card.key for card in window.match.state.hands[0]}
    return [item for item in window.scene.card_items()
            if item.card is not None and item.card.key in hand and item.isVisible()]


def club_greens(window: MainWindow) -> int:
    """Green pixels in the index corner of the first club in your hand, as drawn on the table now."""
    window.motion.finish()
    club = next(item for item in hand_items(window) if item.card.face is not None and item.card.face.suit is Suit.CLUBS)
    return count_pixels(club.pixmap(), is_green, INDEX_CORNER)


def gin_deal(seed: int) -> gin.GinState:
    """A Gin deal with a club in your hand."""
    state = gin.new_game(random.Random(seed))
    assert any(card.face.suit is Suit.CLUBS for card in state.hands[0])
    return state


def test_four_colours_turn_the_clubs_green_on_the_table_in_play_and_on_the_one_made_before(window):
    window.load_state("gin", TWO, gin_deal(4))             # the Gin table is made first, in two colours
    assert club_greens(window) == 0
    window.load_state("manipulation", THREE, position("5C 6C 7C 9H", ["2S 3S 4S"]))
    assert club_greens(window) == 0
    window.settings.four_colour = True
    assert club_greens(window) > 100
    assert window.scene.theme is window.theme and window.theme.four_colour
    save_shot(window, "settings-four-colours-manipulation")
    window.load_state("gin", TWO, gin_deal(4))
    assert isinstance(window.scene, GinScene) and club_greens(window) > 100
    window.settings.card_back = "red"
    assert window.scene.theme.back == "red" and window.scene.theme.four_colour


def test_card_size_150_percent_makes_the_hand_wider_on_both_tables(window):
    window.load_state("manipulation", THREE, position("5C 6C 7C 9H 2D KS", ["2S 3S 4S"]))
    assert isinstance(window.scene, ManipulationScene)
    normal = hand_items(window)[0].boundingRect().width()
    window.settings.card_size = 150
    large = hand_items(window)[0].boundingRect().width()
    save_shot(window, "settings-card-size-150-manipulation")
    window.settings.card_size = 70
    small = hand_items(window)[0].boundingRect().width()
    assert small < normal < large
    window.settings.card_size = 100
    window.load_state("gin", TWO, gin_deal(4))
    normal = hand_items(window)[0].boundingRect().width()
    window.settings.card_size = 150
    assert hand_items(window)[0].boundingRect().width() > normal
    save_shot(window, "settings-card-size-150-gin")


def test_the_end_of_turn_question_is_asked_only_when_the_setting_is_on(window, qtbot):
    window.load_state("manipulation", THREE, position("8S 2C KS", ["5S 6S 7S"]))
    window.match.shutdown()   # the computers never move: only the person's answers change anything
    asked: list[str] = []
    answer = False
    window.ask_end_turn = lambda text: asked.append(text) or answer
    eight = next(card.key for card in window.controller.arrangement.hand if str(card) == "8S")
    assert window.controller.move_cards([eight], 0, 3)
    window.end_turn_action.trigger()
    assert asked == [] and table_of(window.match.state) == ["5S 6S 7S 8S"], "off by default: no question"

    window.load_state("manipulation", THREE, position("8S 2C KS", ["5S 6S 7S"]))
    window.match.shutdown()
    window.settings.confirm_end_turn = True
    eight = next(card.key for card in window.controller.arrangement.hand if str(card) == "8S")
    assert window.controller.move_cards([eight], 0, 3)
    start = window.match.state
    window.end_turn_action.trigger()
    assert asked == ["Play the table as it is now and end your turn?"]
    assert window.match.state is start, "No keeps the turn going"
    answer = True
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_E)             # keyboard play asks through the same action
    assert len(asked) == 2 and table_of(window.match.state) == ["5S 6S 7S 8S"]


def test_a_turn_that_cannot_end_says_why_without_asking_first(window):
    window.settings.confirm_end_turn = True
    state = position("8S 2C KS", ["5S 6S 7S"])
    window.load_state("manipulation", THREE, state)
    window.match.shutdown()   # the computers never move: only the person's answers change anything
    asked: list[str] = []
    window.ask_end_turn = lambda text: asked.append(text) or True
    hand = {str(card): card.key for card in window.controller.arrangement.hand}

    # nothing played while another draw is due: End turn is off, and its tip says why
    assert not window.end_turn_action.isEnabled() and "draw again" in window.end_turn_action.toolTip()
    window.end_turn_action.trigger()
    assert asked == [] and window.match.state is state

    assert window.controller.move_cards([hand["2C"]], 0, 3)   # 5S 6S 7S 2C is no meld
    window.end_turn_action.trigger()
    assert asked == [] and window.match.state is state
    assert window.controller.problems and window.problems.isVisible()
    assert window.statusBar().currentMessage().startswith("Not yet:")

    window.controller.undo_stack.undo()
    assert window.controller.move_cards([hand["8S"]], 0, 3)
    window.end_turn_action.trigger()   # a table that can be played: now the question
    assert asked == ["Play the table as it is now and end your turn?"]
    assert table_of(window.match.state) == ["5S 6S 7S 8S"]


def test_declining_to_knock_is_asked_as_such(window):
    window.settings.confirm_end_turn = True
    window.load_state("manipulation", THREE, position("2S AC", ["5H 6H 7H"], phase=Phase.KNOCK_DECISION))
    window.match.shutdown()
    asked: list[str] = []
    window.ask_end_turn = lambda text: asked.append(text) or True
    window.end_turn_action.trigger()
    assert asked == ["End your turn without knocking?"]
    assert window.match.state.current == 1
