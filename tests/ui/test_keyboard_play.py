"""Keyboard play: a whole Manipulation turn and a Gin draw and discard with keys alone, on the real window,
and what the view tells a screen reader as the card cursor moves."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from manipulation_positions import position, stand_in_factory, table_of
from rummy_desktop.controller.match import Match, Seat
from rummy_desktop.controller.turn_controller import TurnController
from rummy_desktop.engine import gin
from rummy_desktop.engine.cards import Card
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.table.card_theme import CardTheme
from rummy_desktop.ui.gin.scene import GinScene
from rummy_desktop.ui.text.i18n import spoken_card
from rummy_desktop.ui.assist.keyboard_play import KeyboardPlay, install_keyboard_play
from rummy_desktop.ui.dialogs.knock_confirmation import KnockConfirmation
from rummy_desktop.ui.dialogs.round_result_dialog import RoundResultDialog
from rummy_desktop.ui.main_window import MainWindow
from rummy_desktop.ui.table.table_view import TableView
from shots import save_shot

SEATS = (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy"))


class GinStandIn:
    """Draws from the stock and discards its first legal discard (never touches the pile)."""

    name = "gin stand-in"

    def choose(self, view, rng, deadline=None):
        for action in view.legal_actions:
            if isinstance(action, (gin.DrawStock, gin.PassUpcard, gin.Discard, gin.NextRound, gin.Spread)):
                return action
        return view.legal_actions[0]


def factory(game: str, level: str):
    return stand_in_factory(game, level) if game == "manipulation" else GinStandIn()


def make_window(qtbot, state, seats=SEATS) -> tuple[MainWindow, KeyboardPlay]:
    window = MainWindow(seats, bot_factory=factory, seed=2, pause_ms=0, start_game=False)
    qtbot.addWidget(window)
    window.match.resume(state, seats)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window, window.keyboard


def press(qtbot, window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(window.view, key)


def go_to(qtbot, window: MainWindow, keys: KeyboardPlay, ident) -> None:
    """Walk the cursor to ``ident`` with the arrow keys only: to the row, then along it."""
    for step in (Qt.Key.Key_Up, Qt.Key.Key_Down):
        for _ in range(12):
            if any(ident == s for s in _row_idents(keys)):
                break
            press(qtbot, window, step)
    for step in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        for _ in range(20):
            if keys.stop is not None and keys.stop.ident == ident:
                return
            press(qtbot, window, step)
    raise AssertionError(f"the cursor never reached {ident}")


def _row_idents(keys: KeyboardPlay) -> list:
    table = keys._table()
    assert table is not None
    return next(([s.ident for s in row.stops] for row in table.rows()
                 if keys.stop is not None and keys.stop.ident in [s.ident for s in row.stops]), [])


def hand_key(window: MainWindow, text: str):
    return next(c.key for c in window.controller.arrangement.all_cards() if str(c.bare()) == text)


def test_a_whole_manipulation_turn_with_the_keyboard(qtbot):
    window, keys = make_window(qtbot, position("5H 6H 7H 2C KS", ["9S 10S JS"], phase=Phase.DRAW))
    played = []
    window.match.action_played.connect(lambda seat, action, before, after: played.append((seat, action)))
    press(qtbot, window, Qt.Key.Key_D)
    assert len(window.controller.arrangement.hand) == 6, "D draws a card"
    for card in ("5H", "6H", "7H"):
        go_to(qtbot, window, keys, ("hand", hand_key(window, card)))
        press(qtbot, window, Qt.Key.Key_Space)
        assert keys.stop.name.endswith(", selected")
    press(qtbot, window, Qt.Key.Key_N)
    assert [str(c) for c in window.controller.arrangement.melds[-1]] == ["5H", "6H", "7H"]
    assert not window.scene.selected_keys()
    press(qtbot, window, Qt.Key.Key_E)
    assert table_of(window.match.state) == ["10S 9S JS", "5H 6H 7H"]
    assert [type(a).__name__ for seat, a in played[:2] if seat == 0] == ["Draw", "PlayMelds"]


def test_return_moves_the_selected_card_onto_the_meld_under_the_cursor(qtbot):
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H", "9S 10S JS"]))
    go_to(qtbot, window, keys, ("hand", hand_key(window, "8S")))
    press(qtbot, window, Qt.Key.Key_Space)
    go_to(qtbot, window, keys, ("meld", hand_key(window, "JS")))
    assert keys.stop.description == "nine, ten, jack of spades: a sequence, legal"
    press(qtbot, window, Qt.Key.Key_Return)
    assert [str(c) for c in window.controller.arrangement.melds[1]] == ["8S", "9S", "10S", "JS"]
    press(qtbot, window, Qt.Key.Key_E)
    assert table_of(window.match.state) == ["10S 8S 9S JS", "5H 6H 7H"]


def test_undo_redo_and_a_refusal_are_the_controllers(qtbot):
    window, keys = make_window(qtbot, position("2C KS 4D", ["5H 6H 7H"]))
    go_to(qtbot, window, keys, ("hand", hand_key(window, "2C")))
    press(qtbot, window, Qt.Key.Key_Space, Qt.Key.Key_N)
    assert len(window.controller.arrangement.melds) == 2
    assert keys.stop.ident[0] == "hand", "the cursor stays in the hand the card left"
    go_to(qtbot, window, keys, ("meld", hand_key(window, "2C")))
    assert keys.stop.description == "two of clubs: not legal: A meld needs at least 3 cards; this one has 1."
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.controller.arrangement.melds) == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.controller.arrangement.melds) == 2
    with qtbot.waitSignal(window.controller.message):
        press(qtbot, window, Qt.Key.Key_E)   # an illegal table: the controller says why
    assert window.controller.problems


def test_k_knocks_through_the_windows_action_and_its_confirmation(qtbot, monkeypatch):
    asked = []
    monkeypatch.setattr(KnockConfirmation, "ask", classmethod(lambda cls, parent, text: asked.append(text) or True))
    # The round ends: its result would open as a modal dialog once the cards have flown, which on a busy
    # machine can be during the test's teardown, where nobody closes it.
    monkeypatch.setattr(RoundResultDialog, "ask", classmethod(lambda cls, *args, **kwargs: False))
    window, keys = make_window(qtbot, position("2S AC", ["5H 6H 7H"], phase=Phase.KNOCK_DECISION))
    press(qtbot, window, Qt.Key.Key_K)
    assert asked and window.match.state.is_round_over


def test_the_view_describes_the_card_and_meld_under_the_cursor(qtbot):
    window, keys = make_window(qtbot, position("7H 2C KS", ["5D 6D 7D", "QS QH QC"]))
    view = window.view
    go_to(qtbot, window, keys, ("meld", hand_key(window, "5D")))   # the cursor starts in the hand: keys move it back
    go_to(qtbot, window, keys, ("hand", hand_key(window, "7H")))
    assert view.accessibleName().startswith("Your hand, card ")
    assert view.accessibleName().endswith(": seven of hearts")
    assert view.accessibleDescription() == "Nothing selected."
    press(qtbot, window, Qt.Key.Key_Space)
    assert view.accessibleName().endswith("seven of hearts, selected")
    assert view.accessibleDescription() == "Selected: seven of hearts"
    go_to(qtbot, window, keys, ("meld", hand_key(window, "QH")))
    assert view.accessibleName() == "Table, meld 2 of 2, card 2 of 3: queen of hearts"
    assert view.accessibleDescription() == "queen of spades, queen of hearts, queen of clubs: a group, legal"
    press(qtbot, window, Qt.Key.Key_Left)
    assert view.accessibleName() == "Table, meld 2 of 2, card 1 of 3: queen of spades"
    press(qtbot, window, Qt.Key.Key_Left)
    assert view.accessibleName() == "Table, meld 1 of 2, card 3 of 3: seven of diamonds"
    assert view.accessibleDescription() == "five, six, seven of diamonds: a sequence, legal"


def test_a_mouse_click_under_the_cursor_reaches_the_card(qtbot):
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H"]))
    go_to(qtbot, window, keys, ("hand", hand_key(window, "2C")))
    window.motion.finish()
    item = window.scene.card_item(hand_key(window, "2C"))
    point = window.view.mapFromScene(keys.stop.rect.center())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert item.isSelected()


def gin_state(seed: int = 3) -> gin.GinState:
    """A fresh Gin deal in which seat 0 is to draw."""
    state = gin.new_game(random.Random(seed))
    return replace(state, phase=gin.Phase.DRAW, current=0)


class GinTable:
    """The Gin table wired as the window wires it: the scene's actions to the match, each new state shown."""

    def __init__(self, qtbot, state: gin.GinState) -> None:
        self.match = Match((Seat("You"), Seat("Computer", "easy")), bot_factory=factory, pause_ms=0)
        self.match.resume(state)
        self.scene = GinScene(CardTheme())
        self.scene.confirm_knocks = False
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1100, 700)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.played: list = []
        self.match.action_played.connect(lambda seat, action, before, after: self.played.append((seat, action)))
        self.match.state_changed.connect(self.show)
        self.scene.action_chosen.connect(self.match.play)
        self.show()
        controller = TurnController(self.match, 0, lambda faces: None)
        self.keys = install_keyboard_play(self.view, controller)
        self.view.setFocus()

    def show(self) -> None:
        self.scene.show(self.match.view_for(0), ["You", "Computer"], 0)
        self.scene.set_interactive(self.match.seat_to_act() == 0)

    def press(self, qtbot, *keys: Qt.Key) -> None:
        for key in keys:
            qtbot.keyClick(self.view, key)


