"""The app opens with the game the player chose last time, or the Settings' default game and opponents."""

from __future__ import annotations

from main_window_helpers import instant_settings
from rummy_desktop.controller.match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice, default_rules
from PySide6.QtCore import QRect

from rummy_desktop.ui.main_window import WINDOW_FRAME, first_window, fit_to_screen


def opened(qtbot, settings, tmp_path):
    window, guard = first_window(settings, data_dir=tmp_path)
    qtbot.addWidget(window)
    guard.uninstall()
    return window


def test_the_first_start_deals_the_default_game_against_the_default_opponents(qtbot, tmp_path) -> None:
    settings = instant_settings(tmp_path, default_game="oklahoma", default_opponents=("hard", "easy"))
    window = opened(qtbot, settings, tmp_path)
    assert window.game_name == "oklahoma"
    assert [seat.level for seat in window.match.seats] == [None, "hard"]   # Gin is played by two
    assert window.match.has_game


def test_a_later_start_deals_the_game_chosen_last_time_with_a_fresh_seed(qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr("rummy_desktop.controller.new_game_choice.random_seed", lambda: 4242)
    last = NewGameChoice("manipulation", (Seat("Ada"), Seat("Bo", "easy"), Seat("Cy", "hard"), Seat("Di")),
                         default_rules("manipulation"), seed=77)
    settings = instant_settings(tmp_path, default_game="gin", last_new_game=last.to_json())
    window = opened(qtbot, settings, tmp_path)
    assert window.game_name == "manipulation"
    assert window.match.seats == last.seats
    assert window.match.state.num_players == 4
    assert window.match.seed == 4242   # not the 77 of the last deal: the same game, a new deal


def test_on_a_laptop_screen_the_window_opens_within_the_free_area(qtbot, tmp_path) -> None:
    """At 1366×768 (a taskbar takes some of it) the 1280×800 window would hide its turn buttons."""
    window = opened(qtbot, instant_settings(tmp_path), tmp_path)
    laptop = QRect(0, 0, 1366, 728)
    fit_to_screen(window, laptop)
    assert window.width() + WINDOW_FRAME.width() <= laptop.width()
    assert window.height() + WINDOW_FRAME.height() <= laptop.height()
    assert (window.x(), window.y()) == (0, 0)


def test_on_a_large_screen_the_window_keeps_its_size(qtbot, tmp_path) -> None:
    window = opened(qtbot, instant_settings(tmp_path), tmp_path)
    window.resize(1280, 800)
    fit_to_screen(window, QRect(0, 0, 1920, 1040))
    assert (window.width(), window.height()) == (1280, 800)
