"""Two people at one computer: before each person's turn the pass screen hides every hand, really.

"Hidden" is checked on the scene's items, not on a flag: every card item of any hand is either not
visible or drawn as a card back. The round result comes as soon as a round ends, showing every hand
(the round is over); the next round starts behind the pass screen again.
"""

from __future__ import annotations

from main_window_helpers import ResultAnswers, window_for
from manipulation_positions import position, stand_in_factory
from rummy_desktop.controller.match import Seat
from rummy_desktop.engine.manipulation import Phase
from rummy_desktop.ui.table.card_item import CardItem
from rummy_desktop.ui.gin.scene import GinScene
from shots import save_shot

PEOPLE = (Seat("Ann"), Seat("Bo"))


def showing(window) -> set[str]:
    """The cards of any hand whose face can be seen on the table now."""
    state = window.match.state
    in_hands = {card.key: str(card) for hand in state.hands for card in hand}
    faces = set()
    for item in window.scene.items():
        if isinstance(item, CardItem) and item.card is not None and item.card.key in in_hands:
            back = window.scene.theme.pixmap(None, int(item.boundingRect().width()), window.scene.dpr)
            if item.isVisible() and item.pixmap().cacheKey() != back.cacheKey():
                faces.add(in_hands[item.card.key])
    return faces


def hand_of(window, seat: int) -> set[str]:
    return {str(card) for card in window.match.state.hands[seat]}


def make(qtbot, tmp_path, monkeypatch, seats=PEOPLE, **kwargs):
    answers = ResultAnswers(monkeypatch)
    window = window_for(qtbot, tmp_path, seats, bot_factory=stand_in_factory, pause_ms=0, **kwargs)
    window.resize(1100, 750)
    window.show()
    qtbot.waitExposed(window)
    return window, answers


def test_manipulation_every_turn_is_passed_and_no_hand_shows_meanwhile(qtbot, tmp_path, monkeypatch):
    window, _ = make(qtbot, tmp_path, monkeypatch, seed=5)
    first = window.match.seat_to_act()
    screen = window.pass_screen
    assert screen.isVisible() and screen.name == window.names[first]
    assert showing(window) == set()
    assert not window.draw_action.isEnabled() and window.turn_label.text() == f"Pass the computer to {screen.name}."
    assert not window.hint_action.isEnabled()                # a hint would show the hand behind the screen
    save_shot(window, "hot-seat-pass-screen")
    screen.button.click()
    assert not screen.isVisible()
    assert window.hint_action.isEnabled() and window.focusWidget() is window.view   # the keys play the table again
    assert showing(window) == hand_of(window, first)        # my hand, and nobody else's
    for _ in range(3):                                       # three draws and nothing played: the turn is over
        window.draw_action.trigger()
    other = 1 - first
    assert window.match.seat_to_act() == other
    assert screen.isVisible() and screen.name == window.names[other]
    assert showing(window) == set()
    window.resize(900, 650)                                   # a redraw under the screen shows nothing either
    assert showing(window) == set()
    screen.button.click()
    assert showing(window) == hand_of(window, other)


def test_a_computer_between_two_people_plays_while_the_last_hand_stays_hidden_from_the_next(
        qtbot, tmp_path, monkeypatch):
    seats = (Seat("Ann"), Seat("Cy", "easy"), Seat("Bo"))
    window, _ = make(qtbot, tmp_path, monkeypatch, seats=seats, start_game=False)
    window.match.resume(position("8H KS", ["5H 6H 7H"], seat=0, phase=Phase.DRAW, players=3), seats)
    window.pass_screen.button.click()
    for _ in range(3):
        window.draw_action.trigger()
    qtbot.waitUntil(lambda: window.match.seat_to_act() == 2, timeout=10_000)
    assert window.pass_screen.isVisible() and window.pass_screen.name == "Bo"
    assert showing(window) == set()


def test_the_round_result_comes_at_once_and_the_next_round_starts_behind_the_screen(qtbot, tmp_path, monkeypatch):
    window, answers = make(qtbot, tmp_path, monkeypatch, start_game=False)
    window.match.resume(position("8H 2S AC", ["5H 6H 7H"], seat=0, players=2), PEOPLE)
    window.pass_screen.button.click()
    monkeypatch.setattr(window.settings, "confirm_knock", False)
    window.controller.move_cards([next(c.key for c in window.controller.arrangement.hand if str(c) == "8H")], 0, 3)
    window.end_turn_action.trigger()
    window.knock_action.trigger()
    qtbot.waitUntil(lambda: bool(answers.rounds), timeout=5000)
    assert answers.rounds[0][0].round_result.knocker == 0
    state = window.match.state
    assert state.round_number == 2                             # Next round was dealt
    assert window.pass_screen.isVisible() and window.pass_screen.name == window.names[state.current]
    assert showing(window) == set()


def test_gin_hot_seat_hides_both_hands_until_the_next_person_confirms(qtbot, tmp_path, monkeypatch):
    from rummy_desktop.engine.gin import GinRules

    window, _ = make(qtbot, tmp_path, monkeypatch, seed=9, rules=GinRules("gin"))
    assert isinstance(window.scene, GinScene)
    first = window.match.seat_to_act()
    assert window.pass_screen.isVisible() and showing(window) == set()
    window.pass_screen.button.click()
    assert showing(window) == hand_of(window, first)
    assert not window.scene.button("take").isVisible() or window.scene.interactive
    window.scene.button("pass").activate()
    assert window.match.seat_to_act() == 1 - first
    assert window.pass_screen.isVisible() and showing(window) == set()
    window.pass_screen.button.click()
    assert showing(window) == hand_of(window, 1 - first)
