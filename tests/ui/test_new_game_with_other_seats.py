"""A new game with more or fewer seats than the last one is dealt and drawn for its own seats."""

from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice
from rummy_desktop.engine.manipulation import ManipulationRules

from main_window_helpers import window_for


def test_a_four_seat_game_after_the_three_seat_default_shows_three_opponents(qtbot, tmp_path):
    window = window_for(qtbot, tmp_path, [Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "easy")])
    window.resize(1280, 800)
    window.show()
    seats = (Seat("You"), Seat("Anna", "easy"), Seat("Ben", "easy"), Seat("Cleo", "easy"))
    window.start_game(NewGameChoice("manipulation", seats, ManipulationRules(), 7))
    scene = window.scene_for_game()
    assert scene.names == ["You", "Anna", "Ben", "Cleo"]
    assert [scene.names[s] for s in scene.opponent_seats()] == ["Anna", "Ben", "Cleo"]
    assert len(window.match.state.hands) == 4
