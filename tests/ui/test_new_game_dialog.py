"""The new-game dialog: game, seats, rules options and seed; the last choices come back next time."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from rummy_desktop.controller.manipulation_match import Seat
from rummy_desktop.controller.new_game_choice import NewGameChoice
from rummy_desktop.controller.settings import Settings
from rummy_desktop.engine.gin import GinRules
from rummy_desktop.engine.manipulation import ManipulationRules
from rummy_desktop.ui.new_game_dialog import NewGameDialog
from shots import save_shot


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def open_dialog(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def choose_game(dialog: NewGameDialog, game: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(game))


def choose_kind(dialog: NewGameDialog, seat: int, level: str | None) -> None:
    box = dialog.seat_rows[seat].kind
    box.setCurrentIndex(box.findData(level or ""))


def kinds_on_offer(dialog: NewGameDialog, seat: int) -> list[str]:
    box = dialog.seat_rows[seat].kind
    return [box.itemData(i) for i in range(box.count())]


def visible_names(dialog: NewGameDialog) -> list[str]:
    return [row.name.text() for row in dialog.seat_rows if row.name.isVisibleTo(dialog)]


def test_the_first_time_it_offers_the_default_game_and_opponents_of_the_settings(qtbot, settings) -> None:
    settings.default_opponents = ("easy", "hard", "hard")
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice() == NewGameChoice(
        "manipulation",
        (Seat("You"), Seat("Computer 1", "easy"), Seat("Computer 2", "hard"), Seat("Computer 3", "hard")),
        ManipulationRules(),
    )
    settings.default_game = "hollywood"
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice() == NewGameChoice(
        "hollywood", (Seat("You"), Seat("Computer 1", "easy")), GinRules(variant="hollywood")
    )


def test_manipulation_takes_two_to_five_players_and_says_it_has_no_options(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seat_count.setValue(4)
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "new-game-manipulation-4-seats")
    assert (dialog.seat_count.minimum(), dialog.seat_count.maximum()) == (2, 5)
    assert visible_names(dialog) == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert dialog.no_options.isVisible() and not dialog.gin_options.isVisible()
    assert "no options" in dialog.no_options.text()
    assert kinds_on_offer(dialog, 1) == ["", "easy", "medium", "hard"]
    choice = dialog.current_choice()
    assert choice is not None and len(choice.seats) == 4 and choice.rules == ManipulationRules()


def test_oklahoma_offers_every_gin_option_and_its_own(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, "oklahoma")
    dialog.show()
    qtbot.waitExposed(dialog)
    save_shot(dialog, "new-game-oklahoma-options")
    assert dialog.gin_options.isVisible() and not dialog.no_options.isVisible()
    assert dialog.oklahoma_spade_doubles.isVisible() and dialog.target.isVisible()
    assert not dialog.seat_count.isEnabled() and visible_names(dialog) == ["You", "Computer 1"]
    assert dialog.current_choice().rules == GinRules(variant="oklahoma")  # every option at its default
    dialog.undercut_bonus.setCurrentIndex(dialog.undercut_bonus.findData(25))
    dialog.gin_bonus.setCurrentIndex(dialog.gin_bonus.findData(20))
    dialog.target.setCurrentIndex(dialog.target.findData(150))
    for box in (dialog.big_gin, dialog.discard_taken_card_forbidden, dialog.hoyle_bonuses,
                dialog.oklahoma_spade_doubles):
        box.toggle()
    assert dialog.current_choice().rules == GinRules(
        variant="oklahoma",
        discard_taken_card_forbidden=False,
        big_gin=True,
        undercut_bonus=25,
        gin_bonus=20,
        hoyle_bonuses=True,
        oklahoma_spade_doubles=False,
        target=150,
    )
    choose_game(dialog, "gin")
    assert not dialog.oklahoma_spade_doubles.isVisible() and not dialog.target.isVisible()
    assert dialog.current_choice().rules == GinRules(
        discard_taken_card_forbidden=False, big_gin=True, undercut_bonus=25, gin_bonus=20, hoyle_bonuses=True
    )


def test_the_gin_games_seat_two_and_offer_the_simple_level(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.seat_count.setValue(4)
    choose_kind(dialog, 1, "hard")
    choose_game(dialog, "hollywood")
    assert visible_names(dialog) == ["You", "Computer 1"]
    assert kinds_on_offer(dialog, 1) == ["", "easy", "medium", "hard", "simple"]
    choose_kind(dialog, 1, "simple")
    assert dialog.current_choice().seats == (Seat("You"), Seat("Computer 1", "simple"))
    choose_game(dialog, "manipulation")
    assert visible_names(dialog) == ["You", "Computer 1", "Computer 2", "Computer 3"]
    assert dialog.seats()[1] == Seat("Computer 1", "medium")  # simple is a Gin player only


def test_a_default_name_follows_the_kind_of_player_and_a_typed_one_stays(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_kind(dialog, 2, None)
    assert dialog.seats()[2] == Seat("Player 3")
    choose_kind(dialog, 2, "easy")
    assert dialog.seats()[2] == Seat("Computer 2", "easy")
    dialog.seat_rows[2].name.setText("Dana")
    choose_kind(dialog, 2, None)
    assert dialog.seats()[2] == Seat("Dana")


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda d: d.seat_rows[1].name.setText("  "), "Player 2 needs a name."),
        (lambda d: d.seat_rows[2].name.setText("computer 1"), "Player 3 has the same name as another player."),
        (lambda d: choose_kind(d, 0, "hard"), "At least one player must be a person."),
    ],
)
def test_start_waits_until_the_seats_can_play(qtbot, settings, edit, message) -> None:
    dialog = open_dialog(qtbot, settings)
    dialog.show()
    assert dialog.start_button.isEnabled() and not dialog.problems.isVisible()
    edit(dialog)
    assert not dialog.start_button.isEnabled()
    assert dialog.problems.isVisible() and dialog.problems.text() == message
    assert dialog.current_choice() is None
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.chosen is None


def test_an_empty_seed_is_drawn_and_returned_and_the_choice_is_remembered_without_it(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    choose_game(dialog, "gin")
    dialog.hoyle_bonuses.setChecked(True)
    dialog.seat_rows[1].name.setText("Anna")
    assert dialog.seed.text() == ""
    dialog.start_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.chosen
    assert chosen is not None and isinstance(chosen.seed, int)
    assert chosen == NewGameChoice("gin", (Seat("You"), Seat("Anna", "medium")), GinRules(hoyle_bonuses=True), chosen.seed)
    assert NewGameChoice.from_json(settings.last_new_game) == chosen.with_seed(None)

    again = open_dialog(qtbot, settings)
    assert again.current_choice() == chosen.with_seed(None) and again.seed.text() == ""


def test_a_typed_seed_is_the_seed_used_and_only_digits_can_be_typed(qtbot, settings) -> None:
    dialog = open_dialog(qtbot, settings)
    qtbot.keyClicks(dialog.seed, "12x34")
    assert dialog.seed.text() == "1234"
    dialog.accept()
    assert dialog.chosen.seed == 1234


def test_a_damaged_remembered_choice_gives_the_defaults(qtbot, settings) -> None:
    settings.last_new_game = {"game": "gin", "seats": [{"name": "You", "level": None}], "rules": {}, "seed": None}
    dialog = open_dialog(qtbot, settings)
    assert dialog.current_choice().game == "manipulation" and len(dialog.seats()) == 3


def test_ask_returns_the_choice_or_none(qtbot, settings, monkeypatch) -> None:
    def start(dialog: NewGameDialog) -> int:
        dialog.seed.setText("77")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", start)
    chosen = NewGameDialog.ask(None, settings)
    assert chosen is not None and chosen.seed == 77 and chosen.game == "manipulation"
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: dialog.reject() or dialog.result())
    assert NewGameDialog.ask(None, settings) is None