def test_a_gin_draw_and_discard_with_the_keyboard(qtbot):
    table = GinTable(qtbot, gin_state())
    before = set(table.match.state.hands[0])
    table.press(qtbot, Qt.Key.Key_D)
    assert table.played == [(0, gin.DrawStock())]
    drawn = table.match.state.hands[0]
    assert len(drawn) == 11
    (new,) = set(drawn) - before
    assert table.keys.stop.ident == ("hand", new.key), "the cursor goes to the card drawn"
    table.press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down)
    for _ in range(12):
        table.press(qtbot, Qt.Key.Key_Left)
    table.press(qtbot, Qt.Key.Key_Right)
    assert table.keys.stop.ident[0] == "hand"
    card = table.keys.stop.item.card
    assert isinstance(card, Card) and card in drawn
    name = table.view.accessibleName()
    assert name.startswith("Your hand, card 2 of 11: ") and name.endswith(spoken_card(card))
    table.press(qtbot, Qt.Key.Key_Return)
    assert table.played[:2] == [(0, gin.DrawStock()), (0, gin.Discard(card))]
    table.match.shutdown()


def test_the_pile_and_stock_are_described_and_p_takes_the_pile(qtbot):
    state = gin_state(5)
    table = GinTable(qtbot, state)
    table.press(qtbot, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Left)
    assert table.keys.stop.ident == ("stock",)
    assert table.view.accessibleName() == f"Stock, cards left: {len(state.stock)}"
    table.press(qtbot, Qt.Key.Key_Right)
    assert table.view.accessibleName() == f"Discard pile: {spoken_card(state.discard_pile[-1])}"
    with qtbot.waitSignal(table.keys.message) as refusal:
        table.press(qtbot, Qt.Key.Key_K)   # a deadwood of more than 10: the Knock button is not there
    assert refusal.args == ["Draw a card first: you knock as you discard."] and table.played == []
    note = table.keys.note
    assert note.isVisible() and note.text() == refusal.args[0], "the refusal is said on the table too"
    assert note.geometry().bottom() < table.view.mapFromScene(table.keys.stop.rect).boundingRect().top(), \
        "just above the cursor"
    table.press(qtbot, Qt.Key.Key_P)
    assert not note.isVisible()
    assert table.played == [(0, gin.DrawDiscard())]
    assert state.discard_pile[-1] in table.match.state.hands[0]
    assert table.keys.stop.ident == ("hand", state.discard_pile[-1].key), "the cursor goes to the card taken"
    table.match.shutdown()


@pytest.mark.parametrize("key", [Qt.Key.Key_D, Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_keys_do_nothing_on_a_computers_turn(qtbot, key):
    window, keys = make_window(qtbot, position("8S 2C KS", ["5H 6H 7H"], seat=1))
    state = window.match.state
    window.match.shutdown()   # the computer never moves: only the keys could change anything
    press(qtbot, window, key)
    assert window.match.state is state
